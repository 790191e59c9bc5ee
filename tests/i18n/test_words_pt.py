"""Portuguese says the bonus as the Brazilian rulebook does (issue 23): «pontos adicionais»,
and its cap «limite de pontos adicionais», in every message a visitor reads; «bônus» and «teto»
survive only among a question's search words, so a reader who types them still finds it. A
rule's value shown after its label agrees with every label: «Pontuação que encerra a partida:
não há», never a masculine «nenhum» after a feminine noun."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from explorer.i18n import using
from explorer.i18n.catalog import po_files
from explorer.questions import search
from explorer.rules.files import load_rulesets
from explorer.rules.specs import RULE_SPECS
from explorer.rules.wording import format_value
from tests.i18n.catalogs import forms, read_catalog

CATALOGS = po_files("pt")
# words the rulebook does not use for the bonus or its cap
NOT_THE_RULEBOOK = re.compile(r"\bb[ôo]nus\b|\bteto\b", re.IGNORECASE)
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")
SEARCH_WORDS = "search words (not shown)"


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.stem)
def test_the_bonus_is_pontos_adicionais_wherever_it_is_read(path: Path) -> None:
    catalog = read_catalog(path)
    wrong = [
        f"{message.id!r} → {text!r}"
        for message in catalog
        if message.id and not any(SEARCH_WORDS in c for c in message.auto_comments)
        for text in forms(message.string)
        if NOT_THE_RULEBOOK.search(PLACEHOLDER.sub("", text))
    ]
    assert not wrong, "\n".join(wrong)


def test_the_old_word_still_finds_the_question() -> None:
    for query in ("limite de pontos adicionais", "limite bônus", "teto de bônus"):
        found = search(query, "pt")
        assert found.best is not None and found.best.id == "bonus-cap", query


def test_a_rule_without_a_value_reads_right_after_every_label() -> None:
    with using("pt"):
        none = format_value(None)
        labels = {name: spec.label for name, spec in RULE_SPECS.items()}
    assert none == "não há"
    assert labels["score_target"] == "Pontuação-alvo"  # the glossary's one word (issue 31)
    assert f"{labels['score_target']}: {none}" == "Pontuação-alvo: não há"


def test_the_shipped_rulesets_values_read_in_portuguese() -> None:
    """Every value of every shipped edition, as Compare shows it, says no «bônus»/«teto»."""
    with using("pt"):
        shown = [
            format_value(entry.value, rule.name)
            for rs in load_rulesets()
            for rule in rs.rules
            for entry in rule.entries
        ]
    assert shown and not [s for s in shown if NOT_THE_RULEBOOK.search(s)]
