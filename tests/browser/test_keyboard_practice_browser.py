"""A practice round played with the keyboard alone (Tab, Enter, typing), as a screen-reader user
would: after every action (deal, tell, hand in, vote, next turn) focus is on a named, visible
element (the new state's heading, then each control pressed), the live region says what happened,
every card's accessible name holds its description, and from the reveal "Next turn" is a few Tab
presses away (issue 22)."""

from __future__ import annotations

import json
from typing import Any

from tests.browser.conftest import wait_idle

CARD = '[data-testid="dixit-card"]'
MOST_TABS_TO_NEXT = 3  # from the reveal's heading to "Next turn" (was 34)
MOST_TABS = 80  # a bound for any other walk by Tab (fails rather than loops)

# the focused element, through the card picker's shadow root: its tag, accessible name (its
# aria-label, its aria-labelledby's text, else its text) and whether it is shown in the viewport
_FOCUSED = """() => {
  let e = document.activeElement;
  while (e && e.shadowRoot && e.shadowRoot.activeElement) e = e.shadowRoot.activeElement;
  if (!e || e === document.body) return null;
  const root = e.getRootNode();
  const by = (e.getAttribute("aria-labelledby") || "").split(" ").filter(Boolean)
    .map((id) => (root.getElementById ? root.getElementById(id) : document.getElementById(id)))
    .filter(Boolean).map((n) => n.textContent).join(" ");
  const name = (e.getAttribute("aria-label") || by || e.innerText || e.value || "").trim();
  const r = e.getBoundingClientRect();
  const shown = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight &&
    getComputedStyle(e).visibility !== "hidden";
  return { tag: e.tagName, name, shown, value: e.getAttribute("data-value") };
}"""
_LIVE = "() => (document.getElementById('dixit-live') || {}).textContent || ''"


def _focused(page: Any) -> dict[str, Any]:
    found = page.evaluate(_FOCUSED)
    assert found is not None, "focus dropped to the page body"
    assert found["name"], f"focus is on an unnamed element: {found}"
    assert found["shown"], f"focus is on an element out of view: {found}"
    return dict(found)


def _heading_focused(page: Any, starts: str) -> None:
    """After an action: focus lands on the new state's heading (named, in view)."""
    page.wait_for_function(
        "(t) => document.activeElement && /^H[1-6]$/.test(document.activeElement.tagName)"
        " && document.activeElement.textContent.startsWith(t)",
        arg=starts,
        timeout=10_000,
    )
    _focused(page)


def _said(page: Any, words: str) -> None:
    page.wait_for_function(f"(w) => ({_LIVE})().includes(w)", arg=words, timeout=10_000)


def _tab_to(page: Any, want: str, most: int = MOST_TABS) -> int:
    """Tab until focus is on an element whose name starts with `want`; how many presses. Every
    stop on the way must be named and in view."""
    for presses in range(1, most + 1):
        page.keyboard.press("Tab")
        if _focused(page)["name"].startswith(want):
            return presses
    raise AssertionError(f"{want!r} not reached in {most} Tab presses")


def _cards_named_by_description(page: Any) -> list[dict[str, Any]]:
    """Every card of the picker: its accessible name says its place and what it shows."""
    cards = page.locator(CARD)
    cards.first.wait_for()
    found = []
    for i in range(cards.count()):
        card = cards.nth(i)
        name = card.get_attribute("aria-label") or ""
        shows = card.locator("svg > title").text_content() or ""  # the picture's own words
        assert shows and name.startswith("Card ") and name.endswith(": " + shows), (name, shows)
        found.append({"name": name, "own": card.get_attribute("aria-disabled") == "true"})
    return found


def _choose_a_card_and_confirm(page: Any, confirm: str) -> None:
    cards = _cards_named_by_description(page)
    pick = next(c["name"] for c in cards if not c["own"])
    _tab_to(page, pick)
    page.keyboard.press("Enter")
    _tab_to(page, confirm)
    page.keyboard.press("Enter")


def test_a_round_with_the_keyboard_alone(app_url: str, browser) -> None:  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(app_url)
    wait_idle(page)
    page.goto(f"{app_url}/practice")
    wait_idle(page)
    page.get_by_role("button", name="Deal the cards").wait_for()

    # Deal: from the top of the page, by Tab.
    _tab_to(page, "Deal the cards")
    page.keyboard.press("Enter")
    wait_idle(page)
    _heading_focused(page, "Turn 1 · storyteller: Sam")
    _said(page, "Turn 1: Sam is the storyteller.")

    # Tell: a card, the clue, Enter.
    cards = _cards_named_by_description(page)
    _tab_to(page, cards[1]["name"])
    page.keyboard.press("Enter")
    _tab_to(page, "Your clue")
    page.keyboard.type("a quiet moon")
    page.keyboard.press("Enter")
    wait_idle(page)
    _heading_focused(page, "Turn 1 revealed")
    _said(page, "Reveal of turn 1.")
    _said(page, "Sam told the clue “a quiet moon”.")
    reveal_said = page.evaluate(_LIVE)
    assert "handed in a card" in reveal_said and "Points this turn" in reveal_said
    # the reveal says what each card shows, as the pictures' alt text does
    alts = page.locator('[data-testid="stImage"] img, [data-testid="stFullScreenFrame"] img')
    assert alts.count() >= 4
    for i in range(alts.count()):
        alt = alts.nth(i).get_attribute("alt") or ""
        assert alt.startswith("Card ") and len(alt.split(": ", 1)[1]) > 20, alt
    tabs = _tab_to(page, "Next turn", most=MOST_TABS_TO_NEXT)

    # Next turn: a bot tells; hand in by keyboard.
    page.keyboard.press("Enter")
    wait_idle(page)
    _heading_focused(page, "Turn 2 · storyteller: Ada")
    _said(page, "Ada told the clue")
    _choose_a_card_and_confirm(page, "Hand in")
    wait_idle(page)

    # Vote: the own card is named too (and refused); vote for another by keyboard.
    page.locator(".dixit-picker button.confirm", has_text="Vote").wait_for()
    _heading_focused(page, "Turn 2 · storyteller: Ada")
    _said(page, "Sam handed in a card.")
    _choose_a_card_and_confirm(page, "Vote")
    wait_idle(page)
    _heading_focused(page, "Turn 2 revealed")
    _said(page, "Reveal of turn 2.")
    assert _tab_to(page, "Next turn", most=MOST_TABS_TO_NEXT) <= MOST_TABS_TO_NEXT
    print(json.dumps({"tabs_from_reveal_to_next_turn": tabs}))
    ctx.close()
