"""What the catalog and ruleset-text tests share: a message's forms and the translated texts of a
ruleset file (a language's catalogs: `explorer.i18n.catalog.po_files`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po


def read_catalog(path: Path) -> Catalog:
    """One catalog file, read with Babel."""
    with path.open("rb") as f:
        return read_po(f)


def forms(value: object) -> list[str]:
    """A message's id or string as its list of forms (a plural has several)."""
    shown = value if isinstance(value, tuple | list) else (value,)
    return [f for f in shown if isinstance(f, str)]


def ruleset_texts(data: Any) -> Iterator[dict[str, str]]:
    """Every translated text of a ruleset file's data: each table of language → text."""
    if isinstance(data, dict):
        if isinstance(data.get("en"), str) and all(isinstance(v, str) for v in data.values()):
            yield data
        else:
            for value in data.values():
                yield from ruleset_texts(value)
    elif isinstance(data, list):
        for value in data:
            yield from ruleset_texts(value)
