"""Small pieces of wording the pages share, in the reader's language."""

from __future__ import annotations

from collections.abc import Sequence

from explorer.i18n import join_list


def join_and(items: Sequence[str]) -> str:
    """ "A, B and C" in the reader's language (each item already escaped as needed)."""
    return join_list(items)
