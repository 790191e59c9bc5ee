"""A practice game under house rules (the site-wide `house` key), and who tells first."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from explorer.game.play import new_game
from explorer.game.resume import decode, encode
from explorer.game.setup import Setup
from explorer.game.state import GameState
from tests.conftest import ROOT

HOUSE = "refresh-2021~cap:2~target:20"


def _page(params: dict[str, str]) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages/practice.py"), default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    return at.run()


def test_deal_a_game_under_the_house_rules_in_the_link() -> None:
    at = _page({"house": HOUSE})
    assert not at.exception
    ruleset = at.selectbox(key="px_ruleset")
    assert ruleset.options[0].startswith("House rules")
    ruleset.set_value("house").run()
    at.selectbox(key="px_first").set_value(2).run()
    next(b for b in at.button if b.label == "Deal the cards").click().run()
    assert not at.exception, at.exception
    state = at.session_state["px_game"]
    assert isinstance(state, GameState)
    assert state.rules.id == "house" and state.rules.end_conditions.score_target == 20
    assert state.rules.cap_at(4) == 2
    assert state.storyteller == 2
    # the resume code carries the house rules
    assert decode(encode(state)).rules == state.rules


def test_a_setup_with_house_rules_replays_from_its_code() -> None:
    setup = Setup(HOUSE, ("a", "b", "c", "d"), (None,) * 4, 84, 3)
    game = new_game(setup)
    assert decode(encode(game)).setup == setup


def _revealed(setup: Setup, house_link: str = "") -> tuple[AppTest, GameState]:
    from explorer.game.actions import GiveClue
    from explorer.game.bots import play_bots
    from explorer.game.play import apply

    state = new_game(setup)
    state = play_bots(apply(state, GiveClue(0, state.hands[0][0], "a clue")))
    params = {"game": encode(state)} | ({"house": house_link} if house_link else {})
    at = _page(params)
    assert not at.exception, at.exception
    return at, state


def _others(at: AppTest):  # type: ignore[no-untyped-def]
    return next(d.value for d in at.dataframe if "Dixit (2008)" in d.value.columns)


def test_a_house_game_is_compared_with_its_own_rules_first() -> None:
    setup = Setup(HOUSE, ("a", "b", "c", "d"), (None, "good", "good", "good"), 84, 5)
    at, state = _revealed(setup)
    others = _others(at)
    own = state.rules.name
    assert list(others.columns)[:2] == ["Player", own]
    record = at.session_state["px_game"].history[-1]
    played = dict(zip(others["Player"], others[own], strict=True))
    assert played == {p: str(v) for p, v in record.result.points.items()}


def test_the_links_house_rules_are_one_more_column_in_the_reveal() -> None:
    setup = Setup("refresh-2021", ("a", "b", "c", "d"), (None, "good", "good", "good"), 84, 5)
    at, _ = _revealed(setup, "refresh-2021~cap:2~lone:4@3-8")
    columns = list(_others(at).columns)
    assert columns[1] == "Dixit (2021 refresh)"  # the game's own rules lead
    assert any(c.startswith("House rules") for c in columns)
