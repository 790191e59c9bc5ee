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
from explorer.i18n import _, n_, number
from explorer.links.base import Decoded, Encoded, Params, last, last_wins, not_an_edition, quote
from explorer.rules import house_diff
from explorer.rules.files import MAX_FILE_BYTES, load_ruleset_text, load_rulesets
from explorer.rules.house_text import (
    MAX_TEXT,
    RULE_OF,
    house_text,
    ordered,
    parse_token,
    split_text,
)
from explorer.rules.resolve import resolve_house
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.text.escape import esc
from explorer.text.names import title_problem

KEY = "house"
MAX_LINK = MAX_TEXT
MAX_PARTS = 2 * len(RULE_SPECS)  # parts read from one link: every rule, twice over
SHOWN_UNKNOWN = 3  # parts that name no rule quoted back in the note (the rest are counted)


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
    return HouseSpec(parent, ordered(changes), name)


def spec_from_form(parent: Ruleset, wanted: Mapping[str, Any], name: str) -> HouseSpec:
    """The house rules a table's form asks for: `parent` with the values in `wanted` that
    differ from it (file-format values) and `name` (blank: none). RulesetError naming the rule
    when they cannot be built; checked (and built, once) before they reach the address."""
    spec = spec_of(parent.id, house_diff.changes_between(parent, wanted), name.strip() or None)
    build(spec)
    return spec


def spec_from_file(
    data: bytes, source: str, editions: tuple[Ruleset, ...], parent: str
) -> HouseSpec:
    """The house rules a ruleset file stands for (a house-rules download, or any ruleset file,
    taken as house rules on the edition it differs from least; `parent` when it names none).
    The file's size is checked before it is parsed; any engine error (a DixitError) says what
    is wrong with it."""
    if len(data) > MAX_FILE_BYTES:
        raise RulesetError(
            source,
            "",
            _("is too large ({size} bytes; at most {most})").format(
                size=number(len(data)), most=number(MAX_FILE_BYTES)
            ),
        )
    built = house_diff.house_from_file(load_ruleset_text(data, source), editions, source)
    return spec_of(
        built.parent or parent, house_diff.house_changes(built), house_diff.custom_name(built)
    )


def build(spec: HouseSpec) -> Ruleset:
    """The house ruleset a spec stands for, built once for every visitor and language
    (`explorer.rules.resolve`); RulesetError when it cannot be built."""
    return resolve_house(encode_spec(spec))


def encode_spec(spec: HouseSpec) -> str:
    return house_text(spec.parent, spec.changes_dict(), spec.name)


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
    for candidate, _value in reversed(spec.changes):
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

    @last_wins
    def decode(self, params: Params) -> Decoded[HouseSpec | None]:
        notes: list[str] = []
        raw = last(params, KEY, notes)
        if raw is None:
            return Decoded(None, tuple(notes))
        if len(raw) > MAX_LINK:
            return Decoded(
                None,
                (
                    _(
                        "The house rules in the link are too long ({n} characters): they are "
                        "left out."
                    ).format(n=number(len(raw))),
                ),
            )
        head, parts, name = split_text(raw)
        if head not in {r.id for r in load_rulesets()}:
            return Decoded(None, (*notes, not_an_edition(_("the house rules"), head)))
        changes = _read_changes(parts, notes)
        if name is not None:
            problem = title_problem(name)
            if problem is not None:
                # TRANSLATORS: {value} is the name the link gives, quoted
                shown = _("the name {value}").format(value=quote(name))
                notes.append(
                    _("House rules: {rule}: {problem}; left out.").format(
                        rule=shown, problem=esc(problem)
                    )
                )
                name = None
        spec = spec_of(head, changes, name)
        for _attempt in range(len(changes) + 1):
            err = _error(spec)
            if err is None or not spec.changes:
                break
            drop = _culprit(spec, err)
            notes.append(
                _("House rules: {rule} is left out ({field}: {problem}).").format(
                    rule=_label(drop), field=esc(err.field), problem=esc(err.problem)
                )
            )
            spec = spec_of(spec.parent, {k: v for k, v in spec.changes if k != drop}, spec.name)
        return Decoded(spec, tuple(notes))


def _read_changes(parts: list[str], notes: list[str]) -> dict[str, Any]:
    """The changes the parts of a link give (file-format values), leaving out with a note each
    part that names no rule or does not parse. Bounded: at most MAX_PARTS parts are read, a rule
    given more than once is read once (its last part), and the parts that name no rule share one
    note quoting a few of them."""
    parts = [p for p in parts if p]  # `~~` or a trailing `~` carries nothing
    if len(parts) > MAX_PARTS:
        notes.append(
            _("House rules: the link has {n} parts; only the first {most} are read.").format(
                n=number(len(parts)), most=number(MAX_PARTS)
            )
        )
        parts = parts[:MAX_PARTS]
    tokens: dict[str, str] = {}
    given: dict[str, int] = {}
    unknown: list[str] = []
    for part in parts:
        key, sep, token = part.partition(":")
        rule = RULE_OF.get(key)
        if not sep or rule is None:
            unknown.append(part)
            continue
        tokens[rule] = token
        given[rule] = given.get(rule, 0) + 1
    if unknown:
        values = ", ".join(quote(u) for u in unknown[:SHOWN_UNKNOWN])
        more = len(unknown) - SHOWN_UNKNOWN
        if more > 0:
            values = n_("{names} and {n} more", "{names} and {n} more", more).format(
                names=values, n=number(more)
            )
        notes.append(
            n_(
                "House rules: {values} names no rule: it is left out.",
                "House rules: {values} name no rules: they are left out.",
                len(unknown),
            ).format(values=values)
        )
    changes: dict[str, Any] = {}
    for rule, token in tokens.items():
        if given[rule] > 1:
            notes.append(
                n_(
                    "House rules: {rule} is given {n} time: the last one is used.",
                    "House rules: {rule} is given {n} times: the last one is used.",
                    given[rule],
                ).format(rule=_label(rule), n=number(given[rule]))
            )
        try:
            changes[rule] = parse_token(rule, token)
        except RulesetError as e:
            notes.append(
                _("House rules: {rule}: {problem}; left out.").format(
                    rule=_label(rule), problem=esc(e.problem)
                )
            )
    return changes


def _label(rule: str) -> str:
    """A rule's name inside a sentence (lower case, as the reader's language writes it)."""
    return _(RULE_SPECS[rule].label).lower()


HOUSE_LINK = HouseLink()
