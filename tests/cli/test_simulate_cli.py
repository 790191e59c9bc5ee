"""`python -m explorer simulate`: JSON fields, agreement with the exact numbers, bad arguments."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from explorer.cli.main import main
from tests.conftest import ROOT


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["simulate", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_rounds_prints_simulated_and_exact_outcomes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        capsys,
        "rounds", "--ruleset", "original-2008", "--players", "3", "--rounds", "20000",
        "--seed", "1", "--find-rate", "0.4",
    )  # fmt: skip
    assert code == 0
    data = json.loads(out)
    # 3 players, 2 voters, p = 0.4: all 0.16, none 0.36, some 0.48
    assert data["exact_outcomes"] == pytest.approx({"all": 0.16, "none": 0.36, "some": 0.48})
    assert set(data["outcomes"]) == {"all", "none", "some"}
    for k, v in data["exact_outcomes"].items():
        assert abs(data["outcomes"][k] - v) < 0.02


def test_rounds_accepts_the_full_clue_model(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        capsys,
        "rounds", "--ruleset", "odyssey-vi", "--players", "9", "--rounds", "2000", "--seed", "2",
        "--find-rate", "0.5", "--mean", "0.5", "--spread", "0.3", "--alpha", "2", "--q", "0.5",
        "--option", "vi-extra-point=single-marker",
    )  # fmt: skip
    assert code == 0
    assert json.loads(out)["model"] == {"mean": 0.5, "spread": 0.3, "alpha": 2.0, "q": 0.5}


def test_games_prints_turns_and_end_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        capsys, "games", "--ruleset", "original-2008", "--players", "6", "--games", "200",
        "--seed", "1", "--deck", "84", "--find-rate", "0.5",
    )  # fmt: skip
    assert code == 0
    data = json.loads(out)
    assert data["turns"]["min"] == data["turns"]["max"] == 8
    assert data["turns"]["mean"] == 8.0
    assert data["end_reason"] == {"score_target": 0, "deck": 200}


def test_same_seed_same_output(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("games", "--ruleset", "refresh-2021", "--players", "5", "--games", "300", "--seed", "4")
    first = _run(capsys, *args)[1]
    assert _run(capsys, *args)[1] == first


@pytest.mark.parametrize(
    "args",
    [
        ["rounds", "--ruleset", "nope", "--players", "4", "--rounds", "10"],
        ["rounds", "--ruleset", "original-2008", "--players", "9", "--rounds", "10"],
        ["rounds", "--ruleset", "original-2008", "--players", "4", "--find-rate", "1.5"],
        ["rounds", "--ruleset", "original-2008", "--players", "4", "--find-rate", "-0.1"],
        ["rounds", "--ruleset", "original-2008", "--players", "4", "--rounds", "0"],
        ["rounds", "--ruleset", "original-2008", "--players", "4", "--rounds", "999999999999"],
        ["rounds", "--ruleset", "original-2008", "--players", "4", "--alpha", "nan"],
        ["rounds", "--ruleset", "original-2008", "--players", "4", "--option", "nope=x"],
        ["rounds", "--ruleset", "original-2008", "--players", "four"],
        ["games", "--ruleset", "original-2008", "--players", "4", "--deck", "168"],
        ["games", "--ruleset", "refresh-2021", "--players", "4", "--games", "999999999"],
        ["games", "--ruleset", "refresh-2021"],
        ["dance"],
        # found by QA: a negative seed reached numpy and crashed with a traceback
        ["rounds", "--ruleset", "refresh-2021", "--players", "4", "--rounds", "10", "--seed", "-1"],
        ["games", "--ruleset", "refresh-2021", "--players", "4", "--games", "10", "--seed", "-5"],
        ["rounds", "--ruleset", "refresh-2021", "--players", "4", "--seed", "1e3"],
        ["rounds", "--ruleset", "refresh-2021", "--players", "99999999999999"],
        ["rounds", "--ruleset", "refresh-2021", "--players", "4", "--rounds", "9" * 30],
        ["rounds", "--ruleset", "refresh-2021", "--players", "4", "--find-rate", "inf"],
        ["rounds", "--ruleset", "refresh-2021", "--players", "4", "--alpha", "0"],
        ["rounds", "--ruleset", "refresh-2021", "--players", "4", "--alpha", "-inf"],
        ["rounds", "--ruleset", "refresh-2021", "--players", "4", "--spread", "0.99"],
        ["rounds", "--ruleset", "refresh-2021", "--players", "4", "--q", "5"],
        ["games", "--ruleset", "refresh-2021", "--players", "4", "--deck", "-1"],
        ["games", "--ruleset", "refresh-2021", "--players", "4", "--games", "-3"],
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    code, out, err = _run(capsys, *args)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("error:")
    assert "Traceback" not in err


def test_module_entry_point() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "explorer", "simulate", "games", "--ruleset", "odyssey-2011",
         "--players", "12", "--games", "50", "--seed", "1"],
        capture_output=True, text=True, cwd=ROOT, timeout=60, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["turns"] == {"min": 2, "max": 2, "mean": 2.0, "histogram": {"2": 50}}
    bad = subprocess.run(
        [sys.executable, "-m", "explorer", "simulate", "games", "--ruleset", "odyssey-2011",
         "--players", "13"],
        capture_output=True, text=True, cwd=ROOT, timeout=60, check=False,
    )  # fmt: skip
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1
