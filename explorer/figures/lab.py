"""Figures of the clue-difficulty lab: each builder takes engine results, returns a Figure.

The numbers drawn are exactly the rows of `explorer.lab_tables` (the CSV downloads).
"""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from explorer.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab_tables import (
    end_reason_rows,
    game_length_rows,
    outcome_rows,
    points_rows,
    seat_rows,
)
from explorer.simulate_games import END_REASONS, GamesSummary
from explorer.simulate_rounds import RoundsSummary

OUTCOME_COLOURS = {"none": "#8c6bb1", "some": "#41ab5d", "all": "#fd8d3c"}
REASON_LABELS = {"score_target": "someone reached the score target", "deck": "the pile ran out"}


def _layout(fig: go.Figure, title: str, x: str, y: str) -> go.Figure:
    fig.update_layout(
        title=title,
        xaxis_title=x,
        yaxis_title=y,
        legend_title_text="",
        margin={"l": 40, "r": 20, "t": 60, "b": 40},
    )
    return fig


def sweet_spot_figure(curves: Sequence[SweetSpot]) -> go.Figure:
    """The storyteller's expected points against p, one line per ruleset, maximum marked."""
    fig = go.Figure()
    for c in curves:
        fig.add_trace(go.Scatter(x=c.p, y=c.expected, mode="lines", name=c.ruleset_id))
        fig.add_trace(
            go.Scatter(
                x=[c.best_p],
                y=[c.best_value],
                mode="markers+text",
                marker={"size": 11, "symbol": "star"},
                text=[f"p={c.best_p:.2f}"],
                textposition="top center",
                name=f"{c.ruleset_id} best",
                showlegend=False,
                meta="max",
            )
        )
    players = sorted({c.players for c in curves})
    who = ", ".join(str(n) for n in players)
    return _layout(
        fig,
        f"Storyteller's sweet spot ({who} players): expected points per turn",
        "p — chance that each voter finds the storyteller's card",
        "storyteller's expected points",
    )


def heatmap_figure(h: Heatmap) -> go.Figure:
    fig = go.Figure(
        go.Heatmap(
            x=h.p,
            y=h.players,
            z=h.expected,
            colorscale="Viridis",
            colorbar={"title": "points"},
            hovertemplate="p=%{x:.2f}<br>%{y} players<br>%{z:.2f} points<extra></extra>",
        )
    )
    return _layout(
        fig, f"{h.ruleset_id}: storyteller's expected points", "p", "players"
    ).update_yaxes(dtick=1)


def outcome_bars_figure(
    exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()
) -> go.Figure:
    """Shares of none / some / all found, stacked, one bar per ruleset (and source)."""
    rows = outcome_rows(exact, simulated)
    fig = go.Figure()
    for outcome in ("none", "some", "all"):
        mine = [r for r in rows if r["outcome"] == outcome]
        fig.add_trace(
            go.Bar(
                x=[f"{r['ruleset']} ({r['source']})" for r in mine],
                y=[r["share"] for r in mine],
                name={"none": "nobody found", "some": "some found", "all": "all found"}[outcome],
                marker_color=OUTCOME_COLOURS[outcome],
            )
        )
    fig.update_layout(barmode="stack")
    return _layout(fig, "How rounds end", "", "share of rounds").update_yaxes(range=[0, 1])


def points_histogram_figure(simulated: Sequence[RoundsSummary]) -> go.Figure:
    """Share of rounds by points scored, storyteller and voter side by side."""
    rows = points_rows(simulated)
    fig = make_subplots(rows=1, cols=2, subplot_titles=("Storyteller", "Each voter"))
    for col, role in ((1, "storyteller"), (2, "voter")):
        for s in simulated:
            mine = [r for r in rows if r["ruleset"] == s.ruleset_id and r["role"] == role]
            fig.add_trace(
                go.Bar(
                    x=[r["points"] for r in mine],
                    y=[r["share"] for r in mine],
                    name=s.ruleset_id,
                    legendgroup=s.ruleset_id,
                    showlegend=col == 1,
                ),
                row=1,
                col=col,
            )
    fig.update_layout(barmode="group")
    fig.update_xaxes(title_text="points in the round", dtick=1)
    fig.update_yaxes(title_text="share of rounds", col=1)
    return _layout(fig, "Points per round by role (simulated)", "", "")


def game_length_figure(games: Sequence[GamesSummary]) -> go.Figure:
    rows = game_length_rows(games)
    fig = go.Figure()
    for g in games:
        mine = [r for r in rows if r["ruleset"] == g.ruleset_id]
        fig.add_trace(
            go.Bar(x=[r["turns"] for r in mine], y=[r["share"] for r in mine], name=g.ruleset_id)
        )
    fig.update_layout(barmode="group")
    return _layout(fig, "Game length", "turns played", "share of games").update_xaxes(dtick=1)


def end_reason_figure(games: Sequence[GamesSummary]) -> go.Figure:
    rows = end_reason_rows(games)
    fig = go.Figure()
    for reason in END_REASONS:
        mine = [r for r in rows if r["end_reason"] == reason]
        fig.add_trace(
            go.Bar(
                x=[r["ruleset"] for r in mine],
                y=[r["share"] for r in mine],
                name=REASON_LABELS[reason],
            )
        )
    fig.update_layout(barmode="stack")
    return _layout(fig, "How games end", "", "share of games").update_yaxes(range=[0, 1])


def seat_advantage_figure(games: Sequence[GamesSummary]) -> go.Figure:
    """Chance of winning (shared wins count) by seat; seat 1 tells the first clue."""
    rows = seat_rows(games)
    fig = go.Figure()
    for g in games:
        mine = [r for r in rows if r["ruleset"] == g.ruleset_id]
        fig.add_trace(
            go.Bar(
                x=[r["seat"] for r in mine], y=[r["win_chance"] for r in mine], name=g.ruleset_id
            )
        )
    if games:
        fig.add_hline(
            y=1 / games[0].players,
            line_dash="dot",
            annotation_text="1 / players",
            annotation_position="top left",
        )
    fig.update_layout(barmode="group")
    return _layout(
        fig,
        "Winning chance by seat (seat 1 is the first storyteller)",
        "seat",
        "chance to be among the winners",
    ).update_xaxes(dtick=1)
