"""The quiz engine: every generated round is legal for its box and of its level, the engine's
own points are always judged right, and the detector names a misconception exactly when an
answer was built by making it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer.errors import LearnError
from explorer.learn.mistakes import MISTAKES, mistake, mistaken
from explorer.learn.quiz import (
    STREAK,
    check,
    choose_level,
    generate,
    levels,
    record,
    start,
)
from explorer.learn.twists import capped_counts, twists
from explorer.round.scoring import score_round
from explorer.rules.ruleset import Ruleset
from tests.strategies import RULESETS, readings_for


@st.composite
def boxes_with_readings(draw: st.DrawFn) -> Ruleset:
    rs = draw(st.sampled_from(RULESETS))
    return rs.with_readings(draw(readings_for(rs)))


@st.composite
def questions(draw: st.DrawFn):  # type: ignore[no-untyped-def]
    rs = draw(boxes_with_readings())
    level = draw(st.sampled_from([lv.id for lv in levels(rs)]))
    return generate(rs, level, draw(st.integers(0, 10_000)))


@given(questions())
def test_every_generated_round_is_legal_for_the_box_and_of_its_level(q) -> None:  # type: ignore[no-untyped-def]
    rs = q.ruleset
    assert rs.supports(q.situation.n)
    for seat, picks in enumerate(q.situation.votes):
        assert len(picks) <= rs.max_votes(q.situation.n)
        assert seat not in picks
    # the engine itself accepts it (raises IllegalRound otherwise)
    result = score_round(rs, q.storyteller, q.situation.votes_by_name(), players=q.players)
    if q.level in ("some", "bonus"):
        assert result.outcome == "some"
    if q.level == "all-none":
        assert result.outcome in ("all", "none")
    if q.level == "twists":
        assert q.twist in {t.id for t in twists(rs)}
    # the round in words: a sentence per voter, and how each point is scored
    assert len(q.vote_lines()) == q.situation.n - 1
    assert [e.text for e in q.explanation()] == [e.text for e in result.explanation]


@given(questions())
def test_the_engines_own_points_are_always_judged_right(q) -> None:  # type: ignore[no-untyped-def]
    fb = check(q, q.points(), RULESETS)
    assert fb.right
    assert fb.mistakes == ()


@given(questions(), st.sampled_from(MISTAKES))
def test_an_answer_built_by_a_mistake_is_named_after_it(q, m) -> None:  # type: ignore[no-untyped-def]
    totals = mistaken(q.scored(), m, RULESETS)
    if totals is None:  # the mistake changes nothing in this round
        return
    fb = check(q, totals, RULESETS)
    assert not fb.right
    assert m.id in {n.mistake.id for n in fb.mistakes}
    right = q.points()
    for named in fb.mistakes:  # a mistake is named only for players answered wrong
        assert all(totals[p] != right[p] for p in named.players)


def _first_applying(mistake_id: str) -> bool:
    m = mistake(mistake_id)
    for rs in RULESETS:
        for lv in levels(rs):
            for seed in range(60):
                q = generate(rs, lv.id, seed)
                if mistaken(q.scored(), m, RULESETS) is not None:
                    return True
    return False


@pytest.mark.parametrize("mistake_id", [m.id for m in MISTAKES])
def test_every_misconception_shows_up_in_some_generated_round(mistake_id: str) -> None:
    assert _first_applying(mistake_id)


def test_the_named_misconceptions_cover_the_issue() -> None:
    ids = {m.id for m in MISTAKES}
    assert {
        "all-found-adds",
        "bonus-once",
        "storyteller-bonus",
        "cap-wrong",
        "lone-finder-everywhere",
        "two-markers-extra",
    } <= ids


def test_the_same_seed_gives_the_same_round() -> None:
    for rs in RULESETS:
        for lv in levels(rs):
            assert generate(rs, lv.id, 7) == generate(rs, lv.id, 7)


def test_bad_answers_and_levels_are_refused_with_words() -> None:
    rs = RULESETS[0]
    q = generate(rs, "some", 1)
    with pytest.raises(LearnError, match="points"):
        check(q, {}, RULESETS)
    with pytest.raises(LearnError, match="whole number"):
        check(q, dict.fromkeys(q.players, "lots"), RULESETS)
    with pytest.raises(LearnError, match="between"):
        check(q, dict.fromkeys(q.players, 1000), RULESETS)
    with pytest.raises(LearnError, match="no quiz level"):
        generate(rs, "expert", 1)


def test_a_streak_unlocks_the_next_level_and_a_mistake_resets_it() -> None:
    rs = next(r for r in RULESETS if capped_counts(r))
    ids = [lv.id for lv in levels(rs)]
    p = start(rs)
    assert p.unlocked(rs) == (ids[0],)
    with pytest.raises(LearnError):
        choose_level(rs, p, ids[1])
    for _ in range(STREAK - 1):
        p = record(rs, p, True)
    p = record(rs, p, False)
    assert p.streak == 0 and p.mastered == ()
    for level in ids:
        assert p.level == level
        for _ in range(STREAK):
            p = record(rs, p, True)
    assert p.finished(rs)
    assert p.unlocked(rs) == tuple(ids)
    assert p.answered == len(ids) * STREAK + STREAK
