"""A room's life on either store: opened, joined, left and come back to, moved on only by its
host or its rules, members removed, closed."""

from __future__ import annotations

import pytest

from explorer.errors import DixitError, LearnError, RoomError
from explorer.limits import MAX_NAME
from explorer.rooms import codes, quiz
from explorer.rooms.model import MAX_MEMBERS
from explorer.rooms.service import Rooms
from tests.rooms.conftest import Clock


def _quiz(rooms: Rooms, rounds: int = 2, ruleset: str = "refresh-2021") -> tuple[str, str]:
    made, host = rooms.open("quiz", ruleset, {"rounds": rounds}, seed=7)
    return made.code, host


def _right(rooms: Rooms, code: str, token: str) -> dict[str, object]:
    q = rooms.view(code, token).detail.question
    return dict(q.points())


def test_a_class_quiz_from_opening_to_the_results(rooms: Rooms) -> None:
    code, host = _quiz(rooms)
    assert codes.is_code(code)
    _, ana = rooms.join(code, "Ana")
    _, ben = rooms.join(code, " Ben ")  # end spaces dropped, as for players
    lobby = rooms.view(code, host)
    assert lobby.host and [m.name for m in lobby.members] == ["Ana", "Ben"]
    assert lobby.detail.phase == "lobby" and lobby.detail.present == 2
    assert rooms.view(code, ana).me == "Ana" and rooms.view(code, ana).members == ()

    rooms.act(code, host, quiz.Next())
    q = rooms.view(code, ana).detail.question
    assert q is not None and rooms.view(code, ben).detail.question == q  # the same round
    rooms.act(code, ana, quiz.Send(_right(rooms, code, ana)))
    wrong = {p: 0 for p in q.players}
    rooms.act(code, ben, quiz.Send(wrong))
    live = rooms.view(code, host).detail
    assert (live.answered, live.right, live.waiting) == (2, 1, ())
    assert rooms.view(code, ana).detail.answer.right
    assert not rooms.view(code, ben).detail.answer.right
    assert quiz.feedback("refresh-2021", rooms.view(code, ben).detail).wrong

    rooms.act(code, host, quiz.Next())
    assert rooms.view(code, host).detail.round == 2
    rooms.act(code, ben, quiz.Send(_right(rooms, code, ben)))
    live = rooms.view(code, host).detail
    assert (live.answered, live.waiting) == (1, ("Ana",))
    rooms.act(code, host, quiz.Next())  # after the last round: the results
    end = rooms.view(code, host).detail
    assert end.phase == "over"
    assert [(s.name, s.right, s.answered) for s in end.scores] == [("Ana", 1, 1), ("Ben", 1, 2)]
    assert rooms.view(code, ana).detail.phase == "over"
    assert rooms.view(code, ana).detail.right == 1
    with pytest.raises(RoomError, match="over"):
        rooms.act(code, host, quiz.Next())
    rooms.act(code, host, quiz.Restart("scoring", 3, 11))  # the same class, a new quiz
    again = rooms.view(code, host).detail
    assert (again.phase, again.rounds, again.scores[0].answered) == ("lobby", 3, 0)


def test_only_the_host_moves_the_class_on_and_only_members_answer(rooms: Rooms) -> None:
    code, host = _quiz(rooms)
    _, ana = rooms.join(code, "Ana")
    for action in (quiz.Next(), quiz.Finish(), quiz.Restart("scoring", 2, 1)):
        with pytest.raises(RoomError, match="Only the teacher"):
            rooms.act(code, ana, action)
    with pytest.raises(RoomError, match="No round is open"):
        rooms.act(code, ana, quiz.Send({}))
    rooms.act(code, host, quiz.Next())
    with pytest.raises(RoomError, match="does not answer"):
        rooms.act(code, host, quiz.Send({}))
    with pytest.raises(LearnError, match="points first"):
        rooms.act(code, ana, quiz.Send({}))  # the quiz's own message: nothing was kept
    rooms.act(code, ana, quiz.Send(_right(rooms, code, ana)))
    with pytest.raises(RoomError, match="already answered"):
        rooms.act(code, ana, quiz.Send(_right(rooms, code, ana)))
    with pytest.raises(RoomError, match="cannot do that"):
        rooms.act(code, host, "next")


def test_a_member_leaves_and_their_link_brings_them_back_as_themselves(rooms: Rooms) -> None:
    code, host = _quiz(rooms)
    _, ana = rooms.join(code, "Ana")
    rooms.act(code, host, quiz.Next())
    rooms.act(code, ana, quiz.Send(_right(rooms, code, ana)))
    rooms.leave(code, ana)
    gone = rooms.view(code, ana)
    assert not gone.present and gone.me == "Ana"
    assert rooms.view(code, host).detail.present == 0
    assert rooms.view(code, host).detail.scores[0].right == 1  # the answer is kept
    # the phone locked, the page reloaded: the same link, the same member
    back = rooms.come_back(code, ana)
    assert back.member(1).present and rooms.view(code, ana).detail.answer.right
    with pytest.raises(RoomError, match="already taken"):
        rooms.join(code, "ana")  # the name stays Ana's, whatever the case


@pytest.mark.parametrize(
    ("name", "error", "words"),
    [
        ("", RoomError, "cannot be empty"),
        ("   ", RoomError, "cannot be empty"),
        ("x" * (MAX_NAME + 1), RoomError, "too long \\(41 characters; at most 40\\)"),
        ("y" * 100_000, RoomError, "too long"),
        ("Ev\u202eil", RoomError, "control characters"),
        ("A\u0000B", RoomError, "control characters"),
        ("Ana, Ben", RoomError, "comma"),
        (None, RoomError, "Type your name"),
        ("ANA", RoomError, "already taken"),
    ],
)
def test_names_follow_the_player_name_rules(
    rooms: Rooms, name: object, error: type[DixitError], words: str
) -> None:
    code, _host = _quiz(rooms)
    rooms.join(code, "Ana")
    with pytest.raises(error, match=words):
        rooms.join(code, name)
    assert len(rooms.room(code).members) == 1


def test_no_link_opens_another_members_place(rooms: Rooms) -> None:
    code, host = _quiz(rooms)
    _, ana = rooms.join(code, "Ana")
    _, ben = rooms.join(code, "Ben")
    other, other_host = _quiz(rooms)
    ana_id, ana_secret = codes.split_token(ana)  # type: ignore[misc]
    ben_id, _ben_secret = codes.split_token(ben)  # type: ignore[misc]
    forged = [
        codes.token(ben_id, ana_secret),  # Ana's secret with Ben's number
        codes.token(codes.HOST, ana_secret),  # a member's secret as the host
        codes.token(ana_id, codes.new_secret()),
        codes.token(99, ana_secret),
        other_host,  # another room's host
        ana[:-1] + ("A" if ana[-1] != "A" else "B"),
        "0-" + "A" * 22,
        "not a token",
        None,
    ]
    for token in forged:
        with pytest.raises(RoomError, match="does not open a place in room"):
            rooms.view(code, token)
        with pytest.raises(RoomError, match="does not open a place"):
            rooms.act(code, token, quiz.Next())
    assert rooms.view(code, ana).me == "Ana" and rooms.view(code, ben).me == "Ben"
    assert rooms.view(code, host).host and rooms.view(other, other_host).host


def test_the_host_removes_a_member_and_their_link_opens_nothing(rooms: Rooms) -> None:
    code, host = _quiz(rooms)
    _, ana = rooms.join(code, "Ana")
    _, prank = rooms.join(code, "Prank")
    rooms.act(code, host, quiz.Next())
    rooms.act(code, prank, quiz.Send(_right(rooms, code, prank)))
    with pytest.raises(RoomError, match="Only the host"):
        rooms.remove(code, ana, 2)
    rooms.remove(code, host, 2)
    assert [m.name for m in rooms.view(code, host).members] == ["Ana"]
    assert rooms.view(code, host).detail.answered == 0  # their answer went with them
    with pytest.raises(RoomError, match="does not open a place"):
        rooms.view(code, prank)
    _, again = rooms.join(code, "Prank")  # the name is free again: a new member, a new link
    assert codes.split_token(again)[0] == 3  # type: ignore[index]


def test_a_full_room_says_so(rooms: Rooms) -> None:
    code, _host = _quiz(rooms)
    for i in range(MAX_MEMBERS):
        rooms.join(code, f"S{i}")
    with pytest.raises(RoomError, match=f"full \\({MAX_MEMBERS} members\\)"):
        rooms.join(code, "One more")


def test_closing_and_unknown_rooms(rooms: Rooms) -> None:
    code, host = _quiz(rooms)
    _, ana = rooms.join(code, "Ana")
    with pytest.raises(RoomError, match="Only the host"):
        rooms.close(code, ana)
    rooms.close(code, host)
    with pytest.raises(RoomError, match="No room has the code"):
        rooms.view(code, ana)
    with pytest.raises(RoomError, match="No room has the code"):
        rooms.find(codes.shown(code))
    with pytest.raises(RoomError, match="closed"):
        rooms.act(code, host, quiz.Next())


def test_bad_options_and_rules_are_refused_before_a_room_opens(rooms: Rooms, clock: Clock) -> None:
    for options, words in (
        ({"rounds": 0}, "1 to 10 rounds"),
        ({"rounds": 11}, "1 to 10 rounds"),
        ({"rounds": True}, "1 to 10 rounds"),
        ({"rounds": "5"}, "1 to 10 rounds"),
        ({"level": "nope"}, "no quiz level"),
    ):
        with pytest.raises(DixitError, match=words):
            rooms.open("quiz", "refresh-2021", options)
    with pytest.raises(DixitError, match="edition"):
        rooms.open("quiz", "no-such-edition", {})
    with pytest.raises(RoomError, match="no kind of room"):
        rooms.open("poker", "refresh-2021", {})
    assert rooms.store.count(clock()) == 0


def test_a_room_on_house_rules_and_on_each_level(rooms: Rooms) -> None:
    made, host = rooms.open("quiz", "odyssey-2011~cap:2~n:Ours", {"level": "twists"}, seed=3)
    _, ana = rooms.join(made.code, "Ana")
    rooms.act(made.code, host, quiz.Next())
    q = rooms.view(made.code, ana).detail.question
    assert q is not None and q.level == "twists" and q.twist is not None


def test_a_room_keeps_its_rules_as_their_one_ident(rooms: Rooms) -> None:
    """Two spellings of the same house rules open rooms on one ident, the canonical one, as the
    rest of the site holds it (explorer.rules.resolve)."""
    made, _host = rooms.open("quiz", "refresh-2021~cap:2~lone:4@3-8", {"level": "scoring"})
    again, _host = rooms.open("quiz", "refresh-2021~lone:4@3-8~cap:2", {"level": "scoring"})
    assert made.ruleset == again.ruleset == "refresh-2021~lone:4@3-8~cap:2"
