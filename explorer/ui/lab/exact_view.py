"""The lab's exact section: the storyteller's sweet spot at this player count, and the heatmap
over player counts for one edition (numbers computed, not sampled)."""

from __future__ import annotations

import streamlit as st

from explorer.figures import lab as figs
from explorer.i18n import _
from explorer.lab import tables
from explorer.lab import takeaways as say
from explorer.lab.exact import ExactRound
from explorer.lab.names import label
from explorer.lab.plan import LabPlan
from explorer.ui.lab import cache as lab_cache
from explorer.ui.lab import state as lab_state
from explorer.ui.lab.output import Output


def show(plan: LabPlan, out: Output) -> list[ExactRound]:
    """The sweet spot and the heatmap; returns one round's exact numbers per edition shown
    (the sections below compare the simulations with them)."""
    players, model = plan.players, plan.model
    st.header(_("Exact: the storyteller's sweet spot"))
    curves = [
        out.guarded(lab_cache.cached_sweet_spot, e.ident, players, model) for e in plan.active
    ]
    out.chart("sweet-spot", plan.sweet_spot_key, lambda: figs.sweet_spot_figure(curves))
    st.caption(
        _(
            "Exact expected points for the storyteller per turn, as the clue gets clearer (the "
            "spread kept as set). Editions that score the storyteller alike draw one curve, named by them all. "
            "Stars mark each curve's maximum."
        )
    )
    out.takeaway("sweet-spot", plan.sweet_spot_key, lambda: say.sweet_spot_takeaway(curves))
    out.download("sweet-spot", lambda: tables.sweet_spot_rows(curves))

    heat = plan.heat
    assert heat is not None  # the page shows this section only with an edition shown
    st.session_state["heat"] = heat.id
    names = {e.id: label(e.ruleset) for e in plan.active}
    st.selectbox(
        _("Heatmap over player counts for"),
        list(names),
        format_func=names.__getitem__,
        key="heat",
        on_change=lab_state.on_change,
    )
    heatmap = out.guarded(lab_cache.cached_heatmap, heat.ident, model)
    out.chart("heatmap", plan.heat_key, lambda: figs.heatmap_figure(heatmap))
    out.takeaway("heatmap", plan.heat_key, lambda: say.heatmap_takeaway(heatmap))
    out.download("heatmap", lambda: tables.heatmap_rows(heatmap))

    return [out.guarded(lab_cache.cached_exact, e.ident, players, model) for e in plan.active]
