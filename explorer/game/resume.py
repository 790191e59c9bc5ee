"""A game as a short resume code: the set-up and the action log, compressed and URL-safe.

`encode(state)` gives the code; `decode(code)` replays it (checking every action again), so a
lost browser tab can pick the game up exactly where it was.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Any

from explorer.errors import DixitError, ResumeCodeError
from explorer.game.setup import Setup, bot_skill, subtlety
from explorer.game.state import Action, GameState, GiveClue, HandIn, NextTurn, Vote, replay

PREFIX = "dx1."


class _Damaged(ResumeCodeError):
    """A code whose contents are not a game (reported to the player as damaged)."""


MAX_CODE = 30_000
MAX_JSON = 200_000
MAX_DEPTH = 4  # a game is an object of lists of lists: {"a": [[0, 1, 2, "clue"]]}

# a string, or an unclosed one to the end (so the scan never restarts inside a string)
_STRING = re.compile(rb'"(?:[^"\\]|\\.)*(?:"|\\?\Z)', re.S)
_BRACKET = re.compile(rb"[\[\]{}]")


def _depth(raw: bytes) -> int:
    """How deeply the JSON text nests lists and objects (strings skipped), counted without
    parsing it, so that a code of a thousand brackets is refused before `json` recurses."""
    deepest = depth = 0
    for m in _BRACKET.finditer(_STRING.sub(b"", raw)):
        depth += 1 if m.group() in b"[{" else -1
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            break
    return deepest


def _action_row(a: Action) -> list[Any]:
    if isinstance(a, GiveClue):
        return [0, a.player, a.card, a.clue]
    if isinstance(a, HandIn):
        return [1, a.player, *a.cards]
    if isinstance(a, Vote):
        return [2, a.player, *a.places]
    return [3]


def _int(v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise _Damaged(f"expected a whole number, found {v!r}")
    return v


def _action(row: Any) -> Action:
    if not isinstance(row, list) or not row:
        raise _Damaged("an action is not a list")
    kind = _int(row[0])
    if kind == 0 and len(row) == 4 and isinstance(row[3], str):
        return GiveClue(_int(row[1]), _int(row[2]), row[3])
    if kind == 1 and len(row) >= 2:
        return HandIn(_int(row[1]), tuple(_int(c) for c in row[2:]))
    if kind == 2 and len(row) >= 2:
        return Vote(_int(row[1]), tuple(_int(p) for p in row[2:]))
    if kind == 3 and len(row) == 1:
        return NextTurn()
    raise _Damaged(f"unknown action {row!r}")


def encode(state: GameState) -> str:
    s = state.setup
    payload = {
        "r": s.ruleset,
        "p": list(s.players),
        "b": list(s.bots),
        "d": s.deck,
        "s": s.seed,
        "t": s.subtlety,
        "o": [list(o) for o in s.readings],
        "a": [_action_row(a) for a in state.log],
    }
    raw = json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode()
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def decode_setup(payload: Any) -> tuple[Setup, list[Action]]:
    if not isinstance(payload, dict):
        raise _Damaged("not a game")
    readings = tuple((str(k), str(v)) for k, v in payload.get("o", []))
    bots = tuple(bot_skill(b) for b in payload["b"])
    setup = Setup(
        ruleset=str(payload["r"]),
        players=tuple(str(p) for p in payload["p"]),
        bots=bots,
        deck=_int(payload["d"]),
        seed=_int(payload["s"]),
        subtlety=subtlety(payload.get("t", "subtle")),
        readings=readings,
    )
    return setup, [_action(r) for r in payload["a"]]


def decode(code: str) -> GameState:
    """The game a resume code stands for; ResumeCodeError if it is damaged or not legal."""
    code = (code or "").strip()
    if not code.startswith(PREFIX):
        raise ResumeCodeError(f"A resume code starts with {PREFIX!r}; this one does not.")
    if len(code) > MAX_CODE:
        raise ResumeCodeError("This resume code is far too long to be a game.")
    body = code[len(PREFIX) :]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        d = zlib.decompressobj()
        raw = d.decompress(packed, MAX_JSON)
        if d.unconsumed_tail:
            raise _Damaged("too large")
        if not d.eof:
            raise _Damaged("it ends early")
        if _depth(raw) > MAX_DEPTH:
            raise _Damaged("nested too deeply")
        setup, actions = decode_setup(json.loads(raw))
    except (
        binascii.Error,
        zlib.error,
        ValueError,
        KeyError,
        TypeError,
        RecursionError,
    ):  # _Damaged is a ValueError
        # the decoder's own words ("Error -3 while decompressing…") mean nothing to a player
        raise ResumeCodeError(
            "This resume code is damaged or incomplete: check it was copied whole."
        ) from None
    try:
        return replay(setup, actions)
    except DixitError as e:
        raise ResumeCodeError(f"This resume code does not replay: {e}") from None
