"""The numpy scorer gives exactly what `score_round` gives, on random legal rounds."""

from __future__ import annotations

from itertools import product

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer import ClueModel, IllegalRound, load_ruleset, load_rulesets, sample_votes, score_round
from explorer.lab.vectorised import OUTCOME_CODES, check_votes, score_rounds
from explorer.rules.house import build_house
from explorer.rules.ruleset import Ruleset

CASES = [
    (rs.id, options)
    for rs in load_rulesets()
    for options in [{}] + [{r.id: o.id} for r in rs.readings for o in r.choices]
] + [  # every combination where a ruleset has several toggles (the +1's kind and its cap)
    (rs.id, dict(zip([r.id for r in rs.readings], combo, strict=True)))
    for rs in load_rulesets()
    if len(rs.readings) > 1
    for combo in product(*[[o.id for o in r.choices] for r in rs.readings])
]


@st.composite
def rounds(draw: st.DrawFn) -> tuple[str, dict[str, str], int, np.ndarray]:
    rid, options = draw(st.sampled_from(CASES))
    rs = load_ruleset(rid).with_readings(options)
    n = draw(st.integers(rs.min_players, rs.max_players))
    m = rs.max_votes(n)
    h = rs.cards_handed_in(n)
    st_seat = draw(st.integers(0, n - 1))
    votes = np.full((n, m), -1, dtype=np.int64)
    for seat in range(n):
        if seat == st_seat:
            continue
        k = draw(st.integers(1, m))
        pool = [o for o in range(n) if o != seat for _ in range(1 if o == st_seat else h)]
        picks = draw(st.permutations(pool))[:k]
        votes[seat, : len(picks)] = picks
    return rid, options, st_seat, votes


@given(st.lists(rounds(), min_size=1, max_size=4))
def test_vectorised_equals_score_round(
    cases: list[tuple[str, dict[str, str], int, np.ndarray]],
) -> None:
    for rid, options, st_seat, votes in cases:
        rs = load_ruleset(rid).with_readings(options)
        n = votes.shape[0]
        names = [f"P{i}" for i in range(n)]
        by_name = {
            names[s]: [names[o] for o in votes[s] if o >= 0] for s in range(n) if s != st_seat
        }
        ref = score_round(rid, names[st_seat], by_name, readings=options, players=names)
        got = score_rounds(rs, np.array([st_seat]), votes[None])
        assert [int(x) for x in got.points[0]] == [ref.points[p] for p in names]
        for i, p in enumerate(names):
            b = ref.breakdown[p]
            assert (int(got.base[0, i]), int(got.bonus[0, i]), int(got.extra[0, i])) == (
                b["base"],
                b["bonus"],
                b["extra"],
            )
        assert OUTCOME_CODES[int(got.outcome[0])] == ref.outcome
        assert int(got.finders[0]) == len(ref.finders)


@given(
    st.sampled_from(CASES),
    st.integers(3, 12),
    st.floats(0, 1),
    st.sampled_from([0.2, 1.0, float("inf")]),
    st.floats(0, 1),
    st.integers(0, 2**32 - 1),
)
def test_sampled_votes_are_legal(
    case: tuple[str, dict[str, str]], n: int, p: float, alpha: float, q: float, seed: int
) -> None:
    rs = load_ruleset(case[0]).with_readings(case[1])
    if not rs.supports(n):
        return
    votes = sample_votes(rs, n, ClueModel(mean=p, alpha=alpha, q=q), 50, seed)
    check_votes(rs, np.zeros(50, dtype=np.int64), votes)  # raises on any illegal vote
    if p == 1.0:
        assert (votes[:, 1:, 0] == 0).all()


def _one(votes: list[list[int]]) -> np.ndarray:
    return np.array([votes], dtype=np.int64)


@pytest.mark.parametrize(
    ("votes", "rule"),
    [
        ([[-1], [1], [0], [0]], "own card"),
        ([[-1], [-1], [0], [0]], "votes"),
        ([[2], [0], [0], [0]], "storyteller"),
        ([[-1], [7], [0], [0]], "players"),
    ],
)
def test_illegal_arrays_are_refused(votes: list[list[int]], rule: str) -> None:
    with pytest.raises(IllegalRound) as err:
        score_rounds(load_ruleset("refresh-2021"), np.array([0]), _one(votes))
    assert err.value.rule == rule


def test_two_votes_on_one_card_is_refused() -> None:
    votes = np.full((1, 7, 2), -1)
    votes[0, 1:, 0] = 0
    votes[0, 1, 1] = 0
    with pytest.raises(IllegalRound, match="different card"):
        score_rounds(load_ruleset("odyssey-2011"), np.array([0]), votes)


@pytest.mark.parametrize(("rid", "options"), CASES, ids=[f"{r}-{o}" for r, o in CASES])
def test_every_player_count_matches_score_round(rid: str, options: dict[str, str]) -> None:
    """A sweep on top of the property: every ruleset, toggle and player count, with sampled
    rounds (finders, decoys, second votes) and the storyteller in every seat."""
    rs = load_ruleset(rid).with_readings(options)
    for n in range(rs.min_players, rs.max_players + 1):
        rel = sample_votes(rs, n, ClueModel(mean=0.4, alpha=0.7, q=0.5), 3 * n, seed=n)
        storyteller = np.arange(3 * n) % n
        # move relative seat s (storyteller = 0) to absolute seat (s + storyteller) % n
        seat = (np.arange(n)[None, :] + storyteller[:, None]) % n
        votes = np.full_like(rel, -1)
        owners = np.where(rel >= 0, (rel + storyteller[:, None, None]) % n, -1)
        votes[np.arange(3 * n)[:, None], seat] = owners
        got = score_rounds(rs, storyteller, votes).points
        names = [f"P{i}" for i in range(n)]
        for r in range(3 * n):
            by_name = {
                names[s]: [names[o] for o in votes[r, s] if o >= 0]
                for s in range(n)
                if s != storyteller[r]
            }
            ref = score_round(rs, names[storyteller[r]], by_name, players=names)
            assert [int(x) for x in got[r]] == [ref.points[p] for p in names]


def test_vanishing_alpha_still_gives_legal_votes_spread_over_the_decoys() -> None:
    # α so small that every Gamma draw underflows to 0: each round one decoy takes all the
    # pull; its owner, who cannot vote for it, has no weight left and votes uniformly
    rs = load_ruleset("refresh-2021")
    votes = sample_votes(rs, 5, ClueModel(mean=0.0, alpha=1e-300), 4_000, 3)
    check_votes(rs, np.zeros(4_000, dtype=np.int64), votes)
    first = votes[:, 1:, 0]
    for seat in range(1, 5):
        mine = first[:, seat - 1]
        # the rounds where this voter's own card is the favourite: the others' votes show it
        others = np.delete(first, seat - 1, axis=1)
        theirs = (others == seat).all(axis=1)
        picks = np.bincount(mine[theirs], minlength=5)[1:]
        assert (
            picks[seat - 1] == 0
            and (picks[np.arange(4) != seat - 1] > 0.2 * theirs.sum() / 3).all()
        )


@st.composite
def house_rounds(draw: st.DrawFn) -> tuple[Ruleset, int, np.ndarray]:
    """A random house ruleset built on an Odyssey edition (second votes at 7+), and a round."""
    parent = load_ruleset(draw(st.sampled_from(["odyssey-2011", "odyssey-vi", "refresh-2021"])))
    points = st.integers(0, 5)
    changes: dict[str, object] = {
        "bonus_per_vote": draw(st.integers(0, 3)),
        "bonus_cap": draw(st.one_of(st.just("none"), st.integers(1, 4))),
        "extra_finder": draw(
            st.one_of(
                st.just("none"),
                st.fixed_dictionaries(
                    {
                        "kind": st.sampled_from(["single-marker", "any-finder"]),
                        "from_players": st.integers(3, 8),
                        "points": st.integers(1, 3),
                    }
                ),
            )
        ),
        "extra_cap": draw(st.sampled_from(["outside", "inside"])),
        "all_or_none": {"storyteller": draw(points), "others": draw(points)},
        "some_found": {"storyteller": draw(points), "finder": draw(points), "other": draw(points)},
        "exactly_one_finder": draw(
            st.one_of(
                st.just("none"),
                st.builds(
                    lambda p, lo: {"points": p, "players": [lo, parent.max_players]},
                    points,
                    st.integers(parent.min_players, parent.max_players),
                ),
            )
        ),
    }
    rs = build_house(parent, changes)
    n = draw(st.integers(rs.min_players, rs.max_players))
    m, h = rs.max_votes(n), rs.cards_handed_in(n)
    st_seat = draw(st.integers(0, n - 1))
    votes = np.full((n, m), -1, dtype=np.int64)
    for seat in range(n):
        if seat == st_seat:
            continue
        k = draw(st.integers(1, m))
        pool = [o for o in range(n) if o != seat for _ in range(1 if o == st_seat else h)]
        picks = draw(st.permutations(pool))[:k]
        votes[seat, : len(picks)] = picks
    return rs, st_seat, votes


@given(house_rounds())
def test_vectorised_equals_score_round_under_random_house_rules(
    case: tuple[Ruleset, int, np.ndarray],
) -> None:
    rs, st_seat, votes = case
    n = votes.shape[0]
    names = [f"P{i}" for i in range(n)]
    by_name = {names[s]: [names[o] for o in votes[s] if o >= 0] for s in range(n) if s != st_seat}
    ref = score_round(rs, names[st_seat], by_name, players=names)
    got = score_rounds(rs, np.array([st_seat]), votes[None])
    for i, p in enumerate(names):
        b = ref.breakdown[p]
        assert (int(got.base[0, i]), int(got.bonus[0, i]), int(got.extra[0, i])) == (
            b["base"],
            b["bonus"],
            b["extra"],
        )
