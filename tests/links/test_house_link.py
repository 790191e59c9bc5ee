"""The site-wide `house` key: compact, bounded, and a damaged link keeps what it can."""

from __future__ import annotations

import pytest

from explorer import load_ruleset
from explorer.links.base import GLOBAL_KEYS
from explorer.links.house import HOUSE_LINK
from explorer.rules.house import build_house
from explorer.rules.house_diff import house_changes
from explorer.rules.house_text import house_text, read_house_text
from explorer.rules.resolve import canonical, resolve


def changes(ident: str | None) -> dict[str, object]:
    """The changes house rules (by their ident) make to their edition."""
    assert ident is not None
    return read_house_text(ident)[1]


def name_of(ident: str | None) -> str | None:
    assert ident is not None
    return read_house_text(ident)[2]


def test_house_is_a_site_wide_key() -> None:
    assert "house" in GLOBAL_KEYS


def test_link_round_trip_builds_the_same_ruleset() -> None:
    parent = load_ruleset("refresh-2021")
    house = build_house(
        parent, {"bonus_cap": 2, "exactly_one_finder": {"points": 4, "players": [3, 8]}}
    )
    text = canonical(house_text("refresh-2021", house_changes(house)), house=True)
    assert text == "refresh-2021~lone:4@3-8~cap:2"
    assert HOUSE_LINK.encode(text) == {"house": text}
    decoded = HOUSE_LINK.decode({"house": [text]})
    assert decoded.notes == () and decoded.value == text
    assert resolve(decoded.value) == house  # type: ignore[arg-type]


def test_every_rule_survives_the_link() -> None:
    every = {
        "players": [3, 10],
        "hand_size": [{"players": [3, 3], "value": 7}, {"players": [4, 10], "value": 6}],
        "max_votes": [{"players": [3, 6], "value": 1}, {"players": [7, 10], "value": 2}],
        "all_or_none": {"storyteller": 0, "others": 3},
        "some_found": {"storyteller": 3, "finder": 3, "other": 1},
        "exactly_one_finder": {"points": 5, "players": [3, 10]},
        "bonus_per_vote": 2,
        "bonus_cap": [{"players": [3, 6], "value": "none"}, {"players": [7, 10], "value": 4}],
        "extra_finder": {"kind": "any-finder", "from_players": 7, "points": 2},
        "extra_cap": "inside",
        "score_target": 40,
        "empty_pile": "reshuffle",
        "decks": [84, 168],
    }
    text = canonical(house_text("odyssey-2011", every, "Chez nous ~ 2"), house=True)
    house = resolve(text)
    assert len(text) < 400
    back = HOUSE_LINK.decode({"house": [text]})
    assert back.notes == () and back.value == text and resolve(back.value) == house  # type: ignore[arg-type]


def test_a_damaged_link_keeps_what_it_can_and_says_what_it_dropped() -> None:
    d = HOUSE_LINK.decode({"house": ["refresh-2021~cap:x~zz:1~hand:20~target:25~lone:4@3-8"]})
    assert changes(d.value) == {
        "exactly_one_finder": {"points": 4, "players": [3, 8]},
        "score_target": 25,
    }
    text = " ".join(d.notes)
    assert "not a whole number" in text and "names no rule" in text
    assert "cards in hand is left out" in text and "cannot deal 20 cards" in text


def test_unknown_edition_and_oversized_links_are_left_out() -> None:
    assert HOUSE_LINK.decode({"house": ["chess~cap:2"]}).value is None
    assert "not an edition" in HOUSE_LINK.decode({"house": ["chess~cap:2"]}).notes[0]
    huge = HOUSE_LINK.decode({"house": ["refresh-2021" + "~cap:2" * 500]})
    assert huge.value is None and huge.notes
    assert HOUSE_LINK.decode({}).value is None


# --- junk in each part (issue #19) ------------------------------------------------------------
def test_an_extra_token_of_one_part_is_left_out_with_a_note() -> None:
    """`house=refresh-2021~extra:1` raised UnboundLocalError on five pages (a throwaway `_`
    shadowed the translation function); now it is one note and the rest is kept."""
    d = HOUSE_LINK.decode({"house": ["refresh-2021~cap:2~extra:1~lone:1"]})
    assert changes(d.value) == {"bonus_cap": 2}
    text = " ".join(d.notes)
    assert "kind\\.from\\.points" in text and "points@\u2060players" in text


def test_a_rule_given_many_times_is_read_once_with_one_note() -> None:
    d = HOUSE_LINK.decode({"house": ["refresh-2021" + "~cap:x" * 20 + "~cap:2"]})
    assert changes(d.value) == {"bonus_cap": 2}
    assert d.notes == (
        "House rules: bonus cap per player per turn is given 21 times: the last one is used.",
    )


def test_parts_naming_no_rule_share_one_bounded_note() -> None:
    d = HOUSE_LINK.decode({"house": ["refresh-2021~cap:2" + "".join(f"~zz{i}" for i in range(25))]})
    assert changes(d.value) == {"bonus_cap": 2}
    assert len(d.notes) == 1 and "and 22 more" in d.notes[0] and len(d.notes[0]) < 300


def test_only_the_first_parts_of_a_long_link_are_read() -> None:
    d = HOUSE_LINK.decode({"house": ["refresh-2021" + "~" * 3 + "~zz" * 300 + "~cap:2"]})
    assert d.value == "refresh-2021~" and changes(d.value) == {}
    assert "only the first 30 are read" in d.notes[0] and len(d.notes) == 2


def test_empty_parts_carry_nothing_and_say_nothing() -> None:
    d = HOUSE_LINK.decode({"house": ["refresh-2021~~cap:2~~"]})
    assert d.notes == () and changes(d.value) == {"bonus_cap": 2}


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Chez \u202enous", "invisible direction marks"),
        ("Nous\x00", "control characters"),
        ("x" * 41, "too long \\(41 characters; at most 40\\)"),
    ],
)
def test_a_bad_name_is_left_out_and_the_rules_kept(name: str, words: str) -> None:
    d = HOUSE_LINK.decode({"house": [f"refresh-2021~cap:2~n:{name}"]})
    assert name_of(d.value) is None and changes(d.value) == {"bonus_cap": 2}
    assert len(d.notes) == 1 and words in d.notes[0]
    assert "\u202e" not in d.notes[0] and "\x00" not in d.notes[0]


def test_a_name_with_a_comma_or_a_tilde_is_kept() -> None:
    ident = canonical(
        house_text("refresh-2021", {"bonus_cap": 2}, "Chez nous, ~ le dimanche"), house=True
    )
    d = HOUSE_LINK.decode({"house": [ident]})
    assert d.notes == () and d.value == ident and name_of(ident) == "Chez nous, ~ le dimanche"


def test_a_link_made_before_idents_is_read_as_the_same_house_rules() -> None:
    # `house=` once wrote house rules with nothing changed as the edition alone, and any order
    assert HOUSE_LINK.decode({"house": ["refresh-2021"]}).value == "refresh-2021~"
    d = HOUSE_LINK.decode({"house": ["refresh-2021~cap:2~lone:4@3-8"]})
    assert d.notes == () and d.value == "refresh-2021~lone:4@3-8~cap:2"
