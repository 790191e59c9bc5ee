"""Sentences some lesson steps add beside their main text, in the reader's language: how long
the draw pile lasts (the end step's table) and where the storyteller does best (the good-clue
step's chart)."""

from __future__ import annotations

from explorer.i18n import N_, _, number, percent
from explorer.rules.ruleset import Ruleset

# under the draw pile's table, where a score target may end the game first
SOONER = N_("A player reaching the score target may end the game sooner.")


def pile_head(rs: Ruleset) -> str:
    """The heading of the draw pile's table: 'How many turns the draw pile lasts with 84 cards:'."""
    return _("How many turns the draw pile lasts with {deck} cards:").format(
        deck=number(rs.decks[0])
    )


def clue_chart_line(n: int, chance: float) -> str:
    """Under the storyteller's curve: the chance of finding the card that pays best (Markdown)."""
    return _(
        "At {n} players the storyteller does best when each player finds the card with a "
        "chance of about **{chance}**."
    ).format(n=number(n), chance=percent(chance))
