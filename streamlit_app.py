"""Dixit Rules Explorer: the Streamlit entry point (Community Cloud runs this from the repo root)."""

import streamlit as st

from explorer.ui.common.nav import import_engine_once

import_engine_once()

from explorer.i18n import _  # noqa: E402  (after the guarded import above)
from explorer.ui.common.lang import use_language  # noqa: E402

use_language()  # the page titles below are in the visitor's language
st.set_page_config(page_title=_("Dixit Rules Explorer"), page_icon="🐇", layout="wide")

PAGES = [
    st.Page("pages/home.py", title=_("Home"), icon="🏠", default=True),
    st.Page("pages/learn.py", title=_("Learn to play"), icon="🎓", url_path="learn"),
    st.Page("pages/questions.py", title=_("Questions"), icon="❓", url_path="questions"),
    st.Page("pages/room.py", title=_("Class quiz"), icon="🏫", url_path="room"),
    st.Page("pages/score.py", title=_("Score a round"), icon="🧮", url_path="score"),
    st.Page("pages/compare.py", title=_("Compare editions"), icon="📜", url_path="compare"),
    st.Page("pages/lab.py", title=_("Clue-difficulty lab"), icon="🎲", url_path="lab"),
    st.Page("pages/practice.py", title=_("Practice round"), icon="🃏", url_path="practice"),
    st.Page("pages/night.py", title=_("Game night"), icon="🌙", url_path="night"),
    st.Page("pages/house.py", title=_("House rules"), icon="🏡", url_path="house"),
]

st.navigation(PAGES).run()
