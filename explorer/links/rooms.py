"""The class quiz page's address: `room`, the room's join code (ten digits, `room=4839120576`;
spaces and dashes as typed are read too), and `me`, the member's own token (`me=3-…`, the host's
is `0-…`), which brings them back as themselves after a reload or a locked phone.

A join link (the QR code, the link the teacher shares) has `room` alone; the address gets `me`
once the visitor has joined. Before a room, `open` says which kind of room the page offers to
open first (`open=practice`: a practice game across phones, the practice page's way in; the class
quiz otherwise). Decoding checks sizes and shapes only (no store is read here): a
code with a mistyped digit or a token of the wrong shape is left out with a note; whether the
room exists and the token opens a place in it is the page's question to the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.errors import DixitError, LinkError
from explorer.i18n import _
from explorer.links.base import Decoded, Encoded, Params, last_wins, one, quote, why
from explorer.rooms.codes import read_code, split_token
from explorer.rooms.kinds import kinds

ROOM, ME, OPEN = "room", "me", "open"


@dataclass(frozen=True)
class RoomPlace:
    """Where the visitor is: the room's code (None: no room yet) and their token (None: not
    joined yet)."""

    code: str | None = None
    token: str | None = None
    opening: str | None = None  # before a room: the kind of room offered first


@dataclass(frozen=True)
class RoomLink:
    keys: tuple[str, ...] = (ROOM, ME, OPEN)

    def encode(self, value: RoomPlace) -> Encoded:
        out: Encoded = {}
        if value.code is None and value.opening is not None:
            out[OPEN] = value.opening
        if value.code is not None:
            out[ROOM] = value.code
            if value.token is not None:
                out[ME] = value.token
        return out

    @last_wins
    def decode(self, params: Params) -> Decoded[RoomPlace]:
        notes: list[str] = []
        try:
            raw = one(params, ROOM)
        except LinkError as err:
            return Decoded(RoomPlace(), (_("the room code ({reason})").format(reason=why(err)),))
        if raw is None or not raw.strip():
            try:
                opening = one(params, OPEN)
            except LinkError:
                opening = None
            return Decoded(RoomPlace(opening=opening if opening in kinds() else None))
        try:
            code = read_code(raw)
        except DixitError as err:
            note = _("the room code {code} ({reason})").format(code=quote(raw), reason=why(err))
            return Decoded(RoomPlace(), (note,))
        try:
            token = one(params, ME)
        except LinkError:
            token = "?"
        if token is not None and split_token(token) is None:
            notes.append(
                _("your place in the room (the link's `me` is damaged): join again with your name")
            )
            token = None
        return Decoded(RoomPlace(code, token), tuple(notes))


ROOM_LINK = RoomLink()
