"""How long a simulation will take, before it runs: the lab asks for a Run press above a
threshold, and says how long to expect.

The cost is counted in seat-rounds (one player's part of one round): simulated rounds cost
rounds × players, whole games games × turns × players. Seconds per seat-round are measured
once per process on this machine (`calibrate`, ~0.1 s), so the estimate follows the hardware.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import cache

from explorer.i18n import _, number
from explorer.lab.clue_model import ClueModel
from explorer.lab.games import MAX_TURNS, simulate_games
from explorer.lab.rounds import simulate_rounds
from explorer.lab.sweeps import pile_turns
from explorer.rules.ruleset import Ruleset

MEMORY_CEILING = 32_000_000  # bytes one lab run may hold at its peak (the biggest offered: ~10 MB)
TYPICAL_TURNS = 14  # a game to 30 points lasts 11-13 turns at 3-8 players (measured)


@dataclass(frozen=True)
class Rates:
    """Measured seconds per seat-round."""

    rounds: float
    games: float


@cache
def calibrate() -> Rates:
    """Time a small run of each kind on this machine (once per process)."""
    from explorer.rules.files import load_rulesets

    rs = next(r for r in load_rulesets() if r.supports(6))
    model = ClueModel(mean=0.5, spread=0.2, alpha=1.0, q=0.5)
    simulate_rounds(rs, 6, model, 2_000, 0)  # warm up
    t0 = time.perf_counter()
    simulate_rounds(rs, 6, model, 20_000, 0)
    per_round = (time.perf_counter() - t0) / (20_000 * 6)
    t0 = time.perf_counter()
    g = simulate_games(rs, 6, model, 2_000, 0)
    per_game = (time.perf_counter() - t0) / (float(g.turns.sum()) * 6)
    return Rates(per_round, per_game)


def expected_turns(ruleset: Ruleset, players: int, deck: int) -> int:
    """A game's length, roughly: the pile's limit, or a typical race to the score target."""
    limit = pile_turns(ruleset, players, deck) or MAX_TURNS
    if ruleset.end_conditions.score_target is None:
        return limit
    return min(limit, TYPICAL_TURNS)


def rounds_work(players: int, rounds: int) -> float:
    return float(rounds * players)


def games_work(ruleset: Ruleset, players: int, deck: int, games: int) -> float:
    return float(games * expected_turns(ruleset, players, deck) * players)


def seconds(rounds_cells: float = 0.0, games_cells: float = 0.0) -> float:
    rates = calibrate()
    return rounds_cells * rates.rounds + games_cells * rates.games


def describe(seconds_: float) -> str:
    """'about 3 s', 'about 2 min'."""
    if seconds_ < 1.0:
        return _("under a second")
    if seconds_ < 90:
        # TRANSLATORS: a duration, "about 3 s"
        return _("about {seconds} s").format(seconds=number(seconds_))
    # TRANSLATORS: a duration, "about 2 min"
    return _("about {minutes} min").format(minutes=number(seconds_ / 60))
