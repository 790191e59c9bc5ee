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
    "bonus_cap",
}  # fmt: skip
KEYS = {"term", "quote", "document", "written", "basis", "note", "others", "stems"}
LISTS = ("others", "stems")


def _glossary() -> dict[str, Any]:
    with GLOSSARY.open("rb") as f:
        return tomllib.load(f)


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
