"""Cards are the controls, phone first: a round played by tapping cards only at 390 px and at
1400 px (storyteller, hand-in, a vote with two markers at seven players), own cards refused,
the scoreboard and the points table's Total column in view on a phone, no sideways scroll."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from explorer.game.bots import play_bots
from explorer.game.play import new_game
from explorer.game.resume import encode
from explorer.game.setup import Setup
from tests.browser.conftest import wait_idle

NAMES = ("Sam", "Ada", "Bruno", "Chloé", "Dev", "Emi", "Farid")
SEVEN = Setup("odyssey-2011", NAMES, (None,) + ("good",) * 6, 84, 4)
CARD = '[data-testid="dixit-card"]'
CONFIRM = ".dixit-picker button.confirm"


def _no_sideways_scroll(page) -> None:  # type: ignore[no-untyped-def]
    widths = page.evaluate(
        """() => [...document.querySelectorAll('*')]
            .filter(e => getComputedStyle(e).overflowX !== 'visible' || e === document.documentElement)
            .filter(e => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 300)
            .filter(e => !e.closest('[data-testid="stDataFrame"]'))
            .map(e => e.tagName + '.' + e.className + ' ' + e.scrollWidth + '>' + e.clientWidth)"""
    )
    assert widths == [], widths


def _in_view(page, locator) -> bool:  # type: ignore[no-untyped-def]
    box = locator.bounding_box()
    width = page.viewport_size["width"]
    return box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width + 1


def _chosen(page) -> list[str]:  # type: ignore[no-untyped-def]
    return [
        c.get_attribute("data-value") or ""
        for c in page.locator(f'{CARD}[aria-pressed="true"]').all()
    ]


@pytest.mark.parametrize("width", [390, 1400])
def test_a_round_by_tapping_cards_only(
    app_url: str,
    browser,  # type: ignore[no-untyped-def]
    artifacts_dir: Path,
    width: int,
) -> None:
    ctx = browser.new_context(viewport={"width": width, "height": 1400})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(app_url)
    wait_idle(page)
    page.goto(f"{app_url}/practice?game={encode(play_bots(new_game(SEVEN)))}")
    wait_idle(page)

    # The storyteller taps a card (tapping again moves the choice) and types the clue.
    page.locator(CARD).first.wait_for()
    assert page.locator(CONFIRM).is_disabled()  # nothing preselected
    page.locator(CARD).nth(0).click()
    page.locator(CARD).nth(2).click()
    assert _chosen(page) == ["2"]  # one card to tell: the last tap wins
    page.locator(".dixit-picker input.clue").fill("Лунной ночью")
    _no_sideways_scroll(page)
    assert _in_view(page, page.locator(CONFIRM))
    page.screenshot(path=str(artifacts_dir / f"practice-tap-1-storyteller-{width}.png"))
    page.locator(CONFIRM).click()
    page.get_by_text("Who voted for what").wait_for()
    wait_idle(page)

    # The reveal: scoreboard in the main area, Total in view without scrolling sideways.
    main = page.locator('[data-testid="stMain"]')
    assert main.get_by_text("📖", exact=False).first.is_visible()
    for name in NAMES:
        assert main.get_by_text(name, exact=False).first.is_visible()
    # The points table (Player, Total, … — its order is checked by AppTest) sits within the
    # screen's width, so its first two columns show without scrolling sideways.
    points = main.locator('[data-testid="stDataFrame"]').nth(1)
    points.scroll_into_view_if_needed()
    assert _in_view(page, points)
    points.screenshot(path=str(artifacts_dir / f"practice-tap-2-points-{width}.png"))
    _no_sideways_scroll(page)
    page.screenshot(path=str(artifacts_dir / f"practice-tap-2-reveal-{width}.png"))

    # A bot tells; we hand in one card by tapping it.
    page.get_by_role("button", name="Next turn").click()
    wait_idle(page)
    page.locator(CONFIRM, has_text="Hand in").wait_for()
    wait_idle(page)
    page.locator(CARD).nth(4).click()
    page.screenshot(path=str(artifacts_dir / f"practice-tap-3-hand-in-{width}.png"))
    page.locator(CONFIRM).click()
    wait_idle(page)

    # The vote: seven players, two markers; our own card is shown but refused.
    page.locator(CONFIRM, has_text="Vote").wait_for()
    # until the run ends, Streamlit may still show the hand-in step's picker (its card 4 chosen)
    expect(page.locator(".dixit-picker")).to_have_count(1)
    own = page.locator(f'{CARD}[aria-disabled="true"]')
    assert own.count() == 1
    own.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    assert _chosen(page) == []
    status = page.locator(".dixit-picker .status")
    assert "nobody may vote for their own card" in status.inner_text() and status.is_visible()
    others = [
        c.get_attribute("data-value") or ""
        for c in page.locator(f'{CARD}:not([aria-disabled="true"])').all()
    ]
    for place in others[:3]:  # a third tap is refused: two markers at most
        page.locator(f'{CARD}[data-value="{place}"]').click()
    assert _chosen(page) == others[:2]
    _no_sideways_scroll(page)
    page.screenshot(path=str(artifacts_dir / f"practice-tap-4-vote-{width}.png"))
    page.locator(CONFIRM).click()
    page.get_by_text("Turn 2 revealed", exact=False).wait_for()
    wait_idle(page)
    page.screenshot(path=str(artifacts_dir / f"practice-tap-5-reveal-{width}.png"))
    ctx.close()


def test_keyboard_alone_can_choose_and_confirm(app_url: str, browser) -> None:  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1400, "height": 1200})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(app_url)
    wait_idle(page)
    page.goto(f"{app_url}/practice?game={encode(play_bots(new_game(SEVEN)))}")
    wait_idle(page)
    page.locator(CARD).nth(1).focus()
    page.keyboard.press("Enter")
    assert _chosen(page) == ["1"]
    page.keyboard.press("Tab")
    page.keyboard.press(" ")
    assert _chosen(page) == ["2"]
    clue = page.locator(".dixit-picker input.clue")
    clue.focus()
    page.keyboard.type("moon")
    page.keyboard.press("Enter")
    page.get_by_text("Who voted for what").wait_for()
    ctx.close()


def test_back_after_a_reveal_does_not_let_the_player_vote_again(app_url: str, browser) -> None:  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 1400, "height": 1200})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(app_url)
    wait_idle(page)
    page.goto(f"{app_url}/practice?game={encode(play_bots(new_game(SEVEN)))}")
    wait_idle(page)
    page.locator(CARD).nth(0).click()
    page.locator(".dixit-picker input.clue").fill("moon")
    page.locator(CONFIRM).click()
    page.get_by_text("Who voted for what").wait_for()
    wait_idle(page)
    revealed = page.url
    page.go_back()
    wait_idle(page)
    # the run that Back starts may begin after wait_idle saw the old page: wait on what it shows
    expect(page.get_by_text("earlier moment", exact=False)).to_have_count(1)  # and says so
    page.get_by_text("Who voted for what").wait_for()  # still the reveal, not the clue step
    expect(page.locator(CARD)).to_have_count(0)
    page.wait_for_function(f"() => location.href === {json.dumps(revealed)}")  # link: the game now
    ctx.close()


def test_a_double_press_is_applied_once(app_url: str, browser) -> None:  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 390, "height": 1400})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(app_url)
    wait_idle(page)
    page.goto(f"{app_url}/practice?game={encode(play_bots(new_game(SEVEN)))}")
    wait_idle(page)
    page.locator(CARD).nth(0).click()
    page.locator(".dixit-picker input.clue").fill("moon")
    page.locator(CONFIRM).dblclick()
    page.get_by_text("Who voted for what").wait_for()
    wait_idle(page)
    page.get_by_role("button", name="Next turn").dblclick()  # lands during the rerun it starts
    wait_idle(page)
    page.locator(CONFIRM, has_text="Hand in").wait_for()
    assert page.get_by_text("Turn 2 · storyteller: Ada", exact=False).count() == 1
    page.locator(CARD).nth(0).click()
    page.locator(CONFIRM).dblclick()
    wait_idle(page)
    page.locator(CONFIRM, has_text="Vote").wait_for()
    assert page.get_by_text("Not allowed", exact=False).count() == 0
    ctx.close()
