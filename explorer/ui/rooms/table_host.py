"""The host's controls at a practice table, under the game on the host's phone: end the game
where it stands, take the table back to the lobby, remove a player (during a game a bot takes
their seat, under their name and with their points), close the room. Between games, the code
and the QR code for newcomers."""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _
from explorer.rooms import codes
from explorer.rooms.model import RoomView
from explorer.rooms.practice import End, Lobby
from explorer.rooms.practice_view import TableView
from explorer.ui.rooms import board, state

WHO = "table_remove_who"


def controls(code: str, token: str, view: RoomView) -> None:
    d: TableView = view.detail
    playing = d.phase not in ("lobby", "over")
    if d.phase == "over":
        with st.expander(_("The code for newcomers")):
            board.join_panel(code, qr=True, invite=_("Newcomers join before the next deal."))
    with st.expander(_("Manage the table")):
        if playing:
            with st.container(horizontal=True, gap="small"):
                st.button(
                    _("End the game now: the standings for everybody"),
                    key="table_end",
                    on_click=_on_act,
                    args=(code, token, End()),
                    wrap=True,
                )
                st.button(
                    _("Drop this game: back to the lobby"),
                    key="table_lobby",
                    on_click=_on_act,
                    args=(code, token, Lobby()),
                    wrap=True,
                )
        names = {m.id: m.name for m in view.members}
        if names:
            st.selectbox(
                _("Remove a player"),
                list(names),
                key=WHO,
                format_func=lambda i: names[i],
                index=None,
                help=_(
                    "Their link no longer opens the room. During a game a bot takes their seat, "
                    "under their name and with their points, so the game goes on."
                ),
            )
            st.button(_("Remove"), key="table_remove", on_click=_on_remove, args=(code, token))
        st.button(
            _("Close the room for everybody"),
            key="table_close",
            on_click=_on_close,
            args=(code, token),
        )


def _on_act(code: str, token: str, action: object) -> None:
    state.attempt(lambda: state.rooms().act(code, token, action))


def _on_remove(code: str, token: str) -> None:
    who = st.session_state.get(WHO)
    if isinstance(who, int) and state.attempt(lambda: state.rooms().remove(code, token, who)):
        st.session_state.pop(WHO, None)


def _on_close(code: str, token: str) -> None:
    if state.attempt(lambda: state.rooms().close(code, token)):
        state.go(None)
        state.moved(_("Room {code} is closed.").format(code=codes.shown(code)))
