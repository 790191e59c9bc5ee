"""Links between pages that also work when a page runs on its own (as AppTest runs it)."""

from __future__ import annotations

import streamlit as st
from streamlit.errors import StreamlitAPIException


def page_link(path: str, label: str, icon: str | None = None) -> None:
    """`st.page_link` under `st.navigation`; plain text naming the page when run standalone."""
    try:
        st.page_link(path, label=label, icon=icon)
    except StreamlitAPIException:
        st.markdown(f"{icon or ''} **{label}**")
