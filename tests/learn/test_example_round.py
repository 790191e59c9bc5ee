"""One example round from the clue to the bonus (issue 30): what each step shows of it is read
back from that step's own output (the vote step's lines, the reveal's captions, the scoring and
bonus steps' starting tables) and compared; a step may add to the round (the twists step's
bigger table), never change it."""

from __future__ import annotations

import re

import pytest

from explorer.learn import demo
from explorer.learn.example import example_round, example_table, grows_example, table_note
from explorer.learn.lesson import EXAMPLE, steps
from explorer.learn.twists import twists
from explorer.round.situation import Situation
from explorer.rules.ruleset import Ruleset
from tests.strategies import RULESETS

Votes = dict[str, str]  # voter → the player whose card they voted for (their first marker)


def _by_name(s: Situation) -> Votes:
    return {s.players[v]: s.players[p[0]] for v, p in enumerate(s.votes) if p}


def _vote_step(d: demo.DemoRound) -> Votes:
    """The vote step: '**Ben** votes for place 3', the place read back to its card's owner."""
    out = {}
    for line in demo.vote_lines(d):
        found = re.fullmatch(r"\*\*(\w+)\*\* votes for place (\d+)", line)
        assert found, line
        card = d.layout[int(found.group(2)) - 1]
        out[found.group(1)] = d.players[d.owner(card)]
    return out


def _reveal_step(d: demo.DemoRound) -> Votes:
    """The reveal: 'votes: Ben and Cleo' under a card whose label names its owner."""
    shown = demo.places(d, reveal=True)
    out = {}
    for label, note in zip(shown.labels, shown.notes, strict=True):
        owner = label.split(" · ")[1]
        found = re.search(r"votes: (.+)$", note)
        if found:
            for voter in re.split(r", | and ", found.group(1)):
                out[voter] = owner
    return out


@pytest.mark.parametrize("rs", RULESETS, ids=lambda r: r.id)
def test_every_step_of_the_example_shows_the_same_votes(rs: Ruleset) -> None:
    d = demo.demo_round(rs)
    votes = _by_name(example_round(rs))
    assert d.situation == example_round(rs)
    # the clue and hand-in steps: the same storyteller and the same players
    assert demo.teller(d) == example_round(rs).storyteller_name == "Ana"
    assert set(demo.handed_in(d).labels) == set(d.players) - {"Ana"}
    assert _vote_step(d) == votes
    assert _reveal_step(d) == votes
    for kind in ("scoring", "bonus"):
        assert example_table(rs, kind) == example_round(rs), kind
    assert {s.kind for s in steps(rs)} >= set(EXAMPLE)


def test_the_example_round_is_the_issues_round() -> None:
    # Ben and Cleo find Ana's card; Dev votes for Ben's card, Eli for Dev's: the reveal, the
    # scoring and the bonus all say so (issue 30 found Eli on Dev's, then Cleo's, then Ben's)
    for rs in RULESETS:
        votes = _by_name(example_round(rs))
        assert votes == {"Ben": "Ana", "Cleo": "Ana", "Dev": "Ben", "Eli": "Dev"}


@pytest.mark.parametrize("rs", RULESETS, ids=lambda r: r.id)
def test_a_twist_table_grows_the_example_or_says_it_is_another(rs: Ruleset) -> None:
    base = example_round(rs)
    for t in twists(rs):
        table = example_table(rs, "twists", t)
        note = table_note(rs, table)
        if table.n >= base.n:
            # every example voter's first vote kept; new players and second markers added
            assert grows_example(rs, table), t.id
            assert note.startswith("The example round with"), note
            for seat in range(1, base.n):
                assert table.votes[seat][: len(base.votes[seat])] == base.votes[seat]
        else:
            assert note.startswith("Another table"), note


def test_a_twist_at_the_example_rounds_own_size_adds_markers_to_it() -> None:
    from explorer.rules.house import build_house

    # house rules where a second marker starts at 5 players, the example round's size
    base = next(r for r in RULESETS if any(t.id == "second-marker" for t in twists(r)))
    counts = [{"players": [3, 4], "value": 1}, {"players": [5, base.max_players], "value": 2}]
    house = build_house(base, {"max_votes": counts})
    marker = next(t for t in twists(house) if t.id == "second-marker")
    table = example_table(house, "twists", marker)
    assert table.n == example_round(house).n and grows_example(house, table)
    assert table_note(house, table) == "The example round, with second voting markers added."
