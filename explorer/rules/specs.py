"""What each rule of a ruleset file may hold: one parser per rule, with its label.

`RULE_SPECS` lists every rule the engine supports, in the order pages show them; each parser
validates a raw TOML value and raises `RulesetError` naming the file, the field and the problem.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import DEFAULT, N_, Text, _, n_, number, using
from explorer.i18n import LANGUAGES as SITE_LANGUAGES
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
from explorer.text.numbers import is_whole


class Ctx:
    """Where we are in a file, for error messages."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, field: str, problem: str) -> RulesetError:
        return RulesetError(self.source, field, problem)


Parser = Callable[[Ctx, str, Any], RuleValue]


_TYPE_NAMES: dict[type, str] = {
    bool: N_("a boolean"),
    int: N_("an integer"),
    float: N_("a number"),
    str: N_("a string"),
    list: N_("a list"),
    dict: N_("a table"),
}


def type_name(value: object) -> str:
    """What kind of TOML value `value` is, in the reader's language ("a table")."""
    name = _TYPE_NAMES.get(type(value))
    return _(name) if name is not None else type(value).__name__


_BARE_KEY = re.compile(r"[A-Za-z0-9_\-]{1,40}")
MAX_KEYS_NAMED = 5  # an error lists at most this many keys, then how many there are


def key_name(key: object) -> str:
    """A key of a file as an error message names it: as written when it is a short bare key,
    else quoted with its control and invisible characters escaped (a key may hold anything)."""
    text = str(key)
    return text if _BARE_KEY.fullmatch(text) else repr(text[:40] + ("…" if text[40:] else ""))


def key_list(keys: Iterable[object]) -> str:
    """Keys for an error message: the first few named, then how many there are in all."""
    every = list(keys)
    named = ", ".join(key_name(k) for k in every[:MAX_KEYS_NAMED])
    if len(every) <= MAX_KEYS_NAMED:
        return named
    return _("{keys}… ({count} in all)").format(keys=named, count=number(len(every)))


def _int_shown(value: int) -> str:
    """An integer for an error message; a huge one by its length (a file may hold a
    310-digit number, which neither Babel nor `str` should be asked to write)."""
    if abs(value) < 10**15:
        return number(value)
    digits = math.floor(math.log10(abs(value))) + 1
    if abs(value) < 10 ** (digits - 1):  # log10 rounds up just below a power of ten
        digits -= 1
    return n_("a number {digits} digit long", "a number {digits} digits long", digits).format(
        digits=number(digits)
    )


def read_int(ctx: Ctx, field: str, raw: Any, low: int, high: int) -> int:
    if not is_whole(raw):
        raise ctx.fail(field, _("must be an integer, not {kind}").format(kind=type_name(raw)))
    if not low <= raw <= high:
        raise ctx.fail(
            field,
            _("must be between {low} and {high}, not {value}").format(
                low=number(low), high=number(high), value=_int_shown(raw)
            ),
        )
    return raw


def read_str(ctx: Ctx, field: str, raw: Any) -> str:
    if not isinstance(raw, str):
        raise ctx.fail(field, _("must be a string, not {kind}").format(kind=type_name(raw)))
    if not raw.strip():
        raise ctx.fail(field, _("must not be empty"))
    return raw


def read_text(ctx: Ctx, field: str, raw: Any) -> Text:
    """A text a person reads (a name, a summary, a translation, a note, a label): a plain
    string (English only, as older and uploaded files write it) or a table of languages with
    English required, `{ en = "…", fr = "…", ru = "…" }`. Either way a `Text` (English is its
    str value; `tr()` gives the reader's language)."""
    if isinstance(raw, str):
        return Text(read_str(ctx, field, raw))
    if not isinstance(raw, dict):
        raise ctx.fail(
            field,
            _('must be a string or a table of languages (en = "…", fr = "…"), not {kind}').format(
                kind=type_name(raw)
            ),
        )
    codes = ", ".join(SITE_LANGUAGES)
    for lang in raw:
        if lang not in SITE_LANGUAGES:
            raise ctx.fail(
                f"{field}.{key_name(lang)}",
                _("is not a language code the site knows (use {codes})").format(codes=codes),
            )
    if DEFAULT not in raw:
        raise ctx.fail(
            field, _('needs its English text (en = "…"); the other languages are optional')
        )
    return Text({lang: read_str(ctx, f"{field}.{lang}", text) for lang, text in raw.items()})


def read_table(
    ctx: Ctx, field: str, raw: Any, required: set[str], optional: frozenset[str] = frozenset()
) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise ctx.fail(field, _("must be a table, not {kind}").format(kind=type_name(raw)))
    missing = sorted(required - raw.keys())
    if missing:
        raise ctx.fail(field, _("missing key(s): {keys}").format(keys=", ".join(missing)))
    unknown = sorted(raw.keys() - required - optional)
    if unknown:
        raise ctx.fail(field, _("unknown key(s): {keys}").format(keys=key_list(unknown)))
    return raw


def read_span(ctx: Ctx, field: str, raw: Any) -> PlayerSpan:
    if not isinstance(raw, list) or len(raw) != 2:
        raise ctx.fail(field, _("must be a list of two player counts [low, high]"))
    low = read_int(ctx, f"{field}[0]", raw[0], MIN_PLAYERS, MAX_PLAYERS)
    high = read_int(ctx, f"{field}[1]", raw[1], MIN_PLAYERS, MAX_PLAYERS)
    if low > high:
        raise ctx.fail(
            field,
            _("is an impossible range: {low} is above {high}").format(
                low=number(low), high=number(high)
            ),
        )
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
        raise ctx.fail(
            field,
            _("must be one of {choices}, not {value}").format(
                choices=", ".join(choices), value=repr(value)[:60]
            ),
        )
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
        raise ctx.fail(field, _("must be a non-empty list of deck sizes"))
    sizes = tuple(read_int(ctx, f"{field}[{i}]", v, 20, 1000) for i, v in enumerate(raw))
    if len(set(sizes)) != len(sizes) or list(sizes) != sorted(sizes):
        raise ctx.fail(field, _("must list distinct deck sizes in increasing order"))
    return sizes


@dataclass(frozen=True)
class RuleSpec:
    english: str  # the label as marked for translation (a `Rule` keeps it as its `label`)
    parse: Parser
    by_players: bool = False

    @property
    def label(self) -> str:
        """The rule's label in the reader's language."""
        return _(self.english)


RULE_SPECS: dict[str, RuleSpec] = {
    "players": RuleSpec(N_("Players"), _p_players),
    "hand_size": RuleSpec(N_("Cards in hand"), _p_hand, by_players=True),
    "cards_handed_in": RuleSpec(N_("Cards each player hands in"), _p_handed_in, by_players=True),
    "max_votes": RuleSpec(N_("Votes per voter"), _p_votes, by_players=True),
    "all_or_none": RuleSpec(N_("Everybody or nobody finds the card"), _p_all_or_none),
    "some_found": RuleSpec(N_("Some but not all find the card"), _p_some),
    "exactly_one_finder": RuleSpec(N_("Exactly one finder"), _none_or(_p_exactly_one)),
    "bonus_per_vote": RuleSpec(N_("Bonus per vote on your card"), _p_bonus),
    "bonus_cap": RuleSpec(N_("Bonus cap per player per turn"), _none_or(_p_cap), by_players=True),
    "extra_finder": RuleSpec(N_("Extra point for finders"), _none_or(_p_extra)),
    "extra_cap": RuleSpec(N_("Extra point and the bonus cap"), _p_extra_cap),
    "score_target": RuleSpec(N_("Score that ends the game"), _none_or(_p_target)),
    "empty_pile": RuleSpec(N_("When the draw pile runs out"), _p_empty_pile),
    "ties": RuleSpec(N_("Ties"), _p_ties),
    "decks": RuleSpec(N_("Deck sizes"), _p_decks),
}


class RuleLabel(Text):
    """A rule's label as a `Rule` keeps it: the English, read from the catalogs in another
    language only when asked (`tr()`), so parsing a ruleset reads no catalog. It holds no
    visitor's language, so cached rulesets serve everyone."""

    def in_language(self, lang: str) -> str | None:
        with using(lang):
            return _(str(self))

    @property
    def translations(self) -> dict[str, str]:
        return {lang: self.in_language(lang) or str(self) for lang in SITE_LANGUAGES}


def rule_label(name: str) -> RuleLabel:
    """A rule's label, in every language on demand."""
    return RuleLabel(RULE_SPECS[name].english)


# Rules a file may leave out (files written before the rule existed), with the entry used then
# (its note is written in every language when it is used: `parse.optional_rule`).
OPTIONAL_RULES: dict[str, dict[str, str]] = {
    "extra_cap": {
        "value": "outside",
        "basis": "decision",
        "document": "none",
        "note": N_("Not given in this file: any extra finder point stays outside the bonus cap."),
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
