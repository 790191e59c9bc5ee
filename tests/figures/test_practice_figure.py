"""The practice standings: twelve players, twelve distinct colours."""

from __future__ import annotations

from explorer.figures.colours import player_colours
from explorer.figures.practice import standings_figure
from explorer.game.actions import NextTurn
from explorer.game.bots import play_bots
from explorer.game.play import apply, new_game
from explorer.game.setup import Setup
from explorer.limits import MAX_PLAYERS


def test_every_player_up_to_twelve_has_a_colour_of_their_own() -> None:
    for n in range(1, MAX_PLAYERS + 1):
        colours = player_colours(n)
        assert len(colours) == n and len({c.lower() for c in colours}) == n


def test_a_twelve_player_standings_chart_uses_twelve_colours() -> None:
    names = tuple(f"P{i}" for i in range(12))
    state = play_bots(new_game(Setup("odyssey-2011", names, ("good",) * 12, 84, 2)))
    while state.phase != "over":
        state = play_bots(apply(state, NextTurn()))
    fig = standings_figure(state)
    assert len({t.line.color for t in fig.data}) == 12
