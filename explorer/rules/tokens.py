"""How one rule's value is written in the one line of house-rules text (`refresh-2021~cap:2`)
and read back: a `Token` per kind of value (a number, a word, a player range, numbers joined by
dots, points@players, kind.from.points). Each rule's spec names its token
(`explorer.rules.specs`); `explorer.rules.house_text` writes and reads a whole line with them,
bands of player counts and "none" included.

Reading checks only the shape, each number's length and each player count against the box's
limits before any use; the values themselves are the ruleset parser's to check. Every failure is
a `RulesetError` naming the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import N_, _, number
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.text.numbers import whole_number

# TRANSLATORS: where an error in house rules is, as a file name would be
SOURCE = N_("house rules")
MAX_DIGITS = 6  # digits in one number (no rule's value needs more than 4)
MAX_NUMBERS = 20  # numbers in one dotted list (decks)
MAX_WORD = 30  # characters in a word value (`end-when-refill-incomplete` has 26)


def bad(rule: str, problem: str) -> RulesetError:
    return RulesetError(_(SOURCE), rule, problem)


@dataclass(frozen=True)
class Token:
    """A value as a file writes it (a number, a word, a list, a table) written as a short
    token (`write`), and a token read back as such a value (`read(rule, text)`)."""

    write: Callable[[Any], str]
    read: Callable[[str, str], Any]


def read_int(rule: str, text: str) -> int:
    value = whole_number(text, max_digits=MAX_DIGITS, signed=False)
    if value is None:
        raise bad(rule, _("{text} is not a whole number").format(text=repr(text[:20])))
    return value


def read_span(rule: str, text: str) -> list[int]:
    """A player range "3-8", each count within the box's limits (checked before any use)."""
    parts = text.split("-")
    if len(parts) != 2:
        raise bad(rule, _("{text} is not a player range like 3-8").format(text=repr(text[:20])))
    low, high = read_int(rule, parts[0]), read_int(rule, parts[1])
    if not (MIN_PLAYERS <= low <= MAX_PLAYERS and MIN_PLAYERS <= high <= MAX_PLAYERS):
        raise bad(
            rule,
            _("{value} is not a range of player counts from {fewest} to {most}").format(
                value=repr(text[:20]), fewest=number(MIN_PLAYERS), most=number(MAX_PLAYERS)
            ),
        )
    return [low, high]


def span_token(span: Sequence[int]) -> str:
    return f"{span[0]}-{span[1]}"


def _ints(rule: str, text: str, count: int | None = None) -> list[int]:
    parts = text.split(".")
    if len(parts) > MAX_NUMBERS:
        raise bad(rule, _("too many numbers"))
    if count is not None and len(parts) != count:
        raise bad(
            rule,
            _("{text} needs {count} numbers separated by dots").format(
                text=repr(text[:20]), count=number(count)
            ),
        )
    return [read_int(rule, p) for p in parts]


def _word(rule: str, text: str) -> str:
    """A word the ruleset parser checks (`inside`, `reshuffle`…): short, ASCII letters and
    dashes, else refused here (the parser would quote it back)."""
    if (
        len(text) > MAX_WORD
        or not text.replace("-", "").isascii()
        or not text.replace("-", "").isalpha()
    ):
        raise bad(rule, _("{text} is not a word this rule knows").format(text=repr(text[:20])))
    return text


def fields(*keys: str) -> Token:
    """A table of whole numbers (`{"storyteller": 3, "others": 0}`) as the numbers joined by
    dots, in the order of `keys` ("3.0")."""

    def write(value: Any) -> str:
        return ".".join(str(value[k]) for k in keys)

    def read(rule: str, text: str) -> Any:
        return dict(zip(keys, _ints(rule, text, len(keys)), strict=True))

    return Token(write, read)


def _read_lone(rule: str, text: str) -> Any:
    points, at, span = text.partition("@")
    if not at:
        raise bad(rule, _("{text} is not points@players, e.g. 4@3-8").format(text=repr(text[:20])))
    return {"points": read_int(rule, points), "players": read_span(rule, span)}


def _read_extra(rule: str, text: str) -> Any:
    parts = text.split(".")
    if len(parts) != 3:
        raise bad(
            rule,
            _("{text} is not kind.from.points, e.g. any-finder.7.1").format(text=repr(text[:20])),
        )
    return {
        "kind": _word(rule, parts[0]),
        "from_players": read_int(rule, parts[1]),
        "points": read_int(rule, parts[2]),
    }


NUMBER = Token(str, read_int)
WORD = Token(str, _word)
SPAN = Token(span_token, read_span)
NUMBERS = Token(lambda value: ".".join(map(str, value)), _ints)
POINTS_AT_PLAYERS = Token(
    lambda value: f"{value['points']}@{span_token(value['players'])}", _read_lone
)
KIND_FROM_POINTS = Token(
    lambda value: f"{value['kind']}.{value['from_players']}.{value['points']}", _read_extra
)
