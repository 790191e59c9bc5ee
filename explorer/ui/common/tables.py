"""pandas tables for the pages: the players × rulesets points table and the rules matrix."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd
import streamlit as st

from explorer.i18n import N_, _, labelled, tr
from explorer.round.table import Column, PointsTable
from explorer.rules.matrix import Row
from explorer.rules.wording import BASIS_MARK, BASIS_WORDS

NOT_PLAYABLE = N_("not playable here")
DIFF_STYLE = "background-color: #ffe08a; color: #3b2a00; font-weight: 600"
SAME_DIFF_ROW_STYLE = "background-color: #fff6d6"
DIFFERS = "≠"  # before a rule on which the editions disagree (the tint alone is 1.08:1)


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
        head = header(col)
        if col.points is None:
            data[head] = [_(NOT_PLAYABLE)] * len(t.players)
            config[head] = st.column_config.TextColumn(
                head, help=_("Not playable: {reason}").format(reason=col.reason)
            )
        else:
            data[head] = list(col.points)
            config[head] = st.column_config.NumberColumn(
                head, help=labelled(col.name, tr(col.summary)), format="%d"
            )
    player = _("Player")
    frame = pd.DataFrame({player: row_labels(t.players, t.storyteller), **data})
    config[player] = st.column_config.TextColumn(player, pinned=True, width="medium")
    playable = {header(c) for c in t.columns if c.playable}

    def style_column(col: pd.Series) -> list[str]:
        if col.name not in playable:
            return [""] * len(col)
        return [DIFF_STYLE if d else "" for d in t.differing]

    return frame.style.apply(style_column, axis=0), config


def matrix_frame(
    rows: Sequence[Row], names: dict[str, str], strong: dict[str, set[str]] | None = None
) -> Any:
    """The rules matrix as a styled table: each cell's value with its basis marks; a rule on
    which the editions differ marked `DIFFERS` before its name, and its row tinted; `strong`
    (ruleset id → rule names) cells highlighted, such as the rules house rules changed from their
    edition."""
    labels = {r.rule: f"{DIFFERS} {_(r.label)}" if r.differs else _(r.label) for r in rows}
    data = {names[rid]: [f"{r.cell(rid).marks} {r.cell(rid).text}" for r in rows] for rid in names}
    frame = pd.DataFrame(data, index=pd.Index([labels[r.rule] for r in rows], name=_("Rule")))
    differs = {labels[r.rule]: r.differs for r in rows}
    marked = {
        (names[rid], labels[r.rule])
        for rid, rules in (strong or {}).items()
        for r in rows
        if r.rule in rules
    }

    def style_row(row: pd.Series) -> list[str]:
        tint = SAME_DIFF_ROW_STYLE if differs[str(row.name)] else ""
        return [DIFF_STYLE if (col, str(row.name)) in marked else tint for col in row.index]

    return frame.style.apply(style_row, axis=1)


def basis_legend() -> str:
    return " · ".join(f"{BASIS_MARK[b]} {_(BASIS_WORDS[b])}" for b in BASIS_MARK)


def header(col: Column) -> str:
    """A ruleset's column header: its short name (every edition's column fits a laptop's width
    side by side, in every language), starred when a worked example comes from it."""
    name = col.short or col.name
    return f"★ {name}" if col.starred else name


def row_labels(players: Sequence[str], storyteller: int) -> list[str]:
    """The players as rows: names, the storyteller's marked."""
    return [storyteller_label(p) if i == storyteller else p for i, p in enumerate(players)]


def storyteller_label(name: str) -> str:
    return _("{name} (storyteller)").format(name=name)
