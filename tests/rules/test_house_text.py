"""House rules as one line of text, read strictly (a practice game's set-up, the lab's cache):
every token kind refuses junk with a RulesetError naming the rule, never another exception
(issue #19: `extra:1` raised UnboundLocalError), and house names follow the player-name rules."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer import load_ruleset, load_rulesets
from explorer.errors import RulesetError
from explorer.i18n import Text
from explorer.rules.files import load_ruleset_text
from explorer.rules.house import build_house
from explorer.rules.house_diff import house_from_file
from explorer.rules.house_text import house_from_text, parse_token
from explorer.rules.specs import RULE_SPECS
from explorer.rules.write import to_toml
from explorer.text.names import name_fault, title_problem

TOKEN_JUNK = [
    "",
    "1",
    "none",
    "²",
    "٣",
    "1.2",
    "1.2.3.4",
    "any-finder.7",
    "any-finder.².1",
    "x.7.1",
    "@",
    "4@",
    "4@3",
    "4@3-1000000",
    "4@²-8",
    "3-8=",
    "=4",
    "3-8=4,",
    ",".join(["3-3=1"] * 11),
    "3-1000000=6",
    "-3-8=4",
    "9" * 5000,
    "9" * 7,
    "a" * 500,
    "é",
    "\x00",
    "\u202e",
    ".",
    "..",
    "-",
    "3--8",
]


@pytest.mark.parametrize("rule", sorted(RULE_SPECS))
@pytest.mark.parametrize("token", TOKEN_JUNK, ids=range(len(TOKEN_JUNK)))
def test_every_token_kind_refuses_junk_with_a_ruleset_error(rule: str, token: str) -> None:
    try:
        parse_token(rule, token)
    except RulesetError as e:
        assert e.field == rule and len(e.problem) < 200


@settings(max_examples=100, deadline=None)
@given(rule=st.sampled_from(sorted(RULE_SPECS)), token=st.text(max_size=60))
def test_any_token_parses_or_is_a_ruleset_error(rule: str, token: str) -> None:
    try:
        parse_token(rule, token)
    except RulesetError as e:
        assert len(e.problem) < 200


def test_an_extra_token_that_is_not_three_parts_names_the_shape() -> None:
    """The issue's link: `_` was a throwaway variable in this function and shadowed `_()`."""
    for text in ("refresh-2021~extra:1", "refresh-2021~extra:any-finder.7"):
        with pytest.raises(RulesetError, match=r"is not kind\.from\.points"):
            house_from_text(text)
    with pytest.raises(RulesetError, match="is not points@players"):
        house_from_text("refresh-2021~lone:1")


@pytest.mark.parametrize("span", ["3-999999", "2-8", "3-13", "0-0", "999999-3"])
def test_a_player_range_outside_the_box_is_refused_as_it_is_read(span: str) -> None:
    with pytest.raises(RulesetError, match="is not a range of player counts from 3 to 12"):
        parse_token("players", span)
    with pytest.raises(RulesetError, match="is not a range of player counts from 3 to 12"):
        parse_token("hand_size", f"{span}=6")


def test_more_bands_than_player_counts_are_refused() -> None:
    with pytest.raises(RulesetError, match="11 bands; at most 10"):
        parse_token("hand_size", ",".join(["3-3=6"] * 11))


@settings(max_examples=100, deadline=None)
@given(
    head=st.sampled_from(["refresh-2021", "odyssey-2011", "", "x"]),
    rest=st.text(alphabet="abcdefhilnoprstvx:0123456789²٣.,=@~- \x00\u202e", max_size=80),
)
def test_any_house_text_builds_or_is_a_ruleset_error(head: str, rest: str) -> None:
    with contextlib.suppress(RulesetError):
        house_from_text(f"{head}~{rest}")


# --- house names: the player-name rules, commas allowed -------------------------------------------
@pytest.mark.parametrize(
    ("name", "fault"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("x" * 41, "long"),
        ("Chez \u202enous", "hidden"),
        ("Nous\x00", "hidden"),
        ("a\u2028b", "hidden"),
        ("a, b", "comma"),
        ("Ada", None),
        ("👩‍🚀 crew", None),
    ],
)
def test_one_set_of_name_rules(name: str, fault: str | None) -> None:
    assert name_fault(name) == fault
    assert (title_problem(name) is None) == (fault in (None, "comma"))


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Chez \u202enous", "invisible direction marks"),
        ("Nous\x00", "control characters"),
        ("x" * 41, "too long (41 characters; at most 40)"),
        ("  ", "cannot be empty"),
    ],
)
def test_a_house_name_breaking_a_player_name_rule_is_refused(name: str, words: str) -> None:
    parent = load_ruleset("refresh-2021")
    with pytest.raises(RulesetError, match=words.replace("(", r"\(").replace(")", r"\)")) as e:
        build_house(parent, {"bonus_cap": 2}, name=name)
    assert e.value.field == "name"
    if name.strip():  # strict: refused, never cut short (an empty `n:` is no name)
        with pytest.raises(RulesetError, match="name"):
            house_from_text("refresh-2021~cap:2~n:" + name)


def test_a_name_in_several_languages_is_checked_in_each() -> None:
    parent = load_ruleset("refresh-2021")
    with pytest.raises(RulesetError, match="invisible direction marks"):
        build_house(parent, {}, name=Text({"en": "Ours", "fr": "Les n\u202eôtres"}))
    assert build_house(parent, {}, name="Chez nous, le dimanche").name == "Chez nous, le dimanche"


def test_an_uploaded_file_whose_name_has_a_direction_override_is_refused() -> None:
    """An upload's name goes through the same builder, so under the same rules."""
    good = to_toml(build_house(load_ruleset("refresh-2021"), {"bonus_cap": 2}, name="Ours"))
    bad = good.replace('name = "Ours"', 'name = "Ou\\u202ers"')
    assert bad != good
    with pytest.raises(RulesetError, match="invisible direction marks"):
        house_from_file(load_ruleset_text(bad.encode(), "bad.toml"), load_rulesets(), "bad.toml")
