"""The class quiz's address: the room's code and the member's token, read by shape only."""

from __future__ import annotations

import pytest

from explorer.links.rooms import ROOM_LINK, RoomPlace
from explorer.rooms import codes

CODE = "4839120576"
TOKEN = codes.token(3, "A" * 22)


def test_a_place_reads_back_as_it_was_written() -> None:
    for place in (RoomPlace(), RoomPlace(CODE), RoomPlace(CODE, TOKEN)):
        params = {k: [v] for k, v in ROOM_LINK.encode(place).items()}  # type: ignore[misc]
        decoded = ROOM_LINK.decode(params)
        assert decoded.value == place and decoded.notes == ()
    assert ROOM_LINK.encode(RoomPlace(None, TOKEN)) == {}  # no token without its room


def test_a_code_as_people_type_it_is_read() -> None:
    assert ROOM_LINK.decode({"room": ["483 912-0576"]}).value == RoomPlace(CODE)


@pytest.mark.parametrize(
    ("params", "place", "words"),
    [
        ({"room": ["4839120577"]}, RoomPlace(), "mistyped"),
        ({"room": ["9" * 5000]}, RoomPlace(), "too long"),
        ({"room": ["abc"]}, RoomPlace(), "only digits"),
        ({"room": [CODE], "me": ["3-short"]}, RoomPlace(CODE), "join again"),
        ({"room": [CODE], "me": ["x" * 5000]}, RoomPlace(CODE), "join again"),
        ({"room": ["1", CODE]}, RoomPlace(CODE), "appears 2 times"),
    ],
)
def test_a_damaged_address_keeps_what_it_can_and_says_why(
    params: dict[str, list[str]], place: RoomPlace, words: str
) -> None:
    decoded = ROOM_LINK.decode(params)
    assert decoded.value == place
    assert any(words in n for n in decoded.notes), decoded.notes
