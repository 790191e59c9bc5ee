"""The game night's score track: the board's 0-30 path, each player's rabbit on it in their
colour, the box's score target marked.

The track snakes in rows of eight (0-7 left to right, 8-15 back, 16-23, 24-30 back), as a
board's track winds; a rabbit past 30 goes round again (31 sits on 0, ringed in white), as on a
real board. Every rabbit says its player and total on hover, and is told apart by its colour
and its marker's shape (`player_style`); the page writes the standings beside the figure as
its text alternative.
"""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go

from explorer.figures.colours import player_style, readable_text
from explorer.i18n import _, number
from explorer.text.escape import html_text
from explorer.text.names import count

TRACK = 31  # spaces 0 to 30
ROW = 8  # spaces in a row of the track


def space_xy(space: int) -> tuple[float, float]:
    """Where space 0-30 sits: its column and row (row 0 at the top)."""
    row, col = divmod(space, ROW)
    return float(col if row % 2 == 0 else ROW - 1 - col), float(row)


def _offsets(rabbits: int) -> list[tuple[float, float]]:
    """Where `rabbits` rabbits stand inside one space (a small grid, below its number)."""
    across = 1 if rabbits == 1 else 2 if rabbits <= 4 else 3 if rabbits <= 9 else 4
    step = 0.56 / across
    out = []
    for i in range(rabbits):
        r, c = divmod(i, across)
        out.append((-0.28 + step * (c + 0.5), 0.02 + 0.15 * r))
    return out


def score_track_figure(
    players: Sequence[str], totals: Sequence[int], target: int | None
) -> go.Figure:
    """The score track with one rabbit per player at their total (`target`: the box's score
    target, marked; None for a box without one)."""
    fig = go.Figure()
    spaces = [space_xy(s) for s in range(TRACK)]
    fig.add_trace(
        go.Scatter(
            x=[x for x, _y in spaces],
            y=[y for _x, y in spaces],
            mode="lines",
            line={"color": "#d9cfc1", "width": 14},
            hoverinfo="skip",
            showlegend=False,
        )
    )
    fill = ["#f4c542" if target is not None and s == target else "#fbf7f0" for s in range(TRACK)]
    fig.add_trace(
        go.Scatter(
            x=[x for x, _y in spaces],
            y=[y - 0.22 for _x, y in spaces],
            mode="markers+text",
            marker={
                "symbol": "square",
                "size": 30,
                "color": fill,
                "line": {"color": "#8a7a66", "width": 1},
            },
            text=[number(s) for s in range(TRACK)],
            textfont={"size": 11, "color": "#5a4a36"},
            hoverinfo="skip",
            showlegend=False,
        )
    )
    by_space: dict[int, list[int]] = {}
    for seat, total in enumerate(totals):
        by_space.setdefault(max(total, 0) % TRACK, []).append(seat)
    size = {1: 16, 2: 14, 3: 14, 4: 14}
    for seat, (name, total) in enumerate(zip(players, totals, strict=True)):
        space = max(total, 0) % TRACK
        here = by_space[space]
        dx, dy = _offsets(len(here))[here.index(seat)]
        x, y = space_xy(space)
        lapped = total >= TRACK
        style = player_style(seat)
        fig.add_trace(
            go.Scatter(
                x=[x + dx],
                y=[y + dy],
                mode="markers",
                name=html_text(name),  # names are user text; Plotly reads tags in them
                marker={
                    "size": size.get(len(here), 11),
                    "color": style.colour,
                    "symbol": style.symbol,
                    "line": {
                        "color": "#ffffff" if lapped else "#333333",
                        "width": 3 if lapped else 1,
                    },
                },
                hovertemplate=html_text(f"{name}: {count(total, 'point')}") + "<extra></extra>",
            )
        )
    if target is not None and target < TRACK:
        tx, ty = space_xy(target)
        fig.add_annotation(
            x=tx,
            y=ty + 0.42,
            text=_("target"),
            showarrow=False,
            font={"size": 10, "color": "#5c4800"},  # 4.5:1 or more on the track and the page
        )
    fig.update_xaxes(visible=False, range=[-0.6, ROW - 0.4], fixedrange=True)
    fig.update_yaxes(visible=False, range=[3.65, -0.65], fixedrange=True)
    fig.update_layout(
        height=330,
        margin={"l": 4, "r": 4, "t": 4, "b": 4},
        plot_bgcolor="#ffffff",
        legend={"orientation": "h", "yanchor": "top", "y": -0.02, "x": 0},
        dragmode=False,
    )
    return readable_text(fig)
