"""Sweeps over player counts and decks: every point is the single-count result."""

from __future__ import annotations

import numpy as np
import pytest

from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import exact_round, sweet_spot
from explorer.lab.game_takeaways import sweep_end_takeaway
from explorer.lab.games import simulate_games
from explorer.lab.interval_words import short
from explorer.lab.names import label
from explorer.lab.summary import summarise
from explorer.lab.sweeps import deck_sweep, exact_sweep, games_sweep, player_counts
from explorer.rules.endgame import pile_turns
from explorer.rules.files import load_ruleset, load_rulesets

MODEL = ClueModel(mean=0.4, spread=0.3, alpha=1.0, q=0.5)


@pytest.mark.parametrize("rid", [r.id for r in load_rulesets()])
def test_the_exact_sweep_equals_the_single_count_results_at_every_count(rid: str) -> None:
    rs = load_ruleset(rid)
    w = exact_sweep(rs, MODEL)
    assert w.players == tuple(range(rs.min_players, min(rs.max_players, 12) + 1))
    for n, e, bp, bv in zip(w.players, w.expected, w.best_p, w.best_value, strict=True):
        assert e == pytest.approx(exact_round(rs, n, MODEL).storyteller_mean, abs=1e-12)
        curve = sweet_spot(rs, n, MODEL)
        assert (bp, bv) == (curve.best_p, curve.best_value)


def test_a_simulated_sweep_point_equals_a_single_simulation_with_the_same_seed() -> None:
    rs = load_ruleset("odyssey-2011")
    w = games_sweep(rs, MODEL, 300, seed=7)
    assert w.players == player_counts(rs)
    for n, point in zip(w.players, w.points, strict=True):
        single = summarise(simulate_games(rs, n, MODEL, 300, 7, deck=84))
        assert point == single
    # and the summary keeps what the per-game arrays said
    g = simulate_games(rs, 5, MODEL, 300, 7)
    s = summarise(g)
    assert s.turns_mean == pytest.approx(float(g.turns.mean()))
    assert s.margin_mean == pytest.approx(float(g.margin.mean()))
    assert np.allclose(s.win_chance_by_seat, g.win_chance_by_seat)
    assert s.turns_min == int(g.turns.min()) and s.turns_max == int(g.turns.max())


def test_the_deck_sweep_plays_each_deck_the_edition_has() -> None:
    rs = load_ruleset("anniversary-10th")
    w = deck_sweep(rs, 12, MODEL, 200, seed=3)
    assert w.decks == rs.decks and w.over == "deck"
    for d, point in zip(w.decks, w.points, strict=True):
        assert point == summarise(simulate_games(rs, 12, MODEL, 200, 3, deck=d))
    # a bigger deck never makes the pile end the game sooner
    means = [p.turns_mean for p in w.points]
    assert means == sorted(means)


def test_the_pile_limit_is_said_where_the_pile_ends_every_game() -> None:
    # the Odyssey rules at 12 players on its one 84-card deck: 2 turns (the example)
    assert pile_turns(load_ruleset("odyssey-2011"), 12, 84) == 2
    assert games_sweep(load_ruleset("odyssey-2011"), MODEL, 50, 1).pile_turns[-1] == 2


def test_the_biggest_run_the_lab_offers_stays_under_the_memory_ceiling() -> None:
    import tracemalloc

    from explorer.lab.cost import MEMORY_CEILING
    from explorer.lab.rounds import simulate_rounds
    from explorer.lab.settings import GAMES, ROUNDS

    rs = load_ruleset("odyssey-2011")  # 12 players, 2 turns a game: the biggest arrays, fast
    model = ClueModel(mean=0.5, spread=0.9, alpha=0.1, q=1.0)
    tracemalloc.start()
    summarise(simulate_games(rs, 12, model, max(GAMES), 1))
    games_peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.reset_peak()
    simulate_rounds(rs, 12, model, max(ROUNDS) // 10, 1)  # chunked: the peak is one chunk's
    rounds_peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert games_peak < MEMORY_CEILING and rounds_peak < MEMORY_CEILING


def test_the_pile_chart_over_player_counts_is_said_in_words() -> None:
    """Issue 22: the "games ended by the pile" chart had no text alternative; its takeaway
    gives each edition's share at the fewest and the most players, with intervals, and names
    the degenerate counts it leaves out."""
    sweeps = [
        games_sweep(load_ruleset(r), MODEL, 60, seed=3) for r in ("original-2008", "odyssey-2011")
    ]
    text = sweep_end_takeaway(sweeps)
    for w in sweeps:
        real = [g for g in w.points if not g.degenerate]
        first, last = real[0], real[-1]
        assert (
            f"{label(w.ruleset)}: the pile ends {short(first.end_estimate('deck'), 1, share=True)}"
            f" of games at {first.players} players, "
            f"{short(last.end_estimate('deck'), 1, share=True)} at {last.players}"
        ) in text
    assert "degenerate game, left out" in text  # Odyssey at 11 and 12 players
    assert text.endswith("(95% intervals in brackets).")
    assert sweep_end_takeaway([]) == ""
