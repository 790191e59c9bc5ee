"""Accessible names come from plain text, never from escaped Markdown: with players named with
Markdown's and HTML's special characters, no name in the browser's accessibility tree (Chromium's
own, read through the DevTools protocol) nor any aria-label holds a backslash escape, and each
vote group is named after its player as written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from explorer.links.night import encode_night
from explorer.night.evening import Night, Round
from tests.browser.conftest import wait_idle
from tests.browser.test_night_browser import PHONE

NAMES = ("<b>x</b>", "*Ana*", "Ben_2", "[Cleo](x)", "#Dan", "Eve!")
ESCAPED = ("\\<", "\\*", "\\_", "\\[", "\\#", "\\!", "\\(")


def _names(page: Any) -> list[str]:
    """Every accessible name in the page's accessibility tree, and every aria-label."""
    cdp = page.context.new_cdp_session(page)
    try:
        tree = cdp.send("Accessibility.getFullAXTree")
    finally:
        cdp.detach()
    names = [
        str(node["name"]["value"])
        for node in tree["nodes"]
        if isinstance(node.get("name"), dict) and node["name"].get("value")
    ]
    labels = page.evaluate(
        "() => [...document.querySelectorAll('[aria-label]')].map(e => e.getAttribute('aria-label'))"
    )
    return names + [str(label) for label in labels]


def _escaped(names: list[str]) -> list[str]:
    return [n for n in names if any(mark in n for mark in ESCAPED)]


def test_no_accessible_name_holds_a_markdown_escape(
    app_url: str, browser: Any, artifacts_dir: Path
) -> None:
    night = Night(NAMES, "refresh-2021").with_round(Round(0, ((), (0,), (0,), (1,), (3,), (0,))))
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(f"{app_url}/night?night={encode_night(night)}")
        wait_idle(page)
        for name in (NAMES[0], *NAMES[2:]):  # round 2: *Ana* tells
            expect(
                page.get_by_role("radiogroup", name=f"{name} voted for", exact=True)
            ).to_be_visible()
        names = _names(page)
        assert "<b>x</b> voted for" in names and "*Ana* voted for" not in names
        assert not _escaped(names), _escaped(names)
        # a past round opened to be changed: its form is named the same way
        box = page.locator('[data-testid="stSelectbox"]').filter(has_text="Change a round")
        option = page.get_by_role("option", name="Round 1: <b>x</b> told", exact=True)
        for _ in range(3):  # a menu opened while the chart still lays out can close again
            box.click()
            try:
                option.wait_for(timeout=5_000)
                break
            except PlaywrightTimeout:
                continue
        option.click()
        wait_idle(page)
        expect(page.get_by_role("button", name="Save round 1")).to_be_visible()
        page.screenshot(path=str(artifacts_dir / "night-names-390.png"), full_page=True)
        names = _names(page)
        assert "Ben_2 voted for" in names
        assert not _escaped(names), _escaped(names)
    finally:
        ctx.close()
