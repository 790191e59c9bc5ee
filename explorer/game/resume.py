"""A game as a short resume code: the set-up and the action log, compressed and URL-safe.

`encode(state, key)` gives the code; `decode(code, key)` replays it (checking every action
again), so a lost browser tab can pick the game up exactly where it was; `resume(code, key)` also
lets the bots whose turn it is act, so whatever a code holds, a bot never waits on a human.

Two forms:
- `dx1.` (no key): zlib + URL-safe base64 of the JSON log. Anyone can decode it and read the
  storyteller's card and every vote; old links of this form always open.
- `dx2.` (a key is configured, e.g. the DIXIT_LINK_KEY secret): the same bytes encrypted and
  authenticated with Fernet (AES-128-CBC + HMAC-SHA256, from the `cryptography` library). It
  reveals nothing, and a tampered or truncated code is refused before any work.

Sizes are bounded before work is done: the code's length, the decompressed size, the JSON's
nesting depth and the number of actions.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import zlib
from typing import Any

from cryptography.fernet import Fernet, InvalidToken

from explorer.errors import DixitError, ResumeCodeError
from explorer.game.bots import play_bots
from explorer.game.setup import Setup, bot_skill, subtlety
from explorer.game.state import Action, GameState, GiveClue, HandIn, NextTurn, Vote, replay
from explorer.i18n import N_, _
from explorer.limits import MAX_PLAYERS

PREFIX = "dx1."
SECRET_PREFIX = "dx2."
KEY_ENV = "DIXIT_LINK_KEY"  # where a local run finds its link key (Cloud: Streamlit secrets)


class _Damaged(ResumeCodeError):
    """A code whose contents are not a game (reported to the player as damaged)."""


MAX_CODE = 30_000
MAX_JSON = 200_000
MAX_DEPTH = 4  # payload → list of actions → action (→ nothing deeper)
MAX_ACTIONS = 4_000  # far more than the longest game (252 cards, 3 players) takes
MAX_ROW = 2 + 2 * MAX_PLAYERS  # the longest action row: kind, seat and its cards or places

DAMAGED = N_("This resume code is damaged or incomplete: check it was copied whole.")


def link_key(secret: str | None = None) -> bytes | None:
    """The Fernet key for a configured secret (any text; the environment's DIXIT_LINK_KEY when
    `secret` is None); None when no secret is configured: codes are then plain `dx1.`."""
    text = secret if secret is not None else os.environ.get(KEY_ENV, "")
    if not text.strip():
        return None
    digest = hashlib.sha256(b"dixit-link-key/v2\0" + text.strip().encode()).digest()
    return base64.urlsafe_b64encode(digest)


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
    if not isinstance(row, list) or not row or len(row) > MAX_ROW:
        raise _Damaged("an action is not a short list")
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


def _payload(state: GameState) -> bytes:
    s = state.setup
    payload = {
        "r": s.ruleset,
        "p": list(s.players),
        "b": list(s.bots),
        "d": s.deck,
        "s": s.seed,
        "t": s.subtlety,
        "o": [list(o) for o in s.readings],
        **({"f": s.first} if s.first else {}),  # older codes have no "f": seat 0 told first
        **({"h": s.house} if s.house else {}),  # house rules, as their one-line text
        "a": [_action_row(a) for a in state.log],
    }
    return zlib.compress(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode(), 9)


def encode(state: GameState, key: bytes | None = None) -> str:
    """The game's resume code: encrypted (`dx2.`) with a key, readable (`dx1.`) without."""
    packed = _payload(state)
    if key is not None:
        return SECRET_PREFIX + Fernet(key).encrypt(packed).decode().rstrip("=")
    return PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def decode_setup(payload: Any) -> tuple[Setup, list[Action]]:
    if not isinstance(payload, dict):
        raise _Damaged("not a game")
    readings_raw = payload.get("o", [])
    players = payload["p"]
    actions = payload["a"]
    if not isinstance(readings_raw, list) or not isinstance(players, list):
        raise _Damaged("not a game")
    if len(players) > MAX_PLAYERS or len(readings_raw) > 64:
        raise _Damaged("too many players or readings")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise _Damaged("not a game's actions")
    readings = tuple((str(k), str(v)) for k, v in readings_raw)
    bots = tuple(bot_skill(b) for b in payload["b"])
    setup = Setup(
        ruleset=str(payload["r"]),
        players=tuple(str(p) for p in players),
        bots=bots,
        deck=_int(payload["d"]),
        seed=_int(payload["s"]),
        subtlety=subtlety(payload.get("t", "subtle")),
        readings=readings,
        first=_int(payload.get("f", 0)),
        house=str(payload.get("h", "")),
    )
    return setup, [_action(r) for r in actions]


def _depth(raw: str) -> int:
    """The deepest nesting of brackets outside strings (checked before json.loads recurses)."""
    deepest = depth = 0
    in_string = escaped = False
    for ch in raw:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_DEPTH:
                return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def _unpack(packed: bytes) -> tuple[Setup, list[Action]]:
    d = zlib.decompressobj()
    raw = d.decompress(packed, MAX_JSON)
    if d.unconsumed_tail:
        raise _Damaged("too large")
    if not d.eof:
        raise _Damaged("it ends early")
    text = raw.decode("utf-8")
    if _depth(text) > MAX_DEPTH:
        raise _Damaged("nested too deeply")
    return decode_setup(json.loads(text))


def _open_secret(body: str, key: bytes | None) -> bytes:
    if key is None:
        raise ResumeCodeError(
            _(
                "This resume code is encrypted, and this copy of the app has no key to open it "
                "(open it on the site that made it)."
            )
        )
    try:
        return Fernet(key).decrypt(body + "=" * (-len(body) % 4))
    except (InvalidToken, ValueError, binascii.Error):
        raise ResumeCodeError(
            _(
                "This resume code was changed or cut short (or made with another key), so it "
                "cannot be trusted: check it was copied whole."
            )
        ) from None


def decode(code: str, key: bytes | None = None) -> GameState:
    """The game a resume code stands for; ResumeCodeError if it is damaged or not legal.

    `dx1.` codes always open; `dx2.` codes open with the key that made them."""
    code = (code or "").strip()
    if not code.startswith((PREFIX, SECRET_PREFIX)):
        raise ResumeCodeError(
            _("A resume code starts with {prefix}; this one does not.").format(prefix=repr(PREFIX))
        )
    if len(code) > MAX_CODE:
        raise ResumeCodeError(_("This resume code is far too long to be a game."))
    body = code[len(PREFIX) :]
    try:
        if code.startswith(SECRET_PREFIX):
            packed = _open_secret(body, key)
        else:
            packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        setup, actions = _unpack(packed)
    except (
        binascii.Error,
        zlib.error,
        ValueError,  # _Damaged, UnicodeDecodeError and json errors are ValueErrors
        KeyError,
        TypeError,
        RecursionError,
    ) as e:
        if isinstance(e, ResumeCodeError) and not isinstance(e, _Damaged):
            raise
        # the decoder's own words ("Error -3 while decompressing…") mean nothing to a player
        raise ResumeCodeError(_(DAMAGED)) from None
    try:
        return replay(setup, actions)
    except DixitError as e:
        raise ResumeCodeError(
            _("This resume code does not replay: {problem}").format(problem=e)
        ) from None


def resume(code: str, key: bytes | None = None) -> GameState:
    """The game a code stands for, with every bot whose turn it is having acted: a code made
    while a bot was to play never hands that bot's cards to a human."""
    return play_bots(decode(code, key))


def is_secret(code: str) -> bool:
    return (code or "").strip().startswith(SECRET_PREFIX)
