"""One test per difference between the editions, and regressions for common scoring mistakes."""

from __future__ import annotations

import pytest

from explorer import IllegalRound, load_ruleset, load_rulesets, score_round

SEVEN = ["S", "A", "B", "C", "D", "E", "F"]


def _seven_votes(**extra: list[str]) -> dict[str, list[str]]:
    votes = {"A": ["S"], "B": ["A"], "C": ["A"], "D": ["A"], "E": ["A"], "F": ["S"]}
    votes.update(extra)
    return votes


# --- bonus cap ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("ruleset", "bonus"),
    [("odyssey-2011", 3), ("odyssey-vi", 3), ("anniversary-10th", 4)],
)
def test_bonus_cap_of_three_only_in_the_odyssey_rulesets(ruleset: str, bonus: int) -> None:
    # Four votes land on A's card.
    r = score_round(ruleset, "S", _seven_votes())
    assert r.score_of("A").bonus == bonus


def test_refresh_and_original_have_no_cap() -> None:
    votes = {"A": ["B"], "C": ["B"], "D": ["B"], "E": ["B"], "B": ["S"]}
    for rid in ("refresh-2021",):
        assert score_round(rid, "S", votes).score_of("B").bonus == 4
    votes5 = {"A": ["B"], "C": ["B"], "D": ["B"], "B": ["S"]}
    assert score_round("original-2008", "S", votes5).score_of("B").bonus == 3
    assert load_ruleset("original-2008").bonus_cap is None


# --- second vote --------------------------------------------------------------------------
@pytest.mark.parametrize("rid", ["odyssey-2011", "odyssey-vi"])
def test_second_vote_allowed_from_seven_players_in_odyssey(rid: str) -> None:
    rs = load_ruleset(rid)
    assert [rs.max_votes(n) for n in range(3, 13)] == [1] * 4 + [2] * 6
    r = score_round(rid, "S", _seven_votes(B=["A", "S"]))
    assert "B" in r.finders


@pytest.mark.parametrize("rid", ["odyssey-2011", "odyssey-vi"])
def test_second_vote_refused_below_seven_players(rid: str) -> None:
    with pytest.raises(IllegalRound, match="one vote"):
        score_round(rid, "S", {"A": ["S", "B"], "B": ["A"], "C": ["A"]})


@pytest.mark.parametrize("rid", ["original-2008", "refresh-2021", "anniversary-10th"])
def test_one_vote_everywhere_else(rid: str) -> None:
    rs = load_ruleset(rid)
    assert {rs.max_votes(n) for n in range(rs.min_players, rs.max_players + 1)} == {1}


# --- single-marker extra and the Vietnamese reading -----------------------------------------
def test_french_odyssey_extra_only_for_a_single_marker_finder() -> None:
    r = score_round("odyssey-2011", "S", _seven_votes(B=["A", "S"]))
    assert r.score_of("A").extra == 1  # found with one marker
    assert r.score_of("F").extra == 1
    assert r.score_of("B").extra == 0  # found, but used two markers


def test_vietnamese_literal_reading_gives_every_finder_the_extra() -> None:
    r = score_round("odyssey-vi", "S", _seven_votes(B=["A", "S"]))
    assert r.score_of("B").extra == 1
    assert r.score_of("A").extra == 1
    french = score_round(
        "odyssey-vi", "S", _seven_votes(B=["A", "S"]), readings={"vi-extra-point": "single-marker"}
    )
    assert french.score_of("B").extra == 0
    assert french.score_of("A").extra == 1


def test_extra_is_outside_the_cap_and_in_every_outcome() -> None:
    # Everybody finds; A (one marker) also draws 4 second-marker votes: 2 + 3 (capped) + 1.
    votes = {
        "A": ["S"],
        "B": ["S", "A"],
        "C": ["S", "A"],
        "D": ["S", "A"],
        "E": ["S", "A"],
        "F": ["S"],
    }
    r = score_round("odyssey-2011", "S", votes)
    assert r.outcome == "all"
    assert r.breakdown["A"] == {"base": 2, "bonus": 3, "extra": 1}
    assert r.points["S"] == 0


def test_no_extra_below_seven_players() -> None:
    r = score_round("odyssey-vi", "S", {"A": ["S"], "B": ["A"], "C": ["A"]})
    assert r.score_of("A").extra == 0


# --- the 4-point rule ---------------------------------------------------------------------
def test_contando_applies_at_three_players_by_default() -> None:
    r = score_round("original-2008", "S", {"A": ["S"], "B": ["A"]})
    assert r.points == {"S": 4, "A": 4 + 1, "B": 0}


def test_contando_not_at_four_players_by_default_but_with_the_toggle() -> None:
    votes = {"A": ["S"], "B": ["A"], "C": ["B"]}
    assert score_round("original-2008", "S", votes).points["S"] == 3
    toggled = score_round("original-2008", "S", votes, readings={"contando-reach": "all-counts"})
    assert toggled.points["S"] == 4
    assert toggled.points["A"] == 4 + 1


@pytest.mark.parametrize("rid", ["odyssey-2011", "odyssey-vi", "refresh-2021", "anniversary-10th"])
def test_no_four_point_rule_elsewhere(rid: str) -> None:
    r = score_round(rid, "S", {"A": ["S"], "B": ["A"]})
    assert r.points["S"] == 3


# --- player ranges ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("rid", "low", "high"),
    [
        ("original-2008", 3, 6),
        ("odyssey-2011", 3, 12),
        ("odyssey-vi", 3, 12),
        ("refresh-2021", 3, 8),
        ("anniversary-10th", 3, 12),
    ],
)
def test_player_ranges(rid: str, low: int, high: int) -> None:
    rs = load_ruleset(rid)
    assert (rs.min_players, rs.max_players) == (low, high)
    names = [f"P{i}" for i in range(high + 1)]
    votes = {p: ["P0"] for p in names[1:]}
    with pytest.raises(IllegalRound, match=f"{low} to {high} players, not {high + 1}"):
        score_round(rs, "P0", votes)


def test_three_player_variant_hands_in_two_cards_everywhere() -> None:
    # DECISIONS.md: 7 cards at 3 players, except the 10th Anniversary, which deals six at every
    # count ("Distribuez ensuite six cartes à chaque joueur"); everywhere 2 handed in, 5 shown.
    for rs in load_rulesets():
        hand = 6 if rs.id == "anniversary-10th" else 7
        assert (rs.hand_size(3), rs.cards_handed_in(3), rs.cards_on_table(3)) == (hand, 2, 5)


# --- regressions for mistakes common in other Dixit programs ------------------------------
@pytest.mark.parametrize("rs", load_rulesets(), ids=lambda r: r.id)
def test_everybody_finds_gives_voters_two_not_three_plus_two(rs) -> None:  # type: ignore[no-untyped-def]
    r = score_round(rs, "S", {"A": ["S"], "B": ["S"], "C": ["S"]})
    assert r.points == {"S": 0, "A": 2, "B": 2, "C": 2}


@pytest.mark.parametrize("rs", load_rulesets(), ids=lambda r: r.id)
def test_bonus_is_per_vote_not_flat(rs) -> None:  # type: ignore[no-untyped-def]
    r = score_round(rs, "S", {"A": ["S"], "B": ["A"], "C": ["A"]})
    assert r.score_of("A").bonus == 2


@pytest.mark.parametrize("rs", load_rulesets(), ids=lambda r: r.id)
def test_storyteller_never_votes_and_never_gets_the_bonus(rs) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalRound, match="storyteller never votes"):
        score_round(rs, "S", {"S": ["A"], "A": ["S"], "B": ["A"], "C": ["A"]})
    r = score_round(rs, "S", {"A": ["S"], "B": ["S"], "C": ["A"]})
    assert r.score_of("S").bonus == 0
    assert r.score_of("S").votes_received == 2


# --- illegal rounds name the broken rule ---------------------------------------------------
@pytest.mark.parametrize(
    ("votes", "players", "message"),
    [
        ({"A": ["A"], "B": ["S"], "C": ["S"]}, None, "own card"),
        ({"A": ["S", "B"], "B": ["S"], "C": ["S"]}, None, "one vote"),
        ({"A": [], "B": ["S"], "C": ["S"]}, None, "has not voted"),
        ({"B": ["S"], "C": ["S"]}, ["S", "A", "B", "C"], "A has not voted"),
        ({"A": ["Z"], "B": ["S"], "C": ["S"]}, None, "not at the table"),
        (
            {"A": ["S"], "B": ["S"], "C": ["S"], "Q": ["S"]},
            ["S", "A", "B", "C"],
            "Q voted but is not at the table",
        ),
        ({"A": ["S"], "B": ["S"]}, ["S", "A", "B", "B"], "twice"),
    ],
)
def test_illegal_rounds(
    votes: dict[str, list[str]], players: list[str] | None, message: str
) -> None:
    with pytest.raises(IllegalRound, match=message):
        score_round("refresh-2021", "S", votes, players=players)


def test_two_votes_on_one_card_is_illegal() -> None:
    with pytest.raises(IllegalRound, match="different card"):
        score_round("odyssey-2011", "S", _seven_votes(B=["A", "A"]))


def test_the_explanation_shows_the_bonus_before_and_after_the_cap() -> None:
    r = score_round("odyssey-2011", "S", _seven_votes())
    bonus = next(e.text for e in r.explanation if e.rule == "bonus_per_vote")
    cap = next(e.text for e in r.explanation if e.rule == "bonus_cap")
    assert "A +4 (4 votes from B, C, D and E)" in bonus
    assert cap == "Bonus cap of 3 per turn: A keeps 3 of 4."
    assert r.breakdown["A"]["bonus"] == 3
