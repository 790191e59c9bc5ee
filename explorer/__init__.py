"""Dixit Rules Explorer: the rules of every Dixit edition as data, and an exact, explained scorer.

Importable without Streamlit: use it from a notebook, a script or `python -m explorer`.
"""

from explorer.errors import (
    ClueModelError,
    DixitError,
    IllegalAction,
    IllegalRound,
    ReadingError,
    RulesetError,
    SituationError,
)
from explorer.game.setup import Setup
from explorer.game.state import GameState, apply, new_game, replay
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import ExactRound, exact_round, storyteller_heatmap, sweet_spot
from explorer.lab.games import GamesSummary, simulate_games
from explorer.lab.rounds import RoundsSummary, sample_votes, simulate_rounds
from explorer.lab.vectorised import ScoredRounds, score_rounds
from explorer.round.compare import Comparison, Verdict, compare_round
from explorer.round.result import Explanation, PlayerPoints, RoundResult
from explorer.round.scoring import score_round
from explorer.round.situation import Situation
from explorer.rules.files import load_ruleset, load_ruleset_file, load_ruleset_text, load_rulesets
from explorer.rules.matrix import rules_matrix
from explorer.rules.ruleset import Ruleset

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
    "PlayerPoints",
    "ReadingError",
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
