"""Every card is described in words, from the same tags that draw it, in every language: the
description is its picture's `<title>` and, with its place, its accessible name."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET

import pytest

from explorer.game import card_words, cards
from explorer.game.cards import COMPOSITIONS, MAX_CARDS, MOTIFS, PALETTES, card, card_svg, describe
from explorer.i18n import LANGUAGES, PSEUDO, using
from tests.i18n.pseudo import leftover_words

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_has_its_own_short_sentence_in_every_language(lang: str) -> None:
    with using(lang):
        texts = [describe(i) for i in range(MAX_CARDS)]
    assert len(set(texts)) == MAX_CARDS  # no two cards read alike
    for text in texts:
        assert 20 < len(text) < 140, text
        assert text[0].isupper() and text.endswith("."), text
        assert "{" not in text and "}" not in text and "  " not in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_word_names_one_thing(lang: str) -> None:
    """Different motifs, colours and compositions never share words, so the sentence tells
    the cards apart by what they show."""
    with using(lang):
        motifs = {card_words._motif(m) for m in MOTIFS}
        moods = {card_words._colours(p.mood) for p in PALETTES}
        sentences = {card_words._sentence(c) for c in COMPOSITIONS}
    assert len(motifs) == len(MOTIFS)
    assert len(moods) == len(PALETTES)
    assert len(sentences) == len(COMPOSITIONS)
    for s in sentences:
        assert all(s.count(f"{{{slot}}}") == 1 for slot in ("motif", "second", "mood")), s


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_description_says_what_the_card_is_drawn_from(lang: str) -> None:
    with using(lang):
        for i in range(0, MAX_CARDS, 5):
            c = card(i)
            text = describe(c).casefold()
            for motif in (c.motif, c.second):
                assert card_words._motif(motif).casefold() in text, (i, motif, text)
            assert card_words._colours(c.palette.mood).casefold() in text, (i, text)


def test_changing_what_a_card_shows_changes_its_description() -> None:
    moon = next(c for c in map(card, range(MAX_CARDS)) if c.motif == "moon")
    whale = dataclasses.replace(moon, motif="whale")
    assert describe(moon) != describe(whale)
    assert "moon" in describe(moon).casefold() and "whale" in describe(whale).casefold()
    second = dataclasses.replace(moon, second="key" if moon.second != "key" else "crown")
    assert describe(second) != describe(moon)
    other_mood = next(p for p in PALETTES if p.mood != moon.palette.mood)
    assert describe(dataclasses.replace(moon, palette=other_mood)) != describe(moon)
    other = next(k for k in COMPOSITIONS if k != moon.composition)
    assert describe(dataclasses.replace(moon, composition=other)) != describe(moon)
    with using("ru"):
        assert "кит" in describe(whale).casefold()


@pytest.mark.parametrize("lang", ["en", "ru", "vi"])
def test_the_picture_is_an_image_titled_with_its_description(lang: str) -> None:
    with using(lang):
        for i in range(0, MAX_CARDS, 11):
            root = ET.fromstring(card_svg(i))
            assert root.get("role") == "img"
            title = root[0]
            assert title.tag == f"{SVG}title" and title.text == describe(i)
    with using("fr"):
        assert "la lune" in card_svg(0).casefold() or card(0).motif != "moon"


def test_the_title_is_escaped_xml(monkeypatch: pytest.MonkeyPatch) -> None:
    """A translation with '<' or '&' could never break the picture (the title is XML text)."""
    monkeypatch.setattr(cards, "sentence", lambda *tags: "<b>Sun & moon</b>")
    svg = card_svg(7)
    assert ET.fromstring(svg)[0].text == "<b>Sun & moon</b>"
    assert svg.count("<title>") == 1


def test_the_pseudo_locale_marks_every_word() -> None:
    with using(PSEUDO):
        for i in range(0, MAX_CARDS, 3):
            text = describe(i)
            assert text.startswith("⟪") and not leftover_words(text), text
