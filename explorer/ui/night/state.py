"""Where the game night lives: the address (`?night=n1.…`, through `explorer.links.night`), so a
reload, a locked phone or a second phone opened on the link resumes the evening as it stands.

Every change is made in a widget callback from the night the address holds, through the
engine (`explorer.night.tally`: play, edit, remove), then written back to the address. A press
carries the number of rounds it was made for, so a double tap or a press that lands during a
rerun is applied once. A refused change leaves the night as it was and says why once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import language
from explorer.links.base import Decoded, Encoded, Params
from explorer.links.night import KEY, NIGHT_LINK
from explorer.night.evening import Night
from explorer.text.escape import esc
from explorer.ui.common import binder

FLASH = "gn_flash"  # (kind, text): a message for the next run ("error" or "success")
EDITING = "gn_editing"  # the round being edited (from 1), or absent
CACHE = 64


@lru_cache(maxsize=CACHE)
def _decode(code: str, lang: str) -> Decoded[Night | None]:
    """A code's night and notes (the notes in `lang`); codes are bounded in length, so the
    cache is too."""
    return NIGHT_LINK.decode({KEY: [code]})


@dataclass(frozen=True)
class CachedNightLink:
    """The page's codec: `explorer.links.night`, with decoding kept per code and language
    (every rerun reads the address; the same code decodes once)."""

    keys: tuple[str, ...] = (KEY,)

    def encode(self, value: Night | None) -> Encoded:
        return NIGHT_LINK.encode(value)

    def decode(self, params: Params) -> Decoded[Night | None]:
        values = params.get(KEY) or []
        if len(values) == 1 and len(values[0]) <= 2 * 4_000:
            return _decode(values[0], language())
        return NIGHT_LINK.decode(params)


LINK = CachedNightLink()


def load() -> Night | None:
    """The night in the address (a damaged code's notes shown once, the address cleaned)."""
    return binder.load(LINK)


def now() -> Night | None:
    """The night in the address, quietly (for callbacks, which run before the page)."""
    return binder.current(LINK)


def save(night: Night | None) -> None:
    binder.save(LINK, night)


def flash(kind: str, text: str) -> None:
    st.session_state[FLASH] = (kind, text)


def show_flash() -> None:
    """The message a callback left (plain text, shown inert)."""
    kind, text = st.session_state.pop(FLASH, (None, ""))
    if kind == "error":
        st.error(esc(text), icon="⚠️")
    elif kind == "success":
        st.success(esc(text), icon="✅")


def change(made_for: int, make: Callable[[Night], Night], done: str = "") -> bool:
    """Apply `make(night)` when the address still holds the night of `made_for` rounds (else
    the press was for a night already changed: ignored); a refused change flashes its reason.
    True when the night changed."""
    night = now()
    if night is None or len(night.rounds) != made_for:
        return False
    try:
        new = make(night)
    except DixitError as err:
        flash("error", str(err))
        return False
    save(new)
    if done:
        flash("success", done)
    return True
