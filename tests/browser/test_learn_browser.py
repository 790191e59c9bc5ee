"""The lesson in a real browser: on a 390 x 844 phone, Next opens every step of every box at its
top (the progress bar and heading in view, the heading focused), the link to send is visible,
labelled and copies, and the quiz plays a round, then the next one opens at its heading with
empty boxes. Screenshots go to artifacts/."""

from __future__ import annotations

from pathlib import Path

import pytest

from explorer.learn.boxes import boxes
from explorer.learn.lesson import KINDS, steps
from explorer.learn.mistakes import mistake, mistaken
from explorer.learn.quiz import generate
from tests.browser.conftest import wait_idle
from tests.strategies import RULESETS

PHONE = {"width": 390, "height": 844}
BOXES = [b.id for b in boxes(RULESETS)]

# The step's head (progress bar + heading) fully in view, below Streamlit's sticky header bar.
_HEAD_IN_VIEW = """(key) => {
  const head = document.querySelector(".st-key-" + key);
  const bar = document.querySelector('[data-testid="stHeader"]');
  if (!head) return false;
  const r = head.getBoundingClientRect();
  const top = bar ? bar.getBoundingClientRect().bottom : 0;
  return r.top >= top - 1 && r.bottom <= window.innerHeight && r.height > 0;
}"""
_FOCUSED = "() => document.activeElement ? document.activeElement.textContent : ''"


def _wait_for_query(page, key: str, value: str) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function(
        "([k, v]) => new URLSearchParams(location.search).get(k) === v", arg=[key, value]
    )
    wait_idle(page)


@pytest.mark.parametrize("box", BOXES)
def test_next_opens_every_step_at_its_top_on_a_phone(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path, box: str
) -> None:
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{app_url}/learn?box={box}")
    wait_idle(page)
    lesson = steps(next(r for r in RULESETS if r.id == box))
    for number in range(2, len(lesson) + 1):
        nxt = page.get_by_role("button", name="Next →")
        nxt.scroll_into_view_if_needed()  # the thumb's press: at the bottom of the step
        nxt.click()
        _wait_for_query(page, "step", KINDS[number - 1])
        page.get_by_role("heading", name=lesson[number - 1].title).wait_for()
        # the step opens at its top: its progress bar and heading in view, the heading focused
        page.wait_for_function(_HEAD_IN_VIEW, arg="learn_step_head", timeout=10_000)
        page.wait_for_function(
            "(t) => document.activeElement && document.activeElement.textContent === t",
            arg=lesson[number - 1].title,
            timeout=10_000,
        )
        if number in (7, 10):
            page.screenshot(path=str(artifacts_dir / f"learn-phone-{box}-{number}.png"))
    ctx.close()


def test_a_desktop_step_opens_at_its_top_too(  # type: ignore[no-untyped-def]
    app_url: str, page
) -> None:
    page.goto(f"{app_url}/learn?box={BOXES[1]}&step=scoring")
    wait_idle(page)
    for name in ("bonus", "refill", "twists"):
        nxt = page.get_by_role("button", name="Next →")
        nxt.scroll_into_view_if_needed()
        nxt.click()
        _wait_for_query(page, "step", name)
        page.wait_for_function(_HEAD_IN_VIEW, arg="learn_step_head", timeout=10_000)


def _answer(page, points: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    for name, value in points.items():
        box = page.get_by_label(name, exact=True)
        box.fill(str(value))
        box.press("Enter")
        wait_idle(page)
    page.get_by_role("button", name="Check my points").click()
    wait_idle(page)


def _round(page, box: str):  # type: ignore[no-untyped-def]
    code = page.evaluate("() => new URLSearchParams(location.search).get('quiz')")
    level, seed = code.rsplit("-", 1)
    return generate(next(r for r in RULESETS if r.id == box), level, int(seed))


def test_the_link_to_send_and_the_quiz_on_a_phone(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path
) -> None:
    ctx = browser.new_context(viewport=PHONE)
    ctx.grant_permissions(["clipboard-read", "clipboard-write"])
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    box = BOXES[1]
    page.goto(f"{app_url}/learn?box={box}&step=quiz")
    wait_idle(page)
    page.get_by_role("heading", name="Your turn: predict the points").wait_for()

    # the link to send: labelled, with a visible copy button, holding box, language and step
    field = page.get_by_label("Send this step to someone", exact=False)
    copy = page.get_by_role("button", name="Copy link")
    copy.scroll_into_view_if_needed()
    assert copy.is_visible() and field.is_visible()
    link = field.input_value()
    assert f"box={box}" in link and "lang=en" in link and "step=quiz" in link and "quiz=" in link
    copy.click()
    page.get_by_text("Link copied.").wait_for()
    assert page.evaluate("() => navigator.clipboard.readText()") == link

    q = _round(page, box)
    _answer(page, q.points())
    page.get_by_text("Right! Every player's points are correct.").wait_for()
    wait_idle(page)
    page.screenshot(path=str(artifacts_dir / "learn-phone-quiz-right.png"), full_page=True)

    nxt = page.get_by_role("button", name="Next round →")
    nxt.scroll_into_view_if_needed()
    nxt.click()
    page.get_by_role("button", name="Check my points").wait_for()
    wait_idle(page)
    # the new round opens at its heading, its boxes empty
    page.wait_for_function(_HEAD_IN_VIEW, arg="quiz_round_head", timeout=10_000)
    q = _round(page, box)
    for name in q.players:
        assert page.get_by_label(name, exact=True).input_value() == ""
    m = mistake("no-bonus")
    wrong = mistaken(q.scored(), m, RULESETS)
    if wrong is not None:
        _answer(page, wrong)
        page.get_by_text(f"Looks like: {m.name}").wait_for()
        page.screenshot(path=str(artifacts_dir / "learn-phone-quiz-mistake.png"), full_page=True)
    ctx.close()
