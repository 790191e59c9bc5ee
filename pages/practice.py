"""Placeholder: this page is being built."""

import streamlit as st

st.title("Coming soon")
st.info(
    "This page is being built. Meanwhile the engine is available from Python and the command line."
)
