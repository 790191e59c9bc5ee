"""Read shareable page state from `st.query_params`, ignoring anything malformed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import streamlit as st

T = TypeVar("T")


def q_float(name: str, default: float, low: float, high: float) -> float:
    try:
        value = float(st.query_params.get(name, default))
    except (TypeError, ValueError):
        return default
    return value if low <= value <= high else default


def q_int(name: str, default: int, low: int, high: int) -> int:
    try:
        value = int(st.query_params.get(name, default))
    except (TypeError, ValueError):
        return default
    return value if low <= value <= high else default


def q_choice(name: str, default: T, choices: Sequence[T]) -> T:
    raw = st.query_params.get(name)
    for c in choices:
        if str(c) == raw:
            return c
    return default


def q_list(name: str, default: list[str], choices: Sequence[str]) -> list[str]:
    raw = st.query_params.get_all(name)
    picked = [c for c in raw if c in choices]
    return picked if raw and picked else default


def share(values: dict[str, object]) -> None:
    """Write the current settings into the address bar so the view can be shared."""
    for key, value in values.items():
        st.query_params[key] = [str(v) for v in value] if isinstance(value, list) else str(value)
