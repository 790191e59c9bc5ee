"""House rules in a session: the site-wide `house` key of the address, built into a ruleset.

Every page that shows editions calls `house_ruleset()` to add the table's house rules as one
more column. The key is one of the site-wide keys the binder keeps (`binder.site()`); the rules
are built once per process for every visitor and language (`explorer.rules.resolve`).
"""

from __future__ import annotations

import streamlit as st

from explorer.errors import RulesetError
from explorer.i18n import _, tr
from explorer.rules.house_diff import custom_name
from explorer.rules.resolve import resolve
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui.common import binder
from explorer.ui.common.nav import page_link


def house_ident(*, show_notes: bool = True) -> str | None:
    """The house rules in the address, by their ident (a damaged part left out, with one
    warning; the address keeps the cleaned rules)."""
    return binder.site(show_notes=show_notes).house


def house_ruleset(*, show_notes: bool = True) -> Ruleset | None:
    """The house rules in the address as a ruleset (None when there are none)."""
    ident = house_ident(show_notes=show_notes)
    return None if ident is None else ruleset_of(ident)


def save_house(ident: str | None) -> None:
    """Write the house rules (their ident) into the address and the visit (the `house` key
    only)."""
    binder.set_house(ident)


def ruleset_of(ident: str) -> Ruleset | None:
    """The ruleset of `ident` (None when it cannot be built: the link's decoder has already
    left out what could not be)."""
    try:
        return resolve(ident)
    except RulesetError:
        return None


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
