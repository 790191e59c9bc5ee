"""The lab's vectorised whole games against the whole-game core (`explorer.round.game`): the same
rounds, played one by one through the core (each round scored by `score_situation`, the totals
added up, the end from `explorer.rules.endgame.game_end`), give the same turns, totals, end
reasons and winners as `simulate_games` gives for every game.

The rounds are the simulation's own: the core replays the draws `simulate_games` makes (one
`draw_round_votes` call per turn for the games still running, in order, from the same seed, in
one chunk). Should the two disagree on when a game ends, the draws would part ways too, and the
comparison fails either way."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.lab.clue_model import ClueModel
from explorer.lab.games import END_REASONS, EXPORTED_REASONS, simulate_games
from explorer.lab.rounds import Draw, draw_round_votes, rng_from
from explorer.round.game import Game
from explorer.round.situation import Situation
from explorer.rules.endgame import END_REASONS as GAME_END_REASONS
from explorer.rules.files import load_rulesets
from explorer.rules.resolve import resolve
from explorer.rules.ruleset import Ruleset

GAMES = 30
HOUSE = (  # a low target, a target and a pile together, capped bonus with the extra point inside
    "refresh-2021~target:8",
    "original-2008~target:12",
    "odyssey-2011~cap:2~xcap:inside~extra:any-finder.4.2~target:15",
)
RULESETS = [*load_rulesets(), *(resolve(h) for h in HOUSE)]


def _situation(draw: Draw, row: int, players: tuple[str, ...], teller: int, each: int) -> Situation:
    """Round `row` of a draw (storyteller in relative seat 0) at the table, the storyteller in
    seat `teller`: relative seat r is seat (r + teller) % n."""
    n = len(players)
    votes: list[tuple[int, ...]] = [()] * n
    for j in range(n - 1):
        first = 0 if draw.found[row, j] else int(draw.first[row, j])
        picks = [first]
        if draw.second is not None and draw.second_owner is not None and draw.second[row, j]:
            picks.append(int(draw.second_owner[row, j]))
        votes[(j + 1 + teller) % n] = tuple((p + teller) % n for p in picks)
    return Situation(players, teller, tuple(votes), cards_each=each)


def _core_games(rs: Ruleset, n: int, deck: int, model: ClueModel, seed: int) -> list[Game]:
    """GAMES games through the core, each round the one `simulate_games` draws for it."""
    players = tuple(f"P{i}" for i in range(n))
    games = [Game.start(rs, players, deck) for _ in range(GAMES)]
    rng, live, turn = rng_from(seed), list(range(GAMES)), 0
    each = rs.cards_handed_in(n)
    while live:
        turn += 1
        teller = (turn - 1) % n
        draw = draw_round_votes(rs, n, model, len(live), rng)
        for row, g in enumerate(live):
            games[g] = games[g].play(_situation(draw, row, players, teller, each))
        live = [g for g in live if not games[g].over]
    return games


@settings(max_examples=25, deadline=None)
@given(
    rs=st.sampled_from(RULESETS),
    data=st.data(),
    mean=st.floats(0.2, 0.9),
    alpha=st.sampled_from([float("inf"), 0.5, 3.0]),
    q=st.sampled_from([0.0, 0.5, 1.0]),
    seed=st.integers(0, 2**32 - 1),
)
def test_vectorised_games_total_end_and_win_as_the_core_says(
    rs: Ruleset, data: st.DataObject, mean: float, alpha: float, q: float, seed: int
) -> None:
    n = data.draw(st.integers(rs.min_players, min(rs.max_players, 8)), label="players")
    deck = data.draw(st.sampled_from([d for d in rs.decks if d <= 252]), label="deck")
    model = ClueModel(mean=mean, alpha=alpha, q=q)
    summary = simulate_games(rs, n, model, GAMES, seed, deck=deck, chunk=GAMES)
    for g, core in enumerate(_core_games(rs, n, deck, model, seed)):
        assert core.end is not None
        assert int(summary.turns[g]) == core.end.after_round == len(core.rounds)
        assert tuple(int(x) for x in summary.scores[g]) == core.totals
        first = core.end.reasons[0]  # the target before the pile, when both end it
        assert GAME_END_REASONS[summary.end_reason[g]] == first
        assert END_REASONS[summary.end_reason[g]] == EXPORTED_REASONS[first]
        assert tuple(int(s) for s in np.flatnonzero(summary.winners[g])) == core.winners


def test_the_lab_names_each_reason_of_the_one_end_model() -> None:
    assert tuple(EXPORTED_REASONS) == GAME_END_REASONS  # every reason, in the model's order
    assert END_REASONS == ("score_target", "deck")  # as its files have always written them
