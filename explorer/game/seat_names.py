"""The names a practice table starts with: the visitor's seat, then the bots'."""

from __future__ import annotations

NAMES = ("Sam", "Ada", "Bruno", "Chloé", "Dev", "Emi", "Farid", "Gus", "Hana", "Ivo", "Jun", "Kai")


def table_names(n: int) -> tuple[str, ...]:
    """The first `n` names of a practice table."""
    return NAMES[:n]
