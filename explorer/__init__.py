"""Dixit Rules Explorer: the rules of every Dixit edition as data, and an exact, explained scorer.

Importable without Streamlit: use it from a notebook, a script or `python -m explorer`.
"""

from explorer.errors import DixitError, IllegalRound, OptionError, RulesetError
from explorer.game import GameState, IllegalAction, Setup, apply, new_game, replay
from explorer.loader import load_ruleset, load_ruleset_file, load_ruleset_text, load_rulesets
from explorer.ruleset import Ruleset
from explorer.scoring import Explanation, PlayerPoints, RoundResult, score_round

__all__ = [
    "DixitError",
    "Explanation",
    "GameState",
    "IllegalAction",
    "IllegalRound",
    "OptionError",
    "PlayerPoints",
    "RoundResult",
    "Ruleset",
    "RulesetError",
    "Setup",
    "apply",
    "load_ruleset",
    "load_ruleset_file",
    "load_ruleset_text",
    "load_rulesets",
    "new_game",
    "replay",
    "score_round",
]
