"""The Score page in a real browser: slider and vote change the table and the URL; the URL,
opened in a fresh browser context, restores the same table."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs, urlparse

from playwright.sync_api import expect

from tests.browser.conftest import wait_idle


def _query(page) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {k: v[0] for k, v in parse_qs(urlparse(page.url).query).items()}


def _table(page) -> list[list[str]]:  # type: ignore[no-untyped-def]
    """The points table's rows as text, from the data grid's accessible table."""
    grid = page.locator('[data-testid="stDataFrame"]').first
    rows = grid.locator('[role="row"]')
    return [
        rows.nth(i).locator('[role="gridcell"], td').all_inner_texts() for i in range(rows.count())
    ][1:]


ROW_JS = """([i, expected]) => {
  const grid = document.querySelector('[data-testid="stDataFrame"]');
  const row = grid && grid.querySelectorAll('[role="row"]')[i + 1];
  if (!row) return false;
  const cells = [...row.querySelectorAll('[role="gridcell"], td')].map(c => c.innerText.trim());
  return JSON.stringify(cells) === JSON.stringify(expected);
}"""


def _expect_row(page, i: int, expected: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Wait until row `i` of the points table shows `expected` (the grid redraws after the
    script run ends), then check it."""
    page.wait_for_function(ROW_JS, arg=[i, expected])
    assert _table(page)[i] == expected


def _wait_for_query(page, key: str, value: str) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function(
        "([k, v]) => new URLSearchParams(location.search).get(k) === v", arg=[key, value]
    )
    wait_idle(page)


# Wide enough that the data grid renders every column (it only renders visible ones).
VIEWPORT = {"width": 1920, "height": 1200}


def test_score_page_slider_vote_and_shared_link(  # type: ignore[no-untyped-def]
    app_url: str, browser, artifacts_dir: Path
) -> None:
    first = browser.new_context(viewport=VIEWPORT)
    page = first.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{app_url}/score")
    wait_idle(page)
    page.get_by_role("heading", name="Score a round").wait_for()
    _wait_for_query(page, "names", "A,B,C,D,E")
    expect(page.locator('[data-testid="stDataFrame"] [role="row"]')).to_have_count(6)
    _expect_row(page, 1, ["B", "4", "4", "4", "4", "4"])
    page.screenshot(path=str(artifacts_dir / "score-default.png"))

    # the thumb: role=slider in older Streamlit, a range input in newer ones
    thumb = page.locator(
        '[data-testid="stSlider"] [role="slider"], [data-testid="stSlider"] input[type="range"]'
    ).first
    thumb.focus()
    thumb.press("ArrowRight")
    _wait_for_query(page, "names", "A,B,C,D,E,F")
    thumb.press("ArrowRight")
    _wait_for_query(page, "names", "A,B,C,D,E,F,G")
    expect(page.locator('[data-testid="stDataFrame"] [role="row"]')).to_have_count(8)
    # 7 players: Dixit (2008) cannot play (its column moves last); Odyssey gives single-marker
    # finders +1.
    _expect_row(page, 1, ["B", "5", "5", "4", "4", "not playable here"])

    box = page.locator('[data-testid="stSelectbox"]').filter(has_text="E voted for")
    box.click()
    page.get_by_role("option", name="A", exact=True).click()
    _wait_for_query(page, "votes", "-,1,1,2,1,1,1")
    _expect_row(page, 4, ["E", "4", "4", "3", "3", "not playable here"])
    _expect_row(page, 3, ["D", "0", "0", "0", "0", "not playable here"])
    rows = _table(page)
    page.screenshot(path=str(artifacts_dir / "score-seven-players.png"), full_page=True)

    shared = page.url
    ctx = browser.new_context(viewport=VIEWPORT)
    try:
        fresh = ctx.new_page()
        fresh.set_default_timeout(30_000)
        fresh.goto(shared)
        wait_idle(fresh)
        expect(fresh.locator('[data-testid="stDataFrame"] [role="row"]')).to_have_count(8)
        for i, row in enumerate(rows):
            _expect_row(fresh, i, row)
        assert _query(fresh) == _query(page)
        assert fresh.locator('[data-testid="stAlert"]').filter(has_text="could not").count() == 0
        fresh.screenshot(path=str(artifacts_dir / "score-shared-link.png"))
    finally:
        ctx.close()
        first.close()
