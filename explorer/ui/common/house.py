"""House rules in a session: the site-wide `house` key of the address, built into a ruleset.

Every page that shows editions calls `house_ruleset()` to add the table's house rules as one
more column. Built rulesets are kept in a small bounded cache keyed by the normalised link text
(the same house rules from any visitor build once).
"""

from __future__ import annotations

from functools import lru_cache

import streamlit as st

from explorer.errors import RulesetError
from explorer.i18n import _, language, tr
from explorer.links.house import HOUSE_LINK, KEY, HouseSpec, build, encode_spec
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui.common import binder
from explorer.ui.common.nav import page_link

CACHE = 64


@lru_cache(maxsize=CACHE)
def _built(text: str, lang: str) -> Ruleset | None:
    """The house rules of a normalised link text, built in `lang` (the run's language: a
    built ruleset may hold words in it, e.g. an edition's name with "(house rules)")."""
    spec = HOUSE_LINK.decode({"house": [text]}).value
    if spec is None:
        return None
    try:
        return build(spec)
    except RulesetError:
        return None


def house_spec(*, show_notes: bool = True) -> HouseSpec | None:
    """The house rules in the address (a damaged part left out, with one warning; the address
    keeps the cleaned rules). Only the `house` key is read or written: the page's own keys
    stay as they are."""
    decoded = HOUSE_LINK.decode(binder.params())
    if decoded.notes and show_notes:
        st.warning(binder.head() + "\n" + "\n".join(f"- {n}" for n in decoded.notes))
    save_spec(decoded.value)
    return decoded.value


def check_link() -> None:
    """Every page, first thing (`explorer.ui.common.page.start_page`): house rules in the address are
    read once, a damaged part left out with one warning and the address rewritten clean, so a
    bad `house=` never stays in the address of any page, even one that shows no house rules."""
    if KEY in st.query_params:
        house_spec()


def house_ruleset(*, show_notes: bool = True) -> Ruleset | None:
    """The house rules in the address as a ruleset (None when there are none)."""
    spec = house_spec(show_notes=show_notes)
    return None if spec is None else _built(encode_spec(spec), language())


def save_spec(spec: HouseSpec | None) -> None:
    """Write the house rules into the address (the `house` key only)."""
    wanted = HOUSE_LINK.encode(spec).get("house")
    here = st.query_params.get_all("house")
    if wanted is None and here:
        del st.query_params["house"]
    elif wanted is not None and here != [wanted]:
        st.query_params["house"] = str(wanted)


def ruleset_of(spec: HouseSpec) -> Ruleset | None:
    return _built(encode_spec(spec), language())


def build_or_raise(spec: HouseSpec) -> Ruleset:
    """The ruleset of `spec`, or the RulesetError naming what makes it impossible."""
    return build(spec)


def show_house_banner(house: Ruleset | None) -> None:
    """One line saying the house rules are shown beside the editions, with a link to edit them."""
    if house is not None:
        st.caption(
            "🏠 "
            + _(
                "Your house rules (**{name}**, built on {edition}) are shown as one more column; "
                "the link keeps them."
            ).format(name=esc(tr(house.name)), edition=esc(house.parent or ""))
        )
        here = st.query_params.get_all("house")
        page_link(
            "pages/house.py",
            _("Edit your house rules"),
            icon="🏡",
            query_params={"house": here[0]} if here else None,
        )
