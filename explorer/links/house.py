"""House rules in the address: `house=<edition>~<rule>:<value>~...~n:<name>`, site-wide.

The value is the house rules' ident (`explorer.rules.resolve`), the one name every page, game
and night holds them by. Only the changes ride in the link (the edition gives the rest), each
as a short token: `house=refresh-2021~cap:2~lone:4@3-8` is the 2021 rules with a bonus cap of 2
and 4 points to the storyteller and a lone finder at 3–8 players. A link as the site writes it
(the ident's one spelling) is read once per process; any other is read leniently, keeping what
it can: an unknown rule, a value that does not parse, or a change that makes the rules
impossible is left out with a note saying why, and the rest still builds.

This module also turns the House rules page's form and an uploaded file into an ident
(`from_form`, `from_file`).
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
    house_text,
    ordered,
    parse_token,
    split_text,
)
from explorer.rules.resolve import canonical, is_house, resolve
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS, rule_of
from explorer.text.escape import esc
from explorer.text.names import title_problem

KEY = "house"
MAX_LINK = MAX_TEXT
MAX_PARTS = 2 * len(RULE_SPECS)  # parts read from one link: every rule, twice over
SHOWN_UNKNOWN = 3  # parts that name no rule quoted back in the note (the rest are counted)


def _ident(parent: str, changes: Mapping[str, Any], name: str | None = None) -> str:
    """The ident of house rules on edition `parent` with `changes` (file-format values) and an
    optional name, in its one spelling (`explorer.rules.resolve`)."""
    return canonical(house_text(parent, dict(ordered(changes)), name), house=True)


def from_form(parent: Ruleset, wanted: Mapping[str, Any], name: str) -> str:
    """The house rules a table's form asks for, as their ident: `parent` with the values in
    `wanted` that differ from it (file-format values) and `name` (blank: none). RulesetError
    naming the rule when they cannot be built; checked (and built, once) before they reach the
    address."""
    ident = _ident(parent.id, house_diff.changes_between(parent, wanted), name.strip() or None)
    resolve(ident)
    return ident


def from_file(data: bytes, source: str, editions: tuple[Ruleset, ...], parent: str) -> str:
    """The house rules a ruleset file stands for, as their ident (a house-rules download, or any
    ruleset file, taken as house rules on the edition it differs from least; `parent` when it
    names none). The file's size is checked before it is parsed; any engine error (a
    DixitError) says what is wrong with it."""
    if len(data) > MAX_FILE_BYTES:
        raise RulesetError(
            source,
            "",
            _("is too large ({size} bytes; at most {most})").format(
                size=number(len(data)), most=number(MAX_FILE_BYTES)
            ),
        )
    built = house_diff.house_from_file(load_ruleset_text(data, source), editions, source)
    ident = _ident(
        built.parent or parent, house_diff.house_changes(built), house_diff.custom_name(built)
    )
    resolve(ident)
    return ident


def _rule_of_field(field_name: str) -> str:
    return field_name.split(".")[0].split("[")[0]


def _error(parent: str, changes: Mapping[str, Any], name: str | None) -> RulesetError | None:
    try:
        resolve(_ident(parent, changes, name))
    except RulesetError as e:
        return e
    return None


def _culprit(parent: str, changes: dict[str, Any], name: str | None, err: RulesetError) -> str:
    """The change to leave out: the one the error names, else the latest one whose removal
    clears (or moves) the error."""
    rule = _rule_of_field(err.field)
    if rule in changes:
        return rule
    order = [r for r, _value in ordered(changes)]
    for candidate in reversed(order):
        rest = {k: v for k, v in changes.items() if k != candidate}
        after = _error(parent, rest, name)
        if after is None or after.field != err.field:
            return str(candidate)
    return order[-1]


@dataclass(frozen=True)
class HouseLink:
    """The site-wide `house` key (kept by every page): house rules as their ident, or None."""

    keys: tuple[str, ...] = field(default=(KEY,))

    def encode(self, value: str | None) -> Encoded:
        return {} if value is None else {KEY: value}

    @last_wins
    def decode(self, params: Params) -> Decoded[str | None]:
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
        if is_house(raw) and _builds(raw) and canonical(raw) == raw:
            return Decoded(raw, tuple(notes))  # as the site writes them: read once, kept
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
        for _attempt in range(len(changes) + 1):
            err = _error(head, changes, name)
            if err is None or not changes:
                break
            drop = _culprit(head, changes, name, err)
            notes.append(
                _("House rules: {rule} is left out ({field}: {problem}).").format(
                    rule=_label(drop), field=esc(err.field), problem=esc(err.problem)
                )
            )
            changes = {k: v for k, v in changes.items() if k != drop}
        return Decoded(_ident(head, changes, name), tuple(notes))


def _builds(ident: str) -> bool:
    try:
        resolve(ident)
    except RulesetError:
        return False
    return True


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
        rule = rule_of(key)
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
