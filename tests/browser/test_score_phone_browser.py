"""The Score page's points on a phone (issue 30): at 390 px the data grid, which would be cut
at its second edition's column, gives way to tables that fit (editions as rows, a few players
to a table), every playable edition's points on screen; at 1400 px the grid shows every column.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

import pytest
from playwright.sync_api import expect

from explorer.links.score import encode
from tests.browser.conftest import wait_idle
from tests.figures.site_figures import FIVE, TWO_MARKERS

pytestmark = pytest.mark.browser

GRID = '.st-key-score_points_grid [data-testid="stDataFrame"]'
COMPACT = ".st-key-score_points_compact"

FITS_JS = """(sel) => [...document.querySelectorAll(sel + ' .dx-scroll')].every(
  (box) => box.scrollWidth <= box.clientWidth + 1 && box.getBoundingClientRect().right <= innerWidth
)"""


def _open(browser, url: str, width: int):  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": width, "height": 1600})
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(url)
    wait_idle(page)
    return ctx, page


@pytest.mark.parametrize(
    ("name", "situation", "house", "tables"),
    [("eight-two-markers", TWO_MARKERS, "", 2), ("five-house", FIVE, "refresh-2021~cap:2", 1)],
)
def test_on_a_phone_every_edition_s_points_fit_the_screen(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path, name: str, situation, house: str, tables: int
) -> None:
    query = {"box": "odyssey-2011", **({"house": house} if house else {}), **encode(situation)}
    ctx, page = _open(browser, f"{app_url}/score?{urlencode(query)}", 390)
    compact = page.locator(COMPACT)
    expect(compact).to_be_visible()
    expect(page.locator(GRID)).to_be_hidden()
    expect(compact.locator("table")).to_have_count(tables)
    compact.scroll_into_view_if_needed()
    assert page.evaluate(FITS_JS, COMPACT), "a points table is wider than the phone"
    players = compact.locator('thead th[scope="col"]').all_inner_texts()
    shown = [p.replace("\n", " ").removesuffix(" (storyteller)") for p in players]
    assert shown == list(situation.players)
    page.screenshot(path=str(artifacts_dir / f"score-points-{name}-390.png"), full_page=True)
    ctx.close()


def test_on_a_wide_screen_the_grid_shows_every_column(  # type: ignore[no-untyped-def]
    app_url: str, browser
) -> None:
    query = {"box": "odyssey-2011", "house": "refresh-2021~cap:2", **encode(FIVE)}
    ctx, page = _open(browser, f"{app_url}/score?{urlencode(query)}", 1400)
    expect(page.locator(GRID)).to_be_visible()
    expect(page.locator(COMPACT)).to_be_hidden()
    ctx.close()
