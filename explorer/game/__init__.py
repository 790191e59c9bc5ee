"""A playable game: set-up, the state and its moves (`actions` the values, `play` the rules that
apply them, `presses` what a page applies), bots, cards, the reveal's rows and what happened in
words (`debrief`, `news`) and the resume code. The score, the end and the winners are the
whole-game core's (`explorer.round.game`, its words `explorer.round.game_words`).

May import `errors`, `limits`, `i18n`, `text`, `rules` and `round`; nothing here imports
Streamlit or Plotly (the standings chart is `explorer.figures.practice`).
"""

from explorer.game.actions import Action, GiveClue, HandIn, NextTurn, Vote
from explorer.game.play import apply, new_game, replay
from explorer.game.setup import Setup
from explorer.game.state import GameState, TurnRecord
from explorer.rules.endgame import GameEnd

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
