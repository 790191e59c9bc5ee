"""How forgiving the storyteller's sweet spot is: the range of p around the best that keeps at
least 90% of the storyteller's best expected score (`forgiving_range`).

Worked out on the exact curve, not read off a chart's grid: the best is found on the grid and
polished by golden-section search, then each end of the range is walked out on the grid and
pinned between two grid points by bisection (to `TOLERANCE`). So the range is the same whatever
grid a chart draws, and a brute-force scan of the curve agrees with it (tests/lab/test_forgiving).
Where the storyteller can score nothing at all, there is no range (None). The curve's own grid
values are reused (`explorer.lab.exact.sweet_spot` passes them), so a range costs some forty
more evaluations of the curve.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

FORGIVING_SHARE = 0.9  # the range keeps at least this share of the best expected score
TOLERANCE = 1e-5  # each end of the range, in p (printed with two decimals)

Range = tuple[float, float]
Curve = Callable[[float], float]


def _golden_max(f: Curve, lo: float, hi: float, steps: int = 30) -> float:
    """The largest value of f on [lo, hi] (f unimodal there: one grid step either side of the
    grid's best)."""
    g = (math.sqrt(5.0) - 1.0) / 2.0
    a, b = lo, hi
    c, d = b - g * (b - a), a + g * (b - a)
    fc, fd = f(c), f(d)
    for _step in range(steps):
        if fc >= fd:
            b, d, fd = d, c, fc
            c = b - g * (b - a)
            fc = f(c)
        else:
            a, c, fc = c, d, fd
            d = a + g * (b - a)
            fd = f(d)
    return max(fc, fd, f(lo), f(hi))


def _edge(f: Curve, inside: float, outside: float, threshold: float) -> float:
    """The p between `inside` (f ≥ threshold) and `outside` (f < threshold) where f crosses the
    threshold, to TOLERANCE."""
    while abs(outside - inside) > TOLERANCE:
        mid = (inside + outside) / 2.0
        if f(mid) >= threshold:
            inside = mid
        else:
            outside = mid
    return inside


def forgiving_of(
    f: Curve, ps: Sequence[float], ys: Sequence[float], share: float = FORGIVING_SHARE
) -> Range | None:
    """The forgiving range of the curve p ↦ f(p), given its values `ys` on the increasing grid
    `ps` (module docstring)."""
    n = len(ps)
    best = max(range(n), key=ys.__getitem__)
    if ys[best] <= 0.0:
        return None
    top = _golden_max(f, ps[max(best - 1, 0)], ps[min(best + 1, n - 1)])
    threshold = share * max(top, ys[best])
    if ys[best] < threshold:  # a peak sharper than the grid: only its own point is kept
        return ps[best], ps[best]
    lo = best
    while lo > 0 and ys[lo - 1] >= threshold:
        lo -= 1
    hi = best
    while hi < n - 1 and ys[hi + 1] >= threshold:
        hi += 1
    low = ps[0] if lo == 0 else _edge(f, ps[lo], ps[lo - 1], threshold)
    high = ps[-1] if hi == n - 1 else _edge(f, ps[hi], ps[hi + 1], threshold)
    return low, high


def widest(ranges: Sequence[Range | None]) -> int | None:
    """The index of the widest range (None when there is none)."""
    sized = [(hi - lo, i) for i, r in enumerate(ranges) if r is not None for lo, hi in [r]]
    return max(sized)[1] if sized else None


def inward(r: Range, decimals: int = 2) -> Range:
    """The range rounded inwards to `decimals` (its low end up, its high end down), so that
    "any p from 0.32 to 0.68" stays true as printed."""
    scale = 10**decimals
    low = math.ceil(r[0] * scale - 1e-9) / scale
    high = math.floor(r[1] * scale + 1e-9) / scale
    return (low, high) if low <= high else (r[0], r[1])
