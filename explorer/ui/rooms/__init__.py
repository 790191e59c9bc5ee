"""The class quiz page (`pages/room.py`): before a room (`front`), a join link's form, a
student's phone (`student`) and the teacher's screen (`host`), drawn from the engine's view
for the visitor (`explorer.rooms`); the room's code and QR code and the watcher (`board`); the
address, the store and the visit's throttle (`state`)."""

from __future__ import annotations

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import _
from explorer.text.escape import esc
from explorer.ui.common.focus import announce, focus_control
from explorer.ui.rooms import board, front, host, state, student

PROBLEM = "room_problem"


def render() -> None:
    st.title("🏫 " + _("Class quiz"))
    place = state.place()
    problem = state.take_problem()
    if problem:
        with st.container(key=PROBLEM):
            st.error(esc(problem))
        announce(problem)
    said = state.take_moved()
    if said:
        announce(said)
    if place.code is None:
        st.markdown(
            _(
                "A teacher opens a room; the class joins on their phones with its code and "
                "answers the same quiz round together, while the teacher's screen shows how the "
                "class is doing."
            )
        )
        front.join_form(None)
        st.divider()
        front.open_form()
        if problem:
            focus_control("room_join")
        return
    if place.token is None:
        _join(place.code, problem is not None)
        return
    try:
        view = state.rooms().view(place.code, place.token)
    except DixitError as err:
        st.warning(esc(str(err)))
        if state.exists(place.code):
            _join(place.code, problem is not None)
        else:
            st.button(_("Back to the class quiz"), key="room_gone", on_click=state.go, args=(None,))
        return
    if view.kind == "night":
        st.info(esc(front.not_a_quiz(place.code)))
        st.button(_("Back to the class quiz"), key="room_other", on_click=state.go, args=(None,))
        return
    if view.host:
        host.show(place.code, place.token, view)
    else:
        student.show(place.code, place.token, view)
        board.watch(place.code, place.token, view, lambda v: v)


def _join(code: str, refused: bool) -> None:
    """The join form of room `code` (or what keeps the visitor out of it)."""
    why = state.find(code)
    if why is not None:
        st.info(esc(why))
        st.button(
            _("Back to the class quiz"), key="room_leave_code", on_click=state.go, args=(None,)
        )
        return
    front.join_form(code)
    if refused:
        focus_control("room_join")
    st.button(
        _("Not your room? Type another code"), key="room_other", on_click=state.go, args=(None,)
    )
