"""The game night's calls to its live room (`explorer.rooms.evening`, through the rooms' service
and the process's store, `explorer.ui.rooms.state.rooms`), each one engine call, and what the
page says when the room has ended. No widgets here: `explorer.ui.night.live` draws; the page's
state (`explorer.ui.night.state`) sends a change through `send`."""

from __future__ import annotations

from explorer.errors import DixitError, RoomError
from explorer.i18n import _, number, sentences
from explorer.links.rooms import RoomPlace
from explorer.night.evening import Night
from explorer.night.stamp import Copy
from explorer.rooms import codes
from explorer.rooms.evening import NAME, Behind, Change, EveningView
from explorer.rooms.model import RoomView
from explorer.ui.rooms.state import rooms

JOIN_TRIES = 4  # phone names tried when two phones join at once and take the same one


class Ended(RoomError):
    """The live room is gone (closed by its host, expired, or this phone's place removed)."""


def ended_text(err: DixitError) -> str:
    """Why the evening is no longer live on other phones, and that this phone keeps it."""
    return sentences(
        [
            _("This evening is no longer live on other phones."),
            str(err),
            _("This phone keeps it: the evening goes on here and stays in its link."),
        ]
    )


def view(room: RoomPlace) -> RoomView:
    """This phone's view of its live room; Ended when there is none for it any more."""
    if room.code is None or room.token is None:
        raise Ended(_("This phone has no place in that room."))
    try:
        found = rooms().view(room.code, room.token)
    except RoomError as err:
        raise Ended(str(err)) from None
    if not isinstance(found.detail, EveningView):
        raise Ended(_("That room is not a game night."))
    return found


def copy_of(found: RoomView) -> Copy:
    detail: EveningView = found.detail
    return detail.copy


def room_copy(room: RoomPlace) -> Copy | None:
    """The room's copy of the evening (None: the room has ended)."""
    try:
        return copy_of(view(room))
    except Ended:
        return None


def send(room: RoomPlace, copy: Copy, night: Night) -> Copy:
    """The room's copy after this phone changed `copy` into `night`; Behind when another phone
    changed the evening first; Ended when the room is gone; the engine's error otherwise."""
    if room.code is None or room.token is None:
        raise Ended(_("This phone has no place in that room."))
    change = Change(copy.stamp.digest, len(copy.night.rounds), night)
    try:
        rooms().act(room.code, room.token, change)
    except Behind:
        raise
    except RoomError as err:
        if room_copy(room) is None:
            raise Ended(str(err)) from None
        raise
    return copy_of(view(room))


def open_live(copy: Copy) -> RoomPlace:
    """A live room for the evening `copy`, with this phone as its host."""
    made, token = rooms().open(NAME, copy.night.ruleset, {"copy": copy})
    return RoomPlace(made.code, token)


def join(code: str) -> RoomPlace:
    """This phone's place in the live room `code`, under the next free phone name."""
    service = rooms()
    for _attempt in range(JOIN_TRIES):
        found = service.room(code)
        if found.kind != NAME:
            raise RoomError(
                _("The room {code} is not a game night.").format(code=codes.shown(code))
            )
        name = _("Phone {n}").format(n=number(found.next_id + 1))
        try:
            _joined, token = service.join(code, name)
        except RoomError:
            if any(m.name == name for m in service.room(code).members):
                continue  # a phone joining at the same moment took the same name
            raise
        return RoomPlace(code, token)
    raise RoomError(_("This room is too busy right now: try again."))


def leave(room: RoomPlace, host: bool) -> None:
    """This phone out of the live room; the host's press ends it for every phone."""
    if room.code is None or room.token is None:
        return
    try:
        if host:
            rooms().close(room.code, room.token)
        else:
            rooms().leave(room.code, room.token)
    except RoomError:
        pass  # already gone: nothing to leave
