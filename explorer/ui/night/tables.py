"""The game night's wide tables where a phone has no room for them: every round's points, and the
evening under every edition. As on the Score page (`explorer.ui.score.compact`), the table is
cut into tables of a few players each, as few as keep each within a 390 px phone, so nothing is
cut off and nothing needs a sideways swipe; a container query on the room the page gives them
shows the whole table where it fits and the cut ones where it would not. Plain HTML tables with
their headers marked, every name escaped, numbers right-aligned."""

from __future__ import annotations

import html
from collections.abc import Sequence

import streamlit as st

from explorer.i18n import _, number

BUDGET = 350  # px a table may take on a 390 px phone (as on Score)
CHAR_PX = 6.8  # a letter of Streamlit's 14 px bold type
CELL_PX = 14  # a cell's padding and border

_CSS = """<style>
.st-key-KEY { container-type: inline-size; }
.st-key-KEY .dx-cut { display: none; }
@container (max-width: NEEDpx) {
  .st-key-KEY .dx-whole { display: none; }
  .st-key-KEY .dx-cut { display: block; }
}
.dx-night { border-collapse: collapse; font-size: 0.875rem; margin: 0 0 0.75rem 0; }
.dx-night th, .dx-night td { border: 1px solid #d6d6d6; padding: 0.25rem 0.4rem; }
.dx-night thead th { font-weight: 600; text-align: right; vertical-align: bottom; }
.dx-night tbody th { font-weight: 600; text-align: left; }
.dx-night td { text-align: right; font-variant-numeric: tabular-nums; }
.dx-night tr.dx-total th, .dx-night tr.dx-total td { font-weight: 700; border-top: 2px solid #888; }
</style>"""


def _px(text: str, digits: int = 3) -> float:
    """About the narrowest a column of `text` (and numbers of `digits`) can be."""
    longest = max((len(word) for word in text.split()), default=0)
    return CELL_PX + CHAR_PX * max(longest, digits)


def chunks(lead: float, heads: Sequence[str]) -> list[range]:
    """The columns `heads` in as few runs as keep `lead` (the row headers' width) plus a run's
    columns within `BUDGET`, the runs as even as can be."""
    widths = [_px(h) for h in heads]
    n = len(widths)
    for parts in range(1, n + 1):
        size, extra = divmod(n, parts)
        runs, start = [], 0
        for i in range(parts):
            end = start + size + (1 if i < extra else 0)
            runs.append(range(start, end))
            start = end
        if all(lead + sum(widths[c] for c in run) <= BUDGET for run in runs):
            return runs
    return [range(c, c + 1) for c in range(n)]


def _table(
    label: str,
    corner: Sequence[str],
    heads: Sequence[str],
    rows: Sequence[tuple[Sequence[str], Sequence[str]]],
    total: tuple[Sequence[str], Sequence[str]] | None,
) -> str:
    """One HTML table: `corner` heads the row-header columns, `heads` the others; each row is
    (its header cells, its value cells); `total` a last row set apart."""
    esc = html.escape
    head = "".join(f'<th scope="col">{esc(c)}</th>' for c in corner)
    head += "".join(f'<th scope="col"><bdi>{esc(h)}</bdi></th>' for h in heads)
    body = []
    for (lead, cells), css in [(r, "") for r in rows] + ([(total, "dx-total")] if total else []):
        first = f'<th scope="row"><bdi>{esc(lead[0])}</bdi></th>'
        rest = "".join(f"<td><bdi>{esc(c)}</bdi></td>" for c in lead[1:])
        values = "".join(f"<td>{esc(c)}</td>" for c in cells)
        body.append(f'<tr class="{css}">{first}{rest}{values}</tr>')
    return (
        f'<table class="dx-night" aria-label="{esc(label, quote=True)}"><thead><tr>{head}'
        f"</tr></thead><tbody>{''.join(body)}</tbody></table>"
    )


def split_table(
    key: str,
    label: str,
    corner: Sequence[str],
    heads: Sequence[str],
    rows: Sequence[tuple[Sequence[str], Sequence[str]]],
    total: tuple[Sequence[str], Sequence[str]] | None = None,
) -> None:
    """Draw the table whole where it fits, cut into a few columns each where it would not."""
    lead = sum(max(_px(r[0][i], 2) for r in [*rows, (corner, ())]) for i in range(len(corner)))
    whole = lead + sum(_px(h) for h in heads)
    parts = []
    for run in chunks(lead, heads):
        part_rows = [(lead_cells, [cells[c] for c in run]) for lead_cells, cells in rows]
        part_total = (total[0], [total[1][c] for c in run]) if total else None
        parts.append(_table(label, corner, [heads[c] for c in run], part_rows, part_total))
    css = _CSS.replace("KEY", key).replace("NEED", str(int(whole)))
    with st.container(key=key):
        st.html(
            css
            + '<div class="dx-whole">'
            + _table(label, corner, heads, rows, total)
            + '</div><div class="dx-cut">'
            + "".join(parts)
            + "</div>"
        )


def rounds_rows(
    players: Sequence[str], tellers: Sequence[str], points: Sequence[Sequence[int]]
) -> list[tuple[list[str], list[str]]]:
    """Each round's row: its number and storyteller, then each player's points."""
    return [
        ([number(k), teller], [f"+{number(p)}" for p in row])
        for k, (teller, row) in enumerate(zip(tellers, points, strict=True), start=1)
    ]


def rounds_corner() -> list[str]:
    return ["#", _("Storyteller")]
