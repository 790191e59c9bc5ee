"""Where the practice game lives: this tab's session state and, as a resume code, the address
(`?game=...`, through `links.practice`), so a lost tab can pick it up again.

Presses change the game in widget callbacks (`press`), keyed by the moment they were made for
(turn, phase, seat), so a press that lands during a rerun is applied once: never dropped, never
twice. A press that changes what the page shows leaves a `Moved` for the next run (`take_moved`),
which moves focus to the new state's heading and says what happened. Within a visit a game never goes back to an earlier point of its own log: Back after a
reveal shows the game as it stands, with a note (a link opened in another visit still resumes).
"""

from __future__ import annotations

import logging
import os
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import streamlit as st

from explorer.errors import DixitError, LinkKeyError
from explorer.game.actions import Action
from explorer.game.bots import play_bots
from explorer.game.link_keys import KEY_ENV, LinkKey, link_key
from explorer.game.play import new_game
from explorer.game.presses import Token, apply_once
from explorer.game.resume import encode, resume
from explorer.game.setup import Setup
from explorer.game.state import GameState
from explorer.i18n import _, number
from explorer.limits import MAX_SEED
from explorer.links.practice import PracticeLink
from explorer.text.escape import esc
from explorer.ui.common import binder
from explorer.ui.common.page_state import PageState

GAME = "px_game"
READY = "px_ready"
ERROR = "px_error"
NOTE = "px_note"
LOADED = "px_loaded_code"
CODE = "px_game_code"
FURTHEST = "px_furthest"  # setup -> the furthest state of that game seen in this visit
MOVED = "px_moved"  # a press changed what the page shows (a `Moved`), read once by the next run
KEEP_GAMES = 4  # games remembered per visit for the no-rewind rule
STATE = PageState("practice", PracticeLink())  # the resume code in the address


LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class Moved:
    """What a press changed, for the next run: focus goes to what it shows, and the moves made
    since `before` (the game before the press; None for a new deal) are said, when `say`."""

    before: GameState | None = None
    say: bool = True


def moved(before: GameState | None = None, *, say: bool = True) -> None:
    """Mark this press as one that changes what the page shows (call from a widget callback)."""
    st.session_state[MOVED] = Moved(before, say)


def take_moved() -> Moved | None:
    """The press the last run's callbacks made, once (None: nothing the visitor did)."""
    found = st.session_state.pop(MOVED, None)
    return found if isinstance(found, Moved) else None


def _configured() -> str | Sequence[str]:
    """DIXIT_LINK_KEY as configured: Streamlit secrets (Community Cloud; a text or a list of
    texts) first, then the environment variable."""
    try:
        value = st.secrets.get(KEY_ENV)
    except Exception:  # no secrets file at all: Streamlit raises rather than returning None
        value = None
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return str(value) if value else os.environ.get(KEY_ENV, "")


def secret_key() -> LinkKey | None:
    """The key that encrypts resume codes; None when none is configured, or when the one
    configured is too weak to use (`key_problem` says why)."""
    try:
        return link_key(_configured())
    except LinkKeyError:
        return None


def key_problem() -> str | None:
    """Why the configured link key is not used (for the site's admin), or None."""
    try:
        link_key(_configured())
    except LinkKeyError as e:
        _log_once(str(e))
        return str(e)
    return None


@lru_cache(maxsize=4)  # the configured key's problem, said once in the server's log
def _log_once(problem: str) -> None:
    LOG.warning("DIXIT_LINK_KEY is not used, practice links are not encrypted: %s", problem)


def fresh_seed() -> int:
    """A new game's seed, from the system's entropy: nobody can guess the deal from it."""
    return secrets.randbelow(MAX_SEED + 1)


def _remember(state: GameState) -> None:
    seen: dict[Setup, GameState] = dict(st.session_state.get(FURTHEST, {}))
    seen.pop(state.setup, None)
    seen[state.setup] = state
    while len(seen) > KEEP_GAMES:
        seen.pop(next(iter(seen)))
    st.session_state[FURTHEST] = seen


def _rewinds(state: GameState) -> GameState | None:
    """The furthest state of the same game seen in this visit, when `state` lies before it."""
    seen: dict[Setup, GameState] = st.session_state.get(FURTHEST, {})
    far = seen.get(state.setup)
    if far is None or len(state.log) >= len(far.log):
        return None
    return far if far.log[: len(state.log)] == state.log else None


def store(state: GameState) -> None:
    state = play_bots(state)
    st.session_state[GAME] = state
    code = encode(state, secret_key())
    st.session_state[LOADED] = code
    st.session_state[CODE] = code
    _remember(state)
    STATE.save(code)


def act(state: GameState, action: Action, at: Token) -> None:
    """Apply a human action made at moment `at` (once); an illegal one shows its message and
    leaves the game unchanged."""
    try:
        new = apply_once(state, at, action)
    except DixitError as e:
        st.session_state[ERROR] = str(e)
        return
    if new is state:
        return  # the same press again, or a late one: already applied
    st.session_state.pop(ERROR, None)
    store(new)
    moved(state)


def press(at: Token, make: Callable[[], Action | None]) -> None:
    """A widget callback: build the action from the widgets' values and apply it once.
    `make` returns None (with NOTE or ERROR set) when the choice is not complete."""
    game = st.session_state.get(GAME)
    if not isinstance(game, GameState):
        return
    if (game.turn, game.phase) != at[:2]:
        return  # a late press for a moment already past
    if game.phase in ("clue", "hand-in", "vote") and at[2] not in game.waiting_for:
        return
    action = make()
    if action is not None:
        act(game, action, at)


def current() -> GameState | None:
    """The game in play: from the link when it holds a new code, else this tab's own game.

    The link always ends up holding the game on screen, even after visiting another page
    (which clears the address's parameters) or opening a damaged link, so a reload never
    loses the game.
    """
    code = STATE.load(show_notes=False) if "game" in binder.params() else None
    game = st.session_state.get(GAME)
    if code and code != st.session_state.get(LOADED):
        st.session_state[LOADED] = code
        try:
            resumed = resume(code, secret_key())
        except DixitError as e:
            st.error(_("Could not resume the game from the link: {problem}").format(problem=esc(e)))
        else:
            ahead = _rewinds(resumed)
            if ahead is not None:
                game = ahead
                st.session_state[GAME] = ahead
                st.session_state[CODE] = encode(ahead, secret_key())
                st.info(
                    _(
                        "That link points to an earlier moment of this game. A game never goes "
                        "back: here it is as it stands now (turn {turn})."
                    ).format(turn=number(ahead.turn))
                )
            else:
                game = resumed
                st.session_state[GAME] = game
                # written again: bots may have acted, and a configured key encrypts old links
                st.session_state[CODE] = encode(game, secret_key())
                _remember(game)
                st.toast(_("Game resumed from the link."))
    if not isinstance(game, GameState):
        return None
    mine = st.session_state.get(CODE)
    if mine and code != mine:
        STATE.save(mine)
        st.session_state[LOADED] = mine
    return game


def start(setup: Setup) -> None:
    """Deal a new game (a deliberate fresh start: the no-rewind record of it is dropped)."""
    st.session_state.pop(READY, None)
    st.session_state.pop(ERROR, None)
    seen = dict(st.session_state.get(FURTHEST, {}))
    seen.pop(setup, None)
    st.session_state[FURTHEST] = seen
    store(new_game(setup))
    moved(None)


def quit_game() -> None:
    for key in (GAME, READY, ERROR, LOADED, CODE, NOTE):
        st.session_state.pop(key, None)
    STATE.save(None)
    moved(say=False)
