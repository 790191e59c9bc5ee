"""Cards on screen: the project's own SVG pictures in numbered rows (no user text inside)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from explorer.cards import card_svg

SIZES = {"small": 110, "medium": 150, "large": 220}
PER_ROW = 7


def card_size() -> int:
    choice = st.session_state.get("px_card_size", "medium")
    return SIZES.get(choice, SIZES["medium"])


def show_cards(
    cards: Sequence[int],
    labels: Callable[[int], str] | None = None,
    notes: Callable[[int], str] | None = None,
) -> None:
    """Cards in rows of columns; `labels(i)` (a number, Markdown-safe) and `notes(i)` (escaped)."""
    width = card_size()
    for start in range(0, len(cards), PER_ROW):
        row = cards[start : start + PER_ROW]
        cols = st.columns(max(len(row), min(len(cards), PER_ROW)))
        for offset, (col, c) in enumerate(zip(cols, row, strict=False)):
            i = start + offset
            with col:
                st.image(card_svg(c), width=width)
                if labels is not None:
                    st.markdown(labels(i))
                if notes is not None:
                    note = notes(i)
                    if note:
                        st.caption(note)
