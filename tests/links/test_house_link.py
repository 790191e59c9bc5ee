"""The site-wide `house` key: compact, bounded, and a damaged link keeps what it can."""

from __future__ import annotations

from explorer import load_ruleset
from explorer.links.base import GLOBAL_KEYS
from explorer.links.house import HOUSE_LINK, build, encode_spec, spec_of
from explorer.rules.house import build_house, house_changes


def test_house_is_a_site_wide_key() -> None:
    assert "house" in GLOBAL_KEYS


def test_link_round_trip_builds_the_same_ruleset() -> None:
    parent = load_ruleset("refresh-2021")
    house = build_house(
        parent, {"bonus_cap": 2, "exactly_one_finder": {"points": 4, "players": [3, 8]}}
    )
    spec = spec_of("refresh-2021", house_changes(house))
    text = encode_spec(spec)
    assert text == "refresh-2021~lone:4@3-8~cap:2"
    decoded = HOUSE_LINK.decode({"house": [text]})
    assert decoded.notes == ()
    assert build(decoded.value) == house  # type: ignore[arg-type]


def test_every_rule_survives_the_link() -> None:
    changes = {
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
    spec = spec_of("odyssey-2011", changes, "Chez nous ~ 2")
    house = build(spec)
    text = encode_spec(spec)
    assert len(text) < 400
    back = HOUSE_LINK.decode({"house": [text]})
    assert back.notes == () and back.value == spec and build(back.value) == house  # type: ignore[arg-type]


def test_a_damaged_link_keeps_what_it_can_and_says_what_it_dropped() -> None:
    d = HOUSE_LINK.decode({"house": ["refresh-2021~cap:x~zz:1~hand:20~target:25~lone:4@3-8"]})
    assert d.value is not None
    assert dict(d.value.changes) == {
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
