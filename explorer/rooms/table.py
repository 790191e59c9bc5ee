"""A practice table as a value: its state (`TableState`: the host's name, the bots' language,
the room's seed, the game in play and who plays each seat) and the actions its people take.
`explorer.rooms.practice` is the kind that moves it; `practice_view` what each phone sees of
it; `practice_wire` how a store keeps it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from explorer.game.actions import GiveClue, HandIn, Vote
from explorer.game.presses import Token
from explorer.game.setup import BotSkill
from explorer.game.state import GameState

NAME = "practice"
MAX_TURNS = 100  # turns a room's game may last: then it stops, the standings shown
STAND_IN: BotSkill = "good"  # the bot that takes a removed member's seat
Phase = Literal["lobby", "clue", "hand-in", "vote", "reveal", "over"]


@dataclass(frozen=True)
class TableState:
    """A practice table: the host's name, the language its bots tell clues in, the room's seed
    (each game's deal is drawn from it and the game's number), and the game in play (None: the
    lobby) with the member each seat is (`codes.HOST` for the host; None: a bot), the seats
    ready for the next turn, and whether the game was stopped before its end."""

    host: str
    lang: str
    seed: int
    games: int = 0
    game: GameState | None = None
    seats: tuple[int | None, ...] = ()
    ready: tuple[int, ...] = ()
    stopped: bool = False

    @property
    def phase(self) -> Phase:
        if self.game is None:
            return "lobby"
        return "over" if self.stopped else self.game.phase

    def seat_of(self, member: int) -> int | None:
        """The seat `member` plays (None: none)."""
        return self.seats.index(member) if member in self.seats else None


# --- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Start:
    """The host deals a new game: `bots` bots of skill `skill` join the players in the room
    (the host too, unless `host_plays` is False), with a deck of `deck` cards (None: the first
    of the rules' decks that deals every hand)."""

    bots: int = 0
    skill: str = "good"
    host_plays: bool = True
    deck: int | None = None


@dataclass(frozen=True)
class Move:
    """A seated player's move (a clue, a hand-in, a vote for their own seat), pressed at moment
    `at` (turn, phase, seat: `explorer.game.presses.token`)."""

    at: Token
    action: GiveClue | HandIn | Vote


@dataclass(frozen=True)
class Ready:
    """A seated player has read the reveal of turn `turn` and is ready for the next one."""

    turn: int


@dataclass(frozen=True)
class Next:
    """The host starts the turn after `turn` now, without waiting for every player."""

    turn: int


@dataclass(frozen=True)
class End:
    """The host ends the game where it stands: the standings for everybody."""


@dataclass(frozen=True)
class Lobby:
    """The host takes the table back to the lobby (the game in play, if any, is dropped)."""
