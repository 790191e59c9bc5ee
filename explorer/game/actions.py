"""The moves of a game, as values: what a player does (give a clue, hand in, vote) and the press
that closes a turn. `explorer.game.play.apply` checks each against the rules; the resume code
holds a game as its set-up and the list of these (`explorer.game.resume`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GiveClue:
    """The storyteller (seat `player`) picks `card` from their hand and says `clue`."""

    player: int
    card: int
    clue: str


@dataclass(frozen=True)
class HandIn:
    """A non-storyteller hands in `cards` from their hand, face down."""

    player: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Vote:
    """A voter votes for the cards in numbered `places` (1-based)."""

    player: int
    places: tuple[int, ...]


@dataclass(frozen=True)
class NextTurn:
    """After the reveal: discard, refill, and pass the storyteller role (or end the game)."""


Action = GiveClue | HandIn | Vote | NextTurn
