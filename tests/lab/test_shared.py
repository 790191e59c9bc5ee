"""Shared work: each key computed once and the cache bounded; heavy runs take turns."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest

from explorer.lab.shared import JobGate, SharedCache


def test_the_cache_is_bounded_and_drops_the_least_recently_used() -> None:
    cache: SharedCache[int] = SharedCache(3)
    for k in range(5):
        cache.get(k, lambda k=k: k * 10)
    assert len(cache) == 3 and cache.peek(0) is None and cache.peek(4) == 40
    cache.get(2, lambda: -1)  # a hit: not recomputed, and now the most recent
    cache.get(5, lambda: 50)
    assert cache.peek(2) == 20 and cache.peek(3) is None


def test_threads_asking_for_one_key_share_one_computation() -> None:
    cache: SharedCache[int] = SharedCache(4)
    calls = []

    def slow() -> int:
        calls.append(1)
        time.sleep(0.05)
        return 7

    threads = [threading.Thread(target=lambda: cache.get("k", slow)) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(calls) == 1 and cache.peek("k") == 7
    assert cache.hits == 7 and cache.misses == 1


def test_a_failed_computation_is_not_cached() -> None:
    cache: SharedCache[int] = SharedCache(2)

    def boom() -> int:
        raise RuntimeError("no")

    with pytest.raises(RuntimeError):
        cache.get("k", boom)
    assert cache.get("k", lambda: 1) == 1


def _until(condition: Callable[[], bool]) -> None:
    """Wait (at most 5 s) for another thread to get somewhere."""
    for _ in range(5_000):
        if condition():
            return
        time.sleep(0.001)
    raise AssertionError("timed out")


def test_the_gate_lets_a_few_run_and_the_rest_wait_in_line() -> None:
    gate = JobGate(slots=1, poll=0.01)
    release = threading.Event()
    running, most, order = [0], [0], []
    positions: dict[int, list[int]] = {}
    lock = threading.Lock()

    def job(i: int) -> None:
        with gate.turn(lambda place: positions.setdefault(i, []).append(place)):
            with lock:
                running[0] += 1
                most[0] = max(most[0], running[0])
                order.append(i)
            if i == 0:
                release.wait(5)
            with lock:
                running[0] -= 1

    threads = [threading.Thread(target=job, args=(i,)) for i in range(4)]
    threads[0].start()
    _until(lambda: gate.running == 1)
    for i in (1, 2, 3):  # they arrive in order, while the first holds the gate
        threads[i].start()
        _until(lambda i=i: i in positions)
    assert [positions[i][0] for i in (1, 2, 3)] == [1, 2, 3]  # their places in the line
    assert gate.waiting == 3 and gate.position() == 4  # a newcomer would be fourth
    release.set()
    for t in threads:
        t.join()
    assert most[0] == 1 and order == [0, 1, 2, 3]
    assert all(p == sorted(p, reverse=True) for p in positions.values())  # only moving up
    assert gate.running == 0 and gate.waiting == 0 and gate.position() == 0


def test_a_waiting_run_that_gives_up_leaves_the_line() -> None:
    gate = JobGate(slots=1, poll=0.01)
    release = threading.Event()

    def hold() -> None:
        with gate.turn():
            release.wait(2)

    holder = threading.Thread(target=hold)
    holder.start()
    time.sleep(0.02)

    class Cancelled(Exception):
        pass

    def cancel(place: int) -> None:
        raise Cancelled

    with pytest.raises(Cancelled), gate.turn(cancel):
        pass
    assert gate.waiting == 0
    release.set()
    holder.join()
    with gate.turn():  # the gate is free again
        assert gate.running == 1
