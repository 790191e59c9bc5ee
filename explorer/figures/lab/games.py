"""Lab figures of whole games: game length, how games end, wins by seat."""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go

from explorer.figures.colours import edition_colour
from explorer.figures.lab.layout import layout, short
from explorer.i18n import N_, _, percent
from explorer.lab.games import END_REASONS, GamesSummary
from explorer.lab.names import label
from explorer.lab.summary import GamesStats, as_stats
from explorer.lab.tables import end_reason_rows, game_length_rows, seat_rows

REASON_LABELS = {
    "score_target": N_("someone reached the score target"),
    "deck": N_("the pile ran out"),
}


Games = Sequence[GamesSummary | GamesStats]


def game_length_figure(played: Games) -> go.Figure:
    games = as_stats(played)
    rows = game_length_rows(games)
    fig = go.Figure()
    for g in games:
        mine = [r for r in rows if r["ruleset"] == g.ruleset_id]
        fig.add_trace(
            go.Bar(
                x=[r["turns"] for r in mine],
                y=[r["share"] for r in mine],
                name=label(g.ruleset),
                marker_color=edition_colour(g.ruleset_id),
            )
        )
    fig.update_layout(barmode="group")
    return (
        layout(
            fig,
            _("Game length"),
            _("turns played (one storyteller each)"),
            _("share of games"),
            legend_below=True,
        )
        .update_xaxes(dtick=1)
        .update_yaxes(tickformat=".0%")
    )


def end_reason_figure(played: Games) -> go.Figure:
    games = as_stats(played)
    rows = end_reason_rows(games)
    fig = go.Figure()
    for reason in END_REASONS:
        mine = [r for r in rows if r["end_reason"] == reason]
        fig.add_trace(
            go.Bar(
                x=[short(r["edition"]) for r in mine],
                y=[r["share"] for r in mine],
                name=_(REASON_LABELS[reason]),
            )
        )
    fig.update_layout(barmode="stack")
    return layout(fig, _("How games end"), "", _("share of games")).update_yaxes(
        range=[0, 1], tickformat=".0%"
    )


def seat_advantage_figure(played: Games) -> go.Figure:
    """Share of wins by seat (a win shared by k players counts 1/k); seat 1 tells first."""
    games = as_stats(played)
    rows = seat_rows(games)
    fig = go.Figure()
    for g in games:
        mine = [r for r in rows if r["ruleset"] == g.ruleset_id]
        fig.add_trace(
            go.Bar(
                x=[r["seat"] for r in mine],
                y=[r["win_share"] for r in mine],
                name=label(g.ruleset),
                marker_color=edition_colour(g.ruleset_id),
            )
        )
    if games:
        n = games[0].players
        fig.add_hline(
            y=1 / n,
            line_dash="dot",
            line_color="black",
            layer="above",
        )
        # named in the legend: a label on the line itself hides behind the bars
        fig.add_trace(
            go.Scatter(
                x=[None],
                y=[None],
                mode="lines",
                line={"dash": "dot", "color": "black"},
                name=_("a fair share: 1/{players} = {share}").format(
                    players=n, share=percent(1 / n, 1)
                ),
                meta="fair",
            )
        )
    fig.update_layout(barmode="group")
    return (
        layout(
            fig,
            _("Wins by seat (seat 1 is the first storyteller)"),
            _("seat"),
            _("share of wins (ties split)"),
            legend_below=True,
        )
        .update_xaxes(dtick=1)
        .update_yaxes(tickformat=".1%")
    )
