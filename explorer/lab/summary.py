"""Whole games boiled down to a few small numbers: what the lab keeps, shares and exports.

`simulate_games` returns a `GamesSummary` holding one entry per game ([games, players] arrays:
2.4 MB at 100,000 games of 12). The page, its cache and its downloads only ever need
histograms and means, so `summarise` turns one into a `GamesStats` of tuples (a few hundred
bytes, immutable, safe to hand to every visitor at once). Each simulated figure comes with its
spread: a standard error (how far the mean could move with other seeds) and, for game length
and the winner's margin, the whole histogram (how much single games vary). Each figure is also
an `explorer.lab.stats.Estimate` with its 95% interval (`turns`, `margin`, `winner_score`,
`end_estimate`, `seat_gap`), the one vocabulary every sentence, table and chart reads.

A game is *degenerate* when the pile ends it after one or two turns whatever happens (12 players
on 84 cards): labelled as such, and kept out of "shortest" and "longest" unless asked for.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from explorer.lab import stats
from explorer.lab.clue_model import ClueModel
from explorer.lab.games import GamesSummary, simulate_games
from explorer.lab.result import OfRuleset
from explorer.lab.stats import Z95, Estimate
from explorer.rules.endgame import pile_turns
from explorer.rules.ruleset import Ruleset

__all__ = ["DEGENERATE_TURNS", "Z95", "GamesStats", "as_stats", "games_stats", "summarise"]

DEGENERATE_TURNS = 2  # a pile that ends every game within this many turns makes no real game


def _hist_stats(counts: Sequence[int]) -> tuple[float, float]:
    """(mean, standard deviation) of a histogram whose index is the value."""
    c = np.asarray(counts, dtype=float)
    total = c.sum()
    if total <= 0:
        return 0.0, 0.0
    x = np.arange(len(c))
    mean = float((c * x).sum() / total)
    var = float((c * (x - mean) ** 2).sum() / max(total - 1.0, 1.0))
    return mean, math.sqrt(var)


def _quantile(counts: Sequence[int], q: float) -> int:
    cum = np.cumsum(np.asarray(counts))
    return int(np.searchsorted(cum, q * cum[-1], side="left")) if len(cum) and cum[-1] else 0


@dataclass(frozen=True)
class GamesStats(OfRuleset):
    """The summaries of `games` simulated games (no per-game arrays)."""

    ruleset: Ruleset = field(repr=False)
    players: int
    deck: int
    model: ClueModel
    seed: int | None
    games: int
    turn_counts: tuple[int, ...]  # games that lasted t turns, t = index
    end_reason_counts: dict[str, int]
    margin_counts: tuple[int, ...]  # games won by a lead of m points, m = index
    winner_score_mean: float
    winner_score_sd: float
    shared_wins: int
    win_chance_by_seat: tuple[float, ...]
    score_mean_by_seat: tuple[float, ...]

    # --- game length ---
    @property
    def turns_mean(self) -> float:
        return _hist_stats(self.turn_counts)[0]

    @property
    def turns_sd(self) -> float:
        return _hist_stats(self.turn_counts)[1]

    @property
    def turns_se(self) -> float:
        return self.turns_sd / math.sqrt(self.games)

    @property
    def turns_min(self) -> int:
        return next(t for t, c in enumerate(self.turn_counts) if c)

    @property
    def turns_max(self) -> int:
        return len(self.turn_counts) - 1

    def turns_quantile(self, q: float) -> int:
        return _quantile(self.turn_counts, q)

    @property
    def turns(self) -> Estimate:
        """Mean turns with its interval."""
        return stats.mean(self.turns_mean, self.turns_se)

    @property
    def pile_limit(self) -> int | None:
        """After how many turns the pile ends every game at this table (None: never)."""
        return pile_turns(self.ruleset, self.players, self.deck)

    @property
    def degenerate(self) -> bool:
        """Whether the pile ends every game within DEGENERATE_TURNS turns."""
        limit = self.pile_limit
        return limit is not None and limit <= DEGENERATE_TURNS

    # --- how games end ---
    def end_share(self, reason: str) -> float:
        return self.end_reason_counts[reason] / self.games

    def end_share_se(self, reason: str) -> float:
        s = self.end_share(reason)
        return math.sqrt(s * (1.0 - s) / self.games)

    def end_estimate(self, reason: str) -> Estimate:
        """The share of games ended by `reason`, with its (Wilson) interval."""
        return stats.share(self.end_reason_counts[reason], self.games)

    @property
    def shared_share(self) -> Estimate:
        """The share of games whose win is shared, with its interval."""
        return stats.share(self.shared_wins, self.games)

    # --- the winner's score ---
    @property
    def winner_score_se(self) -> float:
        return self.winner_score_sd / math.sqrt(self.games)

    @property
    def winner_score(self) -> Estimate:
        return stats.mean(self.winner_score_mean, self.winner_score_se)

    # --- the winner's margin ---
    @property
    def margin_mean(self) -> float:
        return _hist_stats(self.margin_counts)[0]

    @property
    def margin_sd(self) -> float:
        return _hist_stats(self.margin_counts)[1]

    @property
    def margin_se(self) -> float:
        return self.margin_sd / math.sqrt(self.games)

    def margin_quantile(self, q: float) -> int:
        return _quantile(self.margin_counts, q)

    @property
    def margin(self) -> Estimate:
        """The winner's mean lead with its interval."""
        return stats.mean(self.margin_mean, self.margin_se)

    # --- seats ---
    @property
    def fair_share(self) -> float:
        return 1.0 / self.players

    def seat_se(self, seat: int) -> float:
        """Standard error of one seat's share of the wins (ties split: a slight overstatement)."""
        w = self.win_chance_by_seat[seat]
        return math.sqrt(max(w * (1.0 - w), 0.0) / self.games)

    def seat_share(self, seat: int, level: float = stats.LEVEL) -> Estimate:
        """Seat `seat`'s share of the wins with its (Wilson) interval at `level` (a shared win
        counts in part, as in `win_chance_by_seat`)."""
        return stats.share(self.win_chance_by_seat[seat] * self.games, self.games, level)

    def seat_gap(self, seat: int, level: float = stats.LEVEL) -> Estimate:
        """Seat `seat`'s share of the wins less a fair share (signed: below a fair share is
        negative), with its interval at `level`."""
        return stats.shifted(self.seat_share(seat, level), self.fair_share)

    @property
    def first_seat_gap(self) -> float:
        """Seat 1's (the first storyteller's) share of the wins less a fair share (signed)."""
        return self.win_chance_by_seat[0] - self.fair_share


def summarise(g: GamesSummary) -> GamesStats:
    """The summaries of simulated games, without their per-game arrays."""
    scores = g.scores
    top = scores.max(axis=1)
    return GamesStats(
        ruleset=g.ruleset,
        players=g.players,
        deck=g.deck,
        model=g.model,
        seed=g.seed,
        games=g.games,
        turn_counts=tuple(int(c) for c in np.bincount(g.turns)),
        end_reason_counts=g.end_reason_counts,
        margin_counts=tuple(int(c) for c in np.bincount(g.margin.astype(np.int64))),
        winner_score_mean=float(top.mean()),
        winner_score_sd=float(top.std(ddof=1)) if len(top) > 1 else 0.0,
        shared_wins=g.shared_wins,
        win_chance_by_seat=tuple(float(x) for x in g.win_chance_by_seat),
        score_mean_by_seat=tuple(float(x) for x in scores.mean(axis=0)),
    )


def games_stats(
    ruleset: Ruleset,
    players: int,
    model: ClueModel,
    games: int,
    seed: int,
    deck: int | None = None,
    *,
    progress: Callable[[int, int], None] | None = None,
) -> GamesStats:
    """`games` whole games (`simulate_games`) kept as their summary: the per-game arrays are
    freed at once."""
    return summarise(
        simulate_games(ruleset, players, model, games, seed, deck=deck, progress=progress)
    )


def as_stats(games: Sequence[GamesSummary | GamesStats]) -> list[GamesStats]:
    """Summaries for a mix of simulated games and summaries (these pass through)."""
    return [summarise(g) if isinstance(g, GamesSummary) else g for g in games]
