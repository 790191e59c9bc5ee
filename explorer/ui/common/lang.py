"""The visitor's language: from the link (`lang=`), else the visit's choice, else the browser's
locale when it is one of the six, else English; the picker in the sidebar (and on Home); and the
page's HTML `lang` attribute (screen readers, browser translation)."""

from __future__ import annotations

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from explorer.i18n import DEFAULT, LANGUAGES, NATIVE_NAMES, PSEUDO, _, match_locale, set_language
from explorer.i18n.current import set_fallback
from explorer.links.base import brief
from explorer.text.escape import esc

RIGHT_TO_LEFT: frozenset[str] = frozenset()  # none of the six; Arabic or Hebrew would be
KEY = "lang"  # the link's key (site-wide: links.base.GLOBAL_KEYS)
STATE = "_dixit_lang"  # the visit's language in st.session_state
_NOTE = "_dixit_lang_note"
CHOSEN = "_dixit_lang_chosen"  # the visitor chose it (picker or link), not just their browser


def _from_link() -> str | None:
    raw = st.query_params.get_all(KEY)
    if not raw:
        return None
    value = raw[-1]
    if value in LANGUAGES:
        return value
    st.session_state[_NOTE] = value  # said once, in the language the page falls back to
    del st.query_params[KEY]
    return None


def use_language() -> str:
    """Set this run's language and return it (called first thing by every page)."""
    lang = _from_link()
    if lang is not None:
        st.session_state[STATE] = lang
        st.session_state[CHOSEN] = True
    elif st.session_state.get(STATE) in (*LANGUAGES, PSEUDO):
        lang = st.session_state[STATE]
        if st.session_state.get(CHOSEN) and lang in LANGUAGES:
            # a page opened from the sidebar (which drops the address's keys) gets the chosen
            # language back into its address, so a link copied from it opens in that language
            st.query_params[KEY] = lang
    else:
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
        st.session_state[CHOSEN] = True
        set_language(lang)
        st.query_params[KEY] = lang  # a link copied from now on opens in this language


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
    raw = st.session_state.pop(_NOTE, None)
    if raw is not None:
        st.warning(
            _(
                "The link asked for the language {value}, which this site does not speak; "
                "it is shown in {language}."
            ).format(
                value=esc(brief(raw)), language=NATIVE_NAMES.get(current, NATIVE_NAMES[DEFAULT])
            )
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
