"""Dixit Rules Explorer: the Streamlit entry point (Community Cloud runs this from the repo root)."""

import gc
import importlib
import pkgutil
import threading

import streamlit as st


def _import_the_engine_once() -> None:
    """Import every module the pages use, one session at a time, before any page runs.

    Every visitor's run executes this file in its own thread. On a cold server a class opening
    the site at once had thirty threads importing `explorer` together, each page starting from
    a different module: Python's per-module import locks then deadlock (`_DeadlockError`, seen
    in one visit of thirty). Importing everything in one fixed order under one lock, kept on
    the `threading` module so that it outlives this file's runs, rules that out; afterwards this
    is one dictionary look-up.

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


_import_the_engine_once()

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
