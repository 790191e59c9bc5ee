"""The House rules page: start from an edition, change any rule, see the rules as one more
column on Score and Compare. The house rules live in the site-wide `house` key of the address
(`explorer.ui.common.house`); `form` is the editor's widgets, `view` the page's sections."""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _
from explorer.rules.files import load_rulesets
from explorer.ui.common import house as hs
from explorer.ui.house import view


def render() -> None:
    st.title("🏠 " + _("House rules"))
    st.caption(
        _(
            "Start from an edition, change any rule your table plays differently, and see your "
            "rules as one more column on Score and Compare. Every value you change is marked 🏠 "
            "house, with the edition's value beside it. The link in the address bar holds your "
            "rules: share it."
        )
    )
    editions = load_rulesets()
    ident = hs.house_ident()
    house = hs.ruleset_of(ident) if ident is not None else None
    parent = view.parent_of(editions, house)
    view.start(editions, parent)
    if house is not None and ident is not None:
        view.changed(house, ident, parent)
    view.editor(parent, ident, house)
