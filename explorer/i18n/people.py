"""The names the site gives made-up players, in the reader's language (`names.toml`): the
example round's, the quiz's and the class quiz's (`example_names`), a practice table's before a
player types their own (`table_names`). Data written by hand per language, never transliterated.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from explorer.i18n.current import language
from explorer.i18n.languages import DEFAULT, LANGUAGES

SEATS = 12  # names per list: as many as the largest table


def _load() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    with (Path(__file__).resolve().parent / "names.toml").open("rb") as f:
        data = tomllib.load(f)
    out = []
    for kind in ("example", "table"):
        lists = {lang: tuple(data[kind][lang]) for lang in LANGUAGES}
        for lang, names in lists.items():
            folded = {n.casefold() for n in names}
            if len(names) != SEATS or len(folded) != SEATS:
                raise ValueError(f"names.toml [{kind}] {lang}: {SEATS} different names needed")
        out.append(lists)
    return out[0], out[1]


EXAMPLE_NAMES, TABLE_NAMES = _load()


def example_names(lang: str | None = None) -> tuple[str, ...]:
    """The example round's and the quiz's names in `lang` (default: the reader's language);
    seat 0, who tells the example round, is a woman."""
    return EXAMPLE_NAMES.get(lang or language(), EXAMPLE_NAMES[DEFAULT])


def table_names(lang: str | None = None) -> tuple[str, ...]:
    """A practice table's names in `lang` (default: the reader's): the visitor's, then the bots'."""
    return TABLE_NAMES.get(lang or language(), TABLE_NAMES[DEFAULT])
