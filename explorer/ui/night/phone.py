"""The copy of an evening this phone showed last, and what the page says when a link's copy is
older, newer or went another way.

Without a room, nothing but the link carries the evening from phone to phone; so each phone keeps
the copy of each evening it showed last in its browser (`phone/memory.js`, a components v2
element that draws nothing: localStorage, per evening). When the page shows a copy of an evening
this phone holds in another state that this visit has not shown (the host's older link opened
again, a second tab, a guest who scored on their own), the stored copy comes back here; the
engine says how the two stand (`explorer.night.stamp.relation`) and the page says it once for
the copy on screen, with the other copy one press away. Only then does the phone's memory take
the copy on screen (any change made after being told, or "Keep this page's copy").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import streamlit as st

from explorer.i18n import _
from explorer.links.night import MAX_CODE, encode_copy, read_copy
from explorer.night.notices import copy_notice, open_phone_copy_label
from explorer.night.stamp import Copy, is_digest, relation
from explorer.text.escape import esc
from explorer.ui.common.focus import announce
from explorer.ui.night import state

_HERE = Path(__file__).with_name("phone")
_MOUNT = st.components.v2.component(
    "dixit_night_memory", js=(_HERE / "memory.js").read_text(encoding="utf-8")
)
KEY = "gn_memory"
SEEN = "gn_seen"  # the digests of the copies this visit showed (the newest SEEN_MAX)
TOLD = "gn_told"  # (the shown copy's digest, the phone's other copy) once said
KEEP = "gn_keep"  # the digests of copies the visitor chose to keep
SEEN_MAX = 200


def _seen(copy: Copy) -> list[str]:
    seen = st.session_state.setdefault(SEEN, [])
    if copy.stamp.digest not in seen:
        seen.append(copy.stamp.digest)
        del seen[:-SEEN_MAX]
    return list(seen)


def _stored(raw: Any) -> Copy | None:
    if not isinstance(raw, dict):
        return None
    code, digest = raw.get("code"), raw.get("digest")
    if not isinstance(code, str) or len(code) > MAX_CODE or not isinstance(digest, str):
        return None
    if not is_digest(digest):
        return None
    return read_copy(code).value


def remember(copy: Copy, *, live: bool = False) -> None:
    """Keep `copy` as this phone's, or say how it stands to the copy this phone kept (once per
    copy shown, with the other copy one press away). A live evening's copy is every phone's:
    kept, and nothing said."""
    told = st.session_state.get(TOLD)
    keep = live or copy.stamp.digest in st.session_state.get(KEEP, ())
    seen = _seen(copy)
    with st.sidebar:  # draws nothing: out of the page's flow
        result = _MOUNT(
            key=KEY,
            data={
                "evening": copy.stamp.evening,
                "revision": copy.stamp.revision,
                "digest": copy.stamp.digest,
                "code": encode_copy(copy),
                "seen": seen,
                "store": keep,
            },
            default={"stored": None},
            on_stored_change=lambda: None,
            height=0,
        )
    other = _stored(result.get("stored") if result is not None else None)
    new = False
    same = other is not None and other.stamp.evening == copy.stamp.evening
    if same and other is not None and other.stamp.digest not in seen:
        told = st.session_state[TOLD] = (copy.stamp.digest, other)
        _seen(other)  # said now: from the next run on, the phone keeps what it shows
        new = True
    if told is None or told[0] != copy.stamp.digest or keep:
        return
    _say(copy, told[1], new)


def _say(copy: Copy, other: Copy, new: bool) -> None:
    how = relation(copy, other)
    text = copy_notice(how, copy.night, other.night)
    if not text:
        return
    with st.container(key="gn_phone_copy"):
        if how == "ahead":
            st.info(esc(text), icon="ℹ️")
            if new:
                announce(text)
            return
        st.warning(esc(text), icon="⚠️")
        left, right = st.columns(2)
        left.button(
            open_phone_copy_label(other.night),
            key="gn_open_phone",
            on_click=_open,
            args=(other,),
            width="stretch",
        )
        right.button(
            _("Keep this page's copy"),
            key="gn_keep_page",
            on_click=_keep,
            args=(copy,),
            width="stretch",
        )
    if new:
        announce(text)


def _open(other: Copy) -> None:
    state.put(other)
    st.session_state.pop(TOLD, None)
    state.flash("success", _("This phone's other copy of the evening is open."))


def _keep(copy: Copy) -> None:
    st.session_state.setdefault(KEEP, []).append(copy.stamp.digest)
    st.session_state.pop(TOLD, None)
