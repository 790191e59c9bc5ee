"""Read shareable page state from `st.query_params`.

Nothing in the address can break a page: a value that is not a number (or NaN) falls back to
the default, a number out of range is clamped to the nearest allowed value, an unknown choice
falls back to the default, a repeated parameter uses its last value. Every such repair is
described in plain words in `notes` (when given), for the page to show as one warning.
"""

from __future__ import annotations

import math
import string
from collections.abc import Callable, Sequence
from typing import TypeVar

import streamlit as st

T = TypeVar("T")

SHOWN = 40  # characters of a raw value quoted back to the reader


def _quote(raw: str) -> str:
    """The reader's text, shortened and made inert for Markdown (every ASCII punctuation
    mark backslash-escaped: no links, emphasis, LaTeX or colour codes)."""
    short = raw if len(raw) <= SHOWN else raw[:SHOWN] + "…"
    short = "".join(ch if ch.isprintable() else " " for ch in short)
    return "“" + "".join("\\" + ch if ch in string.punctuation else ch for ch in short) + "”"


def _raw(name: str, notes: list[str] | None) -> str | None:
    """The parameter's last value (None when absent), noting repeats."""
    values = st.query_params.get_all(name)
    if not values:
        return None
    if len(values) > 1 and notes is not None:
        notes.append(f"`{name}` appears {len(values)} times in the address: the last one is used.")
    return values[-1]


def _number(raw: str) -> float | None:
    try:
        value = float(raw.strip())
    except ValueError:
        return None
    return None if math.isnan(value) else value


def _fmt(x: float) -> str:
    return f"{x:,}" if isinstance(x, int) else f"{x:g}"


def _note(notes: list[str] | None, text: str) -> None:
    if notes is not None:
        notes.append(text)


def q_float(
    name: str, default: float, low: float, high: float, notes: list[str] | None = None
) -> float:
    raw = _raw(name, notes)
    if raw is None:
        return default
    value = _number(raw)
    if value is None:
        _note(notes, f"`{name}` = {_quote(raw)} is not a number: using {_fmt(default)}.")
        return default
    if not low <= value <= high:
        clamped = min(max(value, low), high)
        _note(
            notes,
            f"`{name}` = {_quote(raw)} is outside {_fmt(low)}–{_fmt(high)}: using {_fmt(clamped)}.",
        )
        return clamped
    return value


def q_int(name: str, default: int, low: int, high: int, notes: list[str] | None = None) -> int:
    raw = _raw(name, notes)
    if raw is None:
        return default
    value = _number(raw)
    if value is None or (math.isfinite(value) and value != int(value)):
        _note(notes, f"`{name}` = {_quote(raw)} is not a whole number: using {_fmt(default)}.")
        return default
    if not low <= value <= high:
        clamped = low if value < low else high
        _note(
            notes,
            f"`{name}` = {_quote(raw)} is outside {_fmt(low)}–{_fmt(high)}: using {_fmt(clamped)}.",
        )
        return clamped
    return int(value)


def q_choice(
    name: str,
    default: T,
    choices: Sequence[T],
    notes: list[str] | None = None,
    *,
    scale: Callable[[T], float] | None = None,
) -> T:
    """One of `choices`, matched by its text. With `scale` (a choice's position on a number
    line; may return ±inf), a number that is not offered gets the nearest choice."""
    raw = _raw(name, notes)
    if raw is None:
        return default
    for c in choices:
        if str(c) == raw.strip():
            return c
    offered = ", ".join(str(c) for c in choices)
    value = _number(raw) if scale is not None else None
    if scale is None or value is None:
        _note(notes, f"`{name}` = {_quote(raw)} is not one of {offered}: using {default}.")
        return default

    def distance(c: T) -> float:
        x = scale(c)
        if math.isinf(x) or math.isinf(value):
            return 0.0 if x == value else math.inf
        return abs(x - value)

    nearest = min(choices, key=distance)
    if math.isinf(distance(nearest)):  # e.g. +inf with no infinite choice: the largest
        nearest = max(choices, key=scale) if value > 0 else min(choices, key=scale)
    _note(notes, f"`{name}` = {_quote(raw)} is not offered ({offered}): using {nearest}.")
    return nearest


def q_list(
    name: str, default: list[str], choices: Sequence[str], notes: list[str] | None = None
) -> list[str]:
    raw = st.query_params.get_all(name)
    picked = list(dict.fromkeys(c for c in raw if c in choices))  # known ones, no repeats
    unknown = [c for c in raw if c not in choices]
    if unknown:
        listed = ", ".join(_quote(c) for c in unknown[:5]) + (" …" if len(unknown) > 5 else "")
        _note(
            notes,
            f"`{name}`: not known here, so left out: {listed}"
            + ("" if picked else " — showing the default choice instead")
            + ".",
        )
    return picked if raw and picked else default


def share(values: dict[str, object]) -> None:
    """Write the current settings into the address bar so the view can be shared."""
    for key, value in values.items():
        st.query_params[key] = [str(v) for v in value] if isinstance(value, list) else str(value)
