"""Simulated rounds under the clue model: votes drawn with numpy, scored by `score_rounds`."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from explorer.errors import SimulationError
from explorer.i18n import _, number
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import second_vote_rate
from explorer.lab.result import OfRuleset
from explorer.lab.vectorised import OUTCOME_CODES, base_table
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import Outcome
from explorer.text.numbers import is_whole

MAX_ROUNDS = 20_000_000
CHUNK_CELLS = 360_000  # rounds × players² per chunk


def default_chunk(players: int) -> int:
    """Rounds per chunk: 10,000 at 6 players, 2,500 at 12. Small chunks keep the working
    arrays in the CPU cache (measured fastest) and memory bounded (a few MB)."""
    return max(2_500, min(20_000, CHUNK_CELLS // players**2))


MAX_POINTS = 16  # no role can score more than this in one round (4 + bonus + extra)

Seed = int | np.random.Generator | None


def rng_from(seed: Seed) -> np.random.Generator:
    """A Generator from a seed: a whole number ≥ 0, None (fresh entropy) or a Generator."""
    if isinstance(seed, np.random.Generator):
        return seed
    if seed is not None and (not is_whole(seed) or seed < 0):
        raise SimulationError(
            _("the seed must be a whole number of at least 0, not {value}.").format(
                value=repr(seed)[:40]
            )
        )
    return np.random.default_rng(seed)


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


def _equal_pull_draw(
    rng: np.random.Generator,
    found: np.ndarray,
    second: np.ndarray | None,
    n: int,
    h: int,
) -> Draw:
    """Equal pull: each decoy vote is uniform over the other voters' cards."""
    rounds = found.shape[0]
    v = n - 1
    allowed = (v - 1) * h
    # card index among the allowed cards, then the owner skips the voter's own seat
    first = rng.integers(allowed, size=(rounds, v))
    rel = first // h  # 0..v-2: index among the other voters
    seat = np.arange(1, n)[None, :]
    owner1 = 1 + rel + (1 + rel >= seat)
    if second is None:
        return Draw(found, owner1, None, None)
    # a finder's second vote: any allowed card; a non-finder's: a different card than the first
    alt = rng.integers(allowed - 1, size=(rounds, v))
    alt = alt + (alt >= first)
    card2 = np.where(found, first, alt)
    rel2 = card2 // h
    owner2 = 1 + rel2 + (1 + rel2 >= seat)
    return Draw(found, owner1, second, owner2)


def _cumulative(weights: np.ndarray) -> np.ndarray:
    """[rows, d + 1] running sums of the weights, from 0. Column by column: numpy's cumsum
    along a short axis is several times slower than d additions of whole columns."""
    rows, d = weights.shape
    cum = np.empty((rows, d + 1))
    cum[:, 0] = 0.0
    cum[:, 1] = weights[:, 0]
    for c in range(1, d):
        np.add(cum[:, c], weights[:, c], out=cum[:, c + 1])
    return cum


def _inverse_cdf(cum: np.ndarray, u: np.ndarray) -> np.ndarray:
    """Card index of points u [rows, k] on the weight line with boundaries cum [rows, d + 1]
    (cum[:, 0] = 0): how many inner boundaries lie at or below u (uint8: at most 255 cards).
    A loop over the few cards beats a 3-D comparison reduced over a short axis."""
    idx = np.zeros(u.shape, dtype=np.uint8)
    for c in range(1, cum.shape[1] - 1):
        idx += u >= cum[:, c : c + 1]
    return idx


Segment = tuple[np.ndarray, np.ndarray]  # [start, end) card indices, one per (round, voter)


def _columns(cum: np.ndarray, col: np.ndarray) -> np.ndarray:
    """cum at card boundary `col`: one column per voter (the same in every round), or one
    per (round, voter)."""
    rows, width = cum.shape
    if col.ndim == 2:  # a flat gather: several times faster than take_along_axis
        flat: np.ndarray = cum.ravel()[(np.arange(rows) * width)[:, None] + col]
        return flat
    step = int(col[1] - col[0]) if len(col) > 1 else 1
    if step > 0 and (np.diff(col) == step).all():  # evenly spaced: a view, no copy
        view: np.ndarray = cum[:, int(col[0]) : int(col[-1]) + 1 : step]
        return view
    gathered: np.ndarray = cum[:, col]
    return gathered


def _draw_excluding(
    rng: np.random.Generator,
    weights: np.ndarray,
    segments: list[Segment],
    *,
    cum: np.ndarray | None = None,
) -> np.ndarray:
    """For every (round, voter): a card drawn with probability proportional to the round's
    weights, never inside the excluded segments (disjoint; empty ones allowed; any order).
    `cum`: the weights' `_cumulative`, when the caller has it already.

    Exact and without rejection: one uniform draw per voter, as a point x on the weight line
    with the excluded stretches cut out. On that cut line a segment starts at its own start
    less the widths of the segments before it; x moves up by the width of every segment
    starting at or below it, which puts it back on the whole line, and the card is found by
    inverse CDF."""
    rounds, d = weights.shape
    if cum is None:
        cum = _cumulative(weights)
    voters = max(seg[0].shape[-1] for seg in segments)
    shape = (rounds, voters)
    starts = [_columns(cum, start) for start, _end in segments]
    widths = [_columns(cum, end) - lo for lo, (_start, end) in zip(starts, segments, strict=True)]
    cut = widths[0]
    for width in widths[1:]:
        cut = cut + width
    left = cum[:, -1:] - cut  # the weight a voter may vote for
    x = rng.random(shape)
    x *= left
    if len(segments) == 1:  # one cut: x moves up past it, no running shift to keep
        x += widths[0] * (x >= starts[0])
    else:
        shift = np.zeros(shape)
        for seg, (lo, width) in enumerate(zip(starts, widths, strict=True)):
            at = lo
            for other, (other_lo, other_width) in enumerate(zip(starts, widths, strict=True)):
                if other != seg:
                    at = at - other_width * (other_lo < lo)
            shift += width * (x >= at)
        x += shift
    idx = _inverse_cdf(cum, x)
    # rounding, or no weight left outside the segments (gamma underflow at tiny α): redraw
    # those few directly among the allowed cards
    bad = left <= 0.0
    if bad.shape != shape:
        bad = np.broadcast_to(bad, shape).copy()
    for start, end in segments:
        if start.ndim == 1 and (end - start == 1).all():
            bad |= idx == start
        else:
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
    return idx  # uint8: at most 255 cards


@dataclass(frozen=True)
class Draw:
    """One chunk of rounds as drawn, storyteller in seat 0, voters in seats 1..v (arrays
    [rounds, v], column j for seat j + 1): who found the card, the seat of each non-finder's
    first vote, who cast a second vote (None: nobody can) and its seat."""

    found: np.ndarray
    first: np.ndarray  # the decoy owner a voter's first vote is on (finders: unused)
    second: np.ndarray | None
    second_owner: np.ndarray | None  # where a second vote goes (unused where none is cast)


def draw_round_votes(
    ruleset: Ruleset, players: int, model: ClueModel, rounds: int, rng: np.random.Generator
) -> Draw:
    """The random part of `rounds` rounds (what `sample_votes` turns into a vote array)."""
    n, v = players, players - 1
    h = ruleset.cards_handed_in(n)
    q2 = second_vote_rate(ruleset, n, model)
    d = v * h  # decoy cards; card c belongs to seat 1 + c // h
    p = model.sample_p(rng, rounds)
    found_all = rng.random((rounds, v)) < p[:, None]
    second_all = rng.random((rounds, v)) < q2 if q2 > 0 else None
    if model.equal_pull:
        return _equal_pull_draw(rng, found_all, second_all, n, h)
    # Dirichlet weights up to a factor per round, which the draws below do not need
    weights = model.decoy_pull(rng, rounds, d)
    cum = _cumulative(weights)
    own = (np.arange(v) * h, np.arange(v) * h + h)  # voter j's cards: [jh, jh + h)
    first = _draw_excluding(rng, weights, [own], cum=cum)
    owner1 = 1 + (first if h == 1 else first // h)
    if second_all is None:
        return Draw(found_all, owner1, None, None)
    # a finder's second vote is the decoy drawn above (not their first vote: that is on the
    # storyteller's card); a non-finder's avoids their own cards and their first one
    taken = (first, first + ~found_all)  # empty for finders (unused for them)
    card2 = _draw_excluding(rng, weights, [own, taken], cum=cum)
    card2 = np.where(found_all, first, card2)
    return Draw(found_all, owner1, second_all, 1 + (card2 if h == 1 else card2 // h))


def sample_votes(
    ruleset: Ruleset, players: int, model: ClueModel, rounds: int, seed: Seed
) -> np.ndarray:
    """Votes for `rounds` rounds with the storyteller in seat 0: int array [rounds, players, M]
    of card owners (−1: no vote), M = the ruleset's votes per voter at this player count."""
    ruleset.check_players(players)
    rng = rng_from(seed)
    draw = draw_round_votes(ruleset, players, model, rounds, rng)
    votes = np.full((rounds, players, ruleset.max_votes(players)), -1, dtype=np.int64)
    votes[:, 1:, 0] = np.where(draw.found, 0, draw.first)
    if draw.second is not None and draw.second_owner is not None:
        # (owners may be uint8: widen before −1 meets them)
        votes[:, 1:, 1] = np.where(draw.second, draw.second_owner.astype(np.int64), -1)
    return votes


@dataclass(frozen=True)
class Scorer:
    """What scoring a round at one table needs, worked out once (not once per chunk)."""

    players: int
    table: np.ndarray  # base points [k, role]: role 0 storyteller, 1 finder, 2 other voter
    per_vote: int
    cap: int | None
    extra: int  # a finder's extra points (0: none at this table)
    extra_any_finder: bool  # False: only a finder who cast a single vote gets them
    extra_inside_cap: bool = False  # True: the extra only fills what the capped bonus left

    @classmethod
    def of(cls, ruleset: Ruleset, players: int) -> Scorer:
        ef = ruleset.extra_at(players)  # None: no extra point at this table
        return cls(
            players,
            base_table(ruleset, players),
            ruleset.bonus_per_vote,
            ruleset.cap_at(players),
            ef.points if ef is not None else 0,
            ef is not None and ef.kind == "any-finder",
            ef is not None and ef.inside_cap,
        )

    def points(self, draw: Draw) -> tuple[np.ndarray, np.ndarray]:
        """(points [rounds, players] int16, finders [rounds]): what `score_rounds` gives for
        the votes `sample_votes` builds from this draw, without building them."""
        found = draw.found
        rounds, v = found.shape
        n = v + 1
        k = (found.view(np.uint8) @ np.ones(v, dtype=np.uint8)).astype(np.intp)
        # decoy votes received, by seat: one bincount over (round, seat); a finder's first
        # vote (on the storyteller's card) and a vote not cast go to a spare bin at the end
        spare = rounds * n
        base_idx = (np.arange(rounds, dtype=np.intp) * n)[:, None]
        slots = np.where(found, spare, base_idx + draw.first).ravel()
        if draw.second is not None and draw.second_owner is not None:
            two = np.where(draw.second, base_idx + draw.second_owner, spare).ravel()
            slots = np.concatenate([slots, two])
        received = np.bincount(slots, minlength=spare + 1)[:spare].reshape(rounds, n)
        bonus = received[:, 1:]
        if self.per_vote != 1:
            bonus = self.per_vote * bonus
        if self.cap is not None:
            bonus = np.minimum(bonus, self.cap)
        flat = self.table.ravel()
        out = np.empty((rounds, n), dtype=np.int16)
        out[:, 0] = flat[3 * k]
        voter = flat[(3 * k)[:, None] + 2 - found] + bonus
        if self.extra:
            gets = found if self.extra_any_finder or draw.second is None else found & ~draw.second
            extra = self.extra * gets
            if self.extra_inside_cap and self.cap is not None:
                extra = np.minimum(extra, self.cap - bonus)
            voter = voter + extra
        out[:, 1:] = voter
        return out, k


@dataclass(frozen=True)
class RoundsSummary(OfRuleset):
    """Simulated round statistics: counts, point histograms (index = points) and means."""

    ruleset: Ruleset = field(repr=False)
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


def count_text(n: int) -> str:
    """A count someone asked for, in the reader's style (an absurdly long one as it came, cut
    to 40 characters; `number` already writes numbers too large to group plainly)."""
    return number(n)[:40]


def check_rounds(rounds: object) -> int:
    if not is_whole(rounds) or rounds < 1:
        raise SimulationError(
            _("the number of rounds must be a whole number of at least 1, not {value}.").format(
                value=repr(rounds)[:40]
            )
        )
    if rounds > MAX_ROUNDS:
        raise SimulationError(
            _("at most {most} rounds at a time (asked for {asked}).").format(
                most=number(MAX_ROUNDS), asked=count_text(rounds)
            )
        )
    return rounds


def simulate_rounds(
    ruleset: Ruleset,
    players: int,
    model: ClueModel,
    rounds: int,
    seed: Seed = 0,
    *,
    chunk: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> RoundsSummary:
    """Simulate `rounds` rounds in chunks (bounded memory). `seed`: an int (or None) or a
    numpy Generator; the same seed gives the same result. `progress(done, rounds)` is called
    after each chunk (a page's progress bar; it may raise to stop the run)."""
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
    voter_seats = np.ones(players, dtype=np.int64)
    voter_seats[0] = 0  # the storyteller sits in seat 0
    scorer = Scorer.of(ruleset, players)
    done = 0
    while done < rounds:
        size = min(chunk, rounds - done)
        pts, k = scorer.points(draw_round_votes(ruleset, players, model, size, rng))
        by_k = np.bincount(k, minlength=v + 1)
        finders += by_k
        outcomes += (by_k[0], by_k[1:v].sum(), by_k[v])  # none, some, all
        st_counts = np.bincount(pts[:, 0], minlength=MAX_POINTS + 1)[: MAX_POINTS + 1]
        st_hist += st_counts
        every = np.bincount(pts.ravel(), minlength=MAX_POINTS + 1)[: MAX_POINTS + 1]
        voter_hist += every - st_counts
        per_round = (pts @ voter_seats) / v  # a matrix product sums short rows fastest
        sums += (per_round.sum(), per_round @ per_round)
        done += size
        if progress is not None:
            progress(done, rounds)
    st_mean, st_se = _mean_se(st_hist)
    # voters in one round are correlated: the standard error comes from per-round means
    vo_mean = float(sums[0] / rounds)
    vo_var = max(float(sums[1] / rounds) - vo_mean**2, 0.0) * rounds / max(rounds - 1, 1)
    vo_se = math.sqrt(vo_var / rounds)
    return RoundsSummary(
        ruleset=ruleset,
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
