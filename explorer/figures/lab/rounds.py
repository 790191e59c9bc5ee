"""Lab figures of one round: the storyteller's sweet spot, the heatmap over player counts, how
rounds end, and points per round."""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from explorer.figures.colours import (
    CHART_TEXT,
    OUTCOME_PALETTE,
    PATTERNS,
    ROLE_PALETTE,
    bar_marker,
    edition_style,
)
from explorer.figures.lab.layout import (
    AXIS_CHARS,
    apart,
    layout,
    players_text,
    same_series,
    short,
    wrap,
)
from explorer.i18n import N_, _, number, percent
from explorer.lab.cite import ident
from explorer.lab.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab.forgiving import FORGIVING_SHARE
from explorer.lab.names import label
from explorer.lab.rounds import RoundsSummary
from explorer.lab.tables import outcome_rows, points_rows
from explorer.rules.ruleset import Ruleset

OUTCOMES = ("none", "some", "all")
# TRANSLATORS: how a number was found, under each bar of the "How rounds end" chart
SOURCE_LABELS = {"exact": N_("exact"), "simulated": N_("simulated")}
OUTCOME_LABELS = {"none": N_("nobody found"), "some": N_("some found"), "all": N_("all found")}
ROLE_LABELS = {"storyteller": N_("storyteller"), "voter": N_("a voter")}


def sweet_spot_figure(curves: Sequence[SweetSpot]) -> go.Figure:
    """The storyteller's expected points against p, one line per curve (editions whose curves
    are the same drawn once, named together), each maximum starred and labelled once, the
    labels placed apart (`apart`)."""
    fig = go.Figure()
    drawn = same_series(curves, lambda c: tuple(round(y, 9) for y in c.expected), _ruleset)
    offsets = apart([(c.best_p, c.best_value) for c, _name in drawn], 1.0)
    for i, ((c, name), (ax, ay)) in enumerate(zip(drawn, offsets, strict=True)):
        style = edition_style(c.ruleset_id)
        fig.add_trace(
            go.Scatter(
                x=c.p,
                y=c.expected,
                mode="lines",
                name=name,
                line={"dash": style.dash, "width": 3 if i == 0 else 2, "color": style.colour},
            )
        )
        fig.add_trace(
            go.Scatter(
                x=[c.best_p],
                y=[c.best_value],
                mode="markers",
                marker={"size": 11, "symbol": "star", "color": style.colour},
                name=_("{edition}: best").format(edition=name),
                showlegend=False,
                meta="max",
            )
        )
        fig.add_annotation(
            x=c.best_p,
            y=c.best_value,
            text="p=" + number(c.best_p, 2),
            ax=ax,
            ay=ay,
            showarrow=True,
            arrowhead=0,
            arrowcolor=style.colour,
            bgcolor="rgba(255,255,255,0.85)",
            bordercolor=style.colour,
            borderpad=2,
        )
    top = max((c.best_value for c, _name in drawn), default=1.0) or 1.0
    return layout(
        fig,
        # TRANSLATORS: {players} is "6 players"
        _("Storyteller's sweet spot, {players}").format(
            players=players_text({c.players for c in curves})
        ),
        _("p: chance that each voter finds the card"),
        _("storyteller's expected points per turn"),
        legend_below=True,
    ).update_yaxes(range=[0, top * 1.3])  # room above the peaks for their labels


def _ruleset(c: SweetSpot) -> Ruleset:
    return c.ruleset


def heatmap_figure(h: Heatmap) -> go.Figure:
    """The storyteller's expected points over p and player counts, the best p of each count
    starred and the forgiving range (the p keeping 90% of the best) drawn as a band of two
    lines."""
    fig = go.Figure(
        go.Heatmap(
            x=h.p,
            y=h.players,
            z=h.expected,
            colorscale="Viridis",
            colorbar={"title": _("points<br>per turn")},
            # TRANSLATORS: hover text; keep the %{…} parts as they are
            hovertemplate=_("p=%{x:.2f}<br>players: %{y}<br>points: %{z:.2f}") + "<extra></extra>",
            name=_("expected points"),
        )
    )
    best = [row.index(max(row)) for row in h.expected]
    fig.add_trace(
        go.Scatter(
            x=[h.p[i] for i in best],
            y=list(h.players),
            mode="markers",
            marker={"symbol": "star", "size": 10, "color": "white", "line": {"width": 1}},
            name=_("best p at each player count"),
            showlegend=True,
            meta="max",
        )
    )
    ranges = [(n, r) for n, r in zip(h.players, h.forgiving, strict=False) if r is not None]
    if ranges:
        share = percent(FORGIVING_SHARE)
        for end, shown in ((0, True), (1, False)):
            fig.add_trace(
                go.Scatter(
                    x=[r[end] for _n, r in ranges],
                    y=[n for n, _r in ranges],
                    # white dashes, and a white dot ringed in dark at each player count: seen
                    # on the heatmap's bright end and, by the ring, in the legend (a white line
                    # alone is nothing on the legend's white)
                    mode="lines+markers",
                    line={"color": "white", "dash": "dash", "width": 2},
                    marker={
                        "size": 6,
                        "color": "white",
                        "line": {"color": CHART_TEXT, "width": 1.5},
                    },
                    # TRANSLATORS: the band on the heatmap: "p keeping 90% of the best"
                    name=_("p keeping {share} of the best").format(share=share),
                    legendgroup="forgiving",
                    showlegend=shown,
                    hovertemplate=_("players: %{y}<br>p: %{x:.2f}") + "<extra></extra>",
                    meta="forgiving",
                )
            )
    return layout(
        fig,
        _("Storyteller's expected points<br>{edition}").format(edition=label(h.ruleset)),
        _("p: chance that each voter finds the card"),
        _("players"),
    ).update_yaxes(dtick=1)


def outcome_bars_figure(
    exact: Sequence[ExactRound], simulated: Sequence[RoundsSummary] = ()
) -> go.Figure:
    """Shares of none / some / all found, stacked, one bar per ruleset (and source)."""
    rows = outcome_rows(exact, simulated)
    fig = go.Figure()
    for k, outcome in enumerate(OUTCOMES):
        mine = [r for r in rows if r["outcome"] == outcome]
        fig.add_trace(
            go.Bar(
                x=[
                    [short(r["edition"]) for r in mine],
                    [_(SOURCE_LABELS[r["source"]]) for r in mine],
                ],
                y=[r["share"] for r in mine],
                name=_(OUTCOME_LABELS[outcome]),
                marker=bar_marker(OUTCOME_PALETTE[outcome], PATTERNS[k]),
            )
        )
    fig.update_layout(barmode="stack")
    return layout(fig, _("How rounds end"), "", _("share of rounds")).update_yaxes(
        range=[0, 1], tickformat=".0%"
    )


def points_histogram_figure(
    simulated: Sequence[RoundsSummary], exact: Sequence[ExactRound] = ()
) -> go.Figure:
    """Share of rounds by points scored: a column per ruleset, storyteller above, a voter
    below; bars are simulated, diamonds the exact distribution where it is known."""
    rows = points_rows(simulated)
    exact_by_id = {e.ruleset_id: e for e in exact}
    # a row per edition, a column per role: two wide panels read on a phone, five narrow
    # columns side by side did not
    n = max(len(simulated), 1)
    fig = make_subplots(
        rows=n,
        cols=2,
        column_titles=[_(ROLE_LABELS["storyteller"]), _(ROLE_LABELS["voter"])],
        shared_xaxes=True,
        vertical_spacing=min(0.06, 0.3 / n),
        horizontal_spacing=0.08,
    )
    for row, s in enumerate(simulated, start=1):
        for col, role in ((1, "storyteller"), (2, "voter")):
            mine = [r for r in rows if r["ruleset"] == ident(s.ruleset) and r["role"] == role]
            fig.add_trace(
                go.Bar(
                    x=[r["points"] for r in mine],
                    y=[r["share"] for r in mine],
                    width=0.8,
                    marker_color=ROLE_PALETTE[role],
                    # TRANSLATORS: {role} is "storyteller" or "a voter"
                    name=_("{role} (simulated)").format(role=_(ROLE_LABELS[role])),
                    legendgroup=role,
                    showlegend=row == 1,
                    meta=f"{s.ruleset_id}:{role}",
                ),
                row=row,
                col=col,
            )
            e = exact_by_id.get(s.ruleset_id)
            dist = None if e is None else e.storyteller if role == "storyteller" else e.voter
            if dist is not None:
                fig.add_trace(
                    go.Scatter(
                        x=dist.values,
                        y=dist.probs,
                        mode="markers",
                        marker={"symbol": "diamond-open", "size": 9, "color": "black"},
                        name=_(SOURCE_LABELS["exact"]),
                        legendgroup="exact",
                        showlegend=row == 1 and col == 1,
                        meta="exact",
                    ),
                    row=row,
                    col=col,
                )
        fig.update_yaxes(title_text=short(label(s.ruleset)), row=row, col=1)
    top = max([int(r["points"]) for r in rows] + [max(e.storyteller.values) for e in exact] + [0])
    top = max([top] + [max(e.voter.values) for e in exact if e.voter is not None])
    fig.update_xaxes(dtick=1, tick0=0, range=[-0.6, top + 0.6])
    fig.update_xaxes(title_text=wrap(_("points in the round"), AXIS_CHARS), row=n)
    fig.update_yaxes(tickformat=".0%", rangemode="tozero")
    fig.update_layout(height=160 + 170 * n)
    layout(fig, _("Points per round: share of rounds"), "", "")
    # the legend goes to the foot: at the top it would sit on the column titles
    return fig.update_layout(
        legend={"yref": "container", "y": 0.0, "yanchor": "bottom"},
        margin={"t": 80, "b": 90},
    )
