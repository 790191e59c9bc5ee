"""The six languages of the site (the rulebooks' five and English), and matching a browser's."""

from __future__ import annotations

import re

DEFAULT = "en"
LANGUAGES: tuple[str, ...] = ("en", "fr", "ru", "vi", "pt", "nl")
# A test-only language that marks every translated string, to find text nobody marked.
PSEUDO = "qps"

NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "ru": "Русский",
    "vi": "Tiếng Việt",
    "pt": "Português",
    "nl": "Nederlands",
}

# Babel's locale for numbers and plural rules; the Portuguese rulebook is Brazilian
# ("embaralhadas", "coloca"), so its decimal comma and grouping follow pt_BR.
BABEL_LOCALES: dict[str, str] = {
    "en": "en",
    "fr": "fr",
    "ru": "ru",
    "vi": "vi",
    "pt": "pt_BR",
    "nl": "nl",
    PSEUDO: "en",
}

# Plural rules that differ from Babel's (CLDR's) for a language: Brazilian Portuguese counts 0
# as singular in CLDR ("0 ponto"), but a Brazilian scoreboard reads "0 pontos". Same three
# forms (one, many, other) as CLDR's, only 0 moves to "other". The catalogs' Plural-Forms header
# is written from this (scripts/i18n.py) and the app applies it when it reads them.
PLURAL_FORMS: dict[str, str] = {
    "pt": "nplurals=3; plural=n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;",
}

_TAG = re.compile(r"[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*")


def match_locale(tag: object) -> str | None:
    """The site's language for a browser locale such as "fr-CA" or "pt_BR", or None.

    Anything that is not a short, well-formed language tag (a visitor can send any header)
    matches nothing.
    """
    if not isinstance(tag, str) or len(tag) > 35 or not _TAG.fullmatch(tag.strip()):
        return None
    primary = re.split(r"[-_]", tag.strip(), maxsplit=1)[0].lower()
    return primary if primary in LANGUAGES else None
