"""The clue model: how likely voters are to find the storyteller's card, and where the rest vote.

- Each voter finds the storyteller's card with probability p (the clue's clarity).
- p may change from turn to turn: it is drawn from a Beta distribution with mean `mean` and
  relative `spread` (0: p is fixed). The spread s sets the standard deviation of p to
  s·√(m(1−m)); s² is also the correlation between two voters' finds in the same turn.
  Beta parameters: a = m·κ, b = (1−m)·κ with κ = 1/s² − 1.
- A voter who does not find it votes for another card, never their own. Decoys differ in pull:
  each turn the decoy cards get weights from a symmetric Dirichlet(α); α = ∞ means equal pull.
- Where a ruleset allows a second vote, each voter casts one with probability q, on a different
  card (a finder's second vote goes on a decoy: finding means either vote is on the card).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from explorer.errors import ClueModelError
from explorer.i18n import N_, _

MAX_SPREAD = 0.95


def _number(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ClueModelError(
            _("{name} must be a number, not {value}.").format(name=_(name), value=repr(value)[:40])
        )
    x = float(value)
    if math.isnan(x):
        raise ClueModelError(_("{name} must be a number, not NaN.").format(name=_(name)))
    return x


@dataclass(frozen=True)
class ClueModel:
    """How hard the clues are. Build with keywords; bad values raise ClueModelError."""

    mean: float = 0.5
    spread: float = 0.0
    alpha: float = math.inf
    q: float = 0.0

    def __post_init__(self) -> None:
        mean = _number(N_("the find rate p (mean)"), self.mean)
        spread = _number(N_("the spread"), self.spread)
        alpha = _number(N_("alpha"), self.alpha)
        q = _number(N_("q (share of second votes)"), self.q)
        if not 0.0 <= mean <= 1.0:
            raise ClueModelError(
                _("the find rate p must be between 0 and 1, not {value}.").format(value=f"{mean:g}")
            )
        if not 0.0 <= spread <= MAX_SPREAD:
            raise ClueModelError(
                _("the spread must be between 0 and {most}, not {value}.").format(
                    most=MAX_SPREAD, value=f"{spread:g}"
                )
            )
        if not alpha > 0.0:
            raise ClueModelError(
                _("alpha must be greater than 0 (∞ for equal pull), not {value}.").format(
                    value=f"{alpha:g}"
                )
            )
        if not 0.0 <= q <= 1.0:
            raise ClueModelError(
                _("q must be between 0 and 1, not {value}.").format(value=f"{q:g}")
            )
        object.__setattr__(self, "mean", mean)
        object.__setattr__(self, "spread", spread)
        object.__setattr__(self, "alpha", alpha)
        object.__setattr__(self, "q", q)

    @property
    def fixed(self) -> bool:
        """True when p is the same every turn (spread 0, or a mean of exactly 0 or 1)."""
        return self.spread == 0.0 or self.mean in (0.0, 1.0)

    @property
    def equal_pull(self) -> bool:
        return math.isinf(self.alpha)

    @property
    def beta(self) -> tuple[float, float] | None:
        """The Beta(a, b) parameters of p, or None when p is fixed."""
        if self.fixed:
            return None
        kappa = 1.0 / self.spread**2 - 1.0 if self.spread > 1e-150 else math.inf
        if math.isinf(kappa):  # a spread so small that p is fixed to double precision
            return None
        return self.mean * kappa, (1.0 - self.mean) * kappa

    def with_mean(self, mean: float) -> ClueModel:
        return ClueModel(mean=mean, spread=self.spread, alpha=self.alpha, q=self.q)

    def set_probability(self, found: int, voters: int) -> float:
        """Exact probability that one given set of `found` voters (of `voters`) find the card
        and the others do not: p^k (1−p)^(V−k), averaged over the Beta law of p."""
        if not 0 <= found <= voters:
            return 0.0
        ab = self.beta
        if ab is None:
            p = self.mean
            return float(p**found * (1.0 - p) ** (voters - found))
        a, b = ab
        # B(a + k, b + V − k) / B(a, b) as a product of V ratios, each at most 1: exact to
        # rounding for any κ (log-gamma differences lose every digit once κ is large, that is
        # for a tiny spread: at s = 1e-8 they summed to 5e30)
        out = 1.0
        for i in range(found):
            out *= (a + i) / (a + b + i)
        for j in range(voters - found):
            out *= (b + j) / (a + b + found + j)
        return out

    def sample_p(self, rng: np.random.Generator, size: int) -> np.ndarray:
        """One p per turn."""
        ab = self.beta
        if ab is None:
            return np.full(size, self.mean)
        return rng.beta(ab[0], ab[1], size)

    def decoy_pull(self, rng: np.random.Generator, size: int, cards: int) -> np.ndarray:
        """Dirichlet(α) weights over `cards` decoys, one row per turn, up to a positive factor
        per row (independent Gamma(α) draws: dividing by their sum gives the Dirichlet). Sampling
        in proportion to the weights needs no division. Equal (all 1) when α = ∞."""
        if self.equal_pull:
            return np.ones((size, cards))
        g = rng.standard_gamma(self.alpha, (size, cards))
        # Tiny α can underflow every gamma draw to 0: fall back to one random favourite.
        empty = g @ np.ones(cards) <= 0.0  # (a matrix product sums short rows fastest)
        if empty.any():
            g[empty] = 0.0
            g[empty, rng.integers(cards, size=int(empty.sum()))] = 1.0
        return g

    def decoy_weights(self, rng: np.random.Generator, size: int, cards: int) -> np.ndarray:
        """Dirichlet(α) weights over `cards` decoys, one row per turn (equal when α = ∞)."""
        g = self.decoy_pull(rng, size, cards)
        out: np.ndarray = g / g.sum(axis=1, keepdims=True)
        return out
