"""Simulated rounds under the clue model: votes drawn with numpy, scored by `score_rounds`."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from explorer.clue_model import ClueModel
from explorer.errors import DixitError
from explorer.exact import second_vote_rate
from explorer.model import Outcome
from explorer.ruleset import Ruleset
from explorer.vectorised import OUTCOME_CODES, score_rounds

MAX_ROUNDS = 20_000_000
CHUNK_CELLS = 3_600_000  # rounds × players² per chunk: ~40 MB of working arrays at most


def default_chunk(players: int) -> int:
    """Rounds per chunk: 100,000 at 6 players, fewer at bigger tables (bounded memory)."""
    return max(5_000, min(100_000, CHUNK_CELLS // players**2))


MAX_POINTS = 16  # no role can score more than this in one round (4 + bonus + extra)

Seed = int | np.random.Generator | None


def rng_from(seed: Seed) -> np.random.Generator:
    return seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)


def _pick(rng: np.random.Generator, weights: np.ndarray, allowed: np.ndarray) -> np.ndarray:
    """One card per row, with probability proportional to weights over allowed cards."""
    w = weights * allowed
    # rows whose allowed cards all have zero weight (gamma underflow at tiny α): equal pull
    w = np.where((w.sum(axis=1) > 0)[:, None], w, allowed.astype(float))
    cum = np.cumsum(w, axis=1)
    u = rng.random(len(w)) * cum[:, -1]
    idx = (cum <= u[:, None]).sum(axis=1)
    out: np.ndarray = np.minimum(idx, w.shape[1] - 1)
    # guard against rounding: never land on a card with no weight
    bad = ~allowed[np.arange(len(w)), out]
    if bad.any():
        out[bad] = np.argmax(allowed[bad], axis=1)
    return out


def _equal_pull_votes(
    rng: np.random.Generator,
    votes: np.ndarray,
    found: np.ndarray,
    second: np.ndarray | None,
    h: int,
) -> None:
    """Equal pull: each decoy vote is uniform over the other voters' cards (in place)."""
    rounds, n, _ = votes.shape
    v = n - 1
    allowed = (v - 1) * h
    # card index among the allowed cards, then the owner skips the voter's own seat
    first = rng.integers(allowed, size=(rounds, v))
    rel = first // h  # 0..v-2: index among the other voters
    seat = np.arange(1, n)[None, :]
    owner1 = 1 + rel + (1 + rel >= seat)
    votes[:, 1:, 0] = np.where(found, 0, owner1)
    if second is None:
        return
    # a finder's second vote: any allowed card; a non-finder's: a different card than the first
    alt = rng.integers(allowed - 1, size=(rounds, v))
    alt = alt + (alt >= first)
    card2 = np.where(found, first, alt)
    rel2 = card2 // h
    owner2 = 1 + rel2 + (1 + rel2 >= seat)
    votes[:, 1:, 1] = np.where(second, owner2, -1)


def _inverse_cdf(cum: np.ndarray, u: np.ndarray) -> np.ndarray:
    """Index of the first cumulative weight above u: cum [rows, d], u [rows, k] → [rows, k].
    A loop over the few cards beats a 3-D comparison reduced over a short axis."""
    idx = np.zeros(u.shape, dtype=np.int64)
    for c in range(cum.shape[1] - 1):
        idx += u >= cum[:, c : c + 1]
    return idx


Segment = tuple[np.ndarray, np.ndarray]  # [start, end) card indices, one per (round, voter)


def _draw_excluding(
    rng: np.random.Generator, weights: np.ndarray, segments: list[Segment]
) -> np.ndarray:
    """For every (round, voter): a card drawn with probability proportional to the round's
    weights, never inside the excluded segments (disjoint, in increasing order).

    Exact and without rejection: draw a point on the weight line with the excluded stretches
    cut out, then put the stretches back (shifting the point past each one it reaches)."""
    rounds, d = weights.shape
    cum = np.zeros((rounds, d + 1))
    np.cumsum(weights, axis=1, out=cum[:, 1:])
    voters = max(seg[0].shape[-1] for seg in segments)
    shape = (rounds, voters)

    def at(col: np.ndarray) -> np.ndarray:
        # a 1-D column per voter (the same in every round) is a plain, faster, gather
        out: np.ndarray = cum[:, col] if col.ndim == 1 else np.take_along_axis(cum, col, axis=1)
        return out

    bounds = [(at(start), at(end)) for start, end in segments]
    cut = sum((hi - lo for lo, hi in bounds), np.zeros(shape))
    x = rng.random(shape) * (cum[:, -1:] - cut)
    for lo, hi in bounds:
        x = np.where(x >= lo, x + (hi - lo), x)
    idx = _inverse_cdf(cum[:, 1:], x)
    # rounding, or no weight left outside the segments (gamma underflow at tiny α): redraw
    # those few directly among the allowed cards
    bad = np.zeros(shape, dtype=bool)
    for start, end in segments:
        bad |= (idx >= start) & (idx < end)
    if bad.any():
        r, j = np.nonzero(bad)
        allowed = np.ones((len(r), d), dtype=bool)
        cards = np.arange(d)[None, :]
        for start, end in segments:
            lo_c = start[j] if start.ndim == 1 else start[r, j]
            hi_c = end[j] if end.ndim == 1 else end[r, j]
            allowed &= ~((cards >= lo_c[:, None]) & (cards < hi_c[:, None]))
        idx[r, j] = _pick(rng, weights[r], allowed)
    return idx


def sample_votes(
    ruleset: Ruleset, players: int, model: ClueModel, rounds: int, seed: Seed
) -> np.ndarray:
    """Votes for `rounds` rounds with the storyteller in seat 0: int array [rounds, players, M]
    of card owners (−1: no vote), M = the ruleset's votes per voter at this player count."""
    ruleset.check_players(players)
    rng = rng_from(seed)
    n, v = players, players - 1
    h = ruleset.cards_handed_in(n)
    m = ruleset.max_votes(n)
    q2 = second_vote_rate(ruleset, n, model)
    d = v * h  # decoy cards; card c belongs to seat 1 + c // h
    owner = 1 + np.arange(d) // h
    p = model.sample_p(rng, rounds)
    found_all = rng.random((rounds, v)) < p[:, None]
    second_all = rng.random((rounds, v)) < q2 if q2 > 0 else None
    votes = np.full((rounds, n, m), -1, dtype=np.int64)
    if model.equal_pull:
        _equal_pull_votes(rng, votes, found_all, second_all, h)
        return votes
    weights = model.decoy_weights(rng, rounds, d)
    own = (np.arange(v) * h, np.arange(v) * h + h)  # voter j's cards: [jh, jh + h)
    first = _draw_excluding(rng, weights, [own])
    votes[:, 1:, 0] = np.where(found_all, 0, owner[first])
    if second_all is not None:
        # a finder's second vote is any decoy but their own; a non-finder's avoids the first
        # too (an empty segment [0, 0) for finders)
        f_start = np.where(found_all, 0, first)
        f_end = np.where(found_all, 0, first + 1)
        own_start = np.broadcast_to(own[0], (rounds, v))
        own_end = np.broadcast_to(own[1], (rounds, v))
        before = f_start < own_start
        lo = (np.where(before, f_start, own_start), np.where(before, f_end, own_end))
        hi = (np.where(before, own_start, f_start), np.where(before, own_end, f_end))
        other = _draw_excluding(rng, weights, [lo, hi])
        card2 = np.where(found_all, first, other)
        votes[:, 1:, 1] = np.where(second_all, owner[card2], -1)
    return votes


@dataclass(frozen=True)
class RoundsSummary:
    """Simulated round statistics: counts, point histograms (index = points) and means."""

    ruleset_id: str
    players: int
    model: ClueModel
    rounds: int
    seed: int | None
    outcome_counts: dict[Outcome, int]
    finder_counts: tuple[int, ...]
    storyteller_hist: tuple[int, ...]
    voter_hist: tuple[int, ...]  # pooled over every voter of every round
    storyteller_mean: float
    storyteller_se: float
    voter_mean: float
    voter_se: float

    @property
    def outcomes(self) -> dict[Outcome, float]:
        return {o: c / self.rounds for o, c in self.outcome_counts.items()}


def _mean_se(hist: np.ndarray) -> tuple[float, float]:
    total = hist.sum()
    x = np.arange(len(hist))
    mean = float((hist * x).sum() / total)
    var = float((hist * (x - mean) ** 2).sum() / max(total - 1, 1))
    return mean, math.sqrt(var / total)


def check_rounds(rounds: object) -> int:
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
        raise DixitError(
            f"the number of rounds must be a whole number of at least 1, not {rounds!r}."
        )
    if rounds > MAX_ROUNDS:
        raise DixitError(f"at most {MAX_ROUNDS:,} rounds at a time (asked for {rounds:,}).")
    return rounds


def simulate_rounds(
    ruleset: Ruleset,
    players: int,
    model: ClueModel,
    rounds: int,
    seed: Seed = 0,
    *,
    chunk: int | None = None,
) -> RoundsSummary:
    """Simulate `rounds` rounds in chunks (bounded memory). `seed`: an int (or None) or a
    numpy Generator; the same seed gives the same result."""
    check_rounds(rounds)
    ruleset.check_players(players)
    rng = rng_from(seed)
    chunk = chunk or default_chunk(players)
    v = players - 1
    outcomes = np.zeros(3, dtype=np.int64)
    finders = np.zeros(v + 1, dtype=np.int64)
    st_hist = np.zeros(MAX_POINTS + 1, dtype=np.int64)
    voter_hist = np.zeros(MAX_POINTS + 1, dtype=np.int64)
    sums = np.zeros(2)  # per-round mean of the voters' points: sum and sum of squares
    done = 0
    while done < rounds:
        size = min(chunk, rounds - done)
        votes = sample_votes(ruleset, players, model, size, rng)
        scored = score_rounds(ruleset, np.zeros(size, dtype=np.int64), votes, check=False)
        pts = scored.points
        outcomes += np.bincount(scored.outcome, minlength=3)
        finders += np.bincount(scored.finders, minlength=v + 1)
        st_hist += np.bincount(pts[:, 0], minlength=MAX_POINTS + 1)[: MAX_POINTS + 1]
        voter_hist += np.bincount(pts[:, 1:].ravel(), minlength=MAX_POINTS + 1)[: MAX_POINTS + 1]
        per_round = pts[:, 1:].mean(axis=1)
        sums += (per_round.sum(), (per_round**2).sum())
        done += size
    st_mean, st_se = _mean_se(st_hist)
    # voters in one round are correlated: the standard error comes from per-round means
    vo_mean = float(sums[0] / rounds)
    vo_var = max(float(sums[1] / rounds) - vo_mean**2, 0.0) * rounds / max(rounds - 1, 1)
    vo_se = math.sqrt(vo_var / rounds)
    return RoundsSummary(
        ruleset_id=ruleset.id,
        players=players,
        model=model,
        rounds=rounds,
        seed=seed if isinstance(seed, int) else None,
        outcome_counts={o: int(outcomes[i]) for i, o in enumerate(OUTCOME_CODES)},
        finder_counts=tuple(int(x) for x in finders),
        storyteller_hist=tuple(int(x) for x in st_hist),
        voter_hist=tuple(int(x) for x in voter_hist),
        storyteller_mean=st_mean,
        storyteller_se=st_se,
        voter_mean=vo_mean,
        voter_se=vo_se,
    )
