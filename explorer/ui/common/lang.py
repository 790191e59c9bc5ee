"""The visitor's language: from the link (`lang=`), else the visit's choice, else the browser's
locale when it is one of the six, else English; the picker in the sidebar (and on Home); and the
page's HTML `lang` attribute (screen readers, browser translation). The `lang` key is one of the
site-wide keys the binder keeps (`explorer.links.site`): a language the site does not speak is
said in the link's one warning, in the language the page is shown in."""

from __future__ import annotations

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from explorer.i18n import DEFAULT, LANGUAGES, NATIVE_NAMES, PSEUDO, _, match_locale, set_language
from explorer.i18n.current import set_fallback
from explorer.ui.common import binder

RIGHT_TO_LEFT: frozenset[str] = frozenset()  # none of the six; Arabic or Hebrew would be
STATE = "_dixit_lang"  # the language this visit is shown in, in st.session_state


def use_language() -> str:
    """Set this run's language and return it (called first thing by every page, and by the
    entry point for the page titles): the one the link or the visitor chose (the site-wide
    `lang` key, kept by the binder), else the one this visit already speaks, else the
    browser's. Writes nothing into the address: `binder.arrive()` does, once the page runs."""
    lang = binder.peek_lang()
    if lang is None:
        kept = st.session_state.get(STATE)
        lang = kept if kept in (*LANGUAGES, PSEUDO) else None
    if lang is None:
        lang = match_locale(getattr(st.context, "locale", None)) or DEFAULT
    st.session_state[STATE] = lang
    set_language(lang)
    return lang


def visit_language() -> str | None:
    """The visit's language, for whatever runs in a visitor's script thread before the page
    sets it: widget callbacks run first, and what they write (a refusal, a bot's clue, a
    scoring explanation) is read on the page. None outside a script run."""
    if get_script_run_ctx(suppress_warning=True) is None:
        return None
    lang = st.session_state.get(STATE)
    return lang if lang in (*LANGUAGES, PSEUDO) else None


set_fallback(visit_language)  # every page imports this module before any callback can run


def _chosen(widget_key: str) -> None:
    lang = st.session_state[widget_key]
    if lang in LANGUAGES:
        st.session_state[STATE] = lang
        set_language(lang)
        binder.set_lang(lang)  # a link copied from now on opens in this language


def language_picker(where: str = "sidebar") -> None:
    """The language menu, each language named in itself; `where` is "sidebar" or "main"."""
    widget_key = f"_dixit_lang_picker_{where}"
    current = st.session_state.get(STATE, DEFAULT)
    if current in LANGUAGES:
        st.session_state[widget_key] = current
    box = st.sidebar if where == "sidebar" else st
    box.selectbox(
        "🌐 " + _("Language"),
        LANGUAGES,
        format_func=NATIVE_NAMES.__getitem__,
        key=widget_key,
        on_change=_chosen,
        args=(widget_key,),
    )


def set_html_lang() -> None:
    """Point the document's `lang` and `dir` attributes at the page's language (all six are
    written left to right; a right-to-left language added to RIGHT_TO_LEFT turns the page)."""
    lang = st.session_state.get(STATE, DEFAULT)
    lang = lang if lang in LANGUAGES else DEFAULT
    direction = "rtl" if lang in RIGHT_TO_LEFT else "ltr"
    st.html(
        f"<script>document.documentElement.lang = {lang!r};"
        f"document.documentElement.dir = {direction!r};</script>",
        unsafe_allow_javascript=True,
    )
