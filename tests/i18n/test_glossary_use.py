"""The site says the game's words as the rulebooks do: wherever an English text names the
storyteller, the clue, the draw or discard pile, the score track, the rabbits, the voting
tokens, the extra point or the bonus cap, its translation in each language uses the glossary's word (one of its `stems`, which
every inflected form contains). Checked in the shipped rulesets and in every catalog."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from tests.conftest import ROOT

GLOSSARY_PATH = ROOT / "explorer" / "i18n" / "glossary.toml"
LOCALE_DIR = ROOT / "explorer" / "i18n" / "locale"
# The English that names each checked concept (case-insensitive).
ENGLISH = {
    "storyteller": r"\bstorytellers?\b",
    "clue": r"\bclues?\b",
    "draw_pile": r"\bdraw piles?\b",
    "discard_pile": r"\bdiscard(?:s|ed| piles?)\b",
    "score_track": r"\bscore tracks?\b",
    "scoring_piece": r"\brabbits?\b",
    "voting_token": r"\bvoting (?:tokens?|markers?)\b",
    # the twists a box adds, named as their rulebooks do (issue 26)
    "extra_point": r"\bextra points?\b",
    "bonus_cap": r"\bbonus caps?\b|\bat most \S+ bonus points?\b",
}


def _stems() -> dict[str, dict[str, list[str]]]:
    with GLOSSARY_PATH.open("rb") as f:
        glossary = tomllib.load(f)
    return {
        concept: {
            lang: [s.casefold() for s in entry.get("stems", [entry["term"]])]
            for lang, entry in glossary[concept].items()
            if lang != "en"
        }
        for concept in ENGLISH
    }


STEMS = _stems()


def _misses(english: str, lang: str, text: str) -> list[str]:
    """The concepts `english` names that `text` (its translation into `lang`) does not."""
    folded = text.casefold()
    return [
        concept
        for concept, pattern in ENGLISH.items()
        if re.search(pattern, english, re.IGNORECASE)
        and not any(stem in folded for stem in STEMS[concept][lang])
    ]


def _ruleset_texts(data: Any) -> Iterator[dict[str, str]]:
    if isinstance(data, dict):
        if isinstance(data.get("en"), str) and all(isinstance(v, str) for v in data.values()):
            yield data
        else:
            for value in data.values():
                yield from _ruleset_texts(value)
    elif isinstance(data, list):
        for value in data:
            yield from _ruleset_texts(value)


def test_the_checks_know_every_language() -> None:
    for concept, by_lang in STEMS.items():
        assert set(by_lang) == {"fr", "ru", "vi", "pt", "nl"}, concept
        assert all(stems for stems in by_lang.values()), concept


@pytest.mark.parametrize("path", sorted((ROOT / "rulesets").glob("*.toml")), ids=lambda p: p.stem)
def test_ruleset_texts_use_the_glossary_words(path: Path) -> None:
    with path.open("rb") as f:
        data = tomllib.load(f)
    wrong = [
        f"{lang} lacks {concept}: {text!r}"
        for texts in _ruleset_texts(data)
        for lang, text in texts.items()
        if lang != "en"
        for concept in _misses(texts["en"], lang, text)
    ]
    assert not wrong, "\n".join(wrong)


def _forms(value: object) -> list[str]:
    """A message's id or string as its list of forms (a plural has several)."""
    forms = value if isinstance(value, (tuple, list)) else (value,)
    return [f for f in forms if isinstance(f, str)]


CATALOGS = sorted(LOCALE_DIR.glob("*/LC_MESSAGES/*.po"))


@pytest.mark.skipif(not CATALOGS, reason=f"no catalogs under {LOCALE_DIR} yet")
@pytest.mark.parametrize(
    "path", CATALOGS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}" if CATALOGS else ""
)
def test_catalogs_use_the_glossary_words(path: Path) -> None:
    lang = path.parent.parent.name
    if lang not in STEMS["storyteller"]:
        pytest.skip(f"{lang} is not one of the rulebooks' languages (pseudo-locale?)")
    with path.open("rb") as f:
        catalog = read_po(f)
    wrong: list[str] = []
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        if any("not the rabbit pawn" in c for c in message.auto_comments):
            continue  # a rabbit drawn on a card is a rabbit, not the game's pawn
        english = " ".join(_forms(message.id))
        for text in _forms(message.string):
            if text:
                wrong += [
                    f"{concept}: {english!r} → {text!r}" for concept in _misses(english, lang, text)
                ]
    assert not wrong, f"{path.relative_to(ROOT)}: the glossary's word is missing in\n" + "\n".join(
        wrong
    )
