"""Phone-sized layout helpers: a table wider than the screen scrolls sideways, and says so with
a shadow on the side that has more to show (the scrolling-shadows technique on the element
Streamlit scrolls a table in: white backgrounds that scroll with the content cover the shadows
at an end with nothing more, so a shadow shows only where the table goes on; the table's own
backgrounds are made transparent so the shadows show through)."""

from __future__ import annotations

import streamlit as st

_CSS = """<style>
[data-testid="stTable"] > div {
  overflow-x: auto;
  background:
    linear-gradient(to right, #ffffff 30%, rgba(255, 255, 255, 0)) left center / 2.5rem 100%
      no-repeat local,
    linear-gradient(to left, #ffffff 30%, rgba(255, 255, 255, 0)) right center / 2.5rem 100%
      no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0)) left center /
      0.9rem 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0)) right
      center / 0.9rem 100% no-repeat scroll;
}
[data-testid="stTable"] table,
[data-testid="stTable"] th,
[data-testid="stTable"] td {
  background-color: transparent;
}
</style>"""


def scroll_cues() -> None:
    """Give this page's wide tables a sideways scroll with its cue (a style only: it takes no
    room on the page)."""
    st.html(_CSS)
