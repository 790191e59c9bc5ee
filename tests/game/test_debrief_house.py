"""The rulesets a practice round is compared under: the editions, the game's own house rules
first, and the link's house rules as one more column."""

from __future__ import annotations

from explorer.game.actions import GiveClue
from explorer.game.bots import play_bots
from explorer.game.debrief import rulesets_to_compare
from explorer.game.play import apply, new_game
from explorer.game.setup import Setup
from explorer.round.compare import compare_round
from explorer.rules.files import load_rulesets
from explorer.rules.resolve import resolve

SEATS = ("a", "b", "c", "d")
BOTS = (None, "good", "good", "good")
HOUSE = "refresh-2021~cap:2~lone:4@3-8"
SHIPPED = [r.id for r in load_rulesets()]


def _setup(house: str = "") -> Setup:
    return Setup(house or "refresh-2021", SEATS, BOTS, 84, 1)  # type: ignore[arg-type]


def test_an_edition_game_without_house_rules_is_compared_with_every_edition() -> None:
    assert [r.id for r in rulesets_to_compare(_setup())] == SHIPPED


def test_the_links_house_rules_are_one_more_column() -> None:
    out = rulesets_to_compare(_setup(), HOUSE)
    assert [r.id for r in out] == [*SHIPPED, "house"]
    assert out[-1] == resolve(HOUSE)


def test_a_house_game_leads_with_its_own_rules_and_is_not_repeated() -> None:
    setup = _setup(HOUSE)
    out = rulesets_to_compare(setup, HOUSE)
    assert out[0] == setup.rules and out[0].cap_at(4) == 2
    assert [r.id for r in out] == ["house", *SHIPPED]


def test_other_house_rules_in_the_link_get_a_name_of_their_own() -> None:
    out = rulesets_to_compare(_setup(HOUSE), "refresh-2021~cap:3")
    assert [r.id for r in out] == ["house", *SHIPPED, "house"]
    assert out[-1].cap_at(4) == 3
    names = [r.name for r in out]
    assert len(set(names)) == len(names)
    assert names[-1].endswith("(from the link)")


def test_two_votes_on_one_players_two_cards_are_revealed_and_compared() -> None:
    # regression: house rules where each voter hands in two cards and has two votes let a bot
    # vote for two cards of one player; the reveal turned that round into a table situation
    # that refused it ("two votes must go on different cards"), and the page failed
    state = new_game(Setup("original-2008~in:2~votes:2", SEATS, BOTS, 84, 0))
    state = play_bots(apply(state, GiveClue(0, state.hands[0][0], "moon")))
    rec = state.last_round
    assert rec is not None
    assert any(len(v) == 2 and rec.owners[v[0] - 1] == rec.owners[v[1] - 1] for v in rec.votes)
    assert rec.situation.cards_each == 2
    verdicts = compare_round(rec.situation, rulesets_to_compare(state.setup)).verdicts
    assert verdicts[0].result is not None and verdicts[0].result.points == rec.result.points
    # the editions hand in one card at four players: they cannot replay it, and say why
    assert all(v.result is None and v.rule == "cards_handed_in" for v in verdicts[1:])
