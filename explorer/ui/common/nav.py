"""Navigation helpers: links between pages, and deep links that start a cold server."""

from __future__ import annotations

import gc
import importlib
import pkgutil
import threading
from pathlib import Path
from urllib.parse import urlencode

import streamlit as st
from streamlit.errors import StreamlitAPIException

from explorer.ui.common import binder


def page_link(
    path: str, label: str, icon: str | None = None, query_params: dict[str, str] | None = None
) -> None:
    """`st.page_link` under `st.navigation`, opening the page with `query_params` and every
    site-wide key (box, house rules, language: `binder.site_params()`); a Markdown link to the
    page's address when run standalone (AppTest)."""
    own = dict(query_params or {})
    site = {k: v for k, v in binder.site_params().items() if k not in own}
    params: dict[str, str | list[str]] = {**own, **site}
    try:
        st.page_link(path, label=label, icon=icon, query_params=params or None)
    except StreamlitAPIException:
        if params:  # the page's address, as the navigation serves it
            query = urlencode(params, doseq=True)
            st.markdown(f"{icon or ''} [{label}](/{Path(path).stem}?{query})")
        else:
            st.markdown(f"{icon or ''} **{label}**")


def import_engine_once() -> None:
    """Import every module the pages use, one session at a time, before any page runs.

    Every visitor's run executes the entry point in its own thread. On a cold server a class opening
    the site at once had thirty threads importing `explorer` together, each page starting from
    a different module: Python's per-module import locks then deadlock (`_DeadlockError`, seen
    in one visit of thirty). Importing everything in one fixed order under one lock, kept on
    the `threading` module so that it outlives this file's runs, rules that out; afterwards this
    is one dictionary look-up. Every page calls it too (`use_app_navigation`): a deep link on a
    cold server runs page files alone before the entry point has run, and thirty such runs
    importing at once left one thread reading `pandas` half-imported by another (Plotly looks
    it up in `sys.modules` without importing it).

    Then everything imported so far is frozen out of the garbage collector's way
    (`gc.freeze()`): Streamlit runs a full collection after every script run, and walking these
    modules' objects (the engine, Plotly, pandas, numpy, Streamlit itself) each time was most
    of a warm visit's CPU (lab page: ~160 → ~45 ms a visit). They live as long as the process,
    so the collector has nothing to find among them; objects made later are collected as usual.
    """
    lock = threading.__dict__.setdefault("_dixit_import_lock", threading.Lock())
    if threading.__dict__.get("_dixit_imported"):
        return
    with lock:
        if threading.__dict__.get("_dixit_imported"):
            return
        engine = importlib.import_module("explorer")
        for module in pkgutil.walk_packages(engine.__path__, "explorer."):
            # Jupyter and command-line glue never run in the app (`__main__` would run the CLI)
            if not module.name.startswith(
                ("explorer.notebook", "explorer.cli", "explorer.__main__")
            ):
                importlib.import_module(module.name)
        gc.freeze()
        threading.__dict__["_dixit_imported"] = True


def use_app_navigation() -> None:
    """Make a deep link that is a cold server's first request run under the app's navigation.

    Streamlit treats a `pages/` folder beside the entry point as old-style pages until the
    entry point's `st.navigation` has run once in the server process, so a shared link such as
    `/score?...` opened right after a (Community Cloud) cold start runs the page file alone:
    no wide layout, file names in the sidebar. When that happens, clear the flag exactly as
    `st.navigation` itself does and rerun: the entry point then runs and resolves this page
    from the URL, query parameters included. Called first thing by every page; a no-op
    otherwise (and under AppTest, which runs page files directly). First, the engine is
    imported once for the whole process (`import_engine_once`).
    """
    import_engine_once()
    try:
        from streamlit.runtime.pages_manager import PagesManager
    except ImportError:  # a Streamlit without it has no old-style pages either
        return
    if getattr(PagesManager, "uses_pages_directory", False):
        PagesManager.uses_pages_directory = False
        st.rerun()
