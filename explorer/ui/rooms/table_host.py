"""The host's controls at a practice table, under the game on the host's phone: end the game
where it stands, take the table back to the lobby, remove a player (during a game a bot takes
their seat, under their name and with their points), close the room. Between games, the code
and the QR code for newcomers."""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _
from explorer.rooms.model import RoomView
from explorer.rooms.practice import End, Lobby
from explorer.rooms.practice_view import TableView
from explorer.ui.rooms import board


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
                    on_click=board.on_act,
                    args=(code, token, End()),
                    wrap=True,
                )
                st.button(
                    _("Drop this game: back to the lobby"),
                    key="table_lobby",
                    on_click=board.on_act,
                    args=(code, token, Lobby()),
                    wrap=True,
                )
        board.manage(
            code,
            token,
            view,
            label=_("Remove a player"),
            prefix="table",
            help=_(
                "Their link no longer opens the room. During a game a bot takes their seat, "
                "under their name and with their points, so the game goes on."
            ),
        )
