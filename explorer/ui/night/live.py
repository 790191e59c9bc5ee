"""One evening live on every phone at the table (issue 35): a phone opens a live room from the
evening it shows (`explorer.rooms.evening`: the room keeps one copy of the evening), the other
phones join with its code, its QR code or its join link, and every phone then draws the room's
copy. A fragment looks at the room every `POLL` seconds and reruns the page when the room's copy
changed, so a round scored on any phone is on every phone within about two seconds; the phone
says which rounds another phone changed and who gained or lost. A change is sent with the copy
it was made from (`state.change`), so a phone that had not yet seen another phone's change is
told and shows the room's copy, never a split evening.

The address of a live phone holds the room's latest copy, the room's code and the phone's own
secret (`explorer.links.night_page`): a reload or a locked phone comes back as itself, and
once the room has ended the same address opens the evening as a plain link.
"""

from __future__ import annotations

from urllib.parse import urlencode

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import _, n_, number, sentences
from explorer.links.night import encode_copy
from explorer.links.night_page import NightPlace
from explorer.links.rooms import RoomPlace
from explorer.night.changes import night_change
from explorer.night.notices import live_notice
from explorer.night.stamp import Copy
from explorer.rooms import codes
from explorer.rooms.model import RoomView
from explorer.text.escape import esc
from explorer.ui.common import binder
from explorer.ui.common.focus import announce, focus_control
from explorer.ui.night import live_room, state
from explorer.ui.rooms import board
from explorer.ui.rooms import state as rooms_state

LIVE_SEEN = "gn_live_seen"  # the digest of the room's copy this page drew last
JUST_OPENED = "gn_live_opened"  # the live room was opened in the last press: its panel open
CODE = "gn_live_code"
JOIN_ERROR = "gn_live_join_error"  # why a code typed on the set-up opened nothing


# --- before anything is drawn -------------------------------------------------------------------
def sync(where: NightPlace) -> tuple[Copy | None, RoomView | None, str | None]:
    """The copy to draw, this phone's view of its live room (None: not live) and what another
    phone changed since this page drew (None: nothing to say). A join link joins here; a room
    that has ended leaves the evening as a plain link, said once."""
    live = where.live
    if live.code is None:
        return where.copy, None, None
    if live.token is None:
        live = _join(where)
        if live.token is None:
            return where.copy, None, None
    try:
        view = live_room.view(live)
    except live_room.Ended as err:
        state.place(NightPlace(where.copy))
        state.flash("info", live_room.ended_text(err))
        return where.copy, None, None
    now = live_room.copy_of(view)
    said = _what_changed(where.copy, now)
    if where.copy != now or where.live != live:
        state.place(NightPlace(now, live))
    st.session_state[LIVE_SEEN] = now.stamp.digest
    return now, view, said


def _what_changed(shown: Copy | None, now: Copy) -> str | None:
    last = st.session_state.get(LIVE_SEEN)
    if shown is None or shown == now or last is None:
        return None
    if shown.stamp.digest != last:  # not the copy this page drew: the browser moved
        return _(
            "This evening is live on every phone, so the browser's Back and Forward buttons "
            "do not change it: this phone shows it as every phone has it. To take back a round, "
            "use its Undo button."
        )
    return live_notice(night_change(shown.night, now.night), shown.night, now.night)


def _join(where: NightPlace) -> RoomPlace:
    """This phone joins the live room its link names (a code that opens none is counted as a
    guess, as on the class quiz)."""
    code = where.live.code
    assert code is not None
    why = rooms_state.may_look_up()
    if why is None:
        try:
            if not rooms_state.exists(code):
                rooms_state.missed()
                why = _("No live evening has the code {code} now: it may have ended.").format(
                    code=codes.shown(code)
                )
            else:
                joined = live_room.join(code)
                state.flash(
                    "success",
                    _(
                        "This phone joined the live evening: a round scored on any phone at "
                        "the table shows here within two seconds."
                    ),
                )
                return joined
        except DixitError as err:
            why = str(err)
    state.place(NightPlace(where.copy))
    if where.copy is None:  # a code typed on the set-up: said at its field
        st.session_state[JOIN_ERROR] = sentences(
            [_("This evening's live room could not be opened."), why]
        )
        return RoomPlace()
    state.flash(
        "info",
        sentences(
            [
                _("This evening's live room could not be opened."),
                why,
                _("The page shows the evening as its link holds it."),
            ]
        ),
    )
    return RoomPlace()


# --- the live panel -----------------------------------------------------------------------------
def panel(copy: Copy, view: RoomView | None) -> None:
    """Live: the room's code, QR code and join link, who follows it, and the press that leaves
    it (one line until opened, above the round). Not live: the press that opens it."""
    if view is None:
        with st.container(key="gn_live"):
            st.button(
                "📡 " + _("Open this evening live on every phone"),
                key="gn_live_open",
                on_click=_open,
                width="stretch",
            )
            st.caption(
                _(
                    "Every phone at the table then shows this evening: a round scored, changed "
                    "or undone on any of them is on all of them within two seconds."
                )
            )
        return
    code = view.code
    opened = bool(st.session_state.pop(JUST_OPENED, False))
    label = "📡 " + _("Live on every phone · room {code}").format(code=codes.shown(code))
    with st.container(key="gn_live"), st.expander(label, expanded=opened):
        if opened:
            said = _(
                "This evening is live: show the code or the QR code to the other phones at the "
                "table."
            )
            st.success(said, icon="✅")
            announce(said)
            focus_control("gn_live")
        _join_panel(code, copy)
        if view.host:
            others = sum(1 for m in view.members if m.present)
            st.caption(
                n_(
                    "{n} other phone follows this evening live.",
                    "{n} other phones follow this evening live.",
                    others,
                ).format(n=number(others))
                if others
                else _("No other phone has joined yet.")
            )
            st.caption(
                "🔒 "
                + _(
                    "This page's address makes this phone the host: share the code, the QR code "
                    "or the join link, never the address."
                )
            )
        st.button(
            _("End the live evening on every phone") if view.host else _("Leave the live evening"),
            key="gn_live_leave",
            on_click=_leave,
            args=(view.host,),
        )


def join_link(code: str, copy: Copy | None) -> str:
    """The link another phone opens to join: the room's code and the site's settings, never
    this phone's secret; with `copy`, the evening as it stands too (a plain link once the room
    has ended). The QR code's has no copy: short, so a phone's camera reads it at a glance."""
    night = {} if copy is None else {"night": [encode_copy(copy)]}
    params = {**binder.site_params(), **night, "room": [code]}
    return f"{rooms_state.page_url()}?{urlencode(params, doseq=True)}"


def _join_panel(code: str, copy: Copy) -> None:
    board.join_panel(
        code,
        invite=_(
            "On another phone at the table, scan the QR code or open the join link, or type the "
            "code on its Game night page: that phone then shows this evening live."
        ),
        link=join_link(code, copy),
        qr_link=join_link(code, None),
        qr_title=_("QR code of the link that opens this evening live (room {code})").format(
            code=codes.shown(code)
        ),
        key="gn-live-link",
    )


def watch_room(view: RoomView | None) -> None:
    """Rerun the page when the room's copy (or, for the host, who follows it) changes."""
    if view is None:
        return
    live = state.live()
    if live.code is None or live.token is None:
        return
    board.watch(live.code, live.token, _look(view), _look)


def _look(view: RoomView) -> tuple[str, int]:
    return live_room.copy_of(view).stamp.digest, sum(1 for m in view.members if m.present)


def notice(said: str | None) -> None:
    """What another phone changed (not focused: this phone's thumb may be mid-round)."""
    if said:
        with st.container(key="gn_live_news"):
            st.info(esc(said), icon="📡")
        announce(said)


# --- presses ------------------------------------------------------------------------------------
def _open() -> None:
    copy = state.current()
    if copy is None:
        return
    try:
        live = live_room.open_live(copy)
    except DixitError as err:
        state.flash("error", str(err))
        return
    state.place(NightPlace(copy, live))
    st.session_state[JUST_OPENED] = True  # the panel opens, said and brought into view
    st.session_state[LIVE_SEEN] = copy.stamp.digest


def _leave(host: bool) -> None:
    live_room.leave(state.live(), host)
    state.place(NightPlace(state.current()))
    st.session_state.pop(LIVE_SEEN, None)
    state.flash(
        "success",
        _("The live evening has ended on every phone: each keeps the evening as it stands.")
        if host
        else _("This phone left the live evening: it keeps the evening as it stands, in its link."),
    )


def join_by_code() -> None:
    """On the set-up: join an evening live on another phone by typing its code."""
    label = "📡 " + _("Join an evening that is live on another phone")
    error = st.session_state.pop(JOIN_ERROR, None)
    with (
        st.container(key="gn_live_join_box"),
        st.expander(label, expanded=error is not None),
        st.form("gn_live_join", enter_to_submit=True, border=False),
    ):
        if error:  # where the code was typed, focused, and read aloud
            st.error(esc(error), icon="⚠️")
            announce(error)
            focus_control("gn_live_join_box")
        st.text_input(
            _("Room code (on the other phone's screen)"),
            key=CODE,
            max_chars=24,
            placeholder=codes.shown("4839120576"),
        )
        st.form_submit_button(_("Join"), on_click=_join_code)


def _join_code() -> None:
    try:
        code = codes.read_code(st.session_state.get(CODE, ""))
    except DixitError as err:
        st.session_state[JOIN_ERROR] = str(err)
        return
    state.place(NightPlace(None, RoomPlace(code)))
