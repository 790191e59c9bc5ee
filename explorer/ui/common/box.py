"""The visitor's box: chosen once (on the lesson), kept for the visit and in every link
(`box=`), and each page's default edition. Each page calls one function from here.

The address wins: a link with `box=` sets the box for the visit; a page opened without it
(the sidebar drops query parameters) gets the visit's box written back into its address, so a
copied link keeps it.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from explorer.links.box import BoxLink
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.ui.common import binder

_KEY = "visit_box"


def link() -> BoxLink:
    return BoxLink(tuple(r.id for r in load_rulesets()))


def chosen() -> str | None:
    """The box's ruleset id (None: none chosen), synced between the visit and the address.
    Call it before the page's own binder."""
    in_link = binder.params().get("box")
    if in_link:
        decoded = link().decode(binder.params())
        if decoded.value is not None:
            st.session_state[_KEY] = decoded.value
            return decoded.value
        del st.query_params["box"]  # an unknown box is dropped, saying why (once)
        st.warning(binder.head() + "\n" + "\n".join(f"- {n}" for n in decoded.notes))
    value = st.session_state.get(_KEY)
    if isinstance(value, str) and value in link().rulesets:
        st.query_params["box"] = value
        return value
    return None


def choose(ruleset_id: str | None) -> None:
    """Set (or clear) the visit's box, in the visit and in the address."""
    if ruleset_id:
        st.session_state[_KEY] = ruleset_id
        st.query_params["box"] = ruleset_id
    else:
        st.session_state.pop(_KEY, None)
        if "box" in st.query_params:
            del st.query_params["box"]


def first(rulesets: Sequence[Ruleset]) -> tuple[Ruleset, ...]:
    """The rulesets with the box's first (a page's default edition leads its columns)."""
    box = chosen()
    return tuple(sorted(rulesets, key=lambda r: r.id != box))


def preselect(widget_key: str) -> None:
    """Give an edition picker (`widget_key`) the box as its starting value."""
    box = chosen()
    if box is not None:
        st.session_state.setdefault(widget_key, box)


def default_param(key: str, value_of_box: str | None = None) -> None:
    """Put the box into a page's own key (`key`) when the address leaves it out, so the
    page's codec opens on the box (`value_of_box`: the value to use, default the box id)."""
    box = chosen()
    if box is not None and key not in st.query_params:
        st.query_params[key] = value_of_box or box
