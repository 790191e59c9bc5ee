"""French typography for translated text: the space before « : ; ! ? » and after « « », and
between a number and %, that must not break (issues 23 and 31).

French puts a space before those marks, and a line that starts with a lone colon or question
mark reads as a typo. The site follows the Imprimerie nationale: a no-break space (U+00A0)
before « : » and inside « guillemets », a narrow no-break space (U+202F, the one Babel writes in
French numbers such as 1 000) before « ; ! ? ». `french_spacing` puts them in, leaving syntax
alone: `{placeholders}`, `%(name)s` fields, `code spans`, Markdown link targets, URLs, and a colon
between two non-spaces (a `lecture:choix` toggle, 12:30). `scripts/i18n.py` applies it to every
French message it writes, so a new translation cannot bring an ordinary space back.
"""

from __future__ import annotations

import re

NBSP = "\u00a0"  # before a colon, inside « »
NNBSP = "\u202f"  # before ; ! ?
# syntax inside a message, not French prose
PROTECTED = re.compile(r"\{[^{}]*\}|%\([^)]*\)[sdr]|`[^`]*`|\]\([^)]*\)|https?://\S+")
_KEPT = "\ue000"  # a private-use character: never in a message
# a number, an ordinary (or no) space, then % that is not a template's (%{x}, %(n)s)
PERCENT = re.compile(r"(\d) ?%(?![{(])")


def _prose(text: str) -> str:
    out = ""
    i = 0
    while i < len(text):
        char = text[i]
        bare = out.rstrip()
        spaced = len(bare) < len(out)
        if bare.endswith("«"):
            bare += NBSP  # the space inside a guillemet stays, whatever follows it
        if char in ";!?" and (spaced or (out and out[-1] not in "?!(")):
            out = bare + NNBSP + char
        elif (
            char == ":" and (spaced or (out and (i + 1 == len(text) or text[i + 1].isspace())))
        ) or char == "»":
            out = bare + NBSP + char
        elif char == "«":
            out += char + NBSP
            while i + 1 < len(text) and text[i + 1].isspace():
                i += 1
        else:
            out += char
        i += 1
    return out


def french_spacing(text: str) -> str:
    """`text` with a no-break space (narrow before ; ! ?) before « : ; ! ? » » and after « « »,
    in its prose only (syntax is kept as it is)."""
    kept: list[str] = []

    def keep(m: re.Match[str]) -> str:
        kept.append(m.group(0))
        return _KEPT  # one non-space character where the syntax was, for the marks around it

    spaced = PROTECTED.sub(keep, text)
    # a percentage keeps its number (« 95 % », as Babel writes French percentages)
    spaced = PERCENT.sub("\\1" + NBSP + "%", spaced)
    # a space put before a colon can make the colon before it end a word too (":::"): again
    # until nothing changes
    while (again := _prose(spaced)) != spaced:
        spaced = again
    pieces = spaced.split(_KEPT)
    return pieces[0] + "".join(k + piece for k, piece in zip(kept, pieces[1:], strict=True))
