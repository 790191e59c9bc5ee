"""scripts/i18n.py update carries a translation into an area that newly uses a message, in each
language its own: two bugs found while moving messages between areas (issue 24)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

from explorer.i18n.extract import Message

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


@pytest.fixture
def i18n(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    import i18n as module

    monkeypatch.setattr(module, "po_path", lambda lang, area: tmp_path / lang / f"{area}.po")
    monkeypatch.setattr(module, "area_names", lambda: ["old", "new"])
    return module


def _messages(area: str, *ids: str | tuple[str, str]) -> dict[tuple[str | None, str], Message]:
    out = {}
    for i in ids:
        one, plural = (i, None) if isinstance(i, str) else i
        out[(None, one)] = Message(one, plural, None, area, f"explorer/{area}.py:1")
    return out


def _strings(i18n: ModuleType, lang: str, area: str) -> dict[str, object]:
    return {
        str(m.id[0] if isinstance(m.id, tuple | list) else m.id): m.string
        for m in i18n.read(lang, area)
        if m.id
    }


def test_each_language_gets_its_own_translation_carried(
    i18n: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = {"fr": "la boîte", "ru": "коробка", "vi": "hộp game", "pt": "a caixa", "nl": "de doos"}
    monkeypatch.setattr(i18n, "by_area", lambda: {"old": _messages("old", "the box")})
    i18n.update()
    for lang, word in words.items():
        catalog = i18n.read(lang, "old")
        catalog["the box"].string = word
        i18n.write(catalog, lang, "old")
    both = {"old": _messages("old", "the box"), "new": _messages("new", "the box")}
    monkeypatch.setattr(i18n, "by_area", lambda: both)
    i18n.update()
    for lang, word in words.items():  # was: every language got French, the first one updated
        assert _strings(i18n, lang, "new")["the box"] == word, lang


def test_a_singular_translation_is_not_carried_into_a_plural_message(
    i18n: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "by_area", lambda: {"old": _messages("old", "is not an edition")})
    i18n.update()
    catalog = i18n.read("fr", "old")
    catalog["is not an edition"].string = "n’est pas une édition"
    i18n.write(catalog, "fr", "old")
    plural = ("is not an edition", "are not editions")
    monkeypatch.setattr(
        i18n, "by_area", lambda: {"old": _messages("old", "x"), "new": _messages("new", plural)}
    )
    i18n.update()
    forms = _strings(i18n, "fr", "new")["is not an edition"]
    # was: the string read as plural forms, one letter each ("n", "’", "e")
    assert isinstance(forms, tuple) and not any(forms)
