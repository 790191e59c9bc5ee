"""A playable game: the state machine, its actions, bots, cards and the resume code."""

from explorer.game.state import (
    Action,
    GameState,
    GiveClue,
    HandIn,
    NextTurn,
    Setup,
    Vote,
    apply,
    new_game,
    replay,
)

__all__ = [
    "Action",
    "GameState",
    "GiveClue",
    "HandIn",
    "NextTurn",
    "Setup",
    "Vote",
    "apply",
    "new_game",
    "replay",
]
