"""Lab figures over player counts and decks: the storyteller's exact numbers, and simulated
means with their 95% error bars (game length, games ended by the pile, the winner's margin,
the first storyteller's edge, game length by deck size)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from explorer.figures.colours import edition_colour, edition_style
from explorer.figures.lab.layout import layout, players_text, same_series
from explorer.i18n import N_, _, number, percent
from explorer.lab.forgiving import FORGIVING_SHARE
from explorer.lab.names import label
from explorer.lab.stats import Z95
from explorer.lab.summary import GamesStats
from explorer.lab.sweeps import ExactSweep, GamesSweep
from explorer.limits import DECK_SIZES


def exact_sweep_figure(sweeps: Sequence[ExactSweep], p: float) -> go.Figure:
    """The storyteller's exact expected points at p over player counts (above), and the best p
    at each count with its forgiving range as a band (below: the p keeping 90% of the best),
    one line per edition (editions whose numbers are the same drawn once, named together)."""
    fig = make_subplots(rows=2, cols=1, shared_xaxes=True, vertical_spacing=0.08)
    drawn = same_series(
        sweeps,
        lambda w: (w.players, *(round(x, 9) for x in (*w.expected, *w.best_p, *w.best_value))),
        lambda w: w.ruleset,
    )
    for w, name in drawn:
        style = edition_style(w.ruleset_id)
        line = {"dash": style.dash, "color": style.colour}
        group = label(w.ruleset)
        fig.add_trace(
            go.Scatter(
                x=w.players,
                y=w.expected,
                mode="lines+markers",
                name=name,
                legendgroup=group,
                line=line,
                marker={"symbol": style.symbol, "size": 7},
                hovertemplate=_("players: %{x}<br>points: %{y:.2f}")
                + "<extra>"
                + esc_plotly(group)
                + "</extra>",
            ),
            row=1,
            col=1,
        )
        ranges = [(n, r) for n, r in zip(w.players, w.forgiving, strict=False) if r is not None]
        if ranges:
            xs = [n for n, _r in ranges]
            fig.add_trace(
                go.Scatter(
                    x=[*xs, *reversed(xs)],
                    y=[r[1] for _n, r in ranges] + [r[0] for _n, r in reversed(ranges)],
                    fill="toself",
                    mode="none",
                    fillcolor=style.colour,
                    opacity=0.15,
                    hoverinfo="skip",
                    showlegend=False,
                    legendgroup=group,
                    meta="forgiving",
                ),
                row=2,
                col=1,
            )
        fig.add_trace(
            go.Scatter(
                x=w.players,
                y=w.best_p,
                mode="lines+markers",
                name=name,
                legendgroup=group,
                showlegend=False,
                line=line,
                marker={"symbol": "star", "size": 9},
                customdata=[
                    [v, *(r if r is not None else (None, None))]
                    for v, r in zip(
                        w.best_value, w.forgiving or [None] * len(w.players), strict=True
                    )
                ],
                # TRANSLATORS: hover text; keep the %{…} parts as they are
                hovertemplate=_(
                    "players: %{x}<br>best p: %{y:.2f}<br>points: %{customdata[0]:.2f}"
                    "<br>90%: p from %{customdata[1]:.2f} to %{customdata[2]:.2f}"
                )
                + "<extra>"
                + esc_plotly(group)
                + "</extra>",
            ),
            row=2,
            col=1,
        )
    fig.update_yaxes(
        title_text=_("points per turn<br>at p = {p}").format(p=number(p, 2)),
        rangemode="tozero",
        row=1,
    )
    fig.update_yaxes(
        # TRANSLATORS: the lower panel's axis: the best p, and a band for the p keeping 90% of
        # the best
        title_text=_("best p<br>(band: {share} of the best)").format(
            share=percent(FORGIVING_SHARE)
        ),
        range=[0, 1],
        row=2,
    )
    fig.update_xaxes(dtick=1, title_text=_("players"), row=2)
    fig.update_layout(height=560)
    return layout(
        fig, _("Storyteller over player counts (exact)"), "", "", legend_below=True
    ).update_layout(legend={"y": -0.15})


def esc_plotly(text: str) -> str:
    """Text put into a Plotly template as it is (its `%{` would be read as a placeholder, its
    `<` as markup)."""
    return text.replace("%", "%%").replace("<", "&lt;")


def _band(
    fig: go.Figure,
    x: Sequence[int],
    lo: Sequence[float],
    hi: Sequence[float],
    rid: str,
    cell: dict[str, int],
) -> None:
    """A light band from lo to hi (how much single games vary), behind the means."""
    fig.add_trace(
        go.Scatter(
            x=[*x, *reversed(x)],
            y=[*hi, *reversed(lo)],
            fill="toself",
            mode="none",
            fillcolor=edition_colour(rid),
            opacity=0.15,
            hoverinfo="skip",
            showlegend=False,
            legendgroup=rid,
            meta="band",
        ),
        **cell,
    )


@dataclass(frozen=True)
class Measure:
    """One number of simulated games drawn over player counts or decks: its mean and standard
    error per point, the band of single games where there is one, its unit (hover text), the
    axis title and chart title (messages, written in the reader's language when drawn)."""

    value: Callable[[GamesStats], float]
    se: Callable[[GamesStats], float]
    unit: str
    title: str = ""
    axis: str = ""  # the y axis's title where it is not the unit
    band: Callable[[GamesStats], tuple[float, float]] | None = None
    share: bool = False  # a share of games: the axis runs from 0% to 100%
    zero_line: bool = False  # a dotted line at 0 (above: more than fair)


TURNS = Measure(
    lambda g: g.turns_mean,
    lambda g: g.turns_se,
    N_("turns per game"),
    N_("Game length over player counts (simulated)"),
    band=lambda g: (g.turns_quantile(0.1), g.turns_quantile(0.9)),
)
PILE_ENDS = Measure(
    lambda g: g.end_share("deck"),
    lambda g: g.end_share_se("deck"),
    N_("share of games"),
    N_("Games ended by the pile<br>(the others: by the score target)"),
    share=True,
)
MARGIN = Measure(
    lambda g: g.margin_mean,
    lambda g: g.margin_se,
    N_("winner's lead in points"),
    N_("Winner's margin over player counts (simulated)"),
    band=lambda g: (g.margin_quantile(0.1), g.margin_quantile(0.9)),
)
FIRST_SEAT = Measure(
    lambda g: 100 * g.first_seat_gap,
    lambda g: 100 * g.seat_se(0),
    N_("percentage points"),
    # TRANSLATORS: a chart title; below 0 the first storyteller wins less than a fair share
    N_("Seat 1 (the first storyteller): wins less<br>a fair share (simulated)"),
    N_("share of wins less a fair share (percentage points)"),
    zero_line=True,
)


def _means(
    fig: go.Figure,
    sweeps: Sequence[GamesSweep],
    m: Measure,
    x_of: Callable[[GamesStats], int],
    x_label: str,
    row: int | None = None,
    showlegend: bool = True,
) -> go.Figure:
    """Means with 95% error bars (chance: other seeds), one line per edition, and a light band
    for how much single games vary where the measure has one (into panel `row`, where given)."""
    cell: dict[str, int] = {} if row is None else {"row": row, "col": 1}
    for w in sweeps:
        x = [x_of(g) for g in w.points]
        style = edition_style(w.ruleset_id)
        name = label(w.ruleset)
        if m.band is not None:
            lo_hi = [m.band(g) for g in w.points]
            _band(fig, x, [a for a, _b in lo_hi], [b for _a, b in lo_hi], w.ruleset_id, cell)
        fig.add_trace(
            go.Scatter(
                x=x,
                y=[m.value(g) for g in w.points],
                mode="lines+markers",
                name=name,
                legendgroup=w.ruleset_id,
                showlegend=showlegend,
                line={"dash": style.dash, "color": style.colour},
                marker={"symbol": style.symbol, "size": 7},
                error_y={"type": "data", "array": [Z95 * m.se(g) for g in w.points]},
                hovertemplate=x_label
                + ": %{x}<br>"
                + _(m.unit)
                + ": %{y:.3~f} ± %{error_y.array:.2~f}<extra>"
                + esc_plotly(name)
                + "</extra>",
            ),
            **cell,
        )
    return fig


def sweep_figure(m: Measure, sweeps: Sequence[GamesSweep]) -> go.Figure:
    """One measure of simulated games over player counts, one line per edition."""
    fig = _means(go.Figure(), sweeps, m, lambda g: g.players, _("players"))
    if m.zero_line:
        fig.add_hline(y=0, line_dash="dot", line_color="black")
    fig = layout(
        fig, _(m.title), _("players"), _(m.axis or m.unit), legend_below=True
    ).update_xaxes(dtick=1)
    return fig.update_yaxes(range=[-0.05, 1.05], tickformat=".0%") if m.share else fig


def deck_sweep_figure(sweeps: Sequence[GamesSweep]) -> go.Figure:
    """Game length by deck size (above) and the share of games the pile ends (below), each
    mean with its 95% error bar."""
    fig = make_subplots(rows=2, cols=1, shared_xaxes=True, vertical_spacing=0.1)
    deck, x_label = (lambda g: g.deck), _("cards in the deck")
    _means(fig, sweeps, TURNS, deck, x_label, row=1)
    _means(fig, sweeps, PILE_ENDS, deck, x_label, row=2, showlegend=False)
    fig.update_yaxes(title_text=_("turns per game"), row=1)
    fig.update_yaxes(
        title_text=_("games ended<br>by the pile"), range=[-0.05, 1.05], tickformat=".0%", row=2
    )
    fig.update_xaxes(tickvals=list(DECK_SIZES), range=[60, 276])
    fig.update_xaxes(title_text=_("cards in the deck"), row=2)
    fig.update_layout(height=560)
    return layout(
        fig,
        # TRANSLATORS: {players} is "6 players"
        _("Game length by deck size, {players} (simulated)").format(
            players=players_text({n for w in sweeps for n in w.players})
        ),
        "",
        "",
        legend_below=True,
    ).update_layout(legend={"y": -0.15})
