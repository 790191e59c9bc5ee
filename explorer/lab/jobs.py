"""Every computation the lab page runs, as a value: `Job(work, ident, args)` stands for
`work(resolve(ident), *args)`, one engine function over one edition (`exact_round`,
`sweet_spot`, `storyteller_heatmap`, `exact_sweep`, `simulate_rounds`, `games_stats`,
`games_sweep`, `deck_sweep`).

The plan (`explorer.lab.plan`) makes the page's jobs from the normalised settings, so a job is
its own cache key: equal settings give equal jobs, whoever asks, and one result shared by every
visitor (`explorer.ui.lab.cache.compute`). Its parts are all small and normalised: an ident
`explorer.rules.resolve.resolve` reads (an edition's id, or house rules as their normalised link
text, at most `MAX_TEXT` characters), a whole player count, a frozen `ClueModel`, sizes from the
page's fixed choices. Every result carries its ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

from explorer.lab.sweeps import Progress
from explorer.rules.resolve import resolve
from explorer.rules.ruleset import Ruleset

T = TypeVar("T")


@dataclass(frozen=True)
class Job(Generic[T]):
    """`work(resolve(ident), *args)`; `work` takes `progress=` when the job is a simulation."""

    work: Callable[..., T]
    ident: str
    args: tuple[Hashable, ...] = ()

    @property
    def ruleset(self) -> Ruleset:
        return resolve(self.ident)

    def run(self, progress: Progress | None = None) -> T:
        """The computation itself (no cache: `explorer.ui.lab.cache.compute` keeps results)."""
        if progress is None:
            return self.work(self.ruleset, *self.args)
        return self.work(self.ruleset, *self.args, progress=progress)
