"""Figures of the clue-difficulty lab: each builder takes engine results, returns a Figure.

The numbers drawn are exactly the rows of `explorer.lab.tables` (the CSV downloads).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from explorer.figures.colours import edition_colour
from explorer.lab.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab.games import END_REASONS, GamesSummary
from explorer.lab.rounds import RoundsSummary
from explorer.lab.summary import Z95, GamesStats, as_stats
from explorer.lab.sweeps import ExactSweep, GamesSweep
from explorer.lab.tables import (
    end_reason_rows,
    game_length_rows,
    outcome_rows,
    points_rows,
    seat_rows,
)
from explorer.lab.takeaways import edition_name
from explorer.limits import DECK_SIZES

OUTCOME_COLOURS = {"none": "#8c6bb1", "some": "#41ab5d", "all": "#fd8d3c"}
DASHES = ("solid", "dash", "dot", "dashdot", "longdash")
REASON_LABELS = {"score_target": "someone reached the score target", "deck": "the pile ran out"}


def _layout(fig: go.Figure, title: str, x: str, y: str, *, legend_below: bool = False) -> go.Figure:
    """Title, axis titles, and a horizontal legend: a legend at the side takes half the width
    of a phone screen. A legend of edition names wraps to several lines on a phone, so it goes
    below the plot (above, it would grow over the title); a short one sits under the title."""
    legend = {"y": -0.2, "yanchor": "top"} if legend_below else {"y": 1.0, "yanchor": "bottom"}
    fig.update_layout(
        # the title pinned to the top edge: a legend under it may wrap to a few rows
        title={"text": title, "yref": "container", "y": 1.0, "yanchor": "top", "pad": {"t": 12}},
        legend={"title_text": "", "orientation": "h", "x": 0, **legend},
        margin={"l": 40, "r": 20, "t": 60 if legend_below else 100, "b": 40},
    )
    if x:  # an empty title would wipe one a builder set on the first axis
        fig.update_layout(xaxis_title=x)
    if y:
        fig.update_layout(yaxis_title=y)
    return fig


def _short(name: str) -> str:
    """An edition name over two lines where it has a part in brackets (narrow axes)."""
    return name.replace(" (", "<br>(", 1)


def sweet_spot_figure(curves: Sequence[SweetSpot]) -> go.Figure:
    """The storyteller's expected points against p, one line per ruleset, maximum marked."""
    fig = go.Figure()
    for i, c in enumerate(curves):
        # editions whose storyteller scores alike draw the same curve: dashes keep each visible
        fig.add_trace(
            go.Scatter(
                x=c.p,
                y=c.expected,
                mode="lines",
                name=c.name,
                line={
                    "dash": DASHES[i % len(DASHES)],
                    "width": 3 if i == 0 else 2,
                    "color": edition_colour(c.ruleset_id),
                },
            )
        )
        fig.add_trace(
            go.Scatter(
                x=[c.best_p],
                y=[c.best_value],
                mode="markers+text",
                marker={"size": 11, "symbol": "star", "color": edition_colour(c.ruleset_id)},
                text=[f"p={c.best_p:.2f}"],
                textposition="top center",
                name=f"{c.name}: best",
                showlegend=False,
                meta="max",
            )
        )
    players = sorted({c.players for c in curves})
    who = ", ".join(str(n) for n in players)
    return _layout(
        fig,
        f"Storyteller's sweet spot, {who} players",
        "p: chance that each voter finds the card",
        "storyteller's expected points per turn",
        legend_below=True,
    )


def heatmap_figure(h: Heatmap) -> go.Figure:
    fig = go.Figure(
        go.Heatmap(
            x=h.p,
            y=h.players,
            z=h.expected,
            colorscale="Viridis",
            colorbar={"title": "points<br>per turn"},
            hovertemplate="p=%{x:.2f}<br>%{y} players<br>%{z:.2f} points<extra></extra>",
            name="expected points",
        )
    )
    best = [row.index(max(row)) for row in h.expected]
    fig.add_trace(
        go.Scatter(
            x=[h.p[i] for i in best],
            y=list(h.players),
            mode="markers",
            marker={"symbol": "star", "size": 10, "color": "white", "line": {"width": 1}},
            name="best p at each player count",
            showlegend=True,
            meta="max",
        )
    )
    return _layout(
        fig,
        f"Storyteller's expected points<br>{h.name}",
        "p: chance that each voter finds the card",
        "players",
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
                x=[
                    [_short(edition_name(r["ruleset"])) for r in mine],
                    [r["source"] for r in mine],
                ],
                y=[r["share"] for r in mine],
                name={"none": "nobody found", "some": "some found", "all": "all found"}[outcome],
                marker_color=OUTCOME_COLOURS[outcome],
            )
        )
    fig.update_layout(barmode="stack")
    return _layout(fig, "How rounds end", "", "share of rounds").update_yaxes(
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
        column_titles=["storyteller", "a voter"],
        shared_xaxes=True,
        vertical_spacing=min(0.06, 0.3 / n),
        horizontal_spacing=0.08,
    )
    colours = {"storyteller": "#2c7fb8", "voter": "#f16913"}
    for row, s in enumerate(simulated, start=1):
        for col, role in ((1, "storyteller"), (2, "voter")):
            mine = [r for r in rows if r["ruleset"] == s.ruleset_id and r["role"] == role]
            fig.add_trace(
                go.Bar(
                    x=[r["points"] for r in mine],
                    y=[r["share"] for r in mine],
                    width=0.8,
                    marker_color=colours[role],
                    name=f"{role} (simulated)",
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
                        name="exact",
                        legendgroup="exact",
                        showlegend=row == 1 and col == 1,
                        meta="exact",
                    ),
                    row=row,
                    col=col,
                )
        fig.update_yaxes(title_text=_short(edition_name(s.ruleset_id)), row=row, col=1)
    top = max([int(r["points"]) for r in rows] + [max(e.storyteller.values) for e in exact] + [0])
    top = max([top] + [max(e.voter.values) for e in exact if e.voter is not None])
    fig.update_xaxes(dtick=1, tick0=0, range=[-0.6, top + 0.6])
    fig.update_xaxes(title_text="points in the round", row=n)
    fig.update_yaxes(tickformat=".0%", rangemode="tozero")
    fig.update_layout(height=160 + 170 * n)
    _layout(fig, "Points per round: share of rounds", "", "")
    # the legend goes to the foot: at the top it would sit on the column titles
    return fig.update_layout(
        legend={"yref": "container", "y": 0.0, "yanchor": "bottom"},
        margin={"t": 80, "b": 90},
    )


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
                name=edition_name(g.ruleset_id),
                marker_color=edition_colour(g.ruleset_id),
            )
        )
    fig.update_layout(barmode="group")
    return (
        _layout(
            fig,
            "Game length",
            "turns played (one storyteller each)",
            "share of games",
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
                x=[_short(edition_name(r["ruleset"])) for r in mine],
                y=[r["share"] for r in mine],
                name=REASON_LABELS[reason],
            )
        )
    fig.update_layout(barmode="stack")
    return _layout(fig, "How games end", "", "share of games").update_yaxes(
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
                name=edition_name(g.ruleset_id),
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
                name=f"a fair share: 1/{n} = {100 / n:.1f}%",
                meta="fair",
            )
        )
    fig.update_layout(barmode="group")
    return (
        _layout(
            fig,
            "Wins by seat (seat 1 is the first storyteller)",
            "seat",
            "share of wins (ties split)",
            legend_below=True,
        )
        .update_xaxes(dtick=1)
        .update_yaxes(tickformat=".1%")
    )


# --- sweeps over player counts and decks -----------------------------------------------------


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
                name=w.name,
                legendgroup=w.ruleset_id,
                line=style,
                hovertemplate="%{x} players: %{y:.2f} points<extra>" + w.name + "</extra>",
            ),
            row=1,
            col=1,
        )
        fig.add_trace(
            go.Scatter(
                x=w.players,
                y=w.best_p,
                mode="lines+markers",
                name=w.name,
                legendgroup=w.ruleset_id,
                showlegend=False,
                line=style,
                marker={"symbol": "star", "size": 9},
                customdata=w.best_value,
                hovertemplate="%{x} players: best p %{y:.2f} (%{customdata:.2f} points)"
                "<extra>" + w.name + "</extra>",
            ),
            row=2,
            col=1,
        )
    fig.update_yaxes(title_text=f"points per turn<br>at p = {p:.2f}", rangemode="tozero", row=1)
    fig.update_yaxes(title_text="best p", range=[0, 1], row=2)
    fig.update_xaxes(dtick=1, title_text="players", row=2)
    fig.update_layout(height=520)
    return _layout(
        fig, "Storyteller over player counts (exact)", "", "", legend_below=True
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
    unit: str = "",
) -> go.Figure:
    """Means with 95% error bars (chance: other seeds), one line per edition; a light band
    for how much single games vary, where given."""
    fig = go.Figure()
    for i, w in enumerate(sweeps):
        x = [x_of(g) for g in w.points]
        if band is not None:
            lo_hi = [band(g) for g in w.points]
            _band(fig, x, [a for a, _ in lo_hi], [b for _, b in lo_hi], w.ruleset_id)
        fig.add_trace(
            go.Scatter(
                x=x,
                y=[value(g) for g in w.points],
                mode="lines+markers",
                name=w.name,
                legendgroup=w.ruleset_id,
                line={"dash": DASHES[i % len(DASHES)], "color": edition_colour(w.ruleset_id)},
                error_y={"type": "data", "array": [Z95 * se(g) for g in w.points]},
                hovertemplate="%{x}: %{y:.3~f}"
                + unit
                + " ± %{error_y.array:.2~f}<extra>"
                + w.name
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
    )
    return _layout(
        fig,
        "Game length over player counts (simulated)",
        "players",
        "turns per game",
        legend_below=True,
    ).update_xaxes(dtick=1)


def sweep_end_figure(sweeps: Sequence[GamesSweep]) -> go.Figure:
    fig = _sweep_means(
        sweeps,
        lambda g: g.end_share("deck"),
        lambda g: g.end_share_se("deck"),
        x_of=lambda g: g.players,
    )
    return (
        _layout(
            fig,
            "Games ended by the pile<br>(the others: by the score target)",
            "players",
            "share of games",
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
    )
    return _layout(
        fig,
        "Winner's margin over player counts (simulated)",
        "players",
        "winner's lead in points",
        legend_below=True,
    ).update_xaxes(dtick=1)


def sweep_seat_figure(sweeps: Sequence[GamesSweep]) -> go.Figure:
    fig = _sweep_means(
        sweeps,
        lambda g: 100 * g.first_seat_edge,
        lambda g: 100 * g.seat_se(0),
        x_of=lambda g: g.players,
        unit=" points",
    )
    fig.add_hline(y=0, line_dash="dot", line_color="black")
    return _layout(
        fig,
        "Seat advantage: the first storyteller's wins<br>over a fair share (simulated)",
        "players",
        "percentage points",
        legend_below=True,
    ).update_xaxes(dtick=1)


def deck_sweep_figure(sweeps: Sequence[GamesSweep]) -> go.Figure:
    fig = _sweep_means(
        sweeps,
        lambda g: g.turns_mean,
        lambda g: g.turns_se,
        x_of=lambda g: g.deck,
        band=lambda g: (g.turns_quantile(0.1), g.turns_quantile(0.9)),
    )
    players = sorted({n for w in sweeps for n in w.players})
    who = ", ".join(str(n) for n in players)
    return _layout(
        fig,
        f"Game length by deck size, {who} players (simulated)",
        "cards in the deck",
        "turns per game",
        legend_below=True,
    ).update_xaxes(tickvals=list(DECK_SIZES), range=[60, 276])
