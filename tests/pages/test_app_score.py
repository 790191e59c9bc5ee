"""AppTest: the Score-a-round page. Expected points are worked out from the rules by hand or
printed in the rule documents."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest import run_page

NP = "not playable here"
# the points table heads each edition's column with its short name (issue 23)
COLS = {
    "original-2008": "Dixit 2008",
    "odyssey-2011": "Odyssey 2011",
    "odyssey-vi": "Odyssey (Viet.)",
    "refresh-2021": "Dixit 2021",
    "anniversary-10th": "10th Anniversary",
}


def _run(params: dict[str, Any] | None = None) -> AppTest:
    return run_page("score", params)


def _table(at: AppTest) -> dict[str, dict[str, Any]]:
    """Column header → player → cell (headers may carry a ★)."""
    df = at.dataframe[0].value
    players = [p.replace(" (storyteller)", "") for p in df["Player"]]
    return {
        str(col).removeprefix("★ "): dict(zip(players, df[col], strict=True))
        for col in df.columns
        if col != "Player"
    }


def _col(at: AppTest, rid: str) -> dict[str, Any]:
    return {p: (v if v == NP else int(v)) for p, v in _table(at)[COLS[rid]].items()}


def test_default_table_runs_and_all_editions_agree() -> None:
    at = _run()
    assert not at.warning
    assert at.query_params["names"] == "A,B,C,D,E"
    # A tells; B, C find it; D votes B, E votes D.
    for rid in COLS:
        assert _col(at, rid) == {"A": 3, "B": 4, "C": 3, "D": 1, "E": 0}
    assert any("same points" in s.value for s in at.success)


def test_changing_a_vote_changes_the_table() -> None:
    at = _run()
    at.selectbox(key="vote_4_0").set_value(0).run()  # E now votes for A's card
    assert not at.exception
    assert at.query_params["votes"] == "-,1,1,2,1"
    for rid in COLS:  # B, C, E find A; B keeps D's vote
        assert _col(at, rid) == {"A": 3, "B": 4, "C": 3, "D": 0, "E": 3}


def test_seven_players_show_the_odyssey_rules() -> None:
    at = _run()
    assert not [s for s in at.selectbox if s.key and s.key.endswith("_1")]  # no second votes
    at.slider(key="players_n").set_value(7).run()
    assert not at.exception
    assert at.query_params["names"] == "A,B,C,D,E,F,G"
    # F and G join and vote for the storyteller: B, C, F, G find A with a single vote.
    assert set(_col(at, "original-2008").values()) == {NP}
    both = {"A": 3, "B": 5, "C": 4, "D": 1, "E": 0, "F": 4, "G": 4}
    assert _col(at, "odyssey-2011") == both and _col(at, "odyssey-vi") == both
    assert _col(at, "refresh-2021") == {"A": 3, "B": 4, "C": 3, "D": 1, "E": 0, "F": 3, "G": 3}
    # Now second-vote pickers exist; B adds a second vote on C's card.
    at.selectbox(key="vote_1_1").set_value(2).run()
    assert not at.exception
    assert at.query_params["votes"] == "-,1.3,1,2,4,1,1"
    assert _col(at, "odyssey-2011")["B"] == 4  # two markers: no +1
    assert _col(at, "odyssey-vi")["B"] == 5  # Vietnamese reading: every finder +1
    assert _col(at, "odyssey-2011")["C"] == 5  # B's second vote is a bonus point for C
    assert set(_col(at, "refresh-2021").values()) == {NP}
    assert any("no second vote allowed" in i.value for i in at.info)
    # The reading toggle changes the numbers live.
    at.radio(key="read_vi-extra-point").set_value("single-marker").run()
    assert _col(at, "odyssey-vi") == _col(at, "odyssey-2011")
    assert at.query_params["read"] == "vi-extra-point:single-marker"


def test_own_card_is_never_offered() -> None:
    at = _run()
    box = at.selectbox(key="vote_2_0")
    assert 2 not in box.options and "C" not in box.options
    assert "own card" in (box.help or "")


@pytest.mark.parametrize(
    ("example_id", "rid", "points"),
    [
        ("refresh-some", "refresh-2021", {"R": 3, "A": 4, "B": 3, "C": 1, "D": 0}),
        ("refresh-nobody", "refresh-2021", {"R": 0, "A": 4, "B": 3, "C": 3, "D": 2}),
        ("refresh-all", "refresh-2021", {"R": 0, "A": 2, "B": 2, "C": 2, "D": 2}),
        (
            "original-juliano",
            "original-2008",
            {"Juliano": 3, "Matilde": 0, "Nicolau": 0, "Léo": 5, "Tomás": 1},
        ),
    ],
)
def test_worked_examples_give_the_documents_numbers(
    example_id: str, rid: str, points: dict[str, int]
) -> None:
    at = _run()
    at.button(key=f"ex_{example_id}").click().run()
    assert not at.exception
    assert _col(at, rid) == points
    assert "★ " + COLS[rid] in list(at.dataframe[0].value.columns)
    assert at.query_params["ed"] == rid
    assert any("Worked example" in i.value for i in at.info)


def _starred(at: AppTest) -> list[str]:
    return [str(c) for c in at.dataframe[0].value.columns if str(c).startswith("★")]


def _star_caption(at: AppTest) -> bool:
    return any("★" in c.value for c in at.caption)


def test_a_stale_edition_in_a_link_stars_nothing() -> None:
    # QA regression: `ed` with a table that is not that edition's worked example starred the
    # column anyway. The edition follows the table: it is dropped silently from the link.
    at = _run({"names": "A,B,C,D,E", "teller": "1", "votes": "-,1,1,2,4", "ed": "refresh-2021"})
    assert not at.warning
    assert not _starred(at) and not _star_caption(at)
    assert not any("Worked example" in i.value for i in at.info)
    assert "ed" not in at.query_params


def test_a_worked_examples_table_is_starred_however_the_link_gets_there() -> None:
    table = {"names": "R,A,B,C,D", "teller": "1", "votes": "-,1,1,2,4"}  # 001's "some found"
    for ed in ({}, {"ed": "original-2008"}):
        at = _run({**table, **ed})
        assert not at.warning
        assert _starred(at) == ["★ " + COLS["refresh-2021"]] and _star_caption(at)
        assert any("Worked example" in i.value for i in at.info)
        assert at.query_params["ed"] == "refresh-2021"


def test_renaming_a_worked_example_drops_its_star() -> None:
    at = _run()
    at.button(key="ex_refresh-some").click().run()
    assert _starred(at)
    at.text_input(key="name_0").input("Rita").run()
    assert not at.exception and not at.warning
    assert not _starred(at) and not _star_caption(at)
    assert "ed" not in at.query_params
    at.text_input(key="name_0").input("R").run()  # named back: the document's table again
    assert _starred(at) == ["★ " + COLS["refresh-2021"]]


def test_quick_setups() -> None:
    at = _run()
    at.button(key="quick_nobody").click().run()
    assert _col(at, "refresh-2021")["A"] == 0
    at.button(key="quick_everybody").click().run()
    assert _col(at, "refresh-2021") == {"A": 0, "B": 2, "C": 2, "D": 2, "E": 2}
    at.button(key="quick_one").click().run()
    assert _col(at, "refresh-2021") == {"A": 3, "B": 6, "C": 0, "D": 0, "E": 0}
    before = dict(at.query_params)
    at.number_input(key="random").increment().run()
    assert not at.exception and dict(at.query_params) != before


def test_url_round_trip_restores_the_table() -> None:
    at = _run()
    at.slider(key="players_n").set_value(8).run()
    at.selectbox(key="teller").set_value(3).run()
    at.text_input(key="name_0").input("Zoé").run()
    at.selectbox(key="vote_5_1").set_value(2).run()
    at.radio(key="read_contando-reach").set_value("off").run()
    assert not at.exception
    params = dict(at.query_params)
    fresh = _run(params)
    assert not fresh.warning
    assert fresh.dataframe[0].value.equals(at.dataframe[0].value)
    assert dict(fresh.query_params) == params
    assert fresh.text_input(key="name_0").value == "Zoé"
    assert fresh.slider(key="players_n").value == 8


@pytest.mark.parametrize(
    "params",
    [
        {"names": "A,B"},
        {"names": "A,B,C", "votes": "-,9,1"},
        {"names": "A,B,C", "votes": "-,1"},
        {"names": "A,A,B"},
        {"n": "many"},
        {"teller": "0"},
        {"read": "contando-reach:never"},
        {"ed": "<script>alert(1)</script>"},
        {"names": "A,B,C", "votes": "-,3,"},
        {"names": ["A,B,C", "D,E,F"]},
    ],
)
def test_garbage_links_give_a_warning_and_a_valid_table(params: dict[str, Any]) -> None:
    at = _run(params)
    assert at.warning and "could not be used and was left out" in at.warning[0].value
    names = at.query_params["names"].split(",")
    assert 3 <= len(names) <= 12 and len(set(names)) == len(names)


def test_a_link_with_one_bad_part_keeps_the_rest() -> None:
    # A teacher's link with a typo in the votes keeps the class's names and storyteller.
    at = _run({"names": "Zoé,Ana,Léo,Max", "teller": "2", "votes": "1,-,1,9"})
    assert "the votes" in at.warning[0].value and "not 9" in at.warning[0].value
    assert at.query_params["names"] == "Zoé,Ana,Léo,Max"
    assert at.query_params["teller"] == "2"
    assert at.query_params["votes"] == "2,-,2,2"  # everybody votes for the storyteller


def test_second_votes_where_no_edition_allows_them_are_dropped_with_a_warning() -> None:
    at = _run({"names": "A,B,C,D", "teller": "1", "votes": "-,1.3,1,1"})
    assert at.warning and "second votes" in at.warning[0].value
    assert at.query_params["votes"] == "-,1,1,1"


def test_names_must_be_unique_and_not_empty() -> None:
    at = _run()
    at.text_input(key="name_1").input("A").run()
    assert not at.exception
    assert at.error and "names must differ" in at.error[0].value
    assert at.query_params["names"] == "A,B,C,D,E"
    at.text_input(key="name_2").input("  ").run()
    assert at.error and "cannot be empty" in at.error[0].value
    at.text_input(key="name_1").input("**Bob** <b>").run()
    assert not at.error
    assert at.query_params["names"] == "A,**Bob** <b>,C,D,E"
    assert "**Bob** <b>" in list(at.dataframe[0].value["Player"])
    # user text never reaches Markdown unescaped
    assert all("**Bob**" not in m.value for m in at.markdown)


def test_names_in_vote_labels_show_literally() -> None:
    # Widget labels and help render Markdown: a name like a link must not become one.
    at = _run({"names": "R,[x](http://e.x),`c`,**b**", "teller": "1", "votes": "-,1,1,1"})
    labels = [
        sb.label.replace("\u2068", "").replace("\u2069", "")  # bidi isolates around names
        for sb in at.selectbox
        if sb.key and sb.key.startswith("vote_")
    ]
    assert labels == [
        "\\[x\\]\\(http\u2060\\://e\\.x\\) voted for",  # a word joiner: no autolink
        r"\`c\` voted for",
        r"\*\*b\*\* voted for",
    ]
    assert all("](" not in (sb.help or "") for sb in at.selectbox)


def test_stale_changes_in_one_rerun_are_dropped_not_an_error_page() -> None:
    # A quick hand sends several widget changes in one rerun: the later callbacks may name a
    # seat the smaller table no longer has, or a voter who has just become the storyteller.
    at = _run()
    at.slider(key="players_n").set_value(3)
    at.text_input(key="name_4").input("Zed")
    at.run()
    assert not at.exception
    assert at.query_params["names"] == "A,B,C"
    at = _run()
    at.slider(key="players_n").set_value(3)
    at.selectbox(key="vote_4_0").set_value(0)
    at.run()
    assert not at.exception and at.query_params["names"] == "A,B,C"
    at = _run()
    at.selectbox(key="teller").set_value(1)
    at.selectbox(key="vote_1_0").set_value(2)
    at.run()
    assert not at.exception
    assert at.query_params["teller"] == "2"
    assert at.query_params["votes"].split(",")[1] == "-"  # B tells and does not vote


def test_votes_and_names_come_in_seat_order_when_a_phone_stacks_the_columns() -> None:
    # A phone stacks columns one under another: the widgets' order in the page is the order a
    # phone shows, and must be the seat order (it was B, E, C, D with one row of columns).
    at = _run({"n": "8"})
    votes = [sb.key for sb in at.selectbox if sb.key and sb.key.startswith("vote_")]
    assert votes == [f"vote_{seat}_{slot}" for seat in range(1, 8) for slot in (0, 1)]
    at = _run({"n": "5"})
    votes = [sb.key for sb in at.selectbox if sb.key and sb.key.startswith("vote_")]
    assert votes == [f"vote_{seat}_0" for seat in range(1, 5)]
    names = [t.key for t in at.text_input if t.key and t.key.startswith("name_")]
    assert names == [f"name_{seat}" for seat in range(5)]


def test_editions_that_cannot_play_the_table_come_last() -> None:
    at = _run({"n": "7"})
    columns = [str(c) for c in at.dataframe[0].value.columns]
    assert columns[0] == "Player"
    assert columns[-1] == COLS["original-2008"]  # 3–6 players only
    assert _col(at, "original-2008") == dict.fromkeys("ABCDEFG", NP)


def test_warnings_and_refusals_quote_names_literally() -> None:
    at = _run({"names": "[x](http://e.x),B,C", "teller": "2", "votes": "1,-,1"})  # own card
    assert "](" not in at.warning[0].value and r"\[x\]" in at.warning[0].value
    at.text_input(key="name_1").input("[x](http://e.x)").run()  # a duplicate: refused
    assert "](" not in at.error[0].value and "names must differ" in at.error[0].value


def test_a_right_to_left_name_keeps_the_labels_order() -> None:
    at = _run({"n": "7", "names": "A,B,C,D,E,F,שלום"})
    label = at.selectbox(key="vote_6_1").label
    assert label == "\u2068שלום\u2069: 2nd vote"  # isolated: ": 2nd vote" stays after the name


def test_bare_addresses_in_names_do_not_become_links() -> None:
    from explorer.text.escape import esc

    # GitHub-flavoured Markdown links "http\://x" even escaped; a word joiner breaks the trigger
    for name, shown in (
        ("http://x.y", "http\u2060\\://x\\.y"),
        ("www.x.org", "www\u2060\\.x\\.org"),
        ("bob@x.org", "bob@\u2060x\\.org"),
    ):
        assert esc(name) == shown
    assert esc("plain: text") == "plain\\: text"
