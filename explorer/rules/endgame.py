"""How turns end a game: dealing, refilling hands from the pile (and the pile's schedule, turn
by turn), the score target, the end of a game as one fact (`GameEnd`, made by `game_end`) and
the winners.

Shared by the whole-game core (`explorer.round.game`: the practice game, the game night and the
command line keep their score there), the whole-game simulation and the lab's sweeps, so all end
games exactly as the ruleset's `end_conditions` say; a deck too small to deal every hand is one
error (`DealError`) wherever it is met.

>>> from explorer.rules.files import load_ruleset
>>> original = load_ruleset("original-2008")  # no score target; the game ends at the last draw
>>> pile_turns(original, 5, 84)  # 84 cards: 30 dealt, then 5 drawn a turn
11
>>> game_end(original, 11, (20, 18, 25, 19, 22), pile_turns=11)
GameEnd(after_round=11, reached=(), target=None, pile='last-card')
>>> game_end(load_ruleset("refresh-2021"), 9, (31, 18, 30, 19), pile_turns=None).reasons
('target',)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Literal

from explorer.errors import DealError
from explorer.i18n import _, number
from explorer.rules.ruleset import Ruleset


@dataclass(frozen=True)
class Refill:
    """What refilling every hand after a turn does to the pile.

    `drawn`: cards drawn for the refill; `reshuffled`: True when the pile ran short and what
    was left of it was shuffled together with the discards into a new pile, from which the
    whole refill is then drawn;
    `pile_ends_game`: True when the pile rule ends the game after this turn.
    """

    drawn: int
    reshuffled: bool
    complete: bool
    pile_ends_game: bool


def refill(ruleset: Ruleset, pile: int, needed: int, discards: int) -> Refill:
    """Apply the ruleset's empty-pile rule to a refill of `needed` cards from `pile` cards.

    - end-on-last-draw: the game ends after the turn whose refill draws the last card or
      cannot be completed.
    - end-when-refill-incomplete: the game ends after the turn whose refill cannot be
      completed; a refill that exactly empties the pile lets one more turn run.
    - reshuffle: when the pile runs short, what is left of it is shuffled together with the
      discards and the refill goes on from that new pile; the game never ends on the pile
      (unless even that cannot complete the refill).
    """
    rule = ruleset.end_conditions.empty_pile
    if needed <= pile:
        ends = rule == "end-on-last-draw" and needed == pile and needed > 0
        return Refill(needed, False, True, ends)
    if rule == "reshuffle" and pile + discards >= needed:
        return Refill(needed, True, True, False)
    if rule == "reshuffle":
        return Refill(pile + discards, True, False, True)
    return Refill(pile, False, False, True)


def dealt_cards(ruleset: Ruleset, players: int) -> int:
    return players * ruleset.hand_size(players)


def cards_per_turn(ruleset: Ruleset, players: int) -> int:
    """Cards that leave the hands each turn (and must be redrawn)."""
    return ruleset.cards_on_table(players)


def cannot_deal(deck: int, hand: int, players: int) -> str:
    """The one message for a deck too small to deal every hand (ruleset files say it too)."""
    return _("a deck of {deck} cannot deal {hand} cards to {n} players").format(
        deck=number(deck), hand=number(hand), n=number(players)
    )


def check_deal(ruleset: Ruleset, players: int, deck: int) -> int:
    """The cards left in the draw pile once every hand is dealt; DealError when `deck` cannot
    deal them (the set-up, the game night, the lab and the pile's schedule all ask here)."""
    pile = deck - dealt_cards(ruleset, players)
    if pile < 0:
        raise DealError(cannot_deal(deck, ruleset.hand_size(players), players))
    return pile


@dataclass(frozen=True)
class PileStep:
    """The pile after one turn's refill (the same in every game at this table)."""

    turn: int
    pile: int
    discards: int
    reshuffled: bool
    ends_game: bool


def _pile_steps(ruleset: Ruleset, players: int, deck: int) -> Iterator[PileStep]:
    """The pile turn by turn, until the pile ends the game (for ever when it never does)."""
    per_turn = cards_per_turn(ruleset, players)
    pile = check_deal(ruleset, players, deck)
    discards = 0
    turn = 0
    while True:
        turn += 1
        discards += per_turn  # the cards of this turn leave the table before the refill
        r = refill(ruleset, pile, per_turn, discards)
        if r.reshuffled:
            pile, discards = pile + discards - r.drawn, 0
        else:
            pile -= r.drawn
        yield PileStep(turn, pile, discards, r.reshuffled, r.pile_ends_game)
        if r.pile_ends_game:
            return


def pile_schedule(ruleset: Ruleset, players: int, deck: int, turns: int) -> list[PileStep]:
    """The pile turn by turn, for up to `turns` turns or until the pile ends the game: the one
    schedule the whole-game simulation, the lab's sweeps and every "how many turns" follow."""
    return list(islice(_pile_steps(ruleset, players, deck), turns))


def pile_turns(ruleset: Ruleset, players: int, deck: int) -> int | None:
    """Turns a game lasts before the pile ends it (None when the pile never ends the game).

    This is what the pile alone decides; a score target may end the game sooner. Read from
    the schedule: a pile that comes back to a state it was in (the discards reshuffled into
    it, turn after turn) goes round for ever."""
    seen: set[tuple[int, int]] = set()
    for step in _pile_steps(ruleset, players, deck):
        if step.ends_game:
            return step.turn
        if (step.pile, step.discards) in seen:
            return None
        seen.add((step.pile, step.discards))
    raise AssertionError("the schedule stops only when the pile ends the game")


def target_reached(ruleset: Ruleset, scores: Mapping[str, int] | Sequence[int]) -> bool:
    """True when a score meets the ruleset's score target (checked at the end of a turn)."""
    target = ruleset.end_conditions.score_target
    values = scores.values() if isinstance(scores, Mapping) else scores
    return target is not None and any(v >= target for v in values)


def winners(scores: Mapping[str, int]) -> tuple[str, ...]:
    """The players with the highest total; several when tied (all rulesets share ties)."""
    if not scores:
        return ()
    best = max(scores.values())
    return tuple(p for p, v in scores.items() if v == best)


# --- the end of a game, as facts -----------------------------------------------------------------
EndReason = Literal["target", "pile"]
END_REASONS: tuple[EndReason, ...] = ("target", "pile")  # a game's reasons, in this order
PileEnd = Literal["last-card", "short"]


@dataclass(frozen=True)
class GameEnd:
    """Why a game ends after round `after_round` (from 1), as facts, no words: the seats that
    reached the score target (`reached`, with the `target`; empty when nobody did), and what the
    draw pile did when it ended the game (`pile`: "last-card" under a ruleset that ends the game
    at the last draw, "short" under one that plays on until a refill cannot be completed; None
    when the pile did not end it).

    The one model of a game's end: the practice game, the game night, the command line's `game`
    and the lab's simulated games (whose `END_REASONS` codes index `END_REASONS` here) say it
    so; `explorer.round.game_words.end_sentence` writes it out when shown."""

    after_round: int
    reached: tuple[int, ...] = ()
    target: int | None = None
    pile: PileEnd | None = None

    @property
    def reasons(self) -> tuple[EndReason, ...]:
        """What ended the game, the score target before the pile when both did."""
        reasons: list[EndReason] = []
        if self.reached:
            reasons.append("target")
        if self.pile is not None:
            reasons.append("pile")
        return tuple(reasons)

    @property
    def kind(self) -> Literal["target", "pile", "both"]:
        if self.reached and self.pile is not None:
            return "both"
        return "target" if self.reached else "pile"


def pile_end(ruleset: Ruleset) -> PileEnd:
    """What the draw pile does when it ends a game under `ruleset`: its last card is drawn
    (end-on-last-draw: the refill that draws it ends the game, complete or not), or a refill
    cannot be completed (end-when-refill-incomplete; reshuffle when even the discards fall
    short)."""
    return "last-card" if ruleset.end_conditions.empty_pile == "end-on-last-draw" else "short"


def game_end(
    ruleset: Ruleset, after_round: int, totals: Sequence[int], pile_turns: int | None
) -> GameEnd | None:
    """The end round `after_round` brings (None: the game goes on): the score target checked on
    the `totals` after it (seat order), the draw pile when it is the last round the pile's
    schedule allows (`pile_turns`, from `pile_turns()`; None: the pile never ends the game)."""
    target = ruleset.end_conditions.score_target
    reached = () if target is None else tuple(s for s, v in enumerate(totals) if v >= target)
    pile = pile_end(ruleset) if pile_turns is not None and after_round >= pile_turns else None
    if not reached and pile is None:
        return None
    return GameEnd(after_round, reached, target if reached else None, pile)
