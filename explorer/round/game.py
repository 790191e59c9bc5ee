"""One whole game, whoever keeps its score: the rounds as table `Situation`s, each scored by the
engine's round scoring (`score_situation`), added up into running totals; the end of the game as
one `GameEnd` fact (`explorer.rules.endgame.game_end`: the score target checked at the end of
each round, the draw pile by the table's one schedule); and the winners. Facts only: the words
are `explorer.round.game_words`, written when shown.

The practice game (`explorer.game`, which adds the cards, the hands and the bots), the game
night (`explorer.night`, a real table's rounds entered one by one) and `python -m explorer game`
keep their score here, and the lab's vectorised games are tested equal to it on random games
(`tests/lab/test_games_core.py`).

>>> from explorer.round.situation import Situation
>>> game = Game.start("original-2008", ("Ana", "Ben", "Cleo"), deck=84)
>>> game.pile_turns  # 84 cards: 21 dealt, then 5 drawn a round; no score target
13
>>> everybody_found = Situation(("Ana", "Ben", "Cleo"), 0, ((), (0,), (0,)))
>>> game = game.play(everybody_found)
>>> game.totals, game.end, game.next_storyteller
((0, 2, 2), None, 1)
>>> for k in range(1, 13):
...     teller = k % 3
...     votes = tuple(() if s == teller else (teller,) for s in range(3))
...     game = game.play(Situation(("Ana", "Ben", "Cleo"), teller, votes))
>>> game.end
GameEnd(after_round=13, reached=(), target=None, pile='last-card')
>>> game.totals, game.winners  # seats; a tie shares the win
((16, 18, 18), (1, 2))
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from explorer.errors import IllegalRound
from explorer.i18n import _, number
from explorer.round.result import ScoredRound
from explorer.round.scoring import score_situation
from explorer.round.situation import Situation
from explorer.rules.endgame import GameEnd, check_deal, game_end, pile_turns, winners
from explorer.rules.files import load_ruleset
from explorer.rules.ruleset import Ruleset


@dataclass(frozen=True)
class PlayedRound:
    """One round of a game: the table `situation`, its `scored` facts (who found, bonuses,
    extras, each player's points) and the `totals` after it, in seat order."""

    situation: Situation
    scored: ScoredRound
    totals: tuple[int, ...]

    @property
    def points(self) -> tuple[int, ...]:
        """Each seat's points this round."""
        return tuple(s.total for s in self.scored.scores)


@dataclass(frozen=True)
class Game:
    """A whole game under one ruleset: the players in seat order, the deck, the rounds played
    so far, and the end (None: the game goes on). Immutable: `play` returns the next game.
    Start one with `Game.start`, which checks the table (player count, deal)."""

    rules: Ruleset
    players: tuple[str, ...]
    deck: int
    pile_turns: int | None  # the rounds the draw pile allows (None: the pile never ends it)
    rounds: tuple[PlayedRound, ...] = ()
    end: GameEnd | None = None

    @classmethod
    def start(cls, rules: Ruleset | str, players: tuple[str, ...], deck: int) -> Game:
        """A game about to start; IllegalRound when `rules` cannot seat this many players,
        DealError when the deck cannot deal every hand."""
        rs = load_ruleset(rules) if isinstance(rules, str) else rules
        rs.check_players(len(players))
        check_deal(rs, len(players), deck)
        return cls(rs, tuple(players), deck, pile_turns(rs, len(players), deck))

    # --- the facts ----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total after the last round played (zeros before the first)."""
        return self.rounds[-1].totals if self.rounds else (0,) * self.n

    @property
    def over(self) -> bool:
        return self.end is not None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total once the game is over (ties share the win:
        every ruleset shares them); () while it goes on."""
        if self.end is None:
            return ()
        best = winners(self.standings())
        return tuple(self.players.index(p) for p in best)

    def standings(self) -> dict[str, int]:
        """Each player's total, by name, in seat order."""
        return dict(zip(self.players, self.totals, strict=True))

    @property
    def next_storyteller(self) -> int:
        """The seat that tells next: the left of the last storyteller (seat 0 first)."""
        return (self.rounds[-1].situation.storyteller + 1) % self.n if self.rounds else 0

    # --- a round --------------------------------------------------------------------------------
    def play(self, situation: Situation) -> Game:
        """The game after one more round: scored under the game's rules, added to the totals,
        and the end it brings. IllegalRound (the game unchanged) when the rules forbid the
        round, when it is played at another table, or when the game is already over."""
        if situation.players != self.players:
            raise IllegalRound(
                "players", _("This round is played by other players than the game's.")
            )
        if self.end is not None:
            raise IllegalRound(
                "end",
                _("The game is over: it ended after round {k}.").format(
                    k=number(self.end.after_round)
                ),
            )
        scored = score_situation(self.rules, situation)
        totals = tuple(t + s.total for t, s in zip(self.totals, scored.scores, strict=True))
        k = len(self.rounds) + 1
        return replace(
            self,
            rounds=(*self.rounds, PlayedRound(situation, scored, totals)),
            end=game_end(self.rules, k, totals, self.pile_turns),
        )
