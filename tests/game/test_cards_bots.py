"""Generated cards, the lexicon (package data) and the bots' choices."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import numpy as np
import pytest

from explorer.game.bots import choose_clue, choose_hand_in, choose_votes, why_card
from explorer.game.cards import MAX_CARDS, card, card_svg, deck
from explorer.game.lexicon import load_lexicon


def test_decks_of_84_168_and_252_cards_are_all_different_pictures() -> None:
    for size in (84, 168, 252):
        cards = deck(size)
        assert len({(c.motif, c.second, c.palette.mood, c.composition) for c in cards}) == size
        assert len({card_svg(c.id) for c in cards}) == size
    # the base deck shows every main motif several times
    assert len({c.motif for c in deck(84)}) >= 20


def test_svgs_are_compact_well_formed_and_deterministic() -> None:
    for i in range(0, MAX_CARDS, 7):
        svg = card_svg(i)
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 120 180"
        assert len(svg) < 4000
        assert "<script" not in svg and "href=" not in svg
    assert card_svg(5) == card_svg(5)
    with pytest.raises(ValueError):
        card(MAX_CARDS)


def test_every_card_tag_is_in_the_lexicon_at_every_level() -> None:
    lex = load_lexicon()
    for c in deck(MAX_CARDS):
        for tag in c.tags:
            for level in ("obvious", "subtle", "cryptic"):
                assert lex.words_for(tag, level), (tag, level)


def test_lexicon_reads_clues_like_a_player() -> None:
    lex = load_lexicon()
    assert lex.understood("The Moon's silver TIDES, zorglub!") == ("moon", "silver", "tide")
    assert lex.not_understood("The moon zorglub") == ("zorglub",)  # stop-words are not listed
    moon = next(c for c in deck(84) if c.motif == "moon")
    key = next(c for c in deck(84) if c.motif == "key" and "moon" not in c.tags)
    assert lex.association("moon", moon.tags) > lex.association("moon", key.tags) == 0


def test_expert_bots_find_the_obvious_card_and_never_vote_for_their_own() -> None:
    lex = load_lexicon()
    hand = [c.id for c in deck(84)[:6]]
    rng = np.random.default_rng(0)
    chosen, clue = choose_clue(hand, "obvious", rng, lex)
    assert chosen in hand and clue
    assert lex.association(clue, card(chosen).tags) >= 3
    table = [chosen, *[c.id for c in deck(84)[40:45]]]
    picks = choose_votes(table, [1], clue, 1, "expert", np.random.default_rng(1), lex)
    assert picks != (1,) and len(picks) == 1
    votes = choose_votes(table, [2], clue, 1, "expert", np.random.default_rng(1), lex)
    assert votes == (1,)
    two = choose_hand_in(hand, clue, 2, "beginner", np.random.default_rng(2), lex)
    assert len(set(two)) == 2 and set(two) <= set(hand)
    assert f"“{clue.lower()}”" in why_card(clue, chosen, "guessed", lex)  # names the word
    assert "knew no word" in why_card("zorglub", chosen, "guessed", lex)
