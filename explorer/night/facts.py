"""The facts of a scored game night (no sentences): each round's scored facts and the totals
after it, the end of the game and why, where a lenient tally stopped. `explorer.night.tally`
makes them; `explorer.night.words` writes them out in the reader's language when shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from explorer.night.evening import Night
from explorer.round.result import ScoredRound
from explorer.rules.endgame import winners
from explorer.rules.ruleset import Ruleset

EndReason = Literal["target", "pile"]


@dataclass(frozen=True)
class GameEnd:
    """Why the game ended after round `after_round` (from 1): `reasons` holds "target" (someone
    reached `target` points: the seats in `reached`) and/or "pile" (the draw pile ended it
    after `pile_turns` turns)."""

    after_round: int
    reasons: tuple[EndReason, ...]
    reached: tuple[int, ...]
    target: int | None
    pile_turns: int | None


@dataclass(frozen=True)
class Stop:
    """Where a lenient tally stopped: round `at_round` (from 1; 0 for the table itself: a
    player count or deck the ruleset cannot play) breaks `rule`."""

    at_round: int
    rule: str


@dataclass(frozen=True)
class RoundTally:
    """One round's facts (`scored`: who found, bonuses, extras, each player's points) and the
    totals after it, in seat order."""

    scored: ScoredRound
    totals: tuple[int, ...]

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(s.total for s in self.scored.scores)


@dataclass(frozen=True)
class Tally:
    """A night under one ruleset: the rounds scored (up to the end), the end (None: the game
    goes on), the turns the draw pile allows (None: the pile never ends it), and `stop` when
    a lenient tally could not score every round before the end."""

    rules: Ruleset
    night: Night
    rounds: tuple[RoundTally, ...]
    end: GameEnd | None
    pile_turns: int | None
    stop: Stop | None = None

    @property
    def totals(self) -> tuple[int, ...]:
        return self.rounds[-1].totals if self.rounds else (0,) * self.night.n

    @property
    def over(self) -> bool:
        return self.end is not None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total once the game is over (ties share the win)."""
        if self.end is None:
            return ()
        best = winners(dict(zip(self.night.players, self.totals, strict=True)))
        return tuple(self.night.players.index(p) for p in best)

    def standings(self) -> dict[str, int]:
        return dict(zip(self.night.players, self.totals, strict=True))

    @property
    def rounds_after_end(self) -> int:
        """Rounds of the night that come after this ruleset's end (never played under it)."""
        if self.end is None:
            return 0
        return len(self.night.rounds) - self.end.after_round


DifferenceKind = Literal["points", "unscorable", "end"]


@dataclass(frozen=True)
class Difference:
    """The first round (from 1) where the editions that can play the table part ways: their
    points differ (`points`), one cannot score the round (`unscorable`), or the game ends
    after it under some and goes on under others (`end`)."""

    at_round: int
    kind: DifferenceKind
