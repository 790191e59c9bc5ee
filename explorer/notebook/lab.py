"""Clue difficulty in a notebook: the lab's exact curves with sliders, and seeded whole games.

    from explorer.notebook import ClueExplorer, simulate
    lab = ClueExplorer()              # sliders for the clue model; curves and heatmap, live
    lab.sweet_spot_frame              # the numbers drawn, as a DataFrame
    run = simulate("refresh-2021", players=6, model=lab.model, games=2_000, seed=7)
    run.summary                       # one row per edition: mean turns, shared wins…

The figures are the lab page's (`explorer.figures.lab`), the rows its CSV downloads'
(`explorer.lab.tables`), the sentences its "What this shows" (`explorer.lab.takeaways`, `game_takeaways`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import ipywidgets as widgets
import numpy as np
import pandas as pd

from explorer.errors import DixitError, SimulationError
from explorer.figures import lab as figs
from explorer.i18n import _, join_list, n_, number, tr
from explorer.lab import game_takeaways as games_say
from explorer.lab import tables
from explorer.lab import takeaways as say
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import ExactRound, Heatmap, SweetSpot, exact_round, storyteller_heatmap
from explorer.lab.exact import sweet_spot as exact_sweet_spot
from explorer.lab.games import MAX_GAMES, GamesSummary, simulate_games
from explorer.lab.names import label
from explorer.lab.settings import ALPHAS, SPREAD_MAX, LabSettings
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.notebook import checks
from explorer.notebook.show import show
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset

STYLE = {"description_width": "initial"}
SLIDER_STYLE = {"description_width": "17em"}  # one width: the sliders line up
SLIDER = widgets.Layout(width="min(100%, 40em)")
SHARES = ("all found", "none found", "some found")


def exact_frame(exact: Sequence[ExactRound]) -> pd.DataFrame:
    """One round's exact numbers per edition (the lab page's table)."""
    if not isinstance(exact, list | tuple) or not all(isinstance(e, ExactRound) for e in exact):
        raise SimulationError(
            _("exact must be a list of exact_round results, not {value}.").format(
                value=checks.shown(exact)
            )
        )
    return pd.DataFrame(
        [
            {
                "edition": label(e.ruleset),
                "all found": e.outcomes["all"],
                "none found": e.outcomes["none"],
                "some found": e.outcomes["some"],
                "storyteller's mean points": e.storyteller_mean,
                "voter's mean points": e.voter_mean,
                "what is exact": _(e.note),
            }
            for e in exact
        ]
    )


class ClueExplorer:
    """The clue model's sliders, and for the chosen editions at that player count: the
    storyteller's exact sweet-spot curves, a heatmap over player counts, one round's exact
    numbers, each chart with its takeaway. All exact: nothing here is random.

    `settings` (a `LabSettings`), `model`, `curves`, `heatmap`, `exact` and the `*_frame`
    DataFrames are the current values; `set_settings` changes them from code. `rulesets` may
    name editions by their ids; an argument the explorer cannot use raises the engine's error
    (a `DixitError`) saying which and why."""

    def __init__(
        self, settings: LabSettings | None = None, rulesets: Sequence[Ruleset | str] | None = None
    ) -> None:
        known = load_rulesets() if rulesets is None else checks.rulesets(rulesets)
        self.rulesets: dict[str, Ruleset] = {r.id: r for r in known}
        s = self._checked(LabSettings() if settings is None else settings)
        self._settings = s
        self._syncing = False
        self.players = widgets.IntSlider(
            value=s.players,
            min=MIN_PLAYERS,
            max=MAX_PLAYERS,
            description=_("Players"),
        )
        self.mean = widgets.FloatSlider(
            value=s.mean,
            min=0.0,
            max=1.0,
            step=0.01,
            description=_("p: chance each voter finds the card (mean)"),
        )
        self.spread = widgets.FloatSlider(
            value=s.spread,
            min=0.0,
            max=SPREAD_MAX,
            step=0.05,
            description=_("Spread of p from turn to turn"),
        )
        self.alpha = widgets.SelectionSlider(
            options=list(ALPHAS),
            value=s.alpha,
            description=_("α: decoy pull (∞: equal)"),
        )
        self.q = widgets.FloatSlider(
            value=s.q,
            min=0.0,
            max=1.0,
            step=0.05,
            description=_("q: share casting a second vote"),
        )
        self.editions = widgets.SelectMultiple(
            options=[(tr(r.name), r.id) for r in known],
            value=tuple(rid for rid in s.rulesets if rid in self.rulesets),
            description=_("Editions"),
            rows=min(len(known), 6),
        )
        self.heat_edition = widgets.Dropdown(description=_("Heatmap for"), style=STYLE)
        for w in (self.players, self.mean, self.spread, self.alpha, self.q):
            w.style = SLIDER_STYLE
            w.layout = SLIDER
            w.continuous_update = False  # one redraw when the slider is let go
            w.observe(self._on_setting, names="value")
        self.editions.observe(self._on_setting, names="value")
        self.heat_edition.observe(self._on_heat, names="value")
        self.message = widgets.HTML()
        self.sweet_out = widgets.Output()
        self.sweet_say = widgets.HTML()
        self.heat_out = widgets.Output()
        self.heat_say = widgets.HTML()
        self.exact_out = widgets.Output()
        self.widget = widgets.VBox(
            [
                self.players, self.mean, self.spread, self.alpha, self.q, self.editions,
                self.message,
                widgets.HTML("<h4>" + html.escape(_("Exact: the storyteller's sweet spot")) + "</h4>"),
                self.sweet_out, self.sweet_say,
                self.heat_edition, self.heat_out, self.heat_say,
                self.exact_out,
            ]
        )  # fmt: skip
        self._heat_id: str | None = None
        self._curves: tuple[SweetSpot, ...] = ()
        self._exact: tuple[ExactRound, ...] = ()
        self._heatmap: Heatmap | None = None
        self._refresh()

    # --- current values -------------------------------------------------------------------
    @property
    def settings(self) -> LabSettings:
        return self._settings

    @property
    def model(self) -> ClueModel:
        return self._settings.model

    @property
    def active(self) -> tuple[str, ...]:
        """The chosen editions that can be played at this many players."""
        n = self._settings.players
        return tuple(
            rid
            for rid in self._settings.rulesets
            if rid in self.rulesets and self.rulesets[rid].supports(n)
        )

    @property
    def curves(self) -> tuple[SweetSpot, ...]:
        return self._curves

    @property
    def heatmap(self) -> Heatmap | None:
        return self._heatmap

    @property
    def exact(self) -> tuple[ExactRound, ...]:
        return self._exact

    @property
    def sweet_spot_frame(self) -> pd.DataFrame:
        return pd.DataFrame(tables.sweet_spot_rows(self._curves))

    @property
    def heatmap_frame(self) -> pd.DataFrame:
        h = self._heatmap
        return pd.DataFrame(tables.heatmap_rows(h) if h is not None else [])

    @property
    def exact_frame(self) -> pd.DataFrame:
        return exact_frame(self._exact)

    def sweet_spot_figure(self) -> Any:
        return figs.sweet_spot_figure(self._curves)

    def heatmap_figure(self) -> Any:
        return None if self._heatmap is None else figs.heatmap_figure(self._heatmap)

    def takeaways(self) -> list[str]:
        """What the curves and the heatmap show, in plain words, from the numbers."""
        out = [say.sweet_spot_takeaway(self._curves)] if self._curves else []
        if self._heatmap is not None:
            out.append(say.heatmap_takeaway(self._heatmap))
        if self._exact:
            out.append(say.outcome_takeaway(self._exact))
        return out

    def set_settings(self, settings: LabSettings) -> None:
        """Show other settings: the sliders follow."""
        self._settings = self._checked(settings)
        self._refresh()

    def _checked(self, settings: LabSettings) -> LabSettings:
        """Settings this explorer can show (no edition named: every one)."""
        s = checks.settings(settings, tuple(self.rulesets.values()))
        return s if s.rulesets else replace(s, rulesets=tuple(self.rulesets))

    def simulate(
        self, edition: str | Ruleset, games: int = 2_000, seed: int = 1, deck: int | None = None
    ) -> GameRun:
        """Whole games of one edition with this explorer's players and clue model."""
        return simulate(edition, self._settings.players, self.model, games, seed, deck=deck)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # --- widgets ↔ settings -------------------------------------------------------------------
    def _on_setting(self, change: dict[str, Any]) -> None:
        if self._syncing:
            return
        try:
            s = replace(
                self._settings,
                players=int(self.players.value),
                mean=float(self.mean.value),
                spread=float(self.spread.value),
                alpha=str(self.alpha.value),
                q=float(self.q.value),
                rulesets=tuple(self.editions.value),
            )
            s.model  # noqa: B018 - the clue model checks its numbers here
        except DixitError as err:
            self.message.value = _error(
                _("These settings cannot be computed: {reason}").format(reason=err)
            )
            return
        self._settings = s
        self._refresh()

    def _on_heat(self, change: dict[str, Any]) -> None:
        if self._syncing or change["new"] is None:
            return
        self._heat_id = str(change["new"])
        self._refresh()

    def _sync_widgets(self) -> None:
        s = self._settings
        self._syncing = True
        try:
            self.players.value = s.players
            self.mean.value = s.mean
            self.spread.value = s.spread
            self.alpha.value = s.alpha
            self.q.value = s.q
            self.editions.value = tuple(r for r in s.rulesets if r in self.rulesets)
            active = self.active
            self.heat_edition.options = [(tr(self.rulesets[r].name), r) for r in active]
            if self._heat_id not in active:
                self._heat_id = active[0] if active else None
            self.heat_edition.value = self._heat_id
        finally:
            self._syncing = False

    def _refresh(self) -> None:
        self._sync_widgets()
        s, model, active = self._settings, self.model, self.active
        self._curves, self._exact, self._heatmap = (), (), None
        skipped = [
            tr(self.rulesets[r].name) for r in s.rulesets if r in self.rulesets and r not in active
        ]
        note = (
            n_(
                "Not played at {n} player, so left out: {editions}.",
                "Not played at {n} players, so left out: {editions}.",
                s.players,
            ).format(n=number(s.players), editions=join_list(skipped))
            if skipped
            else ""
        )
        if not active:
            self.message.value = _error(
                _("Choose at least one edition that can be played at this many players.")
            )
            for out in (self.sweet_out, self.heat_out, self.exact_out):
                show(out)
            self.sweet_say.value = self.heat_say.value = ""
            return
        self.message.value = html.escape(note)
        rs = [self.rulesets[r] for r in active]
        self._curves = tuple(exact_sweet_spot(r, s.players, model) for r in rs)
        self._exact = tuple(exact_round(r, s.players, model) for r in rs)
        assert self._heat_id is not None
        self._heatmap = storyteller_heatmap(self.rulesets[self._heat_id], model)
        show(self.sweet_out, self.sweet_spot_figure())
        self.sweet_say.value = _takeaway(say.sweet_spot_takeaway(self._curves))
        show(self.heat_out, self.heatmap_figure())
        self.heat_say.value = _takeaway(say.heatmap_takeaway(self._heatmap))
        shown = self.exact_frame.style.format(precision=2, na_rep="—").format(
            "{:.1%}", subset=list(SHARES)
        )
        show(self.exact_out, shown.hide(axis="index"))


def _error(text: str) -> str:
    return f"<span style='color:#b00020'>{html.escape(text)}</span>"


def _takeaway(text: str) -> str:
    # TRANSLATORS: before a chart's takeaway in a notebook
    lead = _("What this shows:")
    return f"<p><b>{html.escape(lead)}</b> {html.escape(text)}</p>"


@dataclass(frozen=True)
class GameRun:
    """Simulated whole games, one `GamesSummary` per edition, with the lab's tables, figures
    and takeaways. Same editions, settings and seed: the same games."""

    games: tuple[GamesSummary, ...]
    names: tuple[tuple[str, str], ...] = ()  # ruleset id → name, for rulesets not shipped

    def __post_init__(self) -> None:
        if not isinstance(self.games, tuple) or not all(
            isinstance(g, GamesSummary) for g in self.games
        ):
            raise SimulationError(
                _("games must be a tuple of simulated games (from simulate), not {value}.").format(
                    value=checks.shown(self.games)
                )
            )
        if not isinstance(self.names, tuple) or not all(
            isinstance(n, tuple) and len(n) == 2 for n in self.names
        ):
            raise SimulationError(
                _("names must be a tuple of (ruleset id, name) pairs, not {value}.").format(
                    value=checks.shown(self.names)
                )
            )

    def _frame(self, rows: list[dict[str, Any]]) -> pd.DataFrame:
        frame = pd.DataFrame(rows)
        if "edition" in frame and "ruleset" in frame:  # a house ruleset's name, not its id
            names = dict(self.names)
            frame["edition"] = [
                names.get(r, e) for r, e in zip(frame.ruleset, frame.edition, strict=True)
            ]
        return frame

    @property
    def summary(self) -> pd.DataFrame:
        """One row per edition: games, mean turns, share ended by the score target, the
        winner's mean score and margin, shared wins."""
        rows = tables.game_summary_rows(self.games)
        for row, g in zip(rows, self.games, strict=True):
            row["ruleset"] = g.ruleset_id
        return self._frame(rows).drop(columns="ruleset", errors="ignore")  # no games: no column

    @property
    def lengths(self) -> pd.DataFrame:
        return self._frame(tables.game_length_rows(self.games))

    @property
    def end_reasons(self) -> pd.DataFrame:
        return self._frame(tables.end_reason_rows(self.games))

    @property
    def seats(self) -> pd.DataFrame:
        return self._frame(tables.seat_rows(self.games))

    def length_figure(self) -> Any:
        return figs.game_length_figure(self.games)

    def end_reason_figure(self) -> Any:
        return figs.end_reason_figure(self.games)

    def seat_figure(self) -> Any:
        return figs.seat_advantage_figure(self.games)

    def takeaways(self) -> list[str]:
        return [
            games_say.game_length_takeaway(self.games),
            games_say.end_reason_takeaway(self.games),
            games_say.seat_takeaway(self.games),
        ]


def simulate(
    editions: str | Ruleset | Sequence[str | Ruleset],
    players: int = 6,
    model: ClueModel | None = None,
    games: int = 2_000,
    seed: int | np.random.Generator = 1,
    *,
    deck: int | None = None,
) -> GameRun:
    """Play `games` whole games of each edition (an id, a Ruleset, or several) with the clue
    `model` (default: ClueModel()); `seed` fixes the games. `deck`: the deck size (84, 168 or
    252) where the edition offers it, else the edition's own. Every argument is checked before
    a game is played: a wrong one raises the engine's error (a `DixitError`) saying why."""
    chosen = (
        (checks.ruleset(editions, "editions"),)
        if isinstance(editions, str | Ruleset)
        else checks.rulesets(editions, "editions")
    )
    players = checks.players(players)
    model = ClueModel() if model is None else checks.model(model)
    games = checks.whole(games, "games", 1, MAX_GAMES, SimulationError)
    seed = checks.seed(seed)
    deck = checks.deck(deck)
    out, names = [], []
    for rs in chosen:
        d = deck if deck is not None and deck in rs.decks else None
        out.append(simulate_games(rs, players, model, games, seed, deck=d))
        names.append((rs.id, rs.name))
    return GameRun(tuple(out), tuple(names))
