"""French puts a space before « : ; ! ? » » and after « «, and that space must not break: a
line that starts with a lone colon or question mark reads as a typo (issue 23).

The site follows the Imprimerie nationale: a no-break space (U+00A0) before « : » and inside
« guillemets », a narrow no-break space (U+202F, the one Babel already writes in French numbers
such as 1 000) before « ; ! ? ». Checked in every French catalog message and in the `fr` texts of
the shipped rulesets. Placeholders, %(name)s fields, `code spans`, Markdown link targets and URLs
are left alone (a colon there is syntax, not French), and a colon between two non-spaces (a
`lecture:choix` toggle, 12:30) is not punctuation either."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from explorer.i18n.catalog import po_files
from tests.conftest import ROOT
from tests.i18n.catalogs import forms, read_catalog

NBSP = "\u00a0"  # before a colon, inside « »
NNBSP = "\u202f"  # before ; ! ?
NAMES = {NBSP: "U+00A0 NO-BREAK SPACE", NNBSP: "U+202F NARROW NO-BREAK SPACE"}
# syntax inside a message, not French prose
PROTECTED = re.compile(r"\{[^{}]*\}|%\([^)]*\)[sdr]|`[^`]*`|\]\([^)]*\)|https?://\S+")
CATALOGS = po_files("fr")


def _prose(text: str) -> Iterator[tuple[int, int]]:
    """The (start, end) spans of `text` that are French prose (outside the protected syntax)."""
    pos = 0
    for m in PROTECTED.finditer(text):
        yield pos, m.start()
        pos = m.end()
    yield pos, len(text)


def _show(char: str) -> str:
    return NAMES.get(char, "an ordinary space" if char == " " else repr(char))


def problems(text: str) -> list[str]:
    """What `text` gets wrong about the spaces around French punctuation, one line each."""
    out: list[str] = []
    for start, end in _prose(text):
        for i in range(start, end):
            char = text[i]
            before = text[i - 1] if i > 0 else ""
            after = text[i + 1] if i + 1 < len(text) else ""
            where = repr(text[max(0, i - 15) : i + 15])
            if char in ";!?":
                if i == 0 or before in "?!(" or before == NNBSP:
                    continue
                what = _show(before) if before.isspace() else "no space"
                out.append(f"{what} before {char!r} in {where}: use {NAMES[NNBSP]}")
            elif char == ":":
                if before == NBSP or i == 0:
                    continue
                if before.isspace() or not after or after.isspace():
                    what = _show(before) if before.isspace() else "no space"
                    out.append(f"{what} before ':' in {where}: use {NAMES[NBSP]}")
            elif char == "«" and after != NBSP:
                what = _show(after) if after.isspace() or not after else "no space"
                out.append(f"{what} after '«' in {where}: use {NAMES[NBSP]}")
            elif char == "%" and before.isdigit() and after not in "{(":
                out.append(f"no space before '%' in {where}: use {NAMES[NBSP]}")
            elif char == "%" and before == " " and text[i - 2 : i - 1].isdigit():
                out.append(f"an ordinary space before '%' in {where}: use {NAMES[NBSP]}")
            elif char == "»" and before != NBSP:
                what = _show(before) if before.isspace() or not before else "no space"
                out.append(f"{what} before '»' in {where}: use {NAMES[NBSP]}")
    return out


def test_the_check_sees_what_a_reader_sees() -> None:
    assert problems(f"Indice{NBSP}: «{NBSP}{{clue}}{NBSP}»{NNBSP}; prêt{NNBSP}?") == []
    assert problems("lecture:choix, `a : b`, {n}, https://x.y/?lang=fr") == []
    assert len(problems("Indice : « mot » ; prêt ? oui !")) == 6
    assert len(problems("Indice: prêt?")) == 2
    assert "ordinary space before ':'" in problems("Tour 1 : fin")[0]
    assert "no space before '?'" in problems("{name}?")[0]
    assert "ordinary space before '%'" in problems("intervalle à 95 % près")[0]
    assert problems(f"95{NBSP}% et %{{y:.1%}}") == []


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.stem)
def test_french_catalogs_keep_their_spaces_unbroken(path: Path) -> None:
    catalog = read_catalog(path)
    wrong = [
        f"  msgid {str(message.id if isinstance(message.id, str) else message.id[0])[:70]!r}"
        f"{f' (form {n})' if isinstance(message.string, tuple) else ''}: {problem}"
        for message in catalog
        if message.id
        for n, text in enumerate(forms(message.string))
        for problem in problems(text)
    ]
    assert not wrong, f"fr/{path.name}: French spacing wrong in\n" + "\n".join(wrong)


def _french_texts(data: Any, where: str) -> Iterator[tuple[str, str]]:
    """Every `fr` text of a ruleset (an inline table of the six languages), with its place."""
    if isinstance(data, dict):
        if isinstance(data.get("fr"), str) and isinstance(data.get("en"), str):
            yield where, data["fr"]
        for key, value in data.items():
            yield from _french_texts(value, f"{where}.{key}" if where else key)
    elif isinstance(data, list):
        for n, value in enumerate(data):
            yield from _french_texts(value, f"{where}[{n}]")


# the rulesets, and the Questions page's rulebook sentences with their translations (issue 31:
# «Remarque : il n'est pas permis…» came from there with an ordinary space)
TEXT_FILES = [*sorted((ROOT / "rulesets").glob("*.toml")), ROOT / "explorer/questions/quotes.toml"]


@pytest.mark.parametrize("path", TEXT_FILES, ids=lambda p: p.stem)
def test_french_ruleset_texts_keep_their_spaces_unbroken(path: Path) -> None:
    with path.open("rb") as f:
        data = tomllib.load(f)
    wrong = [
        f"  {where}: {problem}"
        for where, text in _french_texts(data, "")
        for problem in problems(text)
    ]
    assert not wrong, f"{path.name}: French spacing wrong in\n" + "\n".join(wrong)
