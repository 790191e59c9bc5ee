"""The game night page's whole address: the evening (`night`, `explorer.links.night`) and, while
the evening is live on every phone at the table, its room and this phone's place in it (`room`
and `me`, read as the class quiz reads them: `explorer.links.rooms`).

A join link (the live evening's QR code) holds `night` and `room`: the evening as it stood when
the link was made, so the link still opens it as a plain link once the room is gone; the phone
that opens it joins the room and gets `me`, its own secret, which brings it back as itself after
a reload or a locked phone. A live phone's address always holds the room's latest copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from explorer.links.base import Decoded, Encoded, Params
from explorer.links.night import NIGHT_LINK
from explorer.links.rooms import ROOM_LINK, RoomPlace
from explorer.night.stamp import Copy


@dataclass(frozen=True)
class NightPlace:
    """The evening the page shows (None: the set-up) and the live room it is in (none: the
    evening is in its link alone)."""

    copy: Copy | None = None
    live: RoomPlace = field(default_factory=RoomPlace)

    @property
    def is_live(self) -> bool:
        return self.live.code is not None


@dataclass(frozen=True)
class NightPageLink:
    keys: tuple[str, ...] = NIGHT_LINK.keys + ROOM_LINK.keys

    def encode(self, value: NightPlace) -> Encoded:
        out: Encoded = {}
        if value.copy is not None:
            out.update(NIGHT_LINK.encode(value.copy))
        out.update(ROOM_LINK.encode(value.live))
        return out

    def decode(self, params: Params) -> Decoded[NightPlace]:
        night, room = NIGHT_LINK.decode(params), ROOM_LINK.decode(params)
        return Decoded(NightPlace(night.value, room.value), night.notes + room.notes)


NIGHT_PAGE_LINK = NightPageLink()
