"""Score's points table puts every edition side by side: its column headers are the editions'
short names, so the five columns fit a 1400 px window in every language (French pushed the 10th
Anniversary column off screen, its header cut to «Anniver», issue 23). The full name stays in
each column's help."""

from __future__ import annotations

import pytest

from explorer import load_rulesets
from explorer.i18n import LANGUAGES, tr, using
from explorer.round.compare import compare_round
from explorer.round.situation import Situation
from explorer.round.table import points_table
from explorer.rules.house import build_house
from explorer.ui.common.tables import header

# At 1400 px the table gets about 940 px; the player column takes 200, a header character
# about 7.5 px plus 30 px of padding per column: 5 headers of 70 characters in all fit.
MOST_CHARACTERS = 70


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_editions_column_fits_side_by_side(lang: str) -> None:
    rulesets = load_rulesets()
    table = Situation(("A", "B", "C", "D", "E"), 0, ((), (0,), (0,), (1,), (3,)))
    with using(lang):
        heads = [header(col) for col in points_table(compare_round(table, rulesets)).columns]
        names = {tr(rs.name) for rs in rulesets}
    assert len(heads) == len(rulesets) and len(set(heads)) == len(heads)
    assert sum(len(h) for h in heads) <= MOST_CHARACTERS, heads
    assert all(len(h) <= 20 for h in heads), heads
    assert not set(heads) & names - {"Dixit 2008"}, "short names, not the long ones"


def test_house_rules_keep_their_own_name_not_the_editions_short_one() -> None:
    odyssey = next(rs for rs in load_rulesets() if rs.id == "odyssey-2011")
    house = build_house(odyssey, {"score_target": 21})
    assert house.short is None and house.short_name == house.name
