"""House rules in the address: `house=<edition>~<rule>:<value>~...~n:<name>`, site-wide.

Only the changes ride in the link (the edition gives the rest), each as a short token:
`house=refresh-2021~cap:2~lone:4@3-8` is the 2021 rules with a bonus cap of 2 and 4 points to
the storyteller and a lone finder at 3–8 players. Decoding keeps what it can: an unknown rule,
a value that does not parse, or a change that makes the rules impossible is left out with a
note saying why, and the rest still builds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from explorer.errors import RulesetError
from explorer.limits import MAX_NAME
from explorer.links.base import Decoded, Encoded, Params, last, quote, whole_number
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house import build_house
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.text.escape import esc

KEY = "house"
MAX_LINK = 1_000  # characters: every rule changed, banded, fits in about 400

# short names in the link (the full rule names are read too)
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
_RULE_OF = {**{v: k for k, v in ALIASES.items()}, **{k: k for k in ALIASES}}


@dataclass(frozen=True)
class HouseSpec:
    """House rules as the address holds them: the edition, the changes (file-format values,
    in RULE_SPECS order) and an optional name."""

    parent: str
    changes: tuple[tuple[str, Any], ...] = ()
    name: str | None = None

    def changes_dict(self) -> dict[str, Any]:
        return dict(self.changes)


def spec_of(parent: str, changes: Mapping[str, Any], name: str | None = None) -> HouseSpec:
    order = list(RULE_SPECS)
    return HouseSpec(
        parent, tuple(sorted(changes.items(), key=lambda kv: order.index(kv[0]))), name
    )


def build(spec: HouseSpec) -> Ruleset:
    """The house ruleset a spec stands for (RulesetError when it cannot be built). A name that
    is an edition's own gets "(house rules)" added, so columns stay apart."""
    name = spec.name
    if name is not None and name.strip() in {r.name for r in load_rulesets()}:
        name = f"{name.strip()} (house rules)"[:MAX_NAME]
    return build_house(load_ruleset(spec.parent), spec.changes_dict(), name=name)


# --- value tokens ----------------------------------------------------------------------------
def _span_token(span: list[int]) -> str:
    return f"{span[0]}-{span[1]}"


def _scalar_token(value: Any) -> str:
    return str(value)


def value_token(rule: str, value: Any) -> str:
    """A file-format value as a link token."""
    if rule == "players":
        return _span_token(value)
    if RULE_SPECS[rule].by_players:
        if isinstance(value, list):
            return ",".join(f"{_span_token(b['players'])}={b['value']}" for b in value)
        return _scalar_token(value)
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
    return _scalar_token(value)


class _Bad(ValueError):
    pass


def _int(text: str) -> int:
    n = whole_number(text)
    if n is None:
        raise _Bad(f"{quote(text)} is not a whole number")
    return n


def _span(text: str) -> list[int]:
    parts = text.split("-")
    if len(parts) != 2:
        raise _Bad(f"{quote(text)} is not a player range like 3-8")
    return [_int(parts[0]), _int(parts[1])]


def _int_or_none(text: str) -> int | str:
    return "none" if text == "none" else _int(text)


def _ints(text: str, count: int | None = None) -> list[int]:
    parts = text.split(".")
    if count is not None and len(parts) != count:
        raise _Bad(f"{quote(text)} needs {count} numbers separated by dots")
    if len(parts) > 20:
        raise _Bad("too many numbers")
    return [_int(p) for p in parts]


def parse_token(rule: str, text: str) -> Any:
    """A link token as a file-format value (shape only: build_house checks the values)."""
    if rule == "players":
        return _span(text)
    if RULE_SPECS[rule].by_players:
        if "=" not in text:
            return _int_or_none(text)
        bands = []
        for part in text.split(",")[:12]:
            span, _, value = part.partition("=")
            bands.append({"players": _span(span), "value": _int_or_none(value)})
        return bands
    if rule == "all_or_none":
        a, b = _ints(text, 2)
        return {"storyteller": a, "others": b}
    if rule == "some_found":
        a, b, c = _ints(text, 3)
        return {"storyteller": a, "finder": b, "other": c}
    if rule == "exactly_one_finder":
        if text == "none":
            return "none"
        points, _, span = text.partition("@")
        return {"points": _int(points), "players": _span(span)}
    if rule == "extra_finder":
        if text == "none":
            return "none"
        parts = text.split(".")
        if len(parts) != 3:
            raise _Bad(f"{quote(text)} is not kind.from.points")
        return {"kind": parts[0], "from_players": _int(parts[1]), "points": _int(parts[2])}
    if rule == "decks":
        return _ints(text)
    if rule in ("bonus_per_vote",):
        return _int(text)
    if rule == "score_target":
        return _int_or_none(text)
    return text  # extra_cap, empty_pile, ties: words the ruleset parser checks


def encode_spec(spec: HouseSpec) -> str:
    parts = [spec.parent]
    parts += [f"{ALIASES[r]}:{value_token(r, v)}" for r, v in spec.changes]
    if spec.name:
        parts.append(f"n:{spec.name}")
    return "~".join(parts)


def _rule_of_field(field_name: str) -> str:
    return field_name.split(".")[0].split("[")[0]


def _error(spec: HouseSpec) -> RulesetError | None:
    try:
        build(spec)
    except RulesetError as e:
        return e
    return None


def _culprit(spec: HouseSpec, err: RulesetError) -> str:
    """The change to leave out: the one the error names, else the latest one whose removal
    clears (or moves) the error."""
    rule = _rule_of_field(err.field)
    changes = spec.changes_dict()
    if rule in changes:
        return rule
    for candidate, _ in reversed(spec.changes):
        rest = {k: v for k, v in spec.changes if k != candidate}
        after = _error(spec_of(spec.parent, rest, spec.name))
        if after is None or after.field != err.field:
            return str(candidate)
    return str(spec.changes[-1][0])


@dataclass(frozen=True)
class HouseLink:
    """The site-wide `house` key (kept by every page): house rules, or None."""

    keys: tuple[str, ...] = field(default=(KEY,))

    def encode(self, value: HouseSpec | None) -> Encoded:
        return {} if value is None else {KEY: encode_spec(value)}

    def decode(self, params: Params) -> Decoded[HouseSpec | None]:
        notes: list[str] = []
        raw = last(params, KEY, notes)
        if raw is None:
            return Decoded(None, tuple(notes))
        if len(raw) > MAX_LINK:
            return Decoded(
                None,
                (
                    f"The house rules in the link are too long ({len(raw):,} characters): they are left out.",
                ),
            )
        head, _, rest = raw.partition("~")
        known = [r.id for r in load_rulesets()]
        if head not in known:
            return Decoded(
                None,
                (
                    f"The house rules start from {quote(head)}, which is not an edition "
                    f"(known: {', '.join(known)}): they are left out.",
                ),
            )
        name: str | None = None
        changes: dict[str, Any] = {}
        parts = rest.split("~") if rest else []
        for i, part in enumerate(parts):
            if part.startswith("n:"):
                name = "~".join(parts[i:])[2:].strip()[:MAX_NAME] or None
                break
            key, sep, token = part.partition(":")
            rule = _RULE_OF.get(key)
            if not sep or rule is None:
                notes.append(f"House rules: {quote(part)} names no rule: it is left out.")
                continue
            try:
                value = parse_token(rule, token)
            except _Bad as e:
                notes.append(f"House rules: {RULE_SPECS[rule].label.lower()}: {e}; left out.")
                continue
            if rule in changes:
                notes.append(
                    f"House rules: {RULE_SPECS[rule].label.lower()} is given twice: the last one is used."
                )
            changes[rule] = value
        spec = spec_of(head, changes, name)
        for _ in range(len(changes) + 1):
            err = _error(spec)
            if err is None or not spec.changes:
                break
            drop = _culprit(spec, err)
            notes.append(
                f"House rules: {RULE_SPECS[drop].label.lower()} is left out "
                f"({esc(err.field)}: {esc(err.problem)})."
            )
            spec = spec_of(spec.parent, {k: v for k, v in spec.changes if k != drop}, spec.name)
        return Decoded(spec, tuple(notes))


HOUSE_LINK = HouseLink()
