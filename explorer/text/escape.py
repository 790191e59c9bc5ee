"""Showing user text (names, clues, link text) safely: as literal text, never as markup.

`esc` is for Markdown (Streamlit's text elements), `isolate` keeps a right-to-left name from
scrambling the sentence around it, `name_md` does both, and `html_text` is for Plotly labels,
which read HTML tags.
"""

from __future__ import annotations

import html
import re
import unicodedata

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()<>#+\-.!|~:$&])")

# GitHub-flavoured Markdown turns bare addresses into links even when escaped ("http\://x"
# still becomes <a href="http://x">): an invisible word joiner inside each trigger stops that.
_WJ = "\u2060"
_AUTOLINK = re.compile(r"(?i)(https?|ftp|mailto|xmpp)(?=\\:)|(www)(?=\\\.)|(@)")


def esc(text: object) -> str:
    """`text` escaped so Markdown shows every character literally (no HTML, no formatting, no
    link made out of a bare address)."""
    escaped = _MD_SPECIAL.sub(r"\\\1", str(text)).replace("\n", " ")
    return _AUTOLINK.sub(lambda m: m.group(0) + _WJ, escaped)


def isolate(text: str) -> str:
    """`text` wrapped in Unicode bidi isolates (FSI … PDI) when it holds right-to-left letters,
    so a Hebrew or Arabic name inside an English sentence keeps the sentence's order: without
    them "שלום: 2nd vote" shows as "2 :שלום nd vote". Left-to-right text comes back unchanged."""
    if any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text):
        return f"\u2068{text}\u2069"
    return text


def name_md(name: object) -> str:
    """A user's name for Markdown: escaped, and isolated when it is written right to left."""
    return isolate(esc(name))


def html_text(text: object) -> str:
    """User text for a Plotly label or legend (Plotly reads tags such as <b> in them)."""
    return html.escape(str(text))
