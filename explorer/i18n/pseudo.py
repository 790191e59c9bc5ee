"""The pseudo-locale: every string that went through a catalog comes back marked ⟪like this⟫.

Rendering a page in it and finding text outside the marks finds strings nobody marked for
translation. Only messages the extractor sees are marked, so `_(some_variable)` holding text
that was never marked with `N_()` shows up too.
"""

from __future__ import annotations

import functools

OPEN, CLOSE = "⟪", "⟫"


def mark(text: str) -> str:
    return f"{OPEN}{text}{CLOSE}"


@functools.cache
def _known() -> frozenset[tuple[str | None, str]]:
    from explorer.i18n.extract import extract_all  # only the pseudo-locale reads sources

    return frozenset((m.context, m.id) for m in extract_all())


def pseudo_gettext(message: str, context: str | None = None) -> str:
    return mark(message) if (context, message) in _known() else message


def pseudo_ngettext(singular: str, plural: str, n: int) -> str:
    chosen = singular if n == 1 else plural
    return mark(chosen) if (None, singular) in _known() else chosen
