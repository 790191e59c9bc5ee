"""A game night given by names, as a file or a person writes it: each round's storyteller and,
for each voter, the players whose cards they voted for. `night_from_names` turns it into a
`Night` (seats), naming the round and the player when something does not fit the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from explorer.errors import NightError
from explorer.i18n import _, number
from explorer.night.evening import MAX_ROUNDS, Night, Round, round_message
from explorer.text.names import check_names


def _refuse(message: str) -> NightError:
    return NightError("players", message)


def _seat_of(name: object, seats: dict[str, int], k: int, what: str) -> int:
    if isinstance(name, str) and name in seats:
        return seats[name]
    raise NightError(
        "players",
        round_message(
            k,
            # TRANSLATORS: {what} is who the name was given for, e.g. "the storyteller"
            _("{what} {name} is not at the table.").format(what=what, name=repr(name)[:60]),
        ),
        k,
    )


def named_round(k: int, storyteller: object, votes: object, players: tuple[str, ...]) -> Round:
    """Round `k` (from 1) from names: `votes` maps each voter to the owners of the cards they
    voted for (a list, or one name)."""
    seats = {p: i for i, p in enumerate(players)}
    st = _seat_of(storyteller, seats, k, _("the storyteller"))
    if not isinstance(votes, Mapping):
        raise NightError(
            "votes",
            round_message(
                k, _("votes must map each voter to the players whose cards they voted for.")
            ),
            k,
        )
    picks: list[tuple[int, ...]] = [()] * len(players)
    for voter, chosen in votes.items():
        seat = _seat_of(voter, seats, k, _("the voter"))
        names = [chosen] if isinstance(chosen, str) else chosen
        if not isinstance(names, Sequence) or len(names) > len(players):
            raise NightError(
                "votes",
                round_message(
                    k, _("{voter}'s votes must be a list of player names.").format(voter=voter)
                ),
                k,
            )
        picks[seat] = tuple(_seat_of(p, seats, k, _("the player voted for")) for p in names)
    return Round(st, tuple(picks))


def night_from_names(
    players: Sequence[object],
    ruleset: str,
    rounds: Sequence[tuple[object, object]],
    *,
    deck: int,
    house: str = "",
) -> Night:
    """A night from names: `rounds` as (storyteller, votes) pairs. NightError names the round
    and what does not fit; legality under the rules is `tally`'s."""
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
    return Night(names, ruleset, house, deck, first, built)
