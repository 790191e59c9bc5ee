"""Moving between pages keeps the address (issue 24): the site-wide keys (`box`, `house`, `lang`)
survive Streamlit's sidebar links, which drop every query parameter, and the pages' own links;
a page's own settings are there again when the visitor comes back to it.

Seen by a game designer: House rules -> the lab through the sidebar dropped `house=` (the lab
showed only the shipped editions), and Lab -> Compare -> Score -> Lab reset the lab."""

from __future__ import annotations

import urllib.parse
from pathlib import Path

from playwright.sync_api import expect

from tests.browser.conftest import wait_idle

HOUSE = "refresh-2021~cap:2"
SITE = {"box": "odyssey-2011", "house": HOUSE, "lang": "fr"}


def _query(page) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {
        k: v[-1] for k, v in urllib.parse.parse_qs(urllib.parse.urlparse(page.url).query).items()
    }


def _arrive(page, path: str) -> None:  # type: ignore[no-untyped-def]
    """Wait for `path`'s run to finish and for the binder to have written the address back."""
    page.wait_for_url(lambda url: urllib.parse.urlparse(url).path.strip("/") == path)
    wait_idle(page)
    page.wait_for_function("() => new URLSearchParams(location.search).has('house')")


def _sidebar(page, path: str) -> None:  # type: ignore[no-untyped-def]
    """Go to `path` through Streamlit's own sidebar navigation."""
    page.locator(f'[data-testid="stSidebarNav"] a[href$="/{path}"]').first.click()
    _arrive(page, path)


def _site_kept(page, where: str) -> None:  # type: ignore[no-untyped-def]
    query = _query(page)
    assert {k: query.get(k) for k in SITE} == SITE, (where, page.url)
    expect(page.locator("html")).to_have_attribute("lang", "fr")


def test_the_sidebar_and_page_links_keep_box_house_and_language(  # type: ignore[no-untyped-def]
    app_url: str, page, artifacts_dir: Path
) -> None:
    page.goto(f"{app_url}/house?{urllib.parse.urlencode(SITE)}")
    wait_idle(page)
    _sidebar(page, "lab")
    _site_kept(page, "house -> lab by the sidebar")
    # the lab shows the house rules beside the editions
    expect(page.get_by_text("Vos règles maison", exact=False).first).to_be_visible()
    page.screenshot(path=str(artifacts_dir / "address-lab-after-sidebar.png"))
    for path in ("compare", "score", "questions", "night", "learn", "practice"):
        _sidebar(page, path)
        _site_kept(page, f"-> {path} by the sidebar")
    _sidebar(page, "")  # Home
    _site_kept(page, "-> home by the sidebar")
    for path in ("score", "compare", "lab"):  # Home's own links to the pages
        page.locator(f'[data-testid="stPageLink"] a[href^="{path}?"]').first.click()
        _arrive(page, path)
        _site_kept(page, f"home -> {path} by its link")
        _sidebar(page, "")


def test_the_labs_settings_are_there_again_on_coming_back(  # type: ignore[no-untyped-def]
    app_url: str, page, artifacts_dir: Path
) -> None:
    page.goto(f"{app_url}/lab?house={urllib.parse.quote(HOUSE)}&rounds=1000&games=100")
    wait_idle(page)
    players = page.get_by_role("slider", name="Players").first
    expect(players).to_have_value("6")
    players.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => new URLSearchParams(location.search).get('players') === '7'")
    wait_idle(page)
    for path in ("compare", "score", "lab"):
        _sidebar(page, path)
    expect(page.get_by_role("slider", name="Players").first).to_have_value("7")
    query = _query(page)
    assert query["players"] == "7" and query["rounds"] == "1000" and query["house"] == HOUSE
    page.screenshot(path=str(artifacts_dir / "address-lab-came-back.png"))
