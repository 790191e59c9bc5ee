"""A code's bot moves are never trusted: the bots make them again, so a hand-made code can hold
only the human players' own moves. Links made before (the first release's bots, clues told in
another language) still open as they were; a bad house text or deck in a code is a clear note."""

from __future__ import annotations

import base64
import json
import zlib
from dataclasses import replace
from typing import Any

import pytest

from explorer.errors import ResumeCodeError, SetupError
from explorer.game.actions import GiveClue, HandIn, NextTurn, Vote
from explorer.game.bots import bot_action, play_bots
from explorer.game.cards import MAX_CARDS
from explorer.game.play import apply, new_game
from explorer.game.resume import decode, encode, link_key, resume
from explorer.game.setup import Setup
from explorer.i18n import using
from explorer.limits import DECK_SIZES
from tests.links.test_legacy_links import LINKS

KEY = link_key("a secret only the site knows")
TABLE = Setup(
    "refresh-2021", ("Sam", "Ada", "Bruno", "Chloé"), (None, "good", "good", "expert"), 84, 9
)


def _payload(code: str) -> dict[str, Any]:
    body = code[4:]
    raw = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    payload: dict[str, Any] = json.loads(raw)
    return payload


def _code(payload: dict[str, Any]) -> str:
    raw = json.dumps(payload, ensure_ascii=False).encode()
    return "dx1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def _told(setup: Setup = TABLE) -> Any:
    """Sam (the human) told a clue and the bots handed in and voted: the reveal."""
    state = new_game(setup)
    return play_bots(apply(state, GiveClue(0, state.hands[0][0], "silver moon")))


def test_a_code_where_the_bots_vote_for_the_humans_card_is_refused() -> None:
    state = _told()
    payload = _payload(encode(state))
    sam = state.owners.index(0) + 1
    forged = [[2, r[1], sam] if r[0] == 2 else r for r in payload["a"]]
    assert forged != payload["a"]  # the bots did not all find Sam's card by themselves
    payload["a"] = forged
    with pytest.raises(ResumeCodeError, match="was edited: .* not the one the bot makes"):
        decode(_code(payload))
    with pytest.raises(ResumeCodeError, match="edited"):  # with a key it is no different
        resume(_code(payload), KEY)


def test_a_forged_bot_clue_or_hand_in_is_refused() -> None:
    state = new_game(replace(TABLE, first=1))  # Ada, a bot, tells first
    state = play_bots(state)
    payload = _payload(encode(state))
    told = payload["a"][0]
    assert told[:2] == [0, 1]
    other = next(c for c in new_game(state.setup).hands[1] if c != told[2])
    for row in ([0, 1, other, told[3]], [0, 1, told[2], "Anything"]):
        with pytest.raises(ResumeCodeError, match="on turn 1, the move recorded for player Ada"):
            decode(_code(payload | {"a": [row, *payload["a"][1:]]}))
    hand_in = next(i for i, r in enumerate(payload["a"]) if r[0] == 1 and r[1] == 2)
    bruno = new_game(state.setup).hands[2]
    row = payload["a"][hand_in]
    swapped = [1, 2, next(c for c in bruno if c not in row[2:])]
    rows = [*payload["a"][:hand_in], swapped]
    with pytest.raises(ResumeCodeError, match="on turn 1, the move recorded for player Bruno"):
        decode(_code(payload | {"a": rows}))


def test_the_human_players_own_moves_are_whatever_the_rules_allow() -> None:
    setup = replace(TABLE, bots=(None, None, "good", "good"))
    state = new_game(setup)
    state = apply(state, GiveClue(0, state.hands[0][5], "anything at all"))
    state = play_bots(apply(state, HandIn(1, (state.hands[1][3],))))
    assert state.phase == "vote" and state.waiting_for == (1,)
    ada = next(p for p in range(1, len(state.table) + 1) if state.owners[p - 1] not in (1,))
    state = play_bots(apply(state, Vote(1, (ada,))))
    assert decode(encode(state)) == state


def test_a_bot_clue_told_in_another_language_opens_for_every_reader() -> None:
    setup = replace(TABLE, first=1)
    with using("ru"):
        state = play_bots(new_game(setup))
    clue = state.clue
    assert clue is not None
    with using("en"):
        assert bot_action(new_game(setup), 1) != state.log[0]  # told otherwise in English
        assert decode(encode(state)).log == state.log
    with using("vi"):
        assert decode(encode(state)).log == state.log


def test_every_recorded_practice_link_still_opens_as_the_same_game() -> None:
    for link in LINKS["practice"]:
        state = decode(link["code"])
        assert list(state.scores) == link["scores"] and len(state.log) == link["log"]


def test_a_first_release_game_continued_with_todays_bots_keeps_opening() -> None:
    # links[3]: an 8-player game whose bots (the first release's) read no French
    old = decode(LINKS["practice"][3]["code"])
    later = play_bots(apply(old, NextTurn()))  # today's bots play the next turn
    later = play_bots(apply(later, NextTurn())) if later.phase == "reveal" else later
    assert len(later.log) > len(old.log)
    assert decode(encode(later)) == later
    assert decode(encode(later, KEY), KEY) == later


def test_a_game_never_goes_back_to_the_first_releases_bots() -> None:
    old = _payload(LINKS["practice"][3]["code"])
    rows = old["a"]
    setup = decode(LINKS["practice"][3]["code"]).setup
    # Bruno (seat 2) hands in what today's bots would; Chloé (seat 3) then as the first release's
    state = apply(new_game(setup), GiveClue(0, 27, "Noël à la mer"))
    state = apply(state, HandIn(1, tuple(rows[1][2:])))
    today = bot_action(state, 2)
    assert list(today.cards) != rows[2][2:]  # type: ignore[union-attr]
    mixed = [rows[0], rows[1], [1, 2, *today.cards], rows[3]]  # type: ignore[union-attr]
    with pytest.raises(ResumeCodeError, match="on turn 1, the move recorded for player"):
        decode(_code(old | {"a": mixed}))


def test_a_code_with_bad_house_rules_is_a_note_not_a_crash() -> None:
    payload = _payload(encode(new_game(TABLE)))
    for house in ("refresh-2021~extra:1", "refresh-2021~lone:", "nope~cap:2", "~" * 999):
        code = _code(payload | {"r": "house", "h": house})
        with pytest.raises(ResumeCodeError):
            resume(code)


def test_any_fault_behind_a_code_is_a_note_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    code = encode(new_game(TABLE))

    def broken(*args: object) -> None:
        raise UnboundLocalError("cannot access local variable '_'")

    monkeypatch.setattr("explorer.game.rebuild.new_game", broken)
    with pytest.raises(ResumeCodeError, match="could not be opened"):
        resume(code)


def test_a_house_deck_over_the_games_cards_is_refused_at_the_deal_and_in_a_code() -> None:
    big = Setup(
        "refresh-2021~decks:705", ("A", "B", "C", "D"), (None, "good", "good", "good"), 705, 1,
    )  # fmt: skip
    with pytest.raises(SetupError, match="705 cards cannot be played here.*252 cards"):
        new_game(big)
    payload = _payload(encode(new_game(replace(big, deck=84, ruleset="refresh-2021~"))))
    code = _code(payload | {"d": 705, "h": "refresh-2021~decks:705"})
    with pytest.raises(ResumeCodeError, match="does not replay: .*252 cards"):
        resume(code)
    fits = replace(big, deck=252, ruleset="refresh-2021~decks:84.252.705")
    assert max(c for h in new_game(fits).hands for c in h) < 252
    assert max(DECK_SIZES) == MAX_CARDS  # three boxes: every card the game draws


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("s", 10**40),
        ("d", -(10**30)),
        ("r", "x" * 5000),
        ("p", ["A" * 500, "B", "C"]),
        ("h", "refresh-2021~" + "cap:2~" * 1000),
        ("o", [["a", "b", "c"]]),
        ("s", 1.5),
        ("f", True),
    ],
)
def test_out_of_range_fields_are_refused_before_any_work(field: str, value: object) -> None:
    payload = _payload(encode(new_game(TABLE)))
    with pytest.raises(ResumeCodeError, match="damaged"):
        decode(_code(payload | {field: value}))
