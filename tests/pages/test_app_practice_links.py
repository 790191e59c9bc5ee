"""AppTest: the practice page deals at random unless asked, refuses forged, damaged and too-big
games with one clear message, and uses only a strong link key (rotating through several)."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.game.actions import GiveClue
from explorer.game.bots import play_bots
from explorer.game.link_keys import legacy_key
from explorer.game.play import apply, new_game
from explorer.game.resume import encode, link_key
from explorer.game.setup import Setup
from explorer.game.state import GameState
from explorer.limits import MAX_SEED
from tests.conftest import ROOT

NEW = "a new secret the site admin chose"
OLD = "the old secret of the site admin"


def _page(params: dict[str, str] | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages/practice.py"), default_timeout=60)
    for k, v in (params or {}).items():
        at.query_params[k] = v
    return at


def _deal(at: AppTest) -> AppTest:
    next(b for b in at.button if b.label == "Deal the cards").click().run()
    assert not at.exception, at.exception
    return at


def _game(at: AppTest) -> GameState:
    state = at.session_state["px_game"]
    assert isinstance(state, GameState)
    return state


def _address(at: AppTest) -> str:
    code = at.query_params.get("game")
    return str(code[0] if isinstance(code, list) else code or "")


def _told() -> GameState:
    setup = Setup(
        "refresh-2021", ("Sam", "Ada", "Bruno", "Chloé"), (None, "good", "good", "good"), 84, 3
    )
    state = new_game(setup)
    return play_bots(apply(state, GiveClue(0, state.hands[0][0], "silver moon")))


def _plain(payload: dict[str, Any]) -> str:
    raw = json.dumps(payload).encode()
    return "dx1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def _payload(code: str) -> dict[str, Any]:
    body = code[4:]
    data: dict[str, Any] = json.loads(
        zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    )
    return data


# --- the deal --------------------------------------------------------------------------------
def test_a_new_game_is_dealt_at_random_and_no_seed_is_shown() -> None:
    at = _page().run()
    assert not [n for n in at.number_input if n.key == "px_seed"]  # no number to copy
    first = _game(_deal(at)).setup.seed
    again = _game(_deal(_page().run())).setup.seed
    assert first != again and min(first, again) >= 0 and max(first, again) <= MAX_SEED


def test_a_given_deal_is_an_option_the_player_asks_for() -> None:
    at = _page().run()
    at.toggle(key="px_seed_chosen").set_value(True).run()
    field = at.number_input(key="px_seed")
    assert field.value is None  # no default deal to fall back on
    _deal(at)
    assert "Type the deal number" in at.error[0].value
    assert "px_game" not in at.session_state
    at.number_input(key="px_seed").set_value(4242).run()
    assert _game(_deal(at)).setup.seed == 4242


# --- codes that cannot be trusted or played ---------------------------------------------------
def test_a_forged_code_is_refused_and_never_written_again_as_an_encrypted_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("DIXIT_LINK_KEY", NEW)
    state = _told()
    payload = _payload(encode(state))
    sam = state.owners.index(0) + 1
    payload["a"] = [[2, r[1], sam] if r[0] == 2 else r for r in payload["a"]]
    forged = _plain(payload)
    at = _page({"game": forged}).run()
    assert not at.exception
    assert len(at.error) == 1 and "was edited" in at.error[0].value
    assert "px_game" not in at.session_state
    assert not _address(at).startswith("dx2.")  # nothing trusted-looking came of it
    # pasted into the form: the same refusal
    at.text_input(key="px_resume_code").input(forged).run()
    at.button(key="px_resume").click().run()
    assert not at.exception and "was edited" in at.error[0].value
    assert "px_game" not in at.session_state


def test_a_damaged_code_gets_one_message_and_the_set_up() -> None:
    code = encode(_told())
    at = _page({"game": code[:40] + "!" + code[41:]}).run()
    assert not at.exception
    assert len(at.error) == 1 and "Could not resume" in at.error[0].value
    assert any(b.label == "Deal the cards" for b in at.button)


def test_a_code_with_bad_house_rules_gets_a_note() -> None:
    payload = _payload(encode(_told())) | {"r": "house", "h": "refresh-2021~extra:1"}
    at = _page({"game": _plain(payload)}).run()
    assert not at.exception
    assert len(at.error) == 1 and "Could not resume" in at.error[0].value


# --- decks over the game's 252 cards ----------------------------------------------------------
def test_house_decks_over_252_cards_are_refused_at_the_set_up() -> None:
    at = _page({"house": "refresh-2021~decks:705"}).run()
    at.selectbox(key="px_ruleset").set_value("house").run()
    assert not at.exception
    assert any("705 cards cannot be played here" in e.value for e in at.error)
    deal = next(b for b in at.button if b.label == "Deal the cards")
    assert deal.disabled
    # where some of the sizes fit, only those are offered
    at = _page({"house": "refresh-2021~decks:84.705"}).run()
    at.selectbox(key="px_ruleset").set_value("house").run()
    assert at.selectbox(key="px_deck_house").options == ["84 cards"]
    assert _game(_deal(at)).setup.deck == 84


def test_a_saved_link_with_a_deck_over_252_cards_is_a_note_not_a_crash() -> None:
    payload = _payload(encode(_told()))
    payload |= {"r": "house", "h": "refresh-2021~decks:705", "d": 705, "a": []}
    at = _page({"game": _plain(payload)}).run()
    assert not at.exception
    assert len(at.error) == 1 and "252 cards" in at.error[0].value
    assert any(b.label == "Deal the cards" for b in at.button)


# --- the link key -----------------------------------------------------------------------------
def test_a_weak_key_is_not_used_and_the_page_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DIXIT_LINK_KEY", "hunter2")
    at = _page().run()
    assert not at.exception
    assert any("is not used" in w.value and "7 characters" in w.value for w in at.warning)
    assert "hunter2" not in " ".join(w.value for w in at.warning)
    _deal(at)
    assert _address(at).startswith("dx1.")
    assert any("not used" in c.value for c in at.sidebar.caption)


def test_keys_rotate_the_new_locks_and_the_old_still_opens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _told()
    old_code = encode(state, link_key(OLD))
    monkeypatch.setenv("DIXIT_LINK_KEY", f"{NEW},{OLD}")
    at = _page({"game": old_code}).run()
    assert not at.exception and not at.error
    assert _game(at) == state
    rewritten = _address(at)
    assert rewritten.startswith("dx2.") and rewritten != old_code
    # written with the new key: it opens where only the new one is set
    monkeypatch.setenv("DIXIT_LINK_KEY", NEW)
    assert _game(_page({"game": rewritten}).run()) == state


def test_a_code_locked_by_the_first_encrypted_links_key_still_opens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from cryptography.fernet import Fernet

    state = _told()
    body = encode(state)[4:]
    plain = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    old_style = "dx2." + Fernet(legacy_key(OLD)).encrypt(plain).decode().rstrip("=")
    monkeypatch.setenv("DIXIT_LINK_KEY", OLD)
    at = _page({"game": old_style}).run()
    assert not at.error and _game(at) == state


def test_a_list_of_secrets_in_streamlit_secrets_rotates_too() -> None:
    state = _told()
    at = _page({"game": encode(state, link_key(OLD))})
    at.secrets["DIXIT_LINK_KEY"] = [NEW, OLD]
    at.run()
    assert not at.exception and not at.error
    assert _game(at) == state
