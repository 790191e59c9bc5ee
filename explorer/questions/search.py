"""Find a question from the words a visitor types, in their language or in English.

Words are compared folded (Unicode NFKD without accents, case-folded: "Conteur", "côté" and
"cote" match "conteur" and "cote"), a word also matches one that starts like it (inflections:
"joueurs" finds "joueur", "голосовать" finds "голосует"), and rarer words weigh more (a word
found in one question tells more than one found in twenty). The input is bounded before any
work: at most `MAX_QUERY` characters and `MAX_TERMS` words are read.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from explorer.i18n import DEFAULT, _, language, using
from explorer.questions.catalogue import QUESTIONS, group_title
from explorer.questions.model import Question

MAX_QUERY = 200  # characters of a query that are searched
MAX_TERMS = 16  # words of a query that are searched
MAX_HITS = 8  # questions returned at most
CUT = 0.4  # a hit scoring below this share of the best hit is left out
COVER = 1.0  # the bonus of a question whose every word the query says

# field weights: the question in the reader's language counts most, English a little less
W_TEXT, W_WORDS, W_TEXT_EN, W_WORDS_EN, W_GROUP, W_ID = 3.0, 2.0, 2.0, 1.5, 1.0, 1.0
_WORD = re.compile(r"\w+")
# letters NFKD does not take apart (Vietnamese đ, Nordic ø, Polish ł…), written as their base
_EXTRA = str.maketrans({"đ": "d", "ø": "o", "ł": "l", "æ": "ae", "œ": "oe"})


# Words too common to tell questions apart (folded), in the six languages: a query's "to" or
# "de" must not outweigh its "hand in" or "carte".
_STOP = """
    a an and are as at be by can could do does for from how i if in is it its may me must my of
    on or our the their them there they this to us we what when why will with you your
    au aux avec ce ces dans de des du elle en est et il ils je la le les leur mais me mon ne nous
    on ou par pas peut pour qu que qui sa se ses son sur ta te un une vous y
    а в во да для до же за и из или как ли мне мы на не но о об от по при с со то ты у что это
    ai bao cac cho co cua duoc gi khi khong la lam minh mot nao nhieu nhung nhu roi sao thi toi
    va ve voi
    ao aos as com da das de do dos e em eu na nas no nos o os ou para pela pelo por que se sua
    seu um uma voce
    aan als bij dan dat de die een en het hoe ik in is je kan kunnen mag met na niet of om op te
    van voor wat we wie wij zijn
"""
STOP_WORDS = frozenset(_STOP.split())


def fold(text: str) -> str:
    """`text` without accents and case: 'Élève' → 'eleve', 'Đúng' → 'dung', 'Ёлка' → 'елка'."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return plain.translate(_EXTRA)


def terms(text: str) -> list[str]:
    """The folded words of `text` (letters and digits; '3+2' gives '3' and '2'), common
    words ('the', 'de', 'và') left out."""
    return [
        w for w in _WORD.findall(fold(text)) if w not in STOP_WORDS and (len(w) > 1 or w.isdigit())
    ]


@dataclass(frozen=True)
class Hit:
    question: Question
    score: float


@dataclass(frozen=True)
class Found:
    """What a query found: the questions best first, the words searched, and whether the query
    was cut to the bounds."""

    hits: tuple[Hit, ...]
    terms: tuple[str, ...]
    truncated: bool = False

    @property
    def best(self) -> Question | None:
        return self.hits[0].question if self.hits else None


@dataclass(frozen=True)
class _Doc:
    question: Question
    fields: tuple[tuple[float, frozenset[str]], ...]  # (weight, its words)


def _fields(q: Question, lang: str) -> tuple[tuple[float, frozenset[str]], ...]:
    with using(lang):
        local = [(W_TEXT, _(q.text)), (W_WORDS, _(q.words)), (W_GROUP, group_title(q.group))]
    english = [(W_TEXT_EN, q.text), (W_WORDS_EN, q.words), (W_ID, q.id.replace("-", " "))]
    return tuple((w, frozenset(terms(t))) for w, t in [*local, *english])


@lru_cache(maxsize=8)  # one index per site language (and the pseudo-locale in tests)
def _index(lang: str) -> tuple[_Doc, ...]:
    return tuple(_Doc(q, _fields(q, lang)) for q in QUESTIONS)


def _match(term: str, word: str) -> float:
    """How well a query word matches a question's word: 1 the same, less for a shared start
    (an inflected form), 0 otherwise."""
    if term == word:
        return 1.0
    if term.isdigit() or word.isdigit():
        return 0.0
    short, long_ = sorted((term, word), key=len)
    if len(short) >= 3 and long_.startswith(short):
        return 0.75
    common = len(_prefix(term, word))
    if common >= 4 and common >= 0.6 * len(short):
        return 0.5
    return 0.0


def _prefix(a: str, b: str) -> str:
    i = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        i += 1
    return a[:i]


def _best(doc: _Doc, term: str) -> float:
    """How well `term` matches the question: its best match × the field's weight."""
    best = 0.0
    for weight, words in doc.fields:
        for word in words:
            m = _match(term, word)
            if m * weight > best:
                best = m * weight
    return best


def _cover(doc: _Doc, query: list[str]) -> float:
    """The share of the question's own words (in the reader's language) the query says."""
    text = doc.fields[0][1]
    covered = sum(1 for word in text if any(_match(t, word) for t in query))
    return covered / max(len(text), 1)


@lru_cache(maxsize=4096)  # keyed by a folded word of at most MAX_QUERY characters: bounded
def _bests(lang: str, term: str) -> tuple[float, ...]:
    """`term`'s best match in each question of `lang`'s index."""
    return tuple(_best(d, term) for d in _index(lang))


def _scores(lang: str, query: list[str]) -> list[float]:
    """Each question's score: over the query's words, its best match weighed by how rare the
    word is among the questions (found in few, it tells more), plus a bonus for a question
    the query says whole (a short question beats a longer one the query only touches)."""
    docs = _index(lang)
    n = len(docs)
    totals = [0.0] * n
    for term in query:
        best = _bests(lang, term)
        found = sum(1 for b in best if b > 0)
        if not found:
            continue
        rarity = math.log((n + 1) / (found + 0.5))
        for i, b in enumerate(best):
            totals[i] += b * rarity
    return [t + COVER * _cover(d, query) if t else 0.0 for t, d in zip(totals, docs, strict=True)]


def search(query: str, lang: str | None = None) -> Found:
    """The questions that match `query`, best first (at most MAX_HITS), in `lang` (default:
    the reader's language) and English."""
    truncated = len(query) > MAX_QUERY
    words = terms(query[:MAX_QUERY])
    if len(words) > MAX_TERMS:
        words, truncated = words[:MAX_TERMS], True
    words = list(dict.fromkeys(words))
    if not words:
        return Found((), (), truncated)
    lang = lang or language() or DEFAULT
    docs = _index(lang)
    scored = [(d.question, s) for d, s in zip(docs, _scores(lang, words), strict=True)]
    top = max(s for _q, s in scored)
    if top <= 0:
        return Found((), tuple(words), truncated)
    hits = sorted(
        (Hit(q, s) for q, s in scored if s >= CUT * top),
        key=lambda h: -h.score,  # stable: ties keep the catalogue's order
    )
    return Found(tuple(hits[:MAX_HITS]), tuple(words), truncated)
