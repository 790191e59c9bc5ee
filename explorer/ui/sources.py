"""The one way every page shows where a rule value comes from: its basis, the sentence quoted
in the document's own language with its translation, the document and the note."""

from __future__ import annotations

import streamlit as st

from explorer.rules.values import PlayerSpan, Provenance
from explorer.rules.wording import BASIS_MARK, BASIS_WORDS
from explorer.text.escape import esc


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
    if p.quote:
        st.markdown(f"> {esc(p.quote)}")
        st.markdown(f"*{esc(p.translation or '')}*")
    if p.document:
        lang = f" ({language})" if language else ""
        st.caption(f"Document: {esc(p.document)}{lang}")
    if p.note:
        st.caption(esc(p.note))
