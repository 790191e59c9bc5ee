"""Russian sentences about a named player read right whoever the player is (issue 23).

A Russian past-tense verb or short adjective agrees with its subject's gender: «{name} уже
проголосовал» is wrong for Ada or Chloé (two of the bots). A Latin name is not declined, so
«карту {owner}» reads as a broken sentence («карту Ana»). The catalogs avoid both: «Игрок {name}
уже проголосовал» (agreeing with «игрок»), «{name}: голоса нет», «карту игрока {owner}». And
after a semicolon Russian goes on in lower case."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.i18n.catalogs import read_catalog

CATALOGS = sorted((ROOT / "explorer" / "i18n" / "locale" / "ru" / "LC_MESSAGES").glob("*.po"))
# placeholders that stand for a player's name (or several)
NAME = r"\{(?:name|names|voter|player|finder|owner|first|second|teller|storyteller)\}"
# a name as the subject of a gendered word: «{name} уже проголосовал», «{name} должен»; a
# name after «игрок» (or a field's after «параметр») agrees with that noun instead
GENDERED = re.compile(
    r"(?<![Ии]грок )(?<![Ии]грока )(?<![Пп]араметр )" + NAME + r"\s+(?:уже\s+|не\s+|ещё\s+|сам\s+)?"
    r"(\w+(?:л|лся)|должен|обязан|готов|уверен|рад|сам|один|единственный)\b"
)
# a name where Russian needs a case ending: «карту {owner}», «выбор {name}», «кроме {name}»
UNDECLINED = re.compile(
    r"\b(?:карт[аыуеой]?|выбор|очки|голоса|ход|кроме|у|для|от|к)\s+" + NAME + r"(?!\s*\))"
)
# a bot or a visitor speaking of themselves in the past: «я выбрал», «я подумал»
FIRST_PERSON = re.compile(r"\b[Яя]\s+(?:\w+\s+)?\w+л\b")
CAPITAL_AFTER_SEMICOLON = re.compile(r"; [А-ЯЁ]")


def _strings(path: Path) -> list[tuple[str, str]]:
    catalog = read_catalog(path)
    out = []
    for message in catalog:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, str) else message.id[0]
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [(english, form) for form in forms if form]
    return out


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.stem)
def test_no_gendered_word_agrees_with_a_name(path: Path) -> None:
    wrong = [f"{en!r} → {ru!r}" for en, ru in _strings(path) if GENDERED.search(ru)]
    wrong += [f"{en!r} → {ru!r}" for en, ru in _strings(path) if FIRST_PERSON.search(ru)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.stem)
def test_no_name_needs_a_case_ending(path: Path) -> None:
    wrong = [f"{en!r} → {ru!r}" for en, ru in _strings(path) if UNDECLINED.search(ru)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.stem)
def test_lower_case_after_a_semicolon(path: Path) -> None:
    wrong = [f"{en!r} → {ru!r}" for en, ru in _strings(path) if CAPITAL_AFTER_SEMICOLON.search(ru)]
    assert not wrong, "\n".join(wrong)


def test_the_checks_catch_what_they_are_for() -> None:
    assert GENDERED.search("{name} уже проголосовал.")
    assert GENDERED.search("{name} должен проголосовать за карту.")
    assert not GENDERED.search("Игрок {name} уже проголосовал.")
    assert not GENDERED.search("{name}: голоса нет.")
    assert UNDECLINED.search("{voter} голосует за карту {owner}")
    assert not UNDECLINED.search("{voter} голосует за карту игрока {owner}")
    assert not UNDECLINED.search("Карту рассказчика ({name}) нашли все")
    assert FIRST_PERSON.search("Я не знал ни одного слова")
    assert CAPITAL_AFTER_SEMICOLON.search("30 очков; В Dixit (2008)")
