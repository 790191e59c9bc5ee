"""Text kept inside cached data (a ruleset, house rules) is written once in every language.

A ruleset built in one visitor's run may be served to the next visitor, who reads another
language: so a note the engine writes into it (house rules, a reading in force) is a `Text`
holding all six languages, and pages show it with `tr()`.
"""

from __future__ import annotations

from collections.abc import Callable

from explorer.i18n import LANGUAGES, Text, using


def in_every_language(build: Callable[[], str]) -> Text:
    """`build()` run once in each language, as one Text (English its str value)."""
    out: dict[str, str] = {}
    for lang in LANGUAGES:
        with using(lang):
            out[lang] = str(build())
    return Text(out)
