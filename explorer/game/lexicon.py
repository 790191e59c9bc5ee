"""The bots' word associations: which clue words point at which hidden card tags, in several
languages.

The associations are package data: `explorer/game/lexicon.toml` (English) and one
`lexicon.LANG.toml` per other language (French, Russian, Vietnamese, Portuguese, Dutch), all in
the same format and tied to the same card tags. A word (or a phrase: "mặt trăng", "coucher de
soleil") can point at several tags, at one of three strengths: obvious (3), subtle (2) and
cryptic (1). Each file also lists its stop-words (ignored in a clue) and the word endings that
may be dropped to match a plural or a case form ("луны" → "луна").

Clues are read with a Unicode-aware tokenizer: letters of any script, accents and Vietnamese
diacritics kept in the token, and matching that ignores case and accents ("NOËL" = "noel",
"ёлка" = "елка"). The clue's language is guessed from its words (the languages that know most of
them), and only those languages' stop-words are ignored, so French "la" is skipped while a
Vietnamese "lá cây" still means leaves.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources
from typing import Literal

from explorer.errors import LexiconError

Level = Literal["obvious", "subtle", "cryptic"]
LEVELS: tuple[Level, ...] = ("obvious", "subtle", "cryptic")
LEVEL_WEIGHT: dict[str, float] = {"obvious": 3.0, "subtle": 2.0, "cryptic": 1.0}
# How much each of a card's tags counts, strongest first: main motif, second motif, mood, layout.
TAG_WEIGHT: tuple[float, ...] = (1.0, 0.6, 0.5, 0.45)
MAX_PHRASE = 4  # words in the longest lexicon phrase
MIN_STEM = 3  # letters left after dropping an ending
_MEMO = 2048  # clues remembered per lexicon (clues are user text: the memo is bounded)

# Letters of any script (combining marks included, for text typed decomposed); a hyphen joins
# two parts of one word ("hot-air", "guarda-chuva"); apostrophes split ("l'amour" → l, amour).
_TOKEN = re.compile(r"(?:[^\W\d_]|[\u0300-\u036f])+(?:-(?:[^\W\d_]|[\u0300-\u036f])+)*")
# Letters that carry no combining mark to drop but are written without it when typing plainly.
_PLAIN = str.maketrans({"đ": "d", "œ": "oe", "æ": "ae", "ø": "o", "ł": "l", "ı": "i"})


def fold(word: str) -> str:
    """A word as matching sees it: case folded, accents and diacritics dropped."""
    decomposed = unicodedata.normalize("NFKD", word.casefold().translate(_PLAIN))
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return unicodedata.normalize("NFC", bare.translate(_PLAIN))


def words(text: str) -> tuple[str, ...]:
    """The words of a text as written (any script; punctuation, digits and apostrophes split)."""
    return tuple(_TOKEN.findall(unicodedata.normalize("NFKC", text or "")))


def tokenize(text: str) -> tuple[str, ...]:
    """The words of a text, folded for matching: `tokenize("Noël à la mer")` is
    ('noel', 'a', 'la', 'mer')."""
    return tuple(fold(w) for w in words(text))


@dataclass(frozen=True)
class Link:
    """A clue word pointing at a tag at some level, in some language."""

    word: str
    tag: str
    level: Level
    language: str = "en"

    @property
    def weight(self) -> float:
        return LEVEL_WEIGHT[self.level]


TagWords = tuple[tuple[str, tuple[tuple[Level, tuple[str, ...]], ...]], ...]


@dataclass(frozen=True)
class Language:
    """One language's part of the lexicon: tag -> level -> words, its stop-words and endings."""

    code: str
    tags: TagWords
    stopwords: frozenset[str] = frozenset()  # folded
    endings: tuple[str, ...] = ()  # folded, longest first

    def stem(self, token: str) -> str:
        """The folded token without the longest of this language's endings (if enough is left)."""
        for end in self.endings:
            if token.endswith(end) and len(token) - len(end) >= MIN_STEM:
                return token[: -len(end)]
        return token

    def stems(self, token: str) -> tuple[str, ...]:
        """Every form of a folded token to look up: itself, then without each ending that fits
        ("tides" → tides, tid, tide)."""
        return (
            token,
            *tuple(
                token[: -len(end)]
                for end in self.endings
                if token.endswith(end) and len(token) - len(end) >= MIN_STEM
            ),
        )


@dataclass(frozen=True)
class Reading:
    """What a lexicon made of a clue: the known words (lexicon form, with their links), the
    words it did not know (as written), and the languages the clue seemed to be in."""

    known: tuple[tuple[str, tuple[Link, ...]], ...]
    unknown: tuple[str, ...]
    languages: tuple[str, ...]


@dataclass(frozen=True)
class Lexicon:
    """The word associations of one or more languages (the first one tells the bots' clues)."""

    languages: tuple[Language, ...]
    _memo: dict[str, Reading] = field(default_factory=dict, compare=False, hash=False, repr=False)

    # --- indexes -------------------------------------------------------------------------
    @cached_property
    def _phrases(self) -> dict[tuple[str, ...], tuple[Link, ...]]:
        index: dict[tuple[str, ...], list[Link]] = {}
        for lang in self.languages:
            for tag, levels in lang.tags:
                for level, ws in levels:
                    for w in ws:
                        index.setdefault(tokenize(w), []).append(Link(w, tag, level, lang.code))
        return {k: tuple(v) for k, v in index.items()}

    @cached_property
    def _stems(self) -> dict[tuple[str, str], tuple[Link, ...]]:
        index: dict[tuple[str, str], list[Link]] = {}
        for lang in self.languages:
            for key, links in self._phrases.items():
                mine = [link for link in links if link.language == lang.code]
                if len(key) == 1 and mine:
                    for form in {key[0], lang.stem(key[0])}:
                        index.setdefault((lang.code, form), []).extend(mine)
        return {k: tuple(v) for k, v in index.items()}

    @property
    def tags(self) -> TagWords:
        """The first language's tags (the words the bots tell clues with)."""
        return self.languages[0].tags

    @property
    def tag_names(self) -> tuple[str, ...]:
        return tuple(t for t, _ in self.tags)

    @property
    def codes(self) -> tuple[str, ...]:
        return tuple(lang.code for lang in self.languages)

    def words_for(self, tag: str, level: Level, language: str | None = None) -> tuple[str, ...]:
        lang = self.languages[0] if language is None else self._language(language)
        for t, levels in lang.tags:
            if t == tag:
                return dict(levels).get(level, ())
        return ()

    def _language(self, code: str) -> Language:
        for lang in self.languages:
            if lang.code == code:
                return lang
        raise LexiconError(f"no language {code!r} in the lexicon (have {', '.join(self.codes)})")

    # --- reading a clue ------------------------------------------------------------------
    def _lookup(self, token: str, order: Sequence[Language]) -> tuple[Link, ...]:
        found = self._phrases.get((token,))
        if found:
            return found
        for lang in order:
            for form in lang.stems(token):
                found = self._stems.get((lang.code, form))
                if found:
                    return found
        return ()

    def _knows(self, token: str) -> set[str]:
        """The languages that know a folded token (as a word, a stem or a stop-word)."""
        codes = {link.language for link in self._phrases.get((token,), ())}
        for lang in self.languages:
            if token in lang.stopwords or any(
                (lang.code, form) in self._stems for form in lang.stems(token)
            ):
                codes.add(lang.code)
        return codes

    def read(self, clue: str) -> Reading:
        """The clue as the bots read it (remembered: the same clue is read once)."""
        memo = self._memo
        if clue in memo:
            return memo[clue]
        if len(memo) >= _MEMO:
            memo.clear()
        memo[clue] = reading = self._read(clue)
        return reading

    def _read(self, clue: str) -> Reading:
        written = words(clue)
        folded = [fold(w) for w in written]
        counts: dict[str, int] = {}
        for token in folded:
            for code in self._knows(token):
                counts[code] = counts.get(code, 0) + 1
        best = max(counts.values(), default=0)
        dominant = tuple(c for c in self.codes if best and counts.get(c) == best)
        order = [lang for lang in self.languages if lang.code in dominant] + [
            lang for lang in self.languages if lang.code not in dominant
        ]
        stop_here = set().union(*(lang.stopwords for lang in order[: len(dominant)]))
        stop_any = set().union(*(lang.stopwords for lang in self.languages))
        known: dict[str, list[Link]] = {}
        unknown: list[str] = []
        i = 0
        while i < len(folded):
            for size in range(min(MAX_PHRASE, len(folded) - i), 1, -1):  # phrases first
                links = self._phrases.get(tuple(folded[i : i + size]))
                if links:
                    known.setdefault(links[0].word, []).extend(links)
                    i += size
                    break
            else:
                token = folded[i]
                if token not in stop_here:
                    links = self._lookup(token, order)
                    if links:
                        known.setdefault(links[0].word, []).extend(links)
                    elif token not in stop_any and written[i] not in unknown:
                        unknown.append(written[i])
                i += 1
        return Reading(
            tuple((w, tuple(dict.fromkeys(links))) for w, links in known.items()),
            tuple(unknown),
            dominant,
        )

    def tokens(self, clue: str) -> tuple[str, ...]:
        return tokenize(clue)

    def understood(self, clue: str) -> tuple[str, ...]:
        """The clue's words this lexicon knows (each once, in clue order, as the lexicon writes
        them: "tides" is understood as "tide", "луной" as "луна")."""
        return tuple(w for w, _ in self.read(clue).known)

    def not_understood(self, clue: str) -> tuple[str, ...]:
        """The clue's words the lexicon does not know (stop-words are not listed)."""
        return self.read(clue).unknown

    def links(self, word: str) -> tuple[Link, ...]:
        return tuple(link for _, links in self.read(word).known for link in links)

    def _scored(self, clue: str, tags: Sequence[str]) -> list[tuple[float, Link]]:
        best: list[tuple[float, Link]] = []
        for _, links in self.read(clue).known:
            found = [
                (TAG_WEIGHT[min(i, len(TAG_WEIGHT) - 1)] * link.weight, link)
                for link in links
                for i, tag in enumerate(tags)
                if link.tag == tag
            ]
            if found:
                best.append(max(found, key=lambda f: f[0]))
        return best

    def association(self, clue: str, tags: Sequence[str]) -> float:
        """How strongly the clue points at a card with these tags (0: not at all)."""
        return sum(score for score, _ in self._scored(clue, tags))

    def best_link(self, clue: str, tags: Sequence[str]) -> Link | None:
        """The clue word that points most strongly at these tags, if any."""
        scored = self._scored(clue, tags)
        return max(scored, key=lambda s: s[0])[1] if scored else None

    def links_to(self, clue: str, tags: Sequence[str]) -> tuple[Link, ...]:
        """Every clue word that points at these tags, strongest first."""
        return tuple(link for _, link in sorted(self._scored(clue, tags), key=lambda s: -s[0]))


def _entry(w: object) -> bool:
    """A lexicon entry: lower-case words of letters, joined by spaces, hyphens or apostrophes."""
    return isinstance(w, str) and w == w.lower() and " ".join(words(w)) == w.replace("'", " ")


def _word_list(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(_entry(w) for w in value):
        raise LexiconError(f"{where} must be a list of lower-case words")
    return tuple(value)


def parse_language(text: str, source: str = "lexicon") -> Language:
    """Parse and check one language's lexicon TOML; problems raise LexiconError naming the tag
    and level."""
    data = tomllib.loads(text)
    code = data.get("language", "en")
    if not isinstance(code, str) or not re.fullmatch(r"[a-z]{2,3}", code):
        raise LexiconError(f"{source}: 'language' must be a language code such as 'fr'")
    raw = data.get("tags")
    if not isinstance(raw, dict) or not raw:
        raise LexiconError(f"{source}: needs a [tags.NAME] table per tag")
    tags: list[tuple[str, tuple[tuple[Level, tuple[str, ...]], ...]]] = []
    for tag, levels in raw.items():
        if not isinstance(levels, dict):
            raise LexiconError(f"{source}: tags.{tag} must be a table of levels")
        unknown = sorted(set(levels) - set(LEVELS))
        if unknown:
            raise LexiconError(f"{source}: tags.{tag} has unknown level(s) {', '.join(unknown)}")
        parsed = tuple(
            (level, _word_list(levels.get(level, []), f"{source}: tags.{tag}.{level}"))
            for level in LEVELS
        )
        tags.append((tag, parsed))
    stop = _word_list(data.get("stopwords", []), f"{source}: stopwords")
    ends = _word_list(data.get("endings", []), f"{source}: endings")
    return Language(
        code,
        tuple(tags),
        frozenset(fold(w) for w in stop),
        tuple(sorted({fold(e) for e in ends}, key=lambda e: (-len(e), e))),
    )


def parse_lexicon(text: str, source: str = "lexicon") -> Lexicon:
    """A one-language lexicon from TOML text."""
    return Lexicon((parse_language(text, source),))


LANGUAGE_FILES = ("lexicon.toml", "lexicon.fr.toml", "lexicon.ru.toml", "lexicon.vi.toml",
                  "lexicon.pt.toml", "lexicon.nl.toml")  # fmt: skip


@cache
def load_lexicon() -> Lexicon:
    """The lexicon shipped with the package, every language (found from an install or from the
    repo); English first."""
    folder = resources.files("explorer").joinpath("game")
    langs = []
    for name in LANGUAGE_FILES:
        text = folder.joinpath(name).read_text(encoding="utf-8")
        langs.append(parse_language(text, f"explorer/game/{name}"))
    return Lexicon(tuple(langs))
