"""A round given by names, as a person, a JSON line, a notebook or a game file writes it: the
storyteller, and for each voter the players whose cards they voted for. `read_names` checks
the names by the project's one set of name rules (`explorer.text.names`) and that everybody named
sits at the table, before any rule of a ruleset is asked; `score_round` and the game night's
`night_from_names` both read names here, so a bad round is refused in the same words wherever
it comes from.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from explorer.errors import IllegalRound
from explorer.i18n import _
from explorer.text.names import check_name, check_names


def _refuse(message: str) -> IllegalRound:
    return IllegalRound("players", message)


def _exact_name(value: object, what: str) -> str:
    """A name as given, checked by the project's one set of name rules (no end spaces)."""
    clean = check_name(value, what, _refuse)
    if clean != value:
        raise IllegalRound(
            "players",
            _("{what}'s name {name} has spaces at its ends.").format(what=what, name=repr(value)),
        )
    return clean


def read_names(
    storyteller: object, votes: object, players: Sequence[object] | None
) -> tuple[str, dict[str, list[str]], tuple[str, ...]]:
    """(storyteller, voter → the names voted for, the seats in order) of a round given by
    names; IllegalRound names the first thing that does not fit. `players` is the seating order
    (None: the storyteller, then the voters as listed). Whether the ruleset allows the round (its
    player count, a second vote) is the scorer's to check (`scoring.check_round`)."""
    # TRANSLATORS: who a name error is about ("the storyteller's name … has spaces at its ends")
    st = _exact_name(storyteller, _("the storyteller"))
    if not isinstance(votes, Mapping):
        raise IllegalRound(
            "votes", _("votes must map each voter to the players whose cards they voted for.")
        )
    clean: dict[str, list[str]] = {}
    for voter, picks in votes.items():
        # TRANSLATORS: who a name error is about ("a voter's name … has spaces at its ends")
        v = _exact_name(voter, _("a voter"))
        if isinstance(picks, str):
            picks = [picks]
        if not isinstance(picks, Sequence) or not all(isinstance(p, str) for p in picks):
            raise IllegalRound(
                "votes", _("{voter}'s votes must be a list of player names.").format(voter=v)
            )
        clean[v] = list(picks)
    if st in clean:
        if clean[st]:
            raise IllegalRound(
                "storyteller",
                _("{name} is the storyteller, and the storyteller never votes.").format(name=st),
            )
        del clean[st]
    if players is None:
        seats: tuple[object, ...] = (st, *clean)
    else:
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise IllegalRound("players", _("players must be a list of names in seating order."))
        seats = tuple(players)
    checked = check_names(seats, _refuse)
    if checked != seats:
        raise IllegalRound("players", _("player names must not have spaces at their ends."))
    if st not in checked:
        raise IllegalRound(
            "players", _("The storyteller, {name}, is not at the table.").format(name=st)
        )
    at_table = set(checked)
    for v, picks in clean.items():
        if v not in at_table:
            raise IllegalRound("players", _("{name} voted but is not at the table.").format(name=v))
        for p in picks:
            if p not in at_table:
                raise IllegalRound(
                    "players",
                    _("{voter} voted for {name}, who is not at the table.").format(
                        voter=v, name=repr(p)[:60]
                    ),
                )
    return st, clean, checked


def seats_of(
    storyteller: object, votes: object, players: Sequence[object]
) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """A round given by names as seats: the storyteller's seat and, per seat, the seats whose
    cards that player voted for (empty for the storyteller and for a voter who did not vote)."""
    st, by_name, seats = read_names(storyteller, votes, players)
    at = {name: seat for seat, name in enumerate(seats)}
    return at[st], tuple(tuple(at[p] for p in by_name.get(name, ())) for name in seats)
