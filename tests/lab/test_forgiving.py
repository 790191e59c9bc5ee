"""The forgiving range of p (the p keeping 90% of the storyteller's best expected score) equals
a brute-force scan of the exact curve, for every edition, player count and some house rules;
the sweet spot, the heatmap and the sweep say the same range."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.lab import tables
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import storyteller_expected, storyteller_heatmap, sweet_spot
from explorer.lab.forgiving import FORGIVING_SHARE, forgiving_of, inward
from explorer.lab.sweeps import exact_sweep
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house_text import house_from_text

STEP = 1e-3  # the brute-force scan: p = 0, 0.001, ..., 1


def brute_force(ruleset_id: str | None, players: int, model: ClueModel) -> tuple[float, float]:
    """Every p of a fine grid evaluated on the exact curve; the run of p around the best whose
    value keeps 90% of the best value found."""
    rs = load_ruleset(ruleset_id) if ruleset_id else HOUSE
    ps = np.arange(0, 1 + STEP / 2, STEP)
    ys = np.array([storyteller_expected(rs, players, model.with_mean(float(p))) for p in ps])
    best = int(ys.argmax())
    keep = ys >= FORGIVING_SHARE * ys.max()
    lo = hi = best
    while lo > 0 and keep[lo - 1]:
        lo -= 1
    while hi < len(ps) - 1 and keep[hi + 1]:
        hi += 1
    return float(ps[lo]), float(ps[hi])


HOUSE = house_from_text("refresh-2021~lone:4@3-8~cap:2")
CASES = [
    *((r.id, n) for r in load_rulesets() for n in (3, r.max_players)),
    (None, 3),
    (None, 6),
]


@pytest.mark.parametrize(("ruleset_id", "players"), CASES)
@pytest.mark.parametrize("spread", [0.0, 0.2, 0.6])
def test_the_forgiving_range_is_a_brute_force_scan_of_the_curve(
    ruleset_id: str | None, players: int, spread: float
) -> None:
    model = ClueModel(mean=0.5, spread=spread)
    rs = load_ruleset(ruleset_id) if ruleset_id else HOUSE
    curve = sweet_spot(rs, players, model)
    assert curve.forgiving is not None
    low, high = curve.forgiving
    scan_low, scan_high = brute_force(ruleset_id, players, model)
    # the scan finds the range to within its step (the curve is worked to 1e-5 in p)
    assert low == pytest.approx(scan_low, abs=STEP)
    assert high == pytest.approx(scan_high, abs=STEP)
    assert low <= curve.best_p <= high


@settings(max_examples=30, deadline=None)
@given(
    mean=st.floats(0.0, 1.0),
    spread=st.floats(0.0, 0.9),
    players=st.integers(3, 12),
)
def test_every_p_in_the_range_keeps_ninety_percent_and_just_outside_it_does_not(
    mean: float, spread: float, players: int
) -> None:
    rs = load_ruleset("odyssey-2011")
    model = ClueModel(mean=mean, spread=spread)

    def f(p: float) -> float:
        return storyteller_expected(rs, players, model.with_mean(p))

    curve = sweet_spot(rs, players, model)
    assert curve.forgiving is not None
    low, high = curve.forgiving
    top = max(f(p) for p in np.linspace(low, high, 201))
    for p in np.linspace(low, high, 21):
        assert f(float(p)) >= FORGIVING_SHARE * top - 1e-6
    if low > 1e-4:
        assert f(low - 1e-4) < FORGIVING_SHARE * top
    if high < 1 - 1e-4:
        assert f(high + 1e-4) < FORGIVING_SHARE * top
    # as printed, rounded inwards: every p said to keep 90% does
    shown = inward(curve.forgiving)
    assert low <= shown[0] <= shown[1] <= high


def test_the_sweet_spot_the_heatmap_and_the_sweep_say_one_range() -> None:
    rs, model = load_ruleset("original-2008"), ClueModel(mean=0.4, spread=0.3)
    heat = storyteller_heatmap(rs, model)  # a coarser grid: the same range, worked exactly
    sweep = exact_sweep(rs, model)
    for n, from_heat, from_sweep in zip(heat.players, heat.forgiving, sweep.forgiving, strict=True):
        curve = sweet_spot(rs, n, model)
        assert from_heat == pytest.approx(curve.forgiving, abs=2e-5)
        assert from_sweep == curve.forgiving
    rows = tables.exact_sweep_rows([sweep])
    assert [(r["forgiving_p_low"], r["forgiving_p_high"]) for r in rows] == list(sweep.forgiving)
    assert all(r["forgiving_width"] == r["forgiving_p_high"] - r["forgiving_p_low"] for r in rows)


def test_a_storyteller_who_never_scores_has_no_range() -> None:
    assert forgiving_of(lambda p: 0.0, [0.0, 0.5, 1.0], [0.0, 0.0, 0.0]) is None
