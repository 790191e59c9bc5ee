"""The site says the game's words as the rulebooks do: wherever an English text names one of the
glossary's concepts (the storyteller, the clue, a card, the voting tokens and boards, the score
track, the rabbits, points, a turn or round, the game, players, the hand, the piles, drawing,
handing in, the bonus, votes and voting, finding the card, the extra point, the bonus cap), its
translation in each language uses the glossary's word (one of its `stems`, which every
inflected form contains). Checked in the shipped rulesets and in every catalog, every area.

A few concepts have a narrower word in one language, which the glossary's notes prescribe:
Odyssey's two voting markers are French «pions de vote» and Vietnamese «thanh chọn» (not the
numbered tokens' «jeton»/«thẻ bình chọn»), the Russian base points are «основные очки» (not
«базовые»), the Portuguese bonus in a sentence is «pontos adicionais» («bônus» only in a short
label), and a Vietnamese bonus is never «điểm thêm» (that is the extra point).

Run `python -m tests.i18n.test_glossary_use` to list every miss by language and concept. The
stems it reads are in `explorer/i18n/glossary.toml` (fetch both files together)."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.i18n.catalogs import forms, read_catalog, ruleset_texts

GLOSSARY_PATH = ROOT / "explorer" / "i18n" / "glossary.toml"
LOCALE_DIR = ROOT / "explorer" / "i18n" / "locale"
TRANSLATED = ("fr", "ru", "vi", "pt", "nl")
# The English that names each concept (case-insensitive), searched with the placeholders
# ({cards}, {points}…) taken out. Words that look alike but name something else are left out
# by the lookarounds: the PDF "reference card", a "game night", the "base game" box.
ENGLISH = {
    "storyteller": r"\bstorytellers?\b",
    "clue": r"\bclues?\b",
    "card": r"(?<!reference )(?<!rules )(?<!score )(?<!quiz and the )(?<!found the )(?<!finds the )"
    r"(?<!find the )\bcards?\b(?! game)",
    "voting_token": r"\bvoting (?:tokens?|markers?)\b",
    "voting_board": r"\bvoting boards?\b",
    "voting_disc": r"\bvoting (?:discs?|wheels?)\b",
    "draw_pile": r"\bdraw piles?\b",
    "discard_pile": r"\bdiscard(?:s|ed| piles?)\b",
    "score_track": r"\bscore tracks?\b",
    "scoring_piece": r"\brabbits?\b",
    "point": r"(?<!sweet )(?<!decimal )(?<!percentage )(?<!at X )(?<!-)(?<!bonus )(?<!%X )\bpoints?\b"
    r"(?! (?:of view|to|at|out)\b| (?:less|more) than a fair share)",
    "turn": r"(?<!'s )(?<!its )(?<!your )(?<!take )(?<!takes )(?<!in )\bturns?\b"
    r"(?! (?:it|them|out|into|the|a|an)\b)",
    "game": r"(?<!base )(?<!party )(?<!board )(?<!team )(?<!ends the )(?<!player )\bgames?\b"
    r"(?! (?:night|box|action)s?\b)",
    # a player count ("3 to 6 players", "at {n} players"): elsewhere "everybody", "people" say it
    "player": r"\b(?:X|\d+|two|three|four|five|six|seven|eight|twelve)\+? players?\b|\bplayer counts?\b",
    "hand": r"(?<!every )(?<!one )(?<!refill their )\bhands?\b(?! in\b)",
    "draw": r"\bdraw(?:s|ing)? (?!pile)(?:\S+ ){0,2}cards?\b|\bdraws? back\b|\bcards?\b[^.]{0,24}\bdrawn\b",
    "hand_in": r"\bhand(?:s|ed|ing)? in\b",
    "bonus": r"\bbonus(?:es)?\b(?! caps?\b)",
    "vote_noun": r"(?<!cast )\b(?:a|one|the|each|second|two|per|no|single|their|of|X) votes?\b"
    r"(?! (?:for|in|is)\b)",
    "vote_verb": r"\b(?:votes?|voted|voting) for\b|\bvoted on\b",
    "find_card": (
        r"(?<!confident )\bfinders?\b(?!'? \+1| given)|\b(?:none|nobody|everybody|everyone) f(?:ound|inds)\b"
        r"|\bf(?:ind|inds|ound|inding) (?:it|the (?:right |good )?card|the storyteller's card|their card"
        r"|\S+'s card)\b"
    ),
    "extra_point": r"\bextra points?\b",
    "bonus_cap": r"\bbonus caps?\b|\bat most \S+ bonus points?\b",
    "score_target": r"\bscore targets?\b",
    "rulebook": r"\brulebooks?\b",
}
# Narrower words the glossary's notes prescribe: (concept, English, language, stems).
NARROW = (
    ("voting_token", r"\bvoting markers?\b", "fr", ("pion",)),
    ("voting_token", r"\bvoting markers?\b", "vi", ("thanh chọn",)),
    ("point", r"\bbase points?\b", "ru", ("основн",)),
    # a sentence (six words or more) that names the bonus, not only its cap
    ("bonus", r"^(?=(?:\S+\s+){5}\S)(?=.*\bbonus(?:es)?\b(?! caps?\b))", "pt", ("adiciona",)),
)  # fmt: skip
# Words a translation must not use for a concept: another concept's word, or a synonym the site
# once mixed with the glossary's (issue 31: the score target was named four ways in Russian and
# three in Portuguese, the bonus cap «потолок» beside the rulebook's «ограничение бонуса», the
# rulebook «manual» beside «livro de regras»).
FORBIDDEN = (
    ("bonus", "vi", ("điểm thêm",)),
    ("bonus_cap", "ru", ("потол",)),
    ("score_target", "ru", ("целев", "цель по очкам", "порог")),
    ("score_target", "fr", ("objectif de score", "score à atteindre")),
    ("score_target", "pt", ("meta de pontuação",)),
    ("score_target", "nl", ("puntendoel",)),
    ("rulebook", "pt", ("manual", "manuais")),
)
# (language, concept) pairs whose catalogs still drift (the rulesets never may): empty since
# the language branches of issue 23 were merged; keep it empty.
KNOWN_DRIFT: set[tuple[str, str]] = set()
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
# Quoted rulebook words ('point bonus supplémentaire'), field names and values of files and links ("players = [low, high]", "kind.from.points",
# "a JSON object with players, deck and rounds") are code, not the game's words.
CODE = re.compile(
    r"(?<!\w)'[^']+'(?!\w)|`[^`]*`|\S*[A-Za-z\]][=@._-][\w\[]\S*|.*\bJSON\b.*|.*\bmust be (?:a|an) (?:list|table|object)\b.*"
)


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
    """The concepts `english` names that `text` (its translation into `lang`) does not say
    with the glossary's word (or says with a word the glossary keeps for something else)."""
    english = CODE.sub(" ", PLACEHOLDER.sub("X", english))
    folded = text.casefold()
    missed = [
        concept
        for concept, pattern in ENGLISH.items()
        if re.search(pattern, english, re.IGNORECASE)
        and not any(stem in folded for stem in STEMS[concept][lang])
    ]
    missed += [
        concept
        for concept, pattern, narrow_lang, stems in NARROW
        if lang == narrow_lang
        and concept not in missed
        and re.search(pattern, english, re.IGNORECASE)
        and not any(stem in folded for stem in stems)
    ]
    missed += [
        concept
        for concept, bad_lang, words in FORBIDDEN
        if lang == bad_lang
        and concept not in missed
        and re.search(ENGLISH[concept], english, re.IGNORECASE)
        and any(word in folded for word in words)
    ]
    return missed


def _exempt(comments: list[str]) -> bool:
    """Messages whose words are not the game's: search keywords (matched, never read as
    sentences), and a rabbit drawn on a card (a rabbit, not the game's pawn)."""
    return any("search words" in c or "not the rabbit pawn" in c for c in comments)


def ruleset_misses(path: Path) -> list[tuple[str, str, str]]:
    """(language, concept, what) for each ruleset text that misses a concept's word."""
    with path.open("rb") as f:
        data = tomllib.load(f)
    return [
        (lang, concept, f"{path.name}: {texts['en']!r} → {text!r}")
        for texts in ruleset_texts(data)
        for lang, text in texts.items()
        if lang in TRANSLATED
        for concept in _misses(texts["en"], lang, text)
    ]


def catalog_misses(path: Path) -> list[tuple[str, str, str]]:
    """(language, concept, what) for each catalog message that misses a concept's word."""
    lang = path.parent.parent.name
    if lang not in TRANSLATED:
        return []
    catalog = read_catalog(path)
    found: list[tuple[str, str, str]] = []
    for message in catalog:
        if not message.id or message.fuzzy or _exempt(message.auto_comments):
            continue
        english = " ".join(forms(message.id))
        for text in forms(message.string):
            if text:
                found += [
                    (lang, concept, f"{path.relative_to(ROOT)}: {english!r} → {text!r}")
                    for concept in _misses(english, lang, text)
                ]
    return found


def test_the_checks_know_every_language() -> None:
    for concept, by_lang in STEMS.items():
        assert set(by_lang) == set(TRANSLATED), concept
        assert all(stems for stems in by_lang.values()), concept


def test_every_glossary_concept_is_checked() -> None:
    with GLOSSARY_PATH.open("rb") as f:
        concepts = set(tomllib.load(f))
    # `boxes` holds each box's own words (what it votes with), not a concept
    assert concepts - {"register", "boxes"} == set(ENGLISH), (
        "give each new concept its English pattern"
    )


def test_known_drift_names_real_pairs() -> None:
    assert all(lang in TRANSLATED and concept in ENGLISH for lang, concept in KNOWN_DRIFT)


def _report(found: list[tuple[str, str, str]]) -> str:
    return "\n".join(f"{lang} {concept}: {what}" for lang, concept, what in found)


# the rulesets, and the translations of the Questions page's rulebook sentences (issue 31: the
# Odyssey board was a Russian «диск голосования», the 2021 box's disc, there)
RULESETS = [*sorted((ROOT / "rulesets").glob("*.toml")), ROOT / "explorer/questions/quotes.toml"]
CATALOGS = sorted(LOCALE_DIR.glob("*/LC_MESSAGES/*.po"))


@pytest.mark.parametrize("path", RULESETS, ids=lambda p: p.stem)
def test_ruleset_texts_use_the_glossary_words(path: Path) -> None:
    wrong = ruleset_misses(path)
    assert not wrong, _report(wrong)


@pytest.mark.skipif(not CATALOGS, reason=f"no catalogs under {LOCALE_DIR} yet")
@pytest.mark.parametrize(
    "path", CATALOGS, ids=lambda p: f"{p.parent.parent.name}/{p.stem}" if CATALOGS else ""
)
def test_catalogs_use_the_glossary_words(path: Path) -> None:
    wrong = [m for m in catalog_misses(path) if (m[0], m[1]) not in KNOWN_DRIFT]
    assert not wrong, f"the glossary's word is missing in\n{_report(wrong)}"


if (
    __name__ == "__main__"
):  # list every miss, drift included: python -m tests.i18n.test_glossary_use
    everything = [m for p in RULESETS for m in ruleset_misses(p)]
    everything += [m for p in CATALOGS for m in catalog_misses(p)]
    print(_report(everything))
    for (lang, concept), count in sorted(Counter((m[0], m[1]) for m in everything).items()):
        print(f"# {lang} {concept}: {count}")
