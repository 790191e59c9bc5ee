"""What scoring a round produces: each player's points split by source (`PlayerPoints`), the
facts behind them (`ScoredRound`), the explanation lines, and the `RoundResult` users get."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from explorer.rules.ruleset import Ruleset
from explorer.rules.values import Outcome, Provenance


@dataclass(frozen=True)
class Explanation:
    """One scoring step in plain words, with the rule it applies and where that rule comes from."""

    step: str
    text: str
    rule: str
    rule_label: str
    provenance: Provenance


@dataclass(frozen=True)
class PlayerPoints:
    """A player's points this round, split by where they come from."""

    player: str
    base: int
    bonus: int
    extra: int
    votes_received: int
    found: bool | None  # None for the storyteller

    @property
    def total(self) -> int:
        return self.base + self.bonus + self.extra


@dataclass(frozen=True)
class ScoredRound:
    """The points of one legal round and every fact that decided them (no sentences).

    `received[i]` lists the voters whose votes landed on `players[i]`'s card(s); `raw_bonus[i]`
    is that player's bonus before any cap; `lone_finder` is True when the lone-finder rule
    replaced the some-found points; `extra_to` lists who got the extra finder points.
    """

    ruleset: Ruleset
    storyteller: str
    players: tuple[str, ...]
    votes: tuple[tuple[str, tuple[str, ...]], ...]  # voter → owners voted for, seat order
    outcome: Outcome
    finders: tuple[str, ...]
    lone_finder: bool
    received: tuple[tuple[str, ...], ...]
    raw_bonus: tuple[int, ...]
    extra_to: tuple[str, ...]
    scores: tuple[PlayerPoints, ...]

    @property
    def voters(self) -> tuple[str, ...]:
        return tuple(p for p in self.players if p != self.storyteller)

    def votes_of(self, voter: str) -> tuple[str, ...]:
        return dict(self.votes)[voter]

    def received_by(self, player: str) -> tuple[str, ...]:
        return self.received[self.players.index(player)]


@dataclass(frozen=True)
class RoundResult:
    """The scored round. `points` and `breakdown` are plain dicts for JSON and tables."""

    ruleset_id: str
    storyteller: str
    players: tuple[str, ...]
    outcome: Outcome
    finders: tuple[str, ...]
    scores: tuple[PlayerPoints, ...]
    explanation: tuple[Explanation, ...]
    readings: tuple[tuple[str, str], ...] = field(default=())

    @property
    def points(self) -> dict[str, int]:
        return {s.player: s.total for s in self.scores}

    @property
    def breakdown(self) -> dict[str, dict[str, int]]:
        return {s.player: {"base": s.base, "bonus": s.bonus, "extra": s.extra} for s in self.scores}

    def score_of(self, player: str) -> PlayerPoints:
        for s in self.scores:
            if s.player == player:
                return s
        raise KeyError(player)

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset_id,
            "outcome": self.outcome,
            "points": self.points,
            "breakdown": self.breakdown,
        }

    def explain(self, *, with_sources: bool = False) -> str:
        """The explanation as text, one line per step."""
        lines = []
        for e in self.explanation:
            lines.append(f"- {e.text}")
            if with_sources:
                lines.append(f"    ({e.rule_label}: {e.provenance.cite()})")
        return "\n".join(lines)
