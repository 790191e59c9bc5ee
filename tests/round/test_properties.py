"""Hypothesis properties of score_round over random legal rounds of every ruleset."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer import IllegalRound, score_round
from tests.strategies import Round, rounds


def _score(r: Round):  # type: ignore[no-untyped-def]
    return score_round(r.ruleset, r.storyteller, r.votes, readings=r.readings, players=r.players)


@given(rounds(), st.randoms(use_true_random=False))
def test_renaming_players_permutes_the_result(r: Round, rnd) -> None:  # type: ignore[no-untyped-def]
    fresh = [f"X{i}" for i in range(len(r.players))]
    rnd.shuffle(fresh)
    rename = dict(zip(r.players, fresh, strict=True))
    renamed = score_round(
        r.ruleset,
        rename[r.storyteller],
        {rename[v]: [rename[p] for p in picks] for v, picks in r.votes.items()},
        readings=r.readings,
        players=[rename[p] for p in r.players],
    )
    original = _score(r)
    assert renamed.outcome == original.outcome
    assert renamed.points == {rename[p]: pts for p, pts in original.points.items()}
    assert renamed.breakdown == {rename[p]: b for p, b in original.breakdown.items()}


@given(rounds(), st.randoms(use_true_random=False))
def test_seating_order_does_not_change_points(r: Round, rnd) -> None:  # type: ignore[no-untyped-def]
    seats = list(r.players)
    rnd.shuffle(seats)
    shuffled = score_round(r.ruleset, r.storyteller, r.votes, readings=r.readings, players=seats)
    assert shuffled.points == _score(r).points


@given(rounds())
def test_uncapped_bonuses_add_up_to_votes_on_non_storyteller_cards(r: Round) -> None:
    result = _score(r)
    votes_on_others = sum(p != r.storyteller for picks in r.votes.values() for p in picks)
    bonuses = sum(s.bonus for s in result.scores)
    per = r.ruleset.bonus_per_vote
    # the cap can vary with the player count (the 10th Anniversary's Odyssey markers at 7-12)
    cap = r.ruleset.with_readings(r.readings).cap_at(len(r.players))
    if cap is None:
        assert bonuses == per * votes_on_others
    else:
        assert bonuses <= per * votes_on_others
        assert all(s.bonus <= cap for s in result.scores)


@given(rounds())
def test_storyteller_scores_0_3_or_4_and_nothing_else(r: Round) -> None:
    result = _score(r)
    st_score = result.score_of(r.storyteller)
    assert st_score.total in (0, 3, 4)
    assert st_score.bonus == st_score.extra == 0
    assert (st_score.total == 0) == (result.outcome in ("all", "none"))


@given(rounds())
def test_base_points_are_conserved_by_outcome(r: Round) -> None:
    """The base points handed out depend only on the outcome and the number of finders."""
    result = _score(r)
    voters = len(r.players) - 1
    k = len(result.finders)
    base = sum(s.base for s in result.scores)
    if result.outcome in ("all", "none"):
        assert base == 2 * voters
    else:
        assert 0 < k < voters
        assert base in (3 + 3 * k, 4 + 4)  # 4 + 4 only with the 4-point rule (k == 1)
        if base == 8:
            assert k == 1


@given(rounds())
def test_finders_are_exactly_the_voters_on_the_storytellers_card(r: Round) -> None:
    result = _score(r)
    assert set(result.finders) == {v for v, picks in r.votes.items() if r.storyteller in picks}
    assert result.explanation, "every scored round is explained"
    assert all(
        line.provenance.basis in ("quoted", "publisher", "decision") for line in result.explanation
    )


@given(rounds(), st.data())
def test_voting_for_your_own_card_is_always_refused(r: Round, data) -> None:  # type: ignore[no-untyped-def]
    voter = data.draw(st.sampled_from(sorted(r.votes)))
    bad = dict(r.votes)
    bad[voter] = [voter]
    with pytest.raises(IllegalRound, match="own card"):
        score_round(r.ruleset, r.storyteller, bad, readings=r.readings, players=r.players)
