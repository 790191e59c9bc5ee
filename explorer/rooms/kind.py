"""What a kind of room supplies (`Kind`); the kinds the site has are in `explorer.rooms.kinds`.

The room core (`explorer.rooms.room`) keeps what every room has: its code, host, members, their
secrets, its ruleset, its version. A kind keeps the rest, as one frozen value of its own (the
class quiz's rounds and answers, a practice table's seats and game; a game night's
rounds), and decides what the core cannot:
- how its state starts and moves (`start`, `act`: who may do what, when);
- what each member sees (`view`): the hidden-information rule lives here, in the engine, so a
  page can only show what the view holds, and a view never holds another member's hidden data
  (a property test checks every kind: two rooms that differ only in other members' data give a
  member equal views);
- whether it takes newcomers now, and under which names not (`closed`, `taken`);
- how its state is written for a store (`dump`, `load`: JSON-ready values, checked on load).

A new kind is a module with one `Kind` and a line in `kinds.KINDS`; the core, the stores and
the tests of the core do not change.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from explorer.rooms.model import Room
from explorer.rules.ruleset import Ruleset


class Kind(Protocol):
    """One kind of room: its state's life, each member's view, its state's wire form."""

    name: str

    def start(self, ruleset: Ruleset, options: Mapping[str, object], seed: int) -> Any:
        """The state a new room starts in; RoomError for options it cannot use."""
        ...

    def act(self, room: Room, actor: int, action: object) -> Any:
        """The state after `actor` (`codes.HOST` or a member's number) does `action`; a
        DixitError naming the rule when it may not."""
        ...

    def view(self, room: Room, viewer: int) -> Any:
        """What `viewer` may see of the state: a frozen value with none of another member's
        hidden data (the host's view may hold what the host may see)."""
        ...

    def closed(self, state: Any) -> str | None:
        """Why the room takes no new members now (None: it does)."""
        ...

    def taken(self, state: Any) -> tuple[str, ...]:
        """Names the kind already uses that are no member's (a practice table's host, who
        plays under a name): a newcomer may not join under one of them."""
        ...

    def forget(self, state: Any, member: int) -> Any:
        """The state with everything of a removed member dropped."""
        ...

    def dump(self, state: Any) -> dict[str, Any]: ...

    def load(self, data: Any) -> Any:
        """The state from `dump`'s output; RoomError for anything else."""
        ...
