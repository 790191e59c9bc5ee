"""Which box do you have? The editions told apart by what is in the box, from ruleset data.

Two rulesets describe the same box when `explorer.rules.matrix.same_box_pairs` says so (same
year and player range, different rulebooks): they are one box with a choice of rulebook.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from explorer.rules.matrix import same_box_pairs
from explorer.rules.ruleset import Ruleset


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
        return self.ruleset.edition

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
        return "one vote each" if v == 1 else f"up to {v} voting markers each"
    parts = []
    for low, high, v in spans:
        who = f"{low}–{high} players" if low != high else f"{low} players"
        parts.append(f"{'one vote' if v == 1 else f'up to {v} voting markers'} at {who}")
    return ", ".join(parts)


def box_facts(rs: Ruleset) -> tuple[str, ...]:
    decks = rs.decks
    cards = f"{decks[0]} cards" + (
        f" (mixable into {' or '.join(str(d) for d in decks[1:])})" if len(decks) > 1 else ""
    )
    target = rs.end_conditions.score_target
    end = f"first to {target} points" if target is not None else "ends when the cards run out"
    return (
        str(rs.year),
        f"{rs.min_players}–{rs.max_players} players",
        cards,
        voting_words(rs),
        end,
    )


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
    return rs.document
