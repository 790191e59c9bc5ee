"""What every lab figure shares: its title, axes and legend laid out to fit a phone, numbers in
the reader's style, chart text readable (`explorer.figures.colours.readable_text`), filled bands
beneath every line, names that wrap on narrow axes, editions whose numbers are the same drawn as
one series named by them all (`same_series`), direct labels placed apart (`apart`), and the
title as a chart's accessible name (`chart_name`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TypeVar

import plotly.graph_objects as go
from babel.numbers import get_decimal_symbol, get_group_symbol

from explorer.figures.colours import readable_text
from explorer.i18n import join_list, language, n_, number
from explorer.i18n.languages import BABEL_LOCALES
from explorer.lab.names import labels
from explorer.rules.ruleset import Ruleset

T = TypeVar("T")
LEGEND_CHARS = 40  # a legend entry's line at most (a 390 px phone)


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


def layout(fig: go.Figure, title: str, x: str, y: str, *, legend_below: bool = False) -> go.Figure:
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
    # filled bands beneath every line: one drawn after another edition's line tints it
    fig.data = [t for t in fig.data if _filled(t)] + [t for t in fig.data if not _filled(t)]
    if x:  # an empty title would wipe one a builder set on the first axis
        fig.update_layout(xaxis_title=x)
    if y:
        fig.update_layout(yaxis_title=wrap(y, AXIS_CHARS))
    return readable_text(fig)


def _filled(trace: go.BaseTraceType) -> bool:
    return trace.type == "scatter" and trace.fill not in (None, "none")


_TAG = re.compile(r"<[^>]*>")


def chart_name(fig: go.Figure) -> str:
    """The figure's title as one line of plain text (its `<br>` breaks made spaces, any other
    markup dropped): the chart's accessible name for a screen reader, whose numbers the
    takeaway beside it tells in words."""
    title = fig.layout.title.text or ""
    return " ".join(_TAG.sub("", str(title).replace("<br>", " ")).split())


def short(name: str) -> str:
    """An edition name over two lines where it has a part in brackets (narrow axes)."""
    return name.replace(" (", "<br>(", 1)


def players_text(players: Iterable[int]) -> str:
    """'6 players', '3, 4 players' in the reader's language."""
    counts = sorted(players)
    return n_("{counts} player", "{counts} players", counts[-1] if counts else 0).format(
        counts=join_list(number(n) for n in counts)
    )


def same_series(
    items: Sequence[T], key: Callable[[T], Hashable], ruleset: Callable[[T], Ruleset]
) -> list[tuple[T, str]]:
    """Items whose numbers are the same (equal `key`) drawn once: the first of each group with
    the names of the whole group, wrapped for a phone's legend ("A, B and C")."""
    groups: dict[Hashable, list[T]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return [
        (group[0], wrap(labels([ruleset(i) for i in group]), LEGEND_CHARS))
        for group in groups.values()
    ]


def apart(points: Sequence[tuple[float, float]], x_span: float) -> list[tuple[int, int]]:
    """Where each point's direct label goes, as an arrow's offset in pixels (x, y) from the
    point: above it, and where peaks stand close together, the left one's label to the left
    and the right one's to the right, each further up than the last, so no two labels sit on
    one another or on a curve."""
    order = sorted(range(len(points)), key=lambda i: points[i][0])
    out = [(0, -34)] * len(points)
    run: list[int] = []  # points close together, left to right
    for i in [*order, None]:
        if i is not None and run and abs(points[i][0] - points[run[-1]][0]) < 0.15 * x_span:
            run.append(i)
            continue
        for k, j in enumerate(run):
            if len(run) > 1:
                side = -1 if k < len(run) / 2 else 1
                out[j] = (side * 46, -30 - 18 * k)
        run = [] if i is None else [i]
    return out
