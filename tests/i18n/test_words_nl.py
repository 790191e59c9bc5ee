"""What a Dutch reader tripped on (issue 23), kept from coming back: Compare's rule rows say the
points of those who found the card, not "guessed by 3"; a win is «overwinning», never «winst»
(profit); the seed is «startgetal», not English or «zaadgetal»; one word for a reading toggle."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from explorer import load_ruleset
from explorer.i18n import using
from explorer.i18n.catalog import po_files
from explorer.rules.wording import format_value
from tests.i18n.catalogs import forms, read_catalog

NL = po_files("nl")
# words a Dutch reader misreads, with what to write instead
WRONG = {
    r"\bwinst\b": "a win is «overwinning» («winst» is profit)",
    r"(?<!\{)\bseed\b(?!\}| *\))|zaadgetal|\brandom\b": "the seed is «startgetal» («seed» in brackets once)",
    r"leeskeuze": "a reading toggle is «lezing», as on every page",
    r"geraden door \{finders\}": "the finders' points, not how many guessed",
}


def test_compare_rule_rows_say_what_the_finders_score() -> None:
    rs = load_ruleset("refresh-2021")
    with using("nl"):
        assert format_value(rs.some_found) == "verteller 3, wie de kaart raadt 3, anderen 0"
        assert format_value(rs.ties, "ties") == "gedeelde overwinning"


@pytest.mark.parametrize("path", NL, ids=lambda p: p.stem)
def test_dutch_catalogs_avoid_the_words_readers_misread(path: Path) -> None:
    catalog = read_catalog(path)
    wrong = [
        f"{why}: {text!r}"
        for message in catalog
        if message.id
        for text in forms(message.string)
        for pattern, why in WRONG.items()
        if re.search(pattern, text, re.IGNORECASE)
    ]
    assert not wrong, "\n".join(wrong)
