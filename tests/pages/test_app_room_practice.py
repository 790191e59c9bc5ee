"""A practice table under AppTest: the host opens it from `?open=practice`, two players join from
the join link, the host deals with a bot, and each plays their turn on their own page with the
practice page's controls ("choose by number"); every page shows the reveal; nobody's page holds
another player's hand. (Each AppTest is one visitor; they share the process's store.)"""

from __future__ import annotations

from typing import Any

from streamlit.testing.v1 import AppTest

from explorer.game.cards import describe
from explorer.rooms.practice_view import TableView
from explorer.ui.rooms import state
from tests.apptest import run_page

OPEN = "FormSubmitter:table_open-Open the table"
JOIN = "FormSubmitter:room_join-Join"


def _texts(at: AppTest) -> str:
    parts: list[Any] = [*at.markdown, *at.caption, *at.error, *at.warning, *at.info, *at.success]
    parts += [*at.subheader, *at.title]
    text = "\n".join(
        str(getattr(p, "value", "")) + " " + str(getattr(p, "label", "")) for p in parts
    )
    return text.replace("\\", "")


def _param(at: AppTest, key: str) -> str:
    value = at.query_params[key]
    return str(value[-1] if isinstance(value, list) else value)


def _host(name: str = "Sam") -> AppTest:
    at = run_page("room", {"open": "practice"})
    assert "Practice across phones" in _texts(at) and "Open a table" in _texts(at)
    at.text_input(key="table_open_name").set_value(name)
    at.button(key=OPEN).click().run()
    assert not at.exception, at.exception
    return at


def _player(code: str, name: str) -> AppTest:
    at = run_page("room", {"room": code})
    assert "Join the game" in _texts(at)
    at.text_input(key="room_join_name").set_value(name)
    at.button(key=JOIN).click().run()
    assert not at.exception, at.exception
    return at


def _view(at: AppTest) -> TableView:
    view = state.rooms().view(_param(at, "room"), _param(at, "me")).detail
    assert isinstance(view, TableView)
    return view


def _play(at: AppTest) -> None:
    """This page's player plays their move with the "by number" controls."""
    at.run()
    v = _view(at)
    g = v.game
    assert g is not None and v.me is not None and v.to_play
    at_ = f"{g.turn}_{g.phase}_{v.me}"
    if g.phase == "clue":
        at.radio(key=f"px_clue_pick_{at_}").set_value(2)
        at.text_input(key="px_clue_text").set_value("Silver moon")
        at.button(key="px_tell").click().run()
    elif g.phase == "hand-in":
        at.radio(key=f"px_hand_in_{at_}").set_value(0)
        at.button(key="px_hand_in").click().run()
    else:
        at.radio(key=f"px_vote_{at_}").set_value(g.votable_places(v.me)[0])
        at.button(key="px_vote").click().run()
    assert not at.exception, at.exception
    assert "Not allowed" not in _texts(at)


def test_a_table_deals_and_plays_a_round_each_player_on_their_own_page() -> None:
    host = _host()
    code = _param(host, "room")
    assert _param(host, "me").startswith("0-") and "Your table" in _texts(host)
    ana = _player(code, "Ana")
    ben = _player(code, "Ben")
    assert "You are in!" in _texts(ana)
    host.run()
    assert "At the table so far (3): Sam (host), Ana and Ben." in _texts(host)
    host.number_input(key="table_bots").set_value(1).run()
    assert "4 players at the table" in _texts(host)
    host.button(key="table_deal").click().run()
    assert "Turn 1 · storyteller: Sam" in _texts(host)
    pages = {"Sam": host, "Ana": ana, "Ben": ben}
    hands = {}
    for name, at in pages.items():
        at.run()
        v = _view(at)
        assert v.game is not None and v.me is not None
        hands[name] = v.game.hands[v.me]
    for name, at in pages.items():  # nobody's page describes another player's cards
        text = _texts(at)
        others = {c for n, h in hands.items() if n != name for c in h} - set(hands[name])
        assert not any(describe(c).rstrip(".") in text for c in others), name
    _play(host)
    assert "Clue: “Silver moon”" in _texts(ana.run())
    _play(ana)
    _play(ben)
    for at in (ana, ben):
        _play(at)
    for at in pages.values():
        at.run()
        assert "Turn 1 revealed · storyteller: Sam" in _texts(at)
    host.button(key="table_next").click().run()  # the host does not wait
    assert "Turn 2 · storyteller: Ana" in _texts(host)
    ana.run()
    assert "Ana" in _texts(ana) and _view(ana).to_play


def test_a_name_the_rules_refuse_and_a_newcomer_during_a_game() -> None:
    at = run_page("room", {"open": "practice"})
    at.text_input(key="table_open_name").set_value("Ana, Ben")
    at.button(key=OPEN).click().run()
    assert "comma" in _texts(at) and "room" not in at.query_params
    host = _host("Zed")
    code = _param(host, "room")
    _player(code, "Ana")
    _player(code, "Ben")
    host.run()
    host.button(key="table_deal").click().run()
    late = run_page("room", {"room": code})
    late.text_input(key="room_join_name").set_value("Cleo")
    late.button(key=JOIN).click().run()
    assert "newcomers join between games" in _texts(late) and "me" not in late.query_params


def test_the_class_quiz_front_leads_to_a_table_and_back() -> None:
    quiz = run_page("room")
    assert "Class quiz" in _texts(quiz)
    links = [str(p.proto) for p in quiz.get("page_link")] + [m.value for m in quiz.markdown]
    assert any("open=practice" in x for x in links)


def test_a_junk_or_huge_open_parameter_is_the_class_quiz_front() -> None:
    for junk in ("poker", "x" * 5000, "practice\u0000", ""):
        at = run_page("room", {"open": junk})
        assert "Class quiz" in _texts(at) and "Open a table" not in _texts(at)
