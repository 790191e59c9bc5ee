"""The lab's one statistics vocabulary: every estimate it shows (a mean, a share, a gap) comes
with its interval, and every verdict is read off the interval shown beside it.

- `Estimate`: a value with its standard error and its interval at a confidence `level` (95% by
  default). A mean's interval is the value ± z standard errors (`mean`); a share's is Wilson's
  score interval (`share`: it stays inside 0–100% and is not empty at 0% or 100%); a share less
  a fixed reference (a fair share) keeps the share's interval, moved (`shifted`); a gap between
  two means is the difference ± z standard errors of the difference (`difference`), between two
  shares Newcombe's interval built from their Wilson intervals (`share_difference`: right at 0%
  and 100% too, where ± z standard errors would give an interval of one point). Exact numbers
  have no standard error and an interval of one point.
- `verdict(estimate, decimals)`: ABOVE or BELOW when the interval, rounded as it is printed,
  lies wholly above or below the reference (0 for a gap), CHANCE otherwise. The verdict is worked
  out from the printed bounds, so a sentence can never say "more than chance" beside an interval
  that reads as touching 0.
- The largest of many gaps is judged with a wider interval (`wider_level`, Šidák's: the chance
  that any of `m` independent gaps of pure chance passes its interval stays at 1 − level); the
  sentence names the level used.

Pure numbers: no words here (`explorer.lab.game_takeaways` writes them).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from statistics import NormalDist

LEVEL = 0.95  # the confidence of every interval the lab shows, unless one says otherwise


@lru_cache(maxsize=64)
def z_for(level: float = LEVEL) -> float:
    """The normal quantile of a two-sided interval at `level` (1.96 at 95%)."""
    if not 0.0 < level < 1.0:
        raise ValueError(f"a confidence level is between 0 and 1, not {level!r}")
    return NormalDist().inv_cdf(0.5 + level / 2.0)


Z95 = z_for(LEVEL)


def wider_level(comparisons: int, level: float = LEVEL) -> float:
    """The level each of `comparisons` intervals needs so that, together, chance alone puts a
    gap outside its interval with probability 1 − `level` at most (Šidák): the level for
    judging the largest of many gaps."""
    return float(level ** (1.0 / max(comparisons, 1)))


class Verdict(Enum):
    ABOVE = "above"  # the whole interval lies above the reference
    BELOW = "below"  # the whole interval lies below it
    CHANCE = "chance"  # the interval holds the reference: chance alone could make the gap


@dataclass(frozen=True)
class Estimate:
    """A number the lab shows, with its standard error (0: exact) and its interval."""

    value: float
    se: float
    low: float
    high: float
    level: float = LEVEL

    @property
    def exact(self) -> bool:
        return self.se == 0.0 and self.low == self.high == self.value

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2.0

    def scaled(self, factor: float) -> Estimate:
        """The same estimate in other units (a share as percentage points: factor 100)."""
        lo, hi = sorted((self.low * factor, self.high * factor))
        return Estimate(self.value * factor, self.se * abs(factor), lo, hi, self.level)

    def rounded(self, decimals: int) -> tuple[float, float, float]:
        """(value, low, high) as they are printed with `decimals` decimals."""
        return (
            round(self.value, decimals) + 0.0,  # + 0.0: never a printed "-0.0"
            round(self.low, decimals) + 0.0,
            round(self.high, decimals) + 0.0,
        )


def exact(value: float) -> Estimate:
    """A computed number: no standard error, an interval of one point."""
    return Estimate(value, 0.0, value, value)


def mean(value: float, se: float, level: float = LEVEL) -> Estimate:
    """A simulated mean: value ± z·se."""
    z = z_for(level)
    return Estimate(value, se, value - z * se, value + z * se, level)


def share(count: float, n: int, level: float = LEVEL) -> Estimate:
    """The share `count / n` of `n` independent trials, with Wilson's score interval and the
    usual standard error √(s(1 − s)/n)."""
    if n <= 0:
        return Estimate(math.nan, math.nan, math.nan, math.nan, level)
    s = min(max(count / n, 0.0), 1.0)
    z = z_for(level)
    centre = (s + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(s * (1 - s) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    se = math.sqrt(s * (1 - s) / n)
    # (rounding must not leave the share itself outside its interval at 0% or 100%)
    return Estimate(s, se, min(max(0.0, centre - half), s), max(min(1.0, centre + half), s), level)


def shifted(est: Estimate, by: float) -> Estimate:
    """`est` less a fixed reference `by` (a share less a fair share): the same interval, moved."""
    return Estimate(est.value - by, est.se, est.low - by, est.high - by, est.level)


def difference(a: Estimate, b: Estimate, level: float = LEVEL) -> Estimate:
    """a − b for two means from independent runs: the standard errors add in quadrature.
    (Runs that share a seed are positively correlated, so this interval is, if anything, too
    wide: a verdict of 'more than chance' stays safe.)"""
    return mean(a.value - b.value, math.hypot(a.se, b.se), level)


def share_difference(a: Estimate, b: Estimate) -> Estimate:
    """a − b for two shares (`share` estimates at one level) from independent runs:
    Newcombe's interval, from each share's Wilson interval (as `difference`, too wide if
    anything for runs that share a seed)."""
    d = a.value - b.value
    low = d - math.hypot(a.value - a.low, b.high - b.value)
    high = d + math.hypot(a.high - a.value, b.value - b.low)
    return Estimate(d, math.hypot(a.se, b.se), low, high, a.level)


def verdict(est: Estimate, decimals: int, reference: float = 0.0) -> Verdict:
    """Whether the interval, rounded to `decimals` as printed, lies above the reference, below
    it, or holds it."""
    _value, low, high = est.rounded(decimals)
    ref = round(reference, decimals)
    if low > ref:
        return Verdict.ABOVE
    if high < ref:
        return Verdict.BELOW
    return Verdict.CHANCE


def distinguishable(a: Estimate, b: Estimate, decimals: int) -> bool:
    """Whether a and b differ by more than chance at the printed precision (their difference's
    interval excludes 0); two exact numbers differ when they print differently."""
    if a.exact and b.exact:
        return round(a.value, decimals) != round(b.value, decimals)
    return verdict(difference(a, b, a.level), decimals) is not Verdict.CHANCE
