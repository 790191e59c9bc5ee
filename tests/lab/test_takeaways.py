"""The lab's "what this shows" lines say what the numbers say (checked against numbers worked
out by hand from the rules, not read back from the engine)."""

from __future__ import annotations

import re

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer import (
    ClueModel,
    exact_round,
    load_ruleset,
    simulate_games,
    simulate_rounds,
    storyteller_heatmap,
    sweet_spot,
)
from explorer.lab import game_takeaways as games_say
from explorer.lab import notes
from explorer.lab import takeaways as say
from explorer.lab.games import GamesSummary
from explorer.lab.names import HOUSE_LABEL, label, labels

FIXED = ClueModel(mean=0.5)  # p = 1/2 every turn: every count of finders is a coin-toss sum
IDS = ["original-2008", "refresh-2021"]


def test_editions_are_named_from_the_ruleset_results_carry() -> None:
    assert label(load_ruleset("odyssey-vi")) == "Dixit Odyssey (Vietnamese rulebook)"
    curve = sweet_spot(load_ruleset("odyssey-vi"), 6, FIXED)
    assert curve.ruleset is load_ruleset("odyssey-vi") and curve.ruleset_id == "odyssey-vi"
    shipped = [load_ruleset(r) for r in IDS]
    assert labels(shipped) == "Dixit (2008) and Dixit (2021 refresh)"
    assert labels(shipped[:1]) == "Dixit (2008)"
    assert labels([]) == ""


def test_sweet_spot_line_gives_the_peak_and_the_good_range() -> None:
    # 6 players, 5 voters, 3 points unless all or none find it: 3(1 − p⁵ − (1 − p)⁵),
    # at p = 1/2: 3 · 30/32 = 2.8125, and 0 at p = 0 and p = 1
    curves = [sweet_spot(load_ruleset(r), 6, FIXED) for r in IDS]
    text = say.sweet_spot_takeaway(curves)
    assert text.startswith("At 6 players, in every edition shown")
    assert "2.81 points a turn" in text and "p = 0.50 (each voter has a 50% chance" in text
    assert "gives 0.00 points" in text and "gives 0.00." in text
    # 90% of 2.8125 is 2.531; p = 0.31 gives 3(1 − 0.31⁵ − 0.69⁵) = 2.522, below; p = 0.32
    # gives 2.554 (and the curve is symmetric about 1/2)
    assert "any p from 0.32 to 0.68" in text


def test_sweet_spot_line_tells_editions_apart_where_they_differ() -> None:
    # 3 players: Dixit (2008) pays the storyteller 4 for a lone finder, 4 · 2p(1 − p) = 2 at
    # p = 1/2; the 2021 refresh pays 3, so 3 · 2p(1 − p) = 1.5
    curves = [sweet_spot(load_ruleset(r), 3, FIXED) for r in IDS]
    text = say.sweet_spot_takeaway(curves)
    assert "in Dixit (2008) the storyteller scores most, 2.00" in text
    assert "in Dixit (2021 refresh) the storyteller scores most, 1.50" in text
    assert "The highest peak: Dixit (2008) (2.00)" in text


def test_heatmap_line_names_the_best_player_count() -> None:
    # p = 1/2 at n players: 4 · 1/2 = 2 at 3 (lone finder), then 3(1 − 2 · 2^−V): 2.25, 2.625,
    # 2.8125 at 4, 5, 6
    text = say.heatmap_takeaway(storyteller_heatmap(load_ruleset("original-2008"), FIXED))
    assert "For Dixit (2008), the best clarity is p = 0.50 at every player count (3–6)" in text
    assert "highest at 6 players (2.81 points a turn) and lowest at 3 (2.00)" in text


def test_outcome_line_gives_the_shares_and_the_simulation_gap() -> None:
    # 5 voters at p = 1/2: nobody 1/32 ≈ 3%, everybody 1/32, some 30/32 ≈ 94%
    exact = [exact_round(load_ruleset(r), 6, FIXED) for r in IDS]
    sims = [simulate_rounds(load_ruleset(r), 6, FIXED, 4_000, seed=1) for r in IDS]
    text = say.outcome_takeaway(exact, sims)
    assert text.startswith("In every edition shown, 94% of rounds end with some but not all")
    assert "3% with nobody and 3% with everybody" in text
    stated = float(re.search(r"within ([0-9.]+) percentage points", text).group(1))  # type: ignore[union-attr]
    # a share near 94% over 4,000 rounds has a standard error of √(.94 · .06 / 4000) ≈ 0.38
    # points: the largest of the gaps stays well under 3 of them
    assert 0.0 <= stated <= 1.2
    assert "4,000 rounds" in text


def test_points_line_compares_the_roles() -> None:
    exact = [exact_round(load_ruleset(r), 6, FIXED) for r in IDS]
    sims = [simulate_rounds(load_ruleset(r), 6, FIXED, 2_000, seed=2) for r in IDS]
    text = say.points_takeaway(sims, exact)
    assert "in 2 of 2 editions" in text and "storyteller 2.81" in text
    # the storyteller scores 3 unless all or none find it: 30/32 ≈ 94% of rounds
    assert "most common score is 3" in text


def test_game_lines_at_a_table_the_pile_decides() -> None:
    # the rules: Dixit (2008) at 6 players on one deck always lasts 8 turns, ended by the pile
    games = [simulate_games(load_ruleset("original-2008"), 6, FIXED, 200, seed=3)]
    assert "Dixit (2008) always lasts 8 turns" in games_say.game_length_takeaway(games)
    assert games_say.end_reason_takeaway(games) == "The pile always runs out first in Dixit (2008)."


def _summary(rid: str, winners_by_seat: list[int]) -> GamesSummary:
    """Games whose sole winner sits in the given seat, one game per entry."""
    n = 4
    scores = np.zeros((len(winners_by_seat), n), dtype=np.int64)
    scores[np.arange(len(winners_by_seat)), winners_by_seat] = 30
    return GamesSummary(
        ruleset=load_ruleset(rid),
        players=n,
        deck=84,
        model=FIXED,
        seed=0,
        turns=np.full(len(winners_by_seat), 10),
        end_reason=np.array(
            [0] * (len(winners_by_seat) // 2)
            + [1] * (len(winners_by_seat) - len(winners_by_seat) // 2)
        ),
        scores=scores,
    )


def test_seat_line_separates_a_real_edge_from_chance() -> None:
    # 400 games at 4 players. The biggest of 4 gaps is judged at Šidák's level
    # 0.95^(1/4) = 98.7%, z = 2.491, z² = 6.205, on Wilson's interval of the seat's share:
    # centre (0.25 + 6.205/800)/(1 + 6.205/400) = 0.2538, half-width
    # 2.491 √(0.25 · 0.75/400 + 6.205/400²/4)/1.0155 = 0.0537: 20.0% to 30.7%, less 25%
    even = _summary("refresh-2021", [0, 1, 2, 3] * 100)
    text = games_say.seat_takeaway([even])
    assert "1/4 = 25.0%" in text and "as much as a fair share" in text
    assert "largest of 4 gaps, with a wider interval (98.7% interval: −5.0 to +5.7)" in text
    assert "could be chance" in text
    skewed = _summary("refresh-2021", [0] * 160 + [1, 2, 3] * 80)  # seat 1 wins 40%
    text = games_say.seat_takeaway([skewed])
    # centre (0.4 + 0.00776)/1.0155 = 0.4015, half-width 2.491 √(0.0006 + 0.0000097)/1.0155
    # = 0.0606: 34.1% to 46.2%, less 25%
    assert "seat 1 in Dixit (2021 refresh) wins 40.0%, 15.0 points more than a fair share" in text
    assert "(98.7% interval: +9.1 to +21.2)" in text and "more than chance" in text
    # 200 of 400 games: 50%, Wilson's 95% interval 45.1% to 54.9%
    assert "part of the games in Dixit (2021 refresh) (50.0%; 95% interval: 45.1% to 54.9%)" in (
        games_say.end_reason_takeaway([skewed])
    )


def test_second_vote_note_follows_the_player_count() -> None:
    # the Odyssey rules give a second vote from 7 players; the 2021 rules never do
    editions = [load_ruleset("odyssey-2011"), load_ruleset("refresh-2021")]
    assert "changes nothing" in notes.second_vote_note(editions, 6)
    assert notes.second_vote_note(editions, 7) == (
        "At 7 players a second vote is allowed in Dixit Odyssey (2011): q applies there."
    )


@settings(max_examples=25, deadline=None)
@given(
    mean=st.floats(0.0, 1.0),
    spread=st.floats(0.0, 0.9),
    players=st.integers(3, 12),
)
def test_the_good_range_holds_the_peak_and_only_good_clues(
    mean: float, spread: float, players: int
) -> None:
    """Whatever the settings, the range said to keep 90% of the peak contains the peak, and
    every p in it does keep 90% (checked on the curve itself)."""
    model = ClueModel(mean=mean, spread=spread)
    curve = sweet_spot(load_ruleset("odyssey-2011"), players, model, np.linspace(0, 1, 21))
    assert curve.forgiving is not None
    lo, hi = say._range(curve)  # as printed: rounded inwards
    assert lo <= curve.best_p <= hi
    for p, e in zip(curve.p, curve.expected, strict=True):
        if lo <= p <= hi:
            assert e >= 0.9 * curve.best_value - 1e-9
    text = say.sweet_spot_takeaway([curve])
    assert f"{curve.best_value:.2f} points a turn" in text and f"p = {curve.best_p:.2f}" in text


def test_notes_take_house_rules_as_rulesets() -> None:
    from explorer.rules.house_text import house_from_text

    house = house_from_text("refresh-2021~cap:2")
    votes = house_from_text("refresh-2021~votes:2")  # two votes at every count
    refresh, anniversary = load_ruleset("refresh-2021"), load_ruleset("anniversary-10th")
    assert label(house) == HOUSE_LABEL
    assert notes.second_vote_note([refresh, house], 6).endswith("q changes nothing.")
    # one name for house rules everywhere: their own, else "House rules"
    assert notes.second_vote_note([refresh, votes], 6) == (
        "At 6 players a second vote is allowed in House rules: q applies there."
    )
    assert notes.deck_note([anniversary, house], 168) == (
        "The deck setting does not apply to House rules: played with its one 84-card deck "
        "only; it applies to Dixit 10th Anniversary."
    )
    named = house_from_text("refresh-2021~cap:2~n:2021 cap2 lone4")
    assert label(named) == "2021 cap2 lone4"
