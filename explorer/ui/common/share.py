"""A copy-link button: the address of the view on screen, in a code box with its copy button."""

from __future__ import annotations

from urllib.parse import urlencode

import streamlit as st

from explorer.i18n import _
from explorer.ui.common import binder


def page_url() -> str:
    """The full address of this view (the browser's, with the current query parameters; what
    widgets keep there unsent, `binder.TAP`, stays on this device)."""
    try:
        base = str(st.context.url or "").split("?", 1)[0]
    except Exception:  # no browser context (AppTest, bare mode)
        base = ""
    shown = {k: v for k, v in binder.params().items() if not binder.is_tap(k)}
    query = urlencode(shown, doseq=True)
    return f"{base}?{query}" if query else base


def copy_link(label: str | None = None) -> None:
    """A small expander with the view's link and a copy button (Streamlit's own, on st.code)."""
    with st.expander(label or "🔗 " + _("Share this view")):
        st.caption(_("Copy this link (the button at the box's right) to open this exact view."))
        st.code(page_url(), language=None, wrap_lines=True)
