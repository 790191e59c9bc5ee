"""The browser's Back and Forward on the game night page: each change to the evening is one entry
in the browser's history (the address holds the whole evening), so Back shows the evening as it
was before the last change. Streamlit runs the page again with that address; nothing else says
so. This compares the copy in the address with the one this page showed last (`state.SHOWN`):
when the page did not put it there itself, the browser moved, and the page says what changed
(rounds no longer counted or counted again, who gained or lost, from
`explorer.night.changes`) with an undo that puts back the evening as it was."""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _
from explorer.night.changes import night_change
from explorer.night.notices import history_notice, restore_notice
from explorer.night.stamp import Copy
from explorer.text.escape import esc
from explorer.ui.common.focus import announce, focus_control
from explorer.ui.night import state

_UNSEEN = object()
MOVED = "gn_moved"  # (the copy shown now, the copy before the browser moved) while it is said


def notice_moves(copy: Copy | None) -> None:
    """Say what changed when the browser's Back or Forward brought another copy of the
    evening (or the set-up) into the address, with an undo; remember what is shown."""
    last = st.session_state.get(state.SHOWN, _UNSEEN)
    st.session_state[state.SHOWN] = copy
    new = last is not _UNSEEN and last != copy
    if new:
        st.session_state[MOVED] = (copy, last)
    moved = st.session_state.get(MOVED)
    if moved is None or moved[0] != copy:
        st.session_state.pop(MOVED, None)
        return
    _show(*moved)
    if new:  # the page stays scrolled where it was: bring the news to the thumb, once
        focus_control("gn_moved")
        announce(_said(*moved))


def _said(now: Copy | None, before: Copy | None) -> str:
    if now is None:
        return _(
            "The browser's Back or Forward button went to the set-up: the evening is still "
            "here, one press away."
        )
    if before is None or before.stamp.evening != now.stamp.evening:
        return _("The browser's Back or Forward button opened another evening on this page.")
    return history_notice(night_change(before.night, now.night), before.night, now.night)


def _show(now: Copy | None, before: Copy | None) -> None:
    with st.container(key="gn_moved"):
        st.info(esc(_said(now, before)), icon="↩️")
        st.button(
            "↩ " + _("Undo: put the evening back as it was"),
            key="gn_moved_undo",
            on_click=_undo,
            args=(now, before),
        )


def _undo(now: Copy | None, before: Copy | None) -> None:
    state.put(before)
    st.session_state.pop(MOVED, None)
    if before is not None and now is not None and before.stamp.evening == now.stamp.evening:
        change = night_change(now.night, before.night)
        state.flash("success", restore_notice(change, now.night, before.night))
    else:
        state.flash("success", _("The evening is back as it was."))
