"""The visitor's box is every page's default edition, kept in the link (`box=`); Score's "not
playable here" quotes the broken rule and links to it on Compare; Score, Compare and the lab
offer their link to copy."""

from __future__ import annotations

import pytest

from explorer.rules.files import load_ruleset
from tests.apptest import run_page
from tests.strategies import RULESETS

LAST = RULESETS[-1].id  # not the first edition, so "first" is not the usual order


def _has(at, key: str, value: str) -> bool:  # type: ignore[no-untyped-def]
    return at.query_params.get(key) in (value, [value])


def test_score_puts_the_box_first_and_keeps_it() -> None:
    at = run_page("score", {"box": LAST})
    columns = list(at.dataframe[0].value.columns)
    assert columns[1].startswith(load_ruleset(LAST).short_name)
    assert _has(at, "box", LAST)
    at.number_input(key="random").increment().run()
    assert _has(at, "box", LAST)


def test_compare_shows_the_box_first() -> None:
    at = run_page("compare", {"box": LAST})
    assert at.multiselect(key="show").value[0] == LAST
    assert _has(at, "box", LAST)


def test_compare_keeps_a_links_own_choice_over_the_box() -> None:
    first = RULESETS[0].id
    at = run_page("compare", {"box": LAST, "show": first})
    assert at.multiselect(key="show").value == [first]


def test_the_lab_opens_on_the_box() -> None:
    at = run_page("lab", {"box": LAST, "rounds": "1000", "games": "100"})
    assert at.multiselect(key="rulesets").value == [LAST]


def test_practice_offers_the_box_first() -> None:
    at = run_page("practice", {"box": LAST})
    assert at.selectbox(key="px_ruleset").value == LAST


def test_an_unknown_box_is_dropped_with_a_note() -> None:
    at = run_page("score", {"box": "monopoly"})
    assert "box" not in at.query_params
    assert len(at.warning) == 1 and "monopoly" in at.warning[0].value


def test_not_playable_quotes_the_rule_and_links_to_it_on_compare() -> None:
    small = min(RULESETS, key=lambda r: r.max_players)
    n = small.max_players + 1
    at = run_page("score", {"n": str(n)})
    exp = next(  # the label may escape the name's Markdown characters
        e
        for e in at.expander
        if e.label.replace("\\", "").startswith(f"{small.name}: not playable")
    )
    text = "\n".join(m.value for m in exp.markdown)
    quote = small.rule("players").entries[0].provenance.quote
    assert quote and quote[:30] in text
    assert "/compare?rule=players" in text


@pytest.mark.parametrize("page", ["score", "compare", "lab"])
def test_a_copy_link_box(page: str) -> None:
    params = {"rounds": "1000", "games": "100"} if page == "lab" else {}
    at = run_page(page, params)
    assert any(e.label == "🔗 Share this view" for e in at.expander)
    assert at.code
