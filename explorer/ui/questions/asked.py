"""Links to the questions players ask most, for other pages (Home, the lesson)."""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _
from explorer.questions import MOST_ASKED, question
from explorer.ui.common.nav import page_link
from explorer.ui.questions.state import LINK


def most_asked(limit: int = len(MOST_ASKED), *, every: bool = True) -> None:
    """The most asked questions, each a link that opens it on the Questions page, then (unless
    `every` is False: on the Questions page itself) a link to every question."""
    for qid in MOST_ASKED[:limit]:
        params = {k: str(v) for k, v in LINK.encode(qid).items()}
        page_link("pages/questions.py", label=_(question(qid).text), icon="❓", query_params=params)
    if every:
        page_link("pages/questions.py", label=_("Every question, with a search box"), icon="🔎")
        st.caption(_("Each answered for your box, with the rulebook sentence it rests on."))
