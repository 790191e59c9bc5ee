"""The lab's downloads carry their settings; the zip's settings file loads back. (Reading a
settings file, hostile ones included: test_settings_file.py.)"""

from __future__ import annotations

import csv
import io
import json
import tomllib
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from explorer.lab import export, settings_file
from explorer.lab.settings import LabSettings
from explorer.links.base import params_of
from explorer.links.lab import LabLink
from explorer.rules.files import load_rulesets
from tests.conftest import ROOT

LINK = LabLink(tuple((r.id, r.min_players, r.max_players) for r in load_rulesets()))
SETTINGS = LabSettings(
    players=12,
    mean=0.35,
    spread=0.1,
    alpha="0.3",
    q=1.0,
    deck=168,
    rounds=1_000,
    games=100,
    seed=42,
    rulesets=("odyssey-2011", "anniversary-10th"),
    heat="anniversary-10th",
    sweep_games=100,
)
ROWS = [{"ruleset": "odyssey-2011", "players": 12, "share": 0.5}]
CITED = export.Citation(SETTINGS, link="https://example.org/lab?players=12", date="2025-01-02")


def test_a_csv_read_back_holds_its_settings() -> None:
    data = export.csv_bytes(ROWS, CITED)
    rows = list(csv.DictReader(io.StringIO(data.decode("utf-8"))))
    assert rows[0]["players"] == "12" and rows[0]["share"] == "0.5"
    assert rows[0]["setting_players"] == "12"
    assert rows[0]["setting_p"] == "0.35" and rows[0]["setting_alpha"] == "0.3"
    assert rows[0]["setting_deck"] == "168" and rows[0]["setting_seed"] == "42"
    assert rows[0]["setting_editions"] == "odyssey-2011 anniversary-10th"
    assert rows[0]["version"] == export.project_version() != "unknown"
    assert rows[0]["exported"] == "2025-01-02" and rows[0]["setting_house"] == ""
    assert rows[0]["link"] == "https://example.org/lab?players=12"
    name = export.file_name("game-length", CITED)
    assert name.startswith("dixit-lab_game-length_n12_p0.35_s0.1_a-0.3_q1_d168")
    assert "seed42" in name and name.endswith(f"_v{export.project_version()}.csv")


def test_the_zip_round_trips_to_the_same_settings() -> None:
    params = params_of(LINK.encode(SETTINGS))
    cited = export.Citation.of(SETTINGS, params)
    data = export.zip_bytes({"seats": ROWS, "points": ROWS}, cited)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        names = z.namelist()
        assert names[0] == "settings.json" and len(names) == 3
        doc = json.loads(z.read("settings.json"))
    assert doc["version"] == export.project_version()
    decoded = LINK.decode(settings_file.read_settings(data))
    assert decoded.value == SETTINGS and not decoded.notes
    # the settings file alone loads too
    assert LINK.decode(settings_file.read_settings(export.settings_json(cited))).value == (SETTINGS)


def test_every_setting_survives_a_link() -> None:
    params = params_of(LINK.encode(SETTINGS))
    decoded = LINK.decode(params)
    assert decoded.value == SETTINGS and not decoded.notes
    assert LINK.decode(params_of(LINK.encode(LabSettings()))).value.heat == ""


def test_the_version_is_the_installed_one_else_the_checkout_s(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The installed package's version; in a checkout that is not installed, pyproject.toml's
    (read as TOML: a `version` line in another table is not taken for it)."""
    assert export.project_version() == metadata.version(export.PACKAGE)
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(
        '[tool.other]\nversion = "9.9"\n\n[project]\nname = "x"\nversion = "1.2.3"\n'
    )
    assert export._checkout_version(pyproject) == "1.2.3"
    pyproject.write_text('[project]\nname = "x"\n')
    assert export._checkout_version(pyproject) == "unknown"
    pyproject.write_text("[project\n")
    assert export._checkout_version(pyproject) == "unknown"
    assert export._checkout_version(tmp_path / "missing.toml") == "unknown"

    def not_installed(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", not_installed)
    export.project_version.cache_clear()
    try:
        with (ROOT / "pyproject.toml").open("rb") as f:
            assert export.project_version() == tomllib.load(f)["project"]["version"]
    finally:
        export.project_version.cache_clear()


def test_hidden_house_rules_ride_in_the_lab_s_link() -> None:
    from dataclasses import replace

    hidden = replace(SETTINGS, house=False)
    params = params_of(LINK.encode(hidden))
    assert params["hide"] == ["house"]
    assert LINK.decode(params).value == hidden
    assert "hide" not in params_of(LINK.encode(SETTINGS))  # shown: the default, not written
    odd = LINK.decode({**params, "hide": ["everything"]})
    assert odd.value.house and "`hide`" in odd.notes[0]
