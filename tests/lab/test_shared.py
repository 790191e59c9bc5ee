"""Shared work: each key computed once and the cache bounded; heavy runs take turns."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest

from explorer.errors import RulesetError, SimulationError
from explorer.i18n import using
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


def test_an_engine_refusal_is_remembered_like_a_result() -> None:
    """A run the engine refuses (a SimulationError after seconds of work) is paid for once:
    asking again raises the same message at once, and `in` says it costs nothing."""
    cache: SharedCache[int] = SharedCache(2)
    calls: list[str] = []

    def refuse() -> int:
        calls.append("run")
        raise SimulationError("games did not end within 2,000 turns.")

    for _attempt in range(3):
        with pytest.raises(SimulationError, match="did not end") as err:
            cache.get("k", refuse)
        assert err.value.__traceback__ is not None
    assert calls == ["run"] and "k" in cache and cache.peek("k") is None
    assert cache.failures == 1 and len(cache) == 0
    # errors with their own attributes come back whole
    rules = RulesetError("file.toml", "bonus_cap", "must be at least 1")

    def bad_rules() -> int:
        raise rules

    with pytest.raises(RulesetError):
        cache.get("r", bad_rules)
    with pytest.raises(RulesetError) as caught:
        cache.get("r", bad_rules)
    assert caught.value.field == "bonus_cap" and str(caught.value) == str(rules)
    assert caught.value is not rules  # each raise its own object: threads share none
    cache.clear()
    assert "k" not in cache and cache.get("k", lambda: 5) == 5


def test_remembered_failures_are_bounded_and_kept_per_language() -> None:
    cache: SharedCache[int] = SharedCache(3)

    def refuse(n: int) -> int:
        raise SimulationError(f"no {n}")

    for n in range(10):
        with pytest.raises(SimulationError):
            cache.get(n, lambda n=n: refuse(n))
    assert cache.failures == 3 and 9 in cache and 0 not in cache
    # the message is in the language of whoever paid for it: another language pays again
    with using("fr"):
        assert 9 not in cache
        assert cache.get(9, lambda: 90) == 90
    assert 9 in cache and cache.get(9, lambda: -1) == 90  # a value, now, in every language


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
