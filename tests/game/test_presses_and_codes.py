"""A clue over the limit is cut with a note, a press applies once, whatever a code holds the bots
act for themselves, and an encrypted code round-trips while a tampered or cut one is refused."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from explorer.errors import IllegalAction, ResumeCodeError
from explorer.game.actions import GiveClue, HandIn, NextTurn
from explorer.game.bots import play_bots
from explorer.game.play import apply, new_game
from explorer.game.presses import apply_once, fit_clue, token
from explorer.game.resume import decode, encode, is_secret, link_key, resume
from explorer.game.setup import Setup
from explorer.limits import MAX_CLUE

BOTS = Setup(
    "odyssey-2011", ("Sam", "Ada", "Bruno", "Chloé"), (None, "good", "good", "good"), 84, 5
)
KEY = link_key("a secret only the site knows")


def test_a_long_clue_is_cut_with_a_note_and_never_lost() -> None:
    text = "Noël à la mer " * 10
    clue, note = fit_clue(text)
    assert 0 < len(clue) <= MAX_CLUE and text.startswith(clue)
    assert note is not None and str(len(text.strip())) in note
    assert fit_clue("  мечта  ") == ("мечта", None)


def test_a_double_press_applies_once() -> None:
    state = new_game(BOTS)
    at = token(state, 0)
    action = GiveClue(0, state.hands[0][0], "moon")
    once = apply_once(state, at, action)
    twice = apply_once(once, at, action)
    assert twice is once and len(twice.log) == 1
    with pytest.raises(IllegalAction):  # a press the rules forbid is still refused
        apply_once(state, at, GiveClue(0, 999, "moon"))


def test_a_late_hand_in_for_a_seat_that_already_acted_changes_nothing() -> None:
    setup = Setup(
        "odyssey-2011", ("Sam", "Ada", "Bruno", "Chloé"), (None, None, "good", "good"), 84, 2
    )
    state = apply(new_game(setup), GiveClue(0, new_game(setup).hands[0][0], "sun"))
    at = token(state, 1)
    press = HandIn(1, (state.hands[1][0],))
    after = apply_once(state, at, press)
    assert apply_once(after, at, press) is after


def test_a_code_waiting_on_a_bot_lets_the_bot_act() -> None:
    state = new_game(BOTS)
    state = play_bots(apply(state, GiveClue(0, state.hands[0][0], "moon")))
    state = apply(state, NextTurn())  # now Ada (a bot) is the storyteller, and nobody acted
    assert state.waiting_for == (1,)
    resumed = resume(encode(state))
    assert resumed.waiting_for != (1,) and resumed.clue is not None  # Ada told her own clue


def test_an_encrypted_code_round_trips_and_reveals_nothing() -> None:
    state = play_bots(apply(new_game(BOTS), GiveClue(0, new_game(BOTS).hands[0][3], "Ahab's sea")))
    code = encode(state, KEY)
    assert is_secret(code) and code.startswith("dx2.")
    assert decode(code, KEY) == state
    assert "Ahab" not in code and "Sam" not in code
    with pytest.raises(ResumeCodeError, match="no key"):
        decode(code)
    with pytest.raises(ResumeCodeError, match="another key"):
        decode(code, link_key("another secret than the site's"))


@pytest.mark.parametrize("cut", [1, 10, 40])
def test_a_truncated_encrypted_code_is_refused(cut: int) -> None:
    code = encode(new_game(BOTS), KEY)
    with pytest.raises(ResumeCodeError, match="changed or cut short"):
        decode(code[:-cut], KEY)


def test_a_tampered_encrypted_code_is_refused() -> None:
    code = encode(new_game(BOTS), KEY)
    for i in (5, len(code) // 2, len(code) - 3):
        flipped = code[:i] + ("A" if code[i] != "A" else "B") + code[i + 1 :]
        with pytest.raises(ResumeCodeError):
            decode(flipped, KEY)


def test_a_plain_code_still_opens_when_a_key_is_configured() -> None:
    state = play_bots(new_game(BOTS))
    assert decode(encode(state), KEY) == state


def _plain(payload: object) -> str:
    raw = json.dumps(payload).encode()
    return "dx1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def test_deep_nesting_and_huge_logs_are_refused_before_any_work() -> None:
    deep = _plain({"r": "odyssey-2011", "a": [[[[[[[[1]]]]]]]]})
    nested = "dx1." + base64.urlsafe_b64encode(zlib.compress(b"[" * 1000 + b"]" * 1000)).decode()
    many = _plain(
        {
            "r": "odyssey-2011",
            "p": ["A", "B", "C"],
            "b": [None] * 3,
            "d": 84,
            "s": 1,
            "a": [[3]] * 5000,
        }
    )
    for code in (deep, nested, many):
        with pytest.raises(ResumeCodeError, match="damaged"):
            decode(code)
