"""Which box do you have? The editions told apart by what is in the box, from ruleset data.

Two rulesets describe the same box when `explorer.rules.matrix.same_box_pairs` says so (same
year and player range, different rulebooks): they are one box with a choice of rulebook.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from explorer.i18n import _, join_list, join_or, n_, number, tr
from explorer.rules.matrix import same_box_pairs
from explorer.rules.ruleset import Ruleset
from explorer.text.names import players_words


@dataclass(frozen=True)
class Box:
    """One game box: the rulesets (rulebooks) that describe it, the first being the default."""

    rulesets: tuple[Ruleset, ...]

    @property
    def id(self) -> str:
        return self.rulesets[0].id

    @property
    def ruleset(self) -> Ruleset:
        return self.rulesets[0]

    @property
    def title(self) -> str:
        """The box's name in the reader's language."""
        return tr(self.ruleset.edition)

    @property
    def facts(self) -> tuple[str, ...]:
        """What tells this box apart, in short phrases computed from its rules."""
        return box_facts(self.ruleset)


def voting_words(rs: Ruleset) -> str:
    """How many votes a voter has, by player count, in words."""
    spans: list[tuple[int, int, int]] = []  # (low, high, votes)
    for n in range(rs.min_players, rs.max_players + 1):
        v = rs.max_votes(n)
        if spans and spans[-1][2] == v and spans[-1][1] == n - 1:
            spans[-1] = (spans[-1][0], n, v)
        else:
            spans.append((n, n, v))
    if len(spans) == 1:
        v = spans[0][2]
        if v == 1:
            return _("one vote each")
        return n_("up to {n} voting marker each", "up to {n} voting markers each", v).format(
            n=number(v)
        )
    if len(spans) == 2 and spans[0][2] == 1 and spans[1][1] == rs.max_players:
        # one vote, then more from some player count on
        v = spans[1][2]
        return n_(
            "up to {n} voting marker from {players} players",
            "up to {n} voting markers from {players} players",
            v,
        ).format(n=number(v), players=number(spans[1][0]))
    parts = []
    for low, high, v in spans:
        who = players_words(low, high)
        if v == 1:
            # TRANSLATORS: {players} is e.g. "3–6 players"
            parts.append(_("one vote at {players}").format(players=who))
        else:
            parts.append(
                n_(
                    "up to {n} voting marker at {players}",
                    "up to {n} voting markers at {players}",
                    v,
                ).format(n=number(v), players=who)
            )
    return join_list(parts)


def box_facts(rs: Ruleset) -> tuple[str, ...]:
    decks = rs.decks
    cards = ""
    if len(decks) > 1:  # a single deck needs no words: what tells boxes apart is a mixable one
        # TRANSLATORS: {others} is one or more deck sizes, e.g. "168 or 252"
        cards = n_(
            "{n} card (mixable into {others})", "{n} cards (mixable into {others})", decks[0]
        ).format(n=number(decks[0]), others=or_numbers(decks[1:]))
    target = rs.end_conditions.score_target
    end = (
        n_("first to {n} point", "first to {n} points", target).format(n=number(target))
        if target is not None
        else _("ends when the cards run out")
    )
    facts = (
        str(rs.year),
        players_words(rs.min_players, rs.max_players),
        cards,
        voting_words(rs),
        end,
    )
    return tuple(f for f in facts if f)


def or_numbers(values: Sequence[int]) -> str:
    """'168 or 252' (the numbers in the reader's style)."""
    return join_or(number(v) for v in values)


def boxes(rulesets: Sequence[Ruleset]) -> tuple[Box, ...]:
    """The boxes, in the rulesets' order; rulesets of one box grouped (first one leads)."""
    partner: dict[str, str] = {}
    for a, b in same_box_pairs(tuple(rulesets)):
        partner.setdefault(b.id, partner.get(a.id, a.id))
    groups: dict[str, list[Ruleset]] = {}
    for rs in rulesets:
        groups.setdefault(partner.get(rs.id, rs.id), []).append(rs)
    return tuple(Box(tuple(g)) for g in groups.values())


def box_of(ruleset_id: str, rulesets: Sequence[Ruleset]) -> Box | None:
    """The box a ruleset belongs to (None for an unknown id)."""
    for b in boxes(rulesets):
        if any(r.id == ruleset_id for r in b.rulesets):
            return b
    return None


def rulebook_label(rs: Ruleset) -> str:
    """A ruleset named by its rulebook, for choosing between two rulebooks of one box."""
    return tr(rs.document)
