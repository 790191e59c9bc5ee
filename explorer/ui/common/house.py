"""House rules in a session: the site-wide `house` key of the address, built into a ruleset.

Every page that shows editions calls `house_ruleset()` to add the table's house rules as one
more column. The key is one of the site-wide keys the binder keeps (`binder.site()`); the rules
are built once per process for every visitor and language (`explorer.rules.resolve`).
"""

from __future__ import annotations

import streamlit as st

from explorer.errors import RulesetError
from explorer.i18n import _, tr
from explorer.links.house import HouseSpec, build
from explorer.rules.house_diff import custom_name
from explorer.rules.resolve import resolve
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui.common import binder
from explorer.ui.common.nav import page_link


def house_spec(*, show_notes: bool = True) -> HouseSpec | None:
    """The house rules in the address (a damaged part left out, with one warning; the address
    keeps the cleaned rules)."""
    return binder.site(show_notes=show_notes).house


def house_ruleset(*, show_notes: bool = True) -> Ruleset | None:
    """The house rules in the address as a ruleset (None when there are none)."""
    spec = house_spec(show_notes=show_notes)
    return None if spec is None else ruleset_of(spec)


def save_spec(spec: HouseSpec | None) -> None:
    """Write the house rules into the address and the visit (the `house` key only)."""
    binder.set_house(spec)


def ruleset_of(spec: HouseSpec) -> Ruleset | None:
    """The ruleset of `spec` (None when it cannot be built: the link's decoder has already left
    out what could not be)."""
    try:
        return build(spec)
    except RulesetError:
        return None


def build_or_raise(spec: HouseSpec) -> Ruleset:
    """The ruleset of `spec`, or the RulesetError naming what makes it impossible."""
    return build(spec)


def show_house_banner(house: Ruleset | None) -> None:
    """One line saying the house rules are shown beside the editions, with a link to edit them."""
    if house is not None:
        edition = tr(resolve(house.parent).name) if house.parent else ""
        own = custom_name(house)
        if own:
            line = _(
                "Your house rules (**{name}**, built on {edition}) are shown as one more column; "
                "the link keeps them."
            ).format(name=esc(tr(own)), edition=esc(edition))
        else:
            line = _(
                "Your house rules (built on {edition}) are shown as one more column; the link "
                "keeps them."
            ).format(edition=esc(edition))
        st.caption("🏠 " + line)
        page_link("pages/house.py", _("Edit your house rules"), icon="🏡")
