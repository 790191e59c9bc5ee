"""The card picker to a screen reader: each card is a button named by its place and what it
shows ("Card 3: The moon above the hills…"); being chosen, which voting marker it holds, or being
refused is its state and description, never part of its name. In English and in Russian."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from explorer.game.actions import HandIn
from explorer.game.bots import play_bots
from explorer.game.cards import describe
from explorer.game.play import apply, new_game
from explorer.game.resume import encode
from explorer.game.setup import Setup
from explorer.game.state import GameState
from explorer.i18n import _, using
from tests.browser.conftest import wait_idle

NAMES = ("Sam", "Ada", "Bruno", "Chloé", "Dev", "Emi", "Farid")
CARD = '[data-testid="dixit-card"]'


def _open(app_url: str, browser, state: GameState, lang: str = "en"):  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1400, "height": 1400})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{app_url}/practice?lang={lang}&game={encode(state)}")
    wait_idle(page)
    page.locator(CARD).first.wait_for()
    return ctx, page


def _in(lang: str, message: str) -> str:
    with using(lang):
        return _(message)


def _name(lang: str, place: int | str, card_id: int) -> str:
    with using(lang):
        return _("Card {place}: {description}").format(place=place, description=describe(card_id))


def _yours(place: int) -> str:
    """The place shown under one's own card in a vote ("3 · yours"): part of its name too, so
    the name holds what the eye reads (WCAG 2.5.3)."""
    return _("{place} · yours").format(place=place)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_storyteller_s_cards_are_named_by_place_and_picture(  # type: ignore[no-untyped-def]
    app_url: str, browser, lang: str
) -> None:
    state = play_bots(new_game(Setup("odyssey-2011", NAMES[:4], (None,) + ("good",) * 3, 84, 4)))
    ctx, page = _open(app_url, browser, state, lang)
    cards = page.locator(CARD)
    hand = state.hands[0]
    expect(cards).to_have_count(len(hand))
    for i, card_id in enumerate(hand):
        expect(cards.nth(i)).to_have_accessible_name(_name(lang, i + 1, card_id))
        expect(cards.nth(i)).to_have_attribute("aria-pressed", "false")
        expect(cards.nth(i)).to_have_accessible_description("")
    # the same name is how a screen-reader user (or a test) finds the card
    page.get_by_role("button", name=_name(lang, 3, hand[2]), exact=True).click()
    chosen = cards.nth(2)
    expect(chosen).to_have_attribute("aria-pressed", "true")
    expect(chosen).to_have_accessible_name(_name(lang, 3, hand[2]))  # no "✓" mixed in
    expect(chosen).to_have_accessible_description(_in(lang, "chosen"))
    # the picture itself is an image titled with its description (for alt text elsewhere)
    assert chosen.locator("svg > title").text_content() == _name(lang, 3, hand[2]).split(": ", 1)[1]
    ctx.close()


def _two_marker_vote() -> GameState:
    """Seven players (two voting markers each); Ada (a bot) told, Sam (human) votes."""
    setup = Setup("odyssey-2011", NAMES, (None,) + ("good",) * 6, 84, 4, first=1)
    state = play_bots(new_game(setup))
    state = play_bots(apply(state, HandIn(0, (state.hands[0][0],))))
    assert state.phase == "vote" and state.votes_allowed == 2
    return state


def test_a_two_marker_vote_says_which_marker_in_words(app_url: str, browser) -> None:  # type: ignore[no-untyped-def]
    state = _two_marker_vote()
    ctx, page = _open(app_url, browser, state)
    cards = page.locator(CARD)
    expect(cards).to_have_count(len(state.table))
    own = state.own_places(0)[0]
    for place, card_id in enumerate(state.table, start=1):
        shown = _yours(place) if place == own else place
        expect(cards.nth(place - 1)).to_have_accessible_name(_name("en", shown, card_id))
    expect(cards.nth(own - 1)).to_have_accessible_description(
        "That is your card: nobody may vote for their own card."
    )
    first, second = [p for p in range(1, len(state.table) + 1) if p != own][:2]
    cards.nth(second - 1).click()
    cards.nth(first - 1).click()
    for place, words in (
        (second, "chosen, first voting marker"),
        (first, "chosen, second voting marker"),
    ):
        card = cards.nth(place - 1)
        expect(card).to_have_accessible_name(_name("en", place, state.table[place - 1]))
        expect(card).to_have_accessible_description(words)
        expect(card).to_have_attribute("data-mark", re.compile(r"^[12]$"))  # shown, not read
    cards.nth(second - 1).click()  # put back: the other becomes the first marker
    expect(cards.nth(second - 1)).to_have_accessible_description("")
    expect(cards.nth(first - 1)).to_have_accessible_description("chosen, first voting marker")
    ctx.close()
