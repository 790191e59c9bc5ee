"""The lab's figure builders draw the engine's numbers (checked through the figures)."""

from __future__ import annotations

import numpy as np
import plotly.graph_objects as go
import pytest

from explorer import (
    ClueModel,
    exact_round,
    load_ruleset,
    simulate_games,
    simulate_rounds,
    storyteller_heatmap,
    sweet_spot,
)
from explorer.figures import lab as figs
from explorer.figures.lab import chart_name
from explorer.lab import tables

MODEL = ClueModel(mean=0.5, spread=0.2, q=0.5)
IDS = ["original-2008", "odyssey-2011", "refresh-2021"]


def test_sweet_spot_marks_the_maximum_of_each_curve() -> None:
    curves = [sweet_spot(load_ruleset(r), 3, MODEL) for r in IDS]
    fig = figs.sweet_spot_figure(curves)
    lines = [t for t in fig.data if t.mode == "lines"]
    marks = [t for t in fig.data if t.meta == "max"]
    # the legend names editions as readers know them, not by id; the two that score the
    # storyteller alike at 3 players draw one curve, named by both (one star, one label)
    assert [t.name for t in lines] == [
        "Dixit (2008)",
        "Dixit Odyssey (2011) and Dixit (2021<br>refresh)",
    ]
    assert len(marks) == 2
    for line, mark in zip(lines, marks, strict=True):
        y = np.asarray(line.y)
        assert mark.x[0] == pytest.approx(np.asarray(line.x)[np.argmax(y)])
        assert mark.y[0] == pytest.approx(y.max())
    # at 3 players the lone finder's 4 points make original-2008's peak the highest
    assert marks[0].y[0] > marks[1].y[0]


def test_labels_of_peaks_close_together_are_placed_apart() -> None:
    """Five editions at 6 players peak at the same p: one curve, one "p=0.50" label; house
    rules peaking nearby put their label elsewhere (the issue: five stacked labels)."""
    from explorer.rules.house_text import house_from_text

    shipped = ["original-2008", "odyssey-2011", "odyssey-vi", "refresh-2021", "anniversary-10th"]
    curves = [sweet_spot(load_ruleset(r), 6, MODEL) for r in shipped]
    curves.append(sweet_spot(house_from_text("refresh-2021~lone:4@3-8"), 6, MODEL))
    fig = figs.sweet_spot_figure(curves)
    marks = [t for t in fig.data if t.meta == "max"]
    assert len(marks) == 2
    labels = [a for a in fig.layout.annotations if a.text.startswith("p=")]
    assert [a.text for a in labels] == ["p=0.50", "p=0.44"]
    # close peaks: the left one's label goes left, the right one's right, at other heights
    assert labels[1].ax < 0 < labels[0].ax and labels[0].ay != labels[1].ay


def test_heatmap_covers_every_player_count() -> None:
    h = storyteller_heatmap(load_ruleset("odyssey-2011"), MODEL, grid=np.linspace(0, 1, 11))
    fig = figs.heatmap_figure(h)
    trace, best, *band = fig.data
    # the forgiving range: two lines, the p keeping 90% of each count's best
    assert [t.meta for t in band] == ["forgiving", "forgiving"]
    for n, low, high in zip(h.players, band[0].x, band[1].x, strict=True):
        assert (low, high) == h.forgiving[n - 3]
    assert list(trace.y) == list(range(3, 13))
    z = np.asarray(trace.z)
    assert z.shape == (10, 11)
    assert z[:, 0] == pytest.approx(0.0) and z[:, -1] == pytest.approx(0.0)  # p 0 or 1: 0 points
    # a star on each row's best p: with a fixed-mean-symmetric Beta the curve peaks at p = 0.5
    assert best.meta == "max" and list(best.y) == list(range(3, 13))
    assert list(best.x) == pytest.approx([0.5] * 10)
    rows = tables.heatmap_rows(h)
    assert len(rows) == 110
    assert rows[0]["ruleset"] == "odyssey-2011" and rows[0]["edition"] == "Dixit Odyssey (2011)"


def test_outcome_bars_stack_to_one() -> None:
    exact = [exact_round(load_ruleset(r), 4, MODEL) for r in IDS]
    sims = [simulate_rounds(load_ruleset(r), 4, MODEL, 2_000, seed=1) for r in IDS]
    fig = figs.outcome_bars_figure(exact, sims)
    assert fig.layout.barmode == "stack" and len(fig.data) == 3
    totals = np.sum([np.asarray(t.y) for t in fig.data], axis=0)
    assert totals == pytest.approx(np.ones(6))


def test_points_histograms_have_a_panel_per_role_and_exact_markers() -> None:
    sims = [simulate_rounds(load_ruleset(r), 5, MODEL, 2_000, seed=2) for r in IDS]
    unequal = ClueModel(mean=0.5, alpha=1.0)
    exact = [exact_round(load_ruleset(IDS[0]), 5, MODEL)]
    exact.append(exact_round(load_ruleset(IDS[1]), 5, unequal))  # voter exact unknown
    fig = figs.points_histogram_figure(sims, exact)
    bars = [t for t in fig.data if t.type == "bar"]
    marks = [t for t in fig.data if t.meta == "exact"]
    assert len(bars) == 2 * len(IDS)
    for t in bars:
        assert sum(t.y) == pytest.approx(1.0)
    # the storyteller only ever scores 0 or 3 at 5 players in these rulesets
    assert set(bars[0].x) <= {0, 3} and bars[0].meta == "original-2008:storyteller"
    # storyteller markers for both, voter markers only where the voter's law is exact
    assert len(marks) == 3
    assert set(marks[0].x) == {0, 3}
    # a row per edition, named on its first axis; the roles are the columns
    assert fig.layout.yaxis.title.text == "Dixit<br>(2008)"
    assert fig.layout.yaxis3.title.text == "Dixit Odyssey<br>(2011)"
    assert [a.text for a in fig.layout.annotations] == ["storyteller", "a voter"]
    assert sum(marks[0].y) == pytest.approx(1.0)
    # each exact marker sits in the same panel as its ruleset's simulated bars
    assert marks[0].xaxis == bars[0].xaxis


def test_game_figures() -> None:
    games = [simulate_games(load_ruleset(r), 6, MODEL, 300, seed=3) for r in IDS]
    length = figs.game_length_figure(games)
    assert list(length.data[0].x) == [8] and list(length.data[0].y) == [1.0]  # original: 8 turns
    reasons = figs.end_reason_figure(games)
    assert [t.y[0] for t in reasons.data] == [0.0, 1.0]  # original-2008 only ends on the pile
    seats = figs.seat_advantage_figure(games)
    bars = [t for t in seats.data if t.type == "bar"]
    assert len(bars) == 3 and all(len(t.x) == 6 for t in bars)
    assert [t.name for t in bars] == [
        "Dixit (2008)",
        "Dixit Odyssey (2011)",
        "Dixit (2021 refresh)",
    ]
    # the bars are each seat's gap from a fair share (the axis shows a one-point gap), with
    # the gap's 95% error bars; the fair share is the line at 0
    seat_rows = tables.seat_rows(games)
    assert list(bars[0].y) == pytest.approx([100 * r["gap"] for r in seat_rows[:6]])
    assert list(bars[0].error_y.array) == pytest.approx(
        [100 * (r["gap_high"] - r["gap"]) for r in seat_rows[:6]]
    )
    assert sum(bars[0].y) == pytest.approx(0.0, abs=1e-9)  # the shares add up to one
    assert seats.layout.shapes[0].y0 == 0
    # the dotted line is named in the legend, where the bars cannot hide its label
    (fair,) = [t for t in seats.data if t.meta == "fair"]
    assert fair.name == "a fair share: 1/6 = 16.7%"
    rows = tables.game_summary_rows(games)
    assert rows[0]["turns_mean"] == 8.0 and rows[0]["edition"] == "Dixit (2008)"
    assert rows[0]["turns_mean_low"] == rows[0]["turns_mean_high"] == 8.0  # every game: 8


def test_a_chart_is_named_by_its_title_in_plain_text() -> None:
    """Issue 22: the title a screen reader gets for a chart has no Plotly markup in it."""
    fig = go.Figure().update_layout(
        title={"text": "Games ended by the pile<br>(the <b>others</b>)"}
    )
    assert chart_name(fig) == "Games ended by the pile (the others)"
    assert chart_name(go.Figure()) == ""
