"""The twists a box adds to the rules every Dixit shares, read from its ruleset's values.

The shared core (every ruleset has it): all or nobody found, some found, one bonus point per
vote. A twist is any rule value beyond it: a cap on the bonus, a second voting marker, an extra
point for finders, more points for a lone finder, the 3-player variant. Each twist names the
rules whose sources quote it and a player count where it shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from explorer.i18n import _, n_, number
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


@dataclass(frozen=True)
class Twist:
    """One twist: `id` (a kind, not an edition), a title, what it says in plain words, the rules
    that state it (for their quotes) and the player count its example table uses."""

    id: str
    title: str
    text: str
    rules: tuple[str, ...]
    players: int
    detail: str = ""  # an edge case, for the page to fold away


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
    """The box's twists, in the order a lesson meets them (their words in the reader's
    language)."""
    out: list[Twist] = []
    three = rs.supports(3) and rs.cards_handed_in(3) > 1
    if three:
        k = rs.cards_handed_in(3)
        one3 = rs.exactly_one_finder
        # TRANSLATORS: {hand} and {table} are numbers of cards with their noun ("7 cards")
        text = _(
            "Everybody holds {hand} and the two others hand in {k} each: {table} are laid out."
        ).format(
            k=number(k),
            table=count(rs.cards_on_table(3), "card"),
            hand=count(rs.hand_size(3), "card"),
        )
        detail = _(
            "A vote on either of your cards is a bonus vote for you; you may not vote for either. "
            "At the end of the turn the storyteller draws 1 card, the others {k} each."
        ).format(k=number(k))
        if one3 is not None and 3 in one3.players:
            lone = _(
                "With two voters, a lone finder is common: see the {points}-point rule next."
            ).format(points=number(one3.points))
            text = f"{text} {lone}"
        out.append(
            Twist(
                "three-players",
                _("The 3-player variant"),
                text,
                ("cards_handed_in", "hand_size"),
                3,
                detail,
            )
        )
    one = rs.exactly_one_finder
    if one is not None:
        span = one.players
        usual = number(rs.some_found.finder)
        if span.low != span.high:
            lone = n_(
                "With {low}–{high} players, when exactly one player finds the storyteller's "
                "card, the storyteller and that player score {n} point each instead of {usual}.",
                "With {low}–{high} players, when exactly one player finds the storyteller's "
                "card, the storyteller and that player score {n} points each instead of {usual}.",
                one.points,
            ).format(
                low=number(span.low), high=number(span.high), n=number(one.points), usual=usual
            )
        else:
            lone = n_(
                "With {players} players, when exactly one player finds the storyteller's card, "
                "the storyteller and that player score {n} point each instead of {usual}.",
                "With {players} players, when exactly one player finds the storyteller's card, "
                "the storyteller and that player score {n} points each instead of {usual}.",
                one.points,
            ).format(players=number(span.low), n=number(one.points), usual=usual)
        out.append(
            Twist(
                "lone-finder",
                n_(
                    "{n} point for a lone finder", "{n} points for a lone finder", one.points
                ).format(n=number(one.points)),
                lone,
                ("exactly_one_finder",),
                span.low if rs.supports(span.low) else rs.min_players,
            )
        )
    markers = two_marker_count(rs)
    if markers is not None:
        out.append(
            Twist(
                "second-marker",
                _("A second voting marker"),
                _(
                    "From {n} players a voter may put a second voting marker on another card. "
                    "Either marker on the storyteller's card finds it; every marker on your card "
                    "is a bonus vote."
                ).format(n=number(markers)),
                ("max_votes",),
                markers,
                _("Never on your own card, and never both markers on one card."),
            )
        )
    ef = rs.extra_at(rs.max_players)  # None: no +1 at any of the box's player counts
    if ef is not None:
        single = ef.kind == "single-marker"
        if single:
            title = _("+{points} for a single marker").format(points=number(ef.points))
            text = n_(
                "From {players} players, a finder who used a single marker gets {n} more "
                "point, whatever the outcome.",
                "From {players} players, a finder who used a single marker gets {n} more "
                "points, whatever the outcome.",
                ef.points,
            ).format(players=number(ef.from_players), n=number(ef.points))
        else:
            title = _("+{points} for every finder").format(points=number(ef.points))
            text = n_(
                "From {players} players, every player who finds the storyteller's card gets "
                "{n} more point, whatever the outcome.",
                "From {players} players, every player who finds the storyteller's card gets "
                "{n} more points, whatever the outcome.",
                ef.points,
            ).format(players=number(ef.from_players), n=number(ef.points))
        out.append(
            Twist(
                "extra-finder", title, text, ("extra_finder",), max(ef.from_players, rs.min_players)
            )
        )
    counts = capped_counts(rs)
    if counts:
        cap = cap_at(rs, counts[0]) or 0
        every = len(counts) == rs.max_players - rs.min_players + 1
        fits = [n for n in counts if n - 3 >= (cap_at(rs, n) or 0) + 1]
        if every:
            text = n_(
                "A turn's bonus stops at {n} point, however many votes your card draws.",
                "A turn's bonus stops at {n} points, however many votes your card draws.",
                cap,
            ).format(n=number(cap))
        else:
            text = n_(
                "From {players} players, a turn's bonus stops at {n} point, however many votes "
                "your card draws.",
                "From {players} players, a turn's bonus stops at {n} points, however many votes "
                "your card draws.",
                cap,
            ).format(players=number(counts[0]), n=number(cap))
        out.append(
            Twist(
                "bonus-cap",
                n_("At most {n} bonus point", "At most {n} bonus points", cap).format(
                    n=number(cap)
                ),
                text,
                ("bonus_cap",),
                fits[0] if fits else counts[-1],
            )
        )
    return tuple(out)
