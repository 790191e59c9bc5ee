"""A playable game: set-up, the state and its moves (`actions` the values, `play` the rules that
apply them, `ending` how a turn ends the game, `presses` what a page applies), bots, cards,
the reveal's rows and sentences (`debrief`, `sentences`) and the resume code.

May import `errors`, `limits`, `i18n`, `text`, `rules` and `round`; nothing here imports
Streamlit or Plotly (the standings chart is `explorer.figures.practice`).
"""

from explorer.game.actions import Action, GiveClue, HandIn, NextTurn, Vote
from explorer.game.ending import GameEnd
from explorer.game.play import apply, new_game, replay
from explorer.game.setup import Setup
from explorer.game.state import GameState, TurnRecord

__all__ = [
    "Action",
    "GameEnd",
    "GameState",
    "GiveClue",
    "HandIn",
    "NextTurn",
    "Setup",
    "TurnRecord",
    "Vote",
    "apply",
    "new_game",
    "replay",
]
