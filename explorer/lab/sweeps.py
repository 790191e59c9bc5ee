"""Sweeps: one edition's numbers over every player count it allows, or over its decks.

Each point of a sweep is exactly the single-count result: the exact sweep calls
`storyteller_expected` / `sweet_spot` at each count, and every simulated point is
`simulate_games` with the sweep's own seed (so one point equals a single simulation with the
same seed and settings). Only summaries (`GamesStats`) are kept.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import storyteller_expected, sweet_spot
from explorer.lab.games import check_deck, simulate_games
from explorer.lab.result import OfRuleset
from explorer.lab.settings import deck_for
from explorer.lab.summary import GamesStats, summarise
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.endgame import pile_turns
from explorer.rules.ruleset import Ruleset

Progress = Callable[[int, int], None]  # (points done, points in all)


def player_counts(ruleset: Ruleset) -> tuple[int, ...]:
    """The player counts the edition allows, within the lab's 3–12."""
    low = max(MIN_PLAYERS, ruleset.min_players)
    high = min(MAX_PLAYERS, ruleset.max_players)
    return tuple(range(low, high + 1))


@dataclass(frozen=True)
class ExactSweep(OfRuleset):
    """The storyteller's exact numbers at each player count: expected points at the model's
    mean p, the best p with the points it gives, and the forgiving range of p around it (the p
    keeping 90% of the best: `explorer.lab.forgiving`)."""

    ruleset: Ruleset = field(repr=False)
    players: tuple[int, ...]
    expected: tuple[float, ...]  # at the model's p
    best_p: tuple[float, ...]
    best_value: tuple[float, ...]
    forgiving: tuple[tuple[float, float] | None, ...] = ()


def exact_sweep(
    ruleset: Ruleset, model: ClueModel, grid: Sequence[float] | None = None
) -> ExactSweep:
    counts = player_counts(ruleset)
    curves = [sweet_spot(ruleset, n, model, grid) for n in counts]
    return ExactSweep(
        ruleset=ruleset,
        players=counts,
        expected=tuple(storyteller_expected(ruleset, n, model) for n in counts),
        best_p=tuple(c.best_p for c in curves),
        best_value=tuple(c.best_value for c in curves),
        forgiving=tuple(c.forgiving for c in curves),
    )


@dataclass(frozen=True)
class GamesSweep(OfRuleset):
    """Simulated whole games of one edition at several tables: `points[i]` was played with
    `players[i]` players on a deck of `decks[i]` cards."""

    ruleset: Ruleset = field(repr=False)
    over: str  # "players" or "deck"
    players: tuple[int, ...]
    decks: tuple[int, ...]
    points: tuple[GamesStats, ...]
    pile_turns: tuple[int | None, ...]  # where the pile ends every game after so many turns


def games_sweep(
    ruleset: Ruleset,
    model: ClueModel,
    games: int,
    seed: int,
    deck: int | None = None,
    *,
    progress: Progress | None = None,
) -> GamesSweep:
    """`games` games at every player count the edition allows, each with `seed`. A deck the
    edition is not played with gives way to its own first deck (as on the page)."""
    deck = deck_for(ruleset, deck)
    counts = player_counts(ruleset)
    points = []
    for i, n in enumerate(counts):
        if progress is not None:
            progress(i, len(counts))
        points.append(summarise(simulate_games(ruleset, n, model, games, seed, deck=deck)))
    return GamesSweep(
        ruleset,
        "players",
        counts,
        (deck,) * len(counts),
        tuple(points),
        tuple(pile_turns(ruleset, n, deck) for n in counts),
    )


def deck_sweep(
    ruleset: Ruleset,
    players: int,
    model: ClueModel,
    games: int,
    seed: int,
    *,
    progress: Progress | None = None,
) -> GamesSweep:
    """`games` games at `players` players on every deck the edition is played with."""
    ruleset.check_players(players)
    decks = tuple(check_deck(ruleset, d) for d in ruleset.decks)
    points = []
    for i, d in enumerate(decks):
        if progress is not None:
            progress(i, len(decks))
        points.append(summarise(simulate_games(ruleset, players, model, games, seed, deck=d)))
    return GamesSweep(
        ruleset,
        "deck",
        (players,) * len(decks),
        decks,
        tuple(points),
        tuple(pile_turns(ruleset, players, d) for d in decks),
    )
