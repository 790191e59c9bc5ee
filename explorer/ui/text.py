"""Showing user text (names, clues) safely: as literal text, never as Markdown or HTML."""

from __future__ import annotations

import re

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()<>#+\-.!|~:$&])")


def esc(text: object) -> str:
    """`text` escaped so Markdown shows every character literally (no HTML, no formatting)."""
    return _MD_SPECIAL.sub(r"\\\1", str(text)).replace("\n", " ")
