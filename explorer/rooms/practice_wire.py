"""A practice table as a store keeps it: JSON-ready values, and back, every field checked.

The game is kept as the practice game keeps it in a resume code: its set-up and its moves (a row
each: `[0, seat, card, clue]`, `[1, seat, *cards]`, `[2, seat, *places]`, `[3]`), and rebuilt
on load by playing the moves again under the rules (`explorer.game.play.replay`), so a record
that is not a legal game is refused, never half-read. The store wrote the record itself (a
visitor never sends one), so the bots' moves are replayed as recorded.

Replaying is the cost of reading a room from a shared store (the embedded one keeps rooms
decoded): the games replayed last are kept (`KEPT`, each with its moves), and a record whose
moves extend a kept game's plays only the new ones, so a phone looking at the table every
second costs a move or two, not the whole game.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from explorer.errors import DixitError, RoomError
from explorer.game import action_rows
from explorer.game.actions import Action
from explorer.game.play import apply, new_game
from explorer.game.setup import BOT_SKILLS, SUBTLETIES, Setup
from explorer.game.state import GameState
from explorer.i18n import LANGUAGES, _
from explorer.limits import MAX_NAME, MAX_PLAYERS, MAX_SEED
from explorer.rooms.table import MAX_TURNS, TableState
from explorer.text.numbers import is_whole

MAX_IDENT = 4_000  # characters of the rules' ident (house rules as the link writes them)
MAX_MOVES = MAX_TURNS * (2 * MAX_PLAYERS + 1)  # a clue, a hand-in and a vote each, a next
MAX_READINGS = 64
KEPT = 32  # games replayed last, kept to replay only the moves a record adds

_kept: OrderedDict[Setup, GameState] = OrderedDict()
_lock = threading.Lock()


def dump_table(s: TableState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "host": s.host,
        "lang": s.lang,
        "seed": s.seed,
        "games": s.games,
    }
    if s.game is not None:
        setup = s.game.setup
        out["game"] = {
            "r": setup.ruleset,
            "p": list(setup.players),
            "b": list(setup.bots),
            "d": setup.deck,
            "s": setup.seed,
            "t": setup.subtlety,
            "o": [list(o) for o in setup.readings],
            "f": setup.first,
            "a": [action_rows.row(a) for a in s.game.log],
        }
        out["seats"] = list(s.seats)
        out["ready"] = list(s.ready)
        out["stopped"] = s.stopped
    return out


def _damaged() -> RoomError:
    return RoomError(_("This room's record is damaged."))


def _whole(x: object, most: int) -> bool:
    return is_whole(x) and 0 <= x <= most


def load_table(data: Any) -> TableState:
    try:
        host, lang, seed, games = data["host"], data["lang"], data["seed"], data["games"]
        ok = (
            isinstance(host, str)
            and 0 < len(host) <= MAX_NAME
            and lang in LANGUAGES
            and _whole(seed, MAX_SEED)
            and _whole(games, 10**6)
        )
        if not ok:
            raise TypeError
        state = TableState(host, lang, seed, games)
        if "game" not in data:
            return state
        game = _game(data["game"])
        seats, ready, stopped = data["seats"], data["ready"], data["stopped"]
        if not (
            isinstance(seats, list)
            and len(seats) == game.n
            and all(x is None or _whole(x, 10**4) for x in seats)
            and [x is None for x in seats] == [b is not None for b in game.setup.bots]
            and isinstance(ready, list)
            and all(_whole(x, game.n - 1) for x in ready)
            and isinstance(stopped, bool)
        ):
            raise TypeError
    except (KeyError, TypeError, ValueError, IndexError, DixitError):
        raise _damaged() from None
    return TableState(host, lang, seed, games, game, tuple(seats), tuple(ready), stopped)


def _game(raw: Any) -> GameState:
    """The game a record holds, its moves played again under the rules (TypeError or a
    DixitError for anything that is not a legal game)."""
    players, bots, readings, moves = raw["p"], raw["b"], raw["o"], raw["a"]
    ident = raw["r"]
    if not (
        isinstance(ident, str)
        and 0 < len(ident) <= MAX_IDENT
        and isinstance(players, list)
        and 0 < len(players) <= MAX_PLAYERS
        and all(isinstance(p, str) and len(p) <= MAX_NAME for p in players)
        and isinstance(bots, list)
        and all(b is None or b in BOT_SKILLS for b in bots)
        and isinstance(readings, list)
        and len(readings) <= MAX_READINGS
        and all(
            isinstance(r, list)
            and len(r) == 2
            and all(isinstance(x, str) and len(x) <= 64 for x in r)
            for r in readings
        )
        and raw["t"] in SUBTLETIES
        and _whole(raw["d"], 10**4)
        and _whole(raw["s"], MAX_SEED)
        and _whole(raw["f"], MAX_PLAYERS)
        and isinstance(moves, list)
        and len(moves) <= MAX_MOVES
    ):
        raise TypeError
    setup = Setup(
        ident,
        tuple(players),
        tuple(bots),
        raw["d"],
        raw["s"],
        raw["t"],
        tuple((k, v) for k, v in readings),
        raw["f"],
    )
    return replayed(setup, tuple(action_rows.action(m) for m in moves))


def replayed(setup: Setup, moves: tuple[Action, ...]) -> GameState:
    """The game after `moves` from the deal (IllegalAction for a move the rules refuse), from
    the kept game it extends when there is one."""
    with _lock:
        kept = _kept.get(setup)
    if kept is not None and kept.log == moves[: len(kept.log)]:
        game, rest = kept, moves[len(kept.log) :]
    else:
        game, rest = new_game(setup), moves
    for move in rest:
        game = apply(game, move)
    with _lock:
        _kept[setup] = game
        _kept.move_to_end(setup)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return game
