"""How the lab's files name a ruleset so that a number can be cited and computed again.

Every row of every CSV names its ruleset by what `explorer.rules.resolve.resolve` reads back
(`ident`: an edition's id, or house rules as their link text, `refresh-2021~cap:2~lone:4@3-8`),
by its name (`explorer.lab.names.label`), by its content hash (`explorer.rules.fingerprint`) and
by the documents its rules come from (`sources`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from explorer.i18n import _, semicolons, tr
from explorer.lab.names import label, own_house_name
from explorer.rules.fingerprint import content_hash
from explorer.rules.house import HOUSE_ID
from explorer.rules.house_diff import changed_rules, house_changes
from explorer.rules.house_text import house_text
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS

CACHE = 64  # rulesets whose ident is kept (a handful of editions and house rules)


@lru_cache(maxsize=CACHE)
def ident(ruleset: Ruleset) -> str:
    """What `resolve` reads back into this ruleset: the edition's id, or house rules' link text
    (their changes in the link's order, then their own name)."""
    if ruleset.id != HOUSE_ID or ruleset.parent is None:
        return ruleset.id
    name = own_house_name(ruleset)
    return house_text(ruleset.parent, house_changes(ruleset), str(ruleset.name) if name else None)


@lru_cache(maxsize=CACHE)
def ruleset_hash(ruleset: Ruleset) -> str:
    return content_hash(ruleset)


def sources(ruleset: Ruleset) -> str:
    """The documents the ruleset's rules come from, in the reader's language; house rules add
    the rules the table changed (as their link names them)."""
    docs = dict.fromkeys(
        tr(e.provenance.document or ruleset.document)
        for rule in ruleset.rules
        for e in rule.entries
    )
    text = semicolons(docs)
    if ruleset.id == HOUSE_ID:
        changed = ", ".join(RULE_SPECS[r].alias for r in changed_rules(ruleset))
        # TRANSLATORS: in a CSV's "sources" cell, after the rulebook's name; {rules} are the
        # short names of the rules a table changed ("cap, lone")
        text = semicolons([text, _("house rules: {rules}").format(rules=changed or "—")])
    return text


def ruleset_columns(ruleset: Ruleset) -> dict[str, Any]:
    """The columns naming a row's ruleset, first in every row of every lab table."""
    return {
        "ruleset": ident(ruleset),
        "edition": label(ruleset),
        "ruleset_hash": ruleset_hash(ruleset),
        "sources": sources(ruleset),
    }
