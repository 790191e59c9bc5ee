"""How a game ends, as one fact (`GameEnd`, `explorer.rules.endgame.game_end`), its words written
when shown, and the practice game's cards agreeing with it: the refill that closes a turn runs
out exactly when the whole-game core says the pile ends the game."""

from __future__ import annotations

import pytest

from explorer.game.actions import NextTurn
from explorer.game.bots import play_bots
from explorer.game.play import apply, new_game
from explorer.game.setup import Setup
from explorer.i18n import using
from explorer.round.game_words import end_line
from explorer.rules.endgame import GameEnd, game_end, refill
from explorer.rules.files import load_ruleset, load_rulesets

PLAYERS = ("Ana", "Ben", "Cleo", "Dev")


def test_the_end_keeps_who_reached_the_target_and_what_the_pile_did() -> None:
    tenth = load_ruleset("anniversary-10th")  # 30 points, or the last card drawn
    end = game_end(tenth, 9, (31, 12, 30, 4), pile_turns=9)
    assert end == GameEnd(9, (0, 2), 30, "last-card") and end.kind == "both"
    assert end.reasons == ("target", "pile")
    assert end_line(end, PLAYERS) == "Ana and Cleo both reached 30 points, the score target."
    pile_only = game_end(tenth, 9, (1, 2, 3, 4), pile_turns=9)
    assert pile_only == GameEnd(9, (), None, "last-card") and pile_only.kind == "pile"
    assert end_line(pile_only, PLAYERS) == "The last card of the draw pile was drawn."
    odyssey = load_ruleset("odyssey-2011")  # 30 points, or a refill that cannot be completed
    short = game_end(odyssey, 2, (1, 2, 3, 4), pile_turns=2)
    assert short == GameEnd(2, (), None, "short") and short.reasons == ("pile",)
    with using("fr"):
        assert end_line(short, PLAYERS) != "The draw pile cannot refill every hand."
    assert game_end(odyssey, 2, (29, 2, 3, 4), pile_turns=3) is None
    reshuffle = load_ruleset("refresh-2021")  # 30 points; the pile never ends the game
    assert game_end(reshuffle, 40, (29, 30, 3, 4), pile_turns=None) == GameEnd(40, (1,), 30)


def _checked_game(rid: str, n: int, deck: int, seed: int) -> int:
    """Plays a bot game to its end, checking at every turn that the refill that closes it runs
    out exactly when the core ends the game on the pile; the turns played."""
    state = new_game(Setup(rid, tuple(f"P{i}" for i in range(n)), ("good",) * n, deck, seed))
    while True:
        state = play_bots(state)
        assert state.phase == "reveal"
        discards = len(state.discards) + len(state.table)
        r = refill(state.rules, len(state.pile), state.cards_needed, discards)
        end = state.ends_after_this_turn()
        assert r.pile_ends_game == (end is not None and end.pile is not None), state.turn
        state = apply(state, NextTurn())
        if state.phase == "over":
            assert state.end == end and state.end is not None
            return state.turn


@pytest.mark.parametrize("rs", load_rulesets(), ids=lambda r: r.id)
def test_the_cards_run_out_when_the_core_says_the_pile_ends_the_game(rs) -> None:  # type: ignore[no-untyped-def]
    for n in (rs.min_players, 5, rs.max_players):
        for deck in rs.decks[:2]:
            if n * rs.hand_size(n) <= deck:
                assert _checked_game(rs.id, n, deck, seed=n + deck) >= 1
