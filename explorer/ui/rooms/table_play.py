"""A practice table on each phone: the lobby, then the game as this phone's player may see it
(`explorer.rooms.practice_view.TableView`: their own hand, hand-in and vote, nobody else's),
drawn with the practice page's own drawing (`explorer.ui.practice`: the heading, the scores, the
card picker's steps, the reveal with every point explained, the standings).

Live: the scores and who the table waits for are looked at every `board.POLL` seconds in a
fragment; when the turn, the phase or what this phone must do changes (another player's move
made it so), the whole page is drawn again, focus goes to the new state's heading and the live
region says what happened since the phone last drew the table (`practice_view.news`).
"""

from __future__ import annotations

import html
from collections.abc import Callable

import streamlit as st

from explorer.errors import DixitError
from explorer.game.actions import Action
from explorer.game.presses import Token
from explorer.game.state import GameState
from explorer.i18n import _, join_list, number
from explorer.rooms.model import RoomView
from explorer.rooms.practice import Lobby, Move, Next, Ready
from explorer.rooms.practice_view import TableView, news, stopped_sentence
from explorer.text.escape import esc
from explorer.ui.common.cards_view import show_cards
from explorer.ui.common.copy_text import copy_field
from explorer.ui.common.focus import announce, focus_on_change
from explorer.ui.practice.reveal import details, game_over_head, reveal_round, standings
from explorer.ui.practice.state import ERROR
from explorer.ui.practice.steps import (
    HEAD,
    Press,
    clue_heading,
    clue_step,
    hand_in_step,
    scoreboard,
    show_error,
    turn_heading,
    vote_step,
)
from explorer.ui.rooms import board, state, table_host, table_lobby

SEEN = "_dixit_table_seen"  # the table this visit last drew: (code, token, its view)
_WAIT_CSS = "<style>.dx-table-wait { margin: 0 0 0.5rem 0; font-size: 0.95rem; }</style>"


def look(view: RoomView) -> object:
    """What, once changed, redraws the whole page: the table's stage (`TableView.stage`) and,
    on the host's phone, who is in the room (the deal's count, the list to remove from)."""
    d: TableView = view.detail
    if view.host:
        return d.stage, tuple((m.id, m.present) for m in view.members)
    return d.stage


def show(code: str, token: str, view: RoomView) -> None:
    d: TableView = view.detail
    name = d.host if view.host else view.me
    board.whose_phone(code, name)
    _said(code, token, d)
    if not view.present:
        board.come_back(
            code,
            token,
            _("You left this table. Your seat is kept: come back to play on."),
            key="table_back",
        )
    elif d.phase == "lobby":
        table_lobby.lobby(code, token, view, look)
    elif d.phase == "over":
        _over(code, token, view, d)
    elif d.phase == "reveal":
        _reveal(code, token, view, d)
    else:
        _turn(code, token, view, d)
    focus_on_change("room-table", repr(d.stage), HEAD)
    if view.host:
        table_host.controls(code, token, view)
    else:
        _own_link(code, token, view)


def _said(code: str, token: str, d: TableView) -> None:
    """What happened since this phone last drew the table, said in the live region; a refused
    press's message dropped once the table has moved on."""
    seen = st.session_state.get(SEEN)
    before = seen[2] if isinstance(seen, tuple) and seen[:2] == (code, token) else None
    if isinstance(before, TableView):
        said = news(before, d)
        if said:
            announce(" ".join(said))
        if before.stage != d.stage:
            st.session_state.pop(ERROR, None)
    st.session_state[SEEN] = (code, token, d)


# --- a turn ------------------------------------------------------------------------------------
def _marks(d: TableView) -> Callable[[int], str]:
    return lambda seat: (
        ("🤖 " if d.players[seat].bot else "") + ("" if d.players[seat].present else "💤 ")
    )


def _named(d: TableView, seats: tuple[int, ...]) -> str:
    """The players in `seats` in a list, those away said so (plain text)."""
    names = [
        d.players[s].name
        if d.players[s].present
        else _("{name} (away)").format(name=d.players[s].name)
        for s in seats
    ]
    return join_list(names)


def _live(view: RoomView) -> None:
    """The scores and who the table waits for, as they are now."""
    d: TableView = view.detail
    g = d.game
    assert g is not None
    if d.phase != "reveal":
        scoreboard(
            g,
            _marks(d),
            _("📖 storyteller · ⏳ to play now · 🤖 bot · 💤 away · points so far"),
        )
    waiting = d.waiting
    if d.phase == "clue":
        line = _("{name} is choosing a card and a clue.").format(name=_named(d, waiting))
    elif d.phase == "hand-in":
        line = _("Still to hand in: {names}.").format(names=_named(d, waiting))
    elif d.phase == "vote":
        line = _("Still to vote: {names}.").format(names=_named(d, waiting))
    elif waiting:
        line = _("Still reading the reveal: {names}.").format(names=_named(d, waiting))
    else:
        line = _("Everybody is ready: the next turn starts.")
    # a live region of its own: a screen reader hears who the table waits for as it changes
    st.html(_WAIT_CSS + f'<p class="dx-table-wait" role="status">{html.escape(line)}</p>')


def _press(code: str, token: str) -> Press:
    """The room's press for the practice page's steps: the move sent as this phone's player,
    a refused one's message shown by the step (`show_error`)."""

    def act(at: Token, make: Callable[[], Action | None]) -> None:
        action = make()
        if action is None:
            return
        try:
            state.rooms().act(code, token, Move(at, action))  # type: ignore[arg-type]
        except DixitError as err:
            st.session_state[ERROR] = str(err)
            return
        st.session_state.pop(ERROR, None)

    return act


def _turn(code: str, token: str, view: RoomView, d: TableView) -> None:
    g = d.game
    assert g is not None
    turn_heading(g)
    board.panel(code, token, look(view), look, _live)
    if g.clue is not None:
        st.markdown(clue_heading(g.clue), anchors=False)
    show_error()
    me = d.me
    if d.to_play and me is not None:
        step = {"clue": clue_step, "hand-in": hand_in_step}.get(g.phase, vote_step)
        step(g, me, _press(code, token))
        return
    _waiting(d, g)


def _waiting(d: TableView, g: GameState) -> None:
    """This phone's part while others play: what its player did, the table once laid out."""
    me = d.me
    if me is None:
        st.info(_("You are watching this game: it was dealt before you joined."))
    elif g.phase == "clue":
        st.info(_("Your turn comes once the storyteller has told the clue."))
    elif g.phase == "hand-in" and me == g.storyteller:
        st.markdown("**" + esc(_("Your card")) + "**")
        show_cards([g.storyteller_card] if g.storyteller_card is not None else [])
        st.info(_("The others are choosing a card that fits your clue."))
    elif g.phase == "hand-in":
        st.markdown("**" + esc(_("What you handed in")) + "**")
        show_cards(g.handed_in[me] or ())
        st.info(_("The cards are laid out when everybody has handed in."))
    if g.phase == "vote":
        mine = set(g.own_places(me)) if me is not None else set()
        voted = set(g.votes[me] or ()) if me is not None else set()

        def label(i: int) -> str:
            if i + 1 in mine:
                return _("{place} · yours").format(place=number(i + 1))
            if i + 1 in voted:
                return _("{place} · your vote").format(place=number(i + 1))
            return number(i + 1)

        st.markdown("**" + esc(_("The cards on the table")) + "**")
        show_cards(g.table, labels=label)
        if me == g.storyteller:
            st.info(_("The others are voting for the storyteller's card."))
        elif me is not None:
            st.info(_("You voted. The cards are revealed when everybody has voted."))
    if me is not None and g.phase == "clue":  # while you wait: your cards, to think ahead
        st.markdown("**" + esc(_("Your hand")) + "**")
        show_cards(g.hands[me])
    elif me is not None and g.hands[me]:
        with st.expander(_("Your hand")):
            show_cards(g.hands[me])


# --- the reveal and the end ---------------------------------------------------------------------
def _reveal(code: str, token: str, view: RoomView, d: TableView) -> None:
    g = d.game
    assert g is not None and g.last_round is not None
    ending = reveal_round(g)
    board.panel(code, token, look(view), look, _live)
    turn = g.turn
    with st.container(horizontal=True, gap="small"):
        if d.me is not None and not d.players[d.me].ready:
            st.button(
                _("Ready for the final standings") if ending else _("Ready for the next turn"),
                type="primary",
                key="table_ready",
                on_click=board.on_act,
                args=(code, token, Ready(turn)),
                wrap=True,
            )
        if view.host:
            st.button(
                _("Next turn now, without waiting"),
                key="table_next",
                on_click=board.on_act,
                args=(code, token, Next(turn)),
                wrap=True,
            )
    if d.me is not None and d.players[d.me].ready:
        st.caption(_("You are ready: the next turn starts when everybody is."))
    details(g, g.last_round)


def _over(code: str, token: str, view: RoomView, d: TableView) -> None:
    g = d.game
    assert g is not None
    game_over_head(g, stopped_sentence(g) if d.stopped else None)
    if view.host:
        st.button(
            _("Play again: back to the lobby"),
            type="primary",
            key="table_again",
            on_click=board.on_act,
            args=(code, token, Lobby()),
        )
    else:
        st.info(_("The host may deal a new game: it appears here by itself."))
        board.panel(code, token, look(view), look, lambda _view: None)
    standings(g)


# --- a player's own link ------------------------------------------------------------------------
def _own_link(code: str, token: str, view: RoomView) -> None:
    copy_field(
        state.own_link(code, token),
        label="🔗 " + _("Your own link: it brings you back to this room as yourself (keep it)"),
        button=_("Copy link"),
        done=_("Link copied."),
        key="room-own-link",
    )
    if view.present:
        st.button(_("Leave the room"), key="table_leave", on_click=_on_leave, args=(code, token))


def _on_leave(code: str, token: str) -> None:
    if state.attempt(lambda: state.rooms().leave(code, token)):
        state.moved(_("You left the room."))
