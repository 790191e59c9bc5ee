"""Scoring throughput of `score_round`, against a baseline of building its input in the same loop."""

from __future__ import annotations

import time

import numpy as np

from explorer import load_ruleset, score_round


def _rounds(n: int, players: int, seed: int) -> list[dict[str, list[str]]]:
    rng = np.random.default_rng(seed)
    names = [f"P{i}" for i in range(players)]
    out = []
    for _ in range(n):
        votes = {}
        for v in names[1:]:
            choices = [p for p in names if p != v]
            votes[v] = [choices[int(rng.integers(len(choices)))]]
        out.append(votes)
    return out


def run() -> list[str]:
    rs = load_ruleset("refresh-2021")
    rounds = _rounds(5000, 6, seed=1)
    t0 = time.perf_counter()
    for votes in rounds:
        {k: list(v) for k, v in votes.items()}
    base = time.perf_counter() - t0
    t0 = time.perf_counter()
    for votes in rounds:
        score_round(rs, "P0", votes)
    took = time.perf_counter() - t0
    return [
        f"score_round, 6 players: {len(rounds) / took:,.0f} rounds/s "
        f"({took / len(rounds) * 1e6:.0f} µs each; {took / base:.0f}× copying the votes dict)"
    ]
