"""Every page switches language with the sidebar's picker, on a phone (390 px, the sidebar
collapsed: opened first) and on a desktop (1400 px): the HTML `lang` attribute and the link's
`lang=` follow, no label, button, tab or table header is cut off in French, Russian or
Vietnamese (Russian and Vietnamese run longest), and a screenshot per language goes to
artifacts/shots/lang/. A shared link in Russian opens in Russian in a fresh browser.

One page load per page and width, then three switches on it (42 script runs in all).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from explorer.i18n import NATIVE_NAMES
from tests.browser.conftest import wait_idle

PAGES = ("", "learn", "score", "compare", "lab", "practice", "night", "house")  # "" is Home
# the lab reruns its simulations in each language: the smallest sizes its link offers; the game
# night opens on two rounds at seven players (two markers), where the editions disagree
QUERY = {
    "lab": "?rounds=1000&games=100&sweep=100",
    "night": "?night=n1.eNoz5MpPqSwuTq3UNTIwNOTisjDhMuByzEvkdErN43TOSc3ndEnM43QtS-V0S6zkdC8t5jIw0DYEKjUyUjA0NDTQBjINAXSBEO4",
}
WIDTHS = (390, 1400)
# tall windows: Streamlit scrolls an inner element, so a screenshot shows the window only
HEIGHT = {390: 2400, 1400: 1600}
SWITCH_TO = ("fr", "ru", "vi")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
# the language picker: the sidebar's menu (its input shows the chosen language's own name)
PICKER = '[data-testid="stSidebar"] [data-testid="stSelectbox"] [role="combobox"]'

# What a reader must see whole: widget labels, buttons, tabs, the headers of tables (st.table's
# <th>, the data grid's column headers) and expander titles. An element whose content is wider
# than its box is cut off (ellipsis or clipped); elements not shown (zero size) are skipped.
# `where`: "sidebar", "main" (outside the sidebar) or "all".
CUT_OFF_JS = """where => {
  const selector = [
    '[data-testid="stWidgetLabel"]', 'button', '[role="tab"]', '[role="columnheader"]', 'th',
    '[data-testid="stMetricLabel"]', '[data-testid="stExpander"] summary',
  ].join(', ');
  return [...document.querySelectorAll(selector)].filter(e => {
    const inSidebar = e.closest('[data-testid="stSidebar"]') !== null;
    if ((where === 'sidebar' && !inSidebar) || (where === 'main' && inSidebar)) return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && e.scrollWidth > e.clientWidth + 1;
  }).map(e => `${e.dataset.testid || e.getAttribute('role') || e.tagName}: `
    + `${(e.innerText || e.getAttribute('aria-label') || '').trim().slice(0, 60)} `
    + `(${e.scrollWidth} px in ${e.clientWidth})`);
}"""

SIDEBAR_OPEN_JS = """() => {
  const s = document.querySelector('[data-testid="stSidebar"]');
  if (!s) return false;
  const r = s.getBoundingClientRect();
  return r.x >= 0 && r.width > 200 && s.getAnimations({subtree: true}).length === 0;
}"""

SIDEBAR_CLOSED_JS = """() => {
  const s = document.querySelector('[data-testid="stSidebar"]');
  return !s || s.getBoundingClientRect().right <= 0 || s.getBoundingClientRect().width === 0;
}"""


def _open_sidebar(page) -> None:  # type: ignore[no-untyped-def]
    """On a phone the sidebar starts collapsed: open it, and wait until it has slid in."""
    expand = page.locator('[data-testid="stExpandSidebarButton"]')
    if expand.is_visible():
        expand.click()
    page.wait_for_function(SIDEBAR_OPEN_JS)


def _close_sidebar(page) -> None:  # type: ignore[no-untyped-def]
    """On a phone the open sidebar covers the page: close it before looking at the page."""
    page.get_by_role("button", name="Collapse sidebar").click()
    page.wait_for_function(SIDEBAR_CLOSED_JS)


def _switch(page, lang: str) -> None:  # type: ignore[no-untyped-def]
    page.locator(PICKER).click()
    page.get_by_role("option", name=NATIVE_NAMES[lang], exact=True).click()
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
    page.wait_for_function(
        "lang => new URLSearchParams(location.search).get('lang') === lang", arg=lang
    )
    wait_idle(page, 60_000)  # the page runs again in the new language


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("path", PAGES, ids=lambda p: p or "home")
def test_switching_language_on_every_page(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path, path: str, width: int
) -> None:
    shots = artifacts_dir / "shots" / "lang"
    shots.mkdir(parents=True, exist_ok=True)
    ctx = browser.new_context(viewport={"width": width, "height": HEIGHT[width]}, locale="en-US")
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{app_url}/{path}{QUERY.get(path, '')}")
        wait_idle(page, 60_000)
        assert page.evaluate("document.documentElement.lang") == "en"
        cut: list[str] = []
        for lang in SWITCH_TO:
            _open_sidebar(page)
            _switch(page, lang)
            assert page.locator(PICKER).input_value() == NATIVE_NAMES[lang]
            if width < 600:  # the sidebar covers the page: look at it, close it, look at the page
                cut += [f"{lang}: {item}" for item in page.evaluate(CUT_OFF_JS, "sidebar")]
                _close_sidebar(page)
                cut += [f"{lang}: {item}" for item in page.evaluate(CUT_OFF_JS, "main")]
            else:
                cut += [f"{lang}: {item}" for item in page.evaluate(CUT_OFF_JS, "all")]
            name = f"{path or 'home'}-{width}-{lang}.png"
            page.screenshot(path=str(shots / name), full_page=True)
        assert not cut, f"/{path} at {width} px, cut off:\n" + "\n".join(cut)
    finally:
        ctx.close()


def test_a_shared_link_opens_in_its_language(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path
) -> None:
    """A Russian reader's link, opened by someone whose browser speaks English."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="en-US")
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{app_url}/score?lang=ru&names=A,B,C,D,E&teller=1&votes=-,1,1,2,4")
        wait_idle(page)
        page.wait_for_function("() => document.documentElement.lang === 'ru'")
        assert page.locator(PICKER).input_value() == NATIVE_NAMES["ru"]
        assert "lang=ru" in page.url
        heading = page.locator("h1").first.inner_text()
        page.screenshot(path=str(artifacts_dir / "shots" / "lang" / "shared-link-ru.png"))
        assert CYRILLIC.search(heading), f"the page's title is not Russian: {heading!r}"
    finally:
        ctx.close()
