"""A visit that keeps typing codes that open no room waits."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from explorer.rooms.throttle import FREE, WINDOW, Throttle


def test_five_misses_a_minute_then_the_visit_waits() -> None:
    t = Throttle()
    for i in range(FREE):
        assert t.wait(100.0 + i) == 0
        t = t.missed(100.0 + i)
    assert t.wait(100.0 + FREE) == WINDOW - FREE  # until the oldest miss is a minute old
    assert t.wait(100.0 + WINDOW) == 0


@given(st.lists(st.floats(0, 10_000), max_size=200))
def test_never_more_than_free_misses_in_any_window_and_bounded_memory(times: list[float]) -> None:
    t, allowed = Throttle(), []
    for now in sorted(times):
        if t.wait(now) == 0:
            allowed.append(now)
            t = t.missed(now)
        assert len(t.misses) <= FREE
    for i, start in enumerate(allowed):
        assert sum(1 for x in allowed[i:] if x - start < WINDOW) <= FREE
