"""One colour per edition on every chart of every page, and distinct colours for players.

Editions take the Okabe-Ito colours (safe for colour-blind readers) by their place in the
shipped order, so an edition keeps its colour when another drops out of a chart; a ruleset the
project does not ship (house rules, a user's file) takes the colours after them, by id.
"""

from __future__ import annotations

from explorer.rules.catalogue import CANONICAL_ORDER

EDITION_PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000")
OTHER_PALETTE = ("#D55E00", "#8C564B", "#7F7F7F", "#BCBD22")

# Twelve colours that stay apart from each other (a 12-player game's standings).
PLAYER_PALETTE = (
    "#0072B2",
    "#E69F00",
    "#009E73",
    "#CC79A7",
    "#56B4E9",
    "#D55E00",
    "#F0E442",
    "#000000",
    "#8C564B",
    "#7F7F7F",
    "#6A3D9A",
    "#B2DF8A",
)


def edition_colour(ruleset_id: str) -> str:
    """The colour of this edition on every chart."""
    if ruleset_id in CANONICAL_ORDER:
        return EDITION_PALETTE[CANONICAL_ORDER.index(ruleset_id)]
    return OTHER_PALETTE[sum(map(ord, ruleset_id)) % len(OTHER_PALETTE)]


def player_colours(n: int) -> tuple[str, ...]:
    """`n` distinct colours for `n` players (at most twelve)."""
    return PLAYER_PALETTE[:n]
