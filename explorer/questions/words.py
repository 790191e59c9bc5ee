"""Words several answers share, in the reader's language: a value over player counts said band
by band in whole sentences, the bonus cap, and the sentence an answer says when a ruleset's own
rulebook has nothing on the question."""

from __future__ import annotations

from collections.abc import Callable

from explorer.i18n import N_, _, n_, number
from explorer.questions.model import Band

# an answer whose own rulebook has no sentence on the question, before what the others say
NOTHING_OWN = N_(
    "Your rulebook says nothing on this; what the other rulebooks say is quoted below."
)


def by_band(
    bands: tuple[Band, ...],
    everywhere: Callable[[int | None], str],
    at: Callable[[int, int, int | None], str],
) -> str:
    """A value over player counts in whole sentences: `everywhere(value)` when one value holds
    at every count, else `at(low, high, value)` for each band of counts, one sentence each. Each
    is one message with its numbers as arguments, so a translator writes the whole clause
    ("При 3 игроках…", «À 3 joueurs…»), never a player count slotted into another sentence."""
    if len(bands) == 1:
        return everywhere(bands[0][2])
    return " ".join(at(low, high, v) for low, high, v in bands)


def cap_words(bands: tuple[Band, ...], *, lead: bool = False) -> str:
    """How the bonus is capped, as whole sentences (one per band of player counts), after a
    sentence on the bonus ("these points"); `lead`: said on its own, the first band's sentence
    names the bonus points for votes on your card."""

    def everywhere(v: int | None) -> str:
        if v is None:
            return _("There is no limit on these points.")
        return n_(
            "At most {n} such point per player per turn.",
            "At most {n} such points per player per turn.",
            v,
        ).format(n=number(v))

    def at(low: int, high: int, v: int | None) -> str:
        if lead and low == bands[0][0]:
            return _lead_band(low, high, v)
        if v is None:
            if low == high:
                return _("With {players} players these points have no limit.").format(
                    players=number(low)
                )
            return _("With {low}–{high} players these points have no limit.").format(
                low=number(low), high=number(high)
            )
        if low == high:
            return n_(
                "With {players} players they are capped at {n} point per player per turn.",
                "With {players} players they are capped at {n} points per player per turn.",
                v,
            ).format(players=number(low), n=number(v))
        return n_(
            "With {low}–{high} players they are capped at {n} point per player per turn.",
            "With {low}–{high} players they are capped at {n} points per player per turn.",
            v,
        ).format(low=number(low), high=number(high), n=number(v))

    return by_band(bands, everywhere, at)


def _lead_band(low: int, high: int, v: int | None) -> str:
    """The first band of a bonus cap said on its own, naming the bonus points."""
    if v is None:
        if low == high:
            return _(
                "With {players} players the bonus points for votes on your card have no limit."
            ).format(players=number(low))
        return _(
            "With {low}–{high} players the bonus points for votes on your card have no limit."
        ).format(low=number(low), high=number(high))
    if low == high:
        return n_(
            "With {players} players the bonus points for votes on your card are capped at {n} "
            "point per player per turn.",
            "With {players} players the bonus points for votes on your card are capped at {n} "
            "points per player per turn.",
            v,
        ).format(players=number(low), n=number(v))
    return n_(
        "With {low}–{high} players the bonus points for votes on your card are capped at {n} "
        "point per player per turn.",
        "With {low}–{high} players the bonus points for votes on your card are capped at {n} "
        "points per player per turn.",
        v,
    ).format(low=number(low), high=number(high), n=number(v))


def first_count(bands: tuple[Band, ...], test: Callable[[int | None], bool]) -> int | None:
    """The smallest player count whose value passes `test` (None: no count does)."""
    for low, _high, v in bands:
        if test(v):
            return low
    return None


def sentence(text: str) -> str:
    """`text` with its first letter made a capital (the rest kept as written)."""
    return text[:1].upper() + text[1:]
