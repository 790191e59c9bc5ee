"""How far the evening is from its end, for the table to see before each round: the round to
enter next, the round after which the draw pile ends the game (if it does), and the score
target with who leads. Facts only; `explorer.night.notices` writes them."""

from __future__ import annotations

from dataclasses import dataclass

from explorer.night.facts import Tally


@dataclass(frozen=True)
class Countdown:
    """Before round `next_round` (from 1): the pile ends the game after round `last_round`
    (None: it never does), `target` points end it (None: no target), `leaders` (seats) lead
    with `best` points (no leaders before any point is scored)."""

    next_round: int
    last_round: int | None
    target: int | None
    leaders: tuple[int, ...]
    best: int

    @property
    def rounds_after(self) -> int | None:
        """Rounds the pile allows after the next one (None: the pile never ends the game)."""
        if self.last_round is None:
            return None
        return max(self.last_round - self.next_round, 0)

    @property
    def is_last(self) -> bool:
        return self.last_round is not None and self.next_round >= self.last_round


def countdown(t: Tally) -> Countdown | None:
    """The countdown before the next round of `t` (None once the game is over)."""
    if t.end is not None:
        return None
    totals = t.totals
    best = max(totals, default=0)
    leaders = tuple(s for s, v in enumerate(totals) if v == best) if best > 0 else ()
    return Countdown(
        len(t.rounds) + 1,
        t.pile_turns,
        t.rules.end_conditions.score_target,
        leaders,
        best,
    )
