"""AppTest: one evening live on two phones (two sessions of the page in one process, sharing the
process's room store): opened from an evening, joined with its link, a round scored on one is on
the other at its next look, a round scored on an older copy is refused with words and caught up
(never split), leaving or ending keeps the evening as a plain link, a code typed on the set-up
joins, and the class quiz does not open a game night's room."""

from __future__ import annotations

from typing import Any

from streamlit.testing.v1 import AppTest

from explorer.links.night import read_copy
from explorer.night.stamp import Copy
from tests.apptest import run_page
from tests.pages.test_app_night import button, enter, page, shown, start


def param(at: AppTest, key: str) -> str | None:
    value: Any = at.query_params.get(key)
    if isinstance(value, list):
        return value[0] if value else None
    return value


def copy_of(at: AppTest) -> Copy:
    code = param(at, "night")
    assert code is not None
    value = read_copy(code).value
    assert value is not None
    return value


def said(at: AppTest) -> str:
    return shown([*at.info, *at.success, *at.warning, *at.error])


def live_pair() -> tuple[AppTest, AppTest]:
    host = start(page())
    enter(host, 0, {1: 0, 2: 0, 3: 1, 4: 3})
    button(host, "📡 Open this evening live").click().run()
    assert not host.exception, host.exception
    code = param(host, "room")
    assert code is not None and (param(host, "me") or "").startswith("0-")
    assert "This evening is live" in said(host)
    guest = page({"night": param(host, "night") or "", "room": code})  # the join link
    assert (param(guest, "me") or "").startswith("1-")  # joined: its own secret
    assert "This phone joined the live evening" in said(guest)
    assert copy_of(guest) == copy_of(host)
    host.run()  # what the host's watcher does when a phone joins
    assert "1 other phone follows this evening live." in shown(host.caption)
    return host, guest


def test_a_round_scored_on_one_phone_is_on_the_other_at_its_next_look() -> None:
    host, guest = live_pair()
    enter(host, 1, {0: 2, 2: 1, 3: 1, 4: 1})
    guest.run()  # what the watcher's rerun does
    assert len(copy_of(guest).night.rounds) == 2 and copy_of(guest) == copy_of(host)
    assert "Another phone at the table changed the evening" in said(guest)
    assert "Round 2 (storyteller: Ben) is counted" in said(guest)
    enter(guest, 2, {0: 2, 1: 0, 3: 2, 4: 2})  # the guest scores round 3
    host.run()
    assert len(copy_of(host).night.rounds) == 3 and copy_of(guest) == copy_of(host)


def test_a_round_scored_on_an_older_copy_is_refused_and_caught_up() -> None:
    host, guest = live_pair()
    enter(host, 1, {0: 2, 2: 1, 3: 1, 4: 1})  # the guest has not looked again yet
    enter(guest, 1, {0: 1, 2: 1, 3: 0, 4: 1})  # its own round 2, from the older copy
    assert "Another phone scored round 2 first" in said(guest)
    assert copy_of(guest) == copy_of(host)
    assert len(copy_of(host).night.rounds) == 2  # one round 2: the host's
    assert [b.label for b in guest.button if b.label.startswith("Score round")] == ["Score round 3"]


def test_the_same_round_scored_alike_on_two_phones_counts_once() -> None:
    host, guest = live_pair()
    enter(host, 1, {0: 2, 2: 1, 3: 1, 4: 1})
    enter(guest, 1, {0: 2, 2: 1, 3: 1, 4: 1})
    assert copy_of(guest) == copy_of(host) and len(copy_of(host).night.rounds) == 2


def test_leaving_or_ending_keeps_the_evening_as_a_plain_link() -> None:
    host, guest = live_pair()
    guest.button(key="gn_live_leave").click().run()
    assert param(guest, "room") is None and param(guest, "me") is None
    assert copy_of(guest) == copy_of(host)
    assert "This phone left the live evening" in said(guest)
    other = page({"night": param(host, "night") or "", "room": param(host, "room") or ""})
    host.button(key="gn_live_leave").click().run()  # the host ends it for every phone
    assert param(host, "room") is None and "ended on every phone" in said(host)
    other.run()
    assert param(other, "room") is None and copy_of(other) == copy_of(host)
    assert "no longer live on other phones" in said(other)
    enter(other, 1, {0: 2, 2: 1, 3: 1, 4: 1})  # the evening goes on, on this phone alone
    assert len(copy_of(other).night.rounds) == 2


def test_a_link_to_a_room_that_has_ended_opens_the_evening() -> None:
    host, _guest = live_pair()
    link = {"night": param(host, "night") or "", "room": param(host, "room") or ""}
    host.button(key="gn_live_leave").click().run()
    late = page(link)
    assert param(late, "room") is None and copy_of(late) == copy_of(host)
    assert "could not be opened" in said(late)


def test_a_code_typed_on_the_set_up_joins_the_evening() -> None:
    host, _guest = live_pair()
    phone = page()
    phone.text_input(key="gn_live_code").set_value(param(host, "room") or "")
    phone.button[[b.label for b in phone.button].index("Join")].click().run()
    assert not phone.exception, phone.exception
    assert (param(phone, "me") or "").startswith("2-") and copy_of(phone) == copy_of(host)
    typo = page()
    typo.text_input(key="gn_live_code").set_value("12")
    typo.button[[b.label for b in typo.button].index("Join")].click().run()
    assert param(typo, "room") is None and "digits" in shown(typo.error)
    unknown = page()  # ten digits that open no room: said at the field, the set-up stays
    unknown.text_input(key="gn_live_code").set_value("4839120576")
    unknown.button[[b.label for b in unknown.button].index("Join")].click().run()
    assert "No live evening has the code 483 912 0576" in shown(unknown.error)
    assert param(unknown, "room") is None and param(unknown, "night") is None


def test_the_class_quiz_does_not_open_a_game_nights_room() -> None:
    host, _guest = live_pair()
    code = param(host, "room") or ""
    quiz = run_page("room", {"room": code})
    quiz.text_input(key="room_join_name").set_value("Zoe")
    quiz.button[[b.label for b in quiz.button].index("Join")].click().run()
    assert not quiz.exception, quiz.exception
    assert "is a game night live on a table" in shown(quiz.error)
    assert param(quiz, "me") is None
