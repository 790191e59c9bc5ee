"""A whole game over with the totals a test needs, for the words about an end and its winners:
one real round played in the whole-game core, its totals then set as the test asks."""

from __future__ import annotations

from dataclasses import replace

from explorer.round.game import Game
from explorer.round.situation import Situation
from explorer.rules.endgame import GameEnd, game_end


def finished(
    players: tuple[str, ...], totals: tuple[int, ...], rules: str = "refresh-2021"
) -> Game:
    """`players`' game over after round 1 with `totals` (by the score target when a total
    reaches it, else by the pile)."""
    game = Game.start(rules, players, 84)
    everybody = tuple(() if s == 0 else (0,) for s in range(len(players)))
    game = game.play(Situation(players, 0, everybody))
    end = game_end(game.rules, 1, totals, None) or GameEnd(1, pile="short")
    return replace(game, rounds=(replace(game.rounds[0], totals=totals),), end=end)
