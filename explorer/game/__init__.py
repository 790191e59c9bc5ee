"""A playable game: set-up, the state machine and its actions, bots, cards and the resume code.

May import `explorer.rules`, `explorer.round` and `explorer.text`; nothing here imports
Streamlit or Plotly (the standings chart is `explorer.figures.practice`).
"""

from explorer.game.setup import Setup
from explorer.game.state import (
    Action,
    GameState,
    GiveClue,
    HandIn,
    NextTurn,
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
