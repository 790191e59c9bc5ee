"""Whole numbers from outside: reading one from text a visitor wrote (a link, a form, a file's
house rules), and telling one among values already parsed (`is_whole`).

One reader for the whole engine, so every door refuses the same things before `int()` runs:
anything but ASCII digits 0-9 (`int()` takes "²", "٣" and "1_000"), more digits than the caller
allows (a million-digit number costs `int()` seconds), and a sign where none is wanted.
"""

from __future__ import annotations

import re
from typing import TypeGuard

_SIGNED = re.compile(r"[+-]?[0-9]+")
_UNSIGNED = re.compile(r"[0-9]+")


def is_whole(value: object) -> TypeGuard[int]:
    """Whether `value` is a whole number as Python holds one (JSON, TOML, a widget, a caller):
    an `int`, and not a `bool` (True is an int to Python, never a number here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(text: str, *, max_digits: int, signed: bool = True) -> int | None:
    """The whole number `text` writes (spaces around it ignored), else None: ASCII digits only,
    at most `max_digits` of them, and a leading + or - only when `signed`."""
    t = text.strip()
    if not (_SIGNED if signed else _UNSIGNED).fullmatch(t) or len(t.lstrip("+-")) > max_digits:
        return None
    return int(t)
