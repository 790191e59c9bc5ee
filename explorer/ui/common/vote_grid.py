"""The vote pickers of a table: one select box per vote, voters in seat order, in rows a phone
keeps in order (it stacks a row's columns): three voters a row with one vote each, two a row
with two votes (each first vote beside its second). `compact` rows are never stacked: one voter
a row with two votes, two a row with one, so a phone shows a voter's votes side by side. The Score page and the lesson's tables draw
the same grid; which seats a vote may go to is the situation's (`Situation.vote_choices`)."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from explorer.round.situation import Situation

NO_SECOND = -1  # a second vote's "none" option

Cell = Callable[[int, int], str]  # (seat, slot) -> a widget's key, label or help


def vote_grid(
    s: Situation,
    *,
    two: bool,
    key: Cell,
    label: Cell,
    option: Callable[[int, int], str],
    help: Cell | None = None,
    on_change: Callable[[int, int], None] | None = None,
    compact: bool = False,
) -> None:
    """Draw the grid. `key`, `label` and `help` name each picker by (seat, slot); `option`
    words a choice by (slot, seat or NO_SECOND); `on_change(seat, slot)` runs on a change."""
    per_row = (1 if two else 2) if compact else (2 if two else 3)
    for i, seat in enumerate(s.voters):
        if i % per_row == 0:
            cols = st.columns(2, wrap=False) if compact else st.columns(4 if two else 3)
        slots = (0, 1) if two else (0,)
        for slot in slots:
            wide = 2 * (i % 2) + slot if two else i % 3
            column = (slot if two else i % 2) if compact else wide
            choices = list(s.vote_choices(seat, slot))
            cols[column].selectbox(
                label(seat, slot),
                options=[NO_SECOND, *choices] if slot else choices,
                format_func=lambda value, slot=slot: option(slot, value),
                key=key(seat, slot),
                on_change=on_change,
                args=(seat, slot) if on_change is not None else None,
                help=help(seat, slot) if help is not None else None,
            )
