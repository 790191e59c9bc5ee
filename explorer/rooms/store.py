"""Where rooms live: what every store does (`RoomStore`), the bounds they keep (`Bounds`), and
the embedded store that needs nothing installed (`MemoryStore`, in the app's one process).

A store keeps each room as its wire bytes (`explorer.rooms.wire`) under its code, and writes by
compare-and-set: `put(room, expected)` stores `room` only if the stored version is still
`expected`, so two writers (two students answering at the same moment, in two threads or on
two app replicas sharing Redis) never lose each other's change: the one that loses reads the
room again and retries (`explorer.rooms.service`).

Bounded in count, size and age: at most `Bounds.rooms` rooms, each at most `room_bytes` (and,
embedded, `total_bytes` in all); a room expires `idle` seconds after its last change (`empty`
seconds when nobody has joined) and `life` seconds after it opened, whichever comes first.
Expired rooms are removed when a room is opened (and one found expired is removed on sight); a
room past its time is never returned.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Protocol

from explorer.errors import RoomError
from explorer.i18n import _, n_, number
from explorer.rooms import wire
from explorer.rooms.model import Room


@dataclass(frozen=True)
class Bounds:
    rooms: int = 300  # rooms at once (codes.py's guessing odds assume this bound)
    room_bytes: int = 128_000  # one room's record (a class of 60 through 10 rounds: ~40 KB)
    total_bytes: int = 16_000_000  # every room together, embedded store
    idle: float = 3 * 3600.0  # seconds after a room's last change
    empty: float = 1800.0  # seconds after a room's last change, when nobody has joined
    life: float = 12 * 3600.0  # seconds after a room opened

    def expires(self, room: Room) -> float:
        """When `room` expires (seconds, on the clock its times were written with)."""
        quiet = self.idle if room.members else self.empty
        return min(room.touched + quiet, room.created + self.life)


class RoomStore(Protocol):
    bounds: Bounds

    def create(self, room: Room, now: float) -> bool:
        """Store a new room; False when its code is taken (draw another). RoomError when the
        store is full or the room too big."""
        ...

    def get(self, code: str, now: float) -> Room | None:
        """The room (None: no such room, or expired)."""
        ...

    def put(self, room: Room, expected: int, now: float) -> bool:
        """Store `room` if the stored version is still `expected` (False: somebody else wrote
        first; read again). RoomError when the room is gone or too big."""
        ...

    def delete(self, code: str) -> None: ...

    def count(self, now: float) -> int:
        """Rooms open now (expired ones removed first)."""
        ...


def too_big(size: int, bounds: Bounds) -> RoomError:
    return RoomError(
        n_(
            "This room has grown too big ({size} byte; at most {most}).",
            "This room has grown too big ({size} bytes; at most {most}).",
            size,
        ).format(size=number(size), most=number(bounds.room_bytes))
    )


def full(bounds: Bounds) -> RoomError:
    return RoomError(
        _(
            "The site has as many rooms open as it can hold ({n}): try again in a few minutes, "
            "when the oldest have closed."
        ).format(n=number(bounds.rooms))
    )


def gone() -> RoomError:
    return RoomError(_("This room has closed (rooms close after a few quiet hours)."))


class MemoryStore:
    """Rooms in this process's memory: the default, for one app process. Each room is kept
    decoded (a read is a dictionary look-up) beside its record's size (the bounds count bytes
    exactly as a shared store does)."""

    def __init__(self, bounds: Bounds | None = None) -> None:
        self.bounds = bounds or Bounds()
        self._rooms: dict[str, tuple[Room, int]] = {}
        self._bytes = 0
        self._lock = threading.Lock()

    def _drop(self, code: str) -> None:
        held = self._rooms.pop(code, None)
        if held is not None:
            self._bytes -= held[1]

    def _sweep(self, now: float) -> None:
        for code in [c for c, (r, _s) in self._rooms.items() if self.bounds.expires(r) <= now]:
            self._drop(code)

    def create(self, room: Room, now: float) -> bool:
        size = len(wire.dump(room))
        if size > self.bounds.room_bytes:
            raise too_big(size, self.bounds)
        with self._lock:
            self._sweep(now)
            if room.code in self._rooms:
                return False
            if (
                len(self._rooms) >= self.bounds.rooms
                or self._bytes + size > self.bounds.total_bytes
            ):
                raise full(self.bounds)
            self._rooms[room.code] = (room, size)
            self._bytes += size
            return True

    def get(self, code: str, now: float) -> Room | None:
        with self._lock:
            held = self._rooms.get(code)
            if held is None:
                return None
            if self.bounds.expires(held[0]) <= now:
                self._drop(code)
                return None
            return held[0]

    def put(self, room: Room, expected: int, now: float) -> bool:
        size = len(wire.dump(room))
        if size > self.bounds.room_bytes:
            raise too_big(size, self.bounds)
        with self._lock:
            held = self._rooms.get(room.code)
            if held is None or self.bounds.expires(held[0]) <= now:
                self._drop(room.code)
                raise gone()
            if held[0].version != expected:
                return False
            if self._bytes - held[1] + size > self.bounds.total_bytes:
                raise full(self.bounds)
            self._rooms[room.code] = (room, size)
            self._bytes += size - held[1]
            return True

    def delete(self, code: str) -> None:
        with self._lock:
            self._drop(code)

    def count(self, now: float) -> int:
        with self._lock:
            self._sweep(now)
            return len(self._rooms)

    def held_bytes(self) -> int:
        """The records' bytes held now (what `total_bytes` bounds)."""
        return self._bytes
