"""Pieces of text joined as the reader's language joins them: lists ("A, B et C", "A, B или C"),
clauses after a semicolon (French puts a narrow no-break space before it), and sentences.

Code never joins translated pieces with a hard-coded ", ", "; " or " and ": a Russian reader
got «30 очков; В Dixit (2008)…» (a capital after a semicolon) and a French one «points; la»
(no space before «;»). Lists follow the Unicode CLDR's patterns through Babel; English keeps
the site's "A, B and C" (British English's pattern, no serial comma).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Literal

from babel.lists import format_list

from explorer.i18n.current import language
from explorer.i18n.languages import BABEL_LOCALES, DEFAULT, PSEUDO
from explorer.i18n.pseudo import mark

ListStyle = Literal["standard", "or"]
# the locale whose list patterns each language uses (English: no serial comma, as the site writes)
_LIST_LOCALE = {**BABEL_LOCALES, DEFAULT: "en_GB", PSEUDO: "en_GB"}
# what goes before a semicolon: French typography puts a narrow no-break space there
_BEFORE_SEMICOLON = {"fr": "\u202f"}
# what goes before a colon: French typography puts a no-break space there
_BEFORE_COLON = {"fr": "\u00a0"}
# each language's quotation marks (French with no-break spaces inside, as typography.py puts them)
_QUOTES = {"fr": ("«\u00a0", "\u00a0»"), "ru": ("«", "»")}


def join_list(items: Iterable[str], style: ListStyle = "standard") -> str:
    """'A', 'A and B', 'A, B and C' ("or" style: 'A, B or C') in the reader's language."""
    shown = [str(item) for item in items]
    if len(shown) < 2:
        return shown[0] if shown else ""
    lang = language()
    joined = _format(tuple(shown), style, _LIST_LOCALE.get(lang, "en_GB"))
    return mark(joined) if lang == PSEUDO else joined  # "and" is a word the reader reads


@functools.lru_cache(maxsize=1024)  # bounded; lists of edition and player names recur
def _format(items: tuple[str, ...], style: ListStyle, locale: str) -> str:
    return format_list(list(items), style=style, locale=locale)


def join_or(items: Iterable[str]) -> str:
    """'A or B', 'A, B or C' in the reader's language."""
    return join_list(items, "or")


def semicolons(parts: Iterable[str]) -> str:
    """Clauses of one sentence joined by semicolons, as the reader's language writes them
    ("a; b", French "a ; b"). Each part after the first must read as a continuation (lower
    case unless it starts with a name); parts that are sentences go through `sentences`."""
    return f"{_BEFORE_SEMICOLON.get(language(), '')}; ".join(str(p) for p in parts)


def sentences(parts: Iterable[str]) -> str:
    """Each part as a sentence of its own: its first letter upper case, a full stop at its end
    unless it has one ("30 points. In Dixit (2008)…"), joined by a space."""
    out = []
    for part in (str(p).strip() for p in parts):
        if not part:
            continue
        part = part[0].upper() + part[1:]
        out.append(part if part.endswith((".", "!", "?", "…")) else part + ".")
    return " ".join(out)


def labelled(label: str, value: str) -> str:
    """A label and its value as the reader's language writes them: "Label: value" (French
    "Label : value", the space unbreakable). A label that is a question takes its answer after
    it without a colon ("Does it count inside the cap? Outside"), never "?:"."""
    label = str(label).rstrip()
    if label.endswith(("?", "!", ":")):
        return f"{label} {value}"
    return f"{label}{_BEFORE_COLON.get(language(), '')}: {value}"


def quoted(text: str) -> str:
    """`text` between the reader's language's quotation marks: “Dixit Party” (English,
    Vietnamese, Portuguese, Dutch), «Dixit Party» (Russian), « Dixit Party » (French, the spaces
    unbreakable). Never straight quotes."""
    start, end = _QUOTES.get(language(), ("“", "”"))
    return f"{start}{text}{end}"
