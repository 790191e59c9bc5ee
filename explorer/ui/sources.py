"""The one way every page shows where a rule value comes from: its basis, the sentence quoted
in the document's own language with its translation, the document and the note."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from explorer.rules.ruleset import Ruleset
from explorer.rules.values import PlayerSpan, Provenance
from explorer.rules.wording import BASIS_MARK, BASIS_WORDS
from explorer.text.escape import esc
from explorer.text.table_row import header_and_row, is_table_row


def show_source(
    p: Provenance,
    *,
    title: str | None = None,
    value: str | None = None,
    players: PlayerSpan | None = None,
    language: str | None = None,
) -> None:
    """The provenance `p` of a rule value. `title` (the rule's name) and `value` (the value in
    words, with the player counts it covers) head it when given."""
    if title:
        st.markdown(f"**{esc(title)}**")
    if value is not None:
        scope = f" (at {players} players)" if players else ""
        st.markdown(f"{BASIS_MARK[p.basis]} **{esc(value)}**{scope} — {BASIS_WORDS[p.basis]}")
    else:
        st.caption(f"{BASIS_MARK[p.basis]} {BASIS_WORDS[p.basis]}")
    if p.quote and p.table_header and p.table_header_translation and is_table_row(p.quote):
        # a row of a table in the rulebook: shown as that table (its header, this row)
        st.table(_row_table(p.table_header, p.quote))
        st.table(_row_table(p.table_header_translation, p.translation or ""))
    elif p.quote:
        st.markdown(f"> {esc(p.quote)}")
        st.markdown(f"*{esc(p.translation or '')}*")
    if p.document:
        lang = f" ({language})" if language else ""
        st.caption(f"Document: {esc(p.document)}{lang}")
    if p.note:
        st.caption(esc(p.note))


def rule_source(rs: Ruleset, rule: str, players: int | None = None) -> None:
    """The source of one of `rs`'s rules (the entry for `players` where it varies), titled."""
    r = rs.rule(rule)
    entry = r.entries[0]
    for e in r.entries:
        if players is not None and e.players is not None and players in e.players:
            entry = e
    show_source(entry.provenance, title=r.label, language=rs.language)


def _row_table(header: str, row: str) -> pd.DataFrame:
    head, body = header_and_row(header, row)
    return pd.DataFrame([body], columns=head).set_index(head[0])
