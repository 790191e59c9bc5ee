"""The Streamlit side of `explorer.links`: the one door between the address and the pages.

A page's own state: `load(codec)` reads the address, shows the codec's notes as one warning,
rewrites the address in the codec's own form when it differs (so a repaired link is clean and
shareable), and returns the value. `save(codec, value)` writes a changed value back;
`current(codec)` reads the value quietly (for widget callbacks, which run before the page). A
page codec's keys are the only ones it writes or removes.

The site-wide keys (`links.base.GLOBAL_KEYS`: box, house rules, language) go through one codec,
`links.site.SiteLink`: `site()` reads them, `save_site(value)` writes them, `peek_site()` reads
them quietly.

Moving between pages keeps both, whichever way the visitor moves (Streamlit's sidebar links,
`st.page_link`, `st.switch_page`, a button): every write is also kept in the visit (session
state), the site-wide keys as the address last held them and each page's own keys per page, and
`arrive()` (every page, first thing) restores them:
- a site-wide key the address lacks comes back from the visit (the sidebar drops every key);
  a key the address has wins, and becomes the visit's (a link with `house=` sets it);
- a page opened without any key of its own gets its own keys back as it last had them in this
  visit (the lab's settings after a tour of Compare and Score); a page opened with some of its
  keys (a link to one rule on Compare) shows what the link says.

Keys that start with `TAP` are a widget's own: Streamlit keeps them in the address itself
(`bind="query-params"`, without a rerun and without a history entry), for work a visitor has
not sent yet that must survive a reload (the votes tapped for a game night's round). The binder
never compares, writes, remembers or restores them, since Streamlit refuses any other writer;
a write of the page's own value or of the site-wide keys drops them from the address.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TypeVar

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

from explorer.i18n import N_, _, language
from explorer.links.base import GLOBAL_KEYS, Codec, Encoded, params_of
from explorer.links.site import LangLink, Site, SiteLink
from explorer.rules.files import load_rulesets

T = TypeVar("T")

HEAD = N_("Part of the link could not be used and was left out or repaired:")
TAP = "tap_"  # a key a widget keeps in the address itself (bind="query-params")
VISIT = "_dixit_site"  # the visit's site-wide keys, as the address last held them
PAGES = "_dixit_pages"  # each page's own keys, as its address last held them (page → params)


def head() -> str:
    """The first line of a damaged link's warning, in the reader's language."""
    return _(HEAD)


def warn(notes: Iterable[str]) -> None:
    """A damaged link's notes, as one warning."""
    st.warning(head() + "\n" + "\n".join(f"- {n}" for n in notes))


def params() -> dict[str, list[str]]:
    """Every query parameter of the address, as key → list of values."""
    return {k: st.query_params.get_all(k) for k in st.query_params}


def is_tap(key: str) -> bool:
    """Whether `key` is a widget's own (see the module's docstring)."""
    return key.startswith(TAP)


def _untapped(here: dict[str, list[str]]) -> dict[str, list[str]]:
    return {k: v for k, v in here.items() if not is_tap(k)}


def _write(wanted: dict[str, list[str]]) -> None:
    """Make the address hold exactly `wanted`, widgets' own keys aside (untouched when it
    already does)."""
    wanted = _untapped(wanted)
    if wanted != _untapped(params()):
        st.query_params.from_dict(wanted)


def _page() -> str:
    """The page running (its script's hash: one per page of the app, stable in a visit)."""
    ctx = get_script_run_ctx(suppress_warning=True)
    return ctx.page_script_hash if ctx is not None else ""


def _own(here: dict[str, list[str]]) -> dict[str, list[str]]:
    return {k: v for k, v in here.items() if k not in GLOBAL_KEYS and not is_tap(k)}


def _remember_page() -> None:
    """Keep the page's own keys, as the address now holds them, for when it is opened again."""
    pages = st.session_state.get(PAGES)
    if not isinstance(pages, dict):
        pages = st.session_state[PAGES] = {}
    pages[_page()] = _own(params())


# --- a page's own keys -------------------------------------------------------------------------
def _wanted(codec: Codec[T], encoded: Encoded) -> dict[str, list[str]]:
    here = params()
    kept = {k: v for k, v in here.items() if k in GLOBAL_KEYS and k not in codec.keys}
    return {**kept, **params_of(encoded)}


def save(codec: Codec[T], value: T) -> None:
    """Write `value` into the address (only when it changes the address)."""
    _write(_wanted(codec, codec.encode(value)))
    _remember_page()


def current(codec: Codec[T]) -> T:
    """The value the address holds now, without showing anything."""
    return codec.decode(params()).value


def load(codec: Codec[T], *, show_notes: bool = True) -> T:
    """The value the address holds; its notes shown as one warning; the address made clean."""
    decoded = codec.decode(params())
    if decoded.notes and show_notes:
        warn(decoded.notes)
    save(codec, decoded.value)
    return decoded.value


def put_default(key: str, value: str) -> None:
    """Give a page's own `key` the value `value` when the address leaves it out (the visitor's
    box as the editions a page opens on); the page's codec then reads it as any link's."""
    here = params()
    if key not in here:
        _write({**here, key: [value]})


# --- the site-wide keys ------------------------------------------------------------------------
def site_link() -> SiteLink:
    return SiteLink(tuple(r.id for r in load_rulesets()), shown=language())


def site_params() -> dict[str, list[str]]:
    """The site-wide keys: the address's, else the visit's (navigation may have dropped them),
    for the address and for links to other pages."""
    here = params()
    visit = st.session_state.get(VISIT)
    kept = visit if isinstance(visit, dict) else {}
    return {
        k: here[k] if k in here else list(kept[k]) for k in GLOBAL_KEYS if k in here or k in kept
    }


def peek_site() -> Site:
    """The site-wide keys' value, quietly and writing nothing (widget callbacks, the entry
    point before the page runs)."""
    return site_link().decode(site_params()).value


def peek_lang() -> str | None:
    """The language the link or the visit chose (None: none chosen), quietly."""
    return LangLink().decode(site_params()).value


def save_site(value: Site) -> None:
    """Write the site-wide keys into the address and the visit."""
    encoded = params_of(site_link().encode(value))
    st.session_state[VISIT] = encoded
    _write({**_own(params()), **encoded})


def site(*, show_notes: bool = True) -> Site:
    """The site-wide keys' value (the address's, else the visit's); a damaged part's notes shown
    as one warning, and the address and the visit made to hold the cleaned value."""
    decoded = site_link().decode(site_params())
    if decoded.notes and show_notes:
        warn(decoded.notes)
    save_site(decoded.value)
    return decoded.value


def set_box(box: str | None) -> None:
    save_site(replace(peek_site(), box=box))


def set_house(house: str | None) -> None:
    save_site(replace(peek_site(), house=house))


def set_lang(lang: str | None) -> None:
    save_site(replace(peek_site(), lang=lang))


# --- arriving on a page ------------------------------------------------------------------------
def arrive() -> Site:
    """Every page, first thing (`explorer.ui.common.page.start_page`): the site-wide keys read
    once (a damaged part said in one warning and cleaned) and restored when navigation dropped
    them; the page's own keys restored when it is opened without any of them."""
    value = site()
    here = params()
    pages = st.session_state.get(PAGES)
    saved = pages.get(_page()) if isinstance(pages, dict) else None
    if saved and not _own(here):
        _write({**here, **saved})
    return value
