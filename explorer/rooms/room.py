"""Every change a room (`explorer.rooms.model`) can go through, as pure functions that return a
new room (the stores keep it; `explorer.rooms.service` reads, changes and writes
it back by compare-and-set on `version`).

Who may do what is decided here and in the room's kind, never by a page: the host opens it and
may remove a member; a visitor joins under a name (the player-name rules, no two alike in any
mix of case); a member may leave and come back with their link; everything else is the kind's
(`kind.Kind.act`: the host moves the class to the next round, a student answers).
"""

from __future__ import annotations

from dataclasses import replace

from explorer.errors import RoomError
from explorer.i18n import _, n_, number
from explorer.rooms import codes
from explorer.rooms.kinds import kind_of
from explorer.rooms.model import MAX_JOINS, MAX_MEMBERS, Member, Room, RoomView, Seat
from explorer.rooms.names import member_name
from explorer.rules.resolve import canonical, resolve


def open_room(
    code: str, kind: str, ruleset: str, options: dict[str, object], seed: int, now: float
) -> tuple[Room, str]:
    """A new room and its host's token; RoomError for an unknown kind or ruleset, or options
    the kind cannot use."""
    ident = canonical(ruleset)  # the room keeps the one spelling of its rules
    state = kind_of(kind).start(resolve(ident), options, seed)
    secret = codes.new_secret()
    room = Room(code, kind, ident, codes.digest(code, secret), state, created=now, touched=now)
    return room, codes.token(codes.HOST, secret)


def join(room: Room, name: object, now: float) -> tuple[Room, str]:
    """The room with a new member named `name`, and their token; RoomError when the room is
    full or closed to newcomers, or for a name the rules refuse or one already taken."""
    why = kind_of(room.kind).closed(room.state)
    if why is not None:
        raise RoomError(why)
    if len(room.members) >= MAX_MEMBERS or room.next_id > MAX_JOINS:
        raise RoomError(
            n_(
                "This room is full ({n} member): ask your teacher.",
                "This room is full ({n} members): ask your teacher.",
                MAX_MEMBERS,
            ).format(n=number(MAX_MEMBERS))
        )
    clean = member_name(name)
    names = (*(m.name for m in room.members), *kind_of(room.kind).taken(room.state))
    taken = next((n for n in names if n.casefold() == clean.casefold()), None)
    if taken is not None:
        raise RoomError(
            _("The name {name} is already taken in this room: add a letter or a number.").format(
                name=repr(taken)
            )
        )
    secret = codes.new_secret()
    member = Member(room.next_id, clean, codes.digest(room.code, secret), now)
    out = replace(room, members=(*room.members, member), next_id=room.next_id + 1)
    return out, codes.token(member.id, secret)


def identify(room: Room, token: object) -> int:
    """Who a link's token makes its holder: `codes.HOST` or a member's number; RoomError when it
    is no member of this room (a token changed by hand, another room's, a removed member's).
    The same message whatever is wrong: a guess learns nothing."""
    parts = codes.split_token(token)
    if parts is not None:
        member, secret = parts
        if member == codes.HOST and codes.matches(room.code, secret, room.host_key):
            return codes.HOST
        found = room.member(member) if member != codes.HOST else None
        if found is not None and codes.matches(room.code, secret, found.key):
            return member
    raise RoomError(
        _(
            "This link does not open a place in room {code}: it may have been changed, or the "
            "teacher removed that name. Join again with your name."
        ).format(code=codes.shown(room.code))
    )


def _member(room: Room, member: int) -> Member:
    found = room.member(member)
    if found is None:
        raise RoomError(_("You are no longer a member of this room."))
    return found


def _with(room: Room, changed: Member) -> Room:
    return replace(room, members=tuple(changed if m.id == changed.id else m for m in room.members))


def leave(room: Room, member: int) -> Room:
    """The room with `member` gone out (their answers kept; their link brings them back)."""
    return _with(room, replace(_member(room, member), present=False))


def come_back(room: Room, member: int) -> Room:
    """The room with `member`, who had left, in it again."""
    return _with(room, replace(_member(room, member), present=True))


def remove(room: Room, actor: int, member: int) -> Room:
    """The room without `member` and everything of theirs (their link opens nothing now): the
    host's alone to do."""
    if actor != codes.HOST:
        raise RoomError(_("Only the host can remove a member."))
    _member(room, member)
    kept = tuple(m for m in room.members if m.id != member)
    return replace(room, members=kept, state=kind_of(room.kind).forget(room.state, member))


def act(room: Room, actor: int, action: object) -> Room:
    """The room after `actor` does a kind's `action` (a member who had left is back in)."""
    if actor != codes.HOST and not _member(room, actor).present:
        room = come_back(room, actor)
    return replace(room, state=kind_of(room.kind).act(room, actor, action))


def view(room: Room, viewer: int) -> RoomView:
    """What `viewer` (`codes.HOST` or a member's number, from `identify`) may see."""
    host = viewer == codes.HOST
    me = None if host else _member(room, viewer)
    return RoomView(
        code=room.code,
        kind=room.kind,
        ruleset=room.ruleset,
        host=host,
        me=me.name if me else None,
        present=me.present if me else True,
        members=tuple(Seat(m.id, m.name, m.present) for m in room.members) if host else (),
        detail=kind_of(room.kind).view(room, viewer),
    )
