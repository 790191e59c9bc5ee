"""Text that carries its own translations: ruleset names, summaries, quote translations, notes.

A `Text` is the English string (so code and files that know only English keep working) and
holds the other languages beside it; `tr()` gives the reader's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from explorer.i18n.current import language
from explorer.i18n.languages import DEFAULT, PSEUDO
from explorer.i18n.pseudo import mark


class Text(str):
    """An English string that knows its translations: `Text({"en": "Vote", "fr": "Vote"})`."""

    _by_lang: tuple[tuple[str, str], ...]

    def __new__(cls, by_lang: Mapping[str, str] | str) -> Text:
        table = {DEFAULT: by_lang} if isinstance(by_lang, str) else dict(by_lang)
        if DEFAULT not in table:
            raise ValueError("a Text needs its English")
        self = super().__new__(cls, table[DEFAULT])
        self._by_lang = tuple(sorted(table.items()))
        return self

    def __getnewargs__(self) -> tuple[Any, ...]:  # pickling (Streamlit's caches) keeps them all
        return (dict(self._by_lang),)

    @property
    def translations(self) -> dict[str, str]:
        return dict(self._by_lang)

    def in_language(self, lang: str) -> str | None:
        """The text in `lang`, or None when it has none there."""
        return dict(self._by_lang).get(lang)


def tr(text: str) -> str:
    """`text` in the reader's language: its own translation when it carries one, else as is
    (a file written in English only stays English)."""
    lang = language()
    if lang == PSEUDO:
        return mark(str(text))
    if isinstance(text, Text):
        return text.in_language(lang) or str(text)
    return text


def quote_translation(translation: str | None) -> str | None:
    """A rulebook quote's translation for the reader, or None when there is nothing to add.

    A quote's translations leave out the quote's own language, so a `Text` without the
    reader's language (other than English) means the reader reads the quote as it stands."""
    if not translation:
        return None
    lang = language()
    if isinstance(translation, Text) and lang not in (DEFAULT, PSEUDO):
        return translation.in_language(lang)
    return tr(translation)
