"""Where the game night lives: the address (`?night=n1.…`, through `explorer.links.night`), so a
reload, a locked phone or a second phone opened on the link resumes the evening as it stands.
The address holds a copy of the evening (`explorer.night.stamp.Copy`: the night and which copy
it is), and every change made here is one revision more.

Every change is made in a widget callback from the copy the address holds, through the engine
(`explorer.night.tally`: play, edit, remove), then written back to the address: one entry in
the browser's history per change, so Back and Forward step through them. A press carries the
number of rounds it was made for, so a double tap or a press that lands during a rerun is
applied once. A refused change leaves the night as it was and says why once.

The session remembers the copy this page showed last (`SHOWN`): a copy in the address that
this page did not put there came from the browser's Back or Forward (`explorer.ui.night.moves`
says what changed, with an undo).

While the evening is live on every phone (`explorer.ui.night.live`), the address also holds its
room and this phone's place in it, and a change goes through the room instead (`live_room.send`:
made only from the copy the room holds; a phone that had not seen another phone's change is
told and shows the room's copy); the address then holds the room's copy.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Literal

import streamlit as st

from explorer.errors import DixitError
from explorer.links.night_page import NIGHT_PAGE_LINK, NightPlace
from explorer.links.rooms import RoomPlace
from explorer.night.evening import Night
from explorer.night.stamp import Copy, changed, new_evening
from explorer.rooms.evening import Behind, behind
from explorer.text.escape import esc
from explorer.ui.common.page_state import PageState
from explorer.ui.night import live_room

EDITING = "gn_editing"  # the round being edited (from 1), or absent
TO_EDIT = "gn_to_edit"  # a round was just chosen to be changed: its form is brought into view
SHOWN = "gn_shown"  # the copy this page showed last in this session (None: the set-up)
# the night (and its live room) in the address, its decoding kept per code and language (every
# rerun reads the address; the same code is decoded and scored once); a change's message for
# the next run
STATE: PageState[NightPlace] = PageState("night", NIGHT_PAGE_LINK, keep_decoded=True)


SAID = "gn_said"  # a change's outcome, to be read aloud in the run after it
OWN = "gn_live_own"  # the digest of the live room's copy this phone's own last press made


def flash(kind: Literal["error", "warning", "success", "info"], text: str) -> None:
    """A change's outcome for the next run (plain text, shown inert, and read aloud)."""
    icon = {"error": "⚠️", "warning": "📡", "success": "✅", "info": "ℹ️"}[kind]
    STATE.say(kind, esc(text), icon=icon)
    st.session_state[SAID] = text


def put(copy: Copy | None) -> None:
    """Write `copy` into the address as this page's own doing (no Back or Forward to say); the
    live room stays, unless `copy` is None (the set-up: a new evening is not the room's)."""
    place(NightPlace(copy, live() if copy is not None else RoomPlace()))


def place(where: NightPlace) -> None:
    """Write the evening and its live room into the address (this page's own doing)."""
    STATE.save(where)
    st.session_state[SHOWN] = where.copy


def start(night: Night) -> None:
    """A new evening: its first copy, its identity drawn from the system's randomness (a
    new evening is in no live room)."""
    place(NightPlace(new_evening(night, secrets.token_bytes(8))))


def current() -> Copy | None:
    return STATE.current().copy


def live() -> RoomPlace:
    """The live room the address holds, and this phone's place in it (no code: none)."""
    return STATE.current().live


def change(
    made_for: int,
    make: Callable[[Night], Night],
    done: Callable[[Night, Night], str] | None = None,
    refused: Callable[[str], None] | None = None,
) -> bool:
    """Apply `make(night)` when the address still holds the night of `made_for` rounds (else
    the press was for a night already changed: ignored); a refused change's reason goes to
    `refused` (default: flashed); `done(before, after)` words the change. True when the night
    changed."""
    copy, room = current(), live()
    if copy is None:
        return False
    if len(copy.night.rounds) != made_for:  # a double tap, or (live) another phone's change
        if room.token is not None and copy.stamp.digest != st.session_state.get(OWN):
            flash("warning", str(behind(made_for, -1, copy)))
        return False
    try:
        night = make(copy.night)
    except DixitError as err:
        (refused or (lambda text: flash("error", text)))(str(err))
        return False
    if room.code is not None and room.token is not None:
        return _send(room, copy, night, done, refused)
    put(changed(copy, night))
    if done is not None:
        flash("success", done(copy.night, night))
    return True


def _send(
    room: RoomPlace,
    copy: Copy,
    night: Night,
    done: Callable[[Night, Night], str] | None,
    refused: Callable[[str], None] | None,
) -> bool:
    """The change made through the live room: on every phone, or refused because another phone
    changed the evening first (this phone is told and shows the room's copy), or made here
    alone when the room has ended (said; the evening stays in its link)."""
    try:
        after = live_room.send(room, copy, night)
    except Behind as err:
        caught = live_room.room_copy(room)
        if caught is not None:
            put(caught)
        flash("warning", str(err))
        return False
    except live_room.Ended as err:
        place(NightPlace(changed(copy, night)))
        flash("info", live_room.ended_text(err))
        return True
    except DixitError as err:  # the rules refuse it (the engine's reason, at the control)
        (refused or (lambda text: flash("error", text)))(str(err))
        return False
    put(after)
    st.session_state[OWN] = after.stamp.digest
    if done is not None:
        flash("success", done(copy.night, night))
    return True
