"""Which user text (player names, clues) the app accepts: no control or stray format characters."""

from __future__ import annotations

import unicodedata

# Invisible characters that emoji need: the zero-width joiner (👩‍🚀, 👨‍👩‍👧), the non-joiner, and
# the tag characters of subdivision flags. Other format characters (direction overrides…) and
# control characters are refused: they can scramble how the text around a name is shown.
_EMOJI_FORMAT = {"\u200c", "\u200d"} | {chr(c) for c in range(0xE0020, 0xE0080)}


def plain_text(text: str) -> bool:
    """True when `text` has no control or stray format characters (emoji sequences are fine)."""
    for ch in text:
        kind = unicodedata.category(ch)
        if kind in ("Cc", "Cs", "Co", "Cn") or (kind == "Cf" and ch not in _EMOJI_FORMAT):
            return False
        if kind in ("Zl", "Zp"):
            return False
    return True
