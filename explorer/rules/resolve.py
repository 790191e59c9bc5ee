"""One name for a ruleset anywhere: `resolve(ident)`.

An ident is a shipped edition's id (`refresh-2021`), or house rules written as the `house=` link
writes them (`refresh-2021~cap:2~n:Ours`). House rules are built once per process in ONE bounded
cache, keyed by their canonical text and shared by every page, visitor and language (a built
ruleset carries all six languages). The text's length is checked before any work.
"""

from __future__ import annotations

from functools import lru_cache

from explorer.errors import RulesetError
from explorer.i18n import _, number
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.files import unknown_edition as unknown_edition  # the one wording
from explorer.rules.house import SOURCE
from explorer.rules.house_text import (
    MAX_TEXT,
    RULE_OF,
    house_from_text,
    house_text,
    parse_token,
    split_text,
)
from explorer.rules.ruleset import Ruleset

HOUSE_CACHE = 64  # built house rules kept (each a few hundred KB at most)
HOUSE_MARK = "~"  # an ident with it is house rules; edition ids never have one


def is_house(ident: str) -> bool:
    """Whether `ident` names house rules rather than a shipped edition."""
    return HOUSE_MARK in ident


def edition_ids() -> tuple[str, ...]:
    return tuple(r.id for r in load_rulesets())


def canonical(text: str) -> str:
    """House-rules text as the link writes it (changes in rule order, one form per value):
    two spellings of the same rules give the same text. RulesetError for any bad part."""
    if len(text) > MAX_TEXT:
        raise RulesetError(
            SOURCE, "", _("is too long ({length} characters)").format(length=number(len(text)))
        )
    head, parts, name = split_text(text)
    if head not in edition_ids():
        raise unknown_edition(head)
    changes: dict[str, object] = {}
    for part in parts:
        key, sep, token = part.partition(":")
        rule = RULE_OF.get(key)
        if not sep or rule is None:
            raise RulesetError(SOURCE, key[:20], _("is not a rule the engine knows"))
        changes[rule] = parse_token(rule, token)
    return house_text(head, changes, name)


def resolve(ident: str) -> Ruleset:
    """The ruleset `ident` names: a shipped edition, or house rules (built once, cached).
    RulesetError with one clear message for an unknown edition or bad house rules."""
    if not isinstance(ident, str):
        raise unknown_edition(repr(ident))
    if not is_house(ident):
        if ident not in edition_ids():
            raise unknown_edition(ident)
        return load_ruleset(ident)
    return _house(canonical(ident))


def house_ident(text: str) -> str:
    """House-rules text (as the link writes it) as the ident `resolve` reads as house rules:
    normalised (two spellings of the same rules are one ident, one cache key), and marked even
    when nothing is changed (`refresh-2021` alone names the edition, `refresh-2021~` the house
    rules built on it with nothing changed yet). RulesetError for bad text."""
    ident = canonical(text)
    return ident if is_house(ident) else ident + HOUSE_MARK


def resolve_house(text: str) -> Ruleset:
    """The house rules a text stands for (`resolve(house_ident(text))`: built once, cached)."""
    return resolve(house_ident(text))


@lru_cache(maxsize=HOUSE_CACHE)
def _house(text: str) -> Ruleset:
    return house_from_text(text)
