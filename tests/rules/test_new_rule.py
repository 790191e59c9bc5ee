"""Adding a rule is its spec, its value in every ruleset file and its translations: nothing else
(README, "A new rule parameter"). A rule made up here and registered in this file only (with the
entry a file that leaves it out gets, as the shipped files do not have it) appears everywhere a
rule does: house-rules text and the `house=` link, the House rules page's form, Compare's rows
and sources, the words of its values, a ruleset written as TOML and read back, and (a rule a
file may switch off) `python -m explorer rulesets --json`."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from explorer.i18n import N_, using
from explorer.links.house import HOUSE_LINK
from explorer.rules import files, resolve
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house import build_house
from explorer.rules.house_diff import changes_in_words, house_changes
from explorer.rules.house_text import house_text, parse_token
from explorer.rules.matrix import rules_matrix
from explorer.rules.specs import RULE_SPECS, RuleSpec
from explorer.rules.tokens import NUMBER
from explorer.rules.toml_values import Ctx, read_int
from explorer.rules.value_words import points_words
from explorer.rules.values import RuleValue
from explorer.rules.widgets import Field, Widget
from explorer.rules.wording import format_value
from explorer.rules.write import to_toml
from tests.apptest import run_page

RULE = "comeback"
LABEL = "Points for the last player after a round"


def _parse(ctx: Ctx, field: str, raw: object) -> RuleValue:
    return read_int(ctx, field, raw, 1, 5)


COMEBACK = RuleSpec(
    LABEL,
    _parse,
    "back",
    NUMBER,
    Widget(
        "numbers",
        fields=(Field("comeback", "", None, 1, 5, 2),),
        switch="Points for the last player",
        heading=None,
    ),
    none=N_("none"),
    words=points_words,
    optional={"value": "none", "basis": "decision", "document": "none", "note": "Not given."},
)


def _forget() -> None:
    """Rulesets read and built before (or during) the rule's registration are read again."""
    files._load_all.cache_clear()
    resolve._read.cache_clear()
    resolve._BUILT.clear()


@pytest.fixture
def comeback(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    _forget()
    monkeypatch.setitem(RULE_SPECS, RULE, COMEBACK)
    yield
    monkeypatch.undo()
    _forget()


@pytest.mark.usefixtures("comeback")
def test_a_ruleset_file_without_it_gets_its_entry_and_comes_back_from_toml() -> None:
    for rs in load_rulesets():
        assert rs.entry(RULE).value is None and rs.entry(RULE).provenance.basis == "decision"
        assert files.load_ruleset_text(to_toml(rs)) == rs
    house = build_house(load_ruleset("refresh-2021"), {RULE: 3})
    assert "[comeback]" in to_toml(house) and files.load_ruleset_text(to_toml(house)) == house


@pytest.mark.usefixtures("comeback")
def test_it_rides_in_house_rules_text_and_the_link() -> None:
    ident = resolve.canonical(house_text("refresh-2021", {RULE: 3, "bonus_cap": 2}), house=True)
    assert ident == "refresh-2021~cap:2~back:3"  # its alias, after the rules before it
    assert resolve.canonical("refresh-2021~comeback:3~cap:2") == ident  # its full name too
    house = resolve.resolve(ident)
    assert house.entry(RULE).value == 3 and house_changes(house) == {"bonus_cap": 2, RULE: 3}
    assert parse_token(RULE, "none") == "none"
    assert HOUSE_LINK.decode({"house": [ident]}).value == ident
    damaged = HOUSE_LINK.decode({"house": ["refresh-2021~back:9"]})  # 9 is not 1 to 5
    assert damaged.value == "refresh-2021~" and LABEL.lower() in damaged.notes[0]


@pytest.mark.usefixtures("comeback")
def test_its_values_are_worded_and_compared() -> None:
    with using("en"):
        assert format_value(3, RULE) == "3 points" and format_value(None, RULE) == "none"
        house = build_house(load_ruleset("refresh-2021"), {RULE: 3})
        (change,) = changes_in_words(house)
        assert (change.label, change.ours, change.theirs) == (LABEL, "3 points", "none")
        row = next(r for r in rules_matrix([*load_rulesets(), house]) if r.rule == RULE)
        assert row.label == LABEL and row.differs and row.cell("house").text == "3 points"


@pytest.mark.usefixtures("comeback")
def test_the_rulesets_summary_names_it_as_the_registry_does() -> None:
    from explorer.cli.rulesets_cmd import summary

    assert all(summary(rs)[RULE] is None for rs in load_rulesets())
    house = build_house(load_ruleset("refresh-2021"), {RULE: 3})
    data = summary(house)
    assert data[RULE] == 3 and data["extra_finder"] is None
    assert list(data).index(RULE) > list(data).index("score_target")  # in the registry's order


@pytest.mark.usefixtures("comeback")
def test_compare_shows_its_row() -> None:
    at = run_page("compare", {"house": "refresh-2021~back:3"})
    assert any(LABEL in str(t.value) for t in at.table)


@pytest.mark.usefixtures("comeback")
def test_the_house_form_edits_it() -> None:
    at = run_page("house", {"house": "refresh-2021~cap:2"})
    assert at.checkbox(key="h_comeback_on").value is False
    assert (
        at.number_input(key="h_comeback").value == 2 and at.number_input(key="h_comeback").disabled
    )
    at.checkbox(key="h_comeback_on").check().run()
    at.number_input(key="h_comeback").set_value(4).run()
    at.button(key="h_apply").click().run()
    assert not at.exception and not at.error, [e.value for e in at.error]
    assert at.query_params["house"] == "refresh-2021~cap:2~back:4"
    fresh = run_page("house", {"house": "refresh-2021~cap:2~back:4"})
    assert fresh.checkbox(key="h_comeback_on").value is True
    assert fresh.number_input(key="h_comeback").value == 4
