"""The lab's exact section: the storyteller's sweet spot at this player count, and the heatmap
over player counts for one edition (numbers computed, not sampled)."""

from __future__ import annotations

import streamlit as st

from explorer.figures.lab.charts import HEATMAP, SWEET_SPOT
from explorer.i18n import _
from explorer.lab.exact import ExactRound
from explorer.lab.names import label
from explorer.lab.plan import LabPlan
from explorer.ui.lab import state as lab_state
from explorer.ui.lab.output import Output


def show(plan: LabPlan, out: Output) -> list[ExactRound]:
    """The sweet spot and the heatmap; returns one round's exact numbers per edition shown
    (the sections below compare the simulations with them)."""
    st.header(_("Exact: the storyteller's sweet spot"))
    out.show(SWEET_SPOT, plan.sweet, [out.result(job) for job in plan.sweet])

    heat = plan.heat
    assert heat is not None and plan.heatmap is not None  # shown only with an edition shown
    st.session_state["heat"] = heat.id
    names = {e.id: label(e.ruleset) for e in plan.active}
    st.selectbox(
        _("Heatmap over player counts for"),
        list(names),
        format_func=names.__getitem__,
        key="heat",
        on_change=lab_state.on_change,
    )
    out.show(HEATMAP, plan.heatmap, out.result(plan.heatmap))
    return [out.result(job) for job in plan.exact]
