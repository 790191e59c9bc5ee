"""One evening live on two phones (two browser contexts at 390 px, each its own storage): the host
opens the evening live, the guest opens the join link and is in; a round scored on the host is
on the guest's screen without the guest touching anything (the seconds it took are written to
the artifacts; `scripts/bench_night_live.py` measures them); then both phones score round 3 at
once, each its own way: one is made, the other phone is told that round 3 was already scored on
another phone and shows the same evening; a reload brings the guest back as itself. axe-core
finds nothing on the live page."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.axe import axe_script, report, run_axe
from tests.browser.conftest import wait_idle
from tests.browser.test_night_browser import NAMES, PHONE, ROUNDS, main, score, start, tap_name

SEEN_WITHIN = 2.0  # seconds: issue 35's "every phone sees it within 2 seconds"
BEHIND = "Another phone scored round 3 first"


@pytest.fixture(scope="module")
def axe_js() -> Path:
    return axe_script()


def night_code(page: Any) -> str:
    return str(page.url.split("night=")[1].split("&")[0])


def tap_votes(page: Any, votes: dict[int, int]) -> None:
    for seat, owner in votes.items():
        tap_name(page, NAMES[seat], NAMES[owner])


def test_one_evening_live_on_two_phones(
    app_url: str, browser: Any, axe_js: Path, artifacts_dir: Path
) -> None:
    host_ctx, guest_ctx = browser.new_context(**PHONE), browser.new_context(**PHONE)
    host, guest = host_ctx.new_page(), guest_ctx.new_page()
    for page in (host, guest):
        page.set_default_timeout(30_000)
    try:
        start(host, app_url)
        score(host, 1, *ROUNDS[0])
        host.get_by_role("button", name="📡 Open this evening live on every phone").tap()
        wait_idle(host)
        main(host).get_by_text("This evening is live: show the code").wait_for()
        link = host.locator("#dx-copy-gn-live-link-field").input_value()
        assert "room=" in link and "me=" not in link  # the host's secret stays on the host
        assert "me=0-" in host.url

        guest.goto(link)
        wait_idle(guest)
        main(guest).get_by_text("This phone joined the live evening").wait_for()
        expect(guest.get_by_role("button", name="Score round 2")).to_be_visible()
        assert "me=1-" in guest.url

        # the host scores round 2: the guest sees it without touching anything
        score(host, 2, *ROUNDS[1])
        scored = time.monotonic()
        expect(guest.get_by_role("button", name="Score round 3")).to_be_visible()
        seen = time.monotonic() - scored
        main(guest).get_by_text("Another phone at the table changed the evening").wait_for()
        (artifacts_dir / "night-live-seen.txt").write_text(f"{seen:.2f} s\n", encoding="utf-8")
        assert seen <= SEEN_WITHIN + 3.0, f"seen after {seen:.2f} s"  # a loaded CI's margin
        assert night_code(guest) == night_code(host)
        guest.screenshot(path=str(artifacts_dir / "night-live-guest-390.png"), full_page=True)

        # both score round 3 at once, each its own way (the guest from the copy it shows)
        tap_votes(host, ROUNDS[2][1])
        tap_votes(guest, {0: 1, 1: 0, 3: 2, 4: 2})
        host.get_by_role("button", name="Score round 3").tap()
        guest.get_by_role("button", name="Score round 3").tap()
        for page in (host, guest):
            wait_idle(page)
            expect(page.get_by_role("button", name="Score round 4")).to_be_visible()
        told = [p for p in (host, guest) if main(p).get_by_text(BEHIND).count()]
        if not told:  # the phone pressed second may have been caught up before its press
            told = [
                p
                for p in (host, guest)
                if main(p).get_by_text("changed on another phone a moment before").count()
            ]
        assert len(told) == 1, "exactly one phone is told its round 3 was not made"
        expect(told[0].locator('[data-testid="stAlertContentWarning"]')).to_be_visible()
        expect(guest.get_by_role("button", name="Score round 4")).to_be_visible()
        assert night_code(guest) == night_code(host)  # one evening, never split
        told[0].screenshot(path=str(artifacts_dir / "night-live-told-390.png"), full_page=True)

        guest.reload()  # a locked phone, a reload: back as itself, on the same evening
        wait_idle(guest)
        expect(guest.get_by_role("button", name="Score round 4")).to_be_visible()
        assert "me=1-" in guest.url and night_code(guest) == night_code(host)

        violations = run_axe(host, axe_js) + run_axe(guest, axe_js)
        assert not violations, report(violations)
    finally:
        host_ctx.close()
        guest_ctx.close()
