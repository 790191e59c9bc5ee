"""A practice game under house rules (the site-wide `house` key), and who tells first."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from explorer.game.resume import decode, encode
from explorer.game.setup import Setup
from explorer.game.state import GameState, new_game
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
    setup = Setup("house", ("a", "b", "c", "d"), (None,) * 4, 84, 3, house=HOUSE)
    game = new_game(setup)
    assert decode(encode(game)).setup == setup
