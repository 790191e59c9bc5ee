"""How long a simulation will take, before it runs: the lab asks for a Run press above a
threshold, and says how long to expect.

The cost is counted in seat-rounds (one player's part of one round): simulated rounds cost
rounds × players, whole games games × turns × players, where a game's turns come from the
rules (the pile's limit; the score target over the points the table scores a turn under the
clue model, computed exactly). Seconds per seat-round are measured
once per process on this machine (`calibrate`, ~0.1 s), so the estimate follows the hardware.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from explorer.i18n import _, number
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import table_points
from explorer.lab.games import MAX_TURNS, check_ends, simulate_games
from explorer.lab.rounds import simulate_rounds
from explorer.rules.endgame import pile_turns
from explorer.rules.ruleset import Ruleset

MEMORY_CEILING = 32_000_000  # bytes one lab run may hold at its peak (the biggest offered: ~10 MB)


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


@lru_cache(maxsize=2048)  # small keys, an int each: every page run asks for each table
def expected_turns(
    ruleset: Ruleset, players: int, deck: int, model: ClueModel, games: int = 1
) -> int:
    """A game's mean length, from above: the turn at which the table's mean score reaches the
    score target (the leader reaches it no later), from the points the table scores a turn
    under `model` (exact, or a lower bound), capped by the pile's limit and MAX_TURNS.

    SimulationError when `games` games under these rules cannot all end
    (`explorer.lab.games.check_ends`): the page says so instead of running them."""
    limit = pile_turns(ruleset, players, deck)
    check_ends(ruleset, players, model, games, limit)
    longest = limit or MAX_TURNS
    target = ruleset.end_conditions.score_target
    if target is None:
        return longest
    low = table_points(ruleset, players, model)[0]
    turns = target * players / low if low > 0.0 else math.inf
    return longest if turns >= longest else max(1, math.ceil(turns))


def rounds_work(players: int, rounds: int) -> float:
    return float(rounds * players)


def games_work(ruleset: Ruleset, players: int, deck: int, games: int, model: ClueModel) -> float:
    """Seat-turns of `games` whole games (SimulationError when they cannot all end)."""
    return float(games * expected_turns(ruleset, players, deck, model, games) * players)


def games_cells(
    ruleset: Ruleset, tables: Iterable[tuple[int, int]], games: int, model: ClueModel
) -> float:
    """Seat-turns of `games` whole games at each (players, deck) table (SimulationError when
    at one of them they cannot all end)."""
    return sum(games_work(ruleset, n, deck, games, model) for n, deck in tables)


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
