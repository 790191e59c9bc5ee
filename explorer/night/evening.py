"""A game night as a value: the table, its rules, the deck and the rounds entered so far.

`Night` is frozen and well formed by construction: players by the project's name rules, 3 to 12
seats, a deck of one, two or three boxes, and every round a table situation that can exist
(`explorer.round.situation.Situation` checks it: a storyteller's seat, one or two votes for each
other player, never on their own card). Whether a round is legal under the rules (a second vote,
a player count) and whether it comes after the end is for `explorer.night.tally`.

Rounds refer to players by seat, so a vote always means the card of the player in that seat.
The changes (`with_round`, `with_round_at`, `without_round`) return a new night; `tally.play`,
`tally.edit` and `tally.remove` also check the result against the rules.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from explorer.errors import NightError, SituationError
from explorer.i18n import _, number
from explorer.limits import DECK_SIZES, MAX_PLAYERS, MIN_PLAYERS
from explorer.round.situation import Situation
from explorer.text.names import check_names

MAX_ROUNDS = 100  # rounds a night holds: the longest game by the pile is 46 turns (252 cards)
MAX_RULES_TEXT = 1_000  # characters of a ruleset id or house-rules text


def _refuse(message: str) -> NightError:
    return NightError("players", message)


@dataclass(frozen=True)
class Round:
    """One round as the table played it: the storyteller's seat, and per seat the seats whose
    cards that player voted for (empty for the storyteller)."""

    storyteller: int
    votes: tuple[tuple[int, ...], ...]

    def situation(self, players: tuple[str, ...]) -> Situation:
        """The round as a table situation (SituationError when it cannot exist)."""
        return Situation(players, self.storyteller, self.votes)

    @property
    def second_votes(self) -> tuple[int, ...]:
        """The seats that used two markers."""
        return tuple(s for s, picks in enumerate(self.votes) if len(picks) > 1)


@dataclass(frozen=True)
class Night:
    """A game night. `ruleset`: the rules the table plays, as one ident (an edition's id, or
    house rules as the `house=` link writes them: `explorer.rules.resolve`); `deck`: cards in the
    deck; `first`: the seat that told first (the storyteller proposed for each next round follows
    the seats from there); `rounds`: the rounds entered so far."""

    players: tuple[str, ...]
    ruleset: str
    deck: int = DECK_SIZES[0]
    first: int = 0
    rounds: tuple[Round, ...] = ()

    def __post_init__(self) -> None:
        n = len(self.players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise NightError(
                "players",
                _("A table has {low} to {high} players, not {n}.").format(
                    low=number(MIN_PLAYERS), high=number(MAX_PLAYERS), n=number(n)
                ),
            )
        if check_names(self.players, _refuse) != self.players:
            raise NightError("players", _("Player names must not start or end with spaces."))
        if not self.ruleset:
            raise NightError("ruleset", _("Name the edition the table plays."))
        if len(self.ruleset) > MAX_RULES_TEXT:
            raise NightError("ruleset", _("The house rules are too long."))
        if isinstance(self.deck, bool) or self.deck not in DECK_SIZES:
            raise NightError(
                "deck",
                _("The deck has {sizes} cards (one, two or three boxes), not {deck}.").format(
                    sizes=", ".join(map(number, DECK_SIZES)), deck=str(self.deck)[:20]
                ),
            )
        if isinstance(self.first, bool) or not 0 <= self.first < n:
            raise NightError(
                "players", _("Who tells first must be one of the {n} seats.").format(n=number(n))
            )
        if len(self.rounds) > MAX_ROUNDS:
            raise NightError(
                "rounds",
                _("A game night holds at most {most} rounds.").format(most=number(MAX_ROUNDS)),
                len(self.rounds),
            )
        for k, rnd in enumerate(self.rounds, start=1):
            try:
                rnd.situation(self.players)
            except SituationError as err:
                raise NightError("votes", round_message(k, str(err)), k) from None

    @property
    def n(self) -> int:
        return len(self.players)

    def next_storyteller(self) -> int:
        """The seat proposed to tell next: the left of the last storyteller (or `first`)."""
        if not self.rounds:
            return self.first
        return (self.rounds[-1].storyteller + 1) % self.n

    def situation(self, k: int) -> Situation:
        """Round `k` (from 1) as a table situation."""
        return self.round(k).situation(self.players)

    def round(self, k: int) -> Round:
        if not 1 <= k <= len(self.rounds):
            raise NightError(
                "rounds",
                _("There is no round {k}: {n} rounds were entered.").format(
                    k=number(k), n=number(len(self.rounds))
                ),
                k,
            )
        return self.rounds[k - 1]

    # --- changes (each returns a new night, checked as a value; tally checks the rules) -----
    def with_round(self, rnd: Round) -> Night:
        return replace(self, rounds=(*self.rounds, rnd))

    def with_round_at(self, k: int, rnd: Round) -> Night:
        self.round(k)
        return replace(self, rounds=(*self.rounds[: k - 1], rnd, *self.rounds[k:]))

    def without_round(self, k: int) -> Night:
        self.round(k)
        return replace(self, rounds=self.rounds[: k - 1] + self.rounds[k:])


def round_message(k: int, problem: str) -> str:
    """ "Round 3: …": a problem with one round, naming it."""
    # TRANSLATORS: a problem with one round of a game night, e.g. "Round 3: Ben voted twice."
    return _("Round {k}: {problem}").format(k=number(k), problem=problem)
