"""House rules from the command line: simulate and score under a ruleset file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from explorer import load_ruleset
from explorer.cli.main import main
from explorer.rules.house import build_house
from explorer.rules.write import to_toml


def _house_file(tmp_path: Path) -> Path:
    house = build_house(load_ruleset("refresh-2021"), {"bonus_cap": 2, "score_target": 20})
    path = tmp_path / "house.toml"
    path.write_text(to_toml(house), encoding="utf-8")
    return path


def test_simulate_games_under_a_ruleset_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _house_file(tmp_path)
    args = ["simulate", "games", "--ruleset-file", str(path), "--players", "5", "--games", "300"]
    assert main(args) == 0
    house = json.loads(capsys.readouterr().out)
    assert main([*args[:2], "--ruleset", "refresh-2021", *args[4:]]) == 0
    edition = json.loads(capsys.readouterr().out)
    assert house["ruleset"] == "house"
    # a 20-point target ends games sooner than the edition's 30
    assert house["turns"]["mean"] < edition["turns"]["mean"]


def test_validate_accepts_a_house_file_and_a_bad_file_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["validate", str(_house_file(tmp_path))]) == 0
    bad = tmp_path / "bad.toml"
    bad.write_text(_house_file(tmp_path).read_text("utf-8").replace("value = 2", "value = 0"))
    assert main(["validate", str(bad)]) != 0
    assert "bad.toml" in capsys.readouterr().out + capsys.readouterr().err
