"""`python -m explorer game FILE`: keep the score of a whole game from a JSON file.

FILE (or `-` for stdin) is `{"players": [...], "deck": 84, "rounds": [{"storyteller": "Ana",
"votes": {"Ben": ["Ana"], "Cleo": ["Ben", "Ana"]}}]}`, the votes naming the owners of the cards
voted for. With `--ruleset ID` or `--ruleset-file TOML`: that ruleset's rounds, totals, end and
winners; a round it cannot score, or a round after the end, exits 2 with the reason on stderr.
Without: every edition side by side. The file is bounded before any work: its size, its
nesting, the number of rounds and players; names follow the project's name rules.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import stat
import sys
from typing import Any

from explorer.cli.game_out import evenings_json, evenings_text, tally_json, tally_text
from explorer.errors import DixitError, RequestError
from explorer.i18n import _, number, p_
from explorer.limits import DECK_SIZES, MAX_PLAYERS
from explorer.night.editions import side_by_side
from explorer.night.evening import MAX_ROUNDS, Night
from explorer.night.named import night_from_names
from explorer.night.tally import tally
from explorer.rules.files import load_ruleset, load_ruleset_file, load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.text.numbers import is_whole

MAX_FILE_BYTES = 512 * 1024  # a 100-round game at 12 players, names of 40 characters: ~150 KB
MAX_DEPTH = 5  # game → rounds → round → votes → a voter's list
KEYS = ("players", "deck", "rounds")
ROUND_KEYS = ("storyteller", "votes")


def register(sub: Any) -> None:
    p = sub.add_parser(
        "game",
        help=_("keep the score of a whole game from a JSON file"),
        description=_(
            "Score a whole game, round by round, from a JSON file (or - for stdin): players, "
            "deck and rounds, each with its storyteller and votes. Gives the totals after each "
            "round, the end of the game and why, and the winners; without a ruleset, under "
            "every edition side by side."
        ),
    )
    p.add_argument("file", metavar="FILE", help=_("the game as JSON (- reads stdin)"))
    which = p.add_mutually_exclusive_group()
    which.add_argument("--ruleset", help=_("ruleset id, e.g. refresh-2021"))
    which.add_argument(
        "--ruleset-file",
        metavar="TOML",
        help=_("your own ruleset file (validated like the shipped ones)"),
    )
    p.add_argument(
        "--format",
        choices=("json", "text"),
        default="json",
        # TRANSLATORS: json and text are the option's values, typed as they are
        help=_("json (default) or text for people"),
    )
    p.set_defaults(handler=run)


# --- reading the file, bounded -------------------------------------------------------------------
def _read(path: str) -> bytes:
    if path == "-":
        return bytes(sys.stdin.buffer.read(MAX_FILE_BYTES + 1))
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise RequestError(
            _("{file} cannot be read ({reason})").format(file=path, reason=exc.strerror or exc)
        ) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise RequestError(
                _("{file} is not a regular file (a game is a .json file)").format(file=path)
            )
        with os.fdopen(os.dup(fd), "rb") as f:
            return f.read(MAX_FILE_BYTES + 1)
    finally:
        os.close(fd)


_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"?', re.S)


def json_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deeply the JSON text nests arrays and objects (strings skipped), counted without
    parsing it and only up to `limit` + 1."""
    deepest = depth = 0
    for ch in _STRINGS.sub("", text):
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > limit:
                break
        elif ch in "]}":
            depth = max(depth - 1, 0)
    return deepest


def load_game(data: bytes) -> dict[str, Any]:
    """The file's JSON object, checked for size, text, nesting and keys before use."""
    if len(data) > MAX_FILE_BYTES:
        raise RequestError(
            _("the game file is too large (more than {most} bytes)").format(most=MAX_FILE_BYTES)
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RequestError(_("the game file is not UTF-8 text")) from None
    if json_depth(text) > MAX_DEPTH:
        raise RequestError(
            _("the game file nests more than {depth} levels deep (a game needs 5)").format(
                depth=number(MAX_DEPTH)
            )
        )
    try:
        obj = json.loads(text)
        json.dumps(obj, ensure_ascii=False).encode("utf-8")  # no lone surrogate
    except UnicodeEncodeError:
        raise RequestError(
            _("the game file holds half of a character (a lone surrogate), not text")
        ) from None
    except (ValueError, RecursionError) as exc:
        # TRANSLATORS: {problem} is Python's JSON parser's own message, in English
        raise RequestError(
            _("the game file is not valid JSON ({problem})").format(problem=exc)
        ) from None
    return _checked(obj)


def _checked(obj: Any) -> dict[str, Any]:
    if not isinstance(obj, dict):
        # TRANSLATORS: players, deck and rounds are JSON keys: keep them in English
        raise RequestError(_("a game is a JSON object with players, deck and rounds"))
    unknown = sorted(map(str, set(obj) - set(KEYS)))
    if unknown:
        raise RequestError(
            # TRANSLATORS: {keys} and {allowed} are JSON keys, given as they are
            _("unknown key(s): {keys} (allowed: {allowed})").format(
                keys=", ".join(unknown), allowed=", ".join(KEYS)
            )
        )
    players, rounds = obj.get("players"), obj.get("rounds", [])
    if not isinstance(players, list) or len(players) > MAX_PLAYERS:
        raise RequestError(
            # TRANSLATORS: players is a JSON key: keep it in English
            _("players must be a list of at most {most} names in seating order").format(
                most=number(MAX_PLAYERS)
            )
        )
    deck = obj.get("deck", DECK_SIZES[0])
    if not is_whole(deck) or deck not in DECK_SIZES:
        raise RequestError(
            # TRANSLATORS: deck is a JSON key: keep it in English
            _("deck must be one of {sizes}").format(sizes=", ".join(map(str, DECK_SIZES)))
        )
    if not isinstance(rounds, list) or len(rounds) > MAX_ROUNDS:
        raise RequestError(
            # TRANSLATORS: rounds is a JSON key: keep it in English
            _("rounds must be a list of at most {most} rounds").format(most=number(MAX_ROUNDS))
        )
    for k, rnd in enumerate(rounds, start=1):
        if not isinstance(rnd, dict) or set(rnd) - set(ROUND_KEYS) or "storyteller" not in rnd:
            raise RequestError(
                # TRANSLATORS: storyteller and votes are JSON keys: keep them in English
                _("round {k} must be an object with storyteller and votes").format(k=k)
            )
    return obj


def _night(obj: dict[str, Any], ruleset: str) -> Night:
    rounds = [(r["storyteller"], r.get("votes", {})) for r in obj.get("rounds", [])]
    return night_from_names(obj["players"], ruleset, rounds, deck=obj.get("deck", DECK_SIZES[0]))


# --- running ---------------------------------------------------------------------------------------
def _ruleset(args: argparse.Namespace) -> Ruleset | None:
    if args.ruleset_file:
        return load_ruleset_file(args.ruleset_file)
    if args.ruleset:
        return load_ruleset(args.ruleset)
    return None


def _fail(exc: Exception) -> int:
    print(p_("command line", "error: {message}").format(message=exc), file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    try:
        rules = _ruleset(args)
        obj = load_game(_read(args.file))
        if rules is not None:
            t = tally(_night(obj, rules.id), rules)
            out: Any = tally_json(t) if args.format == "json" else tally_text(t)
        else:
            rulesets = load_rulesets()
            e = side_by_side(_night(obj, rulesets[0].id), rulesets)
            out = evenings_json(e) if args.format == "json" else evenings_text(e)
    except DixitError as exc:
        return _fail(exc)
    except (TypeError, AttributeError, KeyError, RecursionError) as exc:  # never a traceback
        return _fail(RequestError(_("invalid game ({kind})").format(kind=type(exc).__name__)))
    print(json.dumps(out, ensure_ascii=False) if args.format == "json" else out)
    return 0
