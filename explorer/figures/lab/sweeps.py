"""Lab figures over player counts and decks: the storyteller's exact numbers, and simulated
means with their 95% error bars (game length, games ended by the pile, the winner's margin,
the first storyteller's edge, game length by deck size)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from explorer.figures.colours import edition_colour
from explorer.figures.lab.layout import DASHES, layout, players_text
from explorer.i18n import _, number, tr
from explorer.lab.summary import Z95, GamesStats
from explorer.lab.sweeps import ExactSweep, GamesSweep
from explorer.limits import DECK_SIZES


def exact_sweep_figure(sweeps: Sequence[ExactSweep], p: float) -> go.Figure:
    """The storyteller's exact expected points at p over player counts (above) and the best p
    at each count (below), one line per edition."""
    fig = make_subplots(rows=2, cols=1, shared_xaxes=True, vertical_spacing=0.08)
    for i, w in enumerate(sweeps):
        style = {"dash": DASHES[i % len(DASHES)], "color": edition_colour(w.ruleset_id)}
        fig.add_trace(
            go.Scatter(
                x=w.players,
                y=w.expected,
                mode="lines+markers",
                name=tr(w.name),
                legendgroup=w.ruleset_id,
                line=style,
                hovertemplate=_("players: %{x}<br>points: %{y:.2f}")
                + "<extra>"
                + tr(w.name)
                + "</extra>",
            ),
            row=1,
            col=1,
        )
        fig.add_trace(
            go.Scatter(
                x=w.players,
                y=w.best_p,
                mode="lines+markers",
                name=tr(w.name),
                legendgroup=w.ruleset_id,
                showlegend=False,
                line=style,
                marker={"symbol": "star", "size": 9},
                customdata=w.best_value,
                hovertemplate=_("players: %{x}<br>best p: %{y:.2f}<br>points: %{customdata:.2f}")
                + "<extra>"
                + tr(w.name)
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
    fig.update_yaxes(title_text=_("best p"), range=[0, 1], row=2)
    fig.update_xaxes(dtick=1, title_text=_("players"), row=2)
    fig.update_layout(height=520)
    return layout(
        fig, _("Storyteller over player counts (exact)"), "", "", legend_below=True
    ).update_layout(legend={"y": -0.15})


def _band(
    fig: go.Figure, x: Sequence[int], lo: Sequence[float], hi: Sequence[float], rid: str
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
        )
    )


def _sweep_means(
    sweeps: Sequence[GamesSweep],
    value: Callable[[GamesStats], float],
    se: Callable[[GamesStats], float],
    *,
    x_of: Callable[[GamesStats], int],
    band: Callable[[GamesStats], tuple[float, float]] | None = None,
    x_label: str = "",
    unit: str = "",
) -> go.Figure:
    """Means with 95% error bars (chance: other seeds), one line per edition; a light band
    for how much single games vary, where given."""
    fig = go.Figure()
    for i, w in enumerate(sweeps):
        x = [x_of(g) for g in w.points]
        if band is not None:
            lo_hi = [band(g) for g in w.points]
            _band(fig, x, [a for a, _b in lo_hi], [b for _a, b in lo_hi], w.ruleset_id)
        fig.add_trace(
            go.Scatter(
                x=x,
                y=[value(g) for g in w.points],
                mode="lines+markers",
                name=tr(w.name),
                legendgroup=w.ruleset_id,
                line={"dash": DASHES[i % len(DASHES)], "color": edition_colour(w.ruleset_id)},
                error_y={"type": "data", "array": [Z95 * se(g) for g in w.points]},
                hovertemplate=x_label
                + ": %{x}<br>"
                + unit
                + ": %{y:.3~f} ± %{error_y.array:.2~f}<extra>"
                + tr(w.name)
                + "</extra>",
            )
        )
    return fig


def sweep_length_figure(sweeps: Sequence[GamesSweep]) -> go.Figure:
    fig = _sweep_means(
        sweeps,
        lambda g: g.turns_mean,
        lambda g: g.turns_se,
        x_of=lambda g: g.players,
        band=lambda g: (g.turns_quantile(0.1), g.turns_quantile(0.9)),
        x_label=_("players"),
        unit=_("turns per game"),
    )
    return layout(
        fig,
        _("Game length over player counts (simulated)"),
        _("players"),
        _("turns per game"),
        legend_below=True,
    ).update_xaxes(dtick=1)


def sweep_end_figure(sweeps: Sequence[GamesSweep]) -> go.Figure:
    fig = _sweep_means(
        sweeps,
        lambda g: g.end_share("deck"),
        lambda g: g.end_share_se("deck"),
        x_of=lambda g: g.players,
        x_label=_("players"),
        unit=_("share of games"),
    )
    return (
        layout(
            fig,
            _("Games ended by the pile<br>(the others: by the score target)"),
            _("players"),
            _("share of games"),
            legend_below=True,
        )
        .update_xaxes(dtick=1)
        .update_yaxes(range=[-0.05, 1.05], tickformat=".0%")
    )


def sweep_margin_figure(sweeps: Sequence[GamesSweep]) -> go.Figure:
    fig = _sweep_means(
        sweeps,
        lambda g: g.margin_mean,
        lambda g: g.margin_se,
        x_of=lambda g: g.players,
        band=lambda g: (g.margin_quantile(0.1), g.margin_quantile(0.9)),
        x_label=_("players"),
        unit=_("winner's lead in points"),
    )
    return layout(
        fig,
        _("Winner's margin over player counts (simulated)"),
        _("players"),
        _("winner's lead in points"),
        legend_below=True,
    ).update_xaxes(dtick=1)


def sweep_seat_figure(sweeps: Sequence[GamesSweep]) -> go.Figure:
    fig = _sweep_means(
        sweeps,
        lambda g: 100 * g.first_seat_edge,
        lambda g: 100 * g.seat_se(0),
        x_of=lambda g: g.players,
        x_label=_("players"),
        unit=_("percentage points"),
    )
    fig.add_hline(y=0, line_dash="dot", line_color="black")
    return layout(
        fig,
        _("Seat advantage: the first storyteller's wins<br>over a fair share (simulated)"),
        _("players"),
        _("percentage points"),
        legend_below=True,
    ).update_xaxes(dtick=1)


def deck_sweep_figure(sweeps: Sequence[GamesSweep]) -> go.Figure:
    fig = _sweep_means(
        sweeps,
        lambda g: g.turns_mean,
        lambda g: g.turns_se,
        x_of=lambda g: g.deck,
        band=lambda g: (g.turns_quantile(0.1), g.turns_quantile(0.9)),
        x_label=_("cards in the deck"),
        unit=_("turns per game"),
    )
    return layout(
        fig,
        # TRANSLATORS: {players} is "6 players"
        _("Game length by deck size, {players} (simulated)").format(
            players=players_text({n for w in sweeps for n in w.players})
        ),
        _("cards in the deck"),
        _("turns per game"),
        legend_below=True,
    ).update_xaxes(tickvals=list(DECK_SIZES), range=[60, 276])
