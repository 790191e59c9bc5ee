"""How a turn of a played game ends: the refill it needs from the draw pile and, when the game
ends with it, why, as facts (`GameEnd`: who reached the score target, what the pile did).

The words are written when shown (`explorer.game.sentences.end_line`), in the reader's language
then, as `explorer.round` does with a round's points (compute, then explain).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from explorer.rules.endgame import Refill, refill
from explorer.rules.ruleset import Ruleset

PileEnd = Literal["last-card", "short"]


@dataclass(frozen=True)
class GameEnd:
    """Why the game ends after turn `turn`: the seats that reached the score target
    (`reached`, with the `target`; empty when nobody did), and what the draw pile did when it
    ended the game (`pile`: "last-card" when the refill drew its last card, "short" when it
    could not refill every hand; None when the pile did not end it)."""

    turn: int
    reached: tuple[int, ...] = ()
    target: int | None = None
    pile: PileEnd | None = None

    @property
    def kind(self) -> Literal["target", "pile", "both"]:
        if self.reached and self.pile is not None:
            return "both"
        return "target" if self.reached else "pile"


def turn_end(
    rules: Ruleset,
    turn: int,
    scores: Sequence[int],
    pile: int,
    needed: int,
    discards: int,
) -> tuple[Refill, GameEnd | None]:
    """The refill that closes turn `turn` (`needed` cards from a pile of `pile`, with `discards`
    cards discarded), and the end of the game it brings (None: the game goes on). The score
    target is checked at the end of the turn; the pile rule is the ruleset's
    (`explorer.rules.endgame.refill`)."""
    r = refill(rules, pile, needed, discards)
    target = rules.end_conditions.score_target
    reached = () if target is None else tuple(s for s, v in enumerate(scores) if v >= target)
    pile_end: PileEnd | None = None
    if r.pile_ends_game:
        pile_end = "last-card" if r.complete else "short"
    if not reached and pile_end is None:
        return r, None
    return r, GameEnd(turn, reached, target if reached else None, pile_end)
