"""The lesson in a real browser: on a 390 x 844 phone, Next opens every step of every box at its
top (the progress bar and heading in view, the heading focused), the link to send opens, is
labelled and copies, and the quiz plays a round, then the next one opens at its heading with
empty boxes; Check with empty boxes says so next to Check, in view; a class link sent from the
scoring step carries its quiz round to the quiz. Screenshots go to artifacts/."""

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
        # on the quiz, Next names the step it leaves for
        was_quiz = lesson[number - 2].kind == "quiz"
        name = f"Next step: {lesson[number - 1].title} →" if was_quiz else "Next →"
        nxt = page.get_by_role("button", name=name, exact=True)
        # click() scrolls to it: the thumb's press: at the bottom of the step
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
    for name in ("bonus", "twists", "quiz"):
        nxt = page.get_by_role("button", name="Next →")
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
    page.get_by_role("heading", name="Your turn: work out the points").wait_for()

    # the link to send, folded: opened, labelled, with a visible copy button, holding box,
    # language, step and the round on screen
    fold = page.locator('[data-testid="stExpander"] summary', has_text="Send this step to someone")
    fold.click()
    field = page.get_by_label("Send this step to someone:", exact=False)
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


# the quiz's refusal and the Check button: both in view, the message right above the button
_NEXT_TO_CHECK = """() => {
  const said = document.querySelector(".st-key-quiz_problem");
  const check = document.querySelector(".st-key-quiz_check");
  if (!said || !check) return null;
  const bar = document.querySelector('[data-testid="stHeader"]');
  const top = bar ? bar.getBoundingClientRect().bottom : 0;
  const a = said.getBoundingClientRect(), b = check.getBoundingClientRect();
  return {inView: a.height > 0 && a.top >= top - 1 && a.bottom <= window.innerHeight,
          gap: b.top - a.bottom, text: said.textContent};
}"""


def test_check_with_empty_boxes_says_so_next_to_check_in_view(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path
) -> None:
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{app_url}/learn?box={BOXES[0]}&step=quiz&quiz=scoring-4242")
    wait_idle(page)
    check = page.get_by_role("button", name="Check my points")
    # click() scrolls to it: a phone: the thumb at the foot of the round
    check.click()
    wait_idle(page)
    page.locator(".st-key-quiz_problem").wait_for()
    page.wait_for_function(f"() => {{ const r = ({_NEXT_TO_CHECK})(); return r && r.inView; }}")
    seen = page.evaluate(_NEXT_TO_CHECK)
    assert seen["inView"] and 0 <= seen["gap"] < 60, seen  # right above Check, seen
    assert "Type each player's points first" in seen["text"]
    # the first empty box is marked invalid and has the focus
    assert page.evaluate("() => document.activeElement.getAttribute('aria-invalid')") == "true"
    page.screenshot(path=str(artifacts_dir / "learn-phone-quiz-empty-check.png"))
    ctx.close()


def test_a_class_link_from_the_scoring_step_carries_its_round(  # type: ignore[no-untyped-def]
    app_url: str, browser
) -> None:
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    box = BOXES[0]
    page.goto(f"{app_url}/learn?box={box}&step=scoring")
    wait_idle(page)
    fold = page.locator('[data-testid="stExpander"] summary', has_text="Send this step to someone")
    fold.click()
    page.get_by_text("Add a quiz round for the whole class").click()
    wait_idle(page)
    page.get_by_text("scores the same quiz round", exact=False).wait_for()
    link = page.get_by_label("Send this step to someone:", exact=False).input_value()
    assert "step=scoring" in link and "quiz=scoring-" in link
    code = link.split("quiz=", 1)[1].split("&", 1)[0]
    # a student opens it, reads on to the quiz, and gets that round
    student = ctx.new_page()
    student.goto(link.replace(link.split("?", 1)[0], f"{app_url}/learn"))
    wait_idle(student)
    for kind in KINDS[KINDS.index("scoring") + 1 : KINDS.index("quiz") + 1]:
        # click() re-finds the button if the page redraws it while scrolling
        student.get_by_role("button", name="Next →", exact=True).click()
        _wait_for_query(student, "step", kind)
    assert student.evaluate("() => new URLSearchParams(location.search).get('quiz')") == code
    ctx.close()
