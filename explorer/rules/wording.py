"""Rule values and their provenance in short words, for tables, pages and the command line, in
the reader's language (`explorer.i18n`): a value as its rule's spec words it
(`format_value`; the words themselves are `explorer.rules.value_words`), where a value comes from
(`BASIS_MARK`, `BASIS_WORDS`) and the readings in force.
"""

from __future__ import annotations

from explorer.i18n import N_, _, labelled, tr
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.rules.value_words import NONE as NONE  # a value that is not set, in words
from explorer.rules.value_words import Translated, value_words
from explorer.rules.value_words import either as either  # alternatives: "84 or 168 cards"
from explorer.rules.values import Basis, RuleValue

BASIS_MARK: dict[Basis, str] = {
    "quoted": "📖",
    "publisher": "🏢",
    "decision": "⚖️",
    "house": "🏠",
}
BASIS_WORDS: Translated[Basis] = Translated(
    {
        "quoted": N_("quoted from the document"),
        "publisher": N_("the publisher's rule — not in the document"),
        "decision": N_("our reading — the document is silent or ambiguous"),
        "house": N_("a house rule — changed by your table"),
    }
)


def format_value(value: RuleValue, rule: str = "") -> str:
    """A rule value in short words, in the reader's language: as the rule's spec words its
    values (a score target in points, an empty-pile rule as a phrase), else by its kind."""
    spec = RULE_SPECS.get(rule)
    if value is None or spec is None or spec.words is None:
        return value_words(value)
    return spec.words(value)


def readings_in_force(rs: Ruleset) -> tuple[str, ...]:
    """Each reading toggle of `rs` with the choice in force, a sentence each: "Reading in
    force — {reading}: {choice}" (a reading put as a question takes its answer without a colon),
    or "House variant in force — …" for a table's own variant
    (every page that shows a ruleset's readings says it so)."""
    out = []
    for reading in rs.readings:
        chosen = reading.choice(rs.chosen(reading.id))
        text = (
            _("House variant in force — {reading}")
            if chosen.house
            else _("Reading in force — {reading}")
        )
        out.append(text.format(reading=labelled(tr(reading.label), tr(chosen.label))))
    return tuple(out)
