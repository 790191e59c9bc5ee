"""What every room's screens share (a class quiz's, a practice table's, a live game night's):
the round on the board (its table and votes, in each reader's language), the join panel (the
code in large type, its QR code, the join link to copy), whose phone this is and the way back in
after leaving, the host's remove and close controls, and the watcher that brings a change made
elsewhere within a second or two.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Callable
from typing import Any

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import _, number
from explorer.learn.quiz import Question, level_of
from explorer.rooms import codes
from explorer.rooms.model import RoomView
from explorer.rooms.qr import join_qr_svg
from explorer.rules.resolve import resolve
from explorer.text.escape import name_md
from explorer.ui.common.copy_text import copy_field
from explorer.ui.learn.round_view import round_facts
from explorer.ui.rooms import state

POLL = 1.0  # seconds between two looks at the room: a change is on screen within ~1-2 s

_CODE_CSS = """<style>
.dx-room-code { font-size: clamp(2rem, 3.6vw, 3.5rem); font-weight: 700; line-height: 1.1;
  letter-spacing: 0.04em; font-variant-numeric: tabular-nums; white-space: nowrap; margin: 0;
  color: #111111; }
.dx-room-qr { display: block; width: 100%; max-width: 15rem; height: auto;
  image-rendering: pixelated; }
</style>"""


def round_title(at: int, rounds: int, ruleset: str, q: Question) -> str:
    level = level_of(resolve(ruleset), q.level)
    return _("Round {number} of {rounds} · {level}").format(
        number=number(at), rounds=number(rounds), level=level.title
    )


def question(ruleset: str, q: Question) -> None:
    """The round's table: what it is about, who tells, who voted for whom."""
    round_facts(resolve(ruleset), q)


def join_panel(
    code: str,
    *,
    qr: bool = True,
    invite: str | None = None,
    link: str | None = None,
    qr_link: str | None = None,
    qr_title: str | None = None,
    key: str = "room-join-link",
) -> None:
    """The room's code in large type, the QR code of its join link, and the link to copy;
    `invite` says how to join (a class quiz's words by default). `link` (the rooms page's join
    link by default) is the one copied; `qr_link` (the same by default) the one the QR code
    holds, under `qr_title`."""
    link = link or state.join_link(code)
    said = _("Room code: {code}").format(code=codes.shown(code))
    st.html(
        _CODE_CSS
        + f'<p class="dx-room-code" aria-label="{html.escape(said, quote=True)}">'
        + f"{html.escape(codes.shown(code))}</p>"
    )
    st.markdown(
        invite or _("Join on your phone: scan the code, or open the class quiz and type the code.")
    )
    if qr:
        title = qr_title or _("QR code of the link that joins room {code}").format(
            code=codes.shown(code)
        )
        svg = base64.b64encode(join_qr_svg(qr_link or link, title).encode("utf-8")).decode("ascii")
        st.html(
            f'<img class="dx-room-qr" alt="{html.escape(title, quote=True)}" '
            f'src="data:image/svg+xml;base64,{svg}">'
        )
    copy_field(
        link,
        label="🔗 " + _("Join link"),
        button=_("Copy link"),
        done=_("Link copied."),
        key=key,
    )


def whose_phone(code: str, name: str | None) -> None:
    """The line under the title: the room and the name this phone is in it under."""
    st.caption(
        _("Room {code} · your name: {name}").format(code=codes.shown(code), name=name_md(name))
    )


def come_back(code: str, token: str, said: str, *, key: str) -> None:
    """For a member who left: what was kept (`said`), and the button back into the room."""
    st.info(said)
    st.button(
        _("Come back to the room"),
        type="primary",
        key=key,
        on_click=_on_back,
        args=(code, token),
    )


def manage(
    code: str, token: str, view: RoomView, *, label: str, prefix: str, help: str | None = None
) -> None:
    """The host's controls over members: remove one (`label`, with an optional `help`), and
    close the room for everybody; widget keys start with `prefix`."""
    names = {m.id: m.name for m in view.members}
    who = f"{prefix}_remove_who"
    if names:
        st.selectbox(
            label, list(names), key=who, format_func=lambda i: names[i], index=None, help=help
        )
        st.button(_("Remove"), key=f"{prefix}_remove", on_click=_on_remove, args=(code, token, who))
    st.button(
        _("Close the room for everybody"),
        key=f"{prefix}_close",
        on_click=_on_close,
        args=(code, token),
    )


def watch(code: str, token: str, shown: Any, look: Callable[[Any], Any]) -> None:
    """Rerun the page when what `look(view)` gives for the viewer's view now differs from
    `shown` (what the page was drawn from): looked at every `POLL` seconds, in a fragment, so
    only the look runs, not the page."""

    @st.fragment(run_every=POLL)
    def _look() -> None:
        try:
            now = look(state.rooms().view(code, token))
        except DixitError:
            now = None  # the room closed, or the member was removed: the page says so
        if now != shown:
            st.rerun()

    _look()


def panel(
    code: str,
    token: str,
    shown: Any,
    look: Callable[[RoomView], Any],
    draw: Callable[[RoomView], None],
) -> None:
    """A live part of the page: drawn by `draw` from the viewer's view as it is now, looked at
    every `POLL` seconds in a fragment; when what `look(view)` gives differs from `shown` (what
    the rest of the page was drawn from), the whole page reruns instead."""

    @st.fragment(run_every=POLL)
    def _live() -> None:
        try:
            view = state.rooms().view(code, token)
        except DixitError:
            st.rerun()  # the room closed, or the member was removed: the page says so
        if look(view) != shown:
            st.rerun()
        draw(view)

    _live()


# --- presses ------------------------------------------------------------------------------------
def on_act(code: str, token: str, action: object) -> None:
    """A press that moves the room: its engine call, an error said on the next run."""
    state.attempt(lambda: state.rooms().act(code, token, action))


def _on_back(code: str, token: str) -> None:
    state.attempt(lambda: state.rooms().come_back(code, token))


def _on_remove(code: str, token: str, who_key: str) -> None:
    who = st.session_state.get(who_key)
    if isinstance(who, int) and state.attempt(lambda: state.rooms().remove(code, token, who)):
        st.session_state.pop(who_key, None)


def _on_close(code: str, token: str) -> None:
    if state.attempt(lambda: state.rooms().close(code, token)):
        state.go(None)
        state.moved(_("Room {code} is closed.").format(code=codes.shown(code)))
