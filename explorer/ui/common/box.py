"""The visitor's box: chosen once (on the lesson), kept for the visit and in every link
(`box=`), and each page's default edition. Each page calls one function from here.

The box is one of the site-wide keys the binder keeps (`binder.site()`): a link with `box=` sets
it for the visit; a page opened without it (the sidebar drops query parameters) gets the visit's
box back into its address, so a copied link keeps it.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from explorer.rules.ruleset import Ruleset
from explorer.ui.common import binder


def chosen() -> str | None:
    """The box's ruleset id (None: none chosen), synced between the visit and the address."""
    return binder.site().box


def choose(ruleset_id: str | None) -> None:
    """Set (or clear) the visit's box, in the visit and in the address."""
    binder.set_box(ruleset_id or None)


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
    if box is not None:
        binder.put_default(key, value_of_box or box)
