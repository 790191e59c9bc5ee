"""A ruleset written as a file: its table (`ruleset_data`, what `parse_ruleset` reads back into
it) and its TOML (`to_toml`, what `load_ruleset_text` reads back equal). Texts keep every language
they carry; rule values are written as a file writes them (`raw_value`).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

import tomli_w

from explorer.i18n import DEFAULT, Text
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import (
    Banded,
    ExtraFinder,
    PlayerSpan,
    RuleEntry,
)


def raw_value(value: object) -> Any:
    """A typed rule value as a ruleset file writes it: "none", a player range as [low, high], a
    list, a frozen dataclass (a rule's own kind of value) as the table of its fields."""
    if value is None:
        return "none"
    if isinstance(value, PlayerSpan):
        return [value.low, value.high]
    if isinstance(value, ExtraFinder):  # `inside_cap` is the extra_cap rule's
        return {"kind": value.kind, "from_players": value.from_players, "points": value.points}
    if isinstance(value, tuple):
        return list(value)
    if is_dataclass(value) and not isinstance(value, type):  # a table: the value's fields
        return {f.name: raw_value(getattr(value, f.name)) for f in fields(value)}
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
        **({"short": text_data(rs.short)} if rs.short else {}),
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
