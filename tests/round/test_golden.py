"""The worked examples of the rule documents (listed in DECISIONS.md), reproduced exactly."""

from __future__ import annotations

from explorer import load_ruleset, score_round
from explorer.rules.endgame import target_reached, winners


def test_refresh_some_found_example() -> None:
    # 001: R storyteller; A, B find R; C votes A; D votes C -> R 3, A 4, B 3, C 1, D 0.
    r = score_round("refresh-2021", "R", {"A": ["R"], "B": ["R"], "C": ["A"], "D": ["C"]})
    assert r.points == {"R": 3, "A": 4, "B": 3, "C": 1, "D": 0}
    assert r.outcome == "some"
    assert r.breakdown["A"] == {"base": 3, "bonus": 1, "extra": 0}
    assert r.breakdown["C"] == {"base": 0, "bonus": 1, "extra": 0}


def test_refresh_nobody_found_example() -> None:
    # 001: nobody finds; A->B, B->A, C->A, D->C -> R 0, A 4, B 3, C 3, D 2.
    r = score_round("refresh-2021", "R", {"A": ["B"], "B": ["A"], "C": ["A"], "D": ["C"]})
    assert r.points == {"R": 0, "A": 4, "B": 3, "C": 3, "D": 2}
    assert r.outcome == "none"


def test_refresh_everybody_found_example() -> None:
    # 001: all four find -> R 0, each other 2.
    r = score_round("refresh-2021", "R", {p: ["R"] for p in "ABCD"})
    assert r.points == {"R": 0, "A": 2, "B": 2, "C": 2, "D": 2}
    assert r.outcome == "all"


def test_refresh_shared_win_example() -> None:
    # 001: A at 28, B at 29 gain 4 and 3 -> both 32, a shared win.
    rs = load_ruleset("refresh-2021")
    totals = {"A": 28 + 4, "B": 29 + 3, "C": 20}
    assert totals["A"] == totals["B"] == 32
    assert target_reached(rs, totals)
    assert winners(totals) == ("A", "B")
    assert rs.ties == "shared"


def test_portuguese_example() -> None:
    # 003: Juliano storyteller; only Léo finds; two votes on Léo's card, one on Tomás's
    # -> Léo 5, Juliano 3, Tomás 1, Matilde 0, Nicolau 0.
    seats = ["Juliano", "Matilde", "Nicolau", "Léo", "Tomás"]
    votes = {"Léo": ["Juliano"], "Matilde": ["Léo"], "Tomás": ["Léo"], "Nicolau": ["Tomás"]}
    r = score_round("original-2008", "Juliano", votes, players=seats)
    assert r.points == {"Juliano": 3, "Matilde": 0, "Nicolau": 0, "Léo": 5, "Tomás": 1}
    assert r.finders == ("Léo",)
    assert r.players == tuple(seats)


def test_portuguese_example_holds_under_every_contando_reading_but_all_counts() -> None:
    votes = {"Léo": ["Juliano"], "Matilde": ["Léo"], "Tomás": ["Léo"], "Nicolau": ["Tomás"]}
    off = score_round("original-2008", "Juliano", votes, readings={"contando-reach": "off"})
    assert off.points["Léo"] == 5
    # Applied at every player count, the lone finder and the storyteller get 4 instead of 3.
    everywhere = score_round(
        "original-2008", "Juliano", votes, readings={"contando-reach": "all-counts"}
    )
    assert everywhere.points["Juliano"] == 4
    assert everywhere.points["Léo"] == 6
