"""The practice page in a real browser: a round as storyteller and one as voter against bots."""

from __future__ import annotations

from pathlib import Path

from tests.browser.conftest import wait_idle

XSS = "<img src=x onerror=alert(1)>"


def _tap(page, n: int) -> None:  # type: ignore[no-untyped-def]
    """Tap the n-th card (from 1) of the card picker."""
    page.locator('[data-testid="dixit-card"]').nth(n - 1).click()


def _confirm(page) -> None:  # type: ignore[no-untyped-def]
    page.locator(".dixit-picker button.confirm").click()


def test_practice_round_as_storyteller_then_voter(app_url: str, page, artifacts_dir: Path) -> None:  # type: ignore[no-untyped-def]
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    # Open the app's entry point first so the server runs it (and st.navigation) before the page.
    page.goto(app_url)
    wait_idle(page)
    page.goto(f"{app_url}/practice")
    wait_idle(page)
    page.get_by_role("button", name="Deal the cards").click()
    wait_idle(page)

    # Turn 1: we are the storyteller.
    clue_box = page.locator(".dixit-picker input.clue")
    clue_box.wait_for()
    page.screenshot(path=str(artifacts_dir / "practice-1-storyteller-hand.png"))
    _tap(page, 3)
    clue_box.fill(XSS)
    _confirm(page)
    page.get_by_text("Who voted for what").wait_for()
    wait_idle(page)
    # The clue shows literally, as text; no image element came from it and no script ran.
    assert page.get_by_text(XSS, exact=False).count() >= 1
    assert page.locator('img[src="x"]').count() == 0
    page.set_viewport_size({"width": 1400, "height": 2600})
    page.screenshot(path=str(artifacts_dir / "practice-2-storyteller-reveal.png"))
    page.set_viewport_size({"width": 1400, "height": 1000})

    # Turn 2: a bot tells the clue; we hand in and vote.
    page.get_by_role("button", name="Next turn").click()
    wait_idle(page)
    page.locator('[data-testid="dixit-card"]').first.wait_for()
    _tap(page, 1)
    _confirm(page)
    wait_idle(page)
    page.locator(".dixit-picker button.confirm", has_text="Vote").wait_for()
    page.screenshot(path=str(artifacts_dir / "practice-3-voting.png"))
    own = page.locator('[data-testid="dixit-card"][aria-disabled="true"]').first
    own_place = int(own.get_attribute("data-value"))
    _tap(page, 1 if own_place != 1 else 2)
    _confirm(page)
    page.get_by_text("Who voted for what").wait_for()
    wait_idle(page)
    assert page.get_by_text("Turn 2 revealed", exact=False).count() == 1
    page.set_viewport_size({"width": 1400, "height": 2600})
    page.screenshot(path=str(artifacts_dir / "practice-4-voter-reveal.png"))
    assert dialogs == []


def test_a_game_survives_visiting_another_page_and_reloading(app_url: str, page) -> None:  # type: ignore[no-untyped-def]
    # Switching pages clears the address's parameters; coming back must put the game's code
    # back in the link, or the reload below would lose the game.
    page.goto(app_url)
    wait_idle(page)
    page.goto(f"{app_url}/practice")
    wait_idle(page)
    page.get_by_role("button", name="Deal the cards").click()
    _tap(page, 1)
    page.locator(".dixit-picker input.clue").fill("a lighthouse")
    _confirm(page)
    page.get_by_text("Who voted for what").wait_for()
    wait_idle(page)  # press only once the run has ended: mid-run a press can go nowhere
    page.get_by_role("link", name="Score a round").click()
    page.get_by_role("heading", name="Score a round").wait_for()
    wait_idle(page)
    page.get_by_role("link", name="Practice round").click()
    page.get_by_text("Who voted for what").wait_for()
    page.wait_for_function("() => new URLSearchParams(location.search).has('game')")
    page.reload()
    wait_idle(page)
    page.get_by_text("Who voted for what").wait_for()
    assert page.get_by_text("a lighthouse", exact=False).count() >= 1
