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


def _refused(k: int, message: str) -> NightError:
    return NightError("players", round_message(k, message), k)


def named_round(k: int, storyteller: object, votes: object, players: tuple[str, ...]) -> Round:
    """Round `k` (from 1) from names: `votes` maps each voter to the owners of the cards they
    voted for (a list, or one name)."""
    seats = {p: i for i, p in enumerate(players)}
    if not isinstance(storyteller, str) or storyteller not in seats:
        raise _refused(
            k,
            _("The storyteller, {name}, is not at the table.").format(name=repr(storyteller)[:60]),
        )
    st = seats[storyteller]
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
        if not isinstance(voter, str) or voter not in seats:
            raise _refused(
                k, _("{name} voted but is not at the table.").format(name=repr(voter)[:60])
            )
        names = [chosen] if isinstance(chosen, str) else chosen
        if not isinstance(names, Sequence) or len(names) > len(players):
            raise NightError(
                "votes",
                round_message(
                    k, _("{voter}'s votes must be a list of player names.").format(voter=voter)
                ),
                k,
            )
        for name in names:
            if not isinstance(name, str) or name not in seats:
                raise _refused(
                    k,
                    _("{voter} voted for {name}, who is not at the table.").format(
                        voter=voter, name=repr(name)[:60]
                    ),
                )
        picks[seats[voter]] = tuple(seats[name] for name in names)
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
