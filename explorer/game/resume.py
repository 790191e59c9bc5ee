"""A game as a short resume code: the set-up and the action log, compressed and URL-safe.

`encode(state, key)` gives the code; `decode(code, key)` replays it (checking every action
again), so a lost browser tab can pick the game up exactly where it was; `resume(code, key)` also
lets the bots whose turn it is act, so whatever a code holds, a bot never waits on a human.

Two forms:
- `dx1.` (no key): zlib + URL-safe base64 of the JSON log. Anyone can decode it and read the
  storyteller's card and every vote; old links of this form always open.
- `dx2.` (a key is configured, e.g. the DIXIT_LINK_KEY secret, see `link_keys`): the same bytes
  encrypted and authenticated with Fernet (AES-128-CBC + HMAC-SHA256, from the `cryptography`
  library). It reveals nothing, and a tampered or truncated code is refused before any work.

Whatever a code says the bots did is never trusted: the game is rebuilt from its set-up and the
human players' moves, each bot move made again by the bot and compared (`rebuild`), so an edited
code in which the bots play as its maker wishes is refused.

Sizes are bounded before work is done: the code's length (MAX_CODE characters), the decompressed
size (MAX_JSON bytes), the JSON's nesting depth (MAX_DEPTH), the number of actions (MAX_ACTIONS),
every number's digits (MAX_DIGITS) and every text's length (MAX_FIELD, the house rules' own
limit for their line). Opening the largest code this admits (a game of MAX_ACTIONS moves, every
bot move made again) took 0.4 to 0.6 s of CPU and 3 MB on a developer machine; anything that goes
wrong on the way is a ResumeCodeError with a sentence for the player, never an exception.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import zlib
from typing import Any

from cryptography.fernet import InvalidToken

from explorer.errors import DixitError, ResumeCodeError
from explorer.game import action_rows
from explorer.game.actions import Action
from explorer.game.bots import play_bots
from explorer.game.link_keys import KEY_ENV, LinkKey, link_key
from explorer.game.rebuild import rebuild
from explorer.game.setup import Setup, bot_skill, subtlety
from explorer.game.state import GameState
from explorer.i18n import N_, _
from explorer.limits import MAX_NAME, MAX_PLAYERS
from explorer.rules.house_text import MAX_TEXT
from explorer.rules.resolve import HOUSE_MARK, edition_of, is_house
from explorer.text.numbers import is_whole

__all__ = [
    "KEY_ENV",
    "LinkKey",
    "decode",
    "encode",
    "is_secret",
    "link_key",
    "resume",
]

PREFIX = "dx1."
SECRET_PREFIX = "dx2."
LOG = logging.getLogger(__name__)


class _Damaged(ResumeCodeError):
    """A code whose contents are not a game (reported to the player as damaged)."""


MAX_CODE = 30_000
MAX_JSON = 200_000
MAX_DEPTH = 4  # payload → list of actions → action (→ nothing deeper)
MAX_ACTIONS = 4_000  # an edition's game takes at most ~300; house rules to 1,000 points ~3,600
MAX_DIGITS = 10  # digits in a number (the largest, a seed, is below 2**32)
MAX_FIELD = MAX_TEXT  # characters in a text field (house rules are the longest)
MAX_READINGS = 64

DAMAGED = N_("This resume code is damaged or incomplete: check it was copied whole.")


def _int(v: Any) -> int:
    if not is_whole(v):
        raise _Damaged(f"expected a whole number, found {v!r}")
    return v


def _action(r: Any) -> Action:
    try:
        return action_rows.action(r)
    except action_rows.BadRow as err:
        raise _Damaged(str(err)) from None


def _payload(state: GameState) -> bytes:
    s = state.setup
    payload = {
        "r": edition_of(s.ruleset),
        "p": list(s.players),
        "b": list(s.bots),
        "d": s.deck,
        "s": s.seed,
        "t": s.subtlety,
        "o": [list(o) for o in s.readings],
        **({"f": s.first} if s.first else {}),  # older codes have no "f": seat 0 told first
        # house rules: their ident ("r" their edition, as codes have always written them)
        **({"h": s.ruleset} if is_house(s.ruleset) else {}),
        "a": [action_rows.row(a) for a in state.log],
    }
    return zlib.compress(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode(), 9)


def encode(state: GameState, key: LinkKey | None = None) -> str:
    """The game's resume code: encrypted (`dx2.`) with a key, readable (`dx1.`) without."""
    packed = _payload(state)
    if key is not None:
        return SECRET_PREFIX + key.lock(packed).decode().rstrip("=")
    return PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def _text(v: Any, most: int = MAX_FIELD) -> str:
    if not isinstance(v, str) or len(v) > most:
        raise _Damaged("expected a short text")
    return v


def decode_setup(payload: Any) -> tuple[Setup, list[Action]]:
    if not isinstance(payload, dict):
        raise _Damaged("not a game")
    readings_raw = payload.get("o", [])
    players = payload["p"]
    bots = payload["b"]
    actions = payload["a"]
    if not all(isinstance(x, list) for x in (readings_raw, players, bots, actions)):
        raise _Damaged("not a game")
    if len(players) > MAX_PLAYERS or len(bots) > MAX_PLAYERS or len(readings_raw) > MAX_READINGS:
        raise _Damaged("too many players or readings")
    if len(actions) > MAX_ACTIONS:
        raise _Damaged("not a game's actions")
    if not all(isinstance(r, list) and len(r) == 2 for r in readings_raw):
        raise _Damaged("a reading is not a pair")
    edition, house = _text(payload["r"], 64), _text(payload.get("h", ""))
    setup = Setup(
        # one ident: the house rules when the code has them (codes made before idents wrote
        # house rules with nothing changed as the edition's id alone), else the edition
        ruleset=(house if is_house(house) else house + HOUSE_MARK) if house else edition,
        players=tuple(_text(p, 4 * MAX_NAME) for p in players),
        bots=tuple(bot_skill(b) for b in bots),
        deck=_int(payload["d"]),
        seed=_int(payload["s"]),
        subtlety=subtlety(payload.get("t", "subtle")),
        readings=tuple((_text(k, 64), _text(v, 64)) for k, v in readings_raw),
        first=_int(payload.get("f", 0)),
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
    return decode_setup(
        json.loads(text, parse_int=_number, parse_float=_no_float, parse_constant=_no_float)
    )


def _number(digits: str) -> int:
    """A JSON integer, refused before conversion when longer than any a game holds."""
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _Damaged("a number is too long")
    return int(digits)


def _no_float(text: str) -> Any:
    raise _Damaged("a game holds whole numbers only")


def _open_secret(body: str, key: LinkKey | None) -> bytes:
    if key is None:
        raise ResumeCodeError(
            _(
                "This resume code is encrypted, and this copy of the app has no key to open it "
                "(open it on the site that made it)."
            )
        )
    try:
        return key.open((body + "=" * (-len(body) % 4)).encode("ascii"))
    except (InvalidToken, ValueError, binascii.Error):  # UnicodeEncodeError is a ValueError
        raise ResumeCodeError(
            _(
                "This resume code was changed or cut short (or made with another key), so it "
                "cannot be trusted: check it was copied whole."
            )
        ) from None


def decode(code: str, key: LinkKey | None = None) -> GameState:
    """The game a resume code stands for; ResumeCodeError if it is damaged or not legal.

    `dx1.` codes always open; `dx2.` codes open with the key that made them (or one listed
    after it). The bots' moves are made again by the bots, never read from the code."""
    return _replayed(*_read(code, key))


def resume(code: str, key: LinkKey | None = None) -> GameState:
    """The game a code stands for, with every bot whose turn it is having acted: a code made
    while a bot was to play never hands that bot's cards to a human."""
    return _replayed(*_read(code, key), then_bots=True)


def _read(code: str, key: LinkKey | None) -> tuple[Setup, list[Action]]:
    """The set-up and moves a code holds (nothing checked against the rules yet)."""
    code = code.strip() if isinstance(code, str) else ""
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
    return setup, actions


def _replayed(setup: Setup, actions: list[Action], then_bots: bool = False) -> GameState:
    try:
        state = rebuild(setup, actions)
        return play_bots(state) if then_bots else state
    except ResumeCodeError:
        raise
    except DixitError as e:
        raise ResumeCodeError(
            _("This resume code does not replay: {problem}").format(problem=e)
        ) from None
    except Exception:  # a code is visitor input: a fault behind it (house rules, a rule, a
        # bot) must cost the visitor a message, never the page; the log keeps it for a fix
        LOG.exception("a resume code failed to replay")
        raise ResumeCodeError(
            _("This resume code could not be opened: the game it holds does not replay.")
        ) from None


def is_secret(code: str) -> bool:
    return (code or "").strip().startswith(SECRET_PREFIX)
