"""The reference card: a PDF that opens, holds one page and carries the box's numbers and its
rulebook's sentences (accents, Cyrillic and Vietnamese included)."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from explorer.i18n import using
from explorer.learn.card import bonus_line, reference_card, turn_lines
from explorer.learn.twists import cap_at, capped_counts
from tests.strategies import RULESETS


def _text(data: bytes) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(data))
    return len(reader.pages), " ".join(p.extract_text() for p in reader.pages)


def _squash(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("rs", RULESETS, ids=lambda r: r.id)
def test_the_card_is_one_page_with_the_numbers(rs) -> None:  # type: ignore[no-untyped-def]
    data = reference_card(rs)
    assert data.startswith(b"%PDF")
    pages, text = _text(data)
    assert pages == 1
    flat = _squash(text)
    an, sf = rs.all_or_none, rs.some_found
    assert f"Everybody or nobody found {an.storyteller} {an.others} {an.others}" in flat
    assert f"Some but not all found {sf.storyteller} {sf.finder} {sf.other}" in flat
    assert f"+{rs.bonus_per_vote} per vote" in flat
    for n in capped_counts(rs):
        assert f"at most {cap_at(rs, n)}" in flat
    if rs.end_conditions.score_target is not None:
        assert f"{rs.end_conditions.score_target} points" in flat
    assert rs.name in flat
    # the rulebook's own words, in its own script
    quote = rs.entry("some_found").provenance.quote or ""
    words = [w for w in quote.replace("|", " ").split() if len(w) > 4][:3]
    assert words and all(w in flat for w in words), words


def test_every_reading_still_fits_one_page() -> None:
    for rs in RULESETS:
        for r in rs.readings:
            for c in r.choices:
                pages, _ = _text(reference_card(rs.with_readings({r.id: c.id})))
                assert pages == 1


# The player counts on the card cannot be misread (issue 23): French read «Chacun a 6 (7 à 3
# joueurs) cartes», «1 (2 à 3 joueurs) carte(s)» and «1 (2 à 7–12 joueurs)» as "2 to 3 players".
PLAYER_COUNTS = {
    "en": (
        "6 cards each; with 3 players: 7",
        "1 card; with 3 players: 2",
        "1 vote; from 7 players: 2",
    ),
    "fr": (
        "6 cartes chacun\u202f; avec 3 joueurs\u00a0: 7",
        "1 carte\u202f; avec 3 joueurs\u00a0: 2",
        "1 vote\u202f; à partir de 7 joueurs\u00a0: 2",
    ),
}


@pytest.mark.parametrize("lang", sorted(PLAYER_COUNTS))
def test_the_cards_player_counts_read_one_way(lang: str) -> None:
    odyssey = next(rs for rs in RULESETS if rs.id == "odyssey-2011")
    with using(lang):
        lines = turn_lines(odyssey)
        _pages, text = _text(reference_card(odyssey))
    hand, each, votes = PLAYER_COUNTS[lang]
    assert hand in lines[0] and each in lines[2] and votes in lines[4], lines
    flat = _squash(text)
    assert "(s)" not in flat and not re.search(r"\d \(\d+ (?:at|à) \d", flat), flat
    for line in (hand, each, votes):  # the PDF keeps the words (its spaces may be plain ones)
        assert _squash(line.replace("\u202f", " ").replace("\u00a0", " ")) in _squash(
            flat.replace("\u202f", " ").replace("\u00a0", " ")
        )


@pytest.mark.parametrize("lang", ["en", "fr", "ru", "vi", "pt", "nl"])
def test_no_card_line_needs_a_bracketed_plural(lang: str) -> None:
    with using(lang):
        lines = [line for rs in RULESETS for line in (*turn_lines(rs), bonus_line(rs))]
    assert not [line for line in lines if re.search(r"\(s\)|\(en\)|\(n\)", line)], lines
