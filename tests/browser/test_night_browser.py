"""The game night page on a phone (390 px, touch): three rounds entered with taps only, the
score track's rabbits moving after each, and the evening still there after a reload."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from explorer.night.evening import Night, Round
from explorer.night.tally import tally
from tests.browser.conftest import wait_idle

NAMES = ("A", "B", "C", "D", "E")
# per round: the storyteller's seat, then whose card each other seat voted for
ROUNDS = (
    (0, {1: 0, 2: 0, 3: 1, 4: 3}),
    (1, {0: 2, 2: 1, 3: 1, 4: 1}),
    (2, {0: 2, 1: 0, 3: 2, 4: 2}),
)


# The rabbits' spaces as drawn, or null while Plotly is replacing the figure (between two
# runs the chart's element can be missing, or there without its data yet).
SPACES = (
    "() => { const p = document.querySelector('.js-plotly-plot');"
    " if (!p || !Array.isArray(p.data)) return null;"
    " return JSON.stringify(p.data.filter(t => t.name)"
    ".map(t => [t.name, Math.round(t.x[0]), Math.round(t.y[0])])); }"
)


def drawn(page: Any) -> str:
    """The drawn spaces, once the chart is there with its data."""
    return str(page.wait_for_function(f"({SPACES})()").json_value())


def rabbits(page: Any) -> dict[str, tuple[int, int]]:
    """The space (column, row) of each player's rabbit on the drawn score track, read from the
    chart (a rabbit stands a little off its space's centre, beside the others there)."""
    data = json.loads(drawn(page))
    return {name: (x, y) for name, x, y in data}


def tap_name(page: Any, label: str, name: str) -> None:
    """Tap a name in the group labelled `label`, and wait until the page shows it chosen."""
    group = page.locator('[data-testid="stButtonGroup"]').filter(has_text=label)
    expect(group).to_have_count(1)  # not while a run still shows the last round's form beside it
    choice = group.get_by_role("radio").filter(has_text=name)
    choice.tap()
    expect(choice).to_have_attribute("aria-checked", "true")


def test_three_rounds_by_taps_on_a_phone(app_url: str, browser: Any, artifacts_dir: Path) -> None:
    ctx = browser.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    )
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(app_url)
        wait_idle(page)
        page.goto(f"{app_url}/night?box=refresh-2021")
        wait_idle(page)
        page.get_by_role("button", name="Start the evening").tap()
        wait_idle(page)
        page.locator(".js-plotly-plot").wait_for()
        before = rabbits(page)
        assert set(before.values()) == {(0, 0)}  # everybody on 0
        drawn_before = drawn(page)
        page.screenshot(path=str(artifacts_dir / "night-1-start-390.png"), full_page=True)
        for k, (teller, votes) in enumerate(ROUNDS, start=1):
            told = page.locator('[data-testid="stButtonGroup"]').filter(has_text="Who told")
            # proposed in seat order (waiting out the moment a run shows last round's form too)
            expect(told).to_have_count(1)
            chosen = told.locator('[role="radio"][aria-checked="true"]')
            expect(chosen).to_have_text(NAMES[teller])
            for seat, owner in votes.items():
                tap_name(page, f"{NAMES[seat]} voted for", NAMES[owner])
            page.get_by_role("button", name=f"Score round {k}").tap()
            wait_idle(page)
            page.get_by_text(f"Round {k} scored.").wait_for()
            # the chart redraws a moment after the run has sent it
            page.wait_for_function(
                f"(before) => {{ const now = ({SPACES})(); return now !== null && now !== before; }}",
                arg=drawn_before,
            )
            after = rabbits(page)
            drawn_before = drawn(page)
            assert after != before, f"round {k}: the rabbits did not move"
            before = after
        page.screenshot(path=str(artifacts_dir / "night-2-three-rounds-390.png"), full_page=True)
        standings = page.locator("table").first.inner_text()
        night = Night(NAMES, "refresh-2021")
        for teller, votes in ROUNDS:
            picks = tuple(() if s == teller else (votes[s],) for s in range(5))
            night = night.with_round(Round(teller, picks))
        for name, total in zip(NAMES, tally(night).totals, strict=True):
            assert f"{name}\t{total}\t" in standings  # the engine's totals, as the table shows
        url = page.url
        assert "night=n1." in url
        page.goto(url)  # a reload, or the link opened on a second phone
        wait_idle(page)
        page.locator(".js-plotly-plot").wait_for()
        assert rabbits(page) == before
        assert page.get_by_role("button", name="Score round 4").is_visible()
    finally:
        ctx.close()
