"""House rules read back as changes: which rules a house ruleset changed and the changes that
rebuild it (`changed_rules`, `house_changes`, `parent_value`), a rule's values as a table edits
them (`rule_raw`), the changes between an edition and the values a table wants
(`changes_between`), any ruleset file taken as house rules (`house_from_file`), and what a
table changed, in the reader's words (`changes_in_words`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import Text, _, number, semicolons, tr
from explorer.limits import MAX_NAME, MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.files import load_rulesets
from explorer.rules.house import HOUSE_NOTE, SOURCE, build_house, is_default_name, span_pair
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.rules.values import Provenance
from explorer.rules.wording import format_value
from explorer.rules.write import raw_value


def changed_rules(house: Ruleset) -> tuple[str, ...]:
    """The rules a house ruleset changed (those with an entry marked `house`)."""
    return tuple(
        rule.name
        for rule in house.rules
        if any(e.provenance.basis == "house" for e in rule.entries)
    )


def house_changes(house: Ruleset) -> dict[str, Any]:
    """The changes `build_house` needs to rebuild `house` from its parent (file-format values)."""
    out: dict[str, Any] = {}
    for name in changed_rules(house):
        rule = house.rule(name)
        if name == "players":
            out[name] = [house.min_players, house.max_players]
        elif RULE_SPECS[name].by_players:
            out[name] = rule_raw(house, name)
        else:
            out[name] = raw_value(rule.entries[0].value)
    return out


def parent_value(house: Ruleset, rule: str) -> str | None:
    """The parent's value of a changed rule, in the reader's words, as kept in the house
    entry's note (English when the note has no text in the reader's language)."""
    for e in house.rule(rule).entries:
        p: Provenance = e.provenance
        if p.basis == "house" and p.note:
            found = _note_value(tr(p.note), _(HOUSE_NOTE)) or _note_value(str(p.note), HOUSE_NOTE)
            if found is not None:
                return tr(Text(found))  # as found (marked whole in the pseudo-locale)
    return None


def _note_value(note: str, template: str) -> str | None:
    """The `{value}` of a note written from `template`."""
    pattern = re.escape(template)
    pattern = pattern.replace(re.escape("{edition}"), "(?:.*?)", 1)
    pattern = pattern.replace(re.escape("{value}"), "(?P<value>.*)", 1)
    m = re.fullmatch(pattern, note, re.S)
    return m.group("value") if m else None


def rule_raw(rs: Ruleset, rule: str) -> Any:
    """A rule's value(s) as a change writes them: the player range, per-band values merged
    where neighbouring counts agree (one plain value when every count agrees), or the value."""
    if rule == "players":
        return [rs.min_players, rs.max_players]
    if not RULE_SPECS[rule].by_players:
        return raw_value(rs.entry(rule).value)
    bands: list[dict[str, Any]] = []
    for n in range(rs.min_players, rs.max_players + 1):
        v = raw_value(rs.entry(rule, n).value)
        if bands and bands[-1]["value"] == v and bands[-1]["players"][1] == n - 1:
            bands[-1]["players"][1] = n
        else:
            bands.append({"players": [n, n], "value": v})
    return bands[0]["value"] if len(bands) == 1 else bands


def _box_span(rule: str, raw: Any) -> tuple[int, int]:
    """A player range as two counts, each within the box's MIN_PLAYERS–MAX_PLAYERS (checked
    before any range is walked); RulesetError naming the rule otherwise."""
    lo, hi = span_pair(raw)
    if (
        lo is None
        or hi is None
        or not (MIN_PLAYERS <= lo <= MAX_PLAYERS and MIN_PLAYERS <= hi <= MAX_PLAYERS)
    ):
        raise RulesetError(
            _(SOURCE),
            rule,
            _("{value} is not a range of player counts from {fewest} to {most}").format(
                value=repr(raw)[:30], fewest=number(MIN_PLAYERS), most=number(MAX_PLAYERS)
            ),
        )
    return lo, hi


def _per_count(rule: str, raw: Any, low: int, high: int) -> dict[int, Any]:
    if isinstance(raw, list) and raw and isinstance(raw[0], dict):
        out: dict[int, Any] = {}
        for b in raw:
            lo, hi = _box_span(rule, b.get("players") if isinstance(b, dict) else None)
            for n in range(lo, hi + 1):
                out[n] = b["value"]
        return out
    return dict.fromkeys(range(low, high + 1), raw)


def changes_between(parent: Ruleset, wanted: Mapping[str, Any]) -> dict[str, Any]:
    """The entries of `wanted` (rule → value as a change writes it) that differ from `parent`.

    A per-count rule left as the parent has it is no change, even with a new player range:
    `build_house` then stretches the parent's values over the new range. Every player count
    is checked against the box's limits before a range is walked (RulesetError otherwise)."""
    out: dict[str, Any] = {}
    low, high = parent.min_players, parent.max_players
    if "players" in wanted:
        lo, hi = _box_span("players", wanted["players"])
        if lo <= hi:
            low, high = lo, hi
    for rule, value in wanted.items():
        old = rule_raw(parent, rule)
        if RULE_SPECS[rule].by_players and isinstance(value, list):
            # the parent's values stretched over the new range, as build_house would stretch them
            mine = _per_count(rule, value, low, high)
            stretched = {
                n: raw_value(
                    parent.entry(rule, min(max(n, parent.min_players), parent.max_players)).value
                )
                for n in mine
            }
            if mine != stretched:
                out[rule] = value
        elif value != old:
            out[rule] = value
    return out


def house_from_file(ruleset: Ruleset, editions: tuple[Ruleset, ...], source: str) -> Ruleset:
    """Any ruleset (a house export or a full file) as house rules: built on its `parent` when
    that is an edition, else on the edition it differs from least."""
    by_id = {e.id: e for e in editions}
    wanted = {rule: rule_raw(ruleset, rule) for rule in RULE_SPECS}
    if ruleset.parent in by_id:
        parent = by_id[ruleset.parent]
    elif ruleset.id in by_id:
        parent = by_id[ruleset.id]
    else:
        parent = min(editions, key=lambda e: len(changes_between(e, wanted)))
    changes = changes_between(parent, wanted)
    name: str | None = ruleset.name
    if ruleset.id in by_id or is_default_name(ruleset.name, editions):
        name = None  # an edition's own file, or the default name: nothing to keep
    if isinstance(name, Text):
        name = Text({lang: t[:MAX_NAME] for lang, t in name.translations.items()})
    elif name:
        name = name[:MAX_NAME]
    return build_house(parent, changes, name=name or None, source=source)


def custom_name(house: Ruleset) -> str | None:
    """The name a table gave its house rules (None: the default name)."""
    if house.parent is None:
        return house.name
    return None if is_default_name(house.name, load_rulesets()) else house.name


@dataclass(frozen=True)
class ChangeInWords:
    """One rule a table changed, in the reader's words: its name, the table's value (each band
    of players said), and the edition's value."""

    rule: str
    label: str
    ours: str
    theirs: str


def changes_in_words(house: Ruleset) -> tuple[ChangeInWords, ...]:
    """Each rule `house` changed, with the table's value and its edition's, in words."""
    out = []
    for rule in changed_rules(house):
        ours = semicolons(
            _("{value} at {players}").format(value=format_value(e.value, rule), players=e.players)
            if e.players
            else format_value(e.value, rule)
            for e in house.rule(rule).entries
        )
        out.append(
            ChangeInWords(rule, _(RULE_SPECS[rule].label), ours, parent_value(house, rule) or "")
        )
    return tuple(out)
