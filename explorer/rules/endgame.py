"""How turns end a game: refilling hands from the pile, the score target and the winners.

Shared by the whole-game simulation and the playable game, so both end games exactly as the
ruleset's `end_conditions` say.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

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


def pile_turns(ruleset: Ruleset, players: int, deck: int) -> int | None:
    """Turns a game lasts before the pile ends it (None when the pile never ends the game).

    This is what the pile alone decides; a score target may end the game sooner.
    """
    if ruleset.end_conditions.empty_pile == "reshuffle":
        return None
    pile = deck - dealt_cards(ruleset, players)
    if pile < 0:
        raise ValueError(
            _("a deck of {deck} cannot deal {hand} cards to {n} players").format(
                deck=number(deck), hand=number(ruleset.hand_size(players)), n=number(players)
            )
        )
    per_turn = cards_per_turn(ruleset, players)
    turns = 0
    while True:
        turns += 1
        r = refill(ruleset, pile, per_turn, 0)
        pile -= r.drawn
        if r.pile_ends_game:
            return turns


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
