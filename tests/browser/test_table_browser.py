"""A practice table across phones in Chromium: four players, each on their own phone (390 px,
a browser context each), through a round on one app process.

The host opens a table from the practice page's way in and the three others join from the join
link; the host deals; the storyteller's clue reaches every phone by itself; each phone shows its
own hand and no other (no card another phone holds is named anywhere in its page: not its text,
not an image's alternative text, not a control's name); each hands in and votes on their own
phone; the reveal reaches every phone; a reload brings a player back to their seat. axe-core
finds nothing in any state; focus goes to the new state's heading, and the live region says what
happened. Printed: the time from a press to every other phone showing what it changed.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest

from tests.browser import axe
from tests.browser.axe import axe_script
from tests.browser.conftest import wait_idle

PLAYERS = ("Zoé", "Yuri", "Xavi")  # the host is "Wen"
LIVE = 20_000  # ms a change made on another phone may take to show on a loaded machine (the
# target, 2 s, is measured by `make bench`: scripts/bench_table.py)
_FOCUS = """() => { const e = document.activeElement;
  return e && e !== document.body ? {tag: e.tagName.toLowerCase(), text: e.textContent.trim()} : null; }"""
# everything a page holds that a person or a screen reader may meet: its text and every
# attribute value, shadow roots included (the card picker draws inside one)
_EVERYTHING = """() => { const out = [];
  const walk = (root) => { for (const e of root.querySelectorAll('*')) {
      for (const a of e.attributes) out.push(a.value);
      if (e.shadowRoot) { out.push(e.shadowRoot.textContent || ''); walk(e.shadowRoot); } } };
  out.push(document.documentElement.textContent || ''); walk(document);
  return out.join('\\n'); }"""
_LIVE_REGION = "() => (document.getElementById('dixit-live') || {}).textContent || ''"


@pytest.fixture(scope="module")
def axe_js() -> Path:
    return axe_script()


def _phone(browser: Any) -> tuple[Any, Any]:
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    return ctx, page


def _axe(page: Any, script: Path, name: str, artifacts: Path) -> list[str]:
    wait_idle(page)
    return axe.problems(page, script, artifacts / "axe", f"table-{name}")


def _described(name: str) -> str:
    """A card's description from its accessible name ("Card 3: The moon above…")."""
    return name.split(": ", 1)[1] if ": " in name else name


def _hand(page: Any) -> list[str]:
    """The cards of the phone's card picker, by what they show."""
    cards = page.locator('[data-testid="dixit-card"]')
    cards.first.wait_for(timeout=LIVE)
    return [_described(n) for n in cards.evaluate_all("bs => bs.map(b => b.ariaLabel)")]


def _heading(page: Any, pattern: str) -> None:
    page.get_by_role("heading", name=re.compile(pattern)).first.wait_for(timeout=LIVE)
    wait_idle(page)


def _confirm(page: Any) -> None:
    page.locator(".dixit-picker button.confirm").click()
    wait_idle(page)


def test_four_players_through_a_round_on_four_phones(  # type: ignore[no-untyped-def]
    app_url: str, browser, axe_js: Path, artifacts_dir: Path
) -> None:
    problems: list[str] = []
    opened: list[Any] = []
    try:
        ctx, host = _phone(browser)
        opened.append(ctx)
        host.goto(f"{app_url}/practice")
        wait_idle(host)
        host.get_by_role("link", name=re.compile("Open a table")).click()
        _heading(host, "Open a table")
        problems += _axe(host, axe_js, "front-390", artifacts_dir)
        host.get_by_label("Your name at the table").fill("Wen")
        host.get_by_role("button", name="Open the table").click()
        host.wait_for_selector(".dx-room-code")
        code = str(host.locator(".dx-room-code").inner_text()).replace(" ", "")
        assert re.fullmatch(r"[0-9]{10}", code)
        phones = {"Wen": host}
        for name in PLAYERS:
            ctx, phone = _phone(browser)
            opened.append(ctx)
            phone.goto(f"{app_url}/room?room={code}")
            wait_idle(phone)
            phone.get_by_role("textbox", name="Your name").fill(name)
            phone.get_by_role("button", name="Join").click()
            _heading(phone, "You are in!")
            phones[name] = phone
        problems += _axe(phones["Zoé"], axe_js, "lobby-player-390", artifacts_dir)
        # the host's phone counts the table by itself
        host.get_by_text(re.compile(r"At the table so far \(4\)")).wait_for(timeout=LIVE)
        problems += _axe(host, axe_js, "lobby-host-390", artifacts_dir)
        host.get_by_role("button", name="Deal the cards").click()
        _heading(host, "Turn 1 · storyteller: Wen")
        hands = {"Wen": _hand(host)}
        for name in PLAYERS:  # the deal reaches every phone: its own hand, shown while waiting
            _heading(phones[name], "Turn 1 · storyteller: Wen")
            # the heading can come a run before the hand's pictures (the live fragment's run,
            # then the whole page's): wait for the six pictures themselves
            phones[name].wait_for_function(
                "() => document.querySelectorAll('[data-testid=\"stImage\"] img').length >= 6",
                timeout=LIVE,
            )
            hands[name] = [
                _described(str(img.get_attribute("alt")))
                for img in phones[name].locator('[data-testid="stImage"] img').all()
            ]
        assert all(len(h) == 6 for h in hands.values()), hands
        _only_own(phones, hands)
        problems += _axe(host, axe_js, "clue-390", artifacts_dir)

        host.locator('[data-testid="dixit-card"]').nth(2).click()
        host.locator(".dixit-picker input.clue").fill("Tempête")
        pressed = time.monotonic()
        _confirm(host)
        seen = []
        for name in PLAYERS:  # the clue reaches each phone: its picker, its own hand in it
            phones[name].locator(".dixit-picker button.confirm").wait_for(timeout=LIVE)
            seen.append(time.monotonic() - pressed)
            # the fragment's run that saw the clue asks for a whole run: wait for its heading
            # (between the two runs the page is briefly idle with the old state)
            phones[name].get_by_role("heading", name="Clue: “Tempête”").wait_for(timeout=LIVE)
            wait_idle(phones[name])
            assert sorted(_hand(phones[name])) == sorted(hands[name])
        print(f"\nclue told → on every other phone: {max(seen):.1f} s (each: {seen})")
        focus = phones["Zoé"].evaluate(_FOCUS)
        assert focus and focus["text"].startswith("Turn 1"), focus  # the new state's heading
        assert "Wen told the clue “Tempête”." in phones["Zoé"].evaluate(_LIVE_REGION)
        problems += _axe(phones["Zoé"], axe_js, "hand-in-390", artifacts_dir)
        phones["Zoé"].screenshot(path=str(artifacts_dir / "table-hand-in-390.png"), full_page=True)
        _only_own(phones, hands)

        for name in PLAYERS:
            phones[name].locator('[data-testid="dixit-card"]').first.click()
            _confirm(phones[name])
            if name == "Zoé":
                main = phones["Zoé"].locator('[data-testid="stMain"]')
                main.get_by_text(re.compile("Still to hand in: Yuri and Xavi")).wait_for()
                problems += _axe(phones["Zoé"], axe_js, "handed-in-390", artifacts_dir)
        for name in PLAYERS:  # every card laid out: the vote, on each voter's phone
            phones[name].locator(".dixit-picker button.confirm", has_text="Vote").wait_for(
                timeout=LIVE
            )
            wait_idle(phones[name])
        problems += _axe(phones["Yuri"], axe_js, "vote-390", artifacts_dir)
        phones["Yuri"].screenshot(path=str(artifacts_dir / "table-vote-390.png"), full_page=True)
        # a phone that locked: its own link brings the player back to their seat
        phones["Xavi"].reload()
        wait_idle(phones["Xavi"])
        assert "your name: Xavi" in phones["Xavi"].locator('[data-testid="stMain"]').inner_text()
        phones["Xavi"].locator(".dixit-picker button.confirm", has_text="Vote").wait_for()
        for name in PLAYERS:
            phones[name].locator(
                '[data-testid="dixit-card"]:not([aria-disabled="true"])'
            ).first.click()
            pressed = time.monotonic()
            if name != PLAYERS[-1]:
                _confirm(phones[name])
            else:  # the last vote: the reveal on every phone at once
                phones[name].locator(".dixit-picker button.confirm").click()
        seen = []
        for phone in phones.values():
            revealed = phone.get_by_role("heading", name=re.compile("Turn 1 revealed"))
            revealed.first.wait_for(timeout=LIVE)
            seen.append(time.monotonic() - pressed)
        print(f"last vote → the reveal on every phone: {max(seen):.1f} s (each: {seen})")
        for phone in phones.values():
            wait_idle(phone)
        problems += _axe(phones["Yuri"], axe_js, "reveal-390", artifacts_dir)
        phones["Yuri"].screenshot(path=str(artifacts_dir / "table-reveal-390.png"), full_page=True)
        for phone in phones.values():
            phone.get_by_role("button", name="Ready for the next turn").click()
        for phone in phones.values():
            _heading(phone, "Turn 2 · storyteller: Zoé")
    finally:
        for ctx in opened:
            ctx.close()
    assert not problems, "\n\n".join(problems)


def _only_own(phones: dict[str, Any], hands: dict[str, list[str]]) -> None:
    """No phone names, anywhere in its page, a card that only another phone holds."""
    for name, phone in phones.items():
        html = str(phone.evaluate(_EVERYTHING))
        mine = set(hands[name])
        assert all(c in html for c in mine), f"{name}'s own cards are not read on their phone"
        for other, hand in hands.items():
            if other != name:
                leaked = [c for c in hand if c not in mine and c in html]
                assert not leaked, f"{name}'s phone names {other}'s cards: {leaked}"
