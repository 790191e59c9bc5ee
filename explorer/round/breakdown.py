"""A scored round as rows, one per player: their role, the points by source (base, bonus,
extra), the round's points and, for a round of a game, the totals before and after it.

The lesson's live table and the practice reveal's points table are built from these rows
(each page names its own columns); the facts come from a `ScoredRound`, never counted here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from explorer.i18n import _, p_
from explorer.round.result import ScoredRound

Role = Literal["storyteller", "found", "missed"]


@dataclass(frozen=True)
class PointsRow:
    """One player's points this round. `before` and `after` are their totals around the round
    when it is one of a game (None otherwise)."""

    seat: int
    player: str
    role: Role
    base: int
    bonus: int
    extra: int
    points: int
    before: int | None = None
    after: int | None = None


def points_rows(scored: ScoredRound, before: Sequence[int] | None = None) -> tuple[PointsRow, ...]:
    """Every player's row, in seat order; `before`: the totals before the round (a game's)."""
    rows = []
    for seat, pp in enumerate(scored.scores):
        role: Role = "storyteller" if pp.found is None else "found" if pp.found else "missed"
        had = None if before is None else before[seat]
        rows.append(
            PointsRow(
                seat,
                pp.player,
                role,
                pp.base,
                pp.bonus,
                pp.extra,
                pp.total,
                had,
                None if had is None else had + pp.total,
            )
        )
    return tuple(rows)


def role_word(role: Role) -> str:
    """A player's role in the round in a word or two: storyteller, found it, missed."""
    if role == "storyteller":
        return p_("role in a round", "storyteller")
    return _("found it") if role == "found" else _("missed")
