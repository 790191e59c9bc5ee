"""Side-by-side scoring and the one-line why-they-disagree summary.

Expected points are worked out by hand from the rules in DECISIONS.md.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from explorer.round.compare import compare_round, most_votes
from explorer.round.presets import random_round
from explorer.round.situation import Situation, default_situation
from explorer.rules.files import load_rulesets


def _sit(names: str, teller: str, votes: dict[str, list[str]], options=()) -> Situation:  # type: ignore[no-untyped-def]
    players = tuple(names.split(","))
    seat = {p: i for i, p in enumerate(players)}
    return Situation(
        players,
        seat[teller],
        tuple(tuple(seat[x] for x in votes.get(p, [])) for p in players),
        tuple(sorted(options)),
    )


def _points(c, ruleset_id: str) -> dict[str, int] | None:  # type: ignore[no-untyped-def]
    v = next(v for v in c.verdicts if v.ruleset.id == ruleset_id)
    return None if v.result is None else v.result.points


def test_default_table_all_agree() -> None:
    c = compare_round(default_situation())
    assert c.agree and c.summary is None
    assert len(c.verdicts) == 5


def test_bonus_cap_bites_in_the_odyssey_rulesets() -> None:
    # 6 players; A tells; B finds; C, D, E, F all vote for B: 4 votes on B's card.
    s = _sit("A,B,C,D,E,F", "A", {"B": ["A"], "C": ["B"], "D": ["B"], "E": ["B"], "F": ["B"]})
    c = compare_round(s)
    assert _points(c, "refresh-2021") == {"A": 3, "B": 7, "C": 0, "D": 0, "E": 0, "F": 0}
    assert _points(c, "odyssey-2011")["B"] == 6  # type: ignore[index]
    assert c.differing_players() == ("B",)
    assert c.summary is not None and "bonus cap of 3" in c.summary
    assert "Dixit Odyssey (2011)" in c.summary


def test_lone_finder_rule_at_three_players() -> None:
    s = _sit("A,B,C", "A", {"B": ["A"], "C": ["B"]})
    c = compare_round(s)
    assert _points(c, "original-2008") == {"A": 4, "B": 5, "C": 0}
    assert _points(c, "refresh-2021") == {"A": 3, "B": 4, "C": 0}
    assert c.summary is not None and "lone-finder" in c.summary


def test_contando_reading_reaches_five_players() -> None:
    votes = {"B": ["A"], "C": ["B"], "D": ["B"], "E": ["C"]}
    plain = compare_round(_sit("A,B,C,D,E", "A", votes))
    toggled = compare_round(_sit("A,B,C,D,E", "A", votes, [("contando-reach", "all-counts")]))
    assert _points(plain, "original-2008")["B"] == 5  # type: ignore[index]
    assert _points(toggled, "original-2008") == {"A": 4, "B": 6, "C": 1, "D": 0, "E": 0}
    # the toggle belongs to one ruleset: the others do not move
    assert _points(toggled, "refresh-2021") == _points(plain, "refresh-2021")


def test_player_count_and_second_votes_make_rulesets_unplayable() -> None:
    # 7 players; B uses two markers (A and C); C, F, G find A with one; D→B, E→D.
    votes = {"B": ["A", "C"], "C": ["A"], "D": ["B"], "E": ["D"], "F": ["A"], "G": ["A"]}
    c = compare_round(_sit("A,B,C,D,E,F,G", "A", votes))
    orig = next(v for v in c.verdicts if v.ruleset.id == "original-2008")
    assert not orig.playable and orig.rule == "players" and "3–6" in (orig.reason or "")
    refresh = next(v for v in c.verdicts if v.ruleset.id == "refresh-2021")
    assert not refresh.playable and refresh.rule == "max_votes"
    # French reading: only single-marker finders get +1; Vietnamese: every finder.
    assert _points(c, "odyssey-2011") == {"A": 3, "B": 4, "C": 5, "D": 1, "E": 0, "F": 4, "G": 4}
    assert _points(c, "odyssey-vi") == {"A": 3, "B": 5, "C": 5, "D": 1, "E": 0, "F": 4, "G": 4}
    assert c.differing_players() == ("B",)
    summary = c.summary or ""
    assert "extra finder point" in summary
    assert "not for 7 players" in summary and "no second vote allowed" in summary
    same = compare_round(_sit("A,B,C,D,E,F,G", "A", votes, [("vi-extra-point", "single-marker")]))
    assert _points(same, "odyssey-vi") == _points(same, "odyssey-2011")


def test_most_votes() -> None:
    rs = load_rulesets()
    assert [most_votes(rs, n) for n in (3, 6, 7, 12)] == [1, 1, 2, 2]


@given(st.integers(3, 12), st.integers(0, 10_000))
def test_summary_is_none_exactly_when_everybody_agrees(n: int, seed: int) -> None:
    s = random_round(default_situation().with_players(n), seed, max_picks=2 if n >= 7 else 1)
    c = compare_round(s)
    all_equal = all(v.playable for v in c.verdicts) and not c.differing_players()
    assert (c.summary is None) == all_equal
    for v in c.playable:
        assert sum(v.result.points.values()) >= 0  # type: ignore[union-attr]
