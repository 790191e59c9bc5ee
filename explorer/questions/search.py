"""Find a question from the words a visitor types, in their language or in English.

The words are read by `tokens` (folded, numbers as digits, stems, the game's and boxes' names
apart). A question is scored as a search engine scores a page (BM25's weighting, by fields):
each query word found in it adds its rarity among the questions (a word found in one question
tells more than one found in twenty), weighed by where it is found (the question in the
reader's language, its search words, the English question…); two words of the query that stand
together in the question (a phrase: "own card", "один игрок", "người kể chuyện") add again; a
question the query says nearly whole gains a little (a short question beats a longer one the
query only touches). A box's name counts only for a question about that box, and the game's
name not at all. Words the site does not know that are the game's words in German, Spanish,
Italian or Korean are searched as their English words (`foreign`), and the result says so.

The input is bounded before any work: at most `MAX_QUERY` characters and `MAX_TERMS` words are
read; every cache is keyed by a folded word of such a query and a language of the site.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from explorer.i18n import DEFAULT, LANGUAGES, PSEUDO, _, language, using
from explorer.questions import foreign
from explorer.questions.catalogue import QUESTIONS, group_title
from explorer.questions.model import Question
from explorer.questions.tokens import STOP_WORDS, fold, split, stem, terms

__all__ = ["MAX_HITS", "MAX_QUERY", "MAX_TERMS", "STOP_WORDS", "Found", "Hit", "fold", "search"]
__all__ += ["terms"]

MAX_QUERY = 200  # characters of a query that are searched
MAX_TERMS = 16  # words of a query that are searched
MAX_HITS = 8  # questions returned at most
CUT = 0.4  # a hit scoring below this share of the best hit is left out

# field weights: the question in the reader's language counts most, English a little less
W_TEXT, W_WORDS, W_GROUP, W_TEXT_EN, W_WORDS_EN, W_ID = 3.0, 2.4, 1.0, 2.0, 1.6, 1.0
PHRASE = 2.4  # two query words side by side in a question's own words: this × their rarity again
GAP = 2  # ... at most this many places apart ("card … handed in", "vote for … card")
COVER = 1.0  # the bonus of a question whose every word the query says
BOX = 1.5  # a box the query names, for a question about that box ('*': about every box, half)


@dataclass(frozen=True)
class Hit:
    question: Question
    score: float


@dataclass(frozen=True)
class Found:
    """What a query found: the questions best first, the words searched, whether the query was
    cut to the bounds, and the words of another language searched as English (typed, English)."""

    hits: tuple[Hit, ...]
    terms: tuple[str, ...]
    truncated: bool = False
    via: tuple[tuple[str, str], ...] = ()

    @property
    def best(self) -> Question | None:
        return self.hits[0].question if self.hits else None


@dataclass(frozen=True)
class _Field:
    weight: float
    lang: str  # the language its words are stemmed in
    stems: tuple[str, ...]


@dataclass(frozen=True)
class _Doc:
    question: Question
    fields: tuple[_Field, ...]
    about: frozenset[str]


def _field(weight: float, lang: str, text: str) -> _Field:
    words = split(text, (lang, DEFAULT)).words
    return _Field(weight, lang, tuple(stem(w, lang) for w in words))


def _fields(q: Question, lang: str) -> tuple[_Field, ...]:
    stem_lang = DEFAULT if lang == PSEUDO else lang
    with using(lang):
        local = [
            _field(W_TEXT, stem_lang, _(q.text)),
            _field(W_WORDS, stem_lang, _(q.words)),
            _field(W_GROUP, stem_lang, group_title(q.group)),
        ]
    english = [
        _field(W_TEXT_EN, DEFAULT, q.text),
        _field(W_WORDS_EN, DEFAULT, q.words),
        _field(W_ID, DEFAULT, q.id.replace("-", " ")),
    ]
    return tuple(local + (english if lang != DEFAULT else []))


@lru_cache(maxsize=8)  # one index per site language (and the pseudo-locale in tests)
def _index(lang: str) -> tuple[_Doc, ...]:
    return tuple(_Doc(q, _fields(q, lang), frozenset(q.about)) for q in QUESTIONS)


def _match(term: str, word: str) -> float:
    """How well a query word's stem matches a question's: 1 the same, less for a shared start
    (a form the stemmer did not bring together, a typo at the end), 0 otherwise."""
    if term == word:
        return 1.0
    if term.isdigit() or word.isdigit():
        return 0.0
    short, long_ = sorted((term, word), key=len)
    if len(short) >= 4 and long_.startswith(short):
        return 0.7
    common = 0
    for x, y in zip(term, word, strict=False):
        if x != y:
            break
        common += 1
    return 0.4 if common >= 5 and common >= 0.75 * len(short) else 0.0


# a term's matches in one question: per field, the places it matches and how well
Places = tuple[tuple[tuple[int, float], ...], ...]


@lru_cache(maxsize=4096)  # keyed by a folded word of at most MAX_QUERY characters: bounded
def _places(lang: str, word: str) -> tuple[Places, ...]:
    """Where `word` matches in each question of `lang`'s index."""
    out = []
    for doc in _index(lang):
        per_field = []
        for f in doc.fields:
            s = stem(word, f.lang)
            per_field.append(
                tuple((i, m) for i, w in enumerate(f.stems) if (m := _match(s, w)) > 0)
            )
        out.append(tuple(per_field))
    return tuple(out)


def _best(doc: _Doc, places: Places) -> float:
    """A term's best match in a question, weighed by its field."""
    return max(
        (f.weight * m for f, ps in zip(doc.fields, places, strict=True) for _i, m in ps),
        default=0.0,
    )


def _rarity(found: int, n: int) -> float:
    """BM25's inverse document frequency: high for a word found in few questions."""
    return math.log(1 + (n - found + 0.5) / (found + 0.5))


def _phrase(doc: _Doc, a: Places, b: Places) -> float:
    """The best field weight (× the weaker match) in which two query words stand together."""
    best = 0.0
    for f, pa, pb in zip(doc.fields, a, b, strict=True):
        for i, ma in pa:
            for j, mb in pb:
                gap = abs(j - i)
                if 0 < gap <= GAP:  # side by side counts whole, one word apart half
                    best = max(best, f.weight * min(ma, mb) / gap)
    return best


def _cover(doc: _Doc, matched: list[Places]) -> float:
    """The share of the question's own words (in the reader's language) the query says."""
    text = doc.fields[0].stems
    if not text:
        return 0.0
    hit = {i for places in matched for i, m in places[0] if m >= 0.7}
    return len(hit) / len(text)


def _about(doc: _Doc, boxes: tuple[str, ...]) -> float:
    """How much of what the query's box names ask the question is about."""
    if not boxes or not doc.about:
        return 0.0
    every = "*" in doc.about
    share = sum(1.0 if b in doc.about else 0.5 if every else 0.0 for b in boxes) / len(boxes)
    return BOX * share


def _scores(lang: str, words: list[str], boxes: tuple[str, ...]) -> list[float]:
    docs = _index(lang)
    n = len(docs)
    places = [_places(lang, w) for w in words]
    rarity = [_rarity(sum(1 for p in ps if any(p)), n) for ps in places]
    out = []
    for d, doc in enumerate(docs):
        mine = [ps[d] for ps in places]
        total = sum(r * _best(doc, p) / W_TEXT for r, p in zip(rarity, mine, strict=True))
        for k in range(len(words) - 1):
            pair = _phrase(doc, mine[k], mine[k + 1]) / W_TEXT
            total += PHRASE * (rarity[k] + rarity[k + 1]) / 2 * pair
        if total > 0:
            total += COVER * _cover(doc, mine)
        out.append(total + _about(doc, boxes))
    return out


def _known(lang: str, word: str) -> bool:
    """Whether a question says `word` itself (its stem, not only a word starting alike: Spanish
    "puntos" is not Dutch "punten")."""
    return any(m >= 1.0 for places in _places(lang, word) for ps in places for _i, m in ps)


def _lang(lang: str | None) -> str:
    """The index's language: the one asked for when the site speaks it, else the reader's."""
    wanted = lang or language() or DEFAULT
    return wanted if wanted in LANGUAGES or wanted == PSEUDO else DEFAULT


def search(query: str, lang: str | None = None) -> Found:
    """The questions that match `query`, best first (at most MAX_HITS), in `lang` (default:
    the reader's language) and English."""
    lang = _lang(lang)
    truncated = len(query) > MAX_QUERY
    read = split(query[:MAX_QUERY], (lang, DEFAULT))
    words = list(dict.fromkeys(read.words))
    if len(words) > MAX_TERMS:
        words, truncated = words[:MAX_TERMS], True
    via: list[tuple[str, str]] = []
    for i, w in enumerate(words):  # a word the site does not know: the game's word elsewhere?
        if not _known(lang, w) and (eng := foreign.english(w)):
            via.append((w, eng))
            words[i] = eng
    words = list(dict.fromkeys(words))
    if not words and not read.boxes:
        return Found((), (), truncated)
    docs = _index(lang)
    scored = list(zip(docs, _scores(lang, words, read.boxes), strict=True))
    top = max(s for _d, s in scored)
    shown = tuple(words) + read.boxes
    if top <= 0:
        return Found((), shown, truncated, tuple(via))
    hits = sorted(
        (Hit(d.question, s) for d, s in scored if s > 0 and s >= CUT * top),
        key=lambda h: -h.score,  # stable: ties keep the catalogue's order
    )
    return Found(tuple(hits[:MAX_HITS]), shown, truncated, tuple(via))
