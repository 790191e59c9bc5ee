"""Shared test fixtures and paths."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent
# The five rule documents are not part of the repository: put them in ../shared/seeds beside the
# checkout, or point DIXIT_SEEDS_DIR at them. Without them the tests that quote them skip, unless
# REQUIRE_SEEDS=1 (set by .ci/run), where their absence fails the run.
SEEDS = Path(os.environ.get("DIXIT_SEEDS_DIR") or ROOT.parent / "shared" / "seeds")
ARTIFACTS = ROOT / "artifacts"

settings.register_profile(
    "ci", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "dev", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(scope="session")
def seeds_dir() -> Path:
    if not SEEDS.is_dir() or not any(SEEDS.glob("*.txt")):
        where = (
            f"the five rule documents (*.txt) are expected in {SEEDS}: put them in "
            "../shared/seeds beside the checkout or set DIXIT_SEEDS_DIR"
        )
        if os.environ.get("REQUIRE_SEEDS") == "1":
            pytest.fail(f"REQUIRE_SEEDS=1 but {where}")
        pytest.skip(where)
    return SEEDS


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test under tests/browser/ carries the `browser` marker, so `-m browser` selects
    them and `-m "not browser"` leaves them out."""
    browser_dir = Path(__file__).parent / "browser"
    for item in items:
        if browser_dir in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(autouse=True)
def _fixed_lab_speed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lab's cost estimate uses this machine's measured speed (`explorer.lab.cost.calibrate`,
    timed once per process): on a loaded machine the same settings could cross the Run
    threshold in one run and not in the next. Tests use fixed rates (CI's, measured), so
    whether the lab waits for a Run press depends only on the settings."""
    from explorer.lab import cost

    monkeypatch.setattr(cost, "calibrate", lambda: cost.Rates(rounds=3e-7, games=2e-7))
