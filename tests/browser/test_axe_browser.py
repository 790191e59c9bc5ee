"""axe-core (WCAG 2.0-2.2, A and AA) on every page's first load, at 390 and 1400 px, in English
and Russian, against a baseline that may only shrink; and on the deeper states a visitor reaches
(practice mid-round, the reveal, game over, House rules after an invalid edit, Score with an
example, Compare's differing rules, a question opened, Night after a round) with no baseline: 0
violations (issue 22 B). The lesson's steps, the quiz and the lab are checked in their own file.

`axe_baseline.json` lists, per page, the rules still broken there in some variant (`en@390`…;
issue 22 drives them to none). A rule broken that the page's list does not hold fails the test (a
new kind of violation); a listed rule that no variant breaks any more fails too, so the baseline
shrinks with every fix: run with AXE_BASELINE_SHRINK=1 to drop the fixed rules from the file (it
never adds one). The list is per page, not per variant: whether a wide table overflows (and so
must scroll by keyboard) at 390 px can differ between two runs. Every run writes the full report,
node by node and grouped by reason, to artifacts/axe/ (and the counts to artifacts/axe/PAGE.json).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from explorer.game.actions import HandIn, NextTurn
from explorer.game.bots import play_bots
from explorer.game.play import apply, new_game
from explorer.game.resume import encode
from explorer.game.setup import Setup
from explorer.links.night import encode_night
from explorer.night.evening import Night, Round
from tests.browser.axe import Violation, axe_script, report, run_axe
from tests.browser.conftest import wait_idle

BASELINE = Path(__file__).with_name("axe_baseline.json")
CARD = '[data-testid="dixit-card"]'
PAGES = {
    "home": "",
    "learn": "learn",
    "questions": "questions",
    "score": "score",
    "compare": "compare",
    "lab": "lab",
    "practice": "practice",
    "night": "night",
    "house": "house",
}
LANGS = ("en", "ru")
WIDTHS = (390, 1400)
TALLEST = 20_000  # px: the viewport grows to the page's length, up to this
_LENGTH = """() => Math.max(...[document.scrollingElement, document.querySelector('[data-testid="stMain"]')]
  .filter(Boolean).map((e) => e.scrollHeight))"""


def _load(page, url: str, lang: str, width: int) -> None:  # type: ignore[no-untyped-def]
    page.set_viewport_size({"width": width, "height": 1000})
    page.goto(f"{url}?lang={lang}")
    wait_idle(page)
    page.locator("h1").first.wait_for()
    # the language attribute is set by an element that mounts with the page, a moment after
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    # Streamlit scrolls the page inside its main element, and axe skips the text scrolled out of
    # view: the viewport grows to the whole page so that every node is checked.
    _grow(page, width)


def _baseline() -> dict[str, list[str]]:
    data = json.loads(BASELINE.read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("_")}


def _shrink(name: str, found: set[str]) -> None:
    """Drop from the baseline the rules this page no longer breaks (never adds one)."""
    data = json.loads(BASELINE.read_text(encoding="utf-8"))
    data[name] = sorted(set(data[name]) & found)
    BASELINE.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


@pytest.fixture(scope="session")
def axe_js() -> Path:
    """axe-core's script, checked before the app server starts (skips, or fails in CI)."""
    return axe_script()


@pytest.mark.parametrize("name", list(PAGES))
def test_first_load_breaks_no_rule_beyond_the_baseline(  # type: ignore[no-untyped-def]
    name: str, axe_js: Path, app_url: str, page, artifacts_dir: Path
) -> None:
    script = axe_js
    allowed = set(_baseline().get(name, ()))
    out = artifacts_dir / "axe"
    out.mkdir(exist_ok=True)
    found: set[str] = set()
    counts: dict[str, dict[str, int]] = {}
    problems = []
    for lang in LANGS:
        for width in WIDTHS:
            variant = f"{lang}@{width}"
            _load(page, f"{app_url}/{PAGES[name]}", lang, width)
            violations: list[Violation] = run_axe(page, script)
            (out / f"{name}-{lang}-{width}.txt").write_text(report(violations), encoding="utf-8")
            found |= {v.rule for v in violations}
            counts[variant] = {v.rule: len(v.targets) for v in violations}
            new = [v for v in violations if v.rule not in allowed]
            if new:
                problems.append(
                    f"{name} {variant}: a new kind of violation, "
                    f"{sorted(v.rule for v in new)}:\n{report(new)}"
                )
    (out / f"{name}.json").write_text(json.dumps(counts, indent=2, sort_keys=True) + "\n")
    fixed = allowed - found
    if fixed and os.environ.get("AXE_BASELINE_SHRINK") == "1":
        _shrink(name, found)
    elif fixed:
        problems.append(
            f"{name}: {sorted(fixed)} no longer broken in any variant: drop them from "
            f"{BASELINE.name} (AXE_BASELINE_SHRINK=1 does it)"
        )
    assert not problems, "\n\n".join(problems)


# --- deeper states (issue 22 B): 0 violations, no baseline ------------------------------------
def _over() -> str:
    """A whole all-bot game, played to its final standings."""
    state = play_bots(new_game(Setup("original-2008", tuple("ABCDEF"), ("good",) * 6, 84, 4)))
    while state.phase != "over":
        state = play_bots(apply(state, NextTurn()))
    return encode(state)


def _vote() -> str:
    """Seven players (two voting markers): the human votes, mid-round."""
    setup = Setup("odyssey-2011", tuple("SABCDEF"), (None,) + ("good",) * 6, 84, 4, first=1)
    state = play_bots(new_game(setup))
    return encode(play_bots(apply(state, HandIn(0, (state.hands[0][0],)))))


def _night() -> str:
    return encode_night(Night(tuple("ABCDE"), "refresh-2021").with_round(NIGHT_ROUND))


NIGHT_ROUND = Round(0, ((), (0,), (0,), (1,), (3,)))


def _grow(page, width: int) -> None:  # type: ignore[no-untyped-def]
    """The viewport as long as the page (axe skips what is scrolled out of view)."""
    wait_idle(page)
    for _ in range(3):
        length = min(int(page.evaluate(_LENGTH)), TALLEST)
        if length <= page.viewport_size["height"]:
            break
        page.set_viewport_size({"width": width, "height": length})
        wait_idle(page)


def _open(page, url: str) -> None:  # type: ignore[no-untyped-def]
    page.set_viewport_size({"width": WIDTHS[-1], "height": 1000})
    page.goto(url)
    wait_idle(page)
    page.locator("h1").first.wait_for()


def _deeper_states(app: str, lang: str) -> dict[str, Any]:
    """Each state: how to reach it (in this order: the reveal follows the vote on its page)."""
    q = f"lang={lang}"

    def practice_vote(page) -> None:  # type: ignore[no-untyped-def]
        _open(page, f"{app}/practice?{q}&game={_vote()}")
        page.locator(CARD).first.wait_for()

    def practice_reveal(page) -> None:  # type: ignore[no-untyped-def]
        page.locator(f'{CARD}:not([aria-disabled="true"])').first.click()
        page.locator(".dixit-picker button.confirm").click()
        page.locator('[data-testid="stImage"]').first.wait_for()
        wait_idle(page)

    def game_over(page) -> None:  # type: ignore[no-untyped-def]
        _open(page, f"{app}/practice?{q}&game={_over()}")
        page.locator(".js-plotly-plot").wait_for()

    def house_invalid(page) -> None:  # type: ignore[no-untyped-def]
        _open(page, f"{app}/house?{q}&house=refresh-2021~cap:2")
        page.locator(".st-key-h_hand_size input").fill("abc")
        page.locator(".st-key-h_apply button").click()
        page.locator(".st-key-h_hand_size_problem").wait_for()
        page.wait_for_function("() => document.querySelector('[aria-invalid=\"true\"]')")

    def score_example(page) -> None:  # type: ignore[no-untyped-def]
        _open(page, f"{app}/score?{q}&names=R,A,B,C,D&teller=1&votes=-,1,1,2,4&ed=refresh-2021")
        page.locator(".js-plotly-plot").wait_for()

    def compare_differing(page) -> None:  # type: ignore[no-untyped-def]
        _open(page, f"{app}/compare?{q}&diff=1")
        page.locator("table").first.wait_for()

    def question_open(page) -> None:  # type: ignore[no-untyped-def]
        _open(page, f"{app}/questions?{q}&q=two-players")
        page.locator('[data-testid="stExpander"] details[open]').first.wait_for()

    def night_after_a_round(page) -> None:  # type: ignore[no-untyped-def]
        _open(page, f"{app}/night?{q}&box=refresh-2021&night={_night()}")
        page.locator(".js-plotly-plot").wait_for()

    def night_missing_votes(page) -> None:  # type: ignore[no-untyped-def]
        page.locator(".st-key-gn_send_new button").click()  # nothing tapped: four votes missing
        page.locator(".st-key-gn_note_4").wait_for()
        page.wait_for_function("() => document.querySelector('[aria-invalid=\"true\"]')")

    return {
        "practice-vote": practice_vote,
        "practice-reveal": practice_reveal,
        "practice-over": game_over,
        "house-invalid": house_invalid,
        "score-example": score_example,
        "compare-differing": compare_differing,
        "question-open": question_open,
        "night-round": night_after_a_round,
        "night-missing": night_missing_votes,
    }


@pytest.mark.parametrize("lang", LANGS)
def test_deeper_states_break_no_rule(  # type: ignore[no-untyped-def]
    lang: str, axe_js: Path, app_url: str, page, artifacts_dir: Path
) -> None:
    """Each state reached once, then checked at each width (a resize reruns nothing)."""
    out = artifacts_dir / "axe"
    out.mkdir(exist_ok=True)
    problems = []
    for name, reach in _deeper_states(app_url, lang).items():
        reach(page)
        for width in sorted(WIDTHS, reverse=True):
            page.set_viewport_size({"width": width, "height": 1000})
            _grow(page, width)
            violations = run_axe(page, axe_js)
            text = report(violations)
            (out / f"deep-{name}-{lang}-{width}.txt").write_text(text, encoding="utf-8")
            if violations:
                problems.append(f"{name} {lang}@{width}:\n{text}")
        page.set_viewport_size({"width": WIDTHS[-1], "height": 1000})
    assert not problems, "\n\n".join(problems)
