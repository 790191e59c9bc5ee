"""Cards on screen: the project's own SVG pictures in numbered rows (no user text inside), each
picture's alt text its name ("Card 3: The moon above the hills…", `card_name`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from explorer.game.cards import card_name, card_svg

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
    `notes(i)` (votes…); captions render Markdown, so both must come escaped. One image list,
    not columns: columns stack one card per screen on a phone, a wrapping row fits two across.
    Each picture's alt text names it by its place in the row (from 1) and what it shows."""
    captions = []
    for i in range(len(cards)):
        parts = [labels(i) if labels is not None else "", notes(i) if notes is not None else ""]
        captions.append(" — ".join(p for p in parts if p))
    st.image(
        [card_svg(c) for c in cards],
        width=card_size(),
        caption=captions,
        alt=[card_name(i + 1, c) for i, c in enumerate(cards)],
    )
