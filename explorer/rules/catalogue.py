"""The shipped editions' order on every page, table and chart.

Pages list editions in the order the boxes came out; a ruleset the project does not ship (a
user's file, house rules) comes after them, by year then id.
"""

from __future__ import annotations

from typing import Protocol

CANONICAL_ORDER = (
    "original-2008",
    "odyssey-2011",
    "odyssey-vi",
    "refresh-2021",
    "anniversary-10th",
)


class _Edition(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def year(self) -> int: ...


def edition_order(ruleset: _Edition) -> tuple[int, int, str]:
    """Sort key: the shipped editions first, in CANONICAL_ORDER; others after, by year and id."""
    index = (
        CANONICAL_ORDER.index(ruleset.id) if ruleset.id in CANONICAL_ORDER else len(CANONICAL_ORDER)
    )
    return index, ruleset.year, ruleset.id
