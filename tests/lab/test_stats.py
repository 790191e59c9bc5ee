"""The lab's statistics vocabulary: intervals worked out by hand, and every verdict a sentence
gives agreeing with the interval printed beside it (Hypothesis over gaps and standard errors)."""

from __future__ import annotations

import math
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.lab import interval_words as words
from explorer.lab import stats
from explorer.lab.stats import Estimate, Verdict

PRINTED = re.compile(r"interval: ([−+]?[0-9.]+) to ([−+]?[0-9.]+)\)?: (could be chance|more than)")


def printed(text: str) -> tuple[float, float, bool]:
    """The interval a sentence prints and whether it calls the gap more than chance."""
    m = PRINTED.search(text)
    assert m, text
    low, high = (float(g.replace("−", "-")) for g in m.groups()[:2])
    return low, high, m.group(3) == "more than"


def test_the_levels_and_their_normal_quantiles() -> None:
    assert pytest.approx(1.959964, abs=1e-6) == stats.Z95
    # Šidák: the largest of 4 gaps is judged at 0.95^(1/4) = 98.73%, z = 2.49
    assert stats.wider_level(4) == pytest.approx(0.987259, abs=1e-6)
    assert stats.z_for(stats.wider_level(4)) == pytest.approx(2.4909, abs=1e-4)
    assert stats.wider_level(1) == 0.95
    with pytest.raises(ValueError):
        stats.z_for(1.0)


def test_wilson_s_interval_by_hand() -> None:
    # 40 of 100 at 95%: centre (0.4 + 1.96²/200)/(1 + 1.96²/100) = 0.4037, half-width
    # 1.96 √(0.0024 + 1.96²/40000)/1.0384 = 0.0943
    est = stats.share(40, 100)
    assert (est.low, est.high) == pytest.approx((0.3094, 0.4980), abs=1e-4)
    assert est.se == pytest.approx(math.sqrt(0.4 * 0.6 / 100))
    # none of 1,000: not an interval of one point
    none = stats.share(0, 1000)
    assert none.low == 0.0 and none.high == pytest.approx(0.00383, abs=1e-5)


def test_newcombe_s_difference_stays_honest_at_the_ends() -> None:
    every, never = stats.share(1000, 1000), stats.share(0, 1000)
    d = stats.share_difference(never, every)
    assert d.value == -1.0 and d.low < -1.0 + 1e-9 and -1.0 < d.high < -0.99
    same = stats.share_difference(stats.share(500, 1000), stats.share(500, 1000))
    assert same.low < 0 < same.high and stats.verdict(same.scaled(100), 1) is Verdict.CHANCE


def test_exact_numbers_are_told_apart_when_they_print_apart() -> None:
    eight, also_eight = stats.exact(8.0), stats.exact(8.0)
    assert not stats.distinguishable(eight, also_eight, 1)
    assert stats.distinguishable(eight, stats.exact(8.2), 1)
    assert not stats.distinguishable(stats.mean(10.0, 0.5), stats.mean(10.4, 0.5), 1)


@settings(max_examples=300, deadline=None)
@given(
    gap=st.floats(-30.0, 30.0, allow_nan=False),
    se=st.floats(0.0, 10.0, allow_nan=False),
    comparisons=st.integers(1, 60),
)
def test_the_verdict_agrees_with_the_interval_printed_beside_it(
    gap: float, se: float, comparisons: int
) -> None:
    """Whatever the gap and its standard error, a sentence calls a gap more than chance exactly
    when the interval it prints leaves 0 out (the same rounded bounds, the same z)."""
    level = stats.wider_level(comparisons)
    est = stats.mean(gap, se, level)
    text = f"({words.gap_interval(est, 1)}): {words.verdict_words(est, 1)}"
    low, high, more = printed(text)
    assert more == (low > 0 or high < 0), text
    z = stats.z_for(level)  # the interval printed is the one judged: gap ± z·se, rounded
    assert low == pytest.approx(round(gap - z * se, 1), abs=0.051)
    assert high == pytest.approx(round(gap + z * se, 1), abs=0.051)


@settings(max_examples=200, deadline=None)
@given(
    count=st.integers(0, 400),
    games=st.integers(400, 2000),
    fair=st.sampled_from([1 / 3, 1 / 4, 1 / 6, 1 / 12]),
)
def test_a_share_less_a_fair_share_keeps_its_verdict_in_words(
    count: int, games: int, fair: float
) -> None:
    est = stats.shifted(stats.share(count, games), fair).scaled(100)
    low, high, more = printed(f"({words.gap_interval(est, 1)}): {words.verdict_words(est, 1)}")
    assert more == (low > 0 or high < 0)
    assert est.low <= est.value <= est.high


def test_a_value_printed_as_zero_has_no_sign() -> None:
    est = Estimate(-0.01, 0.0, -0.04, 0.02)
    assert words.gap_interval(est, 1) == "95% interval: 0.0 to 0.0"
    assert words.signed_text(-0.0, 1) == "0.0" and words.signed_text(-1.25, 1) == "−1.2"
