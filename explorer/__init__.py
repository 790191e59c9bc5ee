"""Dixit Rules Explorer: the rules of every Dixit edition as data, and an exact, explained scorer.

Importable without Streamlit: use it from a notebook, a script or `python -m explorer`.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from explorer.errors import (
        ClueModelError,
        DixitError,
        IllegalAction,
        IllegalRound,
        ReadingError,
        RulesetError,
        SituationError,
    )
    from explorer.game.play import apply, new_game, replay
    from explorer.game.setup import Setup
    from explorer.game.state import GameState
    from explorer.lab.clue_model import ClueModel
    from explorer.lab.exact import ExactRound, exact_round, storyteller_heatmap, sweet_spot
    from explorer.lab.games import GamesSummary, simulate_games
    from explorer.lab.rounds import RoundsSummary, sample_votes, simulate_rounds
    from explorer.lab.vectorised import ScoredRounds, score_rounds
    from explorer.round.compare import Comparison, Verdict, compare_round
    from explorer.round.game import Game, PlayedRound
    from explorer.round.result import Explanation, PlayerPoints, RoundResult
    from explorer.round.scoring import score_round, score_situation
    from explorer.round.situation import Situation
    from explorer.rules.endgame import GameEnd
    from explorer.rules.files import (
        load_ruleset,
        load_ruleset_file,
        load_ruleset_text,
        load_rulesets,
    )
    from explorer.rules.matrix import rules_matrix
    from explorer.rules.ruleset import Ruleset

# The public API, imported on first use (PEP 562). Importing `explorer` itself does no work, so
# threads that import different parts of the engine at once (every visitor's script runs in its
# own thread of one server process) never wait on each other through this package: with the
# eager imports a cold server under a class of thirty hit Python's import-deadlock detector.
_PUBLIC = {
    "ClueModel": "explorer.lab.clue_model",
    "ClueModelError": "explorer.errors",
    "Comparison": "explorer.round.compare",
    "DixitError": "explorer.errors",
    "ExactRound": "explorer.lab.exact",
    "Explanation": "explorer.round.result",
    "Game": "explorer.round.game",
    "GameEnd": "explorer.rules.endgame",
    "GameState": "explorer.game.state",
    "GamesSummary": "explorer.lab.games",
    "IllegalAction": "explorer.errors",
    "IllegalRound": "explorer.errors",
    "PlayedRound": "explorer.round.game",
    "PlayerPoints": "explorer.round.result",
    "ReadingError": "explorer.errors",
    "RoundResult": "explorer.round.result",
    "RoundsSummary": "explorer.lab.rounds",
    "Ruleset": "explorer.rules.ruleset",
    "RulesetError": "explorer.errors",
    "ScoredRounds": "explorer.lab.vectorised",
    "Setup": "explorer.game.setup",
    "Situation": "explorer.round.situation",
    "SituationError": "explorer.errors",
    "Verdict": "explorer.round.compare",
    "apply": "explorer.game.play",
    "compare_round": "explorer.round.compare",
    "exact_round": "explorer.lab.exact",
    "load_ruleset": "explorer.rules.files",
    "load_ruleset_file": "explorer.rules.files",
    "load_ruleset_text": "explorer.rules.files",
    "load_rulesets": "explorer.rules.files",
    "new_game": "explorer.game.play",
    "replay": "explorer.game.play",
    "rules_matrix": "explorer.rules.matrix",
    "sample_votes": "explorer.lab.rounds",
    "score_round": "explorer.round.scoring",
    "score_situation": "explorer.round.scoring",
    "score_rounds": "explorer.lab.vectorised",
    "simulate_games": "explorer.lab.games",
    "simulate_rounds": "explorer.lab.rounds",
    "storyteller_heatmap": "explorer.lab.exact",
    "sweet_spot": "explorer.lab.exact",
}


def __getattr__(name: str) -> Any:
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module 'explorer' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "ClueModel",
    "ClueModelError",
    "Comparison",
    "DixitError",
    "ExactRound",
    "Explanation",
    "Game",
    "GameEnd",
    "GameState",
    "GamesSummary",
    "IllegalAction",
    "IllegalRound",
    "PlayedRound",
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
    "score_situation",
    "simulate_games",
    "simulate_rounds",
    "storyteller_heatmap",
    "sweet_spot",
]
