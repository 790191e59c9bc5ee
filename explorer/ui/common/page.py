"""What every page does first: run under the app's navigation, speak the visitor's language,
offer the language picker, and check the site-wide house rules in the address."""

from __future__ import annotations

import streamlit as st

from explorer.ui.common.house import check_link
from explorer.ui.common.lang import language_picker, set_html_lang, use_language
from explorer.ui.common.nav import use_app_navigation


def start_page() -> str:
    """Call first thing on every page; returns the page's language."""
    use_app_navigation()
    lang = use_language()
    language_picker("sidebar")
    with st.sidebar:
        set_html_lang()
    check_link()  # a damaged `house=` is said once and cleaned, on every page
    return lang
