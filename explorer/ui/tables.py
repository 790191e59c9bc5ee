"""pandas tables for the pages: the players × rulesets points table and the rules matrix."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd
import streamlit as st

from explorer.round.compare import Comparison
from explorer.rules.matrix import BASIS_WORDS, Row

NOT_PLAYABLE = "not playable here"
DIFF_STYLE = "background-color: #ffe08a; color: #3b2a00; font-weight: 600"
SAME_DIFF_ROW_STYLE = "background-color: #fff6d6"


def ruleset_header(name: str, starred: bool) -> str:
    return f"★ {name}" if starred else name


def points_table(c: Comparison) -> tuple[Any, dict[str, Any]]:
    """(styled table, column config): one row per player, one column per ruleset.

    In the rows of players whose points are not the same in every edition that can play the
    situation, those editions' cells are highlighted. A ruleset that cannot play the situation
    shows "not playable here" in every cell, its reason in the column's help, after the
    playable ones.
    """
    s = c.situation
    index = [f"{p} (storyteller)" if i == s.storyteller else p for i, p in enumerate(s.players)]
    data: dict[str, list[Any]] = {}
    config: dict[str, Any] = {}
    # editions that can play the table first: on a phone only the first columns are in view
    for v in sorted(c.verdicts, key=lambda v: not v.playable):
        col = ruleset_header(v.ruleset.name, v.ruleset.id == s.edition)
        if v.result is None:
            data[col] = [NOT_PLAYABLE] * s.n
            config[col] = st.column_config.TextColumn(col, help=f"Not playable: {v.reason}")
        else:
            data[col] = [v.result.points[p] for p in s.players]
            config[col] = st.column_config.NumberColumn(col, help=v.ruleset.summary, format="%d")
    frame = pd.DataFrame({"Player": index, **data})
    config["Player"] = st.column_config.TextColumn("Player", pinned=True, width="medium")
    differing = [p in set(c.differing_players()) for p in s.players]
    playable_cols = {ruleset_header(v.ruleset.name, v.ruleset.id == s.edition) for v in c.playable}

    def style_column(col: pd.Series) -> list[str]:
        if col.name not in playable_cols:
            return [""] * len(col)
        return [DIFF_STYLE if d else "" for d in differing]

    return frame.style.apply(style_column, axis=0), config


def matrix_frame(rows: Sequence[Row], names: dict[str, str]) -> Any:
    """The rules matrix as a styled table: each cell's value with its basis marks; differing
    rows highlighted."""
    data = {names[rid]: [f"{r.cell(rid).marks} {r.cell(rid).text}" for r in rows] for rid in names}
    frame = pd.DataFrame(data, index=pd.Index([r.label for r in rows], name="Rule"))
    differs = {r.label: r.differs for r in rows}

    def style_row(row: pd.Series) -> list[str]:
        return [SAME_DIFF_ROW_STYLE if differs[str(row.name)] else ""] * len(row)

    return frame.style.apply(style_row, axis=1)


def basis_legend() -> str:
    from explorer.rules.matrix import BASIS_MARK

    return " · ".join(f"{BASIS_MARK[b]} {BASIS_WORDS[b]}" for b in BASIS_MARK)
