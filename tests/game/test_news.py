"""What the practice page's live region says after a press (`explorer.game.news`), and the
standings chart's numbers in words (`score_progress`): issue 22."""

from __future__ import annotations

from explorer.game.actions import HandIn, NextTurn, Vote
from explorer.game.bots import play_bots
from explorer.game.cards import card_name, describe
from explorer.game.news import what_happened
from explorer.game.play import apply, new_game
from explorer.game.setup import Setup
from explorer.game.state import GameState
from explorer.i18n import using
from explorer.round.game_words import score_progress

NAMES = ("Sam", "Ada", "Bruno", "Chloé")


def _voter() -> tuple[Setup, GameState]:
    """Ada (a bot) tells, Sam (human) must hand in."""
    setup = Setup("refresh-2021", NAMES, (None, "good", "good", "good"), 84, 4, first=1)
    return setup, play_bots(new_game(setup))


def test_a_deal_says_whose_turn_and_what_the_bots_did() -> None:
    _setup, state = _voter()
    said = what_happened(None, state)
    assert said[0] == "Turn 1: Ada is the storyteller."
    assert any(s.startswith("Ada told the clue “") for s in said)
    assert "Bruno handed in a card." in said and "Chloé handed in a card." in said
    assert not any("Sam" in s for s in said)  # Sam has not played yet


def test_the_reveal_is_said_card_by_card_and_no_card_is_told_before_it() -> None:
    _setup, state = _voter()
    before = state
    after = play_bots(apply(state, HandIn(0, (state.hands[0][0],))))
    said = what_happened(before, after)
    assert said[0] == "Sam handed in a card."
    assert all(describe(c) not in " ".join(said) for c in after.table)  # not yet revealed
    # Sam votes: the bots' votes end the turn, and the reveal is said
    own = set(after.own_places(0))
    place = next(p for p in range(1, len(after.table) + 1) if p not in own)
    revealed = play_bots(apply(after, Vote(0, (place,))))
    said = what_happened(after, revealed)
    assert said[0] == "Sam voted."
    text = " ".join(said)
    assert "Reveal of turn 1." in text and "Points this turn: Sam +" in text
    assert revealed.last_round is not None
    for card_id in revealed.last_round.table:
        assert describe(card_id).rstrip(".") in text
    assert "the storyteller's (Ada)" in text


def test_another_game_or_a_moment_already_past_says_nothing() -> None:
    setup, state = _voter()
    other = play_bots(new_game(Setup("refresh-2021", NAMES, (None,) + ("good",) * 3, 84, 5)))
    assert what_happened(state, other) == ()
    later = play_bots(apply(state, HandIn(0, (state.hands[0][0],))))
    assert what_happened(later, state) == ()
    assert setup == state.setup


def test_the_news_and_a_card_name_are_in_the_reader_s_language() -> None:
    _setup, state = _voter()
    with using("ru"):
        said = what_happened(None, state)
        name = card_name(3, 7)
    assert said[0] == "Ход 1: рассказчик — Ada."
    assert name.startswith("Карта 3: ") and len(name) > len("Карта 3: ") + 10


def test_score_progress_lists_every_player_s_score_after_each_turn() -> None:
    state = new_game(Setup("refresh-2021", NAMES, ("good",) * 4, 84, 4))
    assert score_progress(state.game) == ("", ())  # no turn ended yet
    state = play_bots(state)  # all bots: turn 1 is played to its reveal
    for _turn in range(2):
        state = play_bots(apply(state, NextTurn()))
    lead, lines = score_progress(state.game)
    assert lead == "Scores after each turn, turns 1 to 3:"
    assert len(lines) == 4
    for seat, line in enumerate(lines):
        scores = ", ".join(str(r.scores_after[seat]) for r in state.history)
        assert line == f"{NAMES[seat]}: {scores}"
