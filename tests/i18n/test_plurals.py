"""Every number a message shows with a counted noun takes the form its language gives that
number (issue 23): Russian 21 очко, 22 очка, 25 очков (a house target of 21 read «21 очков»),
Portuguese 0 pontos (CLDR counts 0 as singular in Portuguese; a Brazilian scoreboard does not),
and every plural message of every catalog has a form for every number a page can show."""

from __future__ import annotations

import re
import string

import pytest

from explorer import load_ruleset
from explorer.i18n import LANGUAGES, n_, using
from explorer.i18n.catalog import LOCALE_DIR, po_files, translations
from explorer.i18n.extract import extract_all
from explorer.i18n.languages import PLURAL_FORMS
from explorer.round.game_words import game_length
from explorer.rules.house import build_house
from explorer.text.names import count
from tests.i18n.catalogs import read_catalog

NUMBERS = (0, 1, 2, 3, 5, 11, 21, 22, 25, 30, 101, 111)
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def _fields(text: str) -> set[str]:
    return {f for _lit, f, _spec, _conv in string.Formatter().parse(text) if f}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_plural_message_has_a_form_for_every_number(lang: str) -> None:
    gettext = translations(lang)
    wrong = []
    for path in po_files(lang):
        catalog = read_catalog(path)
        for message in catalog:
            if not message.pluralizable or not message.string or not any(message.string):
                continue
            singular, plural = message.id
            allowed = _fields(singular) | _fields(plural)
            for n in NUMBERS:
                text = gettext.ngettext(singular, plural, n)
                if not text.strip():
                    wrong.append(f"{path.name}: {singular!r} has no form for {n}")
                elif not _fields(text) <= allowed:
                    wrong.append(
                        f"{path.name}: {singular!r} at {n} names {_fields(text) - allowed}"
                    )
    assert not wrong, "\n".join(wrong)


RUSSIAN = {
    "point": {1: "1 очко", 2: "2 очка", 5: "5 очков", 11: "11 очков", 21: "21 очко", 22: "22 очка",
              25: "25 очков", 30: "30 очков", 101: "101 очко", 111: "111 очков"},
    "card": {1: "1 карта", 3: "3 карты", 21: "21 карта", 22: "22 карты", 25: "25 карт"},
    "vote": {1: "1 голос", 2: "2 голоса", 21: "21 голос", 25: "25 голосов"},
    "turn": {1: "1 ход", 3: "3 хода", 21: "21 ход", 22: "22 хода", 25: "25 ходов"},
    "player": {3: "3 игрока", 5: "5 игроков", 11: "11 игроков", 21: "21 игрок"},
}  # fmt: skip


@pytest.mark.parametrize("noun", sorted(RUSSIAN))
def test_russian_counts_take_the_numbers_form(noun: str) -> None:
    with using("ru"):
        assert {n: count(n, noun) for n in RUSSIAN[noun]} == RUSSIAN[noun]


@pytest.mark.parametrize(
    ("lang", "zero", "one", "two"),
    [
        ("pt", "0 pontos", "1 ponto", "2 pontos"),
        ("fr", "0 point", "1 point", "2 points"),
        ("nl", "0 punten", "1 punt", "2 punten"),
        ("en", "0 points", "1 point", "2 points"),
        ("vi", "0 điểm", "1 điểm", "2 điểm"),
    ],
)
def test_zero_one_and_two_points_on_a_scoreboard(lang: str, zero: str, one: str, two: str) -> None:
    with using(lang):
        assert (count(0, "point"), count(1, "point"), count(2, "point")) == (zero, one, two)


def test_portuguese_plural_rule_is_written_in_every_catalog() -> None:
    """scripts/i18n.py writes the rule of languages.PLURAL_FORMS into the header (so `update`
    keeps it); the app applies it on reading whatever the header says."""
    for path in sorted((LOCALE_DIR / "pt" / "LC_MESSAGES").glob("*.po")):
        text = path.read_text(encoding="utf-8")
        assert f'"Plural-Forms: {PLURAL_FORMS["pt"]}\\n"' in text, path.name


@pytest.mark.parametrize("target", [21, 22, 25, 30])
@pytest.mark.parametrize("parent", ["original-2008", "refresh-2021"])
def test_a_house_target_of_21_reads_in_russian(target: int, parent: str) -> None:
    """«(раньше, если кто-то наберёт 21 очков)» was the bug: the pile's sentence counted turns
    and wrote the target's noun in one fixed form."""
    word = {21: "21 очко", 22: "22 очка", 25: "25 очков", 30: "30 очков"}[target]
    house = build_house(load_ruleset(parent), {"score_target": target})
    with using("ru"):
        text, _short = game_length(house, 4, 84)
    assert word in text, text


# A score target or a cap shown beside "points" outside a plural keyed on it ("{target}
# points" in a message counted by turns) reads «21 очков»: pass it as count(n, "point").
FIXED_FORM = re.compile(r"\{(target|cap)\} (?:bonus )?points?\b")


def test_no_message_shows_a_target_or_cap_with_a_fixed_plural() -> None:
    bad = [
        m.id
        for m in extract_all()
        if FIXED_FORM.search(m.plural or m.id)
        and not (
            m.plural
            and FIXED_FORM.search(m.id)
            and FIXED_FORM.search(m.id).group(0).endswith("point")
        )
    ]
    assert not bad, bad


def test_n_chooses_by_the_number_in_english() -> None:
    assert n_("{n} point", "{n} points", 0) == "{n} points"
    assert n_("{n} point", "{n} points", 1) == "{n} point"
