"""House rules as one short line of text: `<edition>~<rule>:<value>~...~n:<name>`.

`refresh-2021~cap:2~lone:4@3-8` is the 2021 rules with a bonus cap of 2 and 4 points to the
storyteller and a lone finder at 3–8 players. Only the changes are written (the edition gives
the rest), each as a short token. The address (`explorer.links.house`, lenient: it drops a bad
part with a note) and a practice game's set-up (`house_from_text`, strict) both read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import Text, _, number
from explorer.limits import MAX_NAME, MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house import SOURCE, build_house
from explorer.rules.house_bands import MAX_BANDS
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.text.numbers import whole_number
from explorer.text.translate import in_every_language

MAX_TEXT = 1_000  # characters: every rule changed, banded, fits in about 400
MAX_DIGITS = 6  # digits in one number (no rule's value needs more than 4)
MAX_NUMBERS = 20  # numbers in one dotted list (decks)
MAX_WORD = 30  # characters in a word value (`end-when-refill-incomplete` has 26)

# short names in the text (the full rule names are read too)
ALIASES: dict[str, str] = {
    "players": "p",
    "hand_size": "hand",
    "cards_handed_in": "in",
    "max_votes": "votes",
    "all_or_none": "allnone",
    "some_found": "some",
    "exactly_one_finder": "lone",
    "bonus_per_vote": "bonus",
    "bonus_cap": "cap",
    "extra_finder": "extra",
    "extra_cap": "xcap",
    "score_target": "target",
    "empty_pile": "pile",
    "ties": "ties",
    "decks": "decks",
}
RULE_OF = {**{v: k for k, v in ALIASES.items()}, **{k: k for k in ALIASES}}


def ordered(changes: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """Changes in RULE_SPECS order (one spelling for the same rules)."""
    order = list(RULE_SPECS)
    return tuple(sorted(changes.items(), key=lambda kv: order.index(kv[0])))


# --- writing ----------------------------------------------------------------------------------
def _span_token(span: list[int]) -> str:
    return f"{span[0]}-{span[1]}"


def value_token(rule: str, value: Any) -> str:
    """A change's value (as a ruleset file writes it) as a token."""
    if rule == "players":
        return _span_token(value)
    if RULE_SPECS[rule].by_players:
        if isinstance(value, list):
            return ",".join(f"{_span_token(b['players'])}={b['value']}" for b in value)
        return str(value)
    if isinstance(value, dict):
        if rule == "exactly_one_finder":
            return f"{value['points']}@{_span_token(value['players'])}"
        if rule == "extra_finder":
            return f"{value['kind']}.{value['from_players']}.{value['points']}"
        if rule == "all_or_none":
            return f"{value['storyteller']}.{value['others']}"
        return f"{value['storyteller']}.{value['finder']}.{value['other']}"
    if isinstance(value, list):
        return ".".join(map(str, value))
    return str(value)


def house_text(parent: str, changes: Mapping[str, Any], name: str | None = None) -> str:
    """The one-line text of house rules (changes in RULE_SPECS order, the name last)."""
    parts = [parent] + [f"{ALIASES[r]}:{value_token(r, v)}" for r, v in ordered(changes)]
    if name:
        parts.append(f"n:{name}")
    return "~".join(parts)


# --- reading ----------------------------------------------------------------------------------
def _bad(rule: str, problem: str) -> RulesetError:
    return RulesetError(_(SOURCE), rule, problem)


def _int(rule: str, text: str) -> int:
    value = whole_number(text, max_digits=MAX_DIGITS, signed=False)
    if value is None:
        raise _bad(rule, _("{text} is not a whole number").format(text=repr(text[:20])))
    return value


def _span(rule: str, text: str) -> list[int]:
    """A player range "3-8", each count within the box's limits (checked before any use)."""
    parts = text.split("-")
    if len(parts) != 2:
        raise _bad(rule, _("{text} is not a player range like 3-8").format(text=repr(text[:20])))
    low, high = _int(rule, parts[0]), _int(rule, parts[1])
    if not (MIN_PLAYERS <= low <= MAX_PLAYERS and MIN_PLAYERS <= high <= MAX_PLAYERS):
        raise _bad(
            rule,
            _("{value} is not a range of player counts from {fewest} to {most}").format(
                value=repr(text[:20]), fewest=number(MIN_PLAYERS), most=number(MAX_PLAYERS)
            ),
        )
    return [low, high]


def _int_or_none(rule: str, text: str) -> int | str:
    return "none" if text == "none" else _int(rule, text)


def _ints(rule: str, text: str, count: int | None = None) -> list[int]:
    parts = text.split(".")
    if len(parts) > MAX_NUMBERS:
        raise _bad(rule, _("too many numbers"))
    if count is not None and len(parts) != count:
        raise _bad(
            rule,
            _("{text} needs {count} numbers separated by dots").format(
                text=repr(text[:20]), count=number(count)
            ),
        )
    return [_int(rule, p) for p in parts]


def _word(rule: str, text: str) -> str:
    """A word the ruleset parser checks (`inside`, `reshuffle`…): short, ASCII letters and
    dashes, else refused here (the parser would quote it back)."""
    if (
        len(text) > MAX_WORD
        or not text.replace("-", "").isascii()
        or not text.replace("-", "").isalpha()
    ):
        raise _bad(rule, _("{text} is not a word this rule knows").format(text=repr(text[:20])))
    return text


def parse_token(rule: str, text: str) -> Any:
    """A token as a change's value (shape only: `build_house` checks the values themselves);
    RulesetError naming the rule when it does not parse."""
    if rule == "players":
        return _span(rule, text)
    if RULE_SPECS[rule].by_players:
        if "=" not in text:
            return _int_or_none(rule, text)
        parts = text.split(",")
        if len(parts) > MAX_BANDS:
            raise _bad(
                rule,
                _("has {n} bands; at most {most} (one per player count)").format(
                    n=number(len(parts)), most=number(MAX_BANDS)
                ),
            )
        bands = []
        for part in parts:
            span, _eq, value = part.partition("=")
            bands.append({"players": _span(rule, span), "value": _int_or_none(rule, value)})
        return bands
    if rule == "all_or_none":
        a, b = _ints(rule, text, 2)
        return {"storyteller": a, "others": b}
    if rule == "some_found":
        a, b, c = _ints(rule, text, 3)
        return {"storyteller": a, "finder": b, "other": c}
    if rule == "exactly_one_finder":
        if text == "none":
            return "none"
        points, at, span = text.partition("@")
        if not at:
            raise _bad(
                rule, _("{text} is not points@players, e.g. 4@3-8").format(text=repr(text[:20]))
            )
        return {"points": _int(rule, points), "players": _span(rule, span)}
    if rule == "extra_finder":
        if text == "none":
            return "none"
        parts = text.split(".")
        if len(parts) != 3:
            raise _bad(
                rule,
                _("{text} is not kind.from.points, e.g. any-finder.7.1").format(
                    text=repr(text[:20])
                ),
            )
        return {
            "kind": _word(rule, parts[0]),
            "from_players": _int(rule, parts[1]),
            "points": _int(rule, parts[2]),
        }
    if rule == "decks":
        return _ints(rule, text)
    if rule == "bonus_per_vote":
        return _int(rule, text)
    if rule == "score_target":
        return _int_or_none(rule, text)
    return _word(rule, text)  # extra_cap, empty_pile, ties: words the ruleset parser checks


def split_text(text: str) -> tuple[str, list[str], str | None]:
    """(edition, change parts, name) of a house-rules text (no checking: the name is what
    follows `n:`, end spaces stripped, whatever its length)."""
    head, _tilde, rest = text.partition("~")
    parts = rest.split("~") if rest else []
    for i, part in enumerate(parts):
        if part.startswith("n:"):
            name = "~".join(parts[i:])[2:].strip() or None
            return head, parts[:i], name
    return head, parts, None


def build_named(parent: str, changes: Mapping[str, Any], name: str | None) -> Ruleset:
    """House rules on edition `parent`; a name that is an edition's own gets "(house rules)"
    added, so columns stay apart."""
    taken = {t for r in load_rulesets() for t in _all_texts(r.name)}
    if name is not None and name.strip() in taken:
        chosen = name.strip()
        name = in_every_language(
            # TRANSLATORS: a table named its house rules like an edition: this keeps them apart
            lambda: _("{name} (house rules)").format(name=chosen)[:MAX_NAME]
        )
    return build_house(load_ruleset(parent), changes, name=name)


def _all_texts(text: str) -> set[str]:
    """`text` in each language it has (an edition's name typed in any of them is taken)."""
    return set(text.translations.values()) if isinstance(text, Text) else {str(text)}


HouseParts = tuple[str, dict[str, Any], str | None]  # (edition, changes, name)


def read_house_text(text: str) -> HouseParts:
    """Strictly: (edition, changes, name) of a house-rules text, each change's token read
    (shape only: `build_house` checks the values); RulesetError for any bad part. The text's
    length is checked first. The edition is not looked up here (`explorer.rules.resolve` does)."""
    if len(text) > MAX_TEXT:
        raise RulesetError(
            _(SOURCE), "", _("is too long ({length} characters)").format(length=number(len(text)))
        )
    head, parts, name = split_text(text)
    changes: dict[str, Any] = {}
    for part in parts:
        key, sep, token = part.partition(":")
        rule = RULE_OF.get(key)
        if not sep or rule is None:
            raise RulesetError(_(SOURCE), key[:20], _("is not a rule the engine knows"))
        changes[rule] = parse_token(rule, token)
    return head, changes, name


def house_from_text(text: str) -> Ruleset:
    """Strictly: the house rules a text stands for, built afresh (RulesetError for any bad
    part). Pages and games ask `explorer.rules.resolve.resolve`, which builds each once."""
    return build_named(*read_house_text(text))
