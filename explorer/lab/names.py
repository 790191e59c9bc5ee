"""The names the lab gives editions in its charts, tables and sentences, from the ruleset a
result carries (`explorer.lab.result`): nothing is looked up again by id."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from explorer.i18n import N_, _, tr
from explorer.rules.house import HOUSE_ID
from explorer.rules.ruleset import Ruleset

# TRANSLATORS: the table's own rules, shown as one more edition on the lab's charts and tables
HOUSE_LABEL = N_("House rules")


def label(ruleset: Ruleset) -> str:
    """The edition's name on the lab's charts and tables, in the reader's language ("House
    rules" for the table's own)."""
    return _(HOUSE_LABEL) if ruleset.id == HOUSE_ID else tr(ruleset.name)


def join(items: Iterable[str]) -> str:
    """'A', 'A and B', 'A, B and C' in the reader's language."""
    items = list(items)
    if len(items) < 2:
        return items[0] if items else ""
    # TRANSLATORS: the end of a list of editions: "A, B and C" ({items} is "A, B")
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def labels(rulesets: Sequence[Ruleset]) -> str:
    """The editions' `label`s as one list: 'A, B and C'."""
    return join(label(r) for r in rulesets)


def own_names(rulesets: Sequence[Ruleset]) -> str:
    """The editions' own names as one list (house rules by the name they were given)."""
    return join(tr(r.name) for r in rulesets)
