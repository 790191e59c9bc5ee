"""Where the game night lives: the address (`?night=n1.…`, through `explorer.links.night`), so a
reload, a locked phone or a second phone opened on the link resumes the evening as it stands.

Every change is made in a widget callback from the night the address holds, through the
engine (`explorer.night.tally`: play, edit, remove), then written back to the address. A press
carries the number of rounds it was made for, so a double tap or a press that lands during a
rerun is applied once. A refused change leaves the night as it was and says why once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from explorer.errors import DixitError
from explorer.links.night import NIGHT_LINK
from explorer.night.evening import Night
from explorer.text.escape import esc
from explorer.ui.common.page_state import PageState

EDITING = "gn_editing"  # the round being edited (from 1), or absent
# the night in the address, its decoding kept per code and language (every rerun reads the
# address; the same code is decoded and scored once); a change's message for the next run
STATE = PageState("night", NIGHT_LINK, keep_decoded=True)


def flash(kind: Literal["error", "success"], text: str) -> None:
    """A change's outcome for the next run (plain text, shown inert)."""
    STATE.say(kind, esc(text), icon="⚠️" if kind == "error" else "✅")


def change(made_for: int, make: Callable[[Night], Night], done: str = "") -> bool:
    """Apply `make(night)` when the address still holds the night of `made_for` rounds (else
    the press was for a night already changed: ignored); a refused change flashes its reason.
    True when the night changed."""
    night = STATE.current()
    if night is None or len(night.rounds) != made_for:
        return False
    try:
        new = make(night)
    except DixitError as err:
        flash("error", str(err))
        return False
    STATE.save(new)
    if done:
        flash("success", done)
    return True
