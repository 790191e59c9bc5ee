"""Dixit Rules Explorer: the Streamlit entry point (Community Cloud runs this from the repo root)."""

import streamlit as st

from explorer.ui.nav import import_engine_once

import_engine_once()

st.set_page_config(page_title="Dixit Rules Explorer", page_icon="🐇", layout="wide")

PAGES = [
    st.Page("pages/home.py", title="Home", icon="🏠", default=True),
    st.Page("pages/learn.py", title="Learn to play", icon="🎓", url_path="learn"),
    st.Page("pages/score.py", title="Score a round", icon="🧮", url_path="score"),
    st.Page("pages/compare.py", title="Compare editions", icon="📜", url_path="compare"),
    st.Page("pages/lab.py", title="Clue-difficulty lab", icon="🎲", url_path="lab"),
    st.Page("pages/practice.py", title="Practice round", icon="🃏", url_path="practice"),
    st.Page("pages/house.py", title="House rules", icon="🏡", url_path="house"),
]

st.navigation(PAGES).run()
