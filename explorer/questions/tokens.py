"""The words of a question or a query, as the search compares them.

A text is folded (Unicode NFKD without accents, case-folded: "Conteur", "côté" and "cote" are
one word), cut into words (letters, or digits: "3+2" gives "3" and "2", "3p" gives "3" and "p"),
number words written as digits ("trois", "три", "drie" → "3"), a few abbreviations players type
written out ("PV", "pts" → points), and words too common to tell questions apart left out. The
game's name ("Dixit") says nothing about a question and is left out too; a box's name
("Odyssey", "2021") is kept apart, as the box it names (`Words.boxes`), so that it counts only
for a question about that box. Each word is then reduced to its stem by the Snowball stemmer of
its language (`stem`: "joueurs" and "joueur", "угадали" and "угадал" share one).
"""

from __future__ import annotations

import re
import threading
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import snowballstemmer

# letters NFKD does not take apart (Vietnamese đ, Nordic ø, Polish ł…), written as their base
_EXTRA = str.maketrans({"đ": "d", "ø": "o", "ł": "l", "æ": "ae", "œ": "oe", "ß": "ss"})
_WORD = re.compile(r"[^\W\d_]+|\d+")


def fold(text: str) -> str:
    """`text` without accents and case: 'Élève' → 'eleve', 'Đúng' → 'dung', 'Ёлка' → 'елка'
    (Hangul and other scripts whose letters NFKD takes apart are put back together)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", plain.translate(_EXTRA))


# Words too common to tell questions apart (folded), in the six languages (and the articles of
# the languages `foreign` reads): a query's "to" or "de" must not outweigh "hand in" or "carte".
_STOP = """
    a an and are as at be by can could did do does for from get got had has have he her him his
    how i if in is it its may me might must my of on or our she should the their them then
    there they this to us we what when why will with would you your
    au aux avec ce ces comment dans de des du elle en est et etre faut il ils je la le les leur
    mais me mon ne nous on ont ou par pas peut peuvent pour qu que qui sa se ses son sur ta te
    un une vous y
    а в во да для до если же за и из или как когда которая которую который ли мне можно может
    мы на не но о об от по при с со то ты у чем что это
    bao cac cho co cua duoc gi khi la lam mot nao nhieu nhung nhu roi sao thi toi
    va ve voi
    ao aos as com como da das de do dos e ela ele eles em esta eu foi na nas no nos o os ou para
    pela pelo pode podem podemos por posso que se ser sua seu tem ter um uma voce
    aan als bij dan dat de die een en er heeft het hij hoe ik in is je kan kunnen mag met moet
    mogen na niet of om op te van voor wat we wie wij ze zijn
    das del dei della den der di el las los
"""
STOP_WORDS = frozenset(_STOP.split())

# number words written as digits, per language (folded), so "three players" meets "3 players"
_NUMBERS: dict[str, str] = {
    "en": "one 1 two 2 three 3 four 4 five 5 six 6 seven 7 eight 8 nine 9 ten 10 eleven 11 "
    "twelve 12 twenty 20 thirty 30",
    "fr": "deux 2 trois 3 quatre 4 cinq 5 six 6 sept 7 huit 8 dix 10 onze 11 douze 12 vingt 20 "
    "trente 30",
    "ru": "один 1 одна 1 одну 1 одного 1 два 2 две 2 двух 2 двое 2 вдвоем 2 три 3 трех 3 трое 3 "
    "втроем 3 четыре 4 пять 5 шесть 6 семь 7 восемь 8 двенадцать 12 двадцать 20 тридцать 30 "
    "тридцати 30",
    "vi": "hai 2 ba 3 bon 4 bay 7",
    "pt": "dois 2 duas 2 tres 3 quatro 4 cinco 5 seis 6 sete 7 oito 8 dez 10 doze 12 vinte 20 "
    "trinta 30",
    "nl": "twee 2 tweeen 2 drie 3 drieen 3 vier 4 vijf 5 zes 6 zeven 7 acht 8 tien 10 twaalf 12 "
    "twintig 20 dertig 30",
}
# abbreviations players type, written out (folded)
_ALIASES: dict[str, str] = {
    "en": "pts points pt points max maximum min minimum",
    "fr": "pv points pts points pt points max maximum min minimum",
    "ru": "макс максимум",
    "vi": "",
    "pt": "pts pontos max maximo",
    "nl": "ptn punten pnt punten max maximaal",
}


def _pairs(text: str) -> dict[str, str]:
    words = text.split()
    return dict(zip(words[::2], words[1::2], strict=True))


NUMBERS = {lang: _pairs(text) for lang, text in _NUMBERS.items()}
ALIASES = {lang: _pairs(text) for lang, text in _ALIASES.items()}

# The game's name in the scripts players type it in: context, never a reason to pick a question.
GAME_NAMES = frozenset({"dixit", "диксит", "딕싯"})
# A box's names (folded; a word starting with one names that box), by the key questions use in
# `Question.about`: the editions here, and boxes whose rulebooks are not here ("other").
BOX_NAMES: dict[str, tuple[str, ...]] = {
    "odyssey": ("odyssey", "odyssee", "odysee", "odissey", "одиссе", "odisseia", "odisea", "odissea", "오디세이", "2011"),
    "anniversary": ("anniversary", "anniversaire", "jubileum", "jubilaum", "юбиле", "aniversario", "anniversario", "10th"),
    "refresh": ("refresh", "2021"),
    "original": ("original", "оригинал", "2008"),
    "other": ("journey", "quest", "memories", "daydreams", "origins", "revelations", "harmonies", "mirrors", "disney"),
}  # fmt: skip

# Snowball stemmers by site language (Vietnamese words do not inflect); a stemmer object keeps
# state while it works, so one lock serves them all (a stem is cached once made).
STEMMERS = {
    "en": "english",
    "fr": "french",
    "ru": "russian",
    "pt": "portuguese",
    "nl": "dutch",
    "de": "german",
    "es": "spanish",
    "it": "italian",
}
_LOCK = threading.Lock()


@lru_cache(maxsize=16)  # keyed by a language code: at most the languages above
def _stemmer(lang: str) -> Any:
    name = STEMMERS.get(lang)
    return snowballstemmer.stemmer(name) if name else None


@lru_cache(maxsize=8192)  # keyed by one folded word (of a bounded query) and a language code
def stem(word: str, lang: str) -> str:
    """`word`'s stem in `lang` (the word itself for digits, Vietnamese or a language without a
    stemmer)."""
    st = _stemmer(lang)
    if st is None or word.isdigit():
        return word
    with _LOCK:
        out = str(st.stemWord(word))
    return out if len(out) >= 2 else word


def box_of(word: str) -> str | None:
    """The box a folded word names (None: an ordinary word)."""
    for key, names in BOX_NAMES.items():
        if any(word.startswith(n) for n in names):
            return key
    return None


@dataclass(frozen=True)
class Words:
    """A text's words that tell questions apart (folded, numbers as digits, in order) and the
    boxes it names."""

    words: tuple[str, ...]
    boxes: tuple[str, ...] = ()


def split(text: str, langs: tuple[str, ...]) -> Words:
    """`text`'s words, read as written in one of `langs` (their number words and
    abbreviations; the first language's win)."""
    numbers: dict[str, str] = {}
    aliases: dict[str, str] = {}
    for lang in reversed(langs):
        numbers |= NUMBERS.get(lang, {})
        aliases |= ALIASES.get(lang, {})
    words: list[str] = []
    boxes: list[str] = []
    for raw in _WORD.findall(fold(text)):
        w = numbers.get(raw, raw)
        for part in aliases.get(w, w).split():
            if part in STOP_WORDS or part in GAME_NAMES or (len(part) < 2 and not part.isdigit()):
                continue
            box = None if part.isdigit() and len(part) < 4 else box_of(part)
            if box is not None:
                boxes.append(box)
            else:
                words.append(part)
    return Words(tuple(words), tuple(dict.fromkeys(boxes)))


def terms(text: str, lang: str = "en") -> list[str]:
    """The folded words of `text` that tell questions apart ('The storyteller's 3+2' gives
    'storyteller', '3', '2')."""
    return list(split(text, (lang,)).words)
