"""House rules from the page's two doors, the form and a file, as the engine reads them
(`explorer.links.house.from_form`, `from_file`: the house rules' ident), and what a table changed in words
(`explorer.rules.house_diff.changes_in_words`): the House rules page only lays these out."""

from __future__ import annotations

import pytest

from explorer import load_ruleset, load_rulesets
from explorer.errors import RulesetError
from explorer.i18n import using
from explorer.links.house import from_file, from_form
from explorer.rules.files import MAX_FILE_BYTES
from explorer.rules.house import build_house
from explorer.rules.house_diff import changes_in_words, rule_raw
from explorer.rules.resolve import resolve
from explorer.rules.write import to_toml

REFRESH = load_ruleset("refresh-2021")


def test_the_form_keeps_only_what_differs_and_a_blank_name_is_none() -> None:
    wanted = {"bonus_cap": 2, "bonus_per_vote": rule_raw(REFRESH, "bonus_per_vote")}
    assert from_form(REFRESH, wanted, "  ") == "refresh-2021~cap:2"  # no name
    assert from_form(REFRESH, {}, " Ours ") == "refresh-2021~n:Ours"
    assert from_form(REFRESH, {}, "") == "refresh-2021~"  # the edition's rules, as house rules


def test_the_form_refuses_rules_that_cannot_be_built() -> None:
    with pytest.raises(RulesetError):
        from_form(REFRESH, {"players": [9, 4]}, "")


def test_a_downloaded_file_comes_back_as_the_same_house_rules() -> None:
    house = build_house(REFRESH, {"bonus_cap": 2}, name="Ours")
    ident = from_file(to_toml(house).encode(), "ours.toml", load_rulesets(), "original-2008")
    assert ident == "refresh-2021~cap:2~n:Ours"
    assert resolve(ident).bonus_cap == 2


def test_a_file_too_large_is_refused_before_it_is_read() -> None:
    with pytest.raises(RulesetError, match="too large"):
        from_file(b"x" * (MAX_FILE_BYTES + 1), "big.toml", load_rulesets(), "refresh-2021")


def test_what_a_table_changed_in_words() -> None:
    house = build_house(
        REFRESH,
        {
            "bonus_cap": 2,
            "hand_size": [{"players": [3, 3], "value": 7}, {"players": [4, 8], "value": 6}],
        },
    )
    with using("en"):
        rows = {r.rule: r for r in changes_in_words(house)}
    assert set(rows) == {"bonus_cap", "hand_size"}
    assert rows["bonus_cap"].ours == "2" and rows["bonus_cap"].theirs
    assert " at " in rows["hand_size"].ours  # one value per band of players
    assert changes_in_words(build_house(REFRESH, {})) == ()
