"""Figures of the clue-difficulty lab: each builder takes engine results, returns a Figure.

By section of the page: one round (`rounds`: sweet spot, heatmap, outcomes, points), whole games
(`games`), the sweeps over player counts and decks (`sweeps`: one builder, `sweep_figure`, per
`Measure`), and what they share (`layout`). Every chart of the page is declared once in
`charts` (its figure, takeaway, rows and label). The numbers drawn are exactly the rows of
`explorer.lab.tables` (the CSV downloads). Every builder is importable from here:
`from explorer.figures import lab as figs`.
"""

from explorer.figures.lab.games import end_reason_figure, game_length_figure, seat_advantage_figure
from explorer.figures.lab.layout import chart_name
from explorer.figures.lab.rounds import (
    heatmap_figure,
    outcome_bars_figure,
    points_histogram_figure,
    sweet_spot_figure,
)
from explorer.figures.lab.sweeps import (
    FIRST_SEAT,
    MARGIN,
    PILE_ENDS,
    TURNS,
    Measure,
    deck_sweep_figure,
    exact_sweep_figure,
    sweep_figure,
)

__all__ = [
    "FIRST_SEAT",
    "MARGIN",
    "PILE_ENDS",
    "TURNS",
    "Measure",
    "chart_name",
    "deck_sweep_figure",
    "end_reason_figure",
    "exact_sweep_figure",
    "game_length_figure",
    "heatmap_figure",
    "outcome_bars_figure",
    "points_histogram_figure",
    "seat_advantage_figure",
    "sweep_figure",
    "sweet_spot_figure",
]
