"""The lab's cost estimate counts the rules' real game length, and games that cannot end are
refused before anything runs. Independent of this machine's speed: nothing here calibrates."""

from __future__ import annotations

import time

import pytest

from explorer.errors import SimulationError
from explorer.lab import cost
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import table_points
from explorer.lab.games import MAX_TURNS, check_ends, simulate_games
from explorer.lab.rounds import simulate_rounds
from explorer.rules.endgame import pile_turns
from explorer.rules.files import load_rulesets
from explorer.rules.house_text import house_from_text

MODELS = (
    ClueModel(mean=0.5, spread=0.2, q=0.5),
    ClueModel(mean=0.1),
    ClueModel(mean=0.9, spread=0.5, alpha=1.0, q=1.0),
    ClueModel(mean=1.0, alpha=0.1, q=1.0),
)
NOBODY_SCORES = "refresh-2021~allnone:0.0~some:0.0.0~bonus:0~lone:none"  # a target, no pile end
ENDLESS = "refresh-2021~target:none~pile:reshuffle"


@pytest.mark.parametrize("model", MODELS, ids=lambda m: f"p{m.mean}-a{m.alpha}")
def test_the_estimate_bounds_the_mean_game_length_from_above_and_closely(
    model: ClueModel,
) -> None:
    for rs in load_rulesets():
        for n in sorted({rs.min_players, 6, rs.max_players} & set(range(3, 13))):
            if not rs.supports(n):
                continue
            deck = rs.decks[0]
            estimate = cost.expected_turns(rs, n, deck, model)
            played = float(simulate_games(rs, n, model, 300, 1, deck=deck).turns.mean())
            # the leader reaches the target no later than the table's mean score does; the
            # lower bound on a capped bonus (unequal pull) costs at most half again
            assert played <= estimate <= 1.6 * played + 1, (rs.id, n, estimate, played)


def test_a_far_score_target_counts_its_real_length() -> None:
    """The issue: a target of 1,000 was estimated at 14 turns (~450 are played), so 100,000
    games ran ~10 s of CPU without a Run press."""
    far = house_from_text("refresh-2021~target:1000")
    model = ClueModel(mean=0.5, spread=0.2, q=0.5)
    turns = cost.expected_turns(far, 6, 84, model)
    assert 400 <= turns <= 600
    played = simulate_games(far, 6, model, 100, 1, deck=84).turns.mean()
    assert played <= turns
    assert cost.games_work(far, 6, 84, 100_000, model) == 100_000 * turns * 6
    # the pile's limit still caps it (the original rules end when the pile runs out)
    original = next(r for r in load_rulesets() if r.id == "original-2008")
    limit = pile_turns(original, 6, 84)
    assert limit is not None and cost.expected_turns(original, 6, 84, model) <= limit


def test_the_estimate_is_cheap_and_cached() -> None:
    rulesets = load_rulesets()
    model = ClueModel(mean=0.37, spread=0.2, q=0.5)
    for rs in rulesets:  # the first call computes (a few ms at most per table)
        cost.games_cells(rs, [(n, rs.decks[0]) for n in range(3, 13) if rs.supports(n)], 10, model)
    t0 = time.process_time()
    for rs in rulesets:
        cost.games_cells(rs, [(n, rs.decks[0]) for n in range(3, 13) if rs.supports(n)], 10, model)
    assert time.process_time() - t0 < 0.5  # measured: ~1 ms for every edition and count
    assert table_points.cache_info().hits > 0


@pytest.mark.parametrize("text", [NOBODY_SCORES, ENDLESS])
def test_games_that_cannot_end_are_refused_before_any_is_played(text: str) -> None:
    """The issue: rules under which no game ends cost 3.6 s on every load (8 s here for 10,000
    games) before failing."""
    rules = house_from_text(text)
    model = ClueModel(mean=0.5, spread=0.2)
    t0 = time.process_time()
    with pytest.raises(SimulationError, match="never"):
        cost.expected_turns(rules, 6, 84, model)
    with pytest.raises(SimulationError, match="never"):
        simulate_games(rules, 6, model, 10_000, 1)
    assert time.process_time() - t0 < 0.5  # measured: ~1 ms


def test_nobody_scoring_depends_on_the_clue_model() -> None:
    """Points only for a lone finder: nobody scores when nobody finds the card (p = 0), and
    the games end when clues are clear enough."""
    lone = house_from_text("odyssey-2011~allnone:0.0~some:0.0.0~bonus:0~lone:1@3-8~extra:none")
    with pytest.raises(SimulationError, match="nobody scores"):
        check_ends(lone, 6, ClueModel(mean=0.0), 100, None)
    check_ends(lone, 6, ClueModel(mean=0.3), 100, None)
    with pytest.raises(SimulationError, match="nobody scores"):
        check_ends(lone, 9, ClueModel(mean=0.3), 100, None)  # no lone-finder rule at 9
    # (its pile ends every game, so the lab plays them all the same)
    check_ends(lone, 9, ClueModel(mean=0.3), 100, pile_turns(lone, 9, 84))
    assert pile_turns(lone, 9, 84) is not None


def test_a_target_out_of_reach_is_refused_by_the_odds_not_a_guess() -> None:
    """Rare points: the table scores ~0.01 a turn, so over 2,000 turns it reaches 30 points
    with a chance below 0.7 (Markov). One game might end: it is let run; 100 games all
    ending has a chance below 0.7**100: refused. A pile that ends games always lets them run."""
    rare = house_from_text("refresh-2021~allnone:0.0~some:0.0.0~bonus:0~lone:1@3-8")
    model = ClueModel(mean=0.001)
    low, high = table_points(rare, 6, model)
    assert low == high and 0 < high * MAX_TURNS < 30
    check_ends(rare, 6, model, 1, None)
    with pytest.raises(SimulationError, match="almost surely"):
        check_ends(rare, 6, model, 100, None)
    check_ends(rare, 6, model, 100, 40)
    assert cost.expected_turns(rare, 6, 84, model) == MAX_TURNS  # (capped)


def test_the_table_points_bound_the_simulated_ones() -> None:
    """Exact where the voter's mean is (equal pull, or no cap that can bind); bounds around
    the simulated mean where a bonus cap binds under unequal pull."""
    for rs in load_rulesets():
        for model in MODELS:
            n = 8 if rs.supports(8) else 6
            low, high = table_points(rs, n, model)
            sim = simulate_rounds(rs, n, model, 20_000, 3)
            mean = sim.storyteller_mean + (n - 1) * sim.voter_mean
            slack = 4 * (sim.storyteller_se + (n - 1) * sim.voter_se)
            assert low - slack <= mean <= high + slack, (rs.id, model, low, mean, high)
            if model.equal_pull:
                assert low == high
