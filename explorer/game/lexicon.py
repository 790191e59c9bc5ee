"""The bots' word associations: which clue words point at which hidden card tags.

The associations live in `explorer/game/lexicon.toml` (package data). A word can point at several
tags, at one of three strengths: obvious (3), subtle (2) and cryptic (1).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from typing import Literal

from explorer.errors import LexiconError

Level = Literal["obvious", "subtle", "cryptic"]
LEVELS: tuple[Level, ...] = ("obvious", "subtle", "cryptic")
LEVEL_WEIGHT: dict[str, float] = {"obvious": 3.0, "subtle": 2.0, "cryptic": 1.0}
# How much each of a card's tags counts, strongest first: main motif, second motif, mood, layout.
TAG_WEIGHT: tuple[float, ...] = (1.0, 0.6, 0.5, 0.45)

_WORD = re.compile(r"[a-z][a-z'-]*")


@dataclass(frozen=True)
class Link:
    """A clue word pointing at a tag at some level."""

    word: str
    tag: str
    level: Level

    @property
    def weight(self) -> float:
        return LEVEL_WEIGHT[self.level]


@dataclass(frozen=True)
class Lexicon:
    """Tag -> level -> words, with a reverse index from words to links."""

    tags: tuple[tuple[str, tuple[tuple[Level, tuple[str, ...]], ...]], ...]

    @cached_property
    def _index(self) -> dict[str, tuple[Link, ...]]:
        index: dict[str, list[Link]] = {}
        for tag, levels in self.tags:
            for level, words in levels:
                for word in words:
                    index.setdefault(word, []).append(Link(word, tag, level))
        return {w: tuple(links) for w, links in index.items()}

    @property
    def tag_names(self) -> tuple[str, ...]:
        return tuple(t for t, _ in self.tags)

    def words_for(self, tag: str, level: Level) -> tuple[str, ...]:
        for t, levels in self.tags:
            if t == tag:
                return dict(levels).get(level, ())
        return ()

    def normalise(self, token: str) -> str:
        """A clue token as the lexicon knows it: lower case, a plural 's' or "'s" dropped."""
        word = token.lower().strip("'-")
        if word.endswith("'s"):
            word = word[:-2]
        if word not in self._index and word.endswith("s") and word[:-1] in self._index:
            word = word[:-1]
        return word

    def tokens(self, clue: str) -> tuple[str, ...]:
        return tuple(self.normalise(t) for t in _WORD.findall(clue.lower()))

    def understood(self, clue: str) -> tuple[str, ...]:
        """The clue's words this lexicon knows (each once, in clue order)."""
        return tuple(dict.fromkeys(t for t in self.tokens(clue) if t in self._index))

    def not_understood(self, clue: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(t for t in self.tokens(clue) if t not in self._index))

    def links(self, word: str) -> tuple[Link, ...]:
        return self._index.get(self.normalise(word), ())

    def _scored(self, clue: str, tags: Sequence[str]) -> list[tuple[float, Link]]:
        best: list[tuple[float, Link]] = []
        for word in self.understood(clue):
            found = [
                (TAG_WEIGHT[min(i, len(TAG_WEIGHT) - 1)] * link.weight, link)
                for link in self._index[word]
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


def parse_lexicon(text: str, source: str = "lexicon") -> Lexicon:
    """Parse and check lexicon TOML; problems raise LexiconError naming the tag and level."""
    data = tomllib.loads(text)
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
        parsed: list[tuple[Level, tuple[str, ...]]] = []
        for level in LEVELS:
            words = levels.get(level, [])
            if not isinstance(words, list) or not all(
                isinstance(w, str) and _WORD.fullmatch(w) for w in words
            ):
                raise LexiconError(
                    f"{source}: tags.{tag}.{level} must be a list of lower-case words"
                )
            parsed.append((level, tuple(words)))
        tags.append((tag, tuple(parsed)))
    return Lexicon(tuple(tags))


@cache
def load_lexicon() -> Lexicon:
    """The lexicon shipped with the package (found from an install or from the repo)."""
    text = resources.files("explorer").joinpath("game", "lexicon.toml").read_text(encoding="utf-8")
    return parse_lexicon(text, "explorer/game/lexicon.toml")
