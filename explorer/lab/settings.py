"""Everything the lab page lets a visitor set, as one frozen value.

The page's widgets edit it, its link codec (`explorer.links.lab`) reads and writes it, and the
cached computations take its parts as they are, so equal settings always share one result.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from explorer.lab.clue_model import ClueModel
from explorer.limits import BOX_DECK, DECK_SIZES, MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.ruleset import Ruleset

ALPHAS: tuple[str, ...] = ("0.1", "0.3", "1", "3", "10", "30", "∞")
DECKS: tuple[int, ...] = DECK_SIZES
ROUNDS: tuple[int, ...] = (1_000, 10_000, 100_000, 300_000, 1_000_000)
GAMES: tuple[int, ...] = (100, 1_000, 10_000, 30_000, 100_000)
SWEEP_GAMES: tuple[int, ...] = (100, 1_000, 10_000, 30_000, 100_000)  # per player count
MAX_LAB_SEED = 2**31 - 1
PLAYERS = (MIN_PLAYERS, MAX_PLAYERS)
SPREAD_MAX = 0.9


def alpha_value(label: str) -> float:
    """An α label as a number ('∞' is equal pull)."""
    return math.inf if label == "∞" else float(label)


def deck_for(ruleset: Ruleset, deck: int | None) -> int:
    """The deck an edition's games use under the deck setting: the setting where the edition
    is played with that deck, else its own first deck."""
    return deck if deck in ruleset.decks else ruleset.decks[0]


@dataclass(frozen=True)
class LabSettings:
    """The lab's settings. `alpha` is one of `ALPHAS` (a label: '∞' is equal pull);
    `rulesets` the editions chosen, in the order chosen; `house` whether the house rules in
    the address are shown among them (a chip the visitor may take off)."""

    players: int = 6
    mean: float = 0.5
    spread: float = 0.2
    alpha: str = "∞"
    q: float = 0.5
    deck: int = BOX_DECK
    rounds: int = 100_000
    games: int = 10_000
    seed: int = 1
    rulesets: tuple[str, ...] = ()
    heat: str = ""  # the heatmap's edition ("": the first edition shown)
    sweep_games: int = 1_000  # games per player count in the sweeps
    house: bool = True  # show the table's house rules (when the address holds some)

    def heat_edition(self, shown: tuple[str, ...] | list[str]) -> str | None:
        """The heatmap's edition among those shown (the first when none or another is set)."""
        if self.heat in shown:
            return self.heat
        return shown[0] if shown else None

    @property
    def model(self) -> ClueModel:
        return ClueModel(
            mean=self.mean, spread=self.spread, alpha=alpha_value(self.alpha), q=self.q
        )
