"""The lab's one cached-compute path: every job the plan makes is kept on a bounded shelf and
computed once for every visitor; a refusal is kept like a result."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from explorer.errors import DixitError
from explorer.lab.jobs import Job
from explorer.lab.plan import lab_plan
from explorer.lab.settings import LabSettings
from explorer.rules.files import load_rulesets
from explorer.ui.lab import cache as lab_cache

SMALL = LabSettings(
    rulesets=tuple(r.id for r in load_rulesets()), rounds=1_000, games=100, sweep_games=100
)


def _jobs(settings: LabSettings, house: str | None = None) -> list[Job[Any]]:
    plan = lab_plan(settings, house)
    heat = [] if plan.heatmap is None else [plan.heatmap]
    return [*plan.sweet, *plan.exact, *heat, *plan.exact_sweeps, *plan.main.jobs, *plan.sweeps.jobs]


def test_every_job_the_plan_makes_has_its_bounded_shelf() -> None:
    jobs = _jobs(SMALL, "refresh-2021~cap:2")
    assert {job.work for job in jobs} == set(lab_cache.SHELF)
    assert all(0 < shelf.max_entries <= 512 for shelf in lab_cache.SHELF.values())


def test_equal_settings_share_one_result_whoever_asks() -> None:
    lab_cache.clear()
    mine = lab_plan(SMALL).main.rounds[0]
    theirs = lab_plan(replace(SMALL, heat="odyssey-2011")).main.rounds[0]  # another plan
    assert mine == theirs and not lab_cache.computed([mine])
    first = lab_cache.compute(mine)
    assert lab_cache.computed([theirs]) and lab_cache.compute(theirs) is first
    assert first == mine.run()  # the cache changes nothing: the engine's own result
    lab_cache.clear()


def test_a_refused_job_is_remembered_and_not_paid_again(monkeypatch: pytest.MonkeyPatch) -> None:
    lab_cache.clear()
    job = lab_plan(SMALL).main.games[0]
    paid: list[Job[Any]] = []

    def refused(self: Job[Any], progress: Any = None) -> Any:
        paid.append(self)
        raise DixitError("no game would ever end.")

    monkeypatch.setattr(Job, "run", refused)
    for _ in range(2):
        with pytest.raises(DixitError, match="ever end"):
            lab_cache.compute(job)
    assert paid == [job] and lab_cache.computed([job])
    lab_cache.clear()
