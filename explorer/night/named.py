"""A game night given by names, as a file or a person writes it: each round's storyteller and,
for each voter, the players whose cards they voted for. `night_from_names` turns it into a
`Night` (seats), naming the round and the player when something does not fit the table; the
names are read as `score_round` reads them (`explorer.round.by_names`), in the same words.
"""

from __future__ import annotations

from collections.abc import Sequence

from explorer.errors import IllegalRound, NightError
from explorer.i18n import _, number
from explorer.night.evening import MAX_ROUNDS, Night, Round, round_message
from explorer.round.by_names import seats_of
from explorer.text.names import check_names


def _refuse(message: str) -> NightError:
    return NightError("players", message)


def named_round(k: int, storyteller: object, votes: object, players: tuple[str, ...]) -> Round:
    """Round `k` (from 1) from names: `votes` maps each voter to the owners of the cards they
    voted for (a list, or one name). NightError names the round and what does not fit."""
    try:
        st, picks = seats_of(storyteller, votes, players)
    except IllegalRound as err:
        raise NightError(err.rule, round_message(k, str(err)), k) from None
    return Round(st, picks)


def night_from_names(
    players: Sequence[object],
    ruleset: str,
    rounds: Sequence[tuple[object, object]],
    *,
    deck: int,
) -> Night:
    """A night from names: `rounds` as (storyteller, votes) pairs; `ruleset` names the rules
    (an edition's id or house rules, `explorer.rules.resolve`). NightError names the round and
    what does not fit; legality under the rules is `tally`'s."""
    names = check_names(players, _refuse)
    if len(rounds) > MAX_ROUNDS:
        raise NightError(
            "rounds",
            _("A game night holds at most {most} rounds.").format(most=number(MAX_ROUNDS)),
        )
    first = 0
    built = tuple(named_round(k, st, v, names) for k, (st, v) in enumerate(rounds, start=1))
    if built:
        first = built[0].storyteller
    return Night(names, ruleset, deck, first, built)
