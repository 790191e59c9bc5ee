"""The House form's band fields ("3: 7, 4-12: 6"), read by the engine: every mistake is a
RulesetError naming the rule, and the player range is checked against the box before any range
is walked (issue #19: `²: 6` crashed the page; `3-1000000: 6` cost ~2 s of CPU and ~150 MB
before it was refused)."""

from __future__ import annotations

import time
import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer import load_ruleset
from explorer.errors import RulesetError
from explorer.rules.house import build_house
from explorer.rules.house_bands import MAX_BAND_TEXT, MAX_BANDS, parse_band_text
from explorer.rules.house_diff import changes_between, rule_raw
from explorer.rules.specs import RULE_SPECS


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("²: 6", "'²' is not a player count from 3 to 12"),
        ("٣: 6", "'٣' is not a player count from 3 to 12"),
        ("3-²: 6", "'²' is not a player count"),
        ("3: ²", "'²' is not a whole number"),
        ("3-1000000: 6", "'1000000' is not a player count from 3 to 12"),
        ("9" * 190 + ": 6", "is not a player count from 3 to 12"),
        ("2-8: 6", "'2' is not a player count"),
        ("8-3: 6", "starts above where it ends"),
        ("3: 6,, 4-12: 6", "is not 'players: value'"),
        ("-3: 6", "is not 'players: value'"),
        ("3-: 6", "is not 'players: value'"),
        (",".join(["3: 6"] * (MAX_BANDS + 1)), f"{MAX_BANDS + 1} bands; at most {MAX_BANDS}"),
        ("x" * (MAX_BAND_TEXT + 1), "is too long"),
    ],
)
def test_a_bad_band_is_a_ruleset_error_naming_the_rule(text: str, words: str) -> None:
    with pytest.raises(RulesetError) as e:
        parse_band_text("hand_size", text)
    assert e.value.field == "hand_size"
    assert words in e.value.problem


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="0123456789²٣١-–:, nonex\x00\u202e", max_size=40))
def test_any_band_text_reads_or_is_a_ruleset_error(text: str) -> None:
    try:
        bands = parse_band_text("bonus_cap", text)
    except RulesetError:
        return
    if isinstance(bands, list):
        for band in bands:
            low, high = band["players"]
            assert 3 <= low <= high <= 12


def test_a_huge_band_is_refused_before_the_range_is_walked() -> None:
    """Measured before the fix: 2.3 s CPU and +150 MB for a million counts (7 s, +530 MB for
    three million); after: well under a millisecond and nothing kept. The bounds below are
    generous so a loaded machine cannot trip them."""
    parent = load_ruleset("refresh-2021")
    wanted = {r: rule_raw(parent, r) for r in RULE_SPECS}
    tracemalloc.start()
    start = time.process_time()
    try:
        with pytest.raises(RulesetError, match="is not a player count"):
            wanted["hand_size"] = parse_band_text("hand_size", "3-3000000: 6")
            build_house(parent, changes_between(parent, wanted))
        spent = time.process_time() - start
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert spent < 0.5, f"{spent:.2f} s"
    assert peak < 5 * 1024 * 1024, f"{peak / 1e6:.1f} MB"


@pytest.mark.parametrize(
    "wanted",
    [
        {"players": [3, 1_000_000]},
        {"players": [-5, 8]},
        {"hand_size": [{"players": [3, 10**9], "value": 6}]},
        {"bonus_cap": [{"players": "3-8", "value": 2}]},
    ],
)
def test_changes_between_checks_every_range_against_the_box_first(
    wanted: dict[str, object],
) -> None:
    """The form's other door: a value no band text can give (a number widget, a file's table)."""
    parent = load_ruleset("refresh-2021")
    start = time.process_time()
    with pytest.raises(RulesetError, match="is not a range of player counts from 3 to 12"):
        changes_between(parent, wanted)
    assert time.process_time() - start < 0.5
