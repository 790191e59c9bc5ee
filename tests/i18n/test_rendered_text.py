"""What visitors read, as they read it, holds no pattern that is always wrong (issue 31).

The catalogs' own checks see one message at a time; a reader sees sentences the site builds:
a message with its numbers and names filled in, or several messages in a row. The review
corpus (`scripts/review_corpus.py`: every question's answer for every box, every lesson step,
quiz rounds with their feedback, a class-quiz room, a practice round) is read here in every
language and held to patterns no native reader accepts: Russian «при 3 игрока», French «a à
3 joueurs», a Latin name inside Russian text, another language's example names, straight
quotes, an ordinary space where French needs a no-break one, a placeholder left in braces, a
count that disagrees with its noun. The rulebooks' own sentences, quoted in their language,
are not the site's words and are left out.

Run `python -m tests.i18n.test_rendered_text` to list every hit by language and pattern.
"""

from __future__ import annotations

import functools
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from explorer.i18n import LANGUAGES
from explorer.i18n.people import EXAMPLE_NAMES, TABLE_NAMES

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

from review_corpus import Line, corpus  # noqa: E402  (scripts/, beside the tests)

TARGETS = tuple(lang for lang in LANGUAGES if lang != "en")
NB = "\u00a0\u202f"  # the no-break spaces French puts before : ; ! ? % and inside « »
# Latin words a Russian text may hold: the boxes' names, brands and formats
LATIN_OK = {
    "Dixit", "Odyssey", "Refresh", "Anniversary", "Journey", "Party", "Libellud", "Explorer",
    "Rules", "PDF", "CSV", "TOML", "JSON", "QR", "Mac", "Windows",
}  # fmt: skip


def _names(lists: dict[str, tuple[str, ...]], lang: str) -> set[str]:
    """Names the other languages' example and table lists have and `lang`'s lists do not."""
    own = set(lists[lang])
    return {n for other, names in lists.items() if other != lang for n in names} - own


def _foreign_names(lang: str) -> re.Pattern[str]:
    names = _names(EXAMPLE_NAMES, lang) | _names(TABLE_NAMES, lang)
    names -= set(EXAMPLE_NAMES[lang]) | set(TABLE_NAMES[lang])
    return re.compile(r"(?<!\w)(?:" + "|".join(sorted(map(re.escape, names))) + r")(?!\w)")


# (languages, what is wrong, pattern): each pattern is always wrong in those languages
CHECKS: tuple[tuple[tuple[str, ...], str, re.Pattern[str]], ...] = (
    (LANGUAGES, "a placeholder left in braces", re.compile(r"\{[a-z_]+\}")),
    (TARGETS, "straight quotes", re.compile(r"(?<!\w)'[^'\n]+'(?!\w)|\"[^\"\n]+\"")),
    (
        TARGETS,
        "English words",
        re.compile(r"\b(?:the|with|and|each|player|players|found|storyteller)\b"),
    ),
    (TARGETS, "a word twice", re.compile(r"(?i)(?<!\w)(\w{2,})\s+\1(?!\w)")),
    (LANGUAGES, "a space before a comma or full stop", re.compile(r"\s[,.](?![\d.])")),
    (LANGUAGES, "brackets inside brackets", re.compile(r"\([^()]*\([^()]*\)[^()]*\)")),
    (LANGUAGES, "a label said again after its colon", re.compile(r"(?i)\(([^()]{6,})\)\s?:\s+\1")),
    (LANGUAGES, "two stops in a row", re.compile(r"(?<![.…])[.;,:]\s*[.;,](?![.\d])")),
    (
        ("en", "ru", "vi", "pt", "nl"),
        "a space before : ; ! ?",
        re.compile(r"[^\s\d]\s+[;:!?](?=\s|$)"),
    ),
    # Russian: «при» takes the prepositional («при 3 игроках»), «для»/«вместо» the genitive
    # («для 4 игроков», «вместо 3 очков»); 5 and up count with the genitive plural
    ("ru", "«при» with a count not in the prepositional",
     re.compile(r"(?i)\bпри\s+\d+(?:\s*[–-]\s*\d+)?\s+игрок(?:а|ов)?\b")),
    ("ru", "«для» with «2–4 игрока»", re.compile(r"(?i)\bдля\s+(?:\d+\s*[–-]\s*)?[2-4]\s+игрока\b")),
    ("ru", "«вместо 3 очка»", re.compile(r"(?i)\bвместо\s+[2-4]\s+(?:очка|карты|голоса|хода)\b")),
    ("ru", "5 and up with a singular noun",
     re.compile(r"(?<![\d,])(?:[5-9]|1[0-9])\s+(?:очка|карты|голоса|игрока|хода)\b")),
    ("ru", "1 with a plural noun",
     re.compile(r"(?<![\d,])1\s+(?:очков|карт|голосов|игроков|ходов|очка|карты)\b(?! ва)")),
    ("ru", "a Latin word inside Russian text",
     re.compile(r"(?=.*[а-яё])(?<![\w/.«-])(?!(?:" + "|".join(sorted(LATIN_OK)) + r")\b)"
                r"[A-Z][a-zà-ÿ]+\b")),
    ("fr", "«a à», «après à»: a player count glued after a verb or preposition",
     re.compile(r"\b(?:a|après|de|pour|avec|sur|par) à \d")),
    ("fr", "no no-break space before : ; ! ?", re.compile(rf"(?:[^\s{NB}\d/]|^)[;:!?](?=\s|$)")),
    ("fr", "an ordinary space before : ; ! ? » or %, or after «",
     re.compile(r" [;:!?»%]|« |\d%")),
    ("fr", "a straight apostrophe (the site writes ’)", re.compile(r"[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]")),
    ("fr", "1 with a plural noun", re.compile(r"(?<![\d,])1 (?:points|cartes|votes|joueurs|tours)\b")),
    ("pt", "1 with a plural noun",
     re.compile(r"(?<![\d,])1 (?:pontos|cartas|votos|jogadores|turnos)\b")),
    ("pt", "«do jogador» before a name, whatever its gender",
     re.compile(r"\bd[oa]s? jogador(?:es)? [A-ZÀ-Ý]")),
    ("pt", "the storyteller in lower case", re.compile(r"\bcontador de [Ee]stórias")),
    ("nl", "1 with a plural noun",
     re.compile(r"(?<![\d,])1 (?:punten|kaarten|stemmen|spelers|rondes)\b")),
)  # fmt: skip
CHECKS = tuple(
    ((langs,) if isinstance(langs, str) else langs, what, p) for langs, what, p in CHECKS
)
# a quiz's feedback leads with its players and a colon: a second colon in the sentence jars
# (label lines elsewhere, "Hand: 6 cards each; with 3 players: 7.", are a layout, not a sentence)
TWO_COLONS = re.compile(r"(?<![)\u00a0\u202f]):\s[^.:!?()]*\s?:\s")


@functools.cache
def _corpus(lang: str) -> tuple[Line, ...]:
    return tuple(line for line in corpus(lang) if not line.quote)


def _undeclined(lang: str) -> re.Pattern[str]:
    """A Russian name after a preposition that needs another case («ошибка у Аня»): the
    site's sentences keep names where no case ending is needed."""
    names = "|".join(sorted(set(EXAMPLE_NAMES[lang]) | set(TABLE_NAMES[lang])))
    return re.compile(
        r"(?i)(?<!\w)(?:у|для|от|к|без|кроме|про|с|со|о|об)\s+(?-i:" + names + r")(?!\w)"
    )


def hits(lang: str) -> list[tuple[str, str]]:
    """(what is wrong, where: text) for every site text of `lang`'s corpus a check finds."""
    checks = [(what, p) for langs, what, p in CHECKS if lang in langs]
    if lang != "en":
        checks.append(("another language's example names", _foreign_names(lang)))
    if lang == "ru":
        checks.append(("a name after a preposition that declines it", _undeclined(lang)))
    out = []
    for line in _corpus(lang):
        feedback = [("two colons in one sentence", TWO_COLONS)] if line.where[:5] == "quiz/" else []
        for what, pattern in checks + feedback:
            m = pattern.search(line.text)
            if m:
                out.append((what, f"{line.where}: …{m.group(0)}… in {line.text!r}"))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_site_text_has_no_pattern_that_is_always_wrong(lang: str) -> None:
    found = hits(lang)
    shown = "\n".join(f"{what}: {where}" for what, where in found[:40])
    assert not found, f"{len(found)} hits:\n{shown}"


def test_the_corpus_holds_every_part() -> None:
    places = {line.where.split("/")[0] for line in _corpus("ru")}
    assert places == {"rulesets", "questions", "lesson", "quiz", "room", "practice"}


def test_the_checks_catch_what_they_are_for() -> None:
    def caught(lang: str, text: str) -> bool:
        return any(lang in langs and p.search(text) for langs, _what, p in CHECKS)

    assert caught("ru", "У каждого 7 карт при 3 игрока.")
    assert caught("ru", "6 карт при 4–12 игроков")
    assert not caught("ru", "7 карт при 3 игроках и 6 карт при 4–12 игроках.")
    assert caught("ru", "получают по 4 очка вместо 3 очка")
    assert not caught("ru", "получают по 4 очка вместо 3.")
    assert caught("ru", "Правило для 4 игрока")
    assert caught("ru", "Ana смешивает карты.")
    assert not caught("ru", "Аня смешивает карты Dixit Odyssey.")
    assert caught("fr", "Chaque joueur a à 3 joueurs : 7 cartes")
    assert caught("fr", "après à 3 joueurs")
    assert caught("fr", "un intervalle à 95 % près")
    assert caught("fr", "(cité du document): Non")
    assert not caught("fr", "(cité du document)\u00a0: Non, à 95\u00a0%.")
    assert caught("pt", "a variante 'Dixit Party'")
    assert caught("vi", 'biến thể "Dixit Party"')
    assert not caught("pt", "a variante “Dixit Party”")
    assert caught("nl", "je krijgt 1 punten")
    assert caught("fr", "{n} cartes")
    assert _undeclined("ru").search("Не совсем: ошибка у Аня.")
    assert not _undeclined("ru").search("Не совсем — ошибка в очках: Аня.")
    assert caught("fr", "Chaque votant qui l'a trouvée")
    assert caught("en", "Dixit (2008) (our reading (the document is silent)): no")
    assert TWO_COLONS.search("Ana: only a finder earns the +1: a player who missed never does.")
    assert not TWO_COLONS.search("Ana: only a finder earns the +1; one who missed never does.")
    assert not TWO_COLONS.search("📖 Dixit (2008) (quoted from the document): Yes: it counts.")
    assert caught("en", "Dixit (not settled by the rules): Not settled by the rules: they ask")
    assert caught("pt", "Bruno votou na carta do jogador Carla")
    assert not caught("pt", "Bruno votou na carta de Carla")
    assert _foreign_names("ru").search("Ben голосует")
    assert not _foreign_names("en").search("Ben votes")


if __name__ == "__main__":
    for lang in LANGUAGES:
        counted = Counter(what for what, _where in hits(lang))
        print(lang, dict(counted))
        for what, where in hits(lang):
            print(f"  {what}: {where}")
