"""A game's moves as short JSON rows, the form both a resume code and a practice table's record
keep them in: `[0, seat, card, clue]`, `[1, seat, *cards]`, `[2, seat, *places]`, `[3]` (the next
turn). Reading a row checks only its shape; the game's rules check the move when it is replayed.

>>> row(GiveClue(0, 5, "Moon"))
[0, 0, 5, 'Moon']
>>> action([2, 1, 3])
Vote(player=1, places=(3,))
"""

from __future__ import annotations

from typing import Any

from explorer.game.actions import Action, GiveClue, HandIn, NextTurn, Vote
from explorer.limits import MAX_PLAYERS
from explorer.text.numbers import is_whole

MAX_ROW = 2 + 2 * MAX_PLAYERS  # the longest row: kind, seat and its cards or places


class BadRow(ValueError):
    """A row that is no move (what is wrong with it, for the reader's error message)."""


def row(a: Action) -> list[Any]:
    if isinstance(a, GiveClue):
        return [0, a.player, a.card, a.clue]
    if isinstance(a, HandIn):
        return [1, a.player, *a.cards]
    if isinstance(a, Vote):
        return [2, a.player, *a.places]
    return [3]


def _int(v: Any) -> int:
    if not is_whole(v):
        raise BadRow(f"expected a whole number, found {v!r}")
    return int(v)


def action(r: Any) -> Action:
    """The move a row holds; BadRow when it holds none."""
    if not isinstance(r, list) or not r or len(r) > MAX_ROW:
        raise BadRow("an action is not a short list")
    kind = _int(r[0])
    if kind == 0 and len(r) == 4 and isinstance(r[3], str):
        return GiveClue(_int(r[1]), _int(r[2]), r[3])
    if kind == 1 and len(r) >= 2:
        return HandIn(_int(r[1]), tuple(_int(c) for c in r[2:]))
    if kind == 2 and len(r) >= 2:
        return Vote(_int(r[1]), tuple(_int(p) for p in r[2:]))
    if kind == 3 and len(r) == 1:
        return NextTurn()
    raise BadRow(f"unknown action {r!r}")
