"""Where the practice game lives: this tab's session state and, as a resume code, the address
(`?game=...`, through `links.practice`), so a lost tab can pick it up again."""

from __future__ import annotations

import streamlit as st

from explorer.errors import DixitError
from explorer.game.bots import play_bots
from explorer.game.resume import decode, encode
from explorer.game.setup import Setup
from explorer.game.state import Action, GameState, apply, new_game
from explorer.links.practice import PracticeLink
from explorer.text.escape import esc
from explorer.ui import binder

GAME = "px_game"
READY = "px_ready"
ERROR = "px_error"
LOADED = "px_loaded_code"
CODE = "px_game_code"
LINK = PracticeLink()


def store(state: GameState) -> None:
    state = play_bots(state)
    st.session_state[GAME] = state
    code = encode(state)
    st.session_state[LOADED] = code
    st.session_state[CODE] = code
    binder.save(LINK, code)


def act(state: GameState, action: Action) -> None:
    """Apply a human action; an illegal one shows its message and leaves the game unchanged."""
    try:
        new = apply(state, action)
    except DixitError as e:
        st.session_state[ERROR] = str(e)
        return
    st.session_state.pop(ERROR, None)
    store(new)


def current() -> GameState | None:
    """The game in play: from the link when it holds a new code, else this tab's own game.

    The link always ends up holding the game on screen, even after visiting another page
    (which clears the address's parameters) or opening a damaged link, so a reload never
    loses the game.
    """
    code = binder.load(LINK, show_notes=False) if "game" in st.query_params else None
    game = st.session_state.get(GAME)
    if code and code != st.session_state.get(LOADED):
        st.session_state[LOADED] = code
        try:
            resumed = decode(code)
        except DixitError as e:
            st.error(f"Could not resume the game from the link: {esc(e)}")
        else:
            game = resumed
            st.session_state[GAME] = game
            st.session_state[CODE] = code
            st.toast("Game resumed from the link.")
    if not isinstance(game, GameState):
        return None
    mine = st.session_state.get(CODE)
    if mine and code != mine:
        binder.save(LINK, mine)
        st.session_state[LOADED] = mine
    return game


def start(setup: Setup) -> None:
    st.session_state.pop(READY, None)
    st.session_state.pop(ERROR, None)
    store(new_game(setup))


def quit_game() -> None:
    for key in (GAME, READY, ERROR, LOADED, CODE):
        st.session_state.pop(key, None)
    binder.save(LINK, None)
