"""The Score page's points table for a phone (`explorer.ui.score.compact`): every playable
edition's points for every player, a few players to a table, nothing cut (issue 30)."""

from __future__ import annotations

import re

from explorer.round.compare import compare_round
from explorer.round.situation import Situation
from explorer.round.table import points_table
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house_text import house_from_text
from explorer.ui.score.compact import BUDGET, chunks, compact_html, grid_width, min_px
from tests.figures.site_figures import FIVE, TWO_MARKERS


def _table(s: Situation, *, house: bool = False):  # type: ignore[no-untyped-def]
    box = load_ruleset("odyssey-2011")
    rulesets = [box, *(r for r in load_rulesets() if r.id != box.id)]
    if house:
        rulesets.append(house_from_text("refresh-2021~cap:2~lone:4@3-8"))
    return points_table(compare_round(s, rulesets))


def _cells(html: str) -> list[list[list[str]]]:
    """Each table's rows, each row's cells as text (tags dropped)."""
    return [
        [
            [re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", table)
        ]
        for table in re.findall(r"<table.*?</table>", html)
    ]


def test_eight_players_two_markers_fit_in_two_tables_with_every_playable_edition() -> None:
    t = _table(TWO_MARKERS)
    assert chunks(t) == [range(0, 4), range(4, 8)]
    html = compact_html(t)
    tables = _cells(html)
    assert tables[0][0] == ["", "Ana (storyteller)", "Ben", "Cleo", "Dev"]
    assert tables[0][1] == ["Odyssey 2011", "3", "5", "6", "1"]
    assert tables[0][2] == ["Odyssey (Viet.)", "3", "6", "6", "1"]
    assert tables[1][0] == ["", "Eli", "Fay", "Gus", "Hana"]
    assert tables[1][2] == ["Odyssey (Viet.)", "5", "0", "4", "0"]
    # the editions that cannot score two markers are said once, under the tables
    assert html.count("not playable here") == 3
    assert "<li>Dixit 2008: not playable here</li>" in html
    # Ben and Gus score differently under the two readings: their cells are marked
    assert re.findall(r'<td class="dx-diff">(\d+)</td>', html) == ["5", "6", "3", "4"]


def test_five_players_and_house_rules_fit_one_table() -> None:
    t = _table(FIVE, house=True)
    assert chunks(t) == [range(0, 5)]
    (table,) = _cells(compact_html(t))
    assert [row[0] for row in table[1:]] == [
        "Odyssey 2011",
        "Dixit 2008",
        "Odyssey (Viet.)",
        "Dixit 2021",
        "10th Anniversary",
        "House rules (Dixit 2021)",
    ]
    assert table[-1][1:] == ["6", "4", "0", "1", "0"]  # the house rules' lone finder


def test_each_table_is_estimated_to_fit_a_phone_and_long_names_take_more_tables() -> None:
    long = tuple(f"Maximiliana{i}" for i in range(6))
    s = Situation(long, 0, ((), (0,), (0,), (1,), (2,), (0,)))
    t = _table(s)
    row = max(min_px(c.short or c.name) for c in t.columns if c.points is not None)
    for run in chunks(t):
        assert row + sum(min_px(long[i]) for i in run) <= BUDGET
    assert len(chunks(t)) == 3


def test_names_are_text_and_the_grid_width_grows_with_its_columns() -> None:
    s = FIVE.with_name(0, "<b>Ana</b>")
    html = compact_html(_table(s))
    assert "&lt;b&gt;Ana&lt;/b&gt;" in html and "<b>" not in html
    assert grid_width(_table(FIVE, house=True)) > grid_width(_table(FIVE))
