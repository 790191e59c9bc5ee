"""Dixit Rules Explorer: the rules of every Dixit edition as data, and an exact, explained scorer.

Importable without Streamlit: use it from a notebook, a script or `python -m explorer`.
"""

from explorer.clue_model import ClueModel, ClueModelError
from explorer.compare import Comparison, Verdict, compare_round
from explorer.errors import DixitError, IllegalRound, OptionError, RulesetError
from explorer.exact import ExactRound, exact_round, storyteller_heatmap, sweet_spot
from explorer.game import GameState, IllegalAction, Setup, apply, new_game, replay
from explorer.loader import load_ruleset, load_ruleset_file, load_ruleset_text, load_rulesets
from explorer.matrix import rules_matrix
from explorer.ruleset import Ruleset
from explorer.scoring import Explanation, PlayerPoints, RoundResult, score_round
from explorer.simulate_games import GamesSummary, simulate_games
from explorer.simulate_rounds import RoundsSummary, sample_votes, simulate_rounds
from explorer.situation import Situation, SituationError
from explorer.vectorised import ScoredRounds, score_rounds

__all__ = [
    "ClueModel",
    "ClueModelError",
    "Comparison",
    "DixitError",
    "ExactRound",
    "Explanation",
    "GameState",
    "GamesSummary",
    "IllegalAction",
    "IllegalRound",
    "OptionError",
    "PlayerPoints",
    "RoundResult",
    "RoundsSummary",
    "Ruleset",
    "RulesetError",
    "ScoredRounds",
    "Setup",
    "Situation",
    "SituationError",
    "Verdict",
    "apply",
    "compare_round",
    "exact_round",
    "load_ruleset",
    "load_ruleset_file",
    "load_ruleset_text",
    "load_rulesets",
    "new_game",
    "replay",
    "rules_matrix",
    "sample_votes",
    "score_round",
    "score_rounds",
    "simulate_games",
    "simulate_rounds",
    "storyteller_heatmap",
    "sweet_spot",
]
