"""The seat-based entry `score_situation`: the same facts and points as `score_round` on every
situation a ruleset can play, the same refusal (rule and words) on every one it cannot, and the
words written only when asked for (`round_result`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from explorer import IllegalRound, load_ruleset, load_rulesets, score_round, score_situation
from explorer.i18n import using
from explorer.round.scoring import round_result
from explorer.round.situation import Situation
from explorer.rules.house_text import house_from_text
from tests.round.test_situation import situations


def _by_name(rs_id: str, s: Situation) -> object:
    try:
        return score_round(
            load_ruleset(rs_id).own_readings(s.readings),
            s.storyteller_name,
            s.votes_by_name(),
            players=s.players,
        )
    except IllegalRound as err:
        return (err.rule, str(err))


def _by_seat(rs_id: str, s: Situation) -> object:
    try:
        return round_result(score_situation(rs_id, s))
    except IllegalRound as err:
        return (err.rule, str(err))


@settings(max_examples=60, deadline=None)
@given(situations())
def test_seats_and_names_score_every_situation_alike(s: Situation) -> None:
    for rs in load_rulesets():
        assert _by_seat(rs.id, s) == _by_name(rs.id, s), rs.id


def test_the_facts_carry_no_words_until_they_are_shown() -> None:
    s = Situation(("Ana", "Ben", "Cleo", "Dev"), 0, ((), (0,), (1,), (0,)))
    scored = score_situation("refresh-2021", s)
    with using("fr"):
        french = round_result(scored).explanation
    english = round_result(scored).explanation
    assert french[0].text != english[0].text
    assert [p.total for p in scored.scores] == [3, 4, 0, 3]


def test_a_played_round_may_put_two_votes_on_one_players_two_cards() -> None:
    # house rules where each voter hands in two cards and has two votes: both votes may go
    # to the two cards of one player (the storyteller has one card: never twice on it)
    rs = house_from_text("original-2008~in:2~votes:2")
    two = Situation(("A", "B", "C", "D"), 0, ((), (0, 2), (0,), (2, 2)), cards_each=2)
    assert [p.total for p in score_situation(rs, two).scores] == [3, 3, 6, 0]
    one_card = house_from_text("original-2008~votes:2")  # two votes, one card each
    with pytest.raises(IllegalRound, match="two votes on the card of player C"):
        score_situation(one_card, two)
    with pytest.raises(Exception, match="different cards"):
        Situation(("A", "B", "C", "D"), 0, ((), (0,), (0,), (2, 2)))  # one card each


def test_breakdown_rows_are_the_scored_facts_with_the_totals_around_them() -> None:
    from explorer.round.breakdown import points_rows, role_word

    s = Situation(tuple("ABCDEFG"), 0, ((), (0,), (0, 1), (1,), (0,), (1,), (2,)))
    scored = score_situation("odyssey-2011", s)
    rows = points_rows(scored, before=(10, 0, 5, 0, 0, 0, 29))
    assert [r.points for r in rows] == [p.total for p in scored.scores]
    assert [r.after for r in rows] == [
        b + p.total for b, p in zip((10, 0, 5, 0, 0, 0, 29), scored.scores, strict=True)
    ]
    assert [r.role for r in rows][:3] == ["storyteller", "found", "found"]
    assert [role_word(r.role) for r in rows][:4] == [
        "storyteller",
        "found it",
        "found it",
        "missed",
    ]
    assert points_rows(scored)[0].before is None


def test_a_vote_may_go_to_anyone_but_yourself_and_a_second_not_on_the_first() -> None:
    s = Situation(("A", "B", "C", "D"), 0, ((), (0, 2), (0,), (1,)))
    assert s.vote_choices(1, 0) == (0, 2, 3)
    assert s.vote_choices(1, 1) == (2, 3)
    assert s.vote_choices(3, 1) == (0, 2)
