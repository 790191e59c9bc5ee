"""A quiz round's votes in words: one sentence per voter, naming the cards by their players, and
at a table where each voter has two markers, whether the voter used one or both (the +1 for a
single marker depends on it)."""

from __future__ import annotations

from explorer.i18n import _


def vote_line(
    names: tuple[str, ...],
    storyteller: int,
    seat: int,
    picks: tuple[int, ...],
    markers: int = 1,
) -> str:
    """'Ben voted for Cleo's card (the storyteller's)': one voter's markers, in a sentence; at a
    table where each voter has `markers` (2) markers, the sentence says whether they used one
    or both (the +1 for a single marker depends on it)."""
    voter = names[seat]
    if len(picks) == 1:
        (x,) = picks
        if markers > 1:
            if x == storyteller:
                one = _(
                    "{voter} used one marker only, on the card of player {owner} (the storyteller)"
                )
            else:
                one = _("{voter} used one marker only, on the card of player {owner}")
            return one.format(voter=voter, owner=names[x])
        if x == storyteller:
            return _("{voter} voted for the card of player {owner} (the storyteller)").format(
                voter=voter, owner=names[x]
            )
        return _("{voter} voted for the card of player {owner}").format(voter=voter, owner=names[x])
    first, second = picks[0], picks[1]
    if first == storyteller:
        message = _(
            "{voter} used both markers, on the cards of players {first} (the storyteller) and "
            "{second}"
        )
    elif second == storyteller:
        message = _(
            "{voter} used both markers, on the cards of players {first} and {second} (the "
            "storyteller)"
        )
    else:
        message = _("{voter} used both markers, on the cards of players {first} and {second}")
    return message.format(voter=voter, first=names[first], second=names[second])
