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
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Literal

import streamlit as st

from explorer.errors import DixitError
from explorer.links.night import NIGHT_LINK
from explorer.night.evening import Night
from explorer.night.stamp import Copy, changed, new_evening
from explorer.text.escape import esc
from explorer.ui.common.page_state import PageState

EDITING = "gn_editing"  # the round being edited (from 1), or absent
TO_EDIT = "gn_to_edit"  # a round was just chosen to be changed: its form is brought into view
SHOWN = "gn_shown"  # the copy this page showed last in this session (None: the set-up)
# the night in the address, its decoding kept per code and language (every rerun reads the
# address; the same code is decoded and scored once); a change's message for the next run
STATE: PageState[Copy | None] = PageState("night", NIGHT_LINK, keep_decoded=True)


SAID = "gn_said"  # a change's outcome, to be read aloud in the run after it


def flash(kind: Literal["error", "success", "info"], text: str) -> None:
    """A change's outcome for the next run (plain text, shown inert, and read aloud)."""
    STATE.say(kind, esc(text), icon={"error": "⚠️", "success": "✅", "info": "ℹ️"}[kind])
    st.session_state[SAID] = text


def put(copy: Copy | None) -> None:
    """Write `copy` into the address as this page's own doing (no Back or Forward to say)."""
    STATE.save(copy)
    st.session_state[SHOWN] = copy


def start(night: Night) -> None:
    """A new evening: its first copy, its identity drawn from the system's randomness."""
    put(new_evening(night, secrets.token_bytes(8)))


def current() -> Copy | None:
    return STATE.current()


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
    copy = current()
    if copy is None or len(copy.night.rounds) != made_for:
        return False
    try:
        night = make(copy.night)
    except DixitError as err:
        (refused or (lambda text: flash("error", text)))(str(err))
        return False
    put(changed(copy, night))
    if done is not None:
        flash("success", done(copy.night, night))
    return True
