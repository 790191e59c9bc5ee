"""The Streamlit side of `explorer.links`: one binder for every page's address state.

`load(codec)` reads the address, shows the codec's notes as one warning, rewrites the address
in the codec's own form when it differs (so a repaired link is clean and shareable), and returns
the value. `save(codec, value)` writes a changed value back; `current(codec)` reads the value
quietly (for widget callbacks, which run before the page). The codec's keys are the only ones
a binder writes or removes; the site-wide keys in `links.base.GLOBAL_KEYS` are kept.
"""

from __future__ import annotations

from typing import TypeVar

import streamlit as st

from explorer.i18n import N_, _
from explorer.links.base import GLOBAL_KEYS, Codec, Encoded, params_of

T = TypeVar("T")

HEAD = N_("Part of the link could not be used and was left out or repaired:")


def head() -> str:
    """The first line of a damaged link's warning, in the reader's language."""
    return _(HEAD)


def params() -> dict[str, list[str]]:
    """Every query parameter of the address, as key → list of values."""
    return {k: st.query_params.get_all(k) for k in st.query_params}


def _wanted(codec: Codec[T], encoded: Encoded) -> dict[str, list[str]]:
    here = params()
    kept = {k: v for k, v in here.items() if k in GLOBAL_KEYS and k not in codec.keys}
    return {**kept, **params_of(encoded)}


def save(codec: Codec[T], value: T) -> None:
    """Write `value` into the address (only when it changes the address)."""
    wanted = _wanted(codec, codec.encode(value))
    if wanted != params():
        st.query_params.from_dict(wanted)


def current(codec: Codec[T]) -> T:
    """The value the address holds now, without showing anything."""
    return codec.decode(params()).value


def load(codec: Codec[T], *, show_notes: bool = True) -> T:
    """The value the address holds; its notes shown as one warning; the address made clean."""
    decoded = codec.decode(params())
    if decoded.notes and show_notes:
        st.warning(head() + "\n" + "\n".join(f"- {n}" for n in decoded.notes))
    save(codec, decoded.value)
    return decoded.value
