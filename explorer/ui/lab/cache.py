"""The lab's results, computed once per process and shared by every visitor.

Streamlit's `st.cache_data` hands each session its own unpickled copy of a cached value (thirty
visitors, thirty copies); these caches hold one immutable value per key for everyone
(`explorer.lab.shared.SharedCache`: bounded, least recently used dropped first, a key asked for
by several visitors at once computed by the first). Whole games are kept as `GamesStats`
summaries, never as per-game arrays. Keys are the normalised settings as the plan writes them
(`explorer.lab.plan`): an ident `explorer.rules.resolve.resolve` reads (an edition id, or house
rules as their normalised link text, at most `MAX_TEXT` characters), a whole player count, a
frozen `ClueModel`, sizes from the page's fixed choices. Every result carries its ruleset.

Heavy runs (above `explorer.lab.plan.HEAVY_SECONDS` by the estimate) go through `GATE`: one at a
time in the process, the others waiting in line.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

import plotly.graph_objects as go

from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import (
    ExactRound,
    Heatmap,
    SweetSpot,
    exact_round,
    storyteller_heatmap,
    sweet_spot,
)
from explorer.lab.games import simulate_games
from explorer.lab.plan import games_key, rounds_key, sweep_key
from explorer.lab.rounds import RoundsSummary, simulate_rounds
from explorer.lab.shared import JobGate, SharedCache
from explorer.lab.summary import GamesStats, summarise
from explorer.lab.sweeps import (
    ExactSweep,
    GamesSweep,
    Progress,
    deck_sweep,
    exact_sweep,
    games_sweep,
)
from explorer.rules.resolve import resolve

T = TypeVar("T")
HEAVY_SLOTS = 1  # heavy runs at once in the process (Community Cloud: about one core)

EXACT: SharedCache[Any] = SharedCache(512)  # small: a few hundred numbers each
ROUNDS: SharedCache[RoundsSummary] = SharedCache(128)  # histograms: ~1 kB each
GAMES: SharedCache[GamesStats] = SharedCache(128)  # histograms: ~1 kB each
SWEEPS: SharedCache[GamesSweep] = SharedCache(64)  # up to 10 GamesStats each
FIGURES: SharedCache[SharedFigure] = SharedCache(96)  # ~20-100 kB each (figure + its dict)
WORDS: SharedCache[Any] = SharedCache(256)  # a takeaway or a table's Markdown: ~1 kB each
GATE = JobGate(HEAVY_SLOTS)


def cached_exact(ident: str, players: int, model: ClueModel) -> ExactRound:
    key = ("exact", ident, players, model)
    out: ExactRound = EXACT.get(key, lambda: exact_round(resolve(ident), players, model))
    return out


def cached_sweet_spot(ident: str, players: int, model: ClueModel) -> SweetSpot:
    key = ("sweet", ident, players, model)
    out: SweetSpot = EXACT.get(key, lambda: sweet_spot(resolve(ident), players, model))
    return out


def cached_heatmap(ident: str, model: ClueModel) -> Heatmap:
    key = ("heat", ident, model)
    out: Heatmap = EXACT.get(key, lambda: storyteller_heatmap(resolve(ident), model))
    return out


def cached_exact_sweep(ident: str, model: ClueModel) -> ExactSweep:
    key = ("exact-sweep", ident, model)
    out: ExactSweep = EXACT.get(key, lambda: exact_sweep(resolve(ident), model))
    return out


def cached_rounds(
    ident: str,
    players: int,
    model: ClueModel,
    rounds: int,
    seed: int,
    progress: Progress | None = None,
) -> RoundsSummary:
    return ROUNDS.get(
        rounds_key(ident, players, model, rounds, seed),
        lambda: simulate_rounds(resolve(ident), players, model, rounds, seed, progress=progress),
    )


def cached_games(
    ident: str,
    players: int,
    model: ClueModel,
    games: int,
    seed: int,
    deck: int,
    progress: Progress | None = None,
) -> GamesStats:
    """Whole games, kept as their summary (the per-game arrays are freed at once)."""
    return GAMES.get(
        games_key(ident, players, model, games, seed, deck),
        lambda: summarise(
            simulate_games(
                resolve(ident),
                players,
                model,
                games,
                seed,
                deck=deck,
                progress=progress,
            )
        ),
    )


def cached_games_sweep(
    ident: str,
    model: ClueModel,
    games: int,
    seed: int,
    deck: int,
    progress: Progress | None = None,
) -> GamesSweep:
    return SWEEPS.get(
        sweep_key(ident, model, games, seed, deck, None),
        lambda: games_sweep(resolve(ident), model, games, seed, deck=deck, progress=progress),
    )


def cached_deck_sweep(
    ident: str,
    players: int,
    model: ClueModel,
    games: int,
    seed: int,
    progress: Progress | None = None,
) -> GamesSweep:
    return SWEEPS.get(
        sweep_key(ident, model, games, seed, 0, players),
        lambda: deck_sweep(resolve(ident), players, model, games, seed, progress=progress),
    )


class SharedFigure(go.Figure):  # type: ignore[misc]  # plotly has no type hints
    """A finished figure handed to every session as it is: never change one once built.

    `st.plotly_chart` turns a figure into the chart's spec through `figure.to_dict()`: a deep
    copy of every trace and the layout, then base64 encoding of every array (about 0.5 ms a
    figure, thirteen figures a lab visit, for each visitor). Here that dict is made once, when
    the figure is cached, and every call returns the same dict; Streamlit only reads it (it
    serialises it to JSON), so the chart sent is exactly the one the plain figure gives.
    """

    _shared_dict: dict[str, Any]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)  # a copy, validated again (as costly as building it)
        self._shared_dict = super().to_dict()

    @classmethod
    def of(cls, figure: go.Figure) -> SharedFigure:
        """`figure` itself, made shared (no copy: validating it again would cost as much as
        building it). Its dict is the plain figure's own, key for key."""
        spec = figure.to_dict()
        figure.__class__ = cls
        figure._shared_dict = spec
        shared: SharedFigure = figure
        return shared

    def to_dict(self) -> dict[str, Any]:
        return self._shared_dict


def cached_figure(
    name: str, key: Hashable, build: Callable[[], go.Figure], lang: str = "en"
) -> SharedFigure:
    """A figure built once for everyone. `key`: every input that shapes it besides `lang`,
    the language of its words (figures carry titles and labels, so each language is its own
    entry)."""
    return FIGURES.get((name, key, lang), lambda: SharedFigure.of(build()))


def cached_words(name: str, key: Hashable, build: Callable[[], T], lang: str) -> T:
    """Words written once for everyone from the same results: a chart's takeaway, a table's
    Markdown. `key`: every input that shapes them besides `lang`, the language they are
    written in (each language is its own entry)."""
    out: T = WORDS.get((name, key, lang), build)
    return out


def clear() -> None:
    """Forget every result (tests, benchmarks)."""
    for cache in (EXACT, ROUNDS, GAMES, SWEEPS, FIGURES, WORDS):
        cache.clear()
