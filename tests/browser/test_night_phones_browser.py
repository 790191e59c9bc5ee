"""One evening on two phones without a room (two browser contexts, each its own storage): the
link carries the evening from one to the other; a phone given a link newer than its copy is told
what came since, a phone given a copy that went its own way is told and can open its own, and an
old link opened again says it is older than the evening this phone has."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import wait_idle
from tests.browser.test_night_browser import PHONE, ROUNDS, main, score, start


def code(page: Any) -> str:
    return str(page.url.split("night=")[1].split("&")[0])


# what a page says about this phone's other copy comes in a second run (the phone's memory is a
# component that hands its stored copy to Python after the first run): up to this many ms under load
SAID = 30_000
REMEMBERED = "() => Object.keys(localStorage).some((k) => k.startsWith('dixit-night:'))"


def open_link(page: Any, url: str) -> None:
    page.goto(url)
    wait_idle(page)
    # the phone keeps the copy it shows once its memory has run: wait for it, as a person
    # sending the next link a round later always does
    page.wait_for_function(REMEMBERED, timeout=SAID)


def test_two_phones_on_one_evening_by_links(
    app_url: str, browser: Any, artifacts_dir: Path
) -> None:
    host_ctx, guest_ctx = browser.new_context(**PHONE), browser.new_context(**PHONE)
    host, guest = host_ctx.new_page(), guest_ctx.new_page()
    for page in (host, guest):
        page.set_default_timeout(30_000)
    try:
        start(host, app_url)
        score(host, 1, *ROUNDS[0])
        first = host.url
        open_link(guest, first)  # the host sends the link after round 1
        expect(guest.get_by_role("button", name="Score round 2")).to_be_visible(timeout=SAID)
        score(host, 2, *ROUNDS[1])
        open_link(guest, host.url)  # and again after round 2: the guest's copy is older
        said = main(guest).get_by_text("This page shows a newer copy of this evening")
        expect(said).to_be_visible(timeout=SAID)
        assert "which had 1 round. The copy on this page counts 2 rounds." in said.inner_text()
        guest.screenshot(path=str(artifacts_dir / "night-phones-newer-390.png"))

        # both phones score round 3, each its own way
        score(guest, 3, 2, {0: 1, 1: 0, 3: 2, 4: 2})
        guest_three = guest.url
        score(host, 3, *ROUNDS[2])
        host_three = code(host)
        open_link(host, guest_three)  # the guest's link reaches the host
        said = main(host).get_by_text("went different ways")
        expect(said).to_be_visible(timeout=SAID)
        assert "Round 3 has other votes on this page than in the phone's other copy." in (
            said.inner_text()
        )
        host.screenshot(path=str(artifacts_dir / "night-phones-diverged-390.png"))
        host.get_by_role("button", name="Open the phone's other copy (3 rounds)").tap()
        wait_idle(host)
        expect(host.get_by_role("button", name="Score round 4")).to_be_visible(timeout=SAID)
        assert code(host) == host_three  # the host's own round 3 is back

        open_link(guest, first)  # the old link, opened again from the chat
        said = main(guest).get_by_text("This page shows an older copy of this evening")
        expect(said).to_be_visible(timeout=SAID)
        assert "which has 3 rounds. The copy on this page counts 1 round." in said.inner_text()
        guest.get_by_role("button", name="Open the phone's other copy (3 rounds)").tap()
        wait_idle(guest)
        expect(guest.get_by_role("button", name="Score round 4")).to_be_visible(timeout=SAID)
        assert code(guest) == code_of(guest_three)
    finally:
        host_ctx.close()
        guest_ctx.close()


def code_of(url: str) -> str:
    return url.split("night=")[1].split("&")[0]
