"""Whole games, vectorised over many games: deal, turns with a rotating storyteller, refills
from the pile (through `explorer.rules.endgame.refill`, so the pile ends games exactly as the
rules say), the score target, reshuffled discards, and who wins. Each game ends as the whole-game
core (`explorer.round.game`) ends it: its end reason is the first of the core's `GameEnd.reasons`,
and a test plays the same rounds through the core and the vectorised games and finds the same
totals, ends and winners (`tests/lab/test_games_core.py`).

Every game at the same table uses the same number of cards each turn, so the pile and discard
counts are the same in every game: they are the table's one pile schedule
(`explorer.rules.endgame.pile_schedule`), while the scores are arrays over games. The first
storyteller is seat 0; the role passes to seat 1, 2, ...
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from explorer.errors import SimulationError
from explorer.i18n import _, number, tr
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import table_points
from explorer.lab.result import OfRuleset
from explorer.lab.rounds import (
    Scorer,
    Seed,
    count_text,
    default_chunk,
    draw_round_votes,
    rng_from,
)
from explorer.rules.endgame import END_REASONS as GAME_END_REASONS
from explorer.rules.endgame import pile_schedule
from explorer.rules.ruleset import Ruleset
from explorer.text.numbers import is_whole

MAX_GAMES = 2_000_000
MAX_TURNS = 2_000
ALMOST_NEVER = 1e-6  # a chance that every game ends within MAX_TURNS below this: refused
MIN_CHUNK = 5_000  # games per chunk at least: fewer makes the per-turn Python work show
# The one end model's reasons (`explorer.rules.endgame.END_REASONS`; a game's code is the index of
# its first reason), as the lab's tables, charts and files have always named them
EXPORTED_REASONS = {"target": "score_target", "pile": "deck"}
END_REASONS = tuple(EXPORTED_REASONS[r] for r in GAME_END_REASONS)  # end_reason array values
BY_TARGET, BY_PILE = GAME_END_REASONS.index("target"), GAME_END_REASONS.index("pile")


@dataclass(frozen=True, eq=False)
class GamesSummary(OfRuleset):
    """Simulated games: one entry per game, and summaries of them (arrays: compare the fields
    with numpy, not the summaries with ==)."""

    ruleset: Ruleset = field(repr=False)
    players: int
    deck: int
    model: ClueModel
    seed: int | None
    turns: np.ndarray  # [G] turns played
    end_reason: np.ndarray  # [G] index into END_REASONS
    scores: np.ndarray  # [G, players] final scores, seat 0 told the first clue

    @property
    def games(self) -> int:
        return len(self.turns)

    @property
    def winners(self) -> np.ndarray:
        """[G, players] True for every seat with the highest score (ties share the win)."""
        out: np.ndarray = self.scores == self.scores.max(axis=1, keepdims=True)
        return out

    @property
    def shared_wins(self) -> int:
        return int((self.winners.sum(axis=1) > 1).sum())

    @property
    def margin(self) -> np.ndarray:
        """Winner's lead over the next best player (0 for a shared win)."""
        top2 = np.sort(self.scores, axis=1)[:, -2:]
        out: np.ndarray = top2[:, 1] - top2[:, 0]
        return out

    @property
    def win_chance_by_seat(self) -> np.ndarray:
        """Each seat's share of the wins: a win shared by k players counts 1/k to each, so
        the shares add up to 1 and a fair game gives every seat 1/players."""
        w = self.winners
        k = w.sum(axis=1)
        out = np.zeros(self.players)
        for ties in np.unique(k):  # at most `players` passes, no [games, players] floats
            out += w[k == ties].sum(axis=0) / ties
        result: np.ndarray = out / self.games
        return result

    @property
    def end_reason_counts(self) -> dict[str, int]:
        counts = np.bincount(self.end_reason, minlength=len(END_REASONS))
        return {r: int(counts[i]) for i, r in enumerate(END_REASONS)}

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset_id,
            "players": self.players,
            "deck": self.deck,
            "games": self.games,
            "seed": self.seed,
            "model": {
                "mean": self.model.mean,
                "spread": self.model.spread,
                "alpha": None if self.model.equal_pull else self.model.alpha,
                "q": self.model.q,
            },
            "turns": {
                "min": int(self.turns.min()),
                "max": int(self.turns.max()),
                "mean": float(self.turns.mean()),
                "histogram": {str(t): int(c) for t, c in enumerate(np.bincount(self.turns)) if c},
            },
            "end_reason": self.end_reason_counts,
            "final_score_mean_by_seat": [float(x) for x in self.scores.mean(axis=0)],
            "winner_score_mean": float(self.scores.max(axis=1).mean()),
            "winner_margin_mean": float(self.margin.mean()),
            "shared_wins": self.shared_wins,
            "win_chance_by_seat": [float(x) for x in self.win_chance_by_seat],
        }


def check_deck(ruleset: Ruleset, deck: int | None) -> int:
    if deck is None:
        return ruleset.decks[0]
    if deck not in ruleset.decks:
        offered = ", ".join(number(d) for d in ruleset.decks)
        raise SimulationError(
            _("{edition} is played with a deck of {offered} cards, not {deck}.").format(
                edition=tr(ruleset.name), offered=offered, deck=deck
            )
        )
    return deck


def check_games(games: object) -> int:
    if not is_whole(games) or games < 1:
        raise SimulationError(
            _("the number of games must be a whole number of at least 1, not {value}.").format(
                value=repr(games)[:40]
            )
        )
    if games > MAX_GAMES:
        raise SimulationError(
            _("at most {most} games at a time (asked for {asked}).").format(
                most=number(MAX_GAMES), asked=count_text(games)
            )
        )
    return games


def check_ends(
    ruleset: Ruleset, players: int, model: ClueModel, games: int, pile_limit: int | None
) -> None:
    """SimulationError, before a game is played, when the games cannot all end: no score
    target and a pile that never ends a game, or a score target that nobody can reach (or
    that the table almost surely does not reach within MAX_TURNS turns) and a pile that never
    ends a game. `pile_limit`: after how many turns the pile ends every game (None: never).

    Points are never negative, so a game reaches the target only when the whole table has
    scored it: the chance of that within MAX_TURNS turns is at most the table's expected
    points in those turns over the target (Markov), and games are independent."""
    if pile_limit is not None:
        return
    target = ruleset.end_conditions.score_target
    if target is None:
        raise SimulationError(
            _("this ruleset never ends a game: no score target and an endless pile.")
        )
    high = table_points(ruleset, players, model)[1]
    if high <= 0.0:
        raise SimulationError(
            _(
                "no game would ever end: with these rules and this clue model nobody scores a "
                "point at {players} players, so nobody reaches the score target of {target}, "
                "and the pile never ends a game."
            ).format(players=number(players), target=number(target))
        )
    reach = min(1.0, high * MAX_TURNS / target)
    if reach**games < ALMOST_NEVER:
        raise SimulationError(
            _(
                "the games would almost surely not end: with these rules and this clue model "
                "the whole table scores {points} points a turn on average at {players} "
                "players, too few to reach the score target of {target} within {turns} "
                "turns, and the pile never ends a game."
            ).format(
                points=number(high, 2),
                players=number(players),
                target=number(target),
                turns=number(MAX_TURNS),
            )
        )


def simulate_games(
    ruleset: Ruleset,
    players: int,
    model: ClueModel,
    games: int,
    seed: Seed = 0,
    *,
    deck: int | None = None,
    chunk: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> GamesSummary:
    """Play `games` whole games (in chunks, for bounded memory); same seed, same games.

    `progress(done, games)` is called after each chunk (it may raise to stop the run).
    `chunk`: games played side by side, by default 20,000 at 3 players down to 5,000 at 12:
    the working arrays stay a few MB (bigger chunks were no faster and, in a long-lived
    server, leave more memory held by the allocator)."""
    check_games(games)
    ruleset.check_players(players)
    deck = check_deck(ruleset, deck)
    schedule = pile_schedule(ruleset, players, deck, MAX_TURNS)
    target = ruleset.end_conditions.score_target
    check_ends(
        ruleset, players, model, games, schedule[-1].turn if schedule[-1].ends_game else None
    )
    rng = rng_from(seed)
    chunk = chunk or max(MIN_CHUNK, default_chunk(players))
    n = players
    scorer = Scorer.of(ruleset, n)
    turns = np.zeros(games, dtype=np.int32)
    reason = np.zeros(games, dtype=np.int8)
    scores = np.zeros((games, n), dtype=np.int16)
    for start in range(0, games, chunk):
        stop = min(start + chunk, games)
        # the games still running, packed: their scores and their index in this chunk (packing
        # as games end keeps every per-turn operation on contiguous rows)
        sc = np.zeros((stop - start, n), dtype=np.int16)
        live = np.arange(stop - start)
        for step in schedule:
            st = (step.turn - 1) % n
            pts, _counts = scorer.points(draw_round_votes(ruleset, n, model, len(live), rng))
            # relative seat r (storyteller = 0) is absolute seat (r + st) % n: a roll
            sc += np.roll(pts, st, axis=1)
            hit = np.zeros(len(live), dtype=bool)
            if target is not None:
                np.any(sc >= target, axis=1, out=hit)
            ends = hit if not step.ends_game else np.ones(len(live), dtype=bool)
            if ends.any():
                done = start + live[ends]
                turns[done] = step.turn
                reason[done] = np.where(hit[ends], BY_TARGET, BY_PILE)  # the target first
                scores[done] = sc[ends]
                if ends.all():
                    live = live[:0]
                    break
                sc, live = sc[~ends], live[~ends]
        if len(live):
            raise SimulationError(
                _("games did not end within {turns} turns.").format(turns=number(MAX_TURNS))
            )
        if progress is not None:
            progress(stop, games)
    kept = seed if isinstance(seed, int) else None
    return GamesSummary(ruleset, players, deck, model, kept, turns, reason, scores)
