"""The Score page's points table where the data grid does not fit (a phone): the same numbers,
editions as rows and players as columns, a few players to a table, so every edition's points are
read side by side without scrolling sideways.

The page draws both tables; a container query on the space the page gives them (the sidebar's
room left out, as a viewport query could not) shows the data grid when its columns fit and this
one when they would not (`points_tables`). The grid's width is estimated from its headers and
cells (`grid_width`); nothing is measured in the browser.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager

import streamlit as st

from explorer.i18n import _
from explorer.round.table import PointsTable
from explorer.ui.common.tables import DIFF_STYLE, NOT_PLAYABLE, header, storyteller_label

# How many players go in one table: as few tables as keep each within a 390 px phone's 358 px,
# a column as wide as its longest word (names and editions wrap at spaces; Streamlit's 14 px
# bold type takes about 6 px a Latin letter, 6.5-7 a Cyrillic one). A table wider than this
# estimate scrolls in a box of its own, which the page's shims make a named, focusable region.
BUDGET = 350
CHAR_PX = 6.8
CELL_PX = 14  # a cell's padding and border
KEY = "score_points"  # the keyed container both tables sit in (`st-key-score_points`)

# The data grid (st.dataframe): the pinned player column is "medium", each other column as wide
# as its longest text in Streamlit's 14 px font, with the cell's padding
PLAYER_COLUMN = 200
CHAR = 6.5
PADDING = 22

_CSS = """<style>
.st-key-KEY { container-type: inline-size; }
.st-key-KEY_compact { display: none; }
@container (max-width: NEEDpx) {
  .st-key-KEY_grid { display: none; }
  .st-key-KEY_compact { display: flex; }
}
.dx-scroll { overflow-x: auto; margin: 0 0 0.75rem 0; }
.dx-points { border-collapse: collapse; font-size: 0.875rem; }
.dx-points th, .dx-points td {
  border: 1px solid #d6d6d6; padding: 0.25rem 0.4rem; vertical-align: bottom;
}
.dx-points thead th { font-weight: 600; text-align: right; }
.dx-points tbody th { font-weight: 600; text-align: left; min-width: 5.5em; }
.dx-points td { text-align: right; font-variant-numeric: tabular-nums; }
.dx-points td.dx-diff { DIFF }
.dx-unplayable { font-size: 0.875rem; margin: 0; padding-left: 1.2rem; }
</style>"""


def grid_width(t: PointsTable) -> int:
    """About how wide the data grid is with every column whole, in px."""
    widest = [
        max(len(header(c)), len(_(NOT_PLAYABLE)) if c.points is None else 2) for c in t.columns
    ]
    return PLAYER_COLUMN + sum(round(CHAR * n) + PADDING for n in widest)


def _even(n: int, tables: int) -> list[range]:
    """Seats 0..n-1 in `tables` runs as even as can be (7 in 2: 4 and 3)."""
    size, extra = divmod(n, tables)
    out, start = [], 0
    for k in range(tables):
        end = start + size + (1 if k < extra else 0)
        out.append(range(start, end))
        start = end
    return out


def min_px(text: str, digits: int = 2) -> float:
    """About the narrowest a column of `text` (and numbers of `digits`) can be, in px."""
    longest = max((len(word) for word in text.split()), default=0)
    return CELL_PX + CHAR_PX * max(longest, digits)


def chunks(t: PointsTable) -> list[range]:
    """The players' seats in as few tables as fit a phone (`BUDGET`), each as even as can be."""
    row = max((min_px(header(c)) for c in t.columns if c.points is not None), default=0.0)
    widths = [min_px(_label(t, s)) for s in range(len(t.players))]
    n = len(widths)
    for tables in range(1, n):
        runs = _even(n, tables)
        if all(row + sum(widths[s] for s in run) <= BUDGET for run in runs):
            return runs
    return _even(n, n)


def _label(t: PointsTable, seat: int) -> str:
    name = t.players[seat]
    return storyteller_label(name) if seat == t.storyteller else name


def _name(t: PointsTable, seat: int) -> str:
    return f"<bdi>{html.escape(_label(t, seat))}</bdi>"


def compact_html(t: PointsTable) -> str:
    """Every playable edition's points, a row per edition, a table per few players; under
    them, each edition that cannot play the table (its reason is under "Every point
    explained")."""
    playable = [c for c in t.columns if c.points is not None]
    label = html.escape(_("Points this round"), quote=True)
    parts = []
    for seats in chunks(t) if playable else []:
        head = "".join(f'<th scope="col">{_name(t, s)}</th>' for s in seats)
        rows = []
        for c in playable:
            assert c.points is not None
            cells = "".join(
                f'<td class="dx-diff">{c.points[s]}</td>'
                if t.differing[s]
                else f"<td>{c.points[s]}</td>"
                for s in seats
            )
            rows.append(f'<tr><th scope="row">{html.escape(header(c))}</th>{cells}</tr>')
        parts.append(
            f'<div class="dx-scroll"><table class="dx-points" aria-label="{label}"><thead><tr>'
            f"<td></td>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        )
    unplayable = [
        "<li>" + html.escape(_("{edition}: not playable here").format(edition=header(c))) + "</li>"
        for c in t.columns
        if c.points is None
    ]
    if unplayable:
        parts.append(f'<ul class="dx-unplayable">{"".join(unplayable)}</ul>')
    return "".join(parts)


@contextmanager
def points_tables(t: PointsTable) -> Iterator[None]:
    """The block draws the data grid, shown where it fits; the compact tables follow it,
    shown where it would not."""
    css = _CSS.replace("KEY", KEY).replace("NEED", str(grid_width(t)))
    with st.container(key=KEY):
        st.html(css.replace("DIFF", DIFF_STYLE + ";"))
        with st.container(key=f"{KEY}_grid"):
            yield
        with st.container(key=f"{KEY}_compact"):
            st.html(compact_html(t))
