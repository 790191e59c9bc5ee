"""The Questions page's state: the question opened (`q=` in the address), the box whose answers
are shown (the site-wide `box`, every edition when none is chosen, plus the house rules of the
address as one more column), the search text, and the address of one question."""

from __future__ import annotations

from urllib.parse import urlencode

import streamlit as st

from explorer.links.questions import QuestionsLink
from explorer.questions import IDS
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.ui.common import binder, box
from explorer.ui.common import house as hs
from explorer.ui.common.page_state import PageState

LINK = QuestionsLink(IDS)  # a question's link (Learn and Home link to questions too)
STATE = PageState("questions", LINK)  # the question opened
SEARCH = "questions_search"  # the search box's widget key
BOX = "questions_box"  # the box picker's widget key
EVERY = ""  # the box picker's value for "every edition"


def opened() -> str | None:
    """The question the address opens (a bad `q` is left out with a note)."""
    return STATE.load()


def shown() -> tuple[Ruleset, ...]:
    """The rulesets whose answers the page shows: the box's, or every edition, then the house
    rules of the address."""
    chosen = box.chosen()
    every = load_rulesets()
    editions = tuple(r for r in every if r.id == chosen) or every
    house = hs.house_ruleset()
    return editions + ((house,) if house is not None else ())


def on_box() -> None:
    value = st.session_state.get(BOX)
    box.choose(value if isinstance(value, str) and value != EVERY else None)


def sync_box_picker() -> None:
    """Give the box picker the visit's box before it is drawn."""
    st.session_state[BOX] = box.chosen() or EVERY


def page_url() -> str:
    """The address of this page, without its query (as the browser has it)."""
    try:
        return str(st.context.url or "").split("?", 1)[0]
    except Exception:  # no browser context (AppTest, bare mode)
        return ""


def question_url(question_id: str) -> str:
    """The full address that opens `question_id` here, keeping the site-wide keys."""
    query = urlencode({**binder.site_params(), **LINK.encode(question_id)}, doseq=True)
    return f"{page_url()}?{query}"


def global_params() -> dict[str, list[str]]:
    """The site-wide keys of the address (box, house, lang), for links to other pages."""
    return binder.site_params()
