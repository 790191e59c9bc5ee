"""Small pieces of wording the pages share, in the reader's language."""

from __future__ import annotations

from collections.abc import Sequence

from explorer.i18n import _


def join_and(items: Sequence[str]) -> str:
    """ "A and B and C" in the reader's language (each item already escaped as needed)."""
    if not items:
        return ""
    out = items[0]
    for item in items[1:]:
        # TRANSLATORS: joins names of editions: "{rest}" is one or more names already joined.
        out = _("{rest} and {last}").format(rest=out, last=item)
    return out
