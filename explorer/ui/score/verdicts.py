"""The Score page's verdicts: every edition's points side by side (with the worked example
named when the table is one), the chart, and every point explained with its source."""

from __future__ import annotations

import streamlit as st

from explorer.figures.score import points_bar_chart
from explorer.i18n import _, n_, number, tr
from explorer.round.compare import Comparison
from explorer.round.examples import find_example
from explorer.round.situation import Situation
from explorer.round.table import points_table
from explorer.rules.specs import RULE_SPECS
from explorer.rules.wording import BASIS_MARK, readings_in_force
from explorer.text.escape import esc
from explorer.ui.common.nav import page_link
from explorer.ui.common.sources import rule_source, show_source
from explorer.ui.common.tables import points_frame, rows_height
from explorer.ui.score.compact import points_tables


def points(c: Comparison, s: Situation) -> None:
    """Points this round: one line on whether the editions agree, the table, the chart."""
    st.subheader(_("Points this round"))
    ex = find_example(s)
    if ex is not None:
        st.info(
            _("Worked example from the rulebook: {source}").format(source=esc(_(ex.source))),
            icon="📖",
        )
    if c.summary is None:
        editions = sum(1 for v in c.verdicts if v.ruleset.parent is None)  # house rules apart
        st.success(
            (
                n_(
                    "All {n} editions and your house rules give the same points here.",
                    "All {n} editions and your house rules give the same points here.",
                    editions,
                )
                if editions < len(c.verdicts)
                else n_(
                    "All {n} editions give the same points here.",
                    "All {n} editions give the same points here.",
                    editions,
                )
            ).format(n=number(editions))
        )
    else:
        st.info(esc(c.summary), icon="⚖️")
    t = points_table(c, starred=s.edition)
    styled, config = points_frame(t)
    with points_tables(t):  # where the grid would not fit (a phone): editions as rows
        st.dataframe(
            styled,
            column_config=config,
            width="stretch",
            hide_index=True,
            height=rows_height(s.n),  # every player visible, no inner scrolling
        )
    st.caption(
        _(
            "Highlighted: a player whose points are not the same in every edition that can play "
            "this table. ★ marks the edition the worked example comes from."
        )
        if ex
        else _(
            "Highlighted: a player whose points are not the same in every edition that can play "
            "this table."
        )
    )
    if c.playable:
        st.plotly_chart(
            points_bar_chart(c),
            width="stretch",
            key="points_chart",
            # the table above holds the same numbers: the chart's text alternative
            alt=_("Bar chart of the points table above: each player's points in each edition."),
        )


def explained(c: Comparison, s: Situation) -> None:
    """Every point explained, an expander per edition; an edition that cannot play the table
    quotes the rule it breaks and links to that rule on Compare."""
    st.subheader(_("Every point explained"))
    for v in c.verdicts:
        name = esc(tr(v.ruleset.name))
        if v.result is None:
            with st.expander(_("{edition}: not playable here").format(edition=name)):
                st.markdown(esc(v.reason or ""))
                if v.rule in RULE_SPECS:  # the rule it breaks, quoted, and that rule everywhere
                    rule_source(v.ruleset, v.rule, s.n)
                    page_link(
                        "pages/compare.py", _("This rule in every edition"), "📜", {"rule": v.rule}
                    )
            continue
        with st.expander(_("{edition}: how each point was scored").format(edition=name)):
            for sentence in readings_in_force(v.ruleset):
                st.caption(sentence)
            for line in v.result.explanation:
                text_col, src_col = st.columns([4, 1])
                text_col.markdown(esc(line.text))
                p = line.provenance
                with src_col.popover(BASIS_MARK[p.basis] + " " + _("source"), width="stretch"):
                    show_source(p, title=line.rule_label, quote_language=v.ruleset.language)
