"""The one way every page shows where a rule value comes from: its basis, the sentence quoted
in the document's own language with its translation, the document and the note."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from explorer.i18n import _, tr
from explorer.i18n import language as reader_language
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
    quote_language: str | None = None,
) -> None:
    """The provenance `p` of a rule value. `title` (the rule's name) and `value` (the value in
    words, with the player counts it covers) head it when given. The quote is shown in its
    document's language (`language`, named after the document; or `quote_language`, not
    named), its translation below in the reader's language, unless the reader reads the
    document's language: then the quote alone."""
    if title:
        st.markdown(f"**{esc(tr(title))}**")
    basis = _(BASIS_WORDS[p.basis])
    if value is not None:
        text = (
            _("{mark} **{value}** (at {players} players) — {basis}")
            if players
            else _("{mark} **{value}** — {basis}")
        )
        st.markdown(
            text.format(
                mark=BASIS_MARK[p.basis], value=esc(tr(value)), players=players, basis=basis
            )
        )
    else:
        st.caption(f"{BASIS_MARK[p.basis]} {basis}")
    doc_lang = language or quote_language
    translated = doc_lang != reader_language()  # the reader's own language needs no translation
    if p.quote and p.table_header and p.table_header_translation and is_table_row(p.quote):
        # a row of a table in the rulebook: shown as that table (its header, this row)
        st.table(_row_table(p.table_header, p.quote))
        if translated:
            st.table(_row_table(tr(p.table_header_translation), tr(p.translation or "")))
    elif p.quote:
        st.markdown(f"> {esc(p.quote)}")
        if translated and p.translation:
            st.markdown(f"*{esc(tr(p.translation))}*")
    if p.document:
        document = esc(tr(p.document))
        if language:
            st.caption(
                _("Document: {document} ({language})").format(document=document, language=language)
            )
        else:
            st.caption(_("Document: {document}").format(document=document))
    if p.note:
        st.caption(esc(tr(p.note)))


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
