"""Lab figures of whole games: game length, how games end, wins by seat (each seat's gap from a
fair share, with its 95% error bar)."""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go

from explorer.figures.colours import OUTCOME_PALETTE, PATTERNS, bar_marker, edition_style
from explorer.figures.lab.layout import layout, short
from explorer.i18n import N_, _, number, percent
from explorer.lab.cite import ident
from explorer.lab.games import END_REASONS, GamesSummary
from explorer.lab.names import label
from explorer.lab.stats import LEVEL
from explorer.lab.summary import GamesStats, as_stats
from explorer.lab.tables import end_reason_rows, game_length_rows, seat_rows

REASON_COLOURS = {"score_target": OUTCOME_PALETTE["some"], "deck": OUTCOME_PALETTE["none"]}

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
        mine = [r for r in rows if r["ruleset"] == ident(g.ruleset)]
        style = edition_style(g.ruleset_id)
        fig.add_trace(
            go.Bar(
                x=[r["turns"] for r in mine],
                y=[r["share"] for r in mine],
                name=label(g.ruleset),
                marker=style.bar,
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
    for k, reason in enumerate(END_REASONS):
        mine = [r for r in rows if r["end_reason"] == reason]
        fig.add_trace(
            go.Bar(
                x=[short(r["edition"]) for r in mine],
                y=[r["share"] for r in mine],
                name=_(REASON_LABELS[reason]),
                marker=bar_marker(REASON_COLOURS[reason], PATTERNS[k]),
                customdata=[[r["share_low"], r["share_high"]] for r in mine],
                # TRANSLATORS: hover text; keep the %{…} parts as they are
                hovertemplate=_(
                    "%{y:.1%} (95% interval: %{customdata[0]:.1%} to %{customdata[1]:.1%})"
                )
                + "<extra></extra>",
            )
        )
    fig.update_layout(barmode="stack")
    return layout(fig, _("How games end"), "", _("share of games")).update_yaxes(
        range=[0, 1], tickformat=".0%"
    )


def seat_advantage_figure(played: Games) -> go.Figure:
    """Each seat's share of the wins (a win shared by k players counts 1/k) less a fair share,
    in percentage points, with its 95% error bar: a bar above 0 wins more than a fair share.
    The axis is the gap, so a one-point gap shows; seat 1 tells first."""
    games = as_stats(played)
    rows = seat_rows(games)
    fig = go.Figure()
    for g in games:
        mine = [r for r in rows if r["ruleset"] == ident(g.ruleset)]
        style = edition_style(g.ruleset_id)
        fig.add_trace(
            go.Bar(
                x=[r["seat"] for r in mine],
                y=[100 * r["gap"] for r in mine],
                name=label(g.ruleset),
                marker=style.bar,
                error_y={
                    "type": "data",
                    "array": [100 * (r["gap_high"] - r["gap"]) for r in mine],
                    "color": "#333333",
                    "thickness": 1.5,
                },
                customdata=[r["win_share"] for r in mine],
                # TRANSLATORS: hover text; keep the %{…} parts as they are
                hovertemplate=_("seat %{x}: %{customdata:.1%} of the wins, %{y:+.1f} points")
                + "<extra></extra>",
            )
        )
    if games:
        n = games[0].players
        fig.add_hline(y=0, line_dash="dot", line_color="black", layer="above")
        # named in the legend: a label on the line itself hides behind the bars
        fig.add_trace(
            go.Scatter(
                x=[None],
                y=[None],
                mode="lines",
                line={"dash": "dot", "color": "black"},
                name=_("a fair share: 1/{players} = {share}").format(
                    players=number(n), share=percent(1 / n, 1)
                ),
                meta="fair",
            )
        )
    fig.update_layout(barmode="group")
    return layout(
        fig,
        _("Wins by seat: gap from a fair share (seat 1 is the first storyteller)"),
        _("seat"),
        # TRANSLATORS: the y axis of "Wins by seat"; {level} is "95%"
        _("share of wins less a fair share (percentage points; bars: {level} intervals)").format(
            level=percent(LEVEL)
        ),
        legend_below=True,
    ).update_xaxes(dtick=1)
