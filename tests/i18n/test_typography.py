"""French spacing is put in by code wherever a French message is written, so it cannot drift:
every text comes out with no problem the catalog check sees, syntax kept, and a second pass
changes nothing (issue 23)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.i18n.typography import NBSP, NNBSP, french_spacing
from tests.i18n.test_french_typography_fr import problems

PIECES = st.sampled_from(
    [" ", ":", ";", "!", "?", "«", "»", "(", "a", "é", "1", "\n", NBSP, NNBSP, "{name}", "`a : b`",
     "[x](https://x.y/?a=b)", "%(n)s", "https://e.org/?q=1", "**", "…"]
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(PIECES, max_size=14).map("".join))
def test_spaced_text_passes_the_catalog_check_and_stays_put(text: str) -> None:
    spaced = french_spacing(text)
    assert problems(spaced) == [], (text, spaced)
    assert french_spacing(spaced) == spaced


def test_syntax_and_right_text_are_kept() -> None:
    right = f"Indice{NBSP}: «{NBSP}{{clue}}{NBSP}»{NNBSP}; prêt{NNBSP}?"
    assert french_spacing(right) == right
    assert french_spacing("lecture:choix, `a : b`, {n}, https://x.y/?lang=fr") == (
        "lecture:choix, `a : b`, {n}, https://x.y/?lang=fr"
    )
    assert french_spacing("Indice : « mot » ; prêt ? {name}?") == (
        f"Indice{NBSP}: «{NBSP}mot{NBSP}»{NNBSP}; prêt{NNBSP}? {{name}}{NNBSP}?"
    )
