"""Clue-difficulty lab: vectorised rounds against a per-round `score_round` loop, whole games,
and the lab page's default settings (time and peak memory)."""

from __future__ import annotations

import os
import resource
import time
import tracemalloc
from pathlib import Path

import numpy as np

from explorer import (
    ClueModel,
    exact_round,
    load_ruleset,
    load_rulesets,
    sample_votes,
    score_round,
    score_rounds,
    simulate_games,
    simulate_rounds,
    storyteller_heatmap,
    sweet_spot,
)

ROOT = Path(__file__).resolve().parent.parent
NAMES = [f"P{i}" for i in range(6)]


def _loop_baseline(rs_id: str, votes: np.ndarray) -> float:
    """Seconds per round for a plain Python loop calling score_round (dicts built beforehand)."""
    rs = load_ruleset(rs_id)
    rounds = [
        {NAMES[s]: [NAMES[o] for o in row[s] if o >= 0] for s in range(1, 6)} for row in votes
    ]
    t0 = time.perf_counter()
    for by_name in rounds:
        score_round(rs, "P0", by_name, players=NAMES)
    return (time.perf_counter() - t0) / len(rounds)


def _rounds_lines() -> list[str]:
    out = []
    for label, model in (
        ("equal pull", ClueModel(mean=0.5, spread=0.2)),
        ("α = 1", ClueModel(mean=0.5, spread=0.2, alpha=1.0)),
    ):
        rs = load_ruleset("odyssey-2011")
        sample = sample_votes(rs, 6, model, 5_000, 1)
        per_loop = _loop_baseline(rs.id, sample)
        n = 1_000_000
        chunk = sample_votes(rs, 6, model, 100_000, 2)
        st = np.zeros(len(chunk), dtype=np.int64)
        t1 = time.perf_counter()
        for _ in range(n // len(chunk)):
            score_rounds(rs, st, chunk, check=False)
        t2 = time.perf_counter()
        simulate_rounds(rs, 6, model, n, 3)
        t3 = time.perf_counter()
        score_only = (t2 - t1) / n
        full = (t3 - t2) / n
        out.append(
            f"rounds, 6 players, {label}: score_round loop {1 / per_loop:,.0f}/s; "
            f"score_rounds (100k-round arrays) {1 / score_only:,.0f}/s ({per_loop / score_only:.0f}×); "
            f"simulate_rounds incl. sampling {1 / full:,.0f}/s ({per_loop / full:.0f}× the "
            f"loop, which does no sampling at all)"
        )
    return out


def _games_line() -> str:
    rs = load_ruleset("refresh-2021")
    tracemalloc.start()
    t0 = time.perf_counter()
    g = simulate_games(rs, 6, ClueModel(mean=0.5, spread=0.2), 100_000, 1)
    took = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return (
        f"100,000 games of refresh-2021 at 6 players: {took:.2f} s "
        f"({g.turns.mean():.1f} turns on average; peak traced memory {peak / 1e6:.0f} MB)"
    )


def _page_engine() -> None:
    """What pages/lab.py computes with its default settings (6 players, every ruleset)."""
    model = ClueModel(mean=0.5, spread=0.2, q=0.5)
    rulesets = [r for r in load_rulesets() if r.supports(6)]
    for rs in rulesets:
        sweet_spot(rs, 6, model)
        exact_round(rs, 6, model)
        simulate_rounds(rs, 6, model, 100_000, 1)
        simulate_games(rs, 6, model, 10_000, 1)
    storyteller_heatmap(rulesets[0], model)


def _page_lines() -> list[str]:
    tracemalloc.start()
    _page_engine()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    times = []
    for _ in range(3):  # best of 3: the machine may be shared
        t0 = time.perf_counter()
        _page_engine()
        times.append(time.perf_counter() - t0)
    load = os.getloadavg()[0]
    lines = [
        f"lab page defaults, engine only: best {min(times):.2f} s / worst {max(times):.2f} s "
        f"of 3 (target < 2 s; load average {load:.1f} on {os.cpu_count()} CPUs), "
        f"peak traced memory {peak / 1e6:.0f} MB (target < 300 MB)"
    ]
    try:
        from streamlit.testing.v1 import AppTest
    except ImportError:  # pragma: no cover
        return lines
    t0 = time.perf_counter()
    at = AppTest.from_file(str(ROOT / "pages/lab.py"), default_timeout=120).run()
    took = time.perf_counter() - t0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    lines.append(
        f"lab page defaults, whole page run cold (AppTest, charts built): {took:.2f} s, "
        f"{'ok' if not at.exception else 'EXCEPTION'}; process max RSS so far {rss:.0f} MB"
    )
    return lines


def run() -> list[str]:
    # the page first, so the process RSS it reports is not inflated by the bigger runs
    return [*_page_lines(), *_rounds_lines(), _games_line()]


if __name__ == "__main__":
    for line in run():
        print(line)
