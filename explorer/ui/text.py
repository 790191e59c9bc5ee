"""Rendering user text safely in Markdown."""

from __future__ import annotations

import re

_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~$:])")


def md_escape(text: str) -> str:
    """Escape Markdown (and HTML-looking) characters so user text renders as plain text."""
    return _SPECIAL.sub(r"\\\1", text)
