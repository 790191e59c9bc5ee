"""The class quiz page under AppTest: a teacher opens a room, students join from the join link
and answer, the teacher's screen counts them; bad codes, forged links and huge names get a clear
message and change nothing. (Each AppTest is one visitor; they share the process's store.)"""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.rooms import codes
from explorer.rooms.quiz import question
from explorer.rooms.throttle import FREE
from explorer.ui.rooms import state
from tests.apptest import run_page

OPEN = "FormSubmitter:room_open-Open the room"
JOIN = "FormSubmitter:room_join-Join"


def _texts(at: AppTest) -> str:
    parts: list[Any] = [*at.markdown, *at.caption, *at.error, *at.warning, *at.info, *at.success]
    parts += [*at.subheader, *at.metric]
    text = "\n".join(
        str(getattr(p, "value", "")) + " " + str(getattr(p, "label", "")) for p in parts
    )
    return text.replace("\\", "")  # Markdown's escapes out


def _param(at: AppTest, key: str) -> str:
    value = at.query_params[key]
    return str(value[-1] if isinstance(value, list) else value)


def _teacher(rounds: int = 2) -> AppTest:
    at = run_page("room")
    at.number_input(key="room_open_rounds").set_value(rounds)
    at.button(key=OPEN).click().run()
    assert not at.exception, at.exception
    return at


def _student(code: str, name: str) -> AppTest:
    at = run_page("room", {"room": code})
    at.text_input(key="room_join_name").set_value(name)
    at.button(key=JOIN).click().run()
    assert not at.exception, at.exception
    return at


def test_a_teacher_and_two_students_through_a_round() -> None:
    teacher = _teacher()
    code, host = _param(teacher, "room"), _param(teacher, "me")
    assert codes.is_code(code) and host.startswith("0-")
    ana = _student(code, "Ana")
    ben = _student(code, "Ben")
    assert _param(ana, "me").startswith("1-") and _param(ben, "me").startswith("2-")
    assert "You are in!" in _texts(ana)
    teacher.run()
    assert "2" in _texts(teacher) and "Ana" in _texts(teacher)
    teacher.button(key="room_start").click().run()
    assert "Round 1 of 2" in _texts(teacher)
    ana.run()
    view = state.rooms().view(code, _param(ana, "me"))
    q = view.detail.question
    assert "Round 1 of 2" in _texts(ana) and q == question(view.ruleset, q.level, q.seed)
    right = q.points()
    for i, p in enumerate(q.players):
        ana.number_input(key=f"room_pts_{code}_1_{i}").set_value(right[p])
    ana.button(key="FormSubmitter:room_answer_1-Send my points").click().run()
    assert "Right!" in _texts(ana)
    assert "Right so far: 1 of 1" in _texts(ana)
    teacher.run()
    text = _texts(teacher)
    assert "1 of 2" in text and "Still answering: Ben" in text
    ben.run()
    assert "Right!" not in _texts(ben)  # Ana's verdict is not on Ben's phone
    teacher.button(key="room_finish").click().run()
    assert "Results" in _texts(teacher)
    ben.run()
    assert "The quiz is over" in _texts(ben)


def test_a_forged_member_link_opens_nothing_and_offers_to_join() -> None:
    teacher = _teacher()
    code = _param(teacher, "room")
    ana = _student(code, "Ana")
    real = _param(ana, "me")
    forged = real[:-1] + ("A" if real[-1] != "A" else "B")
    for token in (forged, "0-" + real.split("-", 1)[1], _param(teacher, "me")[:-2] + "zz"):
        at = run_page("room", {"room": code, "me": token})
        assert "does not open a place in room" in _texts(at)
        assert at.text_input(key="room_join_name")  # the join form instead
    at = run_page("room", {"room": code, "me": "junk"})
    assert "join again" in _texts(at)  # the link's note: a token of the wrong shape


def test_guessed_codes_are_throttled_and_typos_are_said() -> None:
    at = run_page("room")
    at.text_input(key="room_join_code").set_value("483 912 0577")
    at.text_input(key="room_join_name").set_value("Eve")
    at.button(key=JOIN).click().run()
    assert "mistyped digit" in _texts(at)
    body = "0000000"
    for i in range(FREE):
        guess = f"{body}{i:02d}"
        guess += codes.check_digit(guess)
        at.text_input(key="room_join_code").set_value(guess)
        at.button(key=JOIN).click().run()
        assert "No room has the code" in _texts(at)
    at.button(key=JOIN).click().run()
    assert "Too many codes that open no room" in _texts(at)


def test_hidden_characters_and_commas_in_names_are_refused_with_a_message() -> None:
    # a huge name: the field keeps 40 characters; one sent past it is the engine's to refuse
    # (tests/rooms/test_lifecycle.py, and scripts/hostile_corpus.json over the websocket)
    teacher = _teacher()
    code = _param(teacher, "room")
    for name, words in (("A\u202eB", "control characters"), ("Ana, Ben", "comma")):
        at = run_page("room", {"room": code})
        at.text_input(key="room_join_name").set_value(name)
        at.button(key=JOIN).click().run()
        assert not at.exception and words in _texts(at)
        assert "me" not in at.query_params
    assert state.rooms().room(code).members == ()


def test_a_closed_room_says_so() -> None:
    teacher = _teacher()
    code = _param(teacher, "room")
    ana = _student(code, "Ana")
    teacher.button(key="room_close").click().run()
    assert "room" not in teacher.query_params
    ana.run()
    assert "No room has the code" in _texts(ana)


def test_a_store_that_cannot_be_used_is_said_and_nothing_breaks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for url, words in (
        ("memcached://x", "must start with redis://"),
        ("redis://127.0.0.1:1/0", "cannot be reached"),
    ):
        monkeypatch.setenv("DIXIT_ROOMS_URL", url)
        at = run_page("room")
        at.button(key=OPEN).click().run()
        assert not at.exception and words in _texts(at)
        at = run_page("room", {"room": "4839120576", "me": "1-" + "A" * 22})
        assert not at.exception and words in _texts(at)
        at = run_page("room", {"room": "4839120576"})
        assert not at.exception and words in _texts(at)
