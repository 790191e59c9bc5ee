"""Whole-game simulation: the pile-decided lengths from the rule documents, end reasons, seeds."""

from __future__ import annotations

import numpy as np
import pytest

from explorer import ClueModel, load_ruleset, load_rulesets, simulate_games
from explorer.errors import DixitError
from explorer.rules.endgame import pile_schedule, pile_turns

MODEL = ClueModel(mean=0.5, spread=0.3, q=0.5)


@pytest.mark.parametrize(("players", "turns"), [(3, 13), (4, 15), (5, 11), (6, 8)])
def test_original_2008_lasts_as_the_pile_says(players: int, turns: int) -> None:
    # DECISIONS.md: 84 cards, no score target, the game ends with the last draw.
    g = simulate_games(load_ruleset("original-2008"), players, MODEL, 300, seed=1)
    assert set(g.turns.tolist()) == {turns}
    assert g.end_reason_counts == {"score_target": 0, "deck": 300}


def test_odyssey_2011_at_twelve_players_lasts_two_turns() -> None:
    # 84 − 72 dealt = 12 in the pile: turn 1 empties it exactly, turn 2 cannot refill.
    # Nobody can reach 30 in two turns, so the pile ends every game.
    g = simulate_games(load_ruleset("odyssey-2011"), 12, MODEL, 300, seed=1)
    assert set(g.turns.tolist()) == {2}
    assert g.end_reason_counts["deck"] == 300
    assert int(g.scores.max()) < 30


def test_pile_schedule_agrees_with_endgame_everywhere() -> None:
    for rs in load_rulesets():
        for n in range(rs.min_players, rs.max_players + 1):
            for deck in rs.decks:
                expected = pile_turns(rs, n, deck)
                steps = pile_schedule(rs, n, deck, 500)
                if expected is None:
                    assert not any(s.ends_game for s in steps)
                    assert all(s.pile >= 0 for s in steps)
                else:
                    assert steps[-1].turn == expected and steps[-1].ends_game


def test_score_target_games_end_at_thirty() -> None:
    rs = load_ruleset("refresh-2021")  # reshuffles: only the target can end it
    g = simulate_games(rs, 4, MODEL, 500, seed=2)
    assert g.end_reason_counts == {"score_target": 500, "deck": 0}
    assert (g.scores.max(axis=1) >= 30).all()
    # the game stops the turn the target is reached: before it, nobody had 30. A turn is worth
    # at most 3 + 3 bonus (4 players) = 6 points, so the winner has at most 35.
    assert (g.scores.max(axis=1) <= 35).all()


def test_reshuffled_discards_let_a_slow_game_run_on() -> None:
    # refresh-2021, 3 players, every clue found by everybody (p = 1): the storyteller scores 0,
    # each voter 2, nobody gets a bonus. Seat s tells turns s+1, s+4, ... Seats 1 and 2 then
    # have 15 voting turns (30 points) after turn 22, seat 0 has 14 (28): a shared win at
    # turn 22, far beyond the 63-card pile's 13 turns of 5 cards.
    g = simulate_games(load_ruleset("refresh-2021"), 3, ClueModel(mean=1.0), 20, seed=1)
    assert set(g.turns.tolist()) == {22}
    assert g.scores.tolist() == [[28, 30, 30]] * 20
    assert g.shared_wins == 20 and (g.margin == 0).all()
    assert g.win_chance_by_seat.tolist() == [0.0, 0.5, 0.5]  # every win shared by two


def test_bigger_deck_lasts_longer_when_the_pile_decides() -> None:
    # DECISIONS.md: the 10th Anniversary ends like 2008, after the turn whose refill draws the
    # last card: 84 − 12×6 = 12 cards, one turn lays out 12, so one turn at 12 players.
    rs = load_ruleset("anniversary-10th")
    short = simulate_games(rs, 12, MODEL, 200, seed=3, deck=84)
    long = simulate_games(rs, 12, MODEL, 200, seed=3, deck=252)
    assert set(short.turns.tolist()) == {1}
    assert long.turns.min() > 1


def test_summary_numbers_hang_together() -> None:
    g = simulate_games(load_ruleset("odyssey-vi"), 7, MODEL, 1_000, seed=5)
    w = g.winners
    assert (w.sum(axis=1) >= 1).all()
    assert g.shared_wins == int((w.sum(axis=1) > 1).sum())
    assert g.win_chance_by_seat.sum() == pytest.approx(1.0)
    assert ((g.margin == 0) == (w.sum(axis=1) > 1)).all()
    j = g.to_json()
    assert j["turns"]["min"] <= j["turns"]["mean"] <= j["turns"]["max"]
    assert sum(j["end_reason"].values()) == 1_000


def test_same_seed_same_games() -> None:
    rs = load_ruleset("odyssey-2011")
    a = simulate_games(rs, 8, MODEL, 400, seed=9, chunk=150)
    b = simulate_games(rs, 8, MODEL, 400, seed=9, chunk=150)
    c = simulate_games(rs, 8, MODEL, 400, seed=10, chunk=150)
    assert np.array_equal(a.scores, b.scores) and np.array_equal(a.turns, b.turns)
    assert not np.array_equal(a.scores, c.scores)


@pytest.mark.parametrize(
    ("rid", "players", "kwargs", "words"),
    [
        ("original-2008", 4, {"deck": 168}, "deck of 84"),
        ("original-2008", 7, {}, "3 to 6 players"),
        ("refresh-2021", 4, {"games": 0}, "games"),
        ("refresh-2021", 4, {"games": 10**9}, "at most"),
    ],
)
def test_bad_game_settings_are_refused(
    rid: str, players: int, kwargs: dict[str, int], words: str
) -> None:
    games = kwargs.pop("games", 10)
    with pytest.raises(DixitError, match=words):
        simulate_games(load_ruleset(rid), players, MODEL, games, seed=1, **kwargs)


def test_original_2008_three_players_nobody_ever_finds() -> None:
    # p = 0: every round "nobody found": voters 2 each, and with two voters each wrong vote
    # lands on the other voter's card: +1. 13 turns; seat 0 tells turns 1, 4, 7, 10, 13
    # (8 voting turns: 24), seats 1 and 2 four turns each (9 voting turns: 27).
    g = simulate_games(load_ruleset("original-2008"), 3, ClueModel(mean=0.0), 10, seed=1)
    assert g.scores.tolist() == [[24, 27, 27]] * 10
    assert g.end_reason_counts == {"score_target": 0, "deck": 10}
