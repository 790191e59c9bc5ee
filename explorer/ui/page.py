"""What every page does first: run under the app's navigation, speak the visitor's language and
offer the language picker."""

from __future__ import annotations

import streamlit as st

from explorer.ui.lang import language_picker, set_html_lang, use_language
from explorer.ui.nav import use_app_navigation


def start_page() -> str:
    """Call first thing on every page; returns the page's language."""
    use_app_navigation()
    lang = use_language()
    language_picker("sidebar")
    with st.sidebar:
        set_html_lang()
    return lang
