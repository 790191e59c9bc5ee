"""Monte-Carlo rounds agree with the exact numbers within sampling error; seeds reproduce."""

from __future__ import annotations

import math

import numpy as np
import pytest

from explorer import ClueModel, exact_round, load_ruleset, sample_votes, simulate_rounds
from explorer.errors import DixitError
from explorer.rules.house import build_house

Z = 4.5  # tolerance in standard errors (fixed seeds: deterministic, no flakiness)
ROUNDS = 40_000

CASES = [
    ("original-2008", 3, ClueModel(mean=0.4), {}),
    ("original-2008", 5, ClueModel(mean=0.3, spread=0.4), {"contando-reach": "all-counts"}),
    ("odyssey-2011", 6, ClueModel(mean=0.6, spread=0.2), {}),
    ("odyssey-2011", 9, ClueModel(mean=0.4, q=0.5), {}),
    ("odyssey-vi", 12, ClueModel(mean=0.3, spread=0.3, q=0.8), {}),
    ("odyssey-vi", 8, ClueModel(mean=0.5, q=0.3), {"vi-extra-point": "single-marker"}),
    ("refresh-2021", 8, ClueModel(mean=0.7, spread=0.5, alpha=0.5), {}),
    ("anniversary-10th", 10, ClueModel(mean=0.2, alpha=2.0), {}),
    # the +1 counted inside the cap (exact maths and the simulation must agree on the cut)
    ("odyssey-2011", 9, ClueModel(mean=0.3, q=0.3), {"extra-point-cap": "inside"}),
    (
        "odyssey-vi",
        12,
        ClueModel(mean=0.2, spread=0.3, q=0.5),
        {"extra-point-cap": "inside", "vi-extra-point": "single-marker"},
    ),
    ("anniversary-10th", 9, ClueModel(mean=0.4, q=0.5), {"voting-7-12": "odyssey-markers"}),
]


@pytest.mark.parametrize(("rid", "n", "model", "options"), CASES)
def test_simulation_agrees_with_exact(
    rid: str, n: int, model: ClueModel, options: dict[str, str]
) -> None:
    rs = load_ruleset(rid).with_readings(options)
    ex = exact_round(rs, n, model)
    sim = simulate_rounds(rs, n, model, ROUNDS, seed=7)
    for outcome, p in ex.outcomes.items():
        se = math.sqrt(max(p * (1 - p), 1e-12) / ROUNDS)
        assert abs(sim.outcomes[outcome] - p) <= Z * se + 1e-9, outcome
    k = np.array(sim.finder_counts) / ROUNDS
    for count, p in enumerate(ex.finders):
        assert abs(k[count] - p) <= Z * math.sqrt(p * (1 - p) / ROUNDS) + 1e-9
    assert abs(sim.storyteller_mean - ex.storyteller_mean) <= Z * sim.storyteller_se + 1e-9
    if ex.voter_mean is not None:
        assert abs(sim.voter_mean - ex.voter_mean) <= Z * sim.voter_se + 1e-9
    if ex.voter is not None:
        # pooled voters are correlated within a round: compare each point's share with a
        # tolerance from a conservative effective sample size of one voter per round
        total = sum(sim.voter_hist)
        for value, p in zip(ex.voter.values, ex.voter.probs, strict=True):
            share = sim.voter_hist[value] / total
            assert abs(share - p) <= Z * math.sqrt(p * (1 - p) / ROUNDS) + 1e-9, value


def test_same_seed_same_numbers_and_other_seed_other_numbers() -> None:
    rs = load_ruleset("odyssey-2011")
    model = ClueModel(mean=0.45, spread=0.3, alpha=1.0, q=0.5)
    a = simulate_rounds(rs, 9, model, 5_000, seed=3)
    b = simulate_rounds(rs, 9, model, 5_000, seed=3)
    c = simulate_rounds(rs, 9, model, 5_000, seed=4)
    assert a == b
    assert a.voter_hist != c.voter_hist


def test_chunks_bound_memory_but_cover_every_round() -> None:
    s = simulate_rounds(load_ruleset("refresh-2021"), 5, ClueModel(), 2_500, seed=1, chunk=1_000)
    assert sum(s.outcome_counts.values()) == 2_500
    assert sum(s.storyteller_hist) == 2_500
    assert sum(s.voter_hist) == 2_500 * 4


@pytest.mark.parametrize("rounds", [0, -5, 10**9, 2.5, True])
def test_round_counts_are_checked(rounds: object) -> None:
    with pytest.raises(DixitError, match="rounds"):
        simulate_rounds(load_ruleset("refresh-2021"), 5, ClueModel(), rounds, seed=1)  # type: ignore[arg-type]


def test_a_generator_works_as_a_seed() -> None:
    rs = load_ruleset("refresh-2021")
    a = simulate_rounds(rs, 5, ClueModel(), 1_000, seed=np.random.default_rng(11))
    b = simulate_rounds(rs, 5, ClueModel(), 1_000, seed=np.random.default_rng(11))
    assert a.voter_hist == b.voter_hist and a.seed is None


def test_unequal_pull_votes_follow_the_weights_without_the_excluded_cards() -> None:
    # One table of weights for every round; a voter must pick card c with probability
    # w_c / (sum of the weights they may vote for).
    from explorer.lab.rounds import _draw_excluding

    rounds = 200_000
    w = np.array([0.1, 0.4, 0.05, 0.25, 0.2])
    weights = np.tile(w, (rounds, 1))
    own = (np.array([1, 3]), np.array([2, 4]))  # voter 0 owns card 1, voter 1 owns card 3
    rng = np.random.default_rng(5)
    first = _draw_excluding(rng, weights, [own])
    for voter, mine in ((0, 1), (1, 3)):
        allowed = np.arange(5) != mine
        expected = np.where(allowed, w, 0) / w[allowed].sum()
        got = np.bincount(first[:, voter], minlength=5) / rounds
        se = np.sqrt(expected * (1 - expected) / rounds)
        assert (np.abs(got - expected) <= Z * se + 1e-12).all()
    # second vote: also not on the first card (voter 0, whose first vote was card 4)
    f = np.full((rounds, 2), 4)
    start = np.broadcast_to(own[0], (rounds, 2))
    end = np.broadcast_to(own[1], (rounds, 2))
    second = _draw_excluding(rng, weights, [(start, end), (f, f + 1)])
    allowed = ~np.isin(np.arange(5), [1, 4])
    expected = np.where(allowed, w, 0) / w[allowed].sum()
    got = np.bincount(second[:, 0], minlength=5) / rounds
    assert (np.abs(got - expected) <= Z * np.sqrt(expected * (1 - expected) / rounds) + 1e-12).all()


def test_excluded_segments_in_any_order_and_empty_ones_are_exact() -> None:
    # Per-round segments (as for second votes): the first card taken differs by round, comes
    # before or after the voter's own cards, and is empty for some rounds.
    from explorer.lab.rounds import _draw_excluding

    rounds = 240_000
    w = np.array([0.3, 0.05, 0.2, 0.15, 0.1, 0.2])
    weights = np.tile(w, (rounds, 1))
    own = (np.array([2]), np.array([4]))  # one voter owning cards 2 and 3 (two cards each)
    taken_card = np.array([0, 5, 1, 4])[np.arange(rounds) % 4][:, None]
    empty = (np.arange(rounds) % 8 == 7)[:, None]  # every other round of card 4: empty
    taken = (taken_card, taken_card + ~empty)
    rng = np.random.default_rng(9)
    got = _draw_excluding(rng, weights, [taken, own])[:, 0]
    groups = [(i, ~empty[:, 0] & (np.arange(rounds) % 4 == i)) for i in range(4)]
    groups.append((None, empty[:, 0]))
    for i, rows in groups:
        excluded = [2, 3] + ([] if i is None else [int(np.array([0, 5, 1, 4])[i])])
        allowed = ~np.isin(np.arange(6), excluded)
        expected = np.where(allowed, w, 0) / w[allowed].sum()
        n = int(rows.sum())
        share = np.bincount(got[rows], minlength=6) / n
        se = np.sqrt(expected * (1 - expected) / n)
        assert (np.abs(share - expected) <= Z * se + 1e-12).all(), (i, share, expected)


def test_vote_sampling_is_seed_deterministic_at_every_table() -> None:
    from explorer import sample_votes

    for rid, n, model in (
        ("original-2008", 3, ClueModel(mean=0.3, alpha=0.5)),
        ("odyssey-2011", 6, ClueModel(mean=0.5, spread=0.3, alpha=1.0)),
        ("odyssey-2011", 12, ClueModel(mean=0.4, alpha=0.1, q=0.7)),
    ):
        rs = load_ruleset(rid)
        a = sample_votes(rs, n, model, 3_000, 21)
        assert (a == sample_votes(rs, n, model, 3_000, 21)).all()
        assert (a != sample_votes(rs, n, model, 3_000, 22)).any()


def test_simulation_agrees_with_exact_under_house_rules() -> None:
    """A house ruleset the editions never combine: 2 per vote, cap 4, +2 to every finder from
    5 players counted inside the cap, 4 points to a lone finder."""
    rs = build_house(
        load_ruleset("odyssey-2011"),
        {
            "bonus_per_vote": 2,
            "bonus_cap": 4,
            "extra_finder": {"kind": "any-finder", "from_players": 5, "points": 2},
            "extra_cap": "inside",
            "exactly_one_finder": {"points": 4, "players": [3, 12]},
        },
    )
    model = ClueModel(mean=0.35, q=0.4)
    ex = exact_round(rs, 8, model)
    sim = simulate_rounds(rs, 8, model, ROUNDS, seed=11)
    assert ex.voter is not None and ex.voter_mean is not None
    assert abs(sim.storyteller_mean - ex.storyteller_mean) <= Z * sim.storyteller_se + 1e-9
    assert abs(sim.voter_mean - ex.voter_mean) <= Z * sim.voter_se + 1e-9
    total = sum(sim.voter_hist)
    for value, p in zip(ex.voter.values, ex.voter.probs, strict=True):
        share = sim.voter_hist[value] / total
        assert abs(share - p) <= Z * math.sqrt(p * (1 - p) / ROUNDS) + 1e-9, value


@pytest.mark.parametrize("rid", ["odyssey-2011", "odyssey-vi", "refresh-2021", "anniversary-10th"])
@pytest.mark.parametrize("alpha", [0.05, 1.0, math.inf])
def test_the_fused_scorer_gives_what_score_rounds_gives(rid: str, alpha: float) -> None:
    """Scorer.points skips building vote arrays; it must score exactly like score_rounds on
    the votes sample_votes builds from the same draw."""
    from explorer.lab.rounds import Scorer, draw_round_votes
    from explorer.lab.vectorised import score_rounds

    rs = load_ruleset(rid)
    for n in range(rs.min_players, min(rs.max_players, 12) + 1):
        model = ClueModel(mean=0.45, spread=0.3, alpha=alpha, q=0.6)
        pts, k = Scorer.of(rs, n).points(
            draw_round_votes(rs, n, model, 400, np.random.default_rng(n))
        )
        votes = sample_votes(rs, n, model, 400, np.random.default_rng(n))
        want = score_rounds(rs, np.zeros(400, dtype=np.int64), votes)
        assert (pts == want.points).all() and (k == want.finders).all(), (rid, n)


@pytest.mark.parametrize("alpha", [0.05, math.inf])
def test_the_fused_scorer_follows_house_rules_and_reading_toggles(alpha: float) -> None:
    """The per-count cap, the +1 counted inside the cap and Odyssey's markers at 7-12 under
    the 10th Anniversary: the fused scorer must score them as score_rounds does."""
    from explorer.lab.rounds import Scorer, draw_round_votes
    from explorer.lab.vectorised import score_rounds

    rulesets = [
        load_ruleset("odyssey-2011").with_readings({"extra-point-cap": "inside"}),
        load_ruleset("anniversary-10th").with_readings({"voting-7-12": "odyssey-markers"}),
        build_house(
            load_ruleset("odyssey-2011"),
            {
                "bonus_per_vote": 2,
                "bonus_cap": 4,
                "extra_finder": {"kind": "any-finder", "from_players": 5, "points": 2},
                "extra_cap": "inside",
            },
        ),
    ]
    for rs in rulesets:
        for n in range(rs.min_players, rs.max_players + 1):
            model = ClueModel(mean=0.45, spread=0.3, alpha=alpha, q=0.6)
            pts, k = Scorer.of(rs, n).points(
                draw_round_votes(rs, n, model, 300, np.random.default_rng(n))
            )
            votes = sample_votes(rs, n, model, 300, np.random.default_rng(n))
            want = score_rounds(rs, np.zeros(300, dtype=np.int64), votes)
            assert (pts == want.points).all() and (k == want.finders).all(), (rs.id, n)
