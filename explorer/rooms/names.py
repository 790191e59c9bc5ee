"""A member's name in a room: the player-name rules (`explorer.text.names.name_fault`), said to
the member in their own words. The room core checks every newcomer's name with it, and a kind
the name of anybody it seats under a name of its own (a practice table's host)."""

from __future__ import annotations

from explorer.errors import RoomError
from explorer.i18n import _, n_, number
from explorer.limits import MAX_NAME
from explorer.text.names import name_fault


def member_name(name: object) -> str:
    """The name a member typed, end spaces dropped, under the player-name rules
    (`text.names.name_fault`); RoomError saying which rule it breaks, to the member."""
    if not isinstance(name, str):
        raise RoomError(_("Type your name."))
    clean = name.strip()
    fault = name_fault(clean)
    if fault == "empty":
        raise RoomError(_("Type your name: it cannot be empty."))
    if fault == "long":
        raise RoomError(
            n_(
                "Your name is too long ({n} character; at most {most}).",
                "Your name is too long ({n} characters; at most {most}).",
                len(clean),
            ).format(n=number(len(clean)), most=number(MAX_NAME))
        )
    if fault == "hidden":
        raise RoomError(
            _("Your name cannot contain control characters or invisible direction marks.")
        )
    if fault == "comma":
        raise RoomError(_("Your name cannot contain a comma (sentences list names with commas)."))
    return clean
