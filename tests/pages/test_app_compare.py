"""AppTest: the Compare-editions page."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.ui.common.tables import DIFFERS
from tests.apptest import run_page


def _run(params: dict[str, Any] | None = None) -> AppTest:
    return run_page("compare", params)


def _pile(at: AppTest) -> Any:
    return at.dataframe[-1].value


def test_matrix_shows_every_rule_and_only_differing_on_request() -> None:
    at = _run()
    matrix = at.table[0].value
    assert len(matrix) == 15 and len(matrix.columns) == 5  # 15 rules, extra_cap included
    # a rule the editions disagree on is marked in words too (DIFFERS), not only by its tint
    assert f"{DIFFERS} Bonus cap per player per turn" in list(matrix.index)
    assert "Some but not all find the card" in list(matrix.index)  # the same everywhere: unmarked
    at.toggle(key="only_diff").set_value(True).run()
    assert at.query_params["diff"] == "1"
    rows = list(at.table[0].value.index)
    assert all(r.startswith(f"{DIFFERS} ") for r in rows)
    assert f"{DIFFERS} Bonus cap per player per turn" in rows
    assert "Some but not all find the card" not in rows
    assert len(rows) == 9  # hand size differs too: six at 3 players in the 10th Anniversary


def test_odyssey_disagreement_is_called_out() -> None:
    at = _run()
    heads = [h.value for h in at.subheader]
    assert any("Dixit Odyssey (2011) vs Dixit Odyssey (Vietnamese rulebook)" in h for h in heads)
    text = " ".join(m.value for m in at.markdown)
    assert "Extra point for finders" in text and "When the draw pile runs out" in text


def test_pile_consequences_follow_the_deck_switch() -> None:
    at = _run()
    pile = _pile(at)
    assert list(pile["Dixit 2008"][:4]) == ["13", "15", "11", "8"]
    assert pile["Odyssey 2011"]["12 players"] == "2"
    at.radio(key="deck").set_value(168).run()
    assert at.query_params["deck"] == "168"
    assert int(_pile(at)["Odyssey 2011"]["12 players"]) > 2


def test_filters_survive_a_url_round_trip() -> None:
    at = _run()
    at.multiselect(key="show").set_value(["odyssey-2011", "odyssey-vi"]).run()
    at.selectbox(key="src_rule").set_value("extra_finder").run()
    at.toggle(key="only_diff").set_value(True).run()
    params = dict(at.query_params)
    assert params == {"show": "odyssey-2011,odyssey-vi", "diff": "1", "rule": "extra_finder"}
    fresh = _run(params)
    assert fresh.table[0].value.equals(at.table[0].value)
    assert list(fresh.table[0].value.index) == [
        f"{DIFFERS} Extra point for finders",
        f"{DIFFERS} When the draw pile runs out",
    ]
    assert fresh.selectbox(key="src_rule").value == "extra_finder"
    expanders = [e.label for e in fresh.expander]
    assert any("Dixit Odyssey (2011)" in e and "one-vote finders" in e for e in expanders)


@pytest.mark.parametrize(
    "params", [{"show": "tic-tac-toe"}, {"diff": "maybe"}, {"deck": "-1"}, {"rule": "x"}]
)
def test_garbage_filters_warn_and_show_everything(params: dict[str, str]) -> None:
    at = _run(params)
    assert len(at.warning) == 1 and "left out" in at.warning[0].value
    assert len(at.table[0].value.columns) == 5
    assert dict(at.query_params) == {}  # the link is cleaned up


def test_a_partly_bad_link_keeps_its_good_parts_and_names_the_bad_ones() -> None:
    # QA regression: one unknown edition, a garbage switch and an unknown rule used to throw
    # the whole link away; now only those parts go, and one warning says which and why.
    at = _run(
        {
            "show": "odyssey-2011,tic-tac-toe,odyssey-vi",
            "diff": "maybe",
            "rule": "castling",
            "deck": "168",
        }
    )
    assert len(at.warning) == 1
    w = at.warning[0].value.replace("\\", "")  # the warning is Markdown-escaped
    for words in ("tic-tac-toe", "only rules that differ", "maybe", "castling"):
        assert words in w
    assert "168" not in w
    assert list(at.table[0].value.columns) == ["Odyssey 2011", "Odyssey (Viet.)"]  # short names
    assert len(at.table[0].value) == 15  # the bad switch is off: every rule row
    assert at.radio(key="deck").value == 168
    assert at.multiselect(key="show").value == ["odyssey-2011", "odyssey-vi"]
    assert dict(at.query_params) == {"show": "odyssey-2011,odyssey-vi", "deck": "168"}
    # the cleaned link reads whole, without a warning
    fresh = _run(dict(at.query_params))
    assert not fresh.warning
    assert fresh.table[0].value.equals(at.table[0].value)


def test_a_good_switch_survives_an_unknown_rule() -> None:
    at = _run({"show": "refresh-2021,odyssey-2011", "diff": "1", "rule": "castling"})
    assert len(at.warning) == 1 and "castling" in at.warning[0].value
    assert at.toggle(key="only_diff").value is True
    assert list(at.table[0].value.columns) == ["Odyssey 2011", "Dixit 2021"]
    assert len(at.table[0].value) < 14


def test_only_differing_rows_of_a_single_edition_asks_for_another() -> None:
    at = _run({"show": "refresh-2021", "diff": "1"})
    assert not at.table
    assert "add another edition" in at.info[0].value


def test_a_bad_link_is_quoted_literally() -> None:
    at = _run({"rule": "[x](http://e.x)"})
    assert "](" not in at.warning[0].value and r"\[x\]" in at.warning[0].value
