"""Lists, clauses and sentences joined as each language joins them (issue 23): a list's last
item after the language's "and"/"or", French's narrow no-break space before «;», no capital after
a Russian semicolon, and no code left that joins translated pieces with a hard-coded "; "."""

from __future__ import annotations

import re

import pytest

from explorer import load_ruleset, load_rulesets
from explorer.i18n import join_list, join_or, labelled, semicolons, sentences, using
from explorer.i18n.extract import extract_all
from explorer.learn.lesson import ending_summary
from explorer.rules.wording import readings_in_force
from tests.conftest import ROOT

AND = {"en": "A, B and C", "fr": "A, B et C", "ru": "A, B и C", "vi": "A, B và C",
       "pt": "A, B e C", "nl": "A, B en C"}  # fmt: skip
OR = {"en": "A, B or C", "fr": "A, B ou C", "ru": "A, B или C", "vi": "A, B hoặc C",
      "pt": "A, B ou C", "nl": "A, B of C"}  # fmt: skip


@pytest.mark.parametrize("lang", sorted(AND))
def test_lists_end_with_the_languages_conjunction(lang: str) -> None:
    with using(lang):
        assert join_list(["A", "B", "C"]) == AND[lang]
        assert join_or(["A", "B", "C"]) == OR[lang]
        assert join_list(["B", "C"]) == AND[lang].replace("A, ", "")
        assert join_list(["A"]) == "A"
        assert join_list([]) == ""


@pytest.mark.parametrize("lang", sorted(AND))
def test_clauses_after_a_semicolon(lang: str) -> None:
    with using(lang):
        joined = semicolons(["Ana +2", "Ben +1"])
    assert joined == ("Ana +2\u202f; Ben +1" if lang == "fr" else "Ana +2; Ben +1")


def test_sentences_each_start_with_a_capital_and_end_with_a_stop() -> None:
    assert sentences(["in Dixit the game ends at 30", "Odyssey too.", ""]) == (
        "In Dixit the game ends at 30. Odyssey too."
    )


@pytest.mark.parametrize("lang", ["ru", "fr", "vi", "pt", "nl", "en"])
def test_the_lessons_end_of_game_has_no_capital_after_a_semicolon(lang: str) -> None:
    """The bug: «… 30 очков; В Dixit (2008) …» (sentences joined by a semicolon)."""
    rulesets = list(load_rulesets())
    with using(lang):
        text = ending_summary(rulesets)
    assert not re.search(r";\s*[A-ZА-ЯЁ]", text.replace("Dixit", "dixit")), text
    if lang == "fr":
        assert not re.search(r"[^\u202f\u00a0];", text), text


LIST_MESSAGES = re.compile(
    r"^\{\w+\}(?:, | and | or |; | et | и )\{\w+\}$|\{(?:rest|items|names)\} (?:and|or) \{last\}"
)


def test_no_message_joins_pieces_of_a_list() -> None:
    """A list is joined by `explorer.i18n.join_list`, not by a message such as
    "{rest} and {last}" (which cannot say "A, B и C" nor French spacing)."""
    bad = [m.id for m in extract_all() if LIST_MESSAGES.search(m.id)]
    assert not bad, bad


def test_no_code_joins_with_a_hard_coded_semicolon() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{i}"
        for path in sorted((ROOT / "explorer").rglob("*.py"))
        + sorted((ROOT / "pages").glob("*.py"))
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"""["']; ["']\s*(?:\.join\(|\+)|\+\s*["']; ["']""", line)
        and not line.lstrip().startswith("#")
    ]
    assert not found, "join clauses with explorer.i18n.semicolons: " + ", ".join(found)


def test_a_label_and_its_value() -> None:
    """French puts an unbreakable space before the colon; a label put as a question takes its
    answer without a colon (the readings in force said "…cap of 3?: Outside the cap")."""
    assert labelled("Votes", "one") == "Votes: one"
    assert labelled("Does it count?", "Outside") == "Does it count? Outside"
    with using("fr"):
        assert labelled("Votes", "un") == "Votes\u00a0: un"
        assert labelled("Compte-t-il\u202f?", "Non") == "Compte-t-il\u202f? Non"
    odyssey = load_ruleset("odyssey-2011")
    for lang in ("en", "fr", "ru"):
        with using(lang):
            assert not any("?:" in line or "? :" in line for line in readings_in_force(odyssey))
