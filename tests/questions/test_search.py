"""Finding a question from typed words: real phrasings in each language (tests/questions/
phrasings.py: short and long, with and without accents, in any case) find the right question
first; the game's name steers nothing and a box's name counts only for a question about that
box; English works in every language, and a few of the game's words in German, Spanish, Italian
and Korean lead somewhere; the input and every cache are bounded before any work is done."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.i18n import LANGUAGES
from explorer.questions import foreign, search, tokens
from explorer.questions.search import MAX_HITS, MAX_QUERY, MAX_TERMS, _places, fold, terms
from tests.questions.phrasings import FOREIGN, PHRASINGS

CASES = [(lang, q, want) for lang, cases in PHRASINGS.items() for q, want in cases]


@pytest.mark.parametrize(("lang", "query", "want"), CASES)
def test_a_typical_phrasing_finds_its_question_first(lang: str, query: str, want: str) -> None:
    found = search(query, lang)
    assert found.best is not None and found.best.id == want, [h.question.id for h in found.hits]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_english_words_work_in_every_language(lang: str) -> None:
    assert search("can the storyteller vote", lang).best.id == "storyteller-vote"  # type: ignore[union-attr]
    assert search("three players draw", lang).best.id == "three-player-draw"  # type: ignore[union-attr]


def test_at_least_ten_phrasings_per_language_long_and_short() -> None:
    assert set(PHRASINGS) == set(LANGUAGES)
    for lang, cases in PHRASINGS.items():
        assert len(cases) >= 10, lang
        assert any(len(q.split()) >= 6 for q, _w in cases), f"{lang}: a long sentence"
        assert any(len(q.split()) <= 3 for q, _w in cases), f"{lang}: a short one"


def test_the_games_name_steers_nothing() -> None:
    """'Dixit' is context: a question with it finds what the question without it finds, and
    'Dixit' alone finds nothing (the page then offers the most asked questions)."""
    for lang, with_name, without in [
        ("en", "How do you count points in Dixit?", "How do you count points?"),
        ("fr", "comment on compte les points au Dixit", "comment on compte les points"),
        ("ru", "как считать очки в Диксит", "как считать очки"),
    ]:
        assert search(with_name, lang).best == search(without, lang).best
    assert search("Dixit", "en").hits == ()


def test_a_box_name_counts_only_for_a_question_about_that_box() -> None:
    assert search("Odyssey", "en").best.id == "odyssey-party"  # type: ignore[union-attr]
    assert search("Dixit Journey", "en").best.id == "journey"  # type: ignore[union-attr]
    # named beside a question about something else, the box does not pull its own question up
    three = [h.question.id for h in search("Odyssey 3 player variant", "en").hits]
    assert three[0] == "three-player-hand-in"
    assert search("Odyssey voting with 8 players", "en").best.id == "how-many-votes"  # type: ignore[union-attr]


@pytest.mark.parametrize(("query", "english"), FOREIGN, ids=[q for q, _e in FOREIGN])
def test_the_games_words_in_other_languages_lead_somewhere(
    query: str, english: tuple[str, ...]
) -> None:
    for lang in LANGUAGES:
        found = search(query, lang)
        assert found.hits, (lang, query)
        # the words the site does not know are searched as their English game words
        assert found.via and {eng for _typed, eng in found.via} <= set(english), found
        if set(english) == {"storyteller", "points"}:  # the storyteller's points: the overview
            assert found.best.id == "how-scoring", (lang, query, found.hits[:3])  # type: ignore[union-attr]
        if set(english) == {"storyteller", "vote"}:
            assert found.best.id == "storyteller-vote", (lang, query, found.hits[:3])  # type: ignore[union-attr]


def test_a_word_the_site_knows_is_never_read_as_another_languages() -> None:
    # Portuguese "carta" and "votar" are the site's own words in Portuguese: not searched as English
    assert search("votar carta", "pt").via == ()
    assert ("votar", "vote") in search("votar carta", "en").via


def test_fold_drops_accents_and_case() -> None:
    assert fold("Élève CONTEUR") == "eleve conteur"
    assert fold("Đúng rồi") == "dung roi"
    assert fold("Ещё ЙОД") == "еще иод"
    assert terms("The storyteller's 3+2") == ["storyteller", "3", "2"]


def test_the_input_is_bounded() -> None:
    long = search("conteur " * 1000, "fr")
    assert long.truncated and long.best is not None
    many = search(" ".join(f"mot{i}" for i in range(3 * MAX_TERMS)), "fr")
    assert many.truncated and len(many.terms) <= MAX_TERMS
    assert len("conteur " * 1000) > MAX_QUERY
    assert search("", "fr").hits == () and search("  !? ", "fr").hits == ()
    assert search("zzzqqq", "fr").hits == ()
    # a language the site does not speak reads as English
    assert search("storyteller", "xx").best == search("storyteller", "en").best


def test_every_cache_keyed_by_a_query_is_bounded() -> None:
    for cached in (_places, tokens.stem, foreign.english):
        maxsize = cached.cache_info().maxsize
        assert maxsize is not None and maxsize <= 8192, cached
    # a word longer than a query is never a key: the query is cut first
    found = search("x" * 10_000 + " conteur", "fr")
    assert found.truncated and all(len(w) <= MAX_QUERY for w in found.terms)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300), st.sampled_from(LANGUAGES))
def test_any_text_searches_without_error(text: str, lang: str) -> None:
    found = search(text, lang)
    assert len(found.hits) <= MAX_HITS
    assert all(h.score > 0 for h in found.hits)
    assert [h.score for h in found.hits] == sorted((h.score for h in found.hits), reverse=True)
