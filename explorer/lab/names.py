"""The names the lab gives editions in its charts, tables, sentences and files, from the ruleset
a result carries (`explorer.lab.result`): nothing is looked up again by id.

House rules carry one name everywhere in a view and its files: the name the table gave them, or
"House rules" when they have none (their default name, "House rules (Dixit …)", is not used).
"""

from __future__ import annotations

from collections.abc import Sequence

from explorer.i18n import N_, _, join_list, tr
from explorer.rules.files import load_rulesets
from explorer.rules.house import HOUSE_ID, is_default_name
from explorer.rules.ruleset import Ruleset

# TRANSLATORS: the table's own rules, shown as one more edition on the lab's charts and tables
HOUSE_LABEL = N_("House rules")


def own_house_name(ruleset: Ruleset) -> str | None:
    """The name a table gave its house rules, in the reader's language (None: no name of its
    own, or not house rules)."""
    if ruleset.id != HOUSE_ID or is_default_name(ruleset.name, load_rulesets()):
        return None
    return tr(ruleset.name)


def label(ruleset: Ruleset) -> str:
    """The edition's name on the lab's charts, tables, sentences and files, in the reader's
    language (house rules: their own name, else "House rules")."""
    if ruleset.id != HOUSE_ID:
        return tr(ruleset.name)
    return own_house_name(ruleset) or _(HOUSE_LABEL)


def labels(rulesets: Sequence[Ruleset]) -> str:
    """The editions' `label`s as one list: 'A, B and C'."""
    return join_list(label(r) for r in rulesets)
