"""House rules: built from an edition, validated like a file, exported as TOML that reads back."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer import load_ruleset, load_rulesets, score_round
from explorer.errors import RulesetError
from explorer.rules.files import load_ruleset_text
from explorer.rules.house import build_house
from explorer.rules.house_bands import band_text, parse_band_text
from explorer.rules.house_diff import (
    changed_rules,
    changes_between,
    house_changes,
    house_from_file,
    parent_value,
    rule_raw,
)
from explorer.rules.specs import RULE_SPECS
from explorer.rules.values import BASES
from explorer.rules.write import to_toml

CAP2_LONE4 = {"bonus_cap": 2, "exactly_one_finder": {"points": 4, "players": [3, 8]}}


def test_house_is_a_fourth_basis() -> None:
    assert BASES == ("quoted", "publisher", "decision", "house")


def test_bonus_cap_2_and_4_points_for_a_lone_finder_from_refresh_2021() -> None:
    parent = load_ruleset("refresh-2021")
    house = build_house(parent, CAP2_LONE4, name="Our table")
    assert house.id == "house" and house.parent == "refresh-2021" and house.name == "Our table"
    assert changed_rules(house) == ("exactly_one_finder", "bonus_cap")
    for rule in changed_rules(house):
        assert all(e.provenance.basis == "house" for e in house.rule(rule).entries)
    # unchanged rules keep the edition's quotes
    assert house.entry("some_found").provenance == parent.entry("some_found").provenance
    assert parent_value(house, "bonus_cap") == "no cap"
    # 5 players, only A finds and draws 3 votes. By hand: edition S 3, A 3 + 3 = 6;
    # house S 4, A 4 + min(3, 2) = 6.
    votes = {"A": ["S"], "B": ["A"], "C": ["A"], "D": ["A"]}
    assert score_round(parent, "S", votes).points == {"S": 3, "A": 6, "B": 0, "C": 0, "D": 0}
    assert score_round(house, "S", votes).points == {"S": 4, "A": 6, "B": 0, "C": 0, "D": 0}


@pytest.mark.parametrize("rs", load_rulesets(), ids=lambda r: r.id)
def test_every_edition_exports_and_reads_back_equal(rs) -> None:  # type: ignore[no-untyped-def]
    assert load_ruleset_text(to_toml(rs), "x.toml") == rs


def test_house_toml_round_trip_and_rebuild() -> None:
    house = build_house(load_ruleset("odyssey-2011"), {"extra_cap": "inside", "score_target": 25})
    text = to_toml(house)
    assert 'basis = "house"' in text and 'parent = "odyssey-2011"' in text
    back = load_ruleset_text(text, "ours.toml")
    assert back == house
    assert house_from_file(back, load_rulesets(), "ours.toml") == house
    assert build_house(load_ruleset("odyssey-2011"), house_changes(house)) == house


@pytest.mark.parametrize(
    ("changes", "field", "problem"),
    [
        ({"hand_size": 20}, "decks", "cannot deal 20 cards to 5 players"),
        ({"max_votes": 3, "cards_handed_in": 1}, "max_votes", "allows 3 votes"),
        ({"bonus_cap": 0}, "bonus_cap.value", "between 1 and 20"),
        ({"empty_pile": "burn"}, "empty_pile.value", "must be one of"),
        (
            {"exactly_one_finder": {"points": 4, "players": [3, 12]}},
            "exactly_one_finder",
            "outside",
        ),
        ({"castling": 1}, "castling", "not a rule"),
        ({"hand_size": [{"players": [3, 5], "value": 6}]}, "hand_size", "no value for 6 players"),
    ],
)
def test_an_impossible_combination_names_field_and_problem(
    changes: dict[str, object], field: str, problem: str
) -> None:
    with pytest.raises(RulesetError) as err:
        build_house(load_ruleset("refresh-2021"), changes)
    assert err.value.field.startswith(field)
    assert problem in err.value.problem


def test_a_wider_player_range_keeps_the_nearest_counts_values() -> None:
    house = build_house(load_ruleset("refresh-2021"), {"players": [3, 10]})
    assert (house.min_players, house.max_players) == (3, 10)
    assert house.hand_size(10) == 6 and house.max_votes(10) == 1 and house.hand_size(3) == 7
    assert changed_rules(house) == ("players",)


def test_band_text_round_trips() -> None:
    rs = load_ruleset("original-2008")
    assert band_text(rs, "hand_size") == "3: 7, 4-6: 6"
    assert parse_band_text("hand_size", band_text(rs, "hand_size")) == rule_raw(rs, "hand_size")
    assert parse_band_text("bonus_cap", "none") == "none"
    with pytest.raises(RulesetError, match="hand_size"):
        parse_band_text("hand_size", "3 7")


@given(
    st.sampled_from([r.id for r in load_rulesets()]),
    st.integers(0, 5),
    st.one_of(st.none(), st.integers(1, 6)),
    st.integers(0, 5),
    st.sampled_from(["outside", "inside"]),
)
def test_changes_between_finds_exactly_what_was_changed(
    rid: str, per: int, cap: int | None, lone: int, where: str
) -> None:
    parent = load_ruleset(rid)
    changes = {
        "bonus_per_vote": per,
        "bonus_cap": "none" if cap is None else cap,
        "extra_cap": where,
    }
    house = build_house(parent, changes_between(parent, changes))
    assert changes_between(parent, {r: rule_raw(house, r) for r in RULE_SPECS}) == (
        changes_between(parent, changes)
    )
    assert load_ruleset_text(to_toml(house), "h.toml") == house
