"""Every chart and table of the lab page, declared once: its name, its figure, its takeaway, its
rows and its download's label. The page shows each by its declaration
(`explorer.ui.lab.output.Output.show`), the zip gathers the rows the page showed, and a test
holds the declarations to every CSV the page offers.

A declaration is `LabChart[R]`: R is what the section computed for it (the results of its
jobs, `explorer.lab.jobs`), and every part of the chart is a function of R alone, so the page
keeps a figure or a takeaway under the jobs that made R. A part left out is not shown: a table
has no figure; the four charts over player counts share one file (`SWEEP_GAMES`), so they have no rows nor
label of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, TypeVar

import plotly.graph_objects as go

from explorer.figures.lab.games import end_reason_figure, game_length_figure, seat_advantage_figure
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
    deck_sweep_figure,
    exact_sweep_figure,
    sweep_figure,
)
from explorer.i18n import N_
from explorer.lab import game_takeaways as games_say
from explorer.lab import tables
from explorer.lab import takeaways as say
from explorer.lab.exact import ExactRound, Heatmap, SweetSpot
from explorer.lab.rounds import RoundsSummary
from explorer.lab.summary import GamesStats
from explorer.lab.sweeps import ExactSweep, GamesSweep

R = TypeVar("R")
Rows = list[dict[str, Any]]
Rounds = tuple[Sequence[ExactRound], Sequence[RoundsSummary]]  # exact, then simulated
ExactSweeps = tuple[Sequence[ExactSweep], float]  # the sweeps, and the model's mean p
Games = Sequence[GamesStats]
Sweeps = Sequence[GamesSweep]


@dataclass(frozen=True)
class LabChart(Generic[R]):
    """One chart or table of the lab. `name`: its key on the page and in the caches; `label`:
    its download's name on the button (a message); `file`: the download's file,
    `dixit-lab_<file>_<settings>….csv` (its name unless said: the files are cited, so they keep
    their names). `caption` follows the figure or table, `note` the takeaway."""

    name: str
    label: str = ""
    figure: Callable[[R], go.Figure] | None = None
    takeaway: Callable[[R], str] | None = None
    rows: Callable[[R], Rows] | None = None
    caption: str = ""
    note: str = ""
    file: str = ""

    @property
    def download(self) -> str:
        """The download's name in its file's name ("" without one)."""
        return "" if self.rows is None else self.file or self.name


# --- one round -----------------------------------------------------------------------------------
SWEET_SPOT = LabChart[Sequence[SweetSpot]](
    "sweet-spot",
    N_("the storyteller's sweet spot"),
    sweet_spot_figure,
    say.sweet_spot_takeaway,
    tables.sweet_spot_rows,
    caption=N_(
        "Exact expected points for the storyteller per turn, as the clue gets clearer (the "
        "spread kept as set). Editions that score the storyteller alike draw one curve, named by "
        "them all. Stars mark each curve's maximum."
    ),
)
HEATMAP = LabChart[Heatmap](
    "heatmap", N_("heatmap"), heatmap_figure, say.heatmap_takeaway, tables.heatmap_rows
)
OUTCOMES = LabChart[Rounds](
    "outcomes",
    N_("how rounds end"),
    lambda r: outcome_bars_figure(*r),
    lambda r: say.outcome_takeaway(*r),
    lambda r: tables.outcome_rows(*r),
)
POINTS = LabChart[Rounds](
    "points",
    N_("points per round"),
    lambda r: points_histogram_figure(r[1], r[0]),
    lambda r: say.points_takeaway(r[1], r[0]),
    lambda r: tables.points_rows(r[1]),
    file="points-by-role",
)
ONE_ROUND = LabChart[Rounds](
    "one-round",
    N_("one round"),
    rows=lambda r: tables.round_rows(*r),
    caption=N_(
        "Outcome shares and the storyteller's mean are exact. The voter's mean is exact where "
        "the model allows it (always when decoys pull equally, α = ∞, or when no bonus cap can "
        "bind); otherwise it is the simulated mean with its 95% interval."
    ),
)

# --- whole games ---------------------------------------------------------------------------------
GAME_SUMMARY = LabChart[Games](
    "game-summary",
    N_("whole games"),
    rows=tables.game_summary_rows,
    caption=N_("Simulated: 95% intervals in brackets (how far another seed could move them)."),
)
GAME_LENGTH = LabChart[Games](
    "game-length",
    N_("game length"),
    game_length_figure,
    games_say.game_length_takeaway,
    tables.game_length_rows,
)
END_REASONS = LabChart[Games](
    "end-reasons",
    N_("how games end"),
    end_reason_figure,
    games_say.end_reason_takeaway,
    tables.end_reason_rows,
)
SEATS = LabChart[Games](
    "seats", N_("wins by seat"), seat_advantage_figure, games_say.seat_takeaway, tables.seat_rows
)

# --- across player counts ------------------------------------------------------------------------
SWEEP_EXACT = LabChart[ExactSweeps](
    "sweep-exact",
    N_("storyteller over player counts"),
    lambda r: exact_sweep_figure(*r),
    lambda r: say.exact_sweep_takeaway(r[0]),
    lambda r: tables.exact_sweep_rows(r[0]),
    note=N_(
        "α, q and the deck do not change the storyteller's exact numbers: only p and its spread do."
    ),
)
SWEEP_LENGTH = LabChart[Sweeps](
    "sweep-length",
    figure=partial(sweep_figure, TURNS),
    takeaway=games_say.sweep_length_takeaway,
)
SWEEP_END = LabChart[Sweeps](
    "sweep-end",
    figure=partial(sweep_figure, PILE_ENDS),
    takeaway=games_say.sweep_end_takeaway,
)
SWEEP_MARGIN = LabChart[Sweeps](
    "sweep-margin",
    figure=partial(sweep_figure, MARGIN),
    takeaway=games_say.sweep_margin_takeaway,
)
SWEEP_SEAT = LabChart[Sweeps](
    "sweep-seat",
    figure=partial(sweep_figure, FIRST_SEAT),
    takeaway=games_say.sweep_seat_takeaway,
)
SWEEP_GAMES = LabChart[Sweeps](
    "sweep-games", N_("games over player counts"), rows=tables.games_sweep_rows
)
SWEEP_DECK = LabChart[Sweeps](
    "sweep-deck",
    N_("game length by deck size"),
    deck_sweep_figure,
    games_say.deck_sweep_takeaway,
    tables.games_sweep_rows,
)

# every chart and table, in the page's order
CHARTS: tuple[LabChart[Any], ...] = (
    SWEET_SPOT,
    HEATMAP,
    OUTCOMES,
    POINTS,
    ONE_ROUND,
    GAME_SUMMARY,
    GAME_LENGTH,
    END_REASONS,
    SEATS,
    SWEEP_EXACT,
    SWEEP_LENGTH,
    SWEEP_END,
    SWEEP_MARGIN,
    SWEEP_SEAT,
    SWEEP_GAMES,
    SWEEP_DECK,
)
DOWNLOADS = {c.download: c.label for c in CHARTS if c.download}  # each CSV → its button's name
