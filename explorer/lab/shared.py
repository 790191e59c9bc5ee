"""Work shared by everyone in one process: a bounded cache that computes each key once (and
remembers the keys whose computation the engine refused), and a gate that lets only a few heavy
runs go at a time, the rest waiting in line.

Plain Python (threads, no Streamlit), so it is tested directly. On Community Cloud every
visitor's script runs in a thread of the same process: equal settings must cost one
computation, and one visitor's maximum-settings run must not take every core.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

from explorer.errors import DixitError, SimulationError
from explorer.i18n import language

V = TypeVar("V")
_MISSING = object()


def _fresh(err: DixitError) -> DixitError:
    """A new exception equal to `err` (same type, message and attributes; no traceback), so
    that threads re-raising a remembered failure never share one exception object."""
    out = type(err).__new__(type(err), *err.args)
    out.args = err.args
    out.__dict__.update(err.__dict__)
    return out


class SharedCache(Generic[V]):
    """At most `max_entries` values, least recently used dropped first. Values must be
    immutable (they are handed to every thread as they are, not copied). A key asked for by
    several threads at once is computed by the first; the others wait for its result.

    A computation the engine refuses (a `DixitError`, such as a simulation whose games cannot
    end) is remembered like a value, in at most `max_entries` more entries: asking again raises
    the same error at once instead of paying for it again. Its message is in the language of
    the visitor who paid for it, so a failure is kept per language. Other exceptions (a
    cancelled run, a bug) are not remembered."""

    def __init__(self, max_entries: int) -> None:
        if max_entries < 1:
            raise SimulationError("a cache needs room for at least one entry.")
        self.max_entries = max_entries
        self._data: OrderedDict[Hashable, V] = OrderedDict()
        self._failed: OrderedDict[tuple[Hashable, str], DixitError] = OrderedDict()
        self._lock = threading.Lock()
        self._computing: dict[Hashable, threading.Lock] = {}
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: Hashable) -> bool:
        """True when asking for `key` costs nothing: its value, or its failure in the current
        language, is remembered."""
        with self._lock:
            return key in self._data or (key, language()) in self._failed

    @property
    def failures(self) -> int:
        """Failures remembered (every language)."""
        with self._lock:
            return len(self._failed)

    def _failure(self, key: Hashable) -> DixitError | None:
        """The remembered failure of `key` in the current language (call under the lock)."""
        err = self._failed.get((key, language()))
        if err is None:
            return None
        self._failed.move_to_end((key, language()))
        self.hits += 1
        return _fresh(err)

    def _remember(self, key: Hashable, err: DixitError) -> None:
        """Keep a failure (call under the lock)."""
        self._failed[(key, language())] = _fresh(err)
        while len(self._failed) > self.max_entries:
            self._failed.popitem(last=False)

    def peek(self, key: Hashable) -> V | None:
        """The value if it is cached (None otherwise); never computes."""
        with self._lock:
            if key in self._data:
                self._data.move_to_end(key)
                return self._data[key]
        return None

    def get(self, key: Hashable, compute: Callable[[], V]) -> V:
        with self._lock:
            if key in self._data:
                self.hits += 1
                self._data.move_to_end(key)
                return self._data[key]
            failed = self._failure(key)
            if failed is not None:
                raise failed
            key_lock = self._computing.setdefault(key, threading.Lock())
        with key_lock:
            with self._lock:
                if key in self._data:  # computed by another thread while this one waited
                    self.hits += 1
                    self._data.move_to_end(key)
                    return self._data[key]
                failed = self._failure(key)  # refused while this one waited
                if failed is not None:
                    raise failed
            try:
                value = compute()
            except DixitError as err:
                with self._lock:
                    self.misses += 1
                    self._remember(key, err)
                    self._computing.pop(key, None)
                raise
            except BaseException:
                with self._lock:
                    self._computing.pop(key, None)
                raise
            with self._lock:
                self.misses += 1
                self._data[key] = value
                self._data.move_to_end(key)
                while len(self._data) > self.max_entries:
                    self._data.popitem(last=False)
                self._computing.pop(key, None)
            return value

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._failed.clear()


class JobGate:
    """At most `slots` heavy runs at once; the others wait in line, first come first served.

    `turn(waiting)` is a context manager: while a run waits, `waiting(position)` is called
    every `poll` seconds with its place in the line (1: next); it may raise to give up (a
    visitor who cancels), and the run then leaves the line."""

    def __init__(self, slots: int = 1, poll: float = 0.3) -> None:
        if slots < 1:
            raise SimulationError("a gate needs at least one slot.")
        self.slots = slots
        self.poll = poll
        self._cond = threading.Condition()
        self._line: list[object] = []
        self.running = 0

    @property
    def waiting(self) -> int:
        with self._cond:
            return len(self._line)

    def position(self) -> int:
        """Where a run arriving now would stand (0: it would start at once)."""
        with self._cond:
            free = self.running < self.slots and not self._line
            return 0 if free else len(self._line) + 1

    @contextmanager
    def turn(self, waiting: Callable[[int], None] | None = None) -> Iterator[None]:
        ticket = object()
        with self._cond:
            self._line.append(ticket)
        try:
            while True:
                with self._cond:
                    if self._line[0] is ticket and self.running < self.slots:
                        self._line.pop(0)
                        self.running += 1
                        break
                    place = self._line.index(ticket) + 1
                if waiting is not None:
                    waiting(place)
                with self._cond:
                    if not (self._line[0] is ticket and self.running < self.slots):
                        self._cond.wait(self.poll)
        except BaseException:
            with self._cond:
                if ticket in self._line:
                    self._line.remove(ticket)
                self._cond.notify_all()
            raise
        try:
            yield
        finally:
            with self._cond:
                self.running -= 1
                self._cond.notify_all()
