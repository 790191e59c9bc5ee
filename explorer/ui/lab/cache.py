"""The lab's results, computed once per process and shared by every visitor.

Streamlit's `st.cache_data` hands each session its own unpickled copy of a cached value (thirty
visitors, thirty copies); these caches hold one immutable value per key for everyone
(`explorer.lab.shared.SharedCache`: bounded, least recently used dropped first, a key asked for
by several visitors at once computed by the first). Every result is computed through one
function, `compute(job)`: the key is the job itself (`explorer.lab.jobs.Job`, made by the plan
from the normalised settings), kept on its kind's shelf (`SHELF`). Whole games are kept as
`GamesStats` summaries, never as per-game arrays. The charts' figures and words are kept too
(`cached_figure`, `cached_words`), keyed by the jobs whose results they show.

Heavy runs (above `explorer.lab.plan.HEAVY_SECONDS` by the estimate) go through `GATE`: one at a
time in the process, the others waiting in line.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any, TypeVar

import plotly.graph_objects as go

from explorer.lab.exact import exact_round, storyteller_heatmap, sweet_spot
from explorer.lab.jobs import Job
from explorer.lab.rounds import simulate_rounds
from explorer.lab.shared import JobGate, SharedCache
from explorer.lab.summary import games_stats
from explorer.lab.sweeps import Progress, deck_sweep, exact_sweep, games_sweep

T = TypeVar("T")
HEAVY_SLOTS = 1  # heavy runs at once in the process (Community Cloud: about one core)

EXACT: SharedCache[Any] = SharedCache(512)  # small: a few hundred numbers each
ROUNDS: SharedCache[Any] = SharedCache(128)  # histograms: ~1 kB each
GAMES: SharedCache[Any] = SharedCache(128)  # histograms: ~1 kB each
SWEEPS: SharedCache[Any] = SharedCache(64)  # up to 10 GamesStats each
# where each kind of job's results are kept: each kind bounded by what its results weigh
SHELF: dict[Callable[..., Any], SharedCache[Any]] = {
    exact_round: EXACT,
    sweet_spot: EXACT,
    storyteller_heatmap: EXACT,
    exact_sweep: EXACT,
    simulate_rounds: ROUNDS,
    games_stats: GAMES,
    games_sweep: SWEEPS,
    deck_sweep: SWEEPS,
}
FIGURES: SharedCache[SharedFigure] = SharedCache(96)  # ~20-100 kB each (figure + its dict)
WORDS: SharedCache[Any] = SharedCache(256)  # a takeaway or a table's Markdown: ~1 kB each
GATE = JobGate(HEAVY_SLOTS)


def compute(job: Job[T], progress: Progress | None = None) -> T:
    """The job's result, computed once for everyone (a refusal, a `DixitError`, is remembered
    like a result: asking again raises it at once)."""
    out: T = SHELF[job.work].get(job, lambda: job.run(progress))
    return out


def computed(jobs: Iterable[Job[Any]]) -> bool:
    """Whether every one of `jobs` costs nothing now (its result, or refusal, is kept)."""
    return all(job in SHELF[job.work] for job in jobs)


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
    for cache in (*set(SHELF.values()), FIGURES, WORDS):
        cache.clear()
