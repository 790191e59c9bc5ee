"""Figures for the Score-a-round page."""

from __future__ import annotations

from typing import Any

from explorer.figures.colours import edition_style, readable_text
from explorer.i18n import _, tr
from explorer.round.compare import Comparison
from explorer.text.escape import html_text

TICK_CHARS = 14


def _short(name: str) -> str:
    return name if len(name) <= TICK_CHARS else name[: TICK_CHARS - 1] + "…"


def points_bar_chart(c: Comparison) -> Any:
    """A grouped bar chart: players along the axis, one bar per playable ruleset, told apart by
    colour and by fill pattern (`edition_style`); every text readable (`readable_text`)."""
    import plotly.graph_objects as go

    fig = go.Figure()
    players = list(c.situation.players)
    # names are user text: escape them, as plotly reads tags such as <b> in labels
    labels = [
        html_text(_("{name} (storyteller)").format(name=p) if i == c.situation.storyteller else p)
        for i, p in enumerate(players)
    ]
    for v in c.verdicts:
        if v.result is None:
            continue
        pts = v.result.points
        name = html_text(tr(v.ruleset.name))
        style = edition_style(v.ruleset.id)
        fig.add_bar(
            name=name,
            x=list(range(len(players))),  # by seat: two look-alike labels never merge
            customdata=labels,
            y=[pts[p] for p in players],
            text=[pts[p] for p in players],
            textposition="outside",
            marker=style.bar,  # its colour, its pattern over it in white
            # TRANSLATORS: Plotly hover text: keep %{customdata} (the player) and %{y} (points).
            hovertemplate=_("%{customdata}: %{y} points") + "<extra>" + name + "</extra>",
        )
    fig.update_layout(
        barmode="group",
        yaxis_title=_("points this round"),
        legend_title_text=_("Ruleset"),
        legend={"orientation": "h", "yanchor": "bottom", "y": 1.02, "x": 0},
        margin={"l": 10, "r": 10, "t": 40, "b": 10},
        height=380,
    )
    fig.update_yaxes(rangemode="tozero", dtick=1)
    # long names would squash the bars under slanted labels: the axis shows a short form, the
    # hover the whole name
    ticks = [
        html_text(
            _("{name} (storyteller)").format(name=_short(p))
            if i == c.situation.storyteller
            else _short(p)
        )
        for i, p in enumerate(players)
    ]
    fig.update_xaxes(tickmode="array", tickvals=list(range(len(players))), ticktext=ticks)
    return readable_text(fig)
