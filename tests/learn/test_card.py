"""The reference card: a PDF that opens, holds one page and carries the box's numbers and its
rulebook's sentences (accents, Cyrillic and Vietnamese included)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from explorer.learn.card import reference_card
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
