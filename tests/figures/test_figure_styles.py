"""The Score, Practice and Night charts tell series apart by more than colour (a bar pattern, a
marker symbol, a line dash) and name the colour of every text (`readable_text`): issue 22."""

from __future__ import annotations

from explorer.figures.colours import CHART_TEXT
from explorer.figures.night import score_track_figure
from explorer.figures.practice import standings_figure
from explorer.figures.score import points_bar_chart
from explorer.game.actions import NextTurn
from explorer.game.bots import play_bots
from explorer.game.play import apply, new_game
from explorer.game.setup import Setup
from explorer.round.compare import compare_round
from explorer.round.situation import default_situation


def test_standings_lines_differ_by_symbol_and_dash_and_their_text_is_readable() -> None:
    names = tuple(f"P{i}" for i in range(6))
    state = play_bots(new_game(Setup("refresh-2021", names, ("good",) * 6, 84, 4)))
    for _turn in range(2):
        state = play_bots(apply(state, NextTurn()))
    fig = standings_figure(state)
    assert len({t.marker.symbol for t in fig.data}) == 6
    assert len({t.line.dash for t in fig.data}) == 6
    assert fig.layout.font.color == CHART_TEXT


def test_the_score_track_s_rabbits_differ_by_symbol() -> None:
    fig = score_track_figure(("A", "B", "C", "D", "E"), (3, 7, 7, 12, 31), 30)
    rabbits = [t for t in fig.data if t.name]
    assert len({t.marker.symbol for t in rabbits}) == 5
    assert fig.layout.font.color == CHART_TEXT


def test_score_bars_differ_by_pattern_as_well_as_colour() -> None:
    fig = points_bar_chart(compare_round(default_situation().with_players(7)))
    shapes = [t.marker.pattern.shape or "" for t in fig.data]
    assert len(set(shapes)) == len(shapes) == 4
    assert fig.layout.font.color == CHART_TEXT


def test_every_patterned_bar_of_the_site_is_filled_whatever_the_template() -> None:
    """Issue 30: under Streamlit's template Plotly's default pattern mode ("replace") drew the
    Score chart's white patterns on nothing. Every bar of every figure names its fill: its
    colour beneath, the pattern over it (`bar_marker`); `tests/browser/test_figures_seen_browser`
    checks the drawn pixels."""
    from tests.figures.site_figures import build_all

    bars = [
        (name, t)
        for template in ("streamlit", "plotly")
        for name, fig in build_all(template).items()
        for t in fig.data
        if t.type == "bar"
    ]
    assert len({name for name, _t in bars}) == 8  # Score (3), the lab's 5 bar charts
    for name, t in bars:
        pattern = t.marker.pattern
        if pattern.shape:
            assert pattern.fillmode == "overlay", (name, t.name)
            assert pattern.bgcolor == t.marker.color and pattern.fgcolor == "#ffffff", (
                name,
                t.name,
            )
