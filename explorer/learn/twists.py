"""The twists a box adds to the rules every Dixit shares, read from its ruleset's values.

The shared core (every ruleset has it): all or nobody found, some found, one bonus point per
vote. A twist is any rule value beyond it: a cap on the bonus, a second voting marker, an extra
point for finders, more points for a lone finder, the 3-player variant. Each twist names the
rules whose sources quote it and a player count where it shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from explorer.rules.ruleset import Ruleset


@dataclass(frozen=True)
class Twist:
    """One twist: `id` (a kind, not an edition), a title, what it says in plain words, the rules
    that state it (for their quotes) and the player count its example table uses."""

    id: str
    title: str
    text: str
    rules: tuple[str, ...]
    players: int


def cap_at(rs: Ruleset, n: int) -> int | None:
    """The bonus cap at `n` players (None: uncapped); a cap may hold at some counts only."""
    return cast(int | None, rs.entry("bonus_cap", n).value)


def capped_counts(rs: Ruleset) -> tuple[int, ...]:
    """The player counts at which the bonus is capped."""
    return tuple(n for n in range(rs.min_players, rs.max_players + 1) if cap_at(rs, n) is not None)


def _first_count(rs: Ruleset, test: object) -> int | None:
    for n in range(rs.min_players, rs.max_players + 1):
        if callable(test) and test(n):
            return n
    return None


def two_marker_count(rs: Ruleset) -> int | None:
    """The smallest player count where a voter may use a second marker (None: never)."""
    return _first_count(rs, lambda n: rs.max_votes(n) >= 2)


def twists(rs: Ruleset) -> tuple[Twist, ...]:
    """The box's twists, in the order a lesson meets them."""
    out: list[Twist] = []
    three = rs.supports(3) and rs.cards_handed_in(3) > 1
    if three:
        k = rs.cards_handed_in(3)
        one3 = rs.exactly_one_finder
        lone = (
            f" With two voters, a lone finder is common: see the {one3.points}-point rule next."
            if one3 is not None and 3 in one3.players
            else ""
        )
        out.append(
            Twist(
                "three-players",
                "Three players",
                f"With 3 players each of the two others hands in {k} cards, so "
                f"{rs.cards_on_table(3)} cards are laid out, and everybody holds "
                f"{rs.hand_size(3)} cards. A vote on either of your cards is a bonus vote for you."
                + lone,
                ("cards_handed_in", "hand_size"),
                3,
            )
        )
    one = rs.exactly_one_finder
    if one is not None:
        span = one.players
        where = f"at {span} players" if span.low != span.high else f"at {span.low} players"
        out.append(
            Twist(
                "lone-finder",
                f"A lone finder: {one.points} points",
                f"When exactly one player finds the storyteller's card ({where}), the storyteller "
                f"and that player score {one.points} each instead of {rs.some_found.finder}.",
                ("exactly_one_finder",),
                span.low if rs.supports(span.low) else rs.min_players,
            )
        )
    markers = two_marker_count(rs)
    if markers is not None:
        out.append(
            Twist(
                "second-marker",
                "A second voting marker",
                f"From {markers} players each voter may put a second marker on a different "
                "card (never their own). You found the card if either marker is on it; every "
                "marker on your card is a bonus vote for you.",
                ("max_votes",),
                markers,
            )
        )
    ef = rs.extra_finder
    if ef is not None:
        who = (
            "a finder who used a single marker"
            if ef.kind == "single-marker"
            else "every player who finds the storyteller's card"
        )
        out.append(
            Twist(
                "extra-finder",
                f"+{ef.points} for {'a confident finder' if ef.kind == 'single-marker' else 'finders'}",
                f"From {ef.from_players} players, {who} gets {ef.points} more point"
                f"{'s' if ef.points != 1 else ''}, whatever the outcome.",
                ("extra_finder",),
                max(ef.from_players, rs.min_players),
            )
        )
    counts = capped_counts(rs)
    if counts:
        cap = cap_at(rs, counts[0]) or 0
        every = len(counts) == rs.max_players - rs.min_players + 1
        where = "" if every else f"From {counts[0]} players, h"
        fits = [n for n in counts if n - 3 >= (cap_at(rs, n) or 0) + 1]
        out.append(
            Twist(
                "bonus-cap",
                f"Bonus capped at {cap}",
                f"{where or 'H'}owever many votes your card draws, you score at most {cap} bonus "
                "points in a turn.",
                ("bonus_cap",),
                fits[0] if fits else counts[-1],
            )
        )
    return tuple(out)
