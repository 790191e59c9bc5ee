"""The Compare page in a real browser: a filtered link shows only the differing rules."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect

from tests.browser.conftest import wait_idle


def test_compare_page_filters_from_the_link(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path
) -> None:
    ctx = browser.new_context(viewport={"width": 1600, "height": 2400})
    try:
        page = ctx.new_page()
        page.set_default_timeout(30_000)
        page.goto(f"{app_url}/compare?diff=1&rule=extra_finder")
        wait_idle(page)
        page.get_by_role("heading", name="Compare editions").wait_for()
        table = page.locator('[data-testid="stTable"] table').first
        # the 9 rules on which the editions differ (see test_matrix; the hand size too since
        # the 10th Anniversary deals six at 3 players)
        expect(table.locator("tbody tr")).to_have_count(9)
        expect(table).to_contain_text("Extra point for finders")
        expect(table).not_to_contain_text("Bonus per vote on your card")
        expect(page.get_by_text("Two rulebooks, one box", exact=False).first).to_be_visible()
        page.screenshot(path=str(artifacts_dir / "compare-differing.png"))
    finally:
        ctx.close()
