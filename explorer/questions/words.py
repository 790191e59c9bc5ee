"""Small pieces of the answers' words, in the reader's language: values over player counts, caps,
and the sentence an answer says when a ruleset's own rulebook has nothing on the question."""

from __future__ import annotations

from collections.abc import Callable

from explorer.i18n import N_, _, join_list, number
from explorer.questions.model import Band
from explorer.text.names import count, players_words

# an answer whose own rulebook has no sentence on the question, before what the others say
NOTHING_OWN = N_(
    "Your rulebook says nothing on this; what the other rulebooks say is quoted below."
)


def over_counts(bands: tuple[Band, ...], words: Callable[[int | None], str]) -> str:
    """A value over player counts: '6 cards' when one value holds at every count, else
    '7 cards with 3 players, 6 cards with 4–12 players'."""
    if len(bands) == 1:
        return words(bands[0][2])
    parts = [
        # TRANSLATORS: a value that holds at some player counts, e.g. "7 cards with 3 players"
        _("{value} with {players}").format(value=words(v), players=players_words(low, high))
        for low, high, v in bands
    ]
    return join_list(parts)


def cards(v: int | None) -> str:
    return count(v or 0, "card")


def cap_words(bands: tuple[Band, ...]) -> str:
    """How the bonus is capped, as a sentence."""
    if all(v is None for _lo, _hi, v in bands):
        return _("There is no limit on these points.")
    if len(bands) == 1:
        return _("At most {cap} such points per player per turn.").format(
            cap=number(bands[0][2] or 0)
        )
    return _("Limit per player per turn: {caps}.").format(caps=over_counts(bands, limit))


def limit(v: int | None) -> str:
    if v is None:
        # TRANSLATORS: a bonus without a cap at some player counts ("none with 3–6 players")
        return _("none")
    return count(v, "point")


def first_count(bands: tuple[Band, ...], test: Callable[[int | None], bool]) -> int | None:
    """The smallest player count whose value passes `test` (None: no count does)."""
    for low, _high, v in bands:
        if test(v):
            return low
    return None


def sentence(text: str) -> str:
    """`text` with its first letter made a capital (the rest kept as written)."""
    return text[:1].upper() + text[1:]
