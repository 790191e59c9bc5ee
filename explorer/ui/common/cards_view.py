"""Cards on screen: the project's own SVG pictures in numbered rows (no user text inside)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from explorer.game.cards import card_svg, describe

SIZES = {"small": 110, "medium": 150, "large": 220}


def card_size() -> int:
    choice = st.session_state.get("px_card_size", "medium")
    return SIZES.get(choice, SIZES["medium"])


def show_cards(
    cards: Sequence[int],
    labels: Callable[[int], str] | None = None,
    notes: Callable[[int], str] | None = None,
) -> None:
    """The cards in one wrapping row, each captioned with `labels(i)` (its place, owner…) and
    `notes(i)` (votes…); captions render Markdown, so both must come escaped. Each picture's
    alternative text is the card's description (a caption never becomes it). One image list,
    not columns: columns stack one card per screen on a phone, a wrapping row fits two across."""
    captions = []
    for i in range(len(cards)):
        parts = [labels(i) if labels is not None else "", notes(i) if notes is not None else ""]
        captions.append(" — ".join(p for p in parts if p))
    st.image(
        [card_svg(c) for c in cards],
        width=card_size(),
        caption=captions,
        alt=[describe(c) for c in cards],
    )
