"""The names a practice table starts with, in the reader's language: the visitor's seat, then
the bots' (`explorer/i18n/names.toml`, written per language)."""

from __future__ import annotations

from explorer.i18n.people import table_names as _names


def table_names(n: int | None = None) -> tuple[str, ...]:
    """The first `n` names of a practice table (all twelve when `n` is None)."""
    names = _names()
    return names if n is None else names[:n]
