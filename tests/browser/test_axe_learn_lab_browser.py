"""axe-core (WCAG 2.0-2.2, A and AA) in the deeper states of the lesson, the quiz, the lab and
the Questions page, in English and Russian, at 390 and 1400 px: 0 violations (issue 22).

- The lesson: every one of the fourteen named steps, walked with Next on one 390 px page (each
  step's "More" opened, so its folded part is checked too), in two boxes, Odyssey's twists
  among them, one box a language; the steps with cards, tables, pickers, the chart, the quiz and
  the reference card at 1400 px too (`WIDE_TOO`: the rest only at 390, to keep the walk short).
  After each Next the focus is on the new step's heading, named, in view on a phone. The card
  pictures have their description as `alt`, the clue chart an accessible name.
- The quiz: after a right answer and after a wrong one, the focus is on the verdict (a heading),
  in view; then the page breaks no rule.
- The lab with its results shown (every chart a figure with an accessible name and its takeaway
  next to it) and the Questions page with a question opened, at both widths.

Every state's report goes to artifacts/axe/ (`learn-...`, `quiz-...`, `lab-...`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from explorer.i18n import _, using
from explorer.learn.lesson import KINDS, steps
from explorer.learn.mistakes import mistake, mistaken
from explorer.learn.quiz import generate
from explorer.questions import question
from tests.browser.axe import axe_script, report, run_axe
from tests.browser.conftest import wait_idle
from tests.strategies import RULESETS

TALLEST = 20_000  # px: the viewport grows to the page's length (axe skips text out of view)
_LENGTH = """() => Math.max(...[document.scrollingElement, document.querySelector('[data-testid="stMain"]')]
  .filter(Boolean).map((e) => e.scrollHeight))"""
# the element with the focus: a heading, its text, and whether it is in view below the app's bar
_FOCUS = """() => {
  const e = document.activeElement;
  if (!e || e === document.body) return null;
  const bar = document.querySelector('[data-testid="stHeader"]');
  const top = bar ? bar.getBoundingClientRect().bottom : 0;
  const r = e.getBoundingClientRect();
  return {tag: e.tagName.toLowerCase(), text: e.textContent.trim(),
          inView: r.height > 0 && r.top >= top - 1 && r.bottom <= window.innerHeight};
}"""
# the focus on a heading holding `t`, in view below the app's bar
_FOCUSED_ON = """(t) => { const e = document.activeElement;
  if (!e || !/^H[1-4]$/.test(e.tagName) || !e.textContent.trim().includes(t)) return false;
  const bar = document.querySelector('[data-testid="stHeader"]');
  const top = bar ? bar.getBoundingClientRect().bottom : 0;
  const r = e.getBoundingClientRect();
  return r.height > 0 && r.top >= top - 1 && r.bottom <= window.innerHeight; }"""
# every picture and chart in the page's main part, and what a screen reader gets for it
_ALTERNATIVES = """() => {
  const main = document.querySelector('[data-testid="stMain"]');
  const imgs = [...main.querySelectorAll("img")].map((i) => i.getAttribute("alt") || "");
  const charts = [...main.querySelectorAll('[data-testid="stPlotlyChart"]')].map((c) => {
    const box = c.closest('[data-testid="stElementContainer"]') || c;
    let next = box.nextElementSibling;
    while (next && !next.textContent.trim()) next = next.nextElementSibling;
    return {role: c.getAttribute("role") || "", name: c.getAttribute("aria-label") || "",
            next: next ? next.textContent.trim() : ""};
  });
  return {imgs, charts};
}"""
LANGS = ("en", "ru")
PHONE, WIDE = 390, 1400
# (language, box): every step on a phone, in two boxes, one of them Odyssey with its twists
LESSONS = [("en", "odyssey-2011"), ("ru", "original-2008")]
# the steps checked at the desktop's width too (the walk's time kept short): cards, tables, the
# twists' pickers, the chart, the quiz and the reference card
WIDE_TOO = ("box", "reveal", "bonus", "twists", "good-clue", "quiz", "card")
QUIZ_BOX = "refresh-2021"
LAB = "lab?rounds=1000&games=100&sweep=100&players=5&rulesets=original-2008&rulesets=odyssey-2011"
LAB_CHARTS = 10  # every chart of that view: rounds, games, sweeps, the sweet spot, the heatmap
OPENED = "three-player-draw"  # the question the Questions page opens


def _ruleset(box: str):  # type: ignore[no-untyped-def]
    return next(r for r in RULESETS if r.id == box)


@pytest.fixture(scope="module")
def axe_js() -> Path:
    return axe_script()


@pytest.fixture()
def out(artifacts_dir: Path) -> Path:
    where = artifacts_dir / "axe"
    where.mkdir(exist_ok=True)
    return where


_OPEN_MORE = """() => document.querySelectorAll(
  '[data-testid="stMain"] [data-testid="stExpander"] details:not([open]) > summary'
).forEach((s) => s.click())"""


_OPENED = """() => !document.querySelector('[data-testid="stMain"] details:not([open])')
  && !document.getAnimations().some((a) => a.playState === "running" && a.effect
    && a.effect.target instanceof Element && a.effect.target.closest('[data-testid="stExpander"]'))"""


def _open_more(page) -> None:  # type: ignore[no-untyped-def]
    """Open every folded part ("More", "How each point was scored"…) of the page's main part
    (at once: a press on an expander runs nothing on the server)."""
    page.evaluate(_OPEN_MORE)
    # until each has finished growing: a link half-shown by an opening expander is a target
    # too small for axe
    page.wait_for_function(_OPENED)
    wait_idle(page)


def _axe(page, script: Path, out: Path, name: str) -> list[str]:  # type: ignore[no-untyped-def]
    """axe on the whole page (the viewport grown to its length, then put back): the problems."""
    size = page.viewport_size
    for _n in range(3):
        length = min(int(page.evaluate(_LENGTH)), TALLEST)
        if length <= page.viewport_size["height"]:
            break
        page.set_viewport_size({"width": size["width"], "height": length})
        wait_idle(page)
    violations = run_axe(page, script)
    page.set_viewport_size(size)
    (out / f"{name}.txt").write_text(report(violations), encoding="utf-8")
    return [f"{name}:\n{report(violations)}"] if violations else []


@contextmanager
def _context(browser, width: int) -> Iterator[Any]:  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": width, "height": 844 if width < 800 else 900})
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    try:
        yield page
    finally:
        ctx.close()


def _both_widths(page, script: Path, out: Path, name: str) -> list[str]:  # type: ignore[no-untyped-def]
    """axe at the phone's width the page is at, then at the desktop's, back to the phone."""
    problems = _axe(page, script, out, f"{name}-{PHONE}")
    page.set_viewport_size({"width": WIDE, "height": 900})
    wait_idle(page)
    problems += _axe(page, script, out, f"{name}-{WIDE}")
    page.set_viewport_size({"width": PHONE, "height": 844})
    wait_idle(page)
    return problems


def _wait_step(page, kind: str) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function(
        "(k) => new URLSearchParams(location.search).get('step') === k", arg=kind
    )
    wait_idle(page)


@pytest.mark.parametrize(("lang", "box"), LESSONS, ids=[f"{lang}-{box}" for lang, box in LESSONS])
def test_every_lesson_step_breaks_no_rule_and_opens_at_its_heading(  # type: ignore[no-untyped-def]
    app_url: str, browser, axe_js: Path, out: Path, lang: str, box: str
) -> None:
    rs = _ruleset(box)
    with using(lang):
        lesson = steps(rs)
        go_on = _("Next →")
        # on the quiz, Next names the step it leaves for (not the quiz's own Next round)
        leave = _("Next step: {title} →").format(title=lesson[KINDS.index("quiz") + 1].title)
    problems: list[str] = []
    with _context(browser, PHONE) as page:
        page.goto(f"{app_url}/learn?box={box}&lang={lang}")
        wait_idle(page)
        for number, step in enumerate(lesson, start=1):
            if number > 1:
                was_quiz = lesson[number - 2].kind == "quiz"
                nxt = page.get_by_role("button", name=leave if was_quiz else go_on, exact=True)
                # click() scrolls to it: the thumb's press: at the foot of the step
                nxt.click()
                _wait_step(page, KINDS[number - 1])
                # the new step's heading has the focus, by its name, in view (under the bar)
                page.wait_for_function(_FOCUSED_ON, arg=step.title, timeout=10_000)
                focus = page.evaluate(_FOCUS)
                assert focus["tag"] == "h2" and focus["text"] == step.title, (number, focus)
            _open_more(page)
            seen = page.evaluate(_ALTERNATIVES)
            # every card picture described (its alt), the clue chart named as a figure
            assert all(alt.strip() for alt in seen["imgs"]), (step.kind, seen["imgs"])
            for chart in seen["charts"]:
                assert chart["role"] == "figure" and chart["name"], (step.kind, chart)
            name = f"learn-{box}-{step.kind}-{lang}"
            if step.kind in WIDE_TOO:
                problems += _both_widths(page, axe_js, out, name)
            else:
                problems += _axe(page, axe_js, out, f"{name}-{PHONE}")
    assert not problems, "\n\n".join(problems)


def _answer(page, points: dict[str, int], check: str) -> None:  # type: ignore[no-untyped-def]
    for name, value in points.items():
        field = page.get_by_label(name, exact=True)
        field.fill(str(value))
        field.press("Enter")
        wait_idle(page)
    page.get_by_role("button", name=check).click()
    wait_idle(page)


def _round(page, lang: str):  # type: ignore[no-untyped-def]
    code = page.evaluate("() => new URLSearchParams(location.search).get('quiz')")
    level, seed = code.rsplit("-", 1)
    with using(lang):
        return generate(_ruleset(QUIZ_BOX), level, int(seed))


def _focus_on_verdict(page, verdict: str) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function(_FOCUSED_ON, arg=verdict, timeout=10_000)
    focus = page.evaluate(_FOCUS)
    assert focus is not None and focus["tag"] == "h4" and focus["inView"], focus


@pytest.mark.parametrize("lang", LANGS)
def test_the_quiz_after_a_right_and_a_wrong_answer(  # type: ignore[no-untyped-def]
    app_url: str, browser, axe_js: Path, out: Path, lang: str
) -> None:
    with using(lang):
        check, again = _("Check my points"), _("Next round →")
        right = _("Right! Every player's points are correct.")
        wrong = _("Not quite: {players} wrong. The right points:").split("{")[0]
        all_wrong = _("Wrong for every player. The right points:")
    problems: list[str] = []
    with _context(browser, PHONE) as page:
        page.goto(f"{app_url}/learn?box={QUIZ_BOX}&step=quiz&lang={lang}")
        wait_idle(page)
        q = _round(page, lang)
        _answer(page, q.points(), check)
        _focus_on_verdict(page, right)
        problems += _both_widths(page, axe_js, out, f"quiz-right-{lang}")

        page.get_by_role("button", name=again).click()
        page.get_by_role("button", name=check).wait_for()
        wait_idle(page)
        q = _round(page, lang)
        # a usual mistake when it gives points of its own (its name shows), else every point off
        typed = mistaken(q.scored(), mistake("no-bonus"), RULESETS) or {
            name: points + 1 for name, points in q.points().items()
        }
        _answer(page, typed, check)
        right_ones = [p for p, v in typed.items() if v == q.points()[p]]
        _focus_on_verdict(page, wrong if right_ones else all_wrong)
        _open_more(page)
        problems += _both_widths(page, axe_js, out, f"quiz-wrong-{lang}")
    assert not problems, "\n\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_the_lab_with_results_and_an_opened_question(  # type: ignore[no-untyped-def]
    app_url: str, browser, axe_js: Path, out: Path, lang: str
) -> None:
    with using(lang):
        asked = _(question(OPENED).text)
    problems: list[str] = []
    with _context(browser, PHONE) as page:
        page.goto(f"{app_url}/{LAB}&lang={lang}")
        wait_idle(page, timeout=120_000)
        page.wait_for_function(
            "(n) => document.querySelectorAll('[data-testid=\"stPlotlyChart\"]').length >= n",
            arg=LAB_CHARTS,
        )
        wait_idle(page, timeout=120_000)
        # every chart a figure named for a screen reader, its takeaway or table right after it
        charts = page.evaluate(_ALTERNATIVES)["charts"]
        assert len(charts) >= LAB_CHARTS
        for chart in charts:
            assert chart["role"] == "figure" and chart["name"], chart
            assert chart["next"], chart
        problems += _both_widths(page, axe_js, out, f"lab-results-{lang}")

        page.goto(f"{app_url}/questions?q={OPENED}&lang={lang}")
        wait_idle(page)
        page.get_by_text(asked).first.wait_for()
        problems += _both_widths(page, axe_js, out, f"questions-opened-{lang}")
    assert not problems, "\n\n".join(problems)
