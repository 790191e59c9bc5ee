"""What every page does first: run under the app's navigation, speak the visitor's language,
offer the language picker, put on the fixes for what Streamlit draws (`shims`: the focus ring,
the collapsed sidebar out of the tab order, wide tables scrollable by keyboard), and arrive (the
binder checks the site-wide keys of the address, and restores them, and the page's own settings,
when navigation dropped them)."""

from __future__ import annotations

import streamlit as st

from explorer.ui.common import binder, shims
from explorer.ui.common.lang import language_picker, set_html_lang, use_language
from explorer.ui.common.nav import use_app_navigation


def start_page() -> str:
    """Call first thing on every page; returns the page's language."""
    use_app_navigation()
    lang = use_language()
    language_picker("sidebar")
    with st.sidebar:
        set_html_lang()
        shims.install()
    binder.arrive()  # a damaged box, house or lang said once and cleaned; dropped keys back
    return lang
