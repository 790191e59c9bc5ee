"""The Score page: one table situation in the address, every edition's points side by side,
each point explained. The scoring is the engine's (`explorer.round.compare.compare_round`);
`state` binds the widgets to the address, `table` draws the table and its set-ups, `verdicts`
the points and their explanations."""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _
from explorer.round.compare import compare_round, most_votes
from explorer.rules.files import load_rulesets
from explorer.ui.common import box
from explorer.ui.common import house as hs
from explorer.ui.common.share import copy_link
from explorer.ui.score import state as ss
from explorer.ui.score.table import quick_setups, readings, table
from explorer.ui.score.verdicts import explained, points


def render() -> None:
    st.title("🧮 " + _("Score a round"))
    st.caption(
        _(
            "Set up a table: who tells, who voted for whom. Every edition scores it side by side, "
            "and every point is explained with the rule it comes from. The link in the address "
            "bar always holds this exact table: share it."
        )
    )
    s = ss.STATE.load()
    ss.sync_widgets(s)
    copy_link()
    house = hs.house_ruleset()
    # the visitor's box leads the columns; house rules, when the link holds them, come last
    rulesets = [*box.first(load_rulesets()), *([house] if house is not None else [])]
    hs.show_house_banner(house)
    quick_setups()
    table(s, rulesets, two_votes=most_votes(rulesets, s.n) >= 2)
    readings(rulesets)
    c = compare_round(s, rulesets)
    points(c, s)
    explained(c, s)
