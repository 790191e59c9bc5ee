"""Where rooms live is bounded, on either store: how many rooms, how big, how old; expired rooms
are removed; a compare-and-set never loses a writer's change."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest

from explorer.errors import RoomError
from explorer.rooms import quiz
from explorer.rooms.model import Room
from explorer.rooms.service import Rooms
from explorer.rooms.store import Bounds, MemoryStore
from tests.rooms.conftest import Clock, MakeStore


def test_a_thousand_rooms_opened_fill_the_bound_and_are_refused_clearly(
    make_store: MakeStore, clock: Clock
) -> None:
    rooms = Rooms(make_store(Bounds(rooms=25)), clock)
    for _ in range(25):
        rooms.open("quiz", "refresh-2021", {})
    refused = 0
    for _ in range(1000 - 25):
        with pytest.raises(RoomError, match=r"as many rooms open as it can hold \(25\)"):
            rooms.open("quiz", "refresh-2021", {})
        refused += 1
    assert refused == 975 and rooms.store.count(clock()) == 25


def test_rooms_nobody_joined_close_first_then_quiet_ones_then_old_ones(
    make_store: MakeStore, clock: Clock
) -> None:
    bounds = Bounds(rooms=10, idle=3600, empty=600, life=7200)
    rooms = Rooms(make_store(bounds), clock)
    empty, _h1 = rooms.open("quiz", "refresh-2021", {})
    quiet, _h2 = rooms.open("quiz", "refresh-2021", {})
    busy, host = rooms.open("quiz", "refresh-2021", {})
    rooms.join(quiet.code, "Ana")
    _, ben = rooms.join(busy.code, "Ben")
    clock.advance(601)
    with pytest.raises(RoomError, match="No room has the code"):
        rooms.room(empty.code)
    assert rooms.store.count(clock()) == 2
    for _ in range(6):  # the class goes on: each change keeps the room open
        clock.advance(590)
        rooms.act(busy.code, host, quiz.Restart("scoring", 2, 1))
    with pytest.raises(RoomError, match="No room has the code"):
        rooms.room(quiet.code)  # an hour without a change
    rooms.view(busy.code, ben)
    clock.advance(7200 - 6 * 590 - 601 + 1)  # past its life, however busy
    with pytest.raises(RoomError, match="No room has the code"):
        rooms.view(busy.code, ben)
    with pytest.raises(RoomError, match="closed"):
        rooms.act(busy.code, host, quiz.Next())


def test_expired_rooms_are_removed_so_new_ones_can_open(
    make_store: MakeStore, clock: Clock
) -> None:
    rooms = Rooms(make_store(Bounds(rooms=3, empty=60)), clock)
    for _ in range(3):
        rooms.open("quiz", "refresh-2021", {})
    with pytest.raises(RoomError, match="as many rooms"):
        rooms.open("quiz", "refresh-2021", {})
    clock.advance(61)
    rooms.open("quiz", "refresh-2021", {})
    assert rooms.store.count(clock()) == 1


def test_a_room_too_big_for_its_record_is_refused_and_kept_as_it_was(
    make_store: MakeStore, clock: Clock
) -> None:
    rooms = Rooms(make_store(Bounds(room_bytes=800)), clock)
    made, _host = rooms.open("quiz", "refresh-2021", {})
    rooms.join(made.code, "Ana")
    with pytest.raises(RoomError, match="too big"):
        for i in range(20):
            rooms.join(made.code, f"Student {i}")
    kept = rooms.room(made.code)
    assert 1 <= len(kept.members) < 20


def test_the_embedded_store_bounds_its_bytes_in_all(clock: Clock) -> None:
    store = MemoryStore(Bounds(total_bytes=3_000))
    rooms = Rooms(store, clock)
    opened = 0
    with pytest.raises(RoomError, match="as many rooms"):
        for _ in range(100):
            rooms.open("quiz", "refresh-2021", {})
            opened += 1
    assert 0 < opened < 10 and store.held_bytes() <= 3_000
    made = rooms.room(next(iter(store._rooms)))
    store.delete(made.code)
    assert store.count(clock()) == opened - 1


def test_a_stale_write_is_refused_and_the_room_kept(make_store: MakeStore, clock: Clock) -> None:
    store = make_store()
    rooms = Rooms(store, clock)
    made, _host = rooms.open("quiz", "refresh-2021", {})
    first = store.get(made.code, clock())
    assert first is not None
    newer = replace(first, version=first.version + 1, next_id=5)
    assert store.put(newer, first.version, clock())
    stale = replace(first, version=first.version + 1, next_id=9)
    assert not store.put(stale, first.version, clock())  # written from an old copy
    kept = store.get(made.code, clock())
    assert kept is not None and kept.next_id == 5 and kept.version == first.version + 1


def test_thirty_students_joining_at_once_are_all_in(make_store: MakeStore, clock: Clock) -> None:
    rooms = Rooms(make_store(), clock)
    made, host = rooms.open("quiz", "refresh-2021", {})
    tokens: dict[str, str] = {}
    errors: list[Exception] = []

    def student(i: int) -> None:
        try:
            tokens[f"S{i}"] = rooms.join(made.code, f"S{i}")[1]
        except Exception as err:
            errors.append(err)

    threads = [threading.Thread(target=student, args=(i,)) for i in range(30)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    room = rooms.room(made.code)
    assert sorted(m.name for m in room.members) == sorted(tokens)
    assert len({m.id for m in room.members}) == 30
    for name, token in tokens.items():
        assert rooms.view(made.code, token).me == name

    rooms.act(made.code, host, quiz.Next())
    q = rooms.view(made.code, host).detail.question

    def answer(token: str) -> None:
        try:
            rooms.act(made.code, token, quiz.Send(q.points()))
        except Exception as err:
            errors.append(err)

    threads = [threading.Thread(target=answer, args=(t,)) for t in tokens.values()]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    live = rooms.view(made.code, host).detail
    assert (live.answered, live.right) == (30, 30)
    assert rooms.room(made.code).version == 1 + 30 + 1 + 30


def test_a_record_that_is_not_a_room_is_refused() -> None:
    from explorer.rooms import wire

    for raw in (b"", b"{}", b"[1]", b"\xff", b'{"w":1}', b'{"w":2,"code":"1"}'):
        with pytest.raises(RoomError, match="damaged"):
            wire.load(raw)


def test_a_room_reads_back_equal_from_its_record(rooms: Rooms) -> None:
    from explorer.rooms import wire

    made, host = rooms.open("quiz", "refresh-2021", {"rounds": 3})
    _, ana = rooms.join(made.code, "Ana ✨")
    rooms.act(made.code, host, quiz.Next())
    rooms.act(
        made.code,
        ana,
        quiz.Send({p: 1 for p in rooms.view(made.code, ana).detail.question.players}),
    )
    room = rooms.room(made.code)
    assert isinstance(room, Room) and wire.load(wire.dump(room)) == room
    record = wire.dump(room).decode()
    assert ana.split("-", 1)[1] not in record and host.split("-", 1)[1] not in record
