"""Navigation helpers: links between pages, and deep links that start a cold server."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlencode

import streamlit as st
from streamlit.errors import StreamlitAPIException


def page_link(
    path: str, label: str, icon: str | None = None, query_params: dict[str, str] | None = None
) -> None:
    """`st.page_link` under `st.navigation` (opening the page with `query_params`, and the
    visitor's box); plain text naming the page when run standalone."""
    params = dict(query_params or {})
    for key in ("box", "lang"):  # the visitor's box and language go with them
        value = st.query_params.get(key)
        if value and key not in params:
            params[key] = value
    try:
        st.page_link(path, label=label, icon=icon, query_params=params or None)
    except StreamlitAPIException:
        if query_params:  # the page's address, as the navigation serves it
            query = urlencode(params)
            st.markdown(f"{icon or ''} [{label}](/{Path(path).stem}?{query})")
        else:
            st.markdown(f"{icon or ''} **{label}**")


def use_app_navigation() -> None:
    """Make a deep link that is a cold server's first request run under the app's navigation.

    Streamlit treats a `pages/` folder beside the entry point as old-style pages until the
    entry point's `st.navigation` has run once in the server process, so a shared link such as
    `/score?...` opened right after a (Community Cloud) cold start runs the page file alone:
    no wide layout, file names in the sidebar. When that happens, clear the flag exactly as
    `st.navigation` itself does and rerun: the entry point then runs and resolves this page
    from the URL, query parameters included. Called first thing by every page; a no-op
    otherwise (and under AppTest, which runs page files directly).
    """
    try:
        from streamlit.runtime.pages_manager import PagesManager
    except ImportError:  # a Streamlit without it has no old-style pages either
        return
    if getattr(PagesManager, "uses_pages_directory", False):
        PagesManager.uses_pages_directory = False
        st.rerun()
