"""A page's own state, the same way on every page: `STATE = PageState("score", ScoreLink)`.

- **Its settings** live in the address, read and written through the page's codec
  (`explorer.links.<page>`) and the binder, the one door to the address: `load()` once per run
  (a damaged link's notes shown as one warning, the address made clean), `current()` quietly
  (widget callbacks, which run before the page), `save(value)`.
- **A message for the next run**: a callback (a refused name, a round scored, a settings file
  loaded) cannot show anything itself; it leaves one with `say(kind, text)` and the next run
  shows it once where the page calls `show_message()`. The text is Markdown, anything a visitor
  wrote in it escaped (`explorer.text.escape.esc`), as for every element.

`codec`: the page's codec, or a function that builds it (from the rulesets loaded, say).
`keep_decoded`: decoded addresses are kept per address and language (`KEPT` of them, each value
at most `links.base.MAX_VALUE` characters, the length every codec reads at most), for a page
whose decoding is costly (game night: a whole evening scored). A page adopts it with its state
module holding one `STATE` and its callbacks calling `STATE.save`, `STATE.say`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Generic, Literal, TypeVar, cast

import streamlit as st

from explorer.i18n import language
from explorer.links.base import MAX_VALUE, Codec, Decoded, Encoded, Params
from explorer.ui.common import binder

T = TypeVar("T")
Kind = Literal["error", "warning", "success", "info"]
KEPT = 64  # decoded addresses kept (see keep_decoded)
Frozen = tuple[tuple[str, tuple[str, ...]], ...]


@lru_cache(maxsize=KEPT)
def _decoded(codec: Hashable, params: Frozen, lang: str) -> Decoded[Any]:
    """A codec's reading of `params` (its notes in `lang`, the language of this run)."""
    return cast("Codec[Any]", codec).decode({k: list(v) for k, v in params})


@dataclass(frozen=True)
class _Kept(Generic[T]):
    """`codec` (hashable: a frozen dataclass), with its decoding kept (`_decoded`) when every
    value it reads is within bounds."""

    codec: Codec[T]

    @property
    def keys(self) -> tuple[str, ...]:
        return self.codec.keys

    def encode(self, value: T) -> Encoded:
        return self.codec.encode(value)

    def decode(self, params: Params) -> Decoded[T]:
        mine = {k: tuple(params[k]) for k in self.keys if k in params}
        if all(len(v) == 1 and len(v[0]) <= MAX_VALUE for v in mine.values()):
            frozen = tuple(sorted(mine.items()))
            out: Decoded[T] = _decoded(cast("Hashable", self.codec), frozen, language())
            return out
        return self.codec.decode(params)


@dataclass(frozen=True)
class PageState(Generic[T]):
    """One page's state: its value in the address, and its message for the next run."""

    name: str  # the page's name: its message's place in the session
    codec: Codec[T] | Callable[[], Codec[T]]
    keep_decoded: bool = False

    def link(self) -> Codec[T]:
        """The page's codec."""
        codec = self.codec() if callable(self.codec) else self.codec
        return _Kept(codec) if self.keep_decoded else codec

    def load(self, *, show_notes: bool = True) -> T:
        """The value the address holds (first thing in a run): a damaged part's notes shown
        once, the address made to hold the cleaned value."""
        return binder.load(self.link(), show_notes=show_notes)

    def current(self) -> T:
        """The value the address holds, quietly (for callbacks)."""
        return binder.current(self.link())

    def save(self, value: T) -> None:
        """Write `value` into the address (the next run shows it)."""
        binder.save(self.link(), value)

    @property
    def _message(self) -> str:
        return f"_dixit_message_{self.name}"

    def say(self, kind: Kind, text: str, icon: str | None = None) -> None:
        """Leave a message (Markdown, visitor text escaped) for the next run, shown once."""
        st.session_state[self._message] = (kind, text, icon)

    def show_message(self) -> bool:
        """The message a callback left, shown here once; whether there was one."""
        left = st.session_state.pop(self._message, None)
        if left is None:
            return False
        kind, text, icon = left
        {"error": st.error, "warning": st.warning, "success": st.success, "info": st.info}[kind](
            text, icon=icon
        )
        return True
