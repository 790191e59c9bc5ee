"""House rules in a real browser: build one, share the link into a fresh context, see it."""

from __future__ import annotations

import urllib.parse
from pathlib import Path

from playwright.sync_api import expect

from tests.browser.conftest import wait_idle


def test_build_a_house_rule_and_open_the_shared_link_fresh(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path
) -> None:
    ctx = browser.new_context(viewport={"width": 1400, "height": 2400})
    try:
        page = ctx.new_page()
        page.set_default_timeout(30_000)
        page.goto(f"{app_url}/house")
        wait_idle(page)
        page.get_by_role("heading", name="House rules").first.wait_for()
        cap = page.get_by_role("textbox", name="Bonus cap per player per turn")
        cap.fill("2")
        page.get_by_role("button", name="Apply house rules").click()
        wait_idle(page)
        expect(page.get_by_text("What your table changed", exact=False)).to_be_visible()
        page.wait_for_function("() => window.location.search.includes('house=')")
        query = urllib.parse.parse_qs(urllib.parse.urlparse(page.url).query)
        link = query["house"][0]
        assert link == "original-2008~cap:2"
        page.screenshot(path=str(artifacts_dir / "house-built.png"))
    finally:
        ctx.close()

    fresh = browser.new_context(viewport={"width": 1400, "height": 2400})
    try:
        page = fresh.new_page()
        page.set_default_timeout(30_000)
        page.goto(f"{app_url}/compare?house={urllib.parse.quote(link)}")
        wait_idle(page)
        table = page.locator('[data-testid="stTable"] table').first
        expect(table).to_contain_text("House rules (Dixit 2008)")
        expect(table).to_contain_text("🏠 2")
        page.screenshot(path=str(artifacts_dir / "house-compare-fresh.png"))
    finally:
        fresh.close()
