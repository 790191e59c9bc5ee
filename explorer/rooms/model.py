"""A room as a value: its code, its host, its members (names and their secrets' digests), its
ruleset, its kind's state and its version; and what one viewer may see of it (`RoomView`).
The changes a room goes through are in `explorer.rooms.room`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_MEMBERS = 60  # a class and a few more: the join form says the room is full beyond it
MAX_JOINS = 4 * MAX_MEMBERS  # members a room ever takes, removed ones included


@dataclass(frozen=True)
class Member:
    """A member: their number (from 1; the host is 0), name, secret's digest, when they joined,
    and whether they are in the room now (False after "Leave"; their link brings them back)."""

    id: int
    name: str
    key: str
    joined: float
    present: bool = True


@dataclass(frozen=True)
class Room:
    code: str
    kind: str
    ruleset: str  # the rules' one ident, canonical (`explorer.rules.resolve`)
    host_key: str
    state: Any  # the kind's own frozen value
    members: tuple[Member, ...] = ()
    version: int = 1
    created: float = 0.0
    touched: float = 0.0
    next_id: int = 1

    def member(self, member: int) -> Member | None:
        return next((m for m in self.members if m.id == member), None)

    @property
    def present(self) -> tuple[Member, ...]:
        return tuple(m for m in self.members if m.present)


@dataclass(frozen=True)
class Seat:
    """A member as the host's view names them (no secret, no digest)."""

    id: int
    name: str
    present: bool


@dataclass(frozen=True)
class RoomView:
    """What one viewer may see of a room: the room's public facts, who they are in it, and the
    kind's view for them. It holds no secret and no digest; the host's view names the members
    (`members`), a member's view does not."""

    code: str
    kind: str
    ruleset: str
    host: bool
    me: str | None  # the member's own name (None: the host)
    present: bool
    members: tuple[Seat, ...]  # the host's view only: every member, in the room or gone out
    detail: Any  # the kind's view for this viewer
