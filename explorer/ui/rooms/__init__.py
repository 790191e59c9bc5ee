"""The rooms page (`pages/room.py`): a class quiz, or a practice game across phones, each drawn
from the engine's view for the visitor (`explorer.rooms`). Before a room (`front`): join one with
its code, or open one (`front.open_form` for a class quiz, `table_lobby.open_form` for a table);
a join link's form. In a class quiz: a student's phone (`student`) and the teacher's screen
(`host`); at a practice table: the lobby (`table_lobby`), the game on each phone (`table_play`)
and the host's controls (`table_host`). Shared: the room's code and QR code and the watcher
(`board`); the address, the store and the visit's throttle (`state`)."""

from __future__ import annotations

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import N_, _
from explorer.rooms.evening import NAME as NIGHT
from explorer.rooms.practice import NAME as PRACTICE
from explorer.rooms.quiz import NAME as QUIZ
from explorer.text.escape import esc
from explorer.ui.common.focus import announce, focus_control
from explorer.ui.rooms import board, front, host, state, student, table_lobby, table_play

PROBLEM = "room_problem"
TITLES = {QUIZ: ("🏫", N_("Class quiz")), PRACTICE: ("🃏", N_("Practice across phones"))}


def _title(kind: str | None) -> None:
    icon, title = TITLES.get(kind or QUIZ, TITLES[QUIZ])
    st.title(f"{icon} {_(title)}")


def render() -> None:
    place = state.place()
    problem = state.take_problem()
    said = state.take_moved()
    if place.code is None:
        _title(place.opening)
        _said(problem, said)
        _front(place.opening, problem is not None)
        return
    if place.token is None:
        _join(place.code, problem, said)
        return
    try:
        view = state.rooms().view(place.code, place.token)
    except DixitError as err:
        _title(state.kind_of(place.code))
        _said(problem, said)
        st.warning(esc(str(err)))
        if state.exists(place.code):
            _join_form(place.code, problem is not None)
        else:
            st.button(_("Back to the rooms page"), key="room_gone", on_click=state.go, args=(None,))
        return
    _title(view.kind)
    _said(problem, said)
    if view.kind == NIGHT:  # a game night live on a table's phones: the game night page's
        st.info(esc(front.not_a_quiz(place.code)))
        st.button(
            _("Back to the rooms page"), key="room_other_kind", on_click=state.go, args=(None,)
        )
    elif view.kind == PRACTICE:
        table_play.show(place.code, place.token, view)
    elif view.host:
        host.show(place.code, place.token, view)
    else:
        student.show(place.code, place.token, view)
        board.watch(place.code, place.token, view, lambda v: v)


def _said(problem: str | None, said: str | None) -> None:
    """What the last press could not do, and what it did (for the live region)."""
    if problem:
        with st.container(key=PROBLEM):
            st.error(esc(problem))
        announce(problem)
    if said:
        announce(said)


def _front(opening: str | None, refused: bool) -> None:
    """Before a room: join one with its code, or open one (the kind the link asks for first)."""
    if opening == PRACTICE:
        st.markdown(
            _(
                "Play the practice game with each player on their own phone: the host opens a "
                "table, the others join with its code, and everybody holds their own hand, votes "
                "in secret and sees the reveal, with every point explained, at the same moment."
            )
        )
        front.join_form(None, PRACTICE)
        st.divider()
        table_lobby.open_form()
        st.divider()
        front.other_kind(QUIZ)
    else:
        st.markdown(
            _(
                "A teacher opens a room; the class joins on their phones with its code and "
                "answers the same quiz round together, while the teacher's screen shows how the "
                "class is doing."
            )
        )
        front.join_form(None, QUIZ)
        st.divider()
        front.open_form()
        st.divider()
        front.other_kind(PRACTICE)
    if refused:
        focus_control("room_join")


def _join(code: str, problem: str | None, said: str | None) -> None:
    """A join link's page: the form to join room `code` (or what keeps the visitor out of it)."""
    why = state.find(code)
    _title(None if why is not None else state.kind_of(code))
    _said(problem, said)
    if why is not None:
        st.info(esc(why))
        st.button(
            _("Back to the rooms page"), key="room_leave_code", on_click=state.go, args=(None,)
        )
        return
    _join_form(code, problem is not None)


def _join_form(code: str, refused: bool) -> None:
    front.join_form(code, state.kind_of(code) or QUIZ)
    if refused:
        focus_control("room_join")
    st.button(
        _("Not your room? Type another code"), key="room_other", on_click=state.go, args=(None,)
    )
