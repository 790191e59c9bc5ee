"""Figures for the practice page: the standings over a whole game."""

from __future__ import annotations

import plotly.graph_objects as go

from explorer.figures.colours import CHART_TEXT, player_style, readable_text
from explorer.game.state import GameState
from explorer.i18n import _, number
from explorer.text.escape import html_text


def standings_figure(state: GameState) -> go.Figure:
    """Scores after each turn, one line per player (its colour, marker symbol and dash:
    `player_style`); the score target as a dashed line; every text readable (`readable_text`)."""
    fig = go.Figure()
    turns = [0] + [r.turn for r in state.history]
    for seat, name in enumerate(state.players):
        ys = [0] + [r.scores_after[seat] for r in state.history]
        style = player_style(seat)
        fig.add_trace(
            go.Scatter(
                x=turns,
                y=ys,
                mode="lines+markers",
                name=html_text(name),  # names are user text; Plotly reads tags in them
                line={"color": style.colour, "dash": style.dash},
                marker={"symbol": style.symbol, "size": 8},
                hovertemplate=_("turn %{x}: %{y} points") + "<extra>%{fullData.name}</extra>",
            )
        )
    target = state.rules.end_conditions.score_target
    if target is not None:
        fig.add_hline(
            y=target,
            line_dash="dash",
            line_color=CHART_TEXT,
            annotation_text=_("target {points}").format(points=number(target)),
        )
    fig.update_layout(
        title=_("Scores after each turn"),
        xaxis_title=_("turn"),
        yaxis_title=_("points"),
        height=420,
        margin={"l": 40, "r": 20, "t": 60, "b": 40},
        legend_title_text=_("player"),
    )
    fig.update_xaxes(dtick=1)  # whole turns: no "turn 1.5"
    return readable_text(fig)
