"""pandas tables for the pages: the players × rulesets points table and the rules matrix."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd
import streamlit as st

from explorer.round.table import PointsTable
from explorer.rules.matrix import Row
from explorer.rules.wording import BASIS_MARK, BASIS_WORDS

NOT_PLAYABLE = "not playable here"
DIFF_STYLE = "background-color: #ffe08a; color: #3b2a00; font-weight: 600"
SAME_DIFF_ROW_STYLE = "background-color: #fff6d6"


def rows_height(rows: int) -> int:
    """A dataframe height that shows every row (12 players) without an inner scroll bar."""
    return 35 * (rows + 1) + 3


def points_frame(t: PointsTable) -> tuple[Any, dict[str, Any]]:
    """(styled table, column config): one row per player, one column per ruleset.

    In the rows of players whose points are not the same in every edition that can play the
    situation, those editions' cells are highlighted. A ruleset that cannot play it shows
    "not playable here" in every cell, its reason in the column's help, after the playable ones.
    """
    data: dict[str, list[Any]] = {}
    config: dict[str, Any] = {}
    for col in t.columns:
        if col.points is None:
            data[col.header] = [NOT_PLAYABLE] * len(t.players)
            config[col.header] = st.column_config.TextColumn(
                col.header, help=f"Not playable: {col.reason}"
            )
        else:
            data[col.header] = list(col.points)
            config[col.header] = st.column_config.NumberColumn(
                col.header, help=col.summary, format="%d"
            )
    frame = pd.DataFrame({"Player": list(t.row_labels), **data})
    config["Player"] = st.column_config.TextColumn("Player", pinned=True, width="medium")
    playable = {c.header for c in t.columns if c.playable}

    def style_column(col: pd.Series) -> list[str]:
        if col.name not in playable:
            return [""] * len(col)
        return [DIFF_STYLE if d else "" for d in t.differing]

    return frame.style.apply(style_column, axis=0), config


def matrix_frame(
    rows: Sequence[Row], names: dict[str, str], strong: dict[str, set[str]] | None = None
) -> Any:
    """The rules matrix as a styled table: each cell's value with its basis marks; differing
    rows tinted; `strong` (ruleset id → rule names) cells highlighted, such as the rules house
    rules changed from their edition."""
    data = {names[rid]: [f"{r.cell(rid).marks} {r.cell(rid).text}" for r in rows] for rid in names}
    frame = pd.DataFrame(data, index=pd.Index([r.label for r in rows], name="Rule"))
    differs = {r.label: r.differs for r in rows}
    marked = {
        (names[rid], r.label)
        for rid, rules in (strong or {}).items()
        for r in rows
        if r.rule in rules
    }

    def style_row(row: pd.Series) -> list[str]:
        tint = SAME_DIFF_ROW_STYLE if differs[str(row.name)] else ""
        return [DIFF_STYLE if (col, str(row.name)) in marked else tint for col in row.index]

    return frame.style.apply(style_row, axis=1)


def basis_legend() -> str:
    return " · ".join(f"{BASIS_MARK[b]} {BASIS_WORDS[b]}" for b in BASIS_MARK)
