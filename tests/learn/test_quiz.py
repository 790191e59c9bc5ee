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
    MAX_SEED,
    check,
    choose_level,
    generate,
    level_of,
    levels,
    mastery_rounds,
    next_seed,
    open_level,
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


def test_the_named_misconceptions_cover_the_issues() -> None:
    ids = {m.id for m in MISTAKES}
    assert {
        "all-found-adds",
        "bonus-once",
        "storyteller-bonus",
        "cap-wrong",
        "lone-finder-everywhere",
        "two-markers-extra",
        # issue 26: the outcome case, the storyteller in an all/none round, the finders' +1
        "some-as-all-or-none",
        "all-or-none-as-some",
        "storyteller-scores-all-or-none",
        "extra-forgotten",
        "extra-everyone",
        # issue 30: the single-marker reading typed into a box that gives every finder the +1
        "two-markers-no-extra",
    } <= ids


def test_the_scoring_level_meets_every_outcome_at_small_tables() -> None:
    for rs in RULESETS:
        outcomes, sizes = set(), set()
        for seed in range(60):
            q = generate(rs, "scoring", seed)
            outcomes.add(q.scored().outcome)
            sizes.add(q.situation.n)
        assert outcomes == {"some", "all", "none"}, rs.id
        assert sizes <= {4, 5}, rs.id


def test_seeds_lead_to_the_same_rounds_after_them() -> None:
    seed = 12345
    seen = set()
    for _ in range(50):
        nxt = next_seed(seed)
        assert nxt == next_seed(seed) and 0 <= nxt < MAX_SEED
        seen.add(nxt)
        seed = nxt
    assert len(seen) == 50


def test_the_same_seed_gives_the_same_round() -> None:
    for rs in RULESETS:
        for lv in levels(rs):
            assert generate(rs, lv.id, 7) == generate(rs, lv.id, 7)


def test_bad_answers_and_levels_are_refused_with_words() -> None:
    rs = RULESETS[0]
    q = generate(rs, "scoring", 1)
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
    first = level_of(rs, ids[0]).streak
    for _ in range(first - 1):
        p = record(rs, p, True)
    p = record(rs, p, False)
    assert p.streak == 0 and p.mastered == ()
    for level in ids:
        assert p.level == level
        for _ in range(level_of(rs, level).streak):
            p = record(rs, p, True)
    assert p.finished(rs)
    assert p.unlocked(rs) == tuple(ids)
    assert p.answered == mastery_rounds(rs) + first


def test_a_round_of_another_level_counts_but_does_not_move_the_streak() -> None:
    rs = RULESETS[0]
    p = record(rs, start(rs), True, "twists")
    assert (p.answered, p.right, p.streak) == (1, 1, 0)


def test_mastery_takes_a_few_rounds() -> None:
    for rs in RULESETS:
        assert 3 <= mastery_rounds(rs) <= 5


def test_a_link_opens_its_level_even_locked_and_keeps_the_streak_of_the_level_in_play() -> None:
    rs = next(r for r in RULESETS if twists(r))
    p = start(rs)
    assert "twists" not in p.unlocked(rs)
    opened = open_level(rs, p, "twists")
    assert opened.level == "twists" and "twists" in opened.unlocked(rs)
    # the round of the level in play counts toward its streak
    assert record(rs, opened, True, "twists").streak == 1
    assert open_level(rs, opened, "twists") == opened  # the same level again changes nothing
    with pytest.raises(LearnError):
        open_level(rs, p, "expert")


def test_empty_answers_are_named_all_at_once() -> None:
    rs = RULESETS[0]
    q = generate(rs, "scoring", 1)
    with pytest.raises(LearnError, match="Type each player's points first"):
        check(q, {}, RULESETS)
    first, *rest = q.players
    with pytest.raises(LearnError) as err:
        check(q, {first: 0}, RULESETS)
    assert all(p in str(err.value) for p in rest) and first not in str(err.value)


def test_vote_lines_say_one_marker_or_both_at_a_table_of_two_markers() -> None:
    from explorer.learn.quiz import vote_line

    names = ("Ana", "Ben", "Cleo")
    assert vote_line(names, 0, 1, (0,)) == "Ben voted for the card of player Ana (the storyteller)"
    assert vote_line(names, 0, 1, (0,), 2) == (
        "Ben used one marker only, on the card of player Ana (the storyteller)"
    )
    assert vote_line(names, 0, 1, (2, 0), 2) == (
        "Ben used both markers, on the cards of players Cleo and Ana (the storyteller)"
    )
    rs = next(r for r in RULESETS if any(t.id == "second-marker" for t in twists(r)))
    for seed in range(20):
        q = generate(rs, "twists", seed)
        if rs.max_votes(q.situation.n) > 1:
            assert all("marker" in line for line in q.vote_lines())


def test_a_plus_one_from_beyond_the_boxs_largest_table_is_no_twist_and_no_round() -> None:
    """House rules for 3-6 players whose +1 starts at 7 never give it: no twist says it, and the
    twists level (a class quiz room may be opened on any house rules) deals rounds of 3 to 6
    players, where it used to deal a 7-player round the rules refuse (`Ruleset.extra_at`)."""
    from explorer.rules.resolve import resolve

    rs = resolve("odyssey-2011~p:3-6~extra:single-marker.7.1")
    assert "extra-finder" not in {t.id for t in twists(rs)}
    for seed in range(40):
        q = generate(rs, "twists", seed)
        assert rs.supports(q.situation.n)
        assert check(q, q.points(), ()).right
