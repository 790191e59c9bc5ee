"""Phone-sized layout helpers: a table wider than the screen scrolls sideways, and says so with
a shadow on the side that has more to show (the scrolling-shadows technique: backgrounds that
scroll with the content cover the shadows at either end)."""

from __future__ import annotations

import streamlit as st

_CSS = """<style>
[data-testid="stTable"] {
  overflow-x: auto;
  background:
    linear-gradient(to right, #ffffff 30%, rgba(255, 255, 255, 0)) left center / 2.5rem 100%
      no-repeat local,
    linear-gradient(to left, #ffffff 30%, rgba(255, 255, 255, 0)) right center / 2.5rem 100%
      no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.3), rgba(0, 0, 0, 0)) left center /
      0.9rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.3), rgba(0, 0, 0, 0)) right
      center / 0.9rem 100% no-repeat scroll;
}
</style>"""


def scroll_cues() -> None:
    """Give this page's wide tables a sideways scroll with its cue (a style only: it takes no
    room on the page)."""
    st.html(_CSS)
