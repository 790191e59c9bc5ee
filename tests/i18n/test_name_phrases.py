"""A player's name sits where no language must change it (issue 23): French would elide «de»
and «que» before a vowel («la carte de Ana» → d'Ana), Russian would decline it («Вот карты
Ana», «карту Ana») or give a verb the name's gender («Ana уже проголосовал»). Messages put the
name after a colon, in brackets, or after «игрок»/«joueur»: checked here with Ana, Ada, Chloé
and Ben in every French and Russian catalog message that shows a player's name."""

from __future__ import annotations

import re
import string

import pytest

from explorer.i18n.catalog import po_files
from tests.i18n.catalogs import read_catalog

NAMES = ("Ana", "Ada", "Chloé", "Ben")
# placeholders that hold one player's name
PLAYER = {"name", "voter", "owner", "finder", "player", "first", "second", "storyteller", "who"}
# messages whose {name} is not a player (an edition, a rule, a file's field, a deck…)
NOT_A_PLAYER = re.compile(
    r"ruleset|edition|rule |rulebook|file|field|key|link|column|reading|deck|house|box|quiz level|"
    r"{what}|round of {name}|Reference card|must be a {kind}|{name} must|name {name}|named {name}",
    re.IGNORECASE,
)
FRENCH = re.compile(
    r"(?<![\w’'])(?:de|que|lorsque|puisque|jusque|le|la) \**(?:" + "|".join(NAMES) + r")\b", re.I
)
# a Russian word that would need the name declined (genitive after a noun or a preposition),
# or a past-tense or short-form verb that would need its gender
RUSSIAN_CASE = re.compile(
    r"(?i)\b(?:карт[аыуе]|карту|выбор|голос[аы]?|очки|ход|для|от|у|без|после|против) \**(?:"
    + "|".join(NAMES)
    + r")\b"
)
RUSSIAN_VERB = re.compile(
    r"\b(?:"
    + "|".join(NAMES)
    + r")\**,? (?:уже |не |ещё |сам )?\w+(?:ал|ял|ил|ел|ёл|ул|ыл|лся|жен|ден)\b|\b(?:"
    + "|".join(NAMES)
    + r")\**,? (?:уже )?(?:готов|должен|один|сам)\b"
)


def _fields(text: str) -> set[str]:
    return {f for _lit, f, _spec, _conv in string.Formatter().parse(text) if f}


def _rendered(lang: str) -> list[tuple[str, str]]:
    out = []
    for path in po_files(lang):
        catalog = read_catalog(path)
        for message in catalog:
            ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
            if not ids[0] or not _fields(ids[0]) & PLAYER or NOT_A_PLAYER.search(ids[0]):
                continue
            forms = (
                message.string if isinstance(message.string, (tuple, list)) else (message.string,)
            )
            for form in filter(None, forms):
                for name in NAMES:
                    values = {f: name if f in PLAYER else "X" for f in _fields(form)}
                    out.append((ids[0], form.format(**values)))
    return out


@pytest.mark.parametrize(
    ("lang", "pattern"), [("fr", FRENCH), ("ru", RUSSIAN_CASE), ("ru", RUSSIAN_VERB)]
)
def test_names_need_no_elision_declension_or_gender(lang: str, pattern: re.Pattern[str]) -> None:
    wrong = sorted(
        {f"{english!r} → {text!r}" for english, text in _rendered(lang) if pattern.search(text)}
    )
    assert not wrong, "\n".join(wrong)
