"""The game night page on a phone (390 px, touch), as a table uses it: rounds entered with taps
only, the score track's rabbits moving after each, the taps of a round half entered still there
after a reload, the browser's Back said with an undo that puts the round back, and a missing
vote said where the thumb is."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from explorer.links.night import encode_night
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
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}

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
    """The space (column, row) of each player's rabbit on the drawn score track."""
    data = json.loads(drawn(page))
    return {name: (x, y) for name, x, y in data}


def choice(page: Any, voter: str, owner: str) -> Any:
    """The name `owner` in the row of `voter` (the storyteller's is read "storyteller X")."""
    group = page.get_by_role("radiogroup", name=f"{voter} voted for", exact=True)
    return group.get_by_role("radio", name=re.compile(rf"^(storyteller )?{re.escape(owner)}$"))


def tap_name(page: Any, voter: str, owner: str) -> None:
    """Tap whose card `voter` voted for, and wait until the page shows it chosen."""
    name = choice(page, voter, owner)
    name.tap()
    expect(name).to_have_attribute("aria-checked", "true")


def start(
    page: Any, app_url: str, names: tuple[str, ...] = NAMES, box: str = "refresh-2021"
) -> None:
    page.goto(f"{app_url}/night?box={box}")
    wait_idle(page)
    for i, name in enumerate(names):
        if name != "ABCDEFGHIJKL"[i]:  # an empty field is the letter shown in it
            page.get_by_label(f"Player {i + 1}", exact=True).fill(name)
    page.get_by_role("button", name="Start the evening").tap()
    wait_idle(page)
    expect(page.get_by_role("button", name="Score round 1")).to_be_visible()


def score(
    page: Any, k: int, teller: int, votes: dict[int, int], names: tuple[str, ...] = NAMES
) -> None:
    told = page.get_by_role("radiogroup", name="Who told the clue?")
    expect(told.locator('[aria-checked="true"]')).to_have_text(names[teller])
    for seat, owner in votes.items():
        tap_name(page, names[seat], names[owner])
    page.get_by_role("button", name=f"Score round {k}").tap()
    wait_idle(page)
    main(page).get_by_text(f"Round {k} scored.").wait_for()
    expect(page.get_by_role("button", name=f"Score round {k + 1}")).to_be_visible()


def main(page: Any) -> Any:
    """The page's content (the live region outside it repeats what is said)."""
    return page.locator('[data-testid="stMain"]')


def in_view(page: Any, locator: Any) -> bool:
    box = locator.bounding_box()
    height = page.viewport_size["height"]
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def test_three_rounds_by_taps_on_a_phone(app_url: str, browser: Any, artifacts_dir: Path) -> None:
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        start(page, app_url)
        page.locator(".js-plotly-plot").wait_for()
        before = rabbits(page)
        assert set(before.values()) == {(0, 0)}  # everybody on 0
        drawn_before = drawn(page)
        for k, (teller, votes) in enumerate(ROUNDS, start=1):
            score(page, k, teller, votes)
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
        assert "night=n1." in url and "tap_" not in url
        page.goto(url)  # a reload, or the link opened on a second phone
        wait_idle(page)
        page.locator(".js-plotly-plot").wait_for()
        assert rabbits(page) == before
        assert page.get_by_role("button", name="Score round 4").is_visible()
    finally:
        ctx.close()


def test_a_reload_mid_round_keeps_the_taps(app_url: str, browser: Any) -> None:
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        start(page, app_url)
        score(page, 1, *ROUNDS[0])
        history = page.evaluate("history.length")
        tap_name(page, "A", "C")
        tap_name(page, "C", "B")
        tap_name(page, "E", "B")
        assert page.evaluate("history.length") == history  # a tap is no step of Back
        page.reload()
        wait_idle(page)
        for voter, owner in (("A", "C"), ("C", "B"), ("E", "B")):
            expect(choice(page, voter, owner)).to_have_attribute("aria-checked", "true")
        tap_name(page, "D", "B")
        page.get_by_role("button", name="Score round 2").tap()
        wait_idle(page)
        main(page).get_by_text("Round 2 scored.").wait_for()
        assert "tap_" not in page.url  # the round's taps leave the address once it is scored
    finally:
        ctx.close()


def test_back_after_a_round_says_what_changed_and_undo_puts_it_back(
    app_url: str, browser: Any, artifacts_dir: Path
) -> None:
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        start(page, app_url)
        score(page, 1, *ROUNDS[0])
        score(page, 2, *ROUNDS[1])
        two = page.url
        page.go_back()
        wait_idle(page)
        said = main(page).get_by_text("The browser's Back or Forward button changed the evening")
        expect(said).to_be_visible()
        assert in_view(page, said)  # brought to where the thumb is, its undo focused
        undo = page.get_by_role("button", name="↩ Undo: put the evening back as it was")
        expect(undo).to_be_focused()
        text = said.inner_text()
        assert "Round 2 (storyteller: B) is no longer counted." in text
        night = Night(NAMES, "refresh-2021")
        for teller, votes in ROUNDS[:2]:
            night = night.with_round(
                Round(teller, tuple(() if s == teller else (votes[s],) for s in range(5)))
            )
        t = tally(night)
        b_before, b_after = t.totals[1], t.rounds[0].totals[1]
        assert f"B: {b_before} → {b_after} (−{b_before - b_after})" in text  # who lost
        expect(page.get_by_role("button", name="Score round 2")).to_be_visible()
        page.screenshot(path=str(artifacts_dir / "night-back-390.png"))
        undo.tap()
        wait_idle(page)
        main(page).get_by_text("The evening is back as it was.").wait_for()
        expect(page.get_by_role("button", name="Score round 3")).to_be_visible()
        assert page.url.split("night=")[1].split("&")[0] == two.split("night=")[1].split("&")[0]
    finally:
        ctx.close()


EIGHT = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")


def test_a_missing_vote_is_said_where_the_thumb_is(
    app_url: str, browser: Any, artifacts_dir: Path
) -> None:
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(f"{app_url}/night?box=refresh-2021")
        wait_idle(page)
        page.get_by_role("radiogroup", name="Players").get_by_role("radio", name="8").tap()
        wait_idle(page)
        for i, name in enumerate(EIGHT):
            page.get_by_label(f"Player {i + 1}", exact=True).fill(name)
        page.get_by_role("button", name="Start the evening").tap()
        wait_idle(page)
        for voter in ("Cleo", "Dan", "Eve", "Fay", "Gus", "Hal"):  # Ben's vote forgotten
            tap_name(page, voter, "Ana")
        send = page.get_by_role("button", name="Score round 1")
        send.scroll_into_view_if_needed()
        assert not in_view(page, main(page).get_by_text("Ben voted for", exact=True).first)
        send.tap()
        wait_idle(page)
        note = main(page).get_by_text("No vote yet: tap whose card Ben voted for.")
        expect(note).to_be_visible()
        page.wait_for_function(  # focus goes to Ben's row, scrolled into view
            "() => document.activeElement && document.activeElement.closest('.st-key-gn_row_1')"
        )
        assert in_view(page, note)
        group = page.get_by_role("radiogroup", name="Ben voted for", exact=True)
        expect(group).to_have_attribute("aria-invalid", "true")
        page.screenshot(path=str(artifacts_dir / "night-missing-vote-390.png"))
        assert page.get_by_role("button", name="Score round 2").count() == 0
        tap_name(page, "Ben", "Ana")
        expect(note).to_be_hidden()  # the mark goes once a name is tapped
        send.tap()
        wait_idle(page)
        main(page).get_by_text("Round 1 scored.").wait_for()
    finally:
        ctx.close()


SEVEN = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus")


def test_the_two_markers_stop_at_two_saying_why(app_url: str, browser: Any) -> None:
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(f"{app_url}/night?box=odyssey-2011")
        wait_idle(page)
        page.get_by_role("radiogroup", name="Players").get_by_role("radio", name="7").tap()
        wait_idle(page)
        for i, name in enumerate(SEVEN):
            page.get_by_label(f"Player {i + 1}", exact=True).fill(name)
        page.get_by_role("button", name="Start the evening").tap()
        wait_idle(page)
        expect(main(page).get_by_text("gives each voter two markers at 7 players")).to_be_visible()
        row = page.locator(".st-key-tap_1_2")  # Cleo's names
        for name in ("Ana", "Ben"):
            row.get_by_role("button", name=re.compile(rf"^(storyteller )?{name}$")).tap()
        dan = row.get_by_role("button", name="Dan", exact=True)
        dan.tap(force=True)  # a third name: refused in the browser
        expect(dan).to_have_attribute("aria-pressed", "false")
        said = page.evaluate(
            "() => getComputedStyle(document.querySelector('.st-key-tap_1_2'), '::after').content"
        )
        assert "Two markers at most: tap a chosen name again to take it back." in said
        row.get_by_role("button", name="Ben", exact=True).tap()  # one taken back
        dan.tap()
        expect(dan).to_have_attribute("aria-pressed", "true")
    finally:
        ctx.close()


def test_every_voter_finds_each_name_in_the_same_place(app_url: str, browser: Any) -> None:
    """Every voter's row lists every player in the same place (own card left blank, the
    storyteller's starred in one column), so the thumb learns one layout for the evening."""
    names = ("Ana", "Benedict", "Cleo", "Dan", "Evangeline", "Fay", "Gus")
    night = Night(names, "odyssey-2011").with_round(
        Round(0, ((), (0,), (0, 1), (1,), (3,), (0,), (2,)))
    )
    ctx = browser.new_context(**PHONE)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(f"{app_url}/night?night={encode_night(night)}")
        wait_idle(page)
        groups = page.locator(".st-key-gn_votes_new [data-testid='stButtonGroup'] > div[role]")
        expect(groups).to_have_count(6)  # Ben tells round 2: six voters, two markers each
        places = page.evaluate(
            """() => [...document.querySelectorAll(
                   '.st-key-gn_votes_new [data-testid=stButtonGroup] > div[role]')].map(
                 g => { const top = g.getBoundingClientRect();
                        return [...g.querySelectorAll('button')].map(b => {
                          const r = b.getBoundingClientRect();
                          return [Math.round(r.x - top.x), Math.round(r.y - top.y),
                                  getComputedStyle(b).visibility]; }); })"""
        )
        for seat, row in enumerate(places):
            assert [p[:2] for p in row] == [p[:2] for p in places[0]]  # the same places
            hidden = [i for i, p in enumerate(row) if p[2] == "hidden"]
            assert hidden == [seat if seat < 1 else seat + 1]  # only the voter's own card
        assert len({y for _x, y, _v in places[0]}) == 3  # seven names, "Evangeline": 3 a row
        starred = page.evaluate(
            """() => [...document.querySelectorAll(
                   '.st-key-gn_votes_new [data-testid=stButtonGroup] > div[role]')].map(
                 g => [...g.querySelectorAll('button')].findIndex(
                   b => getComputedStyle(b, '::before').content.includes('⭐')))"""
        )
        assert set(starred) == {1}  # Benedict's card, starred in the same column for all
    finally:
        ctx.close()
