"""The practice page: set-up, the private steps of a round, the reveal and the final standings.

The game itself is `explorer.game` (immutable states, checked actions); these modules read
widgets, apply one action, and draw. After a press that changes what the page shows, focus goes
to the new state's heading and a live region says what happened (`follow`).
"""

from __future__ import annotations

import streamlit as st

from explorer.game.news import what_happened
from explorer.game.state import GameState
from explorer.i18n import _, number
from explorer.ui.common.focus import announce, focus_heading
from explorer.ui.practice.reveal import game_over, reveal
from explorer.ui.practice.setup_form import setup_form
from explorer.ui.practice.sidebar import sidebar
from explorer.ui.practice.state import Moved, current, take_moved
from explorer.ui.practice.steps import (
    HEAD,
    clue_step,
    hand_in_step,
    header,
    needs_pass,
    pass_screen,
    show_error,
    vote_step,
)

TITLE = "px_title"  # the page title's container: focus lands there back at the set-up


def render() -> None:
    with st.container(key=TITLE):
        st.title("🃏 " + _("Practice round"), anchor=False)
    state = current()
    press = take_moved()
    if state is None:
        setup_form()
        follow(press, None, TITLE)
        return
    sidebar(state)
    play(state)
    follow(press, state, HEAD)


def play(state: GameState) -> None:
    """The game as it stands: game over, the reveal, or the step of the player to act."""
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


def follow(press: Moved | None, state: GameState | None, anchor: str) -> None:
    """After a press: focus on the heading `anchor` names, and the moves it led to said in the
    live region (what the bots did too, the reveal's cards described)."""
    if press is None:
        return
    if press.say and state is not None:
        announce(" ".join(what_happened(press.before, state)))
    focus_heading(anchor)
