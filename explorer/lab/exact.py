"""Exact round distributions under the clue model (no sampling).

What is exact, for every ruleset and player count:
- the number of finders (binomial, or beta-binomial when p varies), hence all / none / some;
- the storyteller's points (they depend on the number of finders only), including the 4-point
  rule for a lone finder;
- a voter's expected points when no bonus cap can bind: base + extra depend only on who found
  the card and how many markers they used, and the expected number of votes a voter's cards
  receive is 1 − E[p] + q' (q' = q where a second vote exists) whatever the decoy pull α;
- a voter's whole point distribution (bonus cap, second votes and Odyssey extras included)
  when decoys pull equally (α = ∞): votes are then independent given who found the card, so
  the distribution is a finite convolution, weighted by the exact probability of each set of
  finders.
With unequal pull (finite α) the votes a card receives depend on the Dirichlet weights through
ratios with no closed form: the voter's distribution (and the mean when the cap can bind) is
then left to simulation, and `voter` / `voter_mean` are None.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from explorer.i18n import N_
from explorer.lab.clue_model import ClueModel
from explorer.lab.forgiving import forgiving_of
from explorer.lab.result import OfRuleset
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import Outcome


@dataclass(frozen=True)
class Distribution:
    """A distribution over whole points: P(points = values[i]) = probs[i]."""

    values: tuple[int, ...]
    probs: tuple[float, ...]

    @property
    def mean(self) -> float:
        return float(sum(v * p for v, p in zip(self.values, self.probs, strict=True)))

    def prob(self, value: int) -> float:
        return dict(zip(self.values, self.probs, strict=True)).get(value, 0.0)


def _dist(pmf: np.ndarray) -> Distribution:
    values = tuple(int(i) for i in np.flatnonzero(pmf > 0))
    return Distribution(values, tuple(float(pmf[i]) for i in values))


@dataclass(frozen=True)
class ExactRound(OfRuleset):
    """Exact numbers for one round at `players` players under `model`."""

    ruleset: Ruleset = field(repr=False)
    players: int
    model: ClueModel
    finders: tuple[float, ...]  # P(k finders), k = 0..voters
    outcomes: dict[Outcome, float]
    storyteller: Distribution
    voter: Distribution | None
    voter_mean: float | None
    note: str  # in English (a marked message): show it with `_(note)`

    @property
    def storyteller_mean(self) -> float:
        return self.storyteller.mean


def second_vote_rate(ruleset: Ruleset, players: int, model: ClueModel) -> float:
    """q where a second vote exists at this player count (and can be placed), else 0."""
    voters = players - 1
    decoys_allowed = (voters - 1) * ruleset.cards_handed_in(players)
    return model.q if ruleset.max_votes(players) >= 2 and decoys_allowed >= 2 else 0.0


def finder_distribution(ruleset: Ruleset, players: int, model: ClueModel) -> np.ndarray:
    """P(k voters find the storyteller's card), k = 0..players−1."""
    ruleset.check_players(players)
    v = players - 1
    return np.array([math.comb(v, k) * model.set_probability(k, v) for k in range(v + 1)])


def outcome_probabilities(pk: np.ndarray) -> dict[Outcome, float]:
    v = len(pk) - 1
    none, every = float(pk[0]), float(pk[v])
    return {"all": every, "none": none, "some": max(0.0, 1.0 - every - none)}


def base_points(ruleset: Ruleset, players: int, k: int, finder: bool) -> tuple[int, int]:
    """(storyteller's, this voter's) base points when k of the voters found the card."""
    v = players - 1
    if k in (0, v):
        an = ruleset.all_or_none
        return an.storyteller, an.others
    sf = ruleset.some_found
    one = ruleset.exactly_one_finder
    if k == 1 and one is not None and players in one.players:
        return one.points, one.points if finder else sf.other
    return sf.storyteller, sf.finder if finder else sf.other


def storyteller_distribution(ruleset: Ruleset, players: int, model: ClueModel) -> Distribution:
    pk = finder_distribution(ruleset, players, model)
    top = max(base_points(ruleset, players, k, False)[0] for k in range(players))
    pmf = np.zeros(top + 1)
    for k, p in enumerate(pk):
        pmf[base_points(ruleset, players, k, False)[0]] += p
    return _dist(pmf)


def _contribution(ruleset: Ruleset, players: int, q2: float, finder: bool) -> np.ndarray:
    """Equal pull: pmf of the votes one other voter puts on a given voter's cards."""
    v = players - 1
    h = ruleset.cards_handed_in(players)
    n_allowed = (v - 1) * h  # decoys a voter may vote for: every other voter's cards
    one = h / n_allowed
    if finder:
        return np.array([1.0 - q2 * one, q2 * one, 0.0])
    pairs = math.comb(n_allowed, 2) if n_allowed >= 2 else 1
    two = np.array(
        [
            math.comb(n_allowed - h, 2) / pairs,
            h * (n_allowed - h) / pairs,
            math.comb(h, 2) / pairs,
        ]
    )
    return (1.0 - q2) * np.array([1.0 - one, one, 0.0]) + q2 * two


def max_votes_received(ruleset: Ruleset, players: int, model: ClueModel) -> int:
    """The most votes one voter's cards can receive in a round under this model."""
    markers = 2 if second_vote_rate(ruleset, players, model) > 0 else 1
    return (players - 2) * min(markers, ruleset.cards_handed_in(players))


def _extra(ruleset: Ruleset, players: int, q2: float) -> tuple[int, float]:
    """(extra points, probability a finder gets them)."""
    ef = ruleset.extra_at(players)
    if ef is None:
        return 0, 0.0
    return ef.points, 1.0 if ef.kind == "any-finder" else 1.0 - q2


def _voter_parts(ruleset: Ruleset, players: int, model: ClueModel) -> tuple[float, float, float]:
    """A voter's expected (base, extra, vote bonus) points with no bonus cap applied: exact
    for any α (the cap is the only place where the decoys' pull matters)."""
    v = players - 1
    q2 = second_vote_rate(ruleset, players, model)
    pts, share = _extra(ruleset, players, q2)
    base = extra = 0.0
    for fi in (0, 1):
        for ko in range(v):
            w = math.comb(v - 1, ko) * model.set_probability(ko + fi, v)
            base += w * base_points(ruleset, players, ko + fi, bool(fi))[1]
            extra += w * fi * pts * share
    return base, extra, ruleset.bonus_per_vote * (1.0 - model.mean + q2)


def voter_mean(ruleset: Ruleset, players: int, model: ClueModel) -> float | None:
    """A voter's expected points; exact for any α when the bonus cap cannot bind."""
    cap = ruleset.cap_at(players)
    per = ruleset.bonus_per_vote
    ef = ruleset.extra_at(players)
    inside = ef.points if ef is not None and ef.inside_cap else 0
    if (
        not model.equal_pull
        and cap is not None
        and per * max_votes_received(ruleset, players, model) + inside > cap
    ):
        return None
    if model.equal_pull:
        d = voter_distribution(ruleset, players, model)
        return None if d is None else d.mean
    return sum(_voter_parts(ruleset, players, model))


@lru_cache(maxsize=1024)
def table_points(ruleset: Ruleset, players: int, model: ClueModel) -> tuple[float, float]:
    """The points the whole table scores in one turn on average, as bounds (low, high): equal
    where the voter's mean is exact. Where it is not (a bonus cap that can bind under unequal
    pull), `low` counts a capped bonus at its least and `high` ignores the cap.
    Cached (a few hundred floats; the keys are small frozen values): the lab's cost estimate
    asks for it on every page run."""
    ruleset.check_players(players)
    teller = storyteller_expected(ruleset, players, model)
    voters = players - 1
    mean = voter_mean(ruleset, players, model)
    if mean is not None:
        total = teller + voters * mean
        return total, total
    base, extra, bonus = _voter_parts(ruleset, players, model)
    # min(b, cap) >= b * cap / most for 0 <= b <= most (the chord under a concave curve)
    cap = ruleset.cap_at(players)
    most = ruleset.bonus_per_vote * max_votes_received(ruleset, players, model)
    kept = 1.0 if cap is None or most <= cap else cap / most
    ef = ruleset.extra_at(players)
    free = extra if ef is None or not ef.inside_cap else 0.0  # an extra inside the cap may be cut
    low = teller + voters * (base + free + bonus * kept)
    return low, teller + voters * (base + extra + bonus)


def voter_distribution(ruleset: Ruleset, players: int, model: ClueModel) -> Distribution | None:
    """A voter's exact point distribution (equal pull only; None otherwise)."""
    if not model.equal_pull:
        return None
    ruleset.check_players(players)
    v = players - 1
    q2 = second_vote_rate(ruleset, players, model)
    per, cap = ruleset.bonus_per_vote, ruleset.cap_at(players)
    ef = ruleset.extra_at(players)
    inside = ef is not None and ef.inside_cap and cap is not None
    pts, share = _extra(ruleset, players, q2)
    fin = _contribution(ruleset, players, q2, True)
    non = _contribution(ruleset, players, q2, False)
    size = 8 + per * 2 * v + pts + max(abs(x) for x in base_points(ruleset, players, 1, True))
    pmf = np.zeros(size)
    for ko in range(v):  # finders among the other voters
        received = np.array([1.0])
        for _ in range(ko):
            received = np.convolve(received, fin)
        for _ in range(v - 1 - ko):
            received = np.convolve(received, non)
        for fi in (0, 1):
            w = math.comb(v - 1, ko) * model.set_probability(ko + fi, v)
            if w == 0.0:
                continue
            base = base_points(ruleset, players, ko + fi, bool(fi))[1]
            extras = [(pts, share), (0, 1.0 - share)] if fi else [(0, 1.0)]
            for r, pr in enumerate(received):
                bonus = per * r if cap is None else min(per * r, cap)
                for e, pe in extras:
                    if inside and cap is not None:
                        e = min(e, max(0, cap - bonus))
                    if pe > 0.0 and pr > 0.0:
                        pmf[base + bonus + e] += w * pr * pe
    return _dist(pmf)


def exact_round(ruleset: Ruleset, players: int, model: ClueModel) -> ExactRound:
    """Every exact number for one round (see the module docstring for what is exact)."""
    ruleset.check_players(players)
    pk = finder_distribution(ruleset, players, model)
    voter = voter_distribution(ruleset, players, model)
    mean = voter.mean if voter is not None else voter_mean(ruleset, players, model)
    if voter is not None:
        note = N_("Everything exact (equal pull: α = ∞).")
    elif mean is not None:
        note = N_(
            "Voter's mean exact; the voter's distribution under unequal pull needs simulation."
        )
    else:
        note = N_("The bonus cap can bind under unequal pull: the voter's numbers need simulation.")
    return ExactRound(
        ruleset=ruleset,
        players=players,
        model=model,
        finders=tuple(float(x) for x in pk),
        outcomes=outcome_probabilities(pk),
        storyteller=storyteller_distribution(ruleset, players, model),
        voter=voter,
        voter_mean=mean,
        note=note,
    )


@dataclass(frozen=True)
class SweetSpot(OfRuleset):
    """The storyteller's expected points as a function of the mean find rate p."""

    ruleset: Ruleset = field(repr=False)
    players: int
    p: tuple[float, ...]
    expected: tuple[float, ...]
    # the p range keeping 90% of the best (`explorer.lab.forgiving`; None: nothing to keep)
    forgiving: tuple[float, float] | None = None

    @property
    def best_index(self) -> int:
        return int(np.argmax(np.asarray(self.expected)))

    @property
    def best_p(self) -> float:
        return self.p[self.best_index]

    @property
    def best_value(self) -> float:
        return self.expected[self.best_index]


def p_grid(points: int = 101) -> np.ndarray:
    return np.linspace(0.0, 1.0, points)


def storyteller_expected(ruleset: Ruleset, players: int, model: ClueModel) -> float:
    pk = finder_distribution(ruleset, players, model)
    return float(sum(p * base_points(ruleset, players, k, False)[0] for k, p in enumerate(pk)))


def sweet_spot(
    ruleset: Ruleset, players: int, model: ClueModel, grid: Sequence[float] | None = None
) -> SweetSpot:
    """The storyteller's exact expected points over a grid of mean find rates."""
    ps = tuple(float(x) for x in (p_grid() if grid is None else grid))

    def curve(p: float) -> float:
        return storyteller_expected(ruleset, players, model.with_mean(p))

    values = tuple(curve(p) for p in ps)
    return SweetSpot(ruleset, players, ps, values, forgiving_of(curve, ps, values))


@dataclass(frozen=True)
class Heatmap(OfRuleset):
    """The storyteller's expected points over (p, players) for one ruleset."""

    ruleset: Ruleset = field(repr=False)
    p: tuple[float, ...]
    players: tuple[int, ...]
    expected: tuple[tuple[float, ...], ...]  # [players][p]
    forgiving: tuple[tuple[float, float] | None, ...] = ()  # per player count


def storyteller_heatmap(
    ruleset: Ruleset, model: ClueModel, grid: Sequence[float] | None = None
) -> Heatmap:
    ps = tuple(float(x) for x in (p_grid(51) if grid is None else grid))
    ns = tuple(range(ruleset.min_players, ruleset.max_players + 1))
    curves = [sweet_spot(ruleset, n, model, ps) for n in ns]
    return Heatmap(
        ruleset, ps, ns, tuple(c.expected for c in curves), tuple(c.forgiving for c in curves)
    )
