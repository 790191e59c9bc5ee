"""What the lab will show and compute for one set of settings, worked out before anything runs:
`lab_plan(settings, house) -> LabPlan`.

The plan names every edition the page shows (`Edition`: the ruleset, what its results are cached
under, the deck its games use), those left out and why (not played at this many players, or
games that cannot end), every computation as a `Job` (`explorer.lab.jobs`: its own cache key),
and each section's estimated work, so the page only lays it out. Pure: no Streamlit, no language (a reason is written in the reader's
language when it is shown: `LeftOut.reason`), and the same settings always give the same plan,
so plans are kept (`PLANS`, keyed by the normalised settings and house-rules text).

House rules are one more edition, last, named by their text as the `house=` link writes it
(`explorer.rules.resolve`); the plan keeps them (`LabPlan.house`: their text and ruleset) unless
the settings hide them (`LabSettings.house`: a chip taken off; `LabPlan.offered` keeps them for
the chip), and their results carry their ruleset like every other edition's, so exports can
name them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from explorer.errors import DixitError
from explorer.lab import cost
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import (
    ExactRound,
    Heatmap,
    SweetSpot,
    exact_round,
    storyteller_heatmap,
    sweet_spot,
)
from explorer.lab.jobs import Job
from explorer.lab.rounds import RoundsSummary, simulate_rounds
from explorer.lab.settings import LabSettings, deck_for
from explorer.lab.summary import GamesStats, games_stats
from explorer.lab.sweeps import (
    ExactSweep,
    GamesSweep,
    deck_sweep,
    exact_sweep,
    games_sweep,
    player_counts,
)
from explorer.rules.endgame import pile_turns
from explorer.rules.resolve import canonical, resolve
from explorer.rules.ruleset import Ruleset

HEAVY_SECONDS = 3.0  # above this estimate a section's simulations wait for a Run press
PLANS = 256  # plans kept (each a few small tuples; the rulesets are shared)

Table = tuple[int, int]  # (players, deck)


# --- the plan ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Edition:
    """One edition the lab shows: its ruleset, what its results are cached under (`ident`: the
    edition's id, or the house rules' text) and the deck its games use."""

    ident: str
    ruleset: Ruleset
    deck: int

    @property
    def id(self) -> str:
        return self.ruleset.id


@dataclass(frozen=True)
class LeftOut:
    """An edition whose games cannot all end at these tables: nothing is run for it."""

    edition: Edition
    tables: tuple[Table, ...]
    games: int
    model: ClueModel

    def reason(self) -> str:
        """Why, in the reader's language (the engine's refusal, worked out again)."""
        try:
            cost.games_cells(self.edition.ruleset, self.tables, self.games, self.model)
        except DixitError as err:
            return str(err)
        return ""


@dataclass(frozen=True)
class Simulations:
    """A section's simulations, all run by one Run press (`jobs`, which also name the press),
    and their estimated work in seat-rounds (`explorer.lab.cost`)."""

    rounds_cells: float
    games_cells: float
    left_out: tuple[LeftOut, ...]

    @property
    def jobs(self) -> tuple[Job[Any], ...]:
        return ()

    @property
    def seconds(self) -> float:
        """The estimate on this machine (measured once per process)."""
        return cost.seconds(rounds_cells=self.rounds_cells, games_cells=self.games_cells)

    @property
    def heavy(self) -> bool:
        """Whether they wait for a Run press unless their results are computed already."""
        return self.seconds > HEAVY_SECONDS


@dataclass(frozen=True)
class MainRuns(Simulations):
    """Simulated rounds of every edition shown, and whole games of those whose games can end."""

    rounds: tuple[Job[RoundsSummary], ...]
    games: tuple[Job[GamesStats], ...]

    @property
    def jobs(self) -> tuple[Job[Any], ...]:
        return (*self.rounds, *self.games)


@dataclass(frozen=True)
class SweepRuns(Simulations):
    """Whole games at every player count each edition allows (`over_players`), and at every deck
    at this player count where an edition shown has several (`over_decks`)."""

    over_players: tuple[Job[GamesSweep], ...]
    over_decks: tuple[Job[GamesSweep], ...]
    single_deck: tuple[Edition, ...]  # editions shown with no deck line to draw

    @property
    def jobs(self) -> tuple[Job[Any], ...]:
        return (*self.over_players, *self.over_decks)


@dataclass(frozen=True)
class LabPlan:
    """Everything the lab page shows for `settings`, before anything is computed."""

    settings: LabSettings
    chosen: tuple[Edition, ...]  # every edition chosen, the house rules last (the sweeps)
    active: tuple[Edition, ...]  # those played at this many players (rounds and games)
    skipped: tuple[Edition, ...]  # chosen, but not played at this many players
    house: Edition | None  # the house rules shown (None: none in the address, or hidden)
    offered: Edition | None  # the house rules in the address, shown or not (the editions' chip)
    heat: Edition | None  # the heatmap's edition (None: nothing to show)
    piles: tuple[int | None, ...]  # per active edition: after how many turns its pile ends a game
    sweet: tuple[Job[SweetSpot], ...]  # per active edition: the storyteller's sweet spot
    exact: tuple[Job[ExactRound], ...]  # per active edition: one round, exactly
    heatmap: Job[Heatmap] | None  # the heat edition's storyteller over player counts
    exact_sweeps: tuple[Job[ExactSweep], ...]  # per edition chosen: over its player counts
    main: MainRuns
    sweeps: SweepRuns

    @property
    def players(self) -> int:
        return self.settings.players

    @property
    def model(self) -> ClueModel:
        return self.settings.model

    def edition(self, ruleset_id: str) -> Edition:
        """An edition shown, by its ruleset's id (KeyError for another)."""
        for e in self.chosen:
            if e.id == ruleset_id:
                return e
        raise KeyError(ruleset_id)


def _work(
    edition: Edition, tables: list[Table], games: int, model: ClueModel, left_out: list[LeftOut]
) -> float:
    """Seat-turns of `games` games at each table; 0 when they cannot all end (noted)."""
    try:
        return cost.games_cells(edition.ruleset, tables, games, model)
    except DixitError:
        left_out.append(LeftOut(edition, tuple(tables), games, model))
        return 0.0


def _main(s: LabSettings, active: tuple[Edition, ...]) -> MainRuns:
    model, n = s.model, s.players
    left_out: list[LeftOut] = []
    cells = sum(_work(e, [(n, e.deck)], s.games, model, left_out) for e in active)
    endless = {x.edition.ident for x in left_out}
    return MainRuns(
        rounds_cells=len(active) * cost.rounds_work(n, s.rounds),
        games_cells=cells,
        left_out=tuple(left_out),
        rounds=tuple(Job(simulate_rounds, e.ident, (n, model, s.rounds, s.seed)) for e in active),
        games=tuple(
            Job(games_stats, e.ident, (n, model, s.games, s.seed, e.deck))
            for e in active
            if e.ident not in endless
        ),
    )


def _sweeps(s: LabSettings, chosen: tuple[Edition, ...], active: tuple[Edition, ...]) -> SweepRuns:
    model, n, games = s.model, s.players, s.sweep_games
    several = {e.ident for e in active if len(e.ruleset.decks) > 1}

    def tables(e: Edition) -> list[Table]:
        over_players = [(count, e.deck) for count in player_counts(e.ruleset)]
        decks = [(n, d) for d in e.ruleset.decks] if e.ident in several else []
        return over_players + decks

    left_out: list[LeftOut] = []
    cells = sum(_work(e, tables(e), games, model, left_out) for e in chosen)
    endless = {x.edition.ident for x in left_out}
    decks = {e.ident for e in active if e.ident in several and e.ident not in endless}
    return SweepRuns(
        rounds_cells=0.0,
        games_cells=cells,
        left_out=tuple(left_out),
        over_players=tuple(
            Job(games_sweep, e.ident, (model, games, s.seed, e.deck))
            for e in chosen
            if e.ident not in endless
        ),
        over_decks=tuple(
            Job(deck_sweep, e.ident, (n, model, games, s.seed)) for e in active if e.ident in decks
        ),
        single_deck=tuple(e for e in active if e.ident not in decks),
    )


@lru_cache(maxsize=PLANS)
def lab_plan(settings: LabSettings, house: str | None = None) -> LabPlan:
    """The plan for `settings` (editions by id, as the lab's link gives them) and the table's
    house rules (their text as the `house=` link writes it, or None; its length is checked
    first). Kept: the same settings and house rules give the same plan, built once.
    RulesetError for an unknown edition or bad house rules (nothing is kept for them)."""
    s = settings
    offered = None
    if house is not None:
        ident = canonical(house, house=True)
        ruleset = resolve(ident)
        offered = Edition(ident, ruleset, deck_for(ruleset, s.deck))
    chosen = []
    for ident in s.rulesets:
        ruleset = resolve(ident)
        chosen.append(Edition(ident, ruleset, deck_for(ruleset, s.deck)))
    shown = offered if s.house else None
    if shown is not None:
        chosen.append(shown)
    active = tuple(e for e in chosen if e.ruleset.supports(s.players))
    heat_id = s.heat_edition([e.id for e in active])
    heat = next((e for e in active if e.id == heat_id), None)
    model, n = s.model, s.players
    return LabPlan(
        settings=s,
        chosen=tuple(chosen),
        active=active,
        skipped=tuple(e for e in chosen if not e.ruleset.supports(s.players)),
        house=shown,
        offered=offered,
        heat=heat,
        piles=tuple(pile_turns(e.ruleset, n, e.deck) for e in active),
        sweet=tuple(Job(sweet_spot, e.ident, (n, model)) for e in active),
        exact=tuple(Job(exact_round, e.ident, (n, model)) for e in active),
        heatmap=None if heat is None else Job(storyteller_heatmap, heat.ident, (model,)),
        exact_sweeps=tuple(Job(exact_sweep, e.ident, (model,)) for e in chosen),
        main=_main(s, active),
        sweeps=_sweeps(s, tuple(chosen), active),
    )
