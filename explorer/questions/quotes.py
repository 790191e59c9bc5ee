"""The sentences of the rule documents that answer what the rulesets do not model, as data
(`quotes.toml`, package data), and where an answer's sentences come from.

A quote belongs to one ruleset's rule document; house rules read their edition's. A quote either
carries its own sentence (verbatim from a seed document, with its translations) or points at a
rule entry of the ruleset that already quotes it.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from explorer.i18n import Text
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import Basis, Provenance, RuleEntry

QUOTES_FILE = Path(__file__).with_name("quotes.toml")


@dataclass(frozen=True)
class Quote:
    """One sentence an answer rests on (see quotes.toml for the fields)."""

    id: str
    topics: tuple[str, ...]
    ruleset: str
    basis: Basis
    fact: str
    seed: str | None = None
    language: str | None = None
    quote: str | None = None
    translation: Text | None = None
    note: Text | None = None
    rule: str | None = None
    players: int | None = None


def _text(raw: object) -> Text | None:
    if raw is None:
        return None
    if isinstance(raw, dict):
        return Text({str(k): str(v) for k, v in raw.items()})
    return Text(str(raw))


@lru_cache(maxsize=1)  # no arguments: read once
def all_quotes() -> tuple[Quote, ...]:
    """Every quote of quotes.toml, in the file's order (read once)."""
    with QUOTES_FILE.open("rb") as f:
        data = tomllib.load(f)
    out = []
    for qid, raw in data.items():
        out.append(
            Quote(
                id=qid,
                topics=tuple(raw["topics"]),
                ruleset=raw["ruleset"],
                basis=raw["basis"],
                fact=raw["fact"],
                seed=raw.get("seed"),
                language=raw.get("language"),
                quote=raw.get("quote"),
                translation=_text(raw.get("translation")),
                note=_text(raw.get("note")),
                rule=raw.get("rule"),
                players=raw.get("players"),
            )
        )
    return tuple(out)


def quote(quote_id: str) -> Quote:
    for q in all_quotes():
        if q.id == quote_id:
            return q
    raise KeyError(quote_id)


def edition(rs: Ruleset) -> str:
    """The ruleset whose rule document speaks for `rs` (house rules: their edition's)."""
    return rs.parent or rs.id


def own(topic: str, rs: Ruleset) -> tuple[Quote, ...]:
    """The quotes of `rs`'s own rule document on `topic`."""
    return tuple(q for q in all_quotes() if topic in q.topics and q.ruleset == edition(rs))


def others(topic: str, rs: Ruleset) -> tuple[Quote, ...]:
    """The quotes of the other rule documents on `topic` (what other rulebooks say)."""
    return tuple(q for q in all_quotes() if topic in q.topics and q.ruleset != edition(rs))


def entry_near(rs: Ruleset, rule: str, players: int | None) -> RuleEntry:
    """The entry of `rule` at `players` (the nearest count the ruleset allows; the first entry
    when None)."""
    if players is None:
        return rs.rule(rule).entries[0]
    n = min(max(players, rs.min_players), rs.max_players)
    return rs.rule(rule).entry_for(n)


def provenance(q: Quote, rulesets: dict[str, Ruleset]) -> tuple[Provenance, str] | None:
    """The quote as a provenance (the sentence, its translation, document and note) with the
    sentence's language; None when the quote points at a ruleset that is not loaded."""
    owner = rulesets.get(q.ruleset)
    if owner is None:
        return None
    if q.rule is not None:
        p = entry_near(owner, q.rule, q.players).provenance
        return Provenance(
            q.basis,
            owner.document,
            p.quote,
            p.translation,
            q.note,
            p.table_header,
            p.table_header_translation,
        ), owner.language
    return Provenance(
        q.basis, owner.document, q.quote, q.translation, q.note
    ), q.language or owner.language
