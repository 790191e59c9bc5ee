"""What changed between two states of one evening: the rounds no longer counted, counted anew or
counted differently, and each player's total before and after.

The page says it when a round is edited ("Round 3 changed: Ana 17 → 19…"), when the browser's
Back or Forward shows another state of the evening, and when a link's copy and a phone's copy
differ. Totals come from `explorer.night.tally` (each side scored as far as its rules can);
`explorer.night.notices` writes the change out.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.errors import NightError
from explorer.night.evening import Night
from explorer.night.tally import rules_of, tally_until


@dataclass(frozen=True)
class NightChange:
    """From `before` to `after` (rounds numbered from 1): `removed` are rounds `before` had and
    `after` lacks (at its end), `added` the reverse, `changed` rounds both have that differ;
    `totals_before` and `totals_after` per seat (None when the two are not the same table)."""

    removed: tuple[int, ...]
    added: tuple[int, ...]
    changed: tuple[int, ...]
    totals_before: tuple[int, ...] | None
    totals_after: tuple[int, ...] | None

    @property
    def nothing(self) -> bool:
        return not (self.removed or self.added or self.changed)

    @property
    def first(self) -> int | None:
        """The first round that differs (from 1), or None."""
        rounds = (*self.changed, *self.removed, *self.added)
        return min(rounds) if rounds else None

    def gains(self) -> tuple[tuple[int, int, int], ...]:
        """(seat, before, after) for each player whose total changed, in seat order."""
        if self.totals_before is None or self.totals_after is None:
            return ()
        return tuple(
            (seat, b, a)
            for seat, (b, a) in enumerate(zip(self.totals_before, self.totals_after, strict=True))
            if a != b
        )


def same_table(a: Night, b: Night) -> bool:
    """Whether two nights are the same table under the same rules (their rounds aside)."""
    return (a.players, a.ruleset, a.deck) == (b.players, b.ruleset, b.deck)


def totals(night: Night) -> tuple[int, ...] | None:
    """Each player's total as far as the night's own rules score it (None: no rules)."""
    try:
        return tally_until(night, rules_of(night)).totals
    except NightError:  # an unknown edition or house rules that cannot be built
        return None


def night_change(before: Night, after: Night) -> NightChange:
    """What changed from `before` to `after`."""
    if not same_table(before, after):
        return NightChange((), (), (), None, None)
    shared = min(len(before.rounds), len(after.rounds))
    changed = tuple(k for k in range(1, shared + 1) if before.rounds[k - 1] != after.rounds[k - 1])
    removed = tuple(range(shared + 1, len(before.rounds) + 1))
    added = tuple(range(shared + 1, len(after.rounds) + 1))
    return NightChange(removed, added, changed, totals(before), totals(after))
