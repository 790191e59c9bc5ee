"""The practice page in a real browser: a round as storyteller and one as voter against bots."""

from __future__ import annotations

import re
from pathlib import Path

from tests.browser.conftest import wait_idle

XSS = "<img src=x onerror=alert(1)>"


def _pick(page, label: str) -> None:  # type: ignore[no-untyped-def]
    page.locator('[data-testid="stRadio"] label').filter(
        has_text=re.compile(rf"^\s*{label}\s*$")
    ).first.click()


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
    clue_box = page.get_by_label("Your clue")
    clue_box.wait_for()
    page.screenshot(path=str(artifacts_dir / "practice-1-storyteller-hand.png"))
    _pick(page, "3")
    clue_box.fill(XSS)
    page.get_by_role("button", name="Tell the clue").click()
    wait_idle(page)
    page.get_by_text("Who voted for what").wait_for()
    # The clue shows literally, as text; no image element came from it and no script ran.
    assert page.get_by_text(XSS, exact=False).count() >= 1
    assert page.locator('img[src="x"]').count() == 0
    page.set_viewport_size({"width": 1400, "height": 2600})
    page.screenshot(path=str(artifacts_dir / "practice-2-storyteller-reveal.png"))
    page.set_viewport_size({"width": 1400, "height": 1000})

    # Turn 2: a bot tells the clue; we hand in and vote.
    page.get_by_role("button", name="Next turn").click()
    wait_idle(page)
    page.get_by_role("button", name="Hand in").click()
    wait_idle(page)
    page.get_by_role("button", name="Vote").wait_for()
    page.screenshot(path=str(artifacts_dir / "practice-3-voting.png"))
    yours = page.get_by_text(re.compile(r"^\d+ \(yours\)$")).first.inner_text()
    own = int(yours.split()[0])
    _pick(page, "1" if own != 1 else "2")
    page.get_by_role("button", name="Vote").click()
    wait_idle(page)
    page.get_by_text("Who voted for what").wait_for()
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
    page.get_by_label("Your clue").fill("a lighthouse")
    page.get_by_role("button", name="Tell the clue").click()
    page.get_by_text("Who voted for what").wait_for()
    page.get_by_role("link", name="Score a round").click()
    page.get_by_role("heading", name="Score a round").wait_for()
    page.get_by_role("link", name="Practice round").click()
    page.get_by_text("Who voted for what").wait_for()
    page.wait_for_function("() => new URLSearchParams(location.search).has('game')")
    page.reload()
    wait_idle(page)
    page.get_by_text("Who voted for what").wait_for()
    assert page.get_by_text("a lighthouse", exact=False).count() >= 1
