"""The House rules page: build, apply, share, download/upload, refuse bad input clearly."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer import load_ruleset
from explorer.errors import RulesetError
from explorer.links.house import HOUSE_LINK
from explorer.rules.resolve import resolve
from explorer.rules.write import to_toml
from explorer.ui.common.tables import DIFFERS
from explorer.ui.house.form import checked_number, widget_of
from tests.apptest import run_page

SCORE = {"names": "R,A,B,C,D", "teller": "1", "votes": "-,1,2,2,2"}  # only A finds; 3 votes on A


def _apply(at: AppTest) -> AppTest:
    return next(b for b in at.button if b.label == "Apply house rules").click().run()


def _build_cap2_lone4(at: AppTest) -> AppTest:
    """From refresh-2021: bonus cap 2, and 4 points to the storyteller and a lone finder at
    every count (3 to 8)."""
    at.selectbox(key="h_parent").set_value("refresh-2021").run()
    at.text_input(key="h_bonus_cap").set_value("2")
    at.checkbox(key="h_lone_on").set_value(True).run()  # its values are disabled until then
    at.number_input(key="h_lone_pts").set_value(4)
    at.number_input(key="h_lone_lo").set_value(3)
    at.number_input(key="h_lone_hi").set_value(8)
    _apply(at)
    assert not at.exception and not at.error, [e.value for e in at.error]
    return at


def _house_param(at: AppTest) -> str:
    return str(
        at.query_params["house"][0]
        if isinstance(at.query_params["house"], list)
        else at.query_params["house"]
    )


def test_build_cap_2_and_lone_finder_4_and_see_score_and_compare_change() -> None:
    at = _build_cap2_lone4(run_page("house"))
    link = _house_param(at)
    assert link == "refresh-2021~lone:4@3-8~cap:2"
    changed = at.table[0].value
    assert list(changed.index) == ["Exactly one finder", "Bonus cap per player per turn"]
    assert list(changed.columns) == ["Your rule 🏠", "Dixit (2021 refresh)"]
    # Score: the house rules are one more column, and R (the storyteller) scores 4, not 3
    score = run_page("score", {**SCORE, "house": link})
    table = score.dataframe[0].value
    house_col = "House rules (Dixit 2021)"
    assert house_col in table.columns
    r = table[table["Player"].str.contains("R")].iloc[0]
    assert r["Dixit 2021"] == 3 and r[house_col] == 4
    a = table[table["Player"].str.contains("A")].iloc[0]
    assert a["Dixit 2021"] == 6 and a[house_col] == 4 + 2  # bonus 3 capped at 2
    assert any(house_col in e.label.replace("\\", "") for e in score.expander)
    # Compare: one more column, the changed cells marked house
    compare = run_page("compare", {"house": link})
    matrix = compare.table[0].value
    assert house_col in matrix.columns
    assert matrix.loc[f"{DIFFERS} Bonus cap per player per turn", house_col] == "🏠 2"
    assert matrix.loc[f"{DIFFERS} Bonus cap per player per turn", "Dixit 2021"] == "📖 none"
    assert matrix.loc[f"{DIFFERS} Exactly one finder", house_col].startswith("🏠 4 each")
    assert f"🏠 {house_col}" in compare.dataframe[-1].value.columns


def test_an_invalid_edit_names_the_field_and_keeps_the_last_valid_rules() -> None:
    at = _build_cap2_lone4(run_page("house"))
    before = _house_param(at)
    at.text_input(key="h_hand_size").set_value("20")
    _apply(at)
    assert len(at.error) == 1
    text = at.error[0].value
    assert "Not applied" in text and "cannot deal 20 cards" in text and "stay in force" in text
    assert _house_param(at) == before
    at.text_input(key="h_max_votes").set_value("3-4: x")
    _apply(at)
    assert "Votes per voter" in at.error[0].value and _house_param(at) == before


def test_link_in_a_fresh_session_gives_the_same_ruleset() -> None:
    at = _build_cap2_lone4(run_page("house"))
    link = _house_param(at)
    fresh = run_page("house", {"house": link})
    assert not fresh.warning
    assert fresh.text_input(key="h_bonus_cap").value == "2"
    assert fresh.checkbox(key="h_lone_on").value is True
    spec = HOUSE_LINK.decode({"house": [link]}).value
    assert spec is not None
    assert _house_param(fresh) == link


def test_toml_download_then_upload_gives_the_same_ruleset() -> None:
    at = _build_cap2_lone4(run_page("house"))
    link = _house_param(at)
    spec = HOUSE_LINK.decode({"house": [link]}).value
    assert spec is not None
    house = resolve(spec)
    data = to_toml(house).encode("utf-8")  # what the download button holds
    fresh = run_page("house")
    fresh.file_uploader(key="h_upload").set_value(
        ("house-rules.toml", data, "application/toml")
    ).run()
    assert not fresh.exception and not fresh.error, [e.value for e in fresh.error]
    assert _house_param(fresh) == link
    back = HOUSE_LINK.decode({"house": [_house_param(fresh)]}).value
    assert back is not None and resolve(back) == house


def _upload(at: AppTest, name: str, data: bytes) -> AppTest:
    return at.file_uploader(key="h_upload").set_value((name, data, "application/toml")).run()


def test_hostile_uploads_each_get_one_clear_error_and_nothing_is_lost() -> None:
    at = _build_cap2_lone4(run_page("house"))
    before = _house_param(at)
    good = to_toml(load_ruleset("refresh-2021"))
    cases: list[tuple[str, bytes, str]] = [
        ("big.toml", b"#" * (10 * 1024 * 1024), "too large"),
        ("deep.toml", b"a = " + b"[" * 5000 + b"]" * 5000, "deep"),
        ("types.toml", good.replace("value = 30", 'value = "thirty"').encode(), "score_target"),
        ("latin1.toml", "name = 'Café'".encode("latin-1"), "not UTF-8"),
    ]
    for name, data, words in cases:
        _upload(at, name, data)
        assert not at.exception
        assert len(at.error) == 1, (name, [e.value for e in at.error])
        text = at.error[0].value
        assert "not loaded" in text and words in text.replace("\\", ""), (name, text)
        assert _house_param(at) == before  # nothing already built is lost


def test_a_hostile_name_in_the_link_is_shown_literally() -> None:
    xss = "<img src=x onerror=alert(1)> **bold**"
    link = f"refresh-2021~cap:2~n:{xss}"
    for page in ("house", "score", "compare"):
        at = run_page(page, {"house": link})
        md = " ".join(m.value for m in at.markdown) + " ".join(c.value for c in at.caption)
        assert "<img" not in md.replace("\\<img", "")  # only ever escaped
    compare = run_page("compare", {"house": link})
    assert xss in compare.table[0].value.columns  # a table header is text, not Markdown


def test_widening_the_player_range_stretches_the_bands_a_table_left_alone() -> None:
    at = run_page("house")
    at.selectbox(key="h_parent").set_value("refresh-2021").run()
    at.number_input(key="h_pmax").set_value(10)
    _apply(at)
    assert not at.error and _house_param(at) == "refresh-2021~p:3-10"
    at.number_input(key="h_pmax").set_value(12)
    at.text_input(key="h_max_votes").set_value("3-6: 1, 7-12: 2")
    _apply(at)
    assert not at.error
    assert _house_param(at) == "refresh-2021~p:3-12~votes:3-6=1,7-12=2"
    assert at.text_input(key="h_hand_size").value == "3: 7, 4-12: 6"


def _siblings_of(at: AppTest, key: str) -> list[str]:
    """The keys (or types) of the elements beside the widget keyed `key`, in page order."""

    def find(node: Any) -> list[str] | None:
        kids = list(getattr(node, "children", {}).values())
        if any(getattr(k, "key", None) == key for k in kids):
            return [getattr(k, "key", None) or getattr(k, "type", "") for k in kids]
        for k in kids:
            found = find(k)
            if found is not None:
                return found
        return None

    return find(at._tree) or []


def test_a_refused_field_has_its_error_right_under_it_not_below_apply() -> None:
    at = run_page("house")
    at.text_input(key="h_hand_size").set_value("abc")
    _apply(at)
    assert len(at.error) == 1 and "Cards in hand" in at.error[0].value
    row = _siblings_of(at, "h_hand_size")
    assert row[row.index("h_hand_size") + 1] == "h_hand_size_problem"  # the error's container
    assert "h_apply" not in row  # not in the Apply button's row
    at.text_input(key="h_hand_size").set_value("6")
    _apply(at)  # valid again: the error is gone
    assert not at.error


def test_a_number_out_of_bounds_is_named_by_its_own_widget() -> None:
    # a browser cannot send one (Streamlit clamps it), but the form checks anyway
    with pytest.raises(RulesetError) as caught:
        checked_number("h_pmax", 99)
    assert widget_of(caught.value) == "h_pmin"  # the rule's first widget
    named = RulesetError(caught.value.source, f"{caught.value.field}.h_pmax", "x")
    assert widget_of(named) == "h_pmax"
    assert widget_of(RulesetError("house", "decks", "x")) == "h_decks"
    assert widget_of(RulesetError("house", "nonsense", "x")) == "h_name"


def test_a_switched_off_rule_shows_its_values_disabled() -> None:
    at = run_page("house")
    at.selectbox(key="h_parent").set_value("refresh-2021").run()
    assert at.checkbox(key="h_lone_on").value is False
    assert all(at.number_input(key=k).disabled for k in ("h_lone_pts", "h_lone_lo", "h_lone_hi"))
    at.checkbox(key="h_lone_on").set_value(True).run()
    assert not any(at.number_input(key=k).disabled for k in ("h_lone_pts", "h_lone_lo"))
    at.selectbox(key="h_extra_kind").set_value("none").run()
    assert at.number_input(key="h_extra_pts").disabled and at.radio(key="h_extra_cap").disabled
    at.checkbox(key="h_target_on").set_value(False).run()
    assert at.number_input(key="h_target").disabled


def test_the_house_rules_open_in_the_lab_by_a_link_that_carries_them() -> None:
    at = _build_cap2_lone4(run_page("house"))
    link = _house_param(at)
    lab = [m.value for m in at.markdown if "Open them in the lab" in m.value]
    assert lab and "/lab?" in lab[0] and "house=" in lab[0], lab
    assert link.split("~")[0] in lab[0]
