"""The facts of a scored game night (no sentences): the night's game in the whole-game core
(each round's scored facts and the totals after it, the end of the game and why), where a
lenient tally stopped, and where the editions first part ways. `explorer.night.tally` makes
them; `explorer.round.game_words` writes them out in the reader's language when shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from explorer.night.evening import Night
from explorer.round.game import Game, PlayedRound
from explorer.rules.endgame import GameEnd
from explorer.rules.ruleset import Ruleset


@dataclass(frozen=True)
class Stop:
    """Where a lenient tally stopped: round `at_round` (from 1; 0 for the table itself: a
    player count or deck the ruleset cannot play) breaks `rule`."""

    at_round: int
    rule: str


@dataclass(frozen=True)
class Tally:
    """A night under one ruleset: the whole-game core's `game` (the rounds scored up to the
    end, their totals, the end, the turns the draw pile allows), and `stop` when a lenient tally
    could not score every round before the end."""

    night: Night
    game: Game
    stop: Stop | None = None

    @property
    def rules(self) -> Ruleset:
        return self.game.rules

    @property
    def rounds(self) -> tuple[PlayedRound, ...]:
        return self.game.rounds

    @property
    def end(self) -> GameEnd | None:
        """Why the game ended (None: it goes on)."""
        return self.game.end

    @property
    def pile_turns(self) -> int | None:
        """The rounds the draw pile allows (None: the pile never ends the game)."""
        return self.game.pile_turns

    @property
    def totals(self) -> tuple[int, ...]:
        return self.game.totals

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total once the game is over (ties share the win)."""
        return self.game.winners

    def standings(self) -> dict[str, int]:
        return self.game.standings()

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
