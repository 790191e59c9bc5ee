"""Every text a person reads in the shipped rulesets is given in the site's six languages.

A text field is a table of languages with `en` required (the parser also accepts a plain
string, English only, for older and uploaded files; the shipped files give all six). A quote's
`translation` (and a quoted table header's) may leave out the quote's own language (the reader of that language sees the
quote alone). Every language keeps the English text's numbers: a cheap check that no count,
range or score changed in translation. Read straight from the TOML, so this holds whatever
the parser does with it."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT

LANGUAGES = ("en", "fr", "ru", "vi", "pt", "nl")
FILES = sorted((ROOT / "rulesets").glob("*.toml"))
TOP_TEXT = ("name", "edition", "document", "summary")
ENTRY_TEXT = ("translation", "note", "table_header_translation", "document")
# Translations of a quote (the rule's `quote` or its `table_header`), in the document's language.
QUOTE_TRANSLATIONS = ("translation", "table_header_translation")
# Rule keys that are not rules (plain values or their own sections).
NOT_RULES = {"id", "year", "language", "readings", *TOP_TEXT}


def _load(path: Path) -> dict[str, Any]:
    with path.open("rb") as f:
        return tomllib.load(f)


def _texts(data: dict[str, Any]) -> Iterator[tuple[str, str, Any]]:
    """(where, field, value) of every text field a person reads."""
    for field in TOP_TEXT:
        yield field, field, data[field]
    for name, raw in data.items():
        if name in NOT_RULES:
            continue
        entries = raw if isinstance(raw, list) else [raw]
        for i, entry in enumerate(entries):
            for field in ENTRY_TEXT:
                if field not in entry:
                    continue
                if field == "document" and entry[field] == "none":
                    continue  # a marker (no document holds this value), not text
                yield f"{name}[{i}].{field}", field, entry[field]
    for i, reading in enumerate(data.get("readings", [])):
        for field in ("label", "note"):
            yield f"readings[{i}].{field}", field, reading[field]
        for j, choice in enumerate(reading["choices"]):
            yield f"readings[{i}].choices[{j}].label", "label", choice["label"]


CASES = [
    pytest.param(path.name, where, field, value, _load(path)["language"], id=f"{path.stem}:{where}")
    for path in FILES
    for where, field, value in _texts(_load(path))
]


def _numbers(text: str) -> list[str]:
    return sorted(re.findall(r"\d+", text))


def test_every_shipped_ruleset_is_checked() -> None:
    assert len(FILES) >= 5
    assert {c.values[0] for c in CASES} == {p.name for p in FILES}


@pytest.mark.parametrize(("file", "where", "field", "value", "quote_language"), CASES)
def test_text_field_in_six_languages(
    file: str, where: str, field: str, value: Any, quote_language: str
) -> None:
    assert isinstance(value, dict), f"{file} {where}: a table of languages, not a plain string"
    assert set(value) <= set(LANGUAGES), f"{file} {where}: unknown {set(value) - set(LANGUAGES)}"
    required = set(LANGUAGES)
    if field in QUOTE_TRANSLATIONS:
        required.discard(quote_language)  # the quote itself serves its own language
    assert required <= set(value), f"{file} {where}: missing {sorted(required - set(value))}"
    for lang, text in value.items():
        assert isinstance(text, str) and text.strip(), f"{file} {where}.{lang}: empty"
        assert text == text.strip(), f"{file} {where}.{lang}: stray spaces"
        assert _numbers(text) == _numbers(value["en"]), (
            f"{file} {where}.{lang}: numbers {_numbers(text)} differ from English "
            f"{_numbers(value['en'])}"
        )


@pytest.mark.parametrize(("file", "where", "field", "value", "quote_language"), CASES)
def test_a_translation_is_not_its_quote(
    file: str, where: str, field: str, value: Any, quote_language: str
) -> None:
    if field in QUOTE_TRANSLATIONS and isinstance(value, dict) and quote_language in value:
        raise AssertionError(f"{file} {where}: the quote's own language needs no translation")
