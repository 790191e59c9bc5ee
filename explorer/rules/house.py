"""House rules: a table's own ruleset, built from an edition (or a file) with some values changed.

`build_house(parent, changes)` writes the parent as a ruleset file's table (`ruleset_data`),
replaces the changed rules with entries marked `basis = "house"` (each note keeps the parent's
value, for display), and validates the result with the same `parse_ruleset` as any file: an
impossible combination raises `RulesetError` naming the field and the problem. `to_toml` writes
any ruleset as a file that `load_ruleset_text` reads back equal.

A change is a rule name and its value as a ruleset file writes it: for a rule that varies with
the player count either one value for every count or a list of bands
`[{"players": [low, high], "value": ...}, ...]`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

import tomli_w

from explorer.errors import RulesetError
from explorer.i18n import DEFAULT, N_, Text, _, number, tr
from explorer.limits import MAX_NAME, MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.files import load_rulesets
from explorer.rules.parse import parse_ruleset
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.rules.values import (
    AllOrNone,
    Banded,
    ExactlyOneFinder,
    ExtraFinder,
    PlayerSpan,
    Provenance,
    RuleEntry,
    RuleValue,
    SomeFound,
)
from explorer.rules.wording import NONE, format_value
from explorer.text.names import join_clauses, title_problem
from explorer.text.translate import in_every_language

HOUSE_ID = "house"
NONE_WORDS = {
    "bonus_cap": N_("no cap"),
    "exactly_one_finder": N_("no special points"),
    "extra_finder": N_("no extra point"),
    "score_target": N_("no score target"),
}
# TRANSLATORS: the note of a rule a table changed; {value} is the edition's own value in words
HOUSE_NOTE = N_("House rule, changed by your table. {edition} has: {value}.")
MAX_CHANGES = len(RULE_SPECS)
SOURCE = "house rules"


# --- a ruleset as a file's table -------------------------------------------------------------
def raw_value(value: RuleValue) -> Any:
    """A typed rule value as a ruleset file writes it."""
    if value is None:
        return "none"
    if isinstance(value, PlayerSpan):
        return [value.low, value.high]
    if isinstance(value, AllOrNone):
        return {"storyteller": value.storyteller, "others": value.others}
    if isinstance(value, SomeFound):
        return {"storyteller": value.storyteller, "finder": value.finder, "other": value.other}
    if isinstance(value, ExactlyOneFinder):
        return {"points": value.points, "players": [value.players.low, value.players.high]}
    if isinstance(value, ExtraFinder):
        return {"kind": value.kind, "from_players": value.from_players, "points": value.points}
    if isinstance(value, tuple):
        return list(value)
    return value


def text_data(text: str) -> Any:
    """A text as a ruleset file writes it: a plain string when it is English only, else a
    table of its languages (`{ en = "…", fr = "…" }`), so download → upload keeps them."""
    if isinstance(text, Text):
        table = text.translations
        if set(table) != {DEFAULT}:
            return {lang: table[lang] for lang in sorted(table, key=_lang_order)}
    return str(text)


def _lang_order(lang: str) -> tuple[bool, str]:
    return lang != DEFAULT, lang  # English first, as a file's author writes it


def _entry_data(entry: RuleEntry, document: str) -> dict[str, Any]:
    p = entry.provenance
    out: dict[str, Any] = {}
    if entry.players is not None:
        out["players"] = [entry.players.low, entry.players.high]
    out["value"] = raw_value(entry.value)
    out["basis"] = p.basis
    if p.document is None:
        out["document"] = "none"
    elif p.document != document:
        out["document"] = str(p.document)
    for key in ("quote", "translation", "table_header", "table_header_translation", "note"):
        text = getattr(p, key)
        if text is not None:
            out[key] = text_data(text)
    return out


def ruleset_data(rs: Ruleset) -> dict[str, Any]:
    """`rs` as the table of a ruleset file (what `parse_ruleset` reads back into `rs`); the
    readings keep the choices in force as their defaults (a house variant in force drops its
    toggle, since a house variant is never a default)."""
    data: dict[str, Any] = {
        "id": rs.id,
        "name": text_data(rs.name),
        "edition": text_data(rs.edition),
        "year": rs.year,
        "document": text_data(rs.document),
        "language": rs.language,
        "summary": text_data(rs.summary),
    }
    if rs.parent is not None:
        data["parent"] = rs.parent
    for rule in rs.rules:
        entries = [_entry_data(e, rs.document) for e in rule.entries]
        data[rule.name] = entries if len(entries) > 1 or rule.entries[0].players else entries[0]
    readings = []
    for reading in rs.readings:
        chosen = reading.choice(rs.chosen(reading.id))
        if chosen.house:
            continue
        choices = []
        for choice in reading.choices:
            sets: dict[str, Any] = {}
            for name, value in choice.sets:
                if isinstance(value, Banded):
                    sets[name] = [
                        {"players": [span.low, span.high], "value": raw_value(v)}
                        for span, v in value.bands
                    ]
                else:
                    sets[name] = raw_value(value)
            c: dict[str, Any] = {"id": choice.id, "label": text_data(choice.label), "set": sets}
            if choice.house:
                c["house"] = True
            choices.append(c)
        readings.append(
            {
                "id": reading.id,
                "label": text_data(reading.label),
                "default": chosen.id,
                "basis": reading.basis,
                "note": text_data(reading.note),
                "choices": choices,
            }
        )
    if readings:
        data["readings"] = readings
    return data


def to_toml(rs: Ruleset) -> str:
    """`rs` as ruleset TOML (UTF-8 text) that `load_ruleset_text` reads back equal."""
    return tomli_w.dumps(ruleset_data(rs))


# --- building house rules --------------------------------------------------------------------
def _house_entry(
    value: Any, players: list[int] | None, was: Callable[[], str], parent_name: str
) -> dict[str, Any]:
    """A changed rule's entry; its note (in every language: house rules are cached and shared
    by link) keeps the parent's value in words."""
    out: dict[str, Any] = {} if players is None else {"players": players}
    note = in_every_language(lambda: _(HOUSE_NOTE).format(edition=tr(parent_name), value=was()))
    out |= {
        "value": value,
        "basis": "house",
        "document": "none",
        "note": dict(note.translations),
    }
    return out


def _words(name: str, value: RuleValue) -> str:
    return _(NONE_WORDS.get(name, NONE)) if value is None else format_value(value, name)


def _was(parent: Ruleset, name: str, low: int | None = None, high: int | None = None) -> str:
    """The parent's value of a rule (over a band of player counts), in the reader's words."""
    rule = parent.rule(name)
    if not RULE_SPECS[name].by_players or low is None or high is None:
        if name == "players":
            return format_value(PlayerSpan(parent.min_players, parent.max_players), "players")
        return _words(name, rule.entries[0].value)
    seen: list[tuple[int, str]] = []
    for n in range(max(low, parent.min_players), min(high, parent.max_players) + 1):
        seen.append((n, _words(name, rule.entry_for(n).value)))
    if not seen:
        return _("no value for {low}–{high} players").format(low=number(low), high=number(high))
    if len({words for _n, words in seen}) == 1:
        return seen[0][1]
    # TRANSLATORS: a value at one player count, e.g. "7 at 3" (7 cards with 3 players)
    return join_clauses([_("{value} at {n}").format(value=w, n=number(n)) for n, w in seen])


def _fit(entries: list[dict[str, Any]], low: int, high: int) -> list[dict[str, Any]]:
    """A rule's entries clipped to the players `low`–`high`, the first and last stretched to
    reach them (so a wider player range keeps the nearest count's value)."""
    spans = [e for e in entries if "players" in e]
    if not spans:
        return entries
    kept = [e for e in spans if e["players"][1] >= low and e["players"][0] <= high]
    if not kept:
        kept = [min(spans, key=lambda e: abs(e["players"][0] - low))]
    kept = sorted(kept, key=lambda e: e["players"][0])
    out = []
    for i, e in enumerate(kept):
        a, b = e["players"]
        a = low if i == 0 else max(a, low)
        b = high if i == len(kept) - 1 else min(b, high)
        out.append({**e, "players": [a, b]})
    return out


def build_house(
    parent: Ruleset,
    changes: Mapping[str, Any],
    *,
    name: str | None = None,
    source: str = SOURCE,
) -> Ruleset:
    """House rules: `parent` with `changes` (rule → value as a file writes it), each changed
    value marked `house`. Validated like a ruleset file; RulesetError names field and problem."""
    unknown = sorted(set(changes) - RULE_SPECS.keys())
    if unknown:
        raise RulesetError(source, unknown[0], _("is not a rule the engine knows"))
    if name is not None:
        check_house_name(name, source)
    data = ruleset_data(parent)
    data["id"] = HOUSE_ID
    data["parent"] = parent.parent or parent.id
    data["name"] = _name_data(name) if name else default_name(parent)
    data["edition"] = text_data(
        in_every_language(
            lambda: _("House rules built on {edition}").format(edition=tr(parent.name))
        )
    )
    data["summary"] = text_data(in_every_language(lambda: _summary(parent, changes)))
    for rule, value in changes.items():
        if rule == "players":
            if not isinstance(value, list) or len(value) != 2:
                raise RulesetError(source, "players", _("must be [lowest, highest] player counts"))
            data["players"] = _house_entry(
                value, None, lambda: _was(parent, "players"), parent.name
            )
        elif RULE_SPECS[rule].by_players:
            value = _merged(value, changes.get("players", [parent.min_players, parent.max_players]))
            bands = value if isinstance(value, list) else [{"players": None, "value": value}]
            entries = []
            for i, band in enumerate(bands):
                if not isinstance(band, dict) or set(band) != {"players", "value"}:
                    raise RulesetError(
                        source,
                        f"{rule}[{i}]",
                        _("must be a table of players = [low, high], value"),
                    )
                span = band["players"]
                lo, hi = (
                    (span[0], span[1])
                    if isinstance(span, list) and len(span) == 2
                    else (None, None)
                )
                entries.append(
                    _house_entry(band["value"], span, _was_band(parent, rule, lo, hi), parent.name)
                )
            data[rule] = entries if len(entries) > 1 or entries[0].get("players") else entries[0]
        else:
            data[rule] = _house_entry(value, None, _was_band(parent, rule), parent.name)
    # a new player range: rules that vary with the count follow it unless the table set them
    if "players" in changes:
        low, high = _span(changes["players"])
        if low is not None and high is not None:
            for rule, spec in RULE_SPECS.items():
                if spec.by_players and rule not in changes:
                    raw = data[rule]
                    entries = raw if isinstance(raw, list) else [raw]
                    fitted = _fit(entries, low, high)
                    data[rule] = fitted if len(fitted) > 1 or "players" in fitted[0] else fitted[0]
    # a reading that sets a changed rule no longer fits the table's rules: it goes
    if "readings" in data:
        data["readings"] = [
            r
            for r in data["readings"]
            if not any(rule in changes for c in r["choices"] for rule in c["set"])
            and "players" not in changes
        ]
        if not data["readings"]:
            del data["readings"]
    return parse_ruleset(data, source)


def check_house_name(name: str, source: str = SOURCE) -> None:
    """RulesetError when the name a table gave its rules breaks the rules of a player's name
    (`explorer.text.names`: length, control characters, direction marks; commas allowed), in
    any of its languages."""
    texts = name.translations.values() if isinstance(name, Text) else (name,)
    for text in texts:
        problem = title_problem(text)
        if problem is not None:
            raise RulesetError(source, "name", problem)


def _was_band(parent: Ruleset, rule: str, lo: Any = None, hi: Any = None) -> Callable[[], str]:
    if isinstance(lo, int) and isinstance(hi, int):
        return lambda: _was(parent, rule, lo, hi)
    return lambda: _was(parent, rule)


def default_name(parent: Ruleset) -> dict[str, str]:
    """House rules' name when the table gave none, in every language ("House rules (…)")."""
    text = in_every_language(lambda: _("House rules ({edition})").format(edition=tr(parent.name)))
    return dict(text.translations)


def _name_data(name: str) -> Any:
    if isinstance(name, Text):
        return {lang: text.strip() for lang, text in name.translations.items()}
    return name.strip()


def _summary(parent: Ruleset, changes: Mapping[str, Any]) -> str:
    labels = [RULE_SPECS[r].label.lower() for r in RULE_SPECS if r in changes]
    if not labels:
        return _("{edition} with the table's own rules: nothing changed yet").format(
            edition=tr(parent.name)
        )
    return _("{edition} with the table's own rules: {changes}").format(
        edition=tr(parent.name), changes=", ".join(labels)
    )


def _merged(value: Any, players: Any) -> Any:
    """Bands with neighbouring equal values merged; one plain value when one band covers the
    whole player range (so the same rules always build the same entries)."""
    if not (isinstance(value, list) and value and all(isinstance(b, dict) for b in value)):
        return value
    try:
        ordered = sorted(value, key=lambda b: b["players"][0])
        out: list[dict[str, Any]] = []
        for b in ordered:
            lo, hi = b["players"]
            if out and out[-1]["value"] == b["value"] and out[-1]["players"][1] == lo - 1:
                out[-1] = {"players": [out[-1]["players"][0], hi], "value": b["value"]}
            else:
                out.append({"players": [lo, hi], "value": b["value"]})
    except (KeyError, TypeError, ValueError, IndexError):
        return value  # the parser names what is wrong
    if len(out) == 1 and out[0]["players"] == list(_span(players)):
        return out[0]["value"]
    return out


def _span(raw: Any) -> tuple[int | None, int | None]:
    if (
        isinstance(raw, list)
        and len(raw) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) for x in raw)
    ):
        return raw[0], raw[1]
    return None, None


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


# --- values as a table edits them --------------------------------------------------------------
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
    lo, hi = _span(raw)
    if (
        lo is None
        or hi is None
        or not (MIN_PLAYERS <= lo <= MAX_PLAYERS and MIN_PLAYERS <= hi <= MAX_PLAYERS)
    ):
        raise RulesetError(
            SOURCE,
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
    if ruleset.id in by_id or ruleset.name == default_name(parent)[DEFAULT]:
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
    defaults = {default_name(e)[DEFAULT] for e in load_rulesets()}
    return None if house.name in defaults else house.name
