"""The rulebook sentences the answers quote (explorer/questions/quotes.toml): each verbatim in its
seed document, translated into every other site language with the glossary's game words, and
pointing at rulesets, rules and questions that exist."""

from __future__ import annotations

from pathlib import Path

import pytest

from explorer.i18n import LANGUAGES
from explorer.questions import IDS
from explorer.questions.quotes import Quote, all_quotes
from explorer.rules.files import load_ruleset
from tests.i18n.test_glossary_use import _misses

QUOTES = all_quotes()
SENTENCES = [q for q in QUOTES if q.quote is not None]


def test_every_quote_is_well_formed() -> None:
    assert len({q.id for q in QUOTES}) == len(QUOTES)
    for q in QUOTES:
        assert set(q.topics) <= set(IDS), q.id
        rs = load_ruleset(q.ruleset)
        assert q.basis in ("quoted", "decision"), q.id
        if q.basis == "decision":
            assert q.note is not None and set(q.note.translations) == set(LANGUAGES), q.id
        if q.rule is not None:
            assert q.quote is None and q.seed is None, q.id
            rs.rule(q.rule)  # exists
        else:
            assert q.quote and q.seed and q.language and q.translation, q.id


@pytest.mark.parametrize("q", SENTENCES, ids=lambda q: q.id)
def test_each_quote_is_translated_into_every_other_language(q: Quote) -> None:
    assert q.translation is not None
    assert set(q.translation.translations) == set(LANGUAGES) - {q.language}, q.id


@pytest.mark.parametrize("q", SENTENCES, ids=lambda q: q.id)
def test_translations_use_the_glossary_words(q: Quote) -> None:
    assert q.translation is not None
    english = q.translation.translations["en"]
    wrong = [
        f"{lang} lacks {concept}: {text!r}"
        for lang, text in q.translation.translations.items()
        if lang != "en"
        for concept in _misses(english, lang, text)
    ]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("q", SENTENCES, ids=lambda q: q.id)
def test_each_quote_is_verbatim_in_its_seed_document(q: Quote, seeds_dir: Path) -> None:
    assert q.seed is not None and q.quote is not None
    text = (seeds_dir / q.seed).read_text(encoding="utf-8")
    assert q.quote in text, f"{q.id}: not verbatim in {q.seed}"
