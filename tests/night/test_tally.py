"""A game night's totals are `score_round`'s points added up, and the game ends exactly when the
rules say: random legal games under every ruleset and house rules, on decks of 84, 168 and 252."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer import score_round
from explorer.errors import NightError
from explorer.limits import DECK_SIZES
from explorer.night.evening import Night, Round
from explorer.night.tally import play, rules_of, tally
from explorer.rules.house_text import house_from_text
from explorer.rules.ruleset import Ruleset
from tests.strategies import RULESETS

HOUSE = (
    "refresh-2021~cap:2~lone:4@3-8",
    "original-2008~target:20",
    "odyssey-2011~pile:end-on-last-draw~target:none",
    "odyssey-vi~target:none",
)
NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lea")
CHOICES = [(rs.id, "") for rs in RULESETS] + [(h.split("~")[0], h) for h in HOUSE]


def expected_pile_turns(rs: Ruleset, n: int, deck: int) -> int | None:
    """The turns the draw pile allows, counted straight from the ruleset's data (not through
    `explorer.rules.endgame`): dealt hands, then one card per card laid out each turn."""
    rule = rs.end_conditions.empty_pile
    if rule == "reshuffle":
        return None
    pile = deck - n * rs.hand_size(n)
    per = 1 + (n - 1) * rs.cards_handed_in(n)
    if rule == "end-on-last-draw":  # the turn that draws the last card, or cannot complete
        return max(1, -(-pile // per))
    return pile // per + 1  # the turn whose refill cannot be completed


@st.composite
def legal_round(draw: st.DrawFn, rs: Ruleset, n: int, storyteller: int) -> Round:
    most = rs.max_votes(n)
    votes: list[tuple[int, ...]] = []
    for seat in range(n):
        if seat == storyteller:
            votes.append(())
            continue
        others = [p for p in range(n) if p != seat]
        k = draw(st.integers(1, most))
        votes.append(
            tuple(draw(st.lists(st.sampled_from(others), min_size=k, max_size=k, unique=True)))
        )
    return Round(storyteller, tuple(votes))


@st.composite
def games(draw: st.DrawFn) -> tuple[Night, list[Round]]:
    ruleset, house = draw(st.sampled_from(CHOICES))
    rs = house_from_text(house) if house else next(r for r in RULESETS if r.id == ruleset)
    n = draw(st.integers(rs.min_players, rs.max_players))
    deck = draw(st.sampled_from(DECK_SIZES))
    first = draw(st.integers(0, n - 1))
    night = Night(NAMES[:n], house or ruleset, deck, first)
    length = draw(st.integers(0, 60))
    rounds = []
    for i in range(length):
        teller = draw(st.sampled_from([(first + i) % n, draw(st.integers(0, n - 1))]))
        rounds.append(draw(legal_round(rs, n, teller)))
    return night, rounds


@settings(max_examples=60, deadline=None)
@given(games())
def test_a_night_adds_up_score_round_and_ends_when_the_rules_say(
    game: tuple[Night, list[Round]],
) -> None:
    night, rounds = game
    rs = rules_of(night)
    n = night.n
    target = rs.end_conditions.score_target
    turns = expected_pile_turns(rs, n, night.deck)
    totals = dict.fromkeys(night.players, 0)
    ended_after: int | None = None
    for k, rnd in enumerate(rounds, start=1):
        if ended_after is not None:
            with pytest.raises(NightError) as refused:
                play(night, rnd)
            assert refused.value.rule == "end" and refused.value.at_round == k
            assert f"Round {k}:" in str(refused.value)
            break
        night = play(night, rnd)
        s = rnd.situation(night.players)
        points = score_round(rs, s.storyteller_name, s.votes_by_name(), players=night.players)
        for p, v in points.points.items():
            totals[p] += v
        t = tally(night)
        assert t.standings() == totals
        assert t.rounds[-1].points == tuple(points.points[p] for p in night.players)
        by_target = target is not None and max(totals.values()) >= target
        by_pile = turns is not None and k >= turns
        assert t.pile_turns == turns
        if by_target or by_pile:
            ended_after = k
            assert t.end is not None and t.end.after_round == k
            assert t.end.reasons == ("target",) * by_target + ("pile",) * by_pile
            best = max(totals.values())
            assert [night.players[s] for s in t.winners] == [
                p for p in night.players if totals[p] == best
            ]
        else:
            assert t.end is None and t.winners == ()
    assert turns is None or len(tally(night).rounds) <= turns
