"""A student's phone in a class quiz: the round on the board, their points to send, their own
verdict at once (right or wrong, the named mistake, how each point is scored), their own score.
Everything shown comes from the engine's view for this student (`rooms.room.view`), which holds
nothing of anybody else's."""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _, n_, number
from explorer.learn.quiz import Feedback, Question
from explorer.rooms.model import RoomView
from explorer.rooms.quiz import Send, StudentQuiz, feedback
from explorer.ui.common.copy_text import copy_field
from explorer.ui.common.focus import focus_on_change
from explorer.ui.learn.round_view import verdict
from explorer.ui.rooms import board, state

HEAD = "room_round_head"
VERDICT = "room_verdict"


def show(code: str, token: str, view: RoomView) -> None:
    d: StudentQuiz = view.detail
    board.whose_phone(code, view.me)
    if not view.present:
        board.come_back(
            code,
            token,
            _("You left this room. Your answers are kept: come back to go on."),
            key="room_back",
        )
    elif d.phase == "lobby":
        with st.container(key=HEAD):
            st.subheader(_("You are in!"), anchor=False)
        st.info(_("Your teacher starts the first round: it appears here by itself."))
    elif d.phase == "round" and d.question is not None:
        _round(code, token, view, d, d.question)
    else:
        with st.container(key=HEAD):
            st.subheader(_("The quiz is over"), anchor=False)
        st.success(
            n_(
                "Your score: {right} of {n} round right.",
                "Your score: {right} of {n} rounds right.",
                d.rounds,
            ).format(right=number(d.right), n=number(d.rounds))
        )
    if d.phase == "round" and d.answered:
        st.caption(
            _("Right so far: {right} of {answered}.").format(
                right=number(d.right), answered=number(d.answered)
            )
        )
    token_shown = f"{d.phase}:{d.round}:{d.answer is not None}:{view.present}"
    focus_on_change("room-student", token_shown, VERDICT if d.answer is not None else HEAD)
    copy_field(
        state.own_link(code, token),
        label="🔗 " + _("Your own link: it brings you back to this room as yourself (keep it)"),
        button=_("Copy link"),
        done=_("Link copied."),
        key="room-own-link",
    )
    if view.present:
        st.button(_("Leave the room"), key="room_leave", on_click=_on_leave, args=(code, token))


def _round(code: str, token: str, view: RoomView, d: StudentQuiz, q: Question) -> None:
    with st.container(key=HEAD):
        st.subheader(board.round_title(d.round, d.rounds, view.ruleset, q), anchor=False)
    board.question(view.ruleset, q)
    if d.answer is None:
        with st.form(f"room_answer_{d.round}"):
            st.markdown("**" + _("How many points does each player score this round?") + "**")
            with st.container(horizontal=True, wrap=True):
                for i, name in enumerate(q.players):
                    st.number_input(
                        name,
                        min_value=0,
                        max_value=99,
                        step=1,
                        value=None,
                        key=_points_key(code, d.round, i),
                        width=150,
                    )
            st.form_submit_button(
                _("Send my points"),
                type="primary",
                on_click=_on_send,
                args=(code, token, d.round, q.players),
            )
        return
    fb = feedback(view.ruleset, d)
    if fb is not None:
        _verdict(fb, q)
    st.info(_("Wait for your teacher to open the next round: it appears here by itself."))


def _verdict(fb: Feedback, q: Question) -> None:
    verdict(fb, q, VERDICT, explanations=2)


def _points_key(code: str, round_: int, seat: int) -> str:
    return f"room_pts_{code}_{round_}_{seat}"


def _on_send(code: str, token: str, round_: int, players: tuple[str, ...]) -> None:
    points = {p: st.session_state.get(_points_key(code, round_, i)) for i, p in enumerate(players)}
    if state.attempt(lambda: state.rooms().act(code, token, Send(points))):
        state.moved(_("Your points are sent."))


def _on_leave(code: str, token: str) -> None:
    if state.attempt(lambda: state.rooms().leave(code, token)):
        state.moved(_("You left the room."))
