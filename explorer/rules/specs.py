"""What each rule of a ruleset file may hold: one parser per rule, with its label.

`RULE_SPECS` lists every rule the engine supports, in the order pages show them; each parser
validates a raw TOML value and raises `RulesetError` naming the file, the field and the problem.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from explorer.errors import RulesetError
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.values import (
    EMPTY_PILE_KINDS,
    EXTRA_KINDS,
    AllOrNone,
    ExactlyOneFinder,
    ExtraFinder,
    PlayerSpan,
    RuleValue,
    SomeFound,
)


class Ctx:
    """Where we are in a file, for error messages."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, field: str, problem: str) -> RulesetError:
        return RulesetError(self.source, field, problem)


Parser = Callable[[Ctx, str, Any], RuleValue]


def type_name(value: object) -> str:
    return {
        bool: "a boolean",
        int: "an integer",
        float: "a number",
        str: "a string",
        list: "a list",
        dict: "a table",
    }.get(type(value), type(value).__name__)


def read_int(ctx: Ctx, field: str, raw: Any, low: int, high: int) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ctx.fail(field, f"must be an integer, not {type_name(raw)}")
    if not low <= raw <= high:
        raise ctx.fail(field, f"must be between {low} and {high}, not {raw}")
    return raw


def read_str(ctx: Ctx, field: str, raw: Any) -> str:
    if not isinstance(raw, str):
        raise ctx.fail(field, f"must be a string, not {type_name(raw)}")
    if not raw.strip():
        raise ctx.fail(field, "must not be empty")
    return raw


def read_table(
    ctx: Ctx, field: str, raw: Any, required: set[str], optional: frozenset[str] = frozenset()
) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise ctx.fail(field, f"must be a table, not {type_name(raw)}")
    missing = sorted(required - raw.keys())
    if missing:
        raise ctx.fail(field, f"missing key(s): {', '.join(missing)}")
    unknown = sorted(raw.keys() - required - optional)
    if unknown:
        raise ctx.fail(field, f"unknown key(s): {', '.join(unknown)}")
    return raw


def read_span(ctx: Ctx, field: str, raw: Any) -> PlayerSpan:
    if not isinstance(raw, list) or len(raw) != 2:
        raise ctx.fail(field, "must be a list of two player counts [low, high]")
    low = read_int(ctx, f"{field}[0]", raw[0], MIN_PLAYERS, MAX_PLAYERS)
    high = read_int(ctx, f"{field}[1]", raw[1], MIN_PLAYERS, MAX_PLAYERS)
    if low > high:
        raise ctx.fail(field, f"is an impossible range: {low} is above {high}")
    return PlayerSpan(low, high)


def _none_or(parser: Parser) -> Parser:
    def parse(ctx: Ctx, field: str, raw: Any) -> RuleValue:
        if raw == "none":
            return None
        return parser(ctx, field, raw)

    return parse


def _p_players(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_span(ctx, field, raw)


def _p_hand(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 2, 20)


def _p_handed_in(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 1, 3)


def _p_votes(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 1, 3)


def _points(ctx: Ctx, field: str, raw: Any) -> int:
    return read_int(ctx, field, raw, 0, 10)


def _p_all_or_none(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    t = read_table(ctx, field, raw, {"storyteller", "others"})
    return AllOrNone(
        _points(ctx, f"{field}.storyteller", t["storyteller"]),
        _points(ctx, f"{field}.others", t["others"]),
    )


def _p_some(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    t = read_table(ctx, field, raw, {"storyteller", "finder", "other"})
    return SomeFound(
        *(_points(ctx, f"{field}.{k}", t[k]) for k in ("storyteller", "finder", "other"))
    )


def _p_exactly_one(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    t = read_table(ctx, field, raw, {"points", "players"})
    return ExactlyOneFinder(
        _points(ctx, f"{field}.points", t["points"]),
        read_span(ctx, f"{field}.players", t["players"]),
    )


def _p_bonus(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 0, 5)


def _p_cap(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 1, 20)


def read_choice(ctx: Ctx, field: str, raw: Any, choices: tuple[str, ...]) -> str:
    value = read_str(ctx, field, raw)
    if value not in choices:
        raise ctx.fail(field, f"must be one of {', '.join(choices)}, not {value!r}")
    return value


EXTRA_CAP_PLACES = ("outside", "inside")


def _p_extra(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    t = read_table(ctx, field, raw, {"kind", "from_players", "points"})
    kind = read_choice(ctx, f"{field}.kind", t["kind"], EXTRA_KINDS)
    return ExtraFinder(
        kind,  # type: ignore[arg-type]
        read_int(ctx, f"{field}.from_players", t["from_players"], MIN_PLAYERS, MAX_PLAYERS),
        read_int(ctx, f"{field}.points", t["points"], 1, 5),
    )


def _p_extra_cap(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_choice(ctx, field, raw, EXTRA_CAP_PLACES)


def _p_target(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_int(ctx, field, raw, 1, 1000)


def _p_empty_pile(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_choice(ctx, field, raw, EMPTY_PILE_KINDS)


def _p_ties(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    return read_choice(ctx, field, raw, ("shared",))


def _p_decks(ctx: Ctx, field: str, raw: Any) -> RuleValue:
    if not isinstance(raw, list) or not raw:
        raise ctx.fail(field, "must be a non-empty list of deck sizes")
    sizes = tuple(read_int(ctx, f"{field}[{i}]", v, 20, 1000) for i, v in enumerate(raw))
    if len(set(sizes)) != len(sizes) or list(sizes) != sorted(sizes):
        raise ctx.fail(field, "must list distinct deck sizes in increasing order")
    return sizes


@dataclass(frozen=True)
class RuleSpec:
    label: str
    parse: Parser
    by_players: bool = False


RULE_SPECS: dict[str, RuleSpec] = {
    "players": RuleSpec("Players", _p_players),
    "hand_size": RuleSpec("Cards in hand", _p_hand, by_players=True),
    "cards_handed_in": RuleSpec("Cards each player hands in", _p_handed_in, by_players=True),
    "max_votes": RuleSpec("Votes per voter", _p_votes, by_players=True),
    "all_or_none": RuleSpec("Everybody or nobody finds the card", _p_all_or_none),
    "some_found": RuleSpec("Some but not all find the card", _p_some),
    "exactly_one_finder": RuleSpec("Exactly one finder", _none_or(_p_exactly_one)),
    "bonus_per_vote": RuleSpec("Bonus per vote on your card", _p_bonus),
    "bonus_cap": RuleSpec("Bonus cap per player per turn", _none_or(_p_cap), by_players=True),
    "extra_finder": RuleSpec("Extra point for finders", _none_or(_p_extra)),
    "extra_cap": RuleSpec("Extra point and the bonus cap", _p_extra_cap),
    "score_target": RuleSpec("Score that ends the game", _none_or(_p_target)),
    "empty_pile": RuleSpec("When the draw pile runs out", _p_empty_pile),
    "ties": RuleSpec("Ties", _p_ties),
    "decks": RuleSpec("Deck sizes", _p_decks),
}

# Rules a file may leave out (files written before the rule existed), with the entry used then.
OPTIONAL_RULES: dict[str, dict[str, str]] = {
    "extra_cap": {
        "value": "outside",
        "basis": "decision",
        "document": "none",
        "note": "Not given in this file: any extra finder point stays outside the bonus cap.",
    },
}

ENTRY_KEYS = {
    "value",
    "players",
    "basis",
    "quote",
    "translation",
    "note",
    "document",
    "table_header",
    "table_header_translation",
}
HEADER_KEYS = {"id", "name", "edition", "year", "document", "language", "summary"}
LANGUAGES = {"pt", "fr", "vi", "ru", "nl", "en"}
