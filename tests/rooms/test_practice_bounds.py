"""A practice table's record fits a store's bound for one room (`Bounds.room_bytes`) at its
largest: twelve players through the longest game a room keeps (`MAX_TURNS` turns, house rules
that reach no end sooner), every clue as long as a clue may be in four-byte characters, every
name as long as a name may be, the room full of members; and it is read back equal from either
store (the shared one replays the game's moves)."""

from __future__ import annotations

from explorer.game.actions import GiveClue, HandIn, Vote
from explorer.game.presses import token
from explorer.limits import MAX_CLUE, MAX_NAME, MAX_PLAYERS
from explorer.rooms import codes, room, wire
from explorer.rooms.model import MAX_MEMBERS, Room
from explorer.rooms.practice import MAX_TURNS, Move, Next, Start, TableState
from explorer.rooms.store import Bounds
from tests.rooms.conftest import Clock, MakeStore

LONGEST = "odyssey-2011~target:1000~pile:reshuffle~n:" + "😀" * 40  # no end before the limit
CLUE = "😀" * MAX_CLUE


def _name(i: int) -> str:
    return f"{i:02d}" + "😀" * (MAX_NAME - 2)


def _biggest() -> Room:
    made, _host = room.open_room(
        codes.new_code(), "practice", LONGEST, {"name": _name(99), "lang": "vi"}, 1, 0.0
    )
    for i in range(MAX_MEMBERS):
        made, _token = room.join(made, _name(i), 0.0)
    for m in made.members[MAX_PLAYERS - 1 :]:
        made = room.leave(made, m.id)  # in the room, not at the table: twelve seats at most
    made = room.act(made, codes.HOST, Start())
    while made.state.phase != "over":
        s: TableState = made.state
        g = s.game
        assert g is not None
        if g.phase == "reveal":
            made = room.act(made, codes.HOST, Next(g.turn))
            continue
        seat = g.waiting_for[0]
        if g.phase == "clue":
            action: GiveClue | HandIn | Vote = GiveClue(seat, g.hands[seat][0], CLUE)
        elif g.phase == "hand-in":
            action = HandIn(seat, g.hands[seat][: g.cards_to_hand_in])
        else:
            action = Vote(seat, g.votable_places(seat)[: g.votes_allowed])
        made = room.act(made, s.seats[seat], Move(token(g, seat), action))  # type: ignore[arg-type]
    return made


def test_the_biggest_practice_table_fits_one_rooms_bound_on_either_store(
    make_store: MakeStore, clock: Clock
) -> None:
    biggest = _biggest()
    s: TableState = biggest.state
    assert s.game is not None and s.stopped and len(s.game.history) == MAX_TURNS
    assert s.game.n == MAX_PLAYERS and len(biggest.members) == MAX_MEMBERS
    size = len(wire.dump(biggest))
    assert size < Bounds().room_bytes * 0.8, size  # measured: ~72 KB of 128 KB
    store = make_store()
    stamped = Room(**{**biggest.__dict__, "created": clock(), "touched": clock()})
    assert store.create(stamped, clock())
    assert store.get(stamped.code, clock()) == stamped
