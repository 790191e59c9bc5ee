"""The glossary gives every game word in the six languages, each from its rulebook: a quoted
term is found, as written, in a sentence that occurs word for word in the named document;
a term no document has says why (`basis` usual or proposed, with a note)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT

GLOSSARY = ROOT / "explorer" / "i18n" / "glossary.toml"
LANGUAGES = ("en", "fr", "ru", "vi", "pt", "nl")
# Every concept the translators need (issue 15: storyteller, clue, voting markers, score track…).
CONCEPTS = {
    "register", "storyteller", "clue", "card", "voting_token", "voting_board", "score_track",
    "scoring_piece", "point", "turn", "game", "player", "hand", "draw_pile", "discard_pile",
    "draw", "hand_in", "bonus", "vote_noun", "vote_verb", "find_card", "extra_point",
    "bonus_cap", "voting_disc", "score_target", "rulebook",
}  # fmt: skip
BOXES = "boxes"  # the boxes' own words: what each box votes with (not a concept)
KEYS = {"term", "quote", "document", "written", "basis", "note", "others", "stems"}
LISTS = ("others", "stems")


def _glossary() -> dict[str, Any]:
    with GLOSSARY.open("rb") as f:
        data = tomllib.load(f)
    data.pop(BOXES, None)
    return data


ROWS = [
    (concept, lang, entry)
    for concept, by_lang in _glossary().items()
    for lang, entry in by_lang.items()
]
ENTRIES = [pytest.param(*row, id=f"{row[0]}:{row[1]}") for row in ROWS]
QUOTED = [pytest.param(*row, id=f"{row[0]}:{row[1]}") for row in ROWS if "quote" in row[2]]


def test_every_concept_in_every_language() -> None:
    glossary = _glossary()
    assert set(glossary) == CONCEPTS
    for concept, by_lang in glossary.items():
        assert tuple(by_lang) == LANGUAGES, concept


@pytest.mark.parametrize(("concept", "lang", "entry"), ENTRIES)
def test_entry_is_quoted_or_says_why_not(concept: str, lang: str, entry: dict[str, Any]) -> None:
    assert set(entry) <= KEYS, f"unknown keys {set(entry) - KEYS}"
    assert isinstance(entry["term"], str) and entry["term"].strip()
    assert all(isinstance(v, str) and v.strip() for k, v in entry.items() if k not in LISTS)
    for key in LISTS:
        assert all(isinstance(o, str) and o.strip() for o in entry.get(key, [])), key
    if "quote" in entry:
        assert "document" in entry and entry.get("basis", "quoted") == "quoted"
    elif lang != "en":  # English is the reference: its words are the site's own
        assert entry.get("basis") in ("usual", "proposed"), "no quote: say usual or proposed"
        assert entry.get("note"), "a term without a quote needs a note saying why"
        assert "document" not in entry and "written" not in entry


@pytest.mark.parametrize(("concept", "lang", "entry"), QUOTED)
def test_quote_occurs_verbatim_in_its_document_and_holds_the_term(
    concept: str, lang: str, entry: dict[str, Any], seeds_dir: Path
) -> None:
    doc = seeds_dir / entry["document"]
    assert doc.is_file(), f"{entry['document']} is not in {seeds_dir}"
    text = doc.read_text(encoding="utf-8")
    assert entry["quote"] in text, f"{concept}.{lang}: quote not found in {doc.name}"
    written = entry.get("written", entry["term"])
    assert written.casefold() in entry["quote"].casefold(), (
        f"{concept}.{lang}: {written!r} is not in its quote"
    )


def test_quoted_terms_come_from_a_document_in_their_language(seeds_dir: Path) -> None:
    """Each document holds one language's rules (French ones carry Dutch notes)."""
    languages = {
        "000_9badd534546106a8.txt": {"fr", "nl"},
        "001_fecb41e704ee135b.txt": {"ru"},
        "002_15d464665aaa3ba9.txt": {"vi"},
        "003_7b1eb0d69ac91e27.txt": {"pt"},
        "004_78714f29674ea26e.txt": {"fr", "nl"},
    }
    assert set(languages) == {f.name for f in seeds_dir.glob("*.txt")}
    for concept, lang, entry in ROWS:
        if "quote" in entry:
            assert lang in languages[entry["document"]], f"{concept}:{lang}"


# --- the boxes' own words (issue 31) -----------------------------------------------------------
GEAR_CONCEPT = {"tokens": "voting_token", "disc": "voting_disc", "board": "voting_board"}


def _boxes() -> dict[str, Any]:
    with GLOSSARY.open("rb") as f:
        return dict(tomllib.load(f)[BOXES])


def test_every_edition_says_what_it_votes_with() -> None:
    from explorer.rules.files import load_rulesets

    assert set(_boxes()) == {r.id for r in load_rulesets()}
    assert all(box["voting"] in GEAR_CONCEPT for box in _boxes().values())


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_the_lesson_names_each_boxs_own_voting_gear(lang: str) -> None:
    """The set-up step names what the box votes with in the box's words: the 2021 box's discs
    (never Russian «жетоны»), Odyssey's board of your colour (French «réglette de vote») with
    its markers, Dixit (2008)'s numbered tokens; and no other box's gear."""
    from explorer.i18n import using
    from explorer.i18n.glossary import voting_gear
    from explorer.learn.lesson import setup_text
    from explorer.rules.files import load_rulesets

    glossary = _glossary()
    for rs in load_rulesets():
        with using(lang):
            text = setup_text(rs).casefold()
        gear = voting_gear(rs.id)
        own = glossary[GEAR_CONCEPT[gear]][lang]
        stems = [s.casefold() for s in own.get("stems", [own["term"]])]
        assert any(s in text for s in stems), (rs.id, gear, text)
        for other, concept in GEAR_CONCEPT.items():
            if other == gear or (gear == "board" and concept == "voting_token"):
                continue  # Odyssey's markers are its voting tokens
            assert glossary[concept][lang]["term"].casefold() not in text, (rs.id, concept, text)


def test_the_issue_31_box_words() -> None:
    from explorer.i18n import using
    from explorer.learn.lesson import setup_text
    from explorer.rules.files import load_ruleset

    with using("ru"):
        russian = setup_text(load_ruleset("refresh-2021"))
    assert "диск голосования" in russian and "жетон" not in russian
    with using("fr"):
        french = setup_text(load_ruleset("odyssey-2011"))
    assert "réglette de vote de sa couleur" in french
