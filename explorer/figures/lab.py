"""Figures of the clue-difficulty lab: each builder takes engine results, returns a Figure.

The numbers drawn are exactly the rows of `explorer.lab.tables` (the CSV downloads).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import plotly.graph_objects as go
from babel.numbers import get_decimal_symbol, get_group_symbol
from plotly.subplots import make_subplots

from explorer.figures.colours import edition_colour
from explorer.i18n import N_, _, language, n_, number, percent, tr
from explorer.i18n.languages import BABEL_LOCALES
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
REASON_LABELS = {
    "score_target": N_("someone reached the score target"),
    "deck": N_("the pile ran out"),
}
# TRANSLATORS: how a number was found, under each bar of the "How rounds end" chart
SOURCE_LABELS = {"exact": N_("exact"), "simulated": N_("simulated")}
OUTCOME_LABELS = {"none": N_("nobody found"), "some": N_("some found"), "all": N_("all found")}
ROLE_LABELS = {"storyteller": N_("storyteller"), "voter": N_("a voter")}


def separators() -> str:
    """Plotly's decimal and thousands separators in the reader's language ("," and a narrow
    space in French): the numbers Plotly writes itself (ticks, hover) follow them."""
    locale = BABEL_LOCALES.get(language(), "en")
    return get_decimal_symbol(locale) + get_group_symbol(locale)


TITLE_CHARS = 38  # a chart title's line at most (a 390 px phone; Plotly never wraps a title)
AXIS_CHARS = 42  # an axis title's line at most


def wrap(text: str, width: int) -> str:
    """`text` broken into lines of at most `width` characters at spaces (Plotly's `<br>`): a
    title that fits an English phone screen may not fit in French or Russian."""
    out = []
    for line in text.split("<br>"):
        words = line.split(" ")
        current = ""
        for word in words:
            if current and len(current) + 1 + len(word) > width:
                out.append(current)
                current = word
            else:
                current = f"{current} {word}" if current else word
        out.append(current)
    return "<br>".join(out)


def _layout(fig: go.Figure, title: str, x: str, y: str, *, legend_below: bool = False) -> go.Figure:
    """Title, axis titles, and a horizontal legend: a legend at the side takes half the width
    of a phone screen. A legend of edition names wraps to several lines on a phone, so it goes
    below the plot (above, it would grow over the title); a short one sits under the title."""
    x = wrap(x, AXIS_CHARS)
    # a legend below the plot starts under the x axis's title, however many lines it takes
    below = -0.2 - 0.07 * x.count("<br>")
    legend = {"y": below, "yanchor": "top"} if legend_below else {"y": 1.0, "yanchor": "bottom"}
    title = wrap(title, TITLE_CHARS)
    extra = 22 * max(title.count("<br>") - 1, 0)  # room for a third title line and more
    fig.update_layout(
        # the title pinned to the top edge: a legend under it may wrap to a few rows
        title={
            "text": title,
            "yref": "container",
            "y": 1.0,
            "yanchor": "top",
            "pad": {"t": 12},
        },
        legend={"title_text": "", "orientation": "h", "x": 0, **legend},
        margin={"l": 40, "r": 20, "t": (60 if legend_below else 100) + extra, "b": 40},
        separators=separators(),
    )
    if x:  # an empty title would wipe one a builder set on the first axis
        fig.update_layout(xaxis_title=x)
    if y:
        fig.update_layout(yaxis_title=wrap(y, AXIS_CHARS))
    return fig


def _short(name: str) -> str:
    """An edition name over two lines where it has a part in brackets (narrow axes)."""
    return name.replace(" (", "<br>(", 1)


def _players(players: Iterable[int]) -> str:
    """'6 players', '3, 4 players' in the reader's language."""
    counts = sorted(players)
    return n_("{counts} player", "{counts} players", counts[-1] if counts else 0).format(
        counts=", ".join(number(n) for n in counts)
    )


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
                name=tr(c.name),
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
                text=["p=" + number(c.best_p, 2)],
                textposition="top center",
                name=_("{edition}: best").format(edition=tr(c.name)),
                showlegend=False,
                meta="max",
            )
        )
    return _layout(
        fig,
        # TRANSLATORS: {players} is "6 players"
        _("Storyteller's sweet spot, {players}").format(
            players=_players({c.players for c in curves})
        ),
        _("p: chance that each voter finds the card"),
        _("storyteller's expected points per turn"),
        legend_below=True,
    )


def heatmap_figure(h: Heatmap) -> go.Figure:
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
    return _layout(
        fig,
        _("Storyteller's expected points<br>{edition}").format(edition=tr(h.name)),
        _("p: chance that each voter finds the card"),
        _("players"),
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
                    [_(SOURCE_LABELS[r["source"]]) for r in mine],
                ],
                y=[r["share"] for r in mine],
                name=_(OUTCOME_LABELS[outcome]),
                marker_color=OUTCOME_COLOURS[outcome],
            )
        )
    fig.update_layout(barmode="stack")
    return _layout(fig, _("How rounds end"), "", _("share of rounds")).update_yaxes(
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
        fig.update_yaxes(title_text=_short(edition_name(s.ruleset_id)), row=row, col=1)
    top = max([int(r["points"]) for r in rows] + [max(e.storyteller.values) for e in exact] + [0])
    top = max([top] + [max(e.voter.values) for e in exact if e.voter is not None])
    fig.update_xaxes(dtick=1, tick0=0, range=[-0.6, top + 0.6])
    fig.update_xaxes(title_text=wrap(_("points in the round"), AXIS_CHARS), row=n)
    fig.update_yaxes(tickformat=".0%", rangemode="tozero")
    fig.update_layout(height=160 + 170 * n)
    _layout(fig, _("Points per round: share of rounds"), "", "")
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
                x=[_short(edition_name(r["ruleset"])) for r in mine],
                y=[r["share"] for r in mine],
                name=_(REASON_LABELS[reason]),
            )
        )
    fig.update_layout(barmode="stack")
    return _layout(fig, _("How games end"), "", _("share of games")).update_yaxes(
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
                name=_("a fair share: 1/{players} = {share}").format(
                    players=n, share=percent(1 / n, 1)
                ),
                meta="fair",
            )
        )
    fig.update_layout(barmode="group")
    return (
        _layout(
            fig,
            _("Wins by seat (seat 1 is the first storyteller)"),
            _("seat"),
            _("share of wins (ties split)"),
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
    return _layout(
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
    return _layout(
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
        _layout(
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
    return _layout(
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
    return _layout(
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
    return _layout(
        fig,
        # TRANSLATORS: {players} is "6 players"
        _("Game length by deck size, {players} (simulated)").format(
            players=_players({n for w in sweeps for n in w.players})
        ),
        _("cards in the deck"),
        _("turns per game"),
        legend_below=True,
    ).update_xaxes(tickvals=list(DECK_SIZES), range=[60, 276])
