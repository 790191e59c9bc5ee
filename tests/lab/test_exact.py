"""Exact lab numbers against independent formulas and hand-worked rounds."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer import ClueModel, ClueModelError, exact_round, load_ruleset, load_rulesets, sweet_spot
from explorer.lab.exact import finder_distribution, storyteller_expected


@given(
    st.sampled_from(["refresh-2021", "odyssey-2011"]),
    st.integers(3, 8),
    st.floats(0.0, 1.0),
)
def test_fixed_p_gives_the_binomial(rid: str, n: int, p: float) -> None:
    rs = load_ruleset(rid)
    v = n - 1
    pk = finder_distribution(rs, n, ClueModel(mean=p))
    expected = [math.comb(v, k) * p**k * (1 - p) ** (v - k) for k in range(v + 1)]
    assert np.allclose(pk, expected, atol=1e-12)


@given(st.integers(3, 12), st.floats(0.05, 0.95), st.floats(0.05, 0.9))
def test_varying_p_gives_the_beta_binomial_moments(n: int, m: float, s: float) -> None:
    # beta-binomial: mean V·m, variance V·m(1−m)(1 + (V−1)ρ) with ρ = 1/(a+b+1) = s²
    pk = finder_distribution(load_ruleset("odyssey-2011"), n, ClueModel(mean=m, spread=s))
    v = n - 1
    k = np.arange(v + 1)
    assert pk.sum() == pytest.approx(1.0)
    assert (pk * k).sum() == pytest.approx(v * m, rel=1e-9)
    var = (pk * k**2).sum() - (v * m) ** 2
    assert var == pytest.approx(v * m * (1 - m) * (1 + (v - 1) * s**2), rel=1e-7)


@given(st.integers(4, 6), st.floats(0.0, 1.0))
def test_storyteller_scores_three_unless_all_or_none(n: int, p: float) -> None:
    v = n - 1
    expected = 3 * (1 - p**v - (1 - p) ** v)
    got = storyteller_expected(load_ruleset("original-2008"), n, ClueModel(mean=p))
    assert got == pytest.approx(expected, abs=1e-12)


def test_four_point_rule_at_three_players() -> None:
    # two voters: the only "some" outcome is exactly one finder, worth 4 to the storyteller
    rs = load_ruleset("original-2008")
    curve = sweet_spot(rs, 3, ClueModel(), grid=np.linspace(0, 1, 101))
    assert curve.best_p == pytest.approx(0.5)
    assert curve.best_value == pytest.approx(4 * 2 * 0.5 * 0.5)
    off = load_ruleset("original-2008").with_readings({"contando-reach": "off"})
    assert storyteller_expected(off, 3, ClueModel(mean=0.5)) == pytest.approx(1.5)


def test_three_player_voter_distribution_by_hand() -> None:
    # original-2008, 3 players, p = 0.4, voters A and B, each hands in 2 cards.
    # both find: 2 each. A alone finds: 4 (lone finder) + 1 (B's wrong vote must land on one of
    # A's cards) = 5. B alone: A gets 0. Nobody: 2 + 1 = 3.
    e = exact_round(load_ruleset("original-2008"), 3, ClueModel(mean=0.4))
    assert e.voter is not None
    assert dict(zip(e.voter.values, e.voter.probs, strict=True)) == pytest.approx(
        {2: 0.16, 5: 0.24, 0: 0.24, 3: 0.36}
    )
    assert e.outcomes == pytest.approx({"all": 0.16, "none": 0.36, "some": 0.48})


def test_four_players_voter_mean_by_hand() -> None:
    # refresh-2021, 4 players, p = 1/2, equal pull. Every finder set of the 3 voters has
    # probability 1/8. Base for voter A: all/none → 2; A finds among some → 3; else 0.
    # E[base] = (2/8)·2 + (3/8)·3 + (3/8)·0 = 13/8. Bonus: each other voter who misses votes
    # for A's card with probability 1/2: E = 2 · 1/2 · 1/2 = 1/2. Mean = 17/8.
    e = exact_round(load_ruleset("refresh-2021"), 4, ClueModel(mean=0.5))
    assert e.voter_mean == pytest.approx(17 / 8)


def test_odyssey_cap_and_extras_probabilities_sum_to_one() -> None:
    for rid in ("odyssey-2011", "odyssey-vi"):
        for n in (7, 12):
            e = exact_round(load_ruleset(rid), n, ClueModel(mean=0.3, spread=0.4, q=0.6))
            assert e.voter is not None
            assert sum(e.voter.probs) == pytest.approx(1.0)
            assert max(e.voter.values) <= 3 + 3 + 1  # base + capped bonus + extra


def test_extra_inside_the_cap_by_hand() -> None:
    # Odyssey at 7 players, everybody finds with a single marker (mean 1, q 0): all found,
    # every voter 2 + the +1, no votes on voters' cards. Outside or inside the cap the +1
    # fits (bonus 0): 3 points each either way.
    for choice in ("outside", "inside"):
        rs = load_ruleset("odyssey-2011").with_readings({"extra-point-cap": choice})
        e = exact_round(rs, 7, ClueModel(mean=1.0))
        assert e.voter is not None and e.voter_mean == pytest.approx(3.0)
    # inside the cap the voter's best is base 3 + 3 (bonus and +1 together), never 7
    inside = load_ruleset("odyssey-2011").with_readings({"extra-point-cap": "inside"})
    e = exact_round(inside, 9, ClueModel(mean=0.4, q=0.3))
    assert e.voter is not None and max(e.voter.values) <= 6
    outside = exact_round(load_ruleset("odyssey-2011"), 9, ClueModel(mean=0.4, q=0.3))
    assert outside.voter is not None and max(outside.voter.values) == 7
    assert e.voter_mean is not None and outside.voter_mean is not None
    assert e.voter_mean < outside.voter_mean


def test_unequal_pull_states_what_is_exact() -> None:
    capped = exact_round(load_ruleset("odyssey-2011"), 6, ClueModel(mean=0.3, alpha=1.0))
    assert capped.voter is None and capped.voter_mean is None
    uncapped = exact_round(load_ruleset("refresh-2021"), 6, ClueModel(mean=0.3, alpha=1.0))
    assert uncapped.voter is None and uncapped.voter_mean is not None
    # no cap: the pull does not change the mean
    equal = exact_round(load_ruleset("refresh-2021"), 6, ClueModel(mean=0.3))
    assert uncapped.voter_mean == pytest.approx(equal.voter_mean)


def test_every_ruleset_and_player_count_has_exact_numbers() -> None:
    for rs in load_rulesets():
        for n in range(rs.min_players, rs.max_players + 1):
            e = exact_round(rs, n, ClueModel(mean=0.6, spread=0.3, q=0.5))
            assert sum(e.outcomes.values()) == pytest.approx(1.0)
            assert sum(e.storyteller.probs) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"mean": 1.5}, "between 0 and 1"),
        ({"mean": -0.1}, "between 0 and 1"),
        ({"spread": 0.99}, "spread"),
        ({"alpha": 0.0}, "alpha"),
        ({"q": 2.0}, "q must be"),
        ({"mean": float("nan")}, "NaN"),
        ({"mean": "x"}, "must be a number"),
    ],
)
def test_bad_clue_models_are_refused_clearly(kwargs: dict[str, object], words: str) -> None:
    with pytest.raises(ClueModelError, match=words):
        ClueModel(**kwargs)  # type: ignore[arg-type]


def test_a_tiny_spread_is_the_fixed_p_and_a_flat_beta_is_uniform() -> None:
    """The beta-binomial must stay a distribution for any spread: with s = 1/√3 and m = 1/2,
    κ = 2 and p is uniform on [0, 1], so every count of finders is equally likely (1/(V+1));
    a spread far below the slider's step is the plain binomial."""
    flat = finder_distribution(
        load_ruleset("odyssey-2011"), 12, ClueModel(mean=0.5, spread=3**-0.5)
    )
    assert flat == pytest.approx(np.full(12, 1 / 12))
    binomial = [math.comb(11, k) * 0.3**k * 0.7 ** (11 - k) for k in range(12)]
    for s in (1e-8, 1e-100, 5e-324):
        pk = finder_distribution(load_ruleset("odyssey-2011"), 12, ClueModel(mean=0.3, spread=s))
        assert pk == pytest.approx(binomial, abs=1e-9)
