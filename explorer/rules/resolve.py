"""One name for a ruleset anywhere: its ident, read by `resolve(ident)`.

An ident is a shipped edition's id (`refresh-2021`), or house rules written as the `house=` link
writes them (`refresh-2021~cap:2~n:Ours`; `refresh-2021~` is the house rules built on 2021 with
nothing changed yet). It is the one thing a game night, a practice game's set-up, the address
and the lab hold to say which rules they play; `canonical` gives its one spelling (changes in
rule order, one form per value), so two spellings of the same rules are one ident.

An ident is decoded once per process: each spelling is parsed once (a bounded cache keyed by
the text, whose length is checked before any work), and each set of house rules is built once
(a bounded cache keyed by the canonical ident), shared by every page, visitor and language (a
built ruleset carries all six languages).

>>> canonical("refresh-2021~cap:2~lone:4@3-8")  # in the rules' order: the lone finder first
'refresh-2021~lone:4@3-8~cap:2'
>>> canonical("refresh-2021", house=True)  # house-rules text (the `house=` link's), unchanged
'refresh-2021~'
>>> resolve("refresh-2021~cap:2").bonus_cap, resolve("refresh-2021").bonus_cap
(2, None)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from functools import lru_cache

from explorer.errors import RulesetError
from explorer.i18n import _, number
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.files import unknown_edition as unknown_edition  # the one wording
from explorer.rules.house import SOURCE
from explorer.rules.house_text import (
    MAX_TEXT,
    HouseParts,
    build_named,
    house_text,
    read_house_text,
)
from explorer.rules.ruleset import Ruleset

HOUSE_CACHE = 64  # built house rules kept (each a few hundred KB at most)
SPELLINGS = 4 * HOUSE_CACHE  # spellings kept parsed (each at most MAX_TEXT characters)
HOUSE_MARK = "~"  # an ident with it is house rules; edition ids never have one


def is_house(ident: str) -> bool:
    """Whether `ident` names house rules rather than a shipped edition."""
    return HOUSE_MARK in ident


def edition_ids() -> tuple[str, ...]:
    return tuple(r.id for r in load_rulesets())


def edition_of(ident: str) -> str:
    """The edition an ident starts from (itself for an edition), as written (not checked)."""
    return ident.partition(HOUSE_MARK)[0]


def _edition(ident: str) -> str:
    if ident not in edition_ids():
        raise unknown_edition(ident)
    return ident


@lru_cache(maxsize=SPELLINGS)
def _read(text: str) -> tuple[str, HouseParts]:
    """One spelling of house rules read once: its canonical ident and its parts (RulesetError,
    not kept, for a bad one)."""
    head, changes, name = parts = read_house_text(text)
    _edition(head)
    return house_text(head, changes, name) + ("" if changes or name else HOUSE_MARK), parts


def _too_long(ident: str) -> RulesetError:
    return RulesetError(
        SOURCE, "", _("is too long ({length} characters)").format(length=number(len(ident)))
    )


def canonical(ident: str, *, house: bool = False) -> str:
    """The one spelling of an ident: an edition's id as it is; house rules with their changes
    in rule order, one form per value, always marked. With `house`, `ident` is house-rules text
    as the `house=` link writes it, read as house rules even when nothing is changed (where
    `refresh-2021` alone names the edition). RulesetError for an unknown edition or bad house
    rules."""
    if not isinstance(ident, str):
        raise unknown_edition(repr(ident)[:40])
    if house and not is_house(ident):
        ident += HOUSE_MARK
    if len(ident) > MAX_TEXT:
        raise _too_long(ident)
    if not is_house(ident):
        return _edition(ident)
    return _read(ident)[0]


def resolve(ident: str) -> Ruleset:
    """The ruleset `ident` names: a shipped edition, or house rules (read and built once,
    cached). RulesetError with one clear message for an unknown edition or bad house rules."""
    key = canonical(ident)
    if not is_house(key):
        return load_ruleset(key)
    return _built(key, _read(ident)[1])


_BUILT: OrderedDict[str, Ruleset] = OrderedDict()
_LOCK = threading.Lock()


def _built(key: str, parts: HouseParts) -> Ruleset:
    """The house rules of canonical ident `key`, built once (one bounded cache, by key)."""
    with _LOCK:
        found = _BUILT.get(key)
        if found is not None:
            _BUILT.move_to_end(key)
            return found
    built = build_named(*parts)
    with _LOCK:
        _BUILT[key] = _BUILT.pop(key, built)  # another thread's, if it was first
        while len(_BUILT) > HOUSE_CACHE:
            _BUILT.popitem(last=False)
        return _BUILT[key]
