"""The practice page: set-up, the private steps of a round, the reveal and the final standings.

The game itself is `explorer.game` (immutable states, checked actions); these modules read
widgets, apply one action, and draw.
"""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _, number
from explorer.ui.practice.reveal import game_over, reveal
from explorer.ui.practice.setup_form import setup_form
from explorer.ui.practice.sidebar import sidebar
from explorer.ui.practice.state import current
from explorer.ui.practice.steps import (
    clue_step,
    hand_in_step,
    header,
    needs_pass,
    pass_screen,
    show_error,
    vote_step,
)


def render() -> None:
    st.title("🃏 " + _("Practice round"))
    state = current()
    if state is None:
        setup_form()
        return
    sidebar(state)
    if state.phase == "over":
        game_over(state)
        return
    if state.phase == "reveal":
        reveal(state)
        return
    header(state)
    show_error()
    waiting = state.waiting_for
    seat = waiting[0]
    if state.phase != "clue":
        done = state.n - 1 - len(waiting)
        so_far = (
            _("Handed in so far: {done} of {n} players.")
            if state.phase == "hand-in"
            else _("Voted so far: {done} of {n} players.")
        )
        st.caption(so_far.format(done=number(done), n=number(state.n - 1)))
    if needs_pass(state, seat):
        pass_screen(state, seat)
        return
    if state.phase == "clue":
        clue_step(state, seat)
    elif state.phase == "hand-in":
        hand_in_step(state, seat)
    else:
        vote_step(state, seat)
