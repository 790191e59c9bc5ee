"""Rooms as a visitor's page uses them: open, find, join, come back, act, view, each one call.

`Rooms` wraps a store (`explorer.rooms.store`) and a clock. Every change reads the room, applies
one of the pure changes of `explorer.rooms.room` and writes it back by compare-and-set on its
version; when another writer got there first, it reads the room again and applies the change to
that (`TRIES` times at most), so no change is ever lost or applied to a stale room. Every
member-facing call starts from the member's link token (`identify`): nobody acts or sees as
anybody else.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

from explorer.errors import RoomError
from explorer.i18n import _
from explorer.rooms import codes, room
from explorer.rooms.model import Room, RoomView
from explorer.rooms.store import RoomStore, gone

T = TypeVar("T")
TRIES = 50  # compare-and-set attempts before a change gives up (30 writers at once need ~30)
CODE_TRIES = 8  # codes drawn before opening gives up (the store is nearly full of codes)


def no_room(code: str) -> RoomError:
    return RoomError(
        _(
            "No room has the code {code}: check it, or ask your teacher whether the room is "
            "still open."
        ).format(code=codes.shown(code))
    )


class Rooms:
    def __init__(self, store: RoomStore, clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.clock = clock

    # --- reading --------------------------------------------------------------------------------
    def room(self, code: str) -> Room:
        """The room with this (stored) code; RoomError when there is none."""
        found = self.store.get(code, self.clock())
        if found is None:
            raise no_room(code)
        return found

    def find(self, typed: object) -> Room:
        """The room a typed code opens (RoomError: a mistyped code, or no such room)."""
        return self.room(codes.read_code(typed))

    def enter(self, code: str, token: object) -> tuple[Room, int]:
        """The room and who the token makes its holder (`codes.HOST` or a member's number)."""
        found = self.room(code)
        return found, room.identify(found, token)

    def view(self, code: str, token: object) -> RoomView:
        found, who = self.enter(code, token)
        return room.view(found, who)

    # --- changing -------------------------------------------------------------------------------
    def open(
        self, kind: str, ruleset: str, options: dict[str, object], seed: int | None = None
    ) -> tuple[Room, str]:
        """A new room (its code drawn from the system's entropy) and its host's token."""
        draw = secrets.randbelow(2**32) if seed is None else seed
        for _attempt in range(CODE_TRIES):
            now = self.clock()
            made, token = room.open_room(codes.new_code(), kind, ruleset, options, draw, now)
            if self.store.create(made, now):
                return made, token
        raise RoomError(_("No free room code was found: try again."))

    def _update(self, code: str, change: Callable[[Room], tuple[Room, T]]) -> tuple[Room, T]:
        for _attempt in range(TRIES):
            now = self.clock()
            before = self.store.get(code, now)
            if before is None:
                raise gone()
            after, out = change(before)
            if after == before:
                return before, out
            after = replace(after, version=before.version + 1, touched=now)
            if self.store.put(after, before.version, now):
                return after, out
            time.sleep(0.001 * (1 + secrets.randbelow(5)))  # another writer won: read again
        raise RoomError(_("This room is too busy right now: try again."))

    def join(self, code: str, name: object) -> tuple[Room, str]:
        """The room with a new member named `name`, and the member's token."""
        self.room(code)  # no such room: say so, rather than "closed"
        now = self.clock()
        return self._update(code, lambda r: room.join(r, name, now))

    def leave(self, code: str, token: object) -> Room:
        return self._member_change(code, token, room.leave)

    def come_back(self, code: str, token: object) -> Room:
        return self._member_change(code, token, room.come_back)

    def _member_change(self, code: str, token: object, change: Callable[[Room, int], Room]) -> Room:
        def go(r: Room) -> tuple[Room, None]:
            who = room.identify(r, token)
            if who == codes.HOST:
                return r, None
            return change(r, who), None

        return self._update(code, go)[0]

    def remove(self, code: str, token: object, member: int) -> Room:
        """The room without `member` (the host's token only)."""
        return self._update(
            code, lambda r: (room.remove(r, room.identify(r, token), member), None)
        )[0]

    def act(self, code: str, token: object, action: object) -> Room:
        """The room after the token's holder does a kind's `action`."""
        return self._update(code, lambda r: (room.act(r, room.identify(r, token), action), None))[0]

    def close(self, code: str, token: object) -> None:
        """Close the room for everybody (the host's token only)."""
        if room.identify(self.room(code), token) != codes.HOST:
            raise RoomError(_("Only the host can close the room."))
        self.store.delete(code)
