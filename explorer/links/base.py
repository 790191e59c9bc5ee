"""The one pattern every page uses to keep its state in the address.

A page's state is a frozen value; its codec turns it into query parameters (`encode`) and back
(`decode`). Decoding never fails: it returns the value it could read plus `notes`, one per part
of the link that was left out or repaired, each saying why, ready to show (Markdown, with any
text from the link quoted inert). `explorer.ui.common.binder` is the Streamlit side.

The readers here check sizes before doing any work: a value longer than `MAX_VALUE` characters,
a number with more than `MAX_DIGITS` digits, or a digit that is not an ASCII 0-9 (int() takes
"²" and "٣") is refused with a note, never parsed. Whole numbers are read by one reader
(`whole_number`, the engine's `explorer.text.numbers`).

One repeated-key policy for every codec: a key that holds one value (every key but a list's, such
as the lab's `rulesets`) given more than once is read from its LAST value, with a note saying so (`last` reads one key that way; `single` applies it to every key a codec
owns before a strict decoder reads them with `one`). The last one, because that is what a
hand-edited link means (`&players=6` added to the end of a link changes the count) and how
`st.query_params[key]` reads an address; refusing the key would throw away a value the visitor
just typed.

An edition the site does not ship is said one way everywhere (`not_an_edition`, with the
engine's `explorer.rules.files.unknown_edition`).
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from explorer.errors import LinkError
from explorer.i18n import _, number
from explorer.rules.files import unknown_edition
from explorer.text.escape import esc
from explorer.text.numbers import whole_number as read_whole

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)

Params = Mapping[str, Sequence[str]]  # every key's values, as the address gives them
Encoded = dict[str, str | list[str]]

MAX_VALUE = 4_000  # characters in one parameter's value (a 12-player table needs ~200)
MAX_DIGITS = 12  # digits in a whole number (a seed needs 10)
SHOWN = 40  # characters of a raw value quoted back to the reader

# Keys that belong to the whole site, not to one page: every page keeps them as they are.
# `box`: the edition the visitor has at home (explorer.links.box), the default edition everywhere;
# `house`: house rules (explorer.links.house), one more column wherever editions are;
# `lang`: the site's language (explorer.ui.common.lang).
GLOBAL_KEYS: tuple[str, ...] = ("box", "house", "lang")


@dataclass(frozen=True)
class Decoded(Generic[T]):
    """A decoded link: the value, and one note per part left out or repaired (Markdown)."""

    value: T
    notes: tuple[str, ...] = ()


class Codec(Protocol[T]):
    """A page's address state: `keys` it owns, `encode` a value, `decode` params (never raises)."""

    @property
    def keys(self) -> tuple[str, ...]: ...

    def encode(self, value: T) -> Encoded: ...

    def decode(self, params: Params) -> Decoded[T]: ...


def params_of(raw: Mapping[str, str | Sequence[str]]) -> dict[str, list[str]]:
    """Any mapping of query parameters as key → list of values."""
    return {k: [v] if isinstance(v, str) else [str(x) for x in v] for k, v in raw.items()}


# --- quoting link text back to the reader ---------------------------------------------------
def brief(raw: str) -> str:
    """Text from the link, shortened to SHOWN characters and quoted as Python writes a string
    (invisible characters spelled out), for an error message (which `why` makes inert)."""
    return repr(raw if len(raw) <= SHOWN else raw[:SHOWN] + "…")


def quote(raw: str) -> str:
    """Text from the link as `brief` gives it, made inert for Markdown."""
    return esc(brief(raw))


def why(err: Exception) -> str:
    """An engine error's message as the reason clause of a note (inert, no final full stop)."""
    return esc(str(err).rstrip("."))


def not_an_edition(part: str, raw: str | Sequence[str]) -> str:
    """The one note for a part of a link that names an edition (or several) the site does not
    ship."""
    # TRANSLATORS: one line of a damaged link's note: the part left out (why).
    return _("{part} ({reason})").format(part=part, reason=why(unknown_edition(raw)))


# --- reading values: the one repeated-key policy -------------------------------------------------
def _repeated(key: str, n: int) -> str:
    return _("`{key}` appears {n} times in the address: the last one is used.").format(
        key=key, n=number(n)
    )


def single(params: Params, keys: Sequence[str], notes: list[str]) -> dict[str, list[str]]:
    """`params` with each of `keys` given once: a repeated key keeps its last value, with a
    note (the site's one repeated-key policy, for a codec that then reads with `one`)."""
    out = {k: list(v) for k, v in params.items()}
    for key in keys:
        values = out.get(key)
        if values and len(values) > 1:
            notes.append(_repeated(key, len(values)))
            out[key] = [values[-1]]
    return out


C = TypeVar("C", bound="Keyed")


class Keyed(Protocol):
    @property
    def keys(self) -> tuple[str, ...]: ...


def last_wins(
    decode: Callable[[C, Params], Decoded[T]],
) -> Callable[[C, Params], Decoded[T]]:
    """A codec's `decode` under the repeated-key policy: each key it owns is given once (its
    last value) before it reads them, and a note says which keys were repeated."""

    @functools.wraps(decode)
    def decode_once(codec: C, params: Params) -> Decoded[T]:
        notes: list[str] = []
        given = single(params, codec.keys, notes)
        decoded = decode(codec, given)
        return Decoded(decoded.value, (*notes, *decoded.notes))

    return decode_once


def one(params: Params, key: str) -> str | None:
    """The key's value (None when absent; its last, when repeated: see `single`); LinkError
    when it is too long."""
    values = params.get(key)
    if not values:
        return None
    value = values[-1]
    if len(value) > MAX_VALUE:
        raise LinkError(
            _("'{key}' is too long ({n} characters).").format(key=key, n=number(len(value)))
        )
    return value


def last(params: Params, key: str, notes: list[str]) -> str | None:
    """The key's last value (None when absent), noting a repeat and refusing a huge value."""
    values = params.get(key)
    if not values:
        return None
    if len(values) > 1:
        notes.append(_repeated(key, len(values)))
    value = values[-1]
    if len(value) > MAX_VALUE:
        notes.append(
            _("`{key}` is too long ({n} characters): it is left out.").format(
                key=key, n=number(len(value))
            )
        )
        return None
    return value


_NUMBER = re.compile(
    r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?|[+-]?inf(?:inity)?", re.I
)


def whole_number(text: str) -> int | None:
    """A whole number written with ASCII digits (at most MAX_DIGITS of them), else None."""
    return read_whole(text, max_digits=MAX_DIGITS)


def decimal(text: str) -> float | None:
    """A number written with ASCII characters ("0.5", "1e3", "inf"), else None (NaN too)."""
    t = text.strip()
    if len(t) > 3 * MAX_DIGITS or not _NUMBER.fullmatch(t):
        return None
    value = float(t)
    return None if math.isnan(value) else value


def seat_number(text: str, n: int, what: str) -> int:
    """A seat given from 1 in a link, as a 0-based seat; LinkError naming `what` otherwise."""
    seat = whole_number(text)
    if seat is None or text.strip() != text.strip().lstrip("+"):
        # TRANSLATORS: {what} is e.g. "the storyteller" or "Ana (vote)"; {value} what the link says.
        raise LinkError(
            _("{what} must be a seat number from 1 to {n}, not {value}.").format(
                what=what, n=n, value=brief(text)
            )
        )
    if not 1 <= seat <= n:
        # TRANSLATORS: {what} is e.g. "the storyteller" or "Ana (vote)"; {value} what the link says.
        raise LinkError(
            _("{what} must be a seat number from 1 to {n}, not {value}.").format(
                what=what, n=n, value=seat
            )
        )
    return seat - 1


def salvage(read: Callable[[], T], fallback: T, notes: list[str], part: str) -> T:
    """`read()`, or `fallback` with a note naming `part` and why it was left out."""
    try:
        return read()
    except LinkError as err:
        # TRANSLATORS: one line of a damaged link's note: the part left out (why).
        notes.append(_("{part} ({reason})").format(part=part, reason=why(err)))
        return fallback


def fmt(x: float) -> str:
    """A number as the reader wrote it: 1,000 or 0.35."""
    return f"{x:,}" if isinstance(x, int) else f"{x:g}"
