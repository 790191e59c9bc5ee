"""The pile's one schedule and the one "cannot deal" error: every part that asks how long the
pile lasts (the lesson, the questions, the lab, the game night) reads the same schedule, and a
deck too small to deal every hand is the same `DealError`, in the same words, wherever it is met."""

from __future__ import annotations

import pytest

from explorer import load_rulesets
from explorer.errors import DealError
from explorer.lab.games import MAX_TURNS
from explorer.night.evening import Night
from explorer.night.tally import table_problem
from explorer.round.game_words import game_length
from explorer.rules.endgame import check_deal, pile_schedule, pile_turns
from explorer.rules.house_text import house_from_text
from explorer.rules.ruleset import Ruleset

HOUSES = ("refresh-2021~target:none", "odyssey-vi~target:none", "original-2008~decks:168~hand:20")


def _rulesets() -> list[Ruleset]:
    return [*load_rulesets(), *(house_from_text(h) for h in HOUSES)]


def test_the_pile_turns_are_where_the_schedule_ends_or_never() -> None:
    for rs in _rulesets():
        for n in range(rs.min_players, rs.max_players + 1):
            for deck in rs.decks:
                steps = pile_schedule(rs, n, deck, MAX_TURNS)
                turns = pile_turns(rs, n, deck)
                if turns is None:  # the whole walk, and the pile never ends the game
                    assert len(steps) == MAX_TURNS and not any(s.ends_game for s in steps)
                    assert rs.end_conditions.empty_pile == "reshuffle"
                else:
                    assert steps[-1].ends_game and steps[-1].turn == turns


def test_a_deck_too_small_is_one_error_in_the_same_words_everywhere() -> None:
    rs = house_from_text("original-2008~decks:168~hand:20")
    words = "a deck of 84 cannot deal 20 cards to 5 players"
    with pytest.raises(DealError, match=words):
        check_deal(rs, 5, 84)
    with pytest.raises(DealError, match=words):
        pile_turns(rs, 5, 84)
    with pytest.raises(DealError, match=words):  # what the whole-game simulation walks
        pile_schedule(rs, 5, 84, MAX_TURNS)
    problem = table_problem(rs, Night(tuple("ABCDE"), "original-2008", deck=84))
    assert problem is not None and problem.rule == "deck" and str(problem) == words
    assert game_length(rs, 5, 84) == (words, True)
    assert check_deal(rs, 5, 168) == 68
