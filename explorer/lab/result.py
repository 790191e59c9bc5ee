"""What every lab result shares: the ruleset it was computed for.

Each result (`ExactRound`, `SweetSpot`, `Heatmap`, `RoundsSummary`, `GamesSummary`,
`GamesStats`, `ExactSweep`, `GamesSweep`) keeps the `Ruleset` itself, house rules included, so a
chart, a table, a sentence or an export names it without looking an id up again.
"""

from __future__ import annotations

from explorer.rules.ruleset import Ruleset


class OfRuleset:
    """The `ruleset` field of a result, and its id and name (a dataclass using this declares
    `ruleset: Ruleset = field(repr=False)`: its repr stays short)."""

    ruleset: Ruleset

    @property
    def ruleset_id(self) -> str:
        return self.ruleset.id

    @property
    def name(self) -> str:
        return self.ruleset.name
