"""A room as the stores keep it: compact JSON (UTF-8 bytes), and back, every field checked.

Both stores hold these bytes (the embedded one keeps the decoded room beside them), so a room's
size is the same measure everywhere and the Redis store is exercised by the same code. A record
that is not a room (a damaged or hand-made one) is refused with RoomError, never half-read.
"""

from __future__ import annotations

import json
from typing import Any, cast

from explorer.errors import RoomError
from explorer.i18n import _
from explorer.limits import MAX_NAME
from explorer.rooms import codes
from explorer.rooms.kinds import kind_of
from explorer.rooms.model import MAX_JOINS, MAX_MEMBERS, Member, Room

VERSION = 1
MAX_IDENT = 4_000  # characters of a ruleset's ident (house rules as the link writes them)


def dump(room: Room) -> bytes:
    data = {
        "w": VERSION,
        "code": room.code,
        "kind": room.kind,
        "ruleset": room.ruleset,
        "host": room.host_key,
        "members": [[m.id, m.name, m.key, m.joined, m.present] for m in room.members],
        "version": room.version,
        "created": room.created,
        "touched": room.touched,
        "next": room.next_id,
        "state": kind_of(room.kind).dump(room.state),
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _damaged() -> RoomError:
    return RoomError(_("This room's record is damaged."))


def _number(x: object) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def _member(raw: Any) -> Member:
    if not isinstance(raw, list) or len(raw) != 5:
        raise _damaged()
    mid, name, key, joined, present = raw
    if not (
        isinstance(mid, int)
        and 1 <= mid <= MAX_JOINS
        and isinstance(name, str)
        and 0 < len(name) <= MAX_NAME
        and isinstance(key, str)
        and len(key) == 64
        and _number(joined)
        and isinstance(present, bool)
    ):
        raise _damaged()
    return Member(mid, name, key, float(joined), present)


def load(raw: bytes) -> Room:
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise _damaged() from None
    if not isinstance(data, dict) or data.get("w") != VERSION:
        raise _damaged()
    code, kind, ruleset, host = (
        data.get("code"),
        data.get("kind"),
        data.get("ruleset"),
        data.get("host"),
    )
    members = data.get("members")
    version, created, touched, next_id = (
        data.get("version"),
        data.get("created"),
        data.get("touched"),
        data.get("next"),
    )
    if not (
        isinstance(code, str)
        and codes.is_code(code)
        and isinstance(kind, str)
        and isinstance(ruleset, str)
        and 0 < len(ruleset) <= MAX_IDENT
        and isinstance(host, str)
        and len(host) == 64
        and isinstance(members, list)
        and len(members) <= MAX_MEMBERS
        and isinstance(version, int)
        and version >= 1
        and _number(created)
        and _number(touched)
        and isinstance(next_id, int)
        and 1 <= next_id <= MAX_JOINS + 1
    ):
        raise _damaged()
    state = kind_of(kind).load(data.get("state"))
    return Room(
        code,
        kind,
        ruleset,
        host,
        state,
        tuple(_member(m) for m in members),
        version,
        float(cast(float, created)),
        float(cast(float, touched)),
        next_id,
    )
