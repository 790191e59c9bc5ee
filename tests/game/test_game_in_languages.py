"""The game speaks the reader's language, and nothing that identifies a game depends on it: the
bots tell clues in the reader's language, messages and sentences are translated with the right
plural forms, and a resume code made in French resumes in English to the very same game."""

from __future__ import annotations

import pytest

from explorer.errors import IllegalAction, ResumeCodeError
from explorer.game.actions import GiveClue, NextTurn, Vote
from explorer.game.bots import choose_clue, play_bots
from explorer.game.debrief import clue_reading, vote_rows
from explorer.game.lexicon import LEVELS, fold, load_lexicon
from explorer.game.play import apply, new_game
from explorer.game.resume import decode, encode, resume
from explorer.game.setup import Setup
from explorer.game.state import GameState
from explorer.i18n import LANGUAGES, tr, using

BOTS = Setup("odyssey-2011", ("Sam", "Ada", "Bruno", "Chloé"), ("good",) * 4, 84, 7)
LEX = load_lexicon()


def _words(lang: str) -> set[str]:
    """Every clue word of `lang`'s lexicon, folded."""
    return {
        fold(w)
        for tag in LEX.tag_names
        for level in LEVELS
        for w in LEX.words_for(tag, level, lang)
    }


def _played(turns: int) -> GameState:
    state = play_bots(new_game(BOTS))
    for _ in range(turns - 1):
        state = play_bots(apply(state, NextTurn()))
    return state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bots_tell_their_clues_in_the_readers_language(lang: str) -> None:
    with using(lang):
        state = _played(3)
    clues = [r.clue for r in state.history]
    assert len(clues) == 3
    assert all(fold(c) in _words(lang) for c in clues), (lang, clues)


def test_a_clue_language_the_lexicon_lacks_falls_back_to_english() -> None:
    import numpy as np

    hand = new_game(BOTS).hands[0]
    _card, clue = choose_clue(hand, "obvious", np.random.default_rng(1), LEX, "de")
    assert fold(clue) in _words("en")


def test_a_code_made_in_french_resumes_in_english_to_the_same_game() -> None:
    with using("fr"):
        state = _played(2)
        code = encode(state)
        assert decode(code) == state
    with using("en"):
        again = decode(code)
        assert encode(again) == code  # the code holds no word of the reader's language
        assert again.log == state.log and again.scores == state.scores
        assert [r.clue for r in again.history] == [r.clue for r in state.history]
        assert resume(code) == again  # a bot does not wait: nothing left for bots to do
    for lang in LANGUAGES:  # and the same game's code is the same in every language
        with using(lang):
            assert encode(decode(code)) == code


def test_a_game_replays_the_same_whatever_language_reads_it() -> None:
    with using("ru"):
        state = _played(2)
    for lang in LANGUAGES:
        with using(lang):
            assert decode(encode(state)).scores == state.scores


def test_refusals_and_sentences_are_in_the_readers_language() -> None:
    state = new_game(BOTS)
    with using("fr"), pytest.raises(IllegalAction, match="conteur") as e:
        apply(state, GiveClue(1, state.hands[1][0], "lune"))
    assert e.value.rule == "storyteller"  # the rule's id stays the same in every language
    with using("ru"), pytest.raises(IllegalAction, match="голосовать"):
        apply(state, Vote(1, (1,)))
    with using("vi"), pytest.raises(ResumeCodeError, match="Mã tiếp tục"):
        decode("xx")


@pytest.mark.parametrize(
    ("score", "text"),
    [(21, "21 очко"), (22, "22 очка"), (25, "25 очков"), (31, "31 очко")],
)
def test_russian_counts_points_with_its_three_plural_forms(score: int, text: str) -> None:
    from explorer.round.game_words import winners_sentence
    from tests.game.finished import finished

    over = finished(("Sam", "Ada", "Bruno", "Chloé"), (score, 0, 0, 0))
    with using("ru"):
        assert winners_sentence(over) == f"Sam побеждает, набрав {text}."


def test_the_reveal_is_explained_in_the_language_it_is_read_in() -> None:
    with using("en"):
        state = _played(1)
    record = state.history[0]
    with using("fr"):
        rows = vote_rows(state, record)
        assert {r["Role"] for r in rows} == {"conteur", "votant"}
        assert "robots" in clue_reading(record.clue)
        french = [line.text for line in record.result.explanation]
    with using("en"):
        english = [line.text for line in record.result.explanation]
    # the record keeps facts: its words are written in the language they are read in
    assert len(french) == len(english) and french != english


def test_house_rules_are_built_once_for_every_language() -> None:
    text = "refresh-2021~cap:3"
    with using("fr"):
        french = Setup(text, ("A", "B", "C"), (None,) * 3, 84, 1).rules
        assert Setup(text, ("D", "E", "F"), (None,) * 3, 84, 2).rules is french
        french_name = tr(french.name)
    with using("en"):
        english = Setup(text, ("A", "B", "C"), (None,) * 3, 84, 1).rules
        english_name = tr(english.name)
    # one build (explorer.rules.resolve): the name the core writes ("House rules (…)") carries
    # all six languages, and each reader sees it in theirs
    assert english is french
    assert english_name != french_name and "Dixit" in french_name
