"""Finding a question from typed words: typical phrasings in each language, with and without
accents and in any case, find the right question first; English works in every language; the
input is bounded before any work is done."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.i18n import LANGUAGES
from explorer.questions import search
from explorer.questions.search import MAX_HITS, MAX_QUERY, MAX_TERMS, fold, terms

PHRASINGS: dict[str, list[tuple[str, str]]] = {
    "en": [
        ("everybody found it, is it 3+2?", "everybody-found"),
        ("can the storyteller vote", "storyteller-vote"),
        ("how many cards do we draw with three players", "three-player-draw"),
        ("can we play with two", "two-players"),
        ("inside jokes", "in-jokes"),
        ("which card should I hand in", "which-card"),
        ("mix boxes", "mix-boxes"),
        ("vote for my own card", "vote-own-card"),
        ("draw pile runs out", "pile-runs-out"),
        ("who starts", "first-storyteller"),
    ],
    "fr": [
        ("tout le monde a trouvé, c'est 3+2 ?", "everybody-found"),
        ("tout le monde a trouve c'est 3+2", "everybody-found"),
        ("le conteur peut-il voter", "storyteller-vote"),
        ("LE CONTEUR PEUT IL VOTER", "storyteller-vote"),
        ("combien de cartes piocher à trois joueurs", "three-player-draw"),
        ("combien de cartes piocher a trois", "three-player-draw"),
        ("jouer à deux", "two-players"),
        ("jouer a deux joueurs", "two-players"),
        ("référence personnelle", "in-jokes"),
        ("reference personnelle", "in-jokes"),
        ("quelle carte donner", "which-card"),
        ("mélanger les boîtes", "mix-boxes"),
        ("melanger les boites", "mix-boxes"),
        ("égalité", "tie"),
        ("egalite", "tie"),
        ("voter par tactique", "honest-voting"),
    ],
    "ru": [
        ("все угадали это 3+2?", "everybody-found"),
        ("может ли рассказчик голосовать", "storyteller-vote"),
        ("РАССКАЗЧИК ГОЛОСУЕТ", "storyteller-vote"),
        ("сколько карт добирать втроём", "three-player-draw"),
        ("сколько карт добирать втроем", "three-player-draw"),
        ("можно ли играть вдвоём", "two-players"),
        ("играть вдвоем", "two-players"),
        ("шутки для своих", "in-jokes"),
        ("какую карту подложить", "which-card"),
        ("смешать коробки", "mix-boxes"),
        ("ограничение бонуса", "bonus-cap"),
    ],
    "vi": [
        ("tất cả đều tìm đúng có phải 3+2", "everybody-found"),
        ("tat ca deu tim dung 3+2", "everybody-found"),
        ("người kể chuyện có được bình chọn không", "storyteller-vote"),
        ("nguoi ke chuyen co duoc binh chon khong", "storyteller-vote"),
        ("chơi ba người rút bao nhiêu lá", "three-player-draw"),
        ("choi ba nguoi rut bao nhieu la", "three-player-draw"),
        ("chơi hai người", "two-players"),
        ("choi hai nguoi", "two-players"),
        ("kỷ niệm cá nhân", "in-jokes"),
        ("trộn các hộp", "mix-boxes"),
    ],
    "pt": [
        ("todos acertaram é 3+2?", "everybody-found"),
        ("todos acertaram e 3+2", "everybody-found"),
        ("o Contador de Estórias pode votar", "storyteller-vote"),
        ("contador de estorias pode votar", "storyteller-vote"),
        ("quantas cartas sacamos com três jogadores", "three-player-draw"),
        ("quantas cartas sacar com tres", "three-player-draw"),
        ("jogar em dois", "two-players"),
        ("piadas internas", "in-jokes"),
        ("que carta entregar", "which-card"),
        ("misturar caixas", "mix-boxes"),
        ("limite bônus", "bonus-cap"),
        ("limite bonus", "bonus-cap"),
    ],
    "nl": [
        ("iedereen raadde het, is het 3+2", "everybody-found"),
        ("mag de verteller stemmen", "storyteller-vote"),
        ("hoeveel kaarten trekken met drie spelers", "three-player-draw"),
        ("met z'n tweeën spelen", "two-players"),
        ("met z'n tweeen spelen", "two-players"),
        ("grapjes onder elkaar", "in-jokes"),
        ("welke kaart inleveren", "which-card"),
        ("dozen mengen", "mix-boxes"),
        ("gelijkspel", "tie"),
    ],
}
CASES = [(lang, q, want) for lang, cases in PHRASINGS.items() for q, want in cases]


@pytest.mark.parametrize(("lang", "query", "want"), CASES)
def test_a_typical_phrasing_finds_its_question_first(lang: str, query: str, want: str) -> None:
    found = search(query, lang)
    assert found.best is not None and found.best.id == want, [h.question.id for h in found.hits]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_english_words_work_in_every_language(lang: str) -> None:
    assert search("can the storyteller vote", lang).best.id == "storyteller-vote"  # type: ignore[union-attr]
    assert search("three players draw", lang).best.id == "three-player-draw"  # type: ignore[union-attr]


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


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300), st.sampled_from(LANGUAGES))
def test_any_text_searches_without_error(text: str, lang: str) -> None:
    found = search(text, lang)
    assert len(found.hits) <= MAX_HITS
    assert all(h.score > 0 for h in found.hits)
    assert [h.score for h in found.hits] == sorted((h.score for h in found.hits), reverse=True)
