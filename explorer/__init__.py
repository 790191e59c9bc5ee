"""Dixit Rules Explorer: the rules of every Dixit edition as data, and an exact, explained scorer.

Importable without Streamlit: use it from a notebook, a script or `python -m explorer`.
"""

from explorer.compare import Comparison, Verdict, compare_round
from explorer.errors import DixitError, IllegalRound, OptionError, RulesetError
from explorer.game import GameState, IllegalAction, Setup, apply, new_game, replay
from explorer.loader import load_ruleset, load_ruleset_file, load_ruleset_text, load_rulesets
from explorer.matrix import rules_matrix
from explorer.ruleset import Ruleset
from explorer.scoring import Explanation, PlayerPoints, RoundResult, score_round
from explorer.situation import Situation, SituationError

__all__ = [
    "Comparison",
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
    "Situation",
    "SituationError",
    "Verdict",
    "apply",
    "compare_round",
    "load_ruleset",
    "load_ruleset_file",
    "load_ruleset_text",
    "load_rulesets",
    "new_game",
    "replay",
    "rules_matrix",
    "score_round",
]
