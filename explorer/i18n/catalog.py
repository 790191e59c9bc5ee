"""Read the `.po` catalogs at run time (Community Cloud has no build step): each language's
area catalogs are compiled in memory once per process and merged into one `Translations`."""

from __future__ import annotations

import functools
import gettext
from io import BytesIO
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import Translations

from explorer.i18n.languages import BABEL_LOCALES, LANGUAGES, PLURAL_FORMS

LOCALE_DIR = Path(__file__).resolve().parent / "locale"


def po_files(lang: str) -> list[Path]:
    """The catalogs of `lang`, one per area of the code, in a fixed order."""
    return sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.po"))


def _compiled(path: Path, lang: str) -> Translations:
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=BABEL_LOCALES[lang], abort_invalid=True)
    if lang in PLURAL_FORMS:  # whatever an older header says
        catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[lang])]
    buffer = BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)  # fuzzy guesses are not shown to readers
    buffer.seek(0)
    return Translations(buffer)


@functools.cache  # bounded: only ever called with one of the six languages
def translations(lang: str) -> gettext.NullTranslations:
    """All of `lang`'s catalogs merged (a message untranslated anywhere stays English)."""
    if lang not in LANGUAGES:
        raise KeyError(lang)
    merged: Translations | None = None
    for path in po_files(lang):
        compiled = _compiled(path, lang)
        merged = compiled if merged is None else merged.merge(compiled)
    return merged if merged is not None else gettext.NullTranslations()
