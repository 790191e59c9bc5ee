"""Clue-difficulty lab: vectorised rounds against a per-round `score_round` loop, whole games,
and the lab page's default settings (time and peak memory)."""

from __future__ import annotations

import math
import os
import resource
import time
import tracemalloc
from collections.abc import Callable
from functools import partial
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
from explorer.lab.rounds import default_chunk

ROOT = Path(__file__).resolve().parent.parent
NAMES = [f"P{i}" for i in range(6)]


def _best(fn: Callable[[], object], repeat: int = 3) -> float:
    """Best wall time of `repeat` runs (the machine may be shared)."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def _loop_baseline(rs_id: str, votes: np.ndarray) -> float:
    """Seconds per round for a plain Python loop calling score_round (dicts built beforehand)."""
    rs = load_ruleset(rs_id)
    rounds = [
        {NAMES[s]: [NAMES[o] for o in row[s] if o >= 0] for s in range(1, 6)} for row in votes
    ]

    def loop() -> None:
        for by_name in rounds:
            score_round(rs, "P0", by_name, players=NAMES)

    return _best(loop) / len(rounds)


def _python_simulation(model: ClueModel, rounds: int) -> float:
    """Seconds per round for simulating in plain Python: draw p, finds and decoy votes with the
    `random` module, then score_round. The honest per-round alternative to simulate_rounds."""
    import random

    rs = load_ruleset("odyssey-2011")
    rnd = random.Random(1)
    ab = model.beta

    def loop() -> None:
        for _ in range(rounds):
            p = rnd.betavariate(*ab) if ab else model.mean
            w = [rnd.gammavariate(model.alpha, 1.0) for _ in range(5)]
            votes = {}
            for s in range(1, 6):
                if rnd.random() < p:
                    votes[NAMES[s]] = ["P0"]
                else:
                    others = [o for o in range(1, 6) if o != s]
                    pick = rnd.choices(others, weights=[w[o - 1] for o in others])[0]
                    votes[NAMES[s]] = [NAMES[pick]]
            score_round(rs, "P0", votes, players=NAMES)

    return _best(loop) / rounds


def _rounds_lines() -> list[str]:
    out = []
    for label, model in (
        ("equal pull", ClueModel(mean=0.5, spread=0.2)),
        ("α = 1", ClueModel(mean=0.5, spread=0.2, alpha=1.0)),
    ):
        per_python = _python_simulation(model, 3_000) if label == "α = 1" else None
        rs = load_ruleset("odyssey-2011")
        per_loop = _loop_baseline(rs.id, sample_votes(rs, 6, model, 3_000, 1))
        chunk = sample_votes(rs, 6, model, 100_000, 2)
        st = np.zeros(len(chunk), dtype=np.int64)
        score_only = _best(partial(score_rounds, rs, st, chunk, check=False)) / len(chunk)
        n = 500_000
        full = _best(partial(simulate_rounds, rs, 6, model, n, 3)) / n
        out.append(
            f"rounds, 6 players, {label}: score_round loop {1 / per_loop:,.0f}/s; "
            f"score_rounds (100k-round arrays) {1 / score_only:,.0f}/s "
            f"({per_loop / score_only:.0f}×); simulate_rounds incl. sampling "
            f"{1 / full:,.0f}/s ({per_loop / full:.0f}× the loop, which does no sampling)"
            + (
                ""
                if per_python is None
                else f"; a plain Python simulation (sampling + score_round) "
                f"{1 / per_python:,.0f}/s: simulate_rounds is {per_python / full:.0f}× that"
            )
        )
    return out


def _side_by_side(a: Callable[[], object], b: Callable[[], object], repeat: int = 5) -> float:
    """a's time over b's, each the best of `repeat` runs taken in turns (a, b, a, b, ...): on
    a shared machine the load changes from second to second, and both see the same."""
    ta: list[float] = []
    tb: list[float] = []
    for _ in range(repeat):
        for fn, out in ((a, ta), (b, tb)):
            t0 = time.perf_counter()
            fn()
            out.append(time.perf_counter() - t0)
    return float(min(ta) / min(tb))


def _rng_drawer(rs_id: str, players: int, model: ClueModel, rounds: int) -> Callable[[], None]:
    """Seconds per round to draw just the random numbers `sample_votes` draws for a round (the
    same kinds and counts, in the same chunks): the floor any simulation of the model pays."""
    rs = load_ruleset(rs_id)
    rng = np.random.default_rng(1)
    v = players - 1
    d = v * rs.cards_handed_in(players)
    second = rs.max_votes(players) >= 2 and model.q > 0
    ab = model.beta
    chunk = default_chunk(players)

    def draw() -> None:
        done = 0
        while done < rounds:
            size = min(chunk, rounds - done)
            if ab:
                rng.beta(ab[0], ab[1], size)
            rng.random((size, v))  # who finds the card
            if second:
                rng.random((size, v))  # who casts a second vote
            if model.equal_pull:
                rng.integers(d, size=(size, v))
                if second:
                    rng.integers(d, size=(size, v))
            else:
                rng.standard_gamma(model.alpha, (size, d))  # the decoys' pull
                rng.random((size, v))
                if second:
                    rng.random((size, v))
            done += size

    return draw


def _rng_per_round(rs_id: str, players: int, model: ClueModel, rounds: int) -> float:
    return _best(_rng_drawer(rs_id, players, model, rounds)) / rounds


def _near_limit_lines() -> list[str]:
    """Round simulation against the cost of its random numbers, side by side (issue #13)."""
    out = []
    rounds = 200_000
    for players in (6, 12):
        for label, alpha in (("α = ∞", math.inf), ("α = 1", 1.0), ("α → 0 (0.01)", 0.01)):
            model = ClueModel(mean=0.5, spread=0.2, alpha=alpha, q=0.5)
            rs = load_ruleset("odyssey-2011")
            simulate_rounds(rs, players, model, 5_000, 0)  # warm up
            sim = _best(partial(simulate_rounds, rs, players, model, rounds, 3)) / rounds
            ratio = _side_by_side(
                partial(simulate_rounds, rs, players, model, rounds, 3),
                _rng_drawer(rs.id, players, model, rounds),
            )
            out.append(
                f"simulate_rounds, odyssey-2011, {players} players, {label}: "
                f"{sim * 1e9:,.0f} ns per round; {ratio:.1f}× the cost of drawing its random "
                "numbers alone (target ≤ 3×)"
            )
    for players in (6, 12):
        for label, alpha in (("α = ∞", math.inf), ("α = 1", 1.0)):
            model = ClueModel(mean=0.5, spread=0.2, alpha=alpha, q=0.5)
            rs = load_ruleset("odyssey-vi")  # a score target, no pile limit: long games
            games = 20_000
            took = _best(partial(simulate_games, rs, players, model, games, 3))
            played = int(simulate_games(rs, players, model, games, 3).turns.sum())
            ratio = _side_by_side(
                partial(simulate_games, rs, players, model, games, 3),
                _rng_drawer(rs.id, players, model, played),
            )
            out.append(
                f"simulate_games, odyssey-vi, {players} players, {label}: {games:,} games "
                f"({played / games:.1f} turns each) in {took:.2f} s, "
                f"{took / played * 1e9:,.0f} ns per turn; {ratio:.1f}× the cost of drawing "
                "its random numbers alone"
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
    from explorer.ui.lab import cache as lab_cache

    if hasattr(lab_cache, "clear"):  # cold: nothing computed by the lines before
        lab_cache.clear()
    t0 = time.perf_counter()
    at = AppTest.from_file(str(ROOT / "pages/lab.py"), default_timeout=120).run()
    took = time.perf_counter() - t0
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    lines.append(
        f"lab page defaults, whole page run cold (AppTest, charts built): {took:.2f} s, "
        f"{'ok' if not at.exception else 'EXCEPTION'}; process max RSS so far {rss:.0f} MB"
    )
    return lines


def _visit_lines() -> list[str]:
    """Shared work (issue #10): a lab visit in a new session when another session has already
    computed these settings, against a bare one-line page, both through AppTest in this
    process (each AppTest is a new session; the page's caches live in the process)."""
    try:
        from streamlit.testing.v1 import AppTest
    except ImportError:  # pragma: no cover
        return []
    import gc

    def visit(path: str | None = None, source: str | None = None) -> tuple[float, float]:
        gc.collect()
        at = AppTest.from_file(path) if path else AppTest.from_string(source or "")
        at.default_timeout = 300
        t0, c0 = time.perf_counter(), time.process_time()
        at.run()
        assert not at.exception, at.exception
        return time.perf_counter() - t0, time.process_time() - c0

    lab = str(ROOT / "pages/lab.py")
    bare = min(visit(source="import streamlit as st\nst.write('hello')") for _ in range(5))
    import streamlit as st

    from explorer.ui.lab import cache as lab_cache

    st.cache_data.clear()
    if hasattr(lab_cache, "clear"):  # (the code before the shared caches had st.cache_data)
        lab_cache.clear()
    cold = visit(lab)
    warm = [visit(lab) for _ in range(10)]
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    best = min(warm)
    median = sorted(warm)[len(warm) // 2]
    return [
        f"lab visit, default settings, first in the process: {cold[0]:.2f} s wall, "
        f"{cold[1]:.2f} s CPU",
        f"lab visit, default settings, 10 new sessions after it: median {median[0]:.3f} s wall "
        f"/ {median[1]:.3f} s CPU (best {best[1]:.3f} s CPU); a bare one-line page "
        f"{bare[1]:.3f} s CPU: a warm lab visit costs {median[1] / bare[1]:.1f}× a bare page "
        f"(process max RSS {rss:.0f} MB)",
    ]


def _fairness_lines() -> list[str]:
    """Heavy work bounded and fair (issue #10): a warm default lab visit alone, and while a
    maximum-settings run holds the heavy-run gate in another thread; the peak memory of the
    biggest runs the page offers."""
    import threading

    from streamlit.testing.v1 import AppTest

    from explorer.lab.summary import summarise
    from explorer.ui.lab import cache as lab_cache

    def visit() -> float:
        at = AppTest.from_file(str(ROOT / "pages/lab.py"), default_timeout=300)
        t0 = time.perf_counter()
        at.run()
        assert not at.exception
        return time.perf_counter() - t0

    visit()  # computed once: every later default visit is warm
    alone = sorted(visit() for _ in range(5))[2]
    rs = load_ruleset("odyssey-2011")
    heavy_model = ClueModel(mean=0.5, spread=0.9, alpha=0.1, q=1.0)

    def heavy() -> None:
        with lab_cache.GATE.turn():
            simulate_rounds(rs, 12, heavy_model, 1_000_000, 9)

    worker = threading.Thread(target=heavy)
    t0 = time.perf_counter()
    worker.start()
    time.sleep(0.1)
    during: list[float] = []
    while worker.is_alive() and len(during) < 10:
        during.append(visit())
    worker.join()
    took = time.perf_counter() - t0
    during.sort()
    tracemalloc.start()
    summarise(simulate_games(rs, 12, heavy_model, 100_000, 9))
    games_peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.reset_peak()
    simulate_rounds(rs, 12, heavy_model, 1_000_000, 9)
    rounds_peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return [
        f"warm default lab visit: {alone:.3f} s alone; {during[len(during) // 2]:.3f} s "
        f"(median of {len(during)}, worst {during[-1]:.3f} s) while a maximum-settings run "
        f"(1,000,000 rounds at 12 players, α = 0.1, {took:.1f} s) holds the heavy-run gate",
        f"peak traced memory of the biggest runs offered: 100,000 games at 12 players "
        f"{games_peak / 1e6:.1f} MB, 1,000,000 rounds at 12 players {rounds_peak / 1e6:.1f} MB",
    ]


def run() -> list[str]:
    # the page first, so the process RSS it reports is not inflated by the bigger runs
    return [
        *_visit_lines(),
        *_fairness_lines(),
        *_page_lines(),
        *_near_limit_lines(),
        *_rounds_lines(),
        _games_line(),
    ]


if __name__ == "__main__":
    for line in run():
        print(line)
