"""The Questions page on a phone (390 px, touch) in a real browser, as a new visitor arriving
with a question: in French and in Russian, a question typed in the search box (short, or a long
natural sentence) is answered in two taps (the search box, then the keyboard's Enter); its link is
copied with one tap; words no question says lead to an answer in one more tap.
Screenshots go to artifacts/."""

from __future__ import annotations

from pathlib import Path

import pytest

from explorer.i18n import _, using
from explorer.questions import question
from tests.browser.axe import axe_script, report, run_axe
from tests.browser.conftest import wait_idle

PHONE = {"width": 390, "height": 2400}  # tall: Streamlit scrolls an inner element
CASES = [
    ("fr", "le conteur peut-il voter", "storyteller-vote", "Non. Le conteur connaît"),
    ("ru", "сколько карт добирать втроём", "three-player-draw", "Рассказчик добирает 1 карту"),
    # long natural sentences, and the game's name in a question not about a box (issue 34)
    (
        "fr",
        "un joueur peut-il voter pour la carte qu'il a donnée",
        "vote-own-card",
        "personne ne peut voter pour une carte",
    ),
    ("ru", "как считать очки в Диксит", "how-scoring", "Когда карту рассказчика нашли некоторые"),
]


@pytest.mark.parametrize(
    ("lang", "typed", "qid", "answer"), CASES, ids=[f"{c[0]}-{c[2]}" for c in CASES]
)
def test_a_typed_question_is_answered_in_under_three_taps(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path, lang: str, typed: str, qid: str, answer: str
) -> None:
    ctx = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, permissions=["clipboard-read"]
    )
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{app_url}/questions?lang={lang}")
    wait_idle(page)
    with using(lang):
        label = _(question(qid).text)
    taps = 0
    search = page.get_by_role("textbox").first
    search.tap()
    taps += 1
    search.type(typed)  # typing is not a tap
    search.press("Enter")  # the phone keyboard's Go key
    taps += 1
    first = page.locator('[data-testid="stExpander"]').first
    first.get_by_text(answer).first.wait_for()
    wait_idle(page)
    assert first.locator("summary").inner_text().strip().endswith(label)
    assert taps <= 2
    page.screenshot(path=str(artifacts_dir / f"questions-phone-{lang}-{qid}.png"), full_page=False)

    copy = first.locator("[data-testid=questionLink] button")
    copy.tap()
    page.wait_for_function("b => b.textContent.startsWith('✓')", arg=copy.element_handle())
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.endswith(f"q={qid}") and f"lang={lang}" in copied
    ctx.close()


def test_a_q_link_opens_its_question_on_a_phone(  # type: ignore[no-untyped-def]
    app_url: str, browser
) -> None:
    ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    page.goto(f"{app_url}/questions?q=two-players&box=refresh-2021")
    wait_idle(page)
    first = page.locator('[data-testid="stExpander"]').first
    first.get_by_text("No rulebook here has a 2-player rule").wait_for()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    ctx.close()


def test_no_match_on_a_phone_leads_to_an_answer_in_one_more_tap(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path
) -> None:
    """Words no question says get the most asked questions: one tap opens one, answered."""
    ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{app_url}/questions?lang=en&box=refresh-2021")
    wait_idle(page)
    search = page.get_by_role("textbox").first
    search.tap()
    search.type("zzzqqq wwww")
    search.press("Enter")
    page.get_by_text("The questions players ask most").wait_for()
    wait_idle(page)
    assert page.get_by_role("link", name="Scoring").count() >= 1  # the groups, as anchors
    page.screenshot(path=str(artifacts_dir / "questions-phone-no-match.png"), full_page=False)
    violations = run_axe(page, axe_script())
    assert not violations, report(violations)
    page.get_by_role("link", name="Can we play with two?").first.tap()
    first = page.locator('[data-testid="stExpander"]').first
    first.get_by_text("No rulebook here has a 2-player rule").wait_for()
    page.get_by_text("The question you opened").wait_for()
    assert "box=refresh-2021" in page.url
    ctx.close()
