"""A game night live on every phone, on either store: any phone scores, changes or undoes a
round; a phone that had not seen another's change is refused and caught up, never split; the
same change made on two phones counts once; the room's copy and a link's copy are compared as
any two copies of the evening (the same identity, the same revisions)."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.errors import NightError, RoomError
from explorer.links.night import encode_copy, read_copy
from explorer.night.evening import Night, Round
from explorer.night.stamp import Copy, changed, legacy_stamp, new_evening, relation
from explorer.night.tally import edit, play, remove, tally
from explorer.rooms import codes, room, wire
from explorer.rooms.evening import NAME, Behind, Change, LiveNight
from explorer.rooms.kinds import kind_of
from explorer.rooms.redis_store import RedisStore
from explorer.rooms.service import Rooms

NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eve")
START = Night(NAMES, "refresh-2021")


def rnd(teller: int, picks: dict[int, int]) -> Round:
    return Round(teller, tuple(() if s == teller else (picks[s],) for s in range(5)))


ROUNDS = (
    rnd(0, {1: 0, 2: 0, 3: 1, 4: 3}),
    rnd(1, {0: 2, 2: 1, 3: 1, 4: 1}),
    rnd(2, {0: 2, 1: 0, 3: 2, 4: 2}),
    rnd(3, {0: 1, 1: 3, 2: 3, 4: 0}),
)


def evening(*rounds: Round, night: Night = START) -> Copy:
    copy = new_evening(night, b"live-evening")
    for r in rounds:
        copy = changed(copy, play(copy.night, r))
    return copy


def live(rooms: Rooms, copy: Copy) -> tuple[str, str]:
    made, host = rooms.open(NAME, copy.night.ruleset, {"copy": copy})
    return made.code, host


def shown(rooms: Rooms, code: str, token: str) -> Copy:
    copy: Copy = rooms.view(code, token).detail.copy
    return copy


def score(rooms: Rooms, code: str, token: str, r: Round, copy: Copy | None = None) -> Copy:
    """A phone scores round `r` on the copy it shows (`copy`: an older one it still shows)."""
    base = copy or shown(rooms, code, token)
    after = rooms.act(
        code, token, Change(base.stamp.digest, len(base.night.rounds), play(base.night, r))
    )
    out: Copy = after.state.copy
    return out


def test_any_phone_scores_and_every_phone_sees_the_same_evening(rooms: Rooms) -> None:
    link = evening(ROUNDS[0])  # the evening as the host's link holds it
    code, host = live(rooms, link)
    _, ben = rooms.join(code, "Ben")
    _, cleo = rooms.join(code, "Cleo")
    assert shown(rooms, code, ben) == link  # the room starts as the host's copy
    score(rooms, code, ben, ROUNDS[1])
    score(rooms, code, cleo, ROUNDS[2])
    score(rooms, code, host, ROUNDS[3])
    copies = {shown(rooms, code, t) for t in (host, ben, cleo)}
    assert len(copies) == 1
    (now,) = copies
    assert now.night.rounds == ROUNDS and now.stamp.revision == link.stamp.revision + 3
    assert now.stamp.evening == link.stamp.evening
    assert relation(link, now) == "behind"  # the host's old link: an older copy of the same evening
    assert tally(now.night).totals == tally(Night(NAMES, "refresh-2021", rounds=ROUNDS)).totals


def test_a_phone_that_had_not_seen_a_round_is_refused_and_caught_up(rooms: Rooms) -> None:
    code, host = live(rooms, evening(ROUNDS[0]))
    _, ben = rooms.join(code, "Ben")
    old = shown(rooms, code, ben)  # Ben's phone shows one round
    score(rooms, code, host, ROUNDS[1])  # the host scores round 2
    other = rnd(1, {0: 1, 2: 1, 3: 0, 4: 1})
    with pytest.raises(Behind, match="Another phone scored round 2 first"):
        score(rooms, code, ben, other, copy=old)  # Ben scores his own round 2
    now = shown(rooms, code, ben)
    assert now.night.rounds == ROUNDS[:2]  # the host's round 2, once: nothing split
    assert relation(old, now) == "behind"  # what Ben's phone is caught up with
    score(rooms, code, ben, ROUNDS[2])  # from the copy it now shows: round 3
    assert shown(rooms, code, host).night.rounds == ROUNDS[:3]


def test_an_edit_or_undo_from_an_older_copy_is_refused_too(rooms: Rooms) -> None:
    code, host = live(rooms, evening(*ROUNDS[:3]))
    _, ben = rooms.join(code, "Ben")
    old = shown(rooms, code, ben)
    now = shown(rooms, code, host)
    rooms.act(code, host, Change(now.stamp.digest, 3, remove(now.night, 3)))  # the host undoes 3
    edited = edit(old.night, 1, rnd(0, {1: 0, 2: 0, 3: 0, 4: 0}))
    with pytest.raises(Behind, match="changed on another phone a moment before"):
        rooms.act(code, ben, Change(old.stamp.digest, 3, edited))
    assert shown(rooms, code, ben).night.rounds == ROUNDS[:2]


def test_the_same_round_scored_on_two_phones_counts_once(rooms: Rooms) -> None:
    code, host = live(rooms, evening(ROUNDS[0]))
    _, ben = rooms.join(code, "Ben")
    old = shown(rooms, code, ben)
    score(rooms, code, host, ROUNDS[1])
    version = rooms.room(code).version
    score(rooms, code, ben, ROUNDS[1], copy=old)  # the same votes: no error, no second round
    assert shown(rooms, code, ben).night.rounds == ROUNDS[:2]
    assert rooms.room(code).version == version  # nothing written


def test_phones_pressing_at_once_make_one_change(rooms: Rooms) -> None:
    code, host = live(rooms, evening(ROUNDS[0]))
    tokens = [host] + [rooms.join(code, f"Phone {i}")[1] for i in range(7)]
    base = shown(rooms, code, host)
    outcomes: list[str] = []
    lock = threading.Lock()

    def press(token: str, i: int) -> None:
        votes = {s: [c for c in range(5) if c != s][(i + s) % 4] for s in range(5)}
        try:
            score(rooms, code, token, rnd(1, votes), copy=base)
            said = "made"
        except Behind:
            said = "behind"
        with lock:
            outcomes.append(said)

    threads = [threading.Thread(target=press, args=(t, i)) for i, t in enumerate(tokens)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    now = shown(rooms, code, host)
    assert len(now.night.rounds) == 2 and now.stamp.revision == base.stamp.revision + 1
    made = outcomes.count("made")
    assert made >= 1 and outcomes.count("behind") == len(tokens) - made
    # more than one "made" only for phones that sent the very round that won (it counts once)


def test_a_live_evening_keeps_its_table_and_its_rules(rooms: Rooms) -> None:
    code, host = live(rooms, evening(ROUNDS[0]))
    now = shown(rooms, code, host)
    for other in (
        replace(now.night, players=("Ana", "Ben", "Cleo", "Dan", "Zoe")),
        replace(now.night, ruleset="odyssey-2011"),
        replace(now.night, deck=168),
    ):
        with pytest.raises(RoomError, match="keeps its table"):
            rooms.act(code, host, Change(now.stamp.digest, 1, other))
    with pytest.raises(RoomError, match="cannot do that"):
        rooms.act(code, host, "score")
    # a round the rules refuse, sent as a night (not through play): the engine's own message
    short = evening(night=Night(NAMES, "refresh-2021~target:3"))
    code, host = live(rooms, short)
    score(rooms, code, host, ROUNDS[0])  # someone reaches 3: the game is over after round 1
    now = shown(rooms, code, host)
    with pytest.raises(NightError, match="already over"):
        rooms.act(code, host, Change(now.stamp.digest, 1, now.night.with_round(ROUNDS[1])))
    assert shown(rooms, code, host) == now


def test_a_live_evening_starts_from_an_evening_under_its_own_rules(rooms: Rooms) -> None:
    with pytest.raises(RoomError, match="starts from an evening"):
        rooms.open(NAME, "refresh-2021", {"copy": START})
    with pytest.raises(RoomError, match="own rules"):
        rooms.open(NAME, "odyssey-2011", {"copy": evening()})
    house = evening(night=Night(NAMES, "refresh-2021~cap:2"))
    code, host = live(rooms, house)
    assert rooms.room(code).ruleset == "refresh-2021~cap:2"
    assert shown(rooms, code, host) == house


def test_the_room_and_a_link_hold_the_same_copy(rooms: Rooms) -> None:
    """A link made from the room's copy opens the same copy (identity, revision, digests), and a
    version 1 link's evening goes live under the stamp every phone reads from it."""
    legacy = Night(NAMES, "refresh-2021", rounds=ROUNDS[:2])
    opened = Copy(legacy, legacy_stamp(legacy))
    code, host = live(rooms, opened)
    score(rooms, code, host, ROUNDS[2])
    now = shown(rooms, code, host)
    assert read_copy(encode_copy(now)).value == now
    assert read_copy(encode_copy(opened)).value == opened
    assert relation(opened, now) == "behind"


def test_a_phone_removed_or_a_room_closed_opens_nothing(rooms: Rooms) -> None:
    code, host = live(rooms, evening())
    _, ben = rooms.join(code, "Ben")
    ben_id = codes.split_token(ben)[0]  # type: ignore[index]
    before = shown(rooms, code, host)
    rooms.remove(code, host, ben_id)
    assert shown(rooms, code, host) == before  # a phone gone takes nothing of the evening
    with pytest.raises(RoomError):
        rooms.view(code, ben)
    rooms.close(code, host)
    with pytest.raises(RoomError):
        rooms.view(code, host)


def test_two_app_replicas_share_one_live_evening(redis_url: str) -> None:
    one = Rooms(RedisStore(redis_url, prefix="test-night-replicas:"))
    two = Rooms(RedisStore(redis_url, prefix="test-night-replicas:"))
    try:
        code, host = live(one, evening(ROUNDS[0]))
        _, ben = two.join(code, "Ben")
        score(two, code, ben, ROUNDS[1])
        assert shown(one, code, host).night.rounds == ROUNDS[:2]
        old = shown(one, code, host)
        score(two, code, ben, ROUNDS[2])
        with pytest.raises(Behind):
            score(one, code, host, ROUNDS[3], copy=old)  # round 3 by the other replica's phone
    finally:
        one.store.clear()  # type: ignore[attr-defined]


# --- the wire form ---------------------------------------------------------------------------
def _kept(copy: Copy) -> LiveNight:
    kind = kind_of(NAME)
    state: LiveNight = kind.load(kind.dump(LiveNight(copy)))
    return state


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(range(4)), max_size=4), st.booleans())
def test_a_room_record_gives_back_the_same_copy(picks: list[int], house: bool) -> None:
    night = Night(NAMES, "refresh-2021~cap:2" if house else "refresh-2021")
    copy = new_evening(night, b"wire-evening")
    for i in picks:
        copy = changed(copy, copy.night.with_round(ROUNDS[i]))
    assert _kept(copy).copy == copy
    made, _host = room.open_room(codes.new_code(), NAME, night.ruleset, {"copy": copy}, 0, 0.0)
    assert wire.load(wire.dump(made)) == made


@pytest.mark.parametrize(
    "damage",
    [
        {"players": "Ana"},
        {"rounds": [[0, [[], [0], [0], [1]]]]},  # a round of four votes at five seats
        {"rounds": [[9, [[], [0], [0], [1], [3]]]]},  # a storyteller off the table
        {"rounds": [[0, [[], [1], [0], [1], [3]]]]},  # a vote on one's own card
        {"evening": "NOT-AN-ID!"},
        {"revision": -1},
        {"trail": []},
        {"trail": ["abcdef"]},  # a digest that is not the night's
        {"deck": 85},
        {"ruleset": "x" * 5000},
    ],
)
def test_a_damaged_record_is_refused(damage: dict[str, object]) -> None:
    kind = kind_of(NAME)
    data = {**kind.dump(LiveNight(evening(ROUNDS[0]))), **damage}
    with pytest.raises(RoomError, match="damaged"):
        kind.load(data)
    with pytest.raises(RoomError, match="damaged"):
        kind.load(None)
