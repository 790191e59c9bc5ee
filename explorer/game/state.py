"""A playable Dixit game's state: an immutable value, and what it can say about itself.

`GameState` holds the set-up, the phase, the hands, the pile and the table, and the score in the
whole-game core (`game`, an `explorer.round.game.Game`: each round as a table `Situation`, its
scored facts, the running totals and the end); each finished turn is a `TurnRecord` holding the
cards it was played with beside that round's facts (never sentences: those are written when
shown, in the reader's language then, `explorer.round.game_words`). The moves that change a
state are in `explorer.game.play` (`new_game`, `apply`, `replay`).

Phases: "clue" (the storyteller picks a card and says a clue), "hand-in" (every other player
hands in cards face down), "vote" (the cards lie in numbered places; voters vote), "reveal"
(the round is scored, and the core knows whether it ends the game), then `NextTurn` discards the
table, refills the hands and passes the storyteller role to the left — or ends the game
("over", with `end` saying why).

Every number (hand size, cards handed in, votes, end of game) comes from the ruleset.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from explorer.game.actions import Action, GiveClue, HandIn, NextTurn, Vote
from explorer.game.setup import Setup
from explorer.round.game import Game, PlayedRound
from explorer.round.result import RoundResult, ScoredRound
from explorer.round.scoring import round_result
from explorer.round.situation import Situation
from explorer.rules.endgame import GameEnd
from explorer.rules.ruleset import Ruleset

__all__ = [
    "Action",
    "GameEnd",
    "GameState",
    "GiveClue",
    "HandIn",
    "NextTurn",
    "Phase",
    "TurnRecord",
    "Vote",
]

Phase = Literal["clue", "hand-in", "vote", "reveal", "over"]


@dataclass(frozen=True)
class TurnRecord:
    """A finished round, for the reveal and the final standings: what was played (the clue,
    the cards in their places and who owned them, the places voted for) and the round as the
    whole-game core holds it (`played`: the table `situation`, with seats voted for, the game's
    readings and the cards each voter handed in; its `scored` facts; the totals after it)."""

    turn: int
    storyteller: int
    clue: str
    storyteller_card: int
    table: tuple[int, ...]
    owners: tuple[int, ...]
    votes: tuple[tuple[int, ...], ...]
    played: PlayedRound

    @property
    def situation(self) -> Situation:
        return self.played.situation

    @property
    def scored(self) -> ScoredRound:
        return self.played.scored

    @property
    def scores_after(self) -> tuple[int, ...]:
        return self.played.totals

    @property
    def result(self) -> RoundResult:
        """The round's points with every point explained, written now in the reader's
        language."""
        return round_result(self.scored)

    def own_places(self, seat: int) -> tuple[int, ...]:
        """The numbered places (from 1) of the cards `seat` put on the table that turn."""
        return tuple(p for p, owner in enumerate(self.owners, start=1) if owner == seat)

    def voters_of(self, place: int) -> tuple[int, ...]:
        """The seats that voted for the card in numbered `place` (from 1), in seat order."""
        return tuple(seat for seat, places in enumerate(self.votes) if place in places)


@dataclass(frozen=True)
class GameState:
    setup: Setup
    phase: Phase
    turn: int
    storyteller: int
    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    game: Game  # the score: every round's facts, the running totals, the end
    discards: tuple[int, ...] = ()
    clue: str | None = None
    storyteller_card: int | None = None
    handed_in: tuple[tuple[int, ...] | None, ...] = ()
    table: tuple[int, ...] = ()
    owners: tuple[int, ...] = ()
    votes: tuple[tuple[int, ...] | None, ...] = ()
    history: tuple[TurnRecord, ...] = ()
    log: tuple[Action, ...] = field(default=())

    @property
    def rules(self) -> Ruleset:
        return self.setup.rules

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def n(self) -> int:
        return len(self.setup.players)

    def name(self, seat: int) -> str:
        return self.setup.players[seat]

    @property
    def voters(self) -> tuple[int, ...]:
        """Seats other than the storyteller, from the storyteller's left."""
        return tuple((self.storyteller + k) % self.n for k in range(1, self.n))

    @property
    def on_table(self) -> tuple[int, ...]:
        """Cards out of the hands this turn (the storyteller's, handed in or laid out)."""
        if self.table:
            return self.table
        cards = [] if self.storyteller_card is None else [self.storyteller_card]
        for h in self.handed_in:
            cards.extend(h or ())
        return tuple(cards)

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """Seats that must act before the game moves on, in order from the storyteller's left."""
        if self.phase == "clue":
            return (self.storyteller,)
        if self.phase == "hand-in":
            return tuple(s for s in self.voters if self.handed_in[s] is None)
        if self.phase == "vote":
            return tuple(s for s in self.voters if self.votes[s] is None)
        return ()

    # --- what the rules allow now (bots and the page ask these instead of recomputing) ------
    @property
    def cards_to_hand_in(self) -> int:
        """Cards each non-storyteller hands in at this table."""
        return self.rules.cards_handed_in(self.n)

    @property
    def votes_allowed(self) -> int:
        """Votes (markers) each voter may cast at this table."""
        return self.rules.max_votes(self.n)

    def own_places(self, seat: int) -> tuple[int, ...]:
        """The numbered places (from 1) of the cards `seat` put on the table."""
        return tuple(p for p, owner in enumerate(self.owners, start=1) if owner == seat)

    def votable_places(self, seat: int) -> tuple[int, ...]:
        """The places `seat` may vote for: every card on the table but their own."""
        return tuple(p for p, owner in enumerate(self.owners, start=1) if owner != seat)

    @property
    def last_round(self) -> TurnRecord | None:
        return self.history[-1] if self.history else None

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's total so far."""
        return self.game.totals

    @property
    def standings(self) -> dict[str, int]:
        return self.game.standings()

    @property
    def end(self) -> GameEnd | None:
        """Why the game ended, once it is over (None before)."""
        return self.game.end if self.phase == "over" else None

    @property
    def winners(self) -> tuple[str, ...]:
        """The winners' names once the game is over (ties share the win)."""
        return tuple(self.players[s] for s in self.game.winners) if self.phase == "over" else ()

    def place_of(self, card: int) -> int:
        return self.table.index(card) + 1

    @property
    def cards_needed(self) -> int:
        """Cards missing from the hands (what the next refill draws)."""
        size = self.rules.hand_size(self.n)
        return sum(size - len(h) for h in self.hands)

    def ends_after_this_turn(self) -> GameEnd | None:
        """In the reveal: why the game will end when the turn closes (None: it goes on)."""
        return self.game.end if self.phase == "reveal" else None
