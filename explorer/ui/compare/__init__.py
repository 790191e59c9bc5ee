"""The Compare page: every rule of every edition side by side, where each value comes from, and
what follows. `state` binds the filters to the address (and keeps the pile tables), `view`
draws each section from the engine's facts."""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _
from explorer.rules.files import load_rulesets
from explorer.ui.common import box
from explorer.ui.common import house as hs
from explorer.ui.common.share import copy_link
from explorer.ui.compare import state as cs
from explorer.ui.compare import view


def render() -> None:
    st.title("📜 " + _("Compare editions"))
    st.caption(
        _(
            "Every rule of every edition side by side, each value marked with where it comes "
            "from. The filters are in the link: share it to show the same view."
        )
    )
    every = load_rulesets()
    box.default_param("show", ",".join(r.id for r in box.first(every)))
    f = cs.load_filters()
    copy_link()
    house = hs.house_ruleset()
    shown = [r for r in every if r.id in f.rulesets] + ([house] if house is not None else [])
    hs.show_house_banner(house)
    view.filters(every)
    view.matrix(shown, f, house)
    view.sources(shown)
    view.readings(shown)
    view.same_box(every)
    view.pile(shown, f, house)
