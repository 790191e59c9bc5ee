"""A ruleset's content hash: which rules a number was computed under, in 16 hex digits.

The hash covers what the rules say and nothing else: each rule's value at every player count
the ruleset allows (and the player range itself), written as canonical JSON (sorted keys, no
spaces) and hashed with SHA-256. Names, translations, quotes and notes are left out, so fixing a
translation keeps the hash, while any changed value changes it; house rules that change nothing
hash as their edition does, and the same house rules written two ways hash alike.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any

from explorer.rules.ruleset import Ruleset

HASH_CHARS = 16  # 64 bits: no two rulesets a person compares collide


def _plain(value: Any) -> Any:
    """A rule value as plain JSON data (dataclasses as their fields, tuples as lists)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def canonical_content(ruleset: Ruleset) -> dict[str, Any]:
    """Every rule's value, by player count where it varies with it (one value otherwise)."""
    counts = range(ruleset.min_players, ruleset.max_players + 1)
    content: dict[str, Any] = {}
    for rule in ruleset.rules:
        if all(e.players is None for e in rule.entries):
            content[rule.name] = _plain(rule.entries[0].value)
        else:
            content[rule.name] = {str(n): _plain(rule.entry_for(n).value) for n in counts}
    return content


def content_hash(ruleset: Ruleset) -> str:
    """The ruleset's content hash (module docstring), as 16 lowercase hex digits."""
    text = json.dumps(canonical_content(ruleset), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:HASH_CHARS]
