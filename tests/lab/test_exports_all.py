"""Every CSV the lab writes has one header style (snake_case), a `ruleset` column that
`resolve` reads back into the rows' ruleset (house rules as their link text), the ruleset's
content hash and documents, and the view's columns (settings, house rules, version, date,
link); numbers and words never share a column."""

from __future__ import annotations

import csv
import io
import json
import re
import zipfile
from typing import Any

import pytest

from explorer.figures.lab.charts import CHARTS, DOWNLOADS
from explorer.lab import export, tables
from explorer.lab.exact import exact_round, storyteller_heatmap, sweet_spot
from explorer.lab.games import simulate_games
from explorer.lab.rounds import simulate_rounds
from explorer.lab.settings import LabSettings
from explorer.lab.summary import summarise
from explorer.lab.sweeps import deck_sweep, exact_sweep, games_sweep
from explorer.rules.files import load_ruleset
from explorer.rules.fingerprint import content_hash
from explorer.rules.resolve import canonical, resolve

HOUSE = "refresh-2021~lone:4@3-8~cap:2"
SNAKE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
RULESET_COLUMNS = ("ruleset", "edition", "ruleset_hash", "sources")
VIEW_COLUMNS = (
    "setting_players",
    "setting_editions",
    "setting_house",
    "version",
    "exported",
    "link",
)
SETTINGS = LabSettings(
    players=5, rounds=1_000, games=100, sweep_games=100, rulesets=("anniversary-10th",)
)


def every_table() -> dict[str, list[dict[str, Any]]]:
    """Every table the lab page offers, for the 10th Anniversary and house rules."""
    model = SETTINGS.model
    rulesets = [load_ruleset("anniversary-10th"), resolve(canonical(HOUSE, house=True))]
    exact = [exact_round(r, 5, model) for r in rulesets]
    sims = [simulate_rounds(r, 5, model, 1_000, 1) for r in rulesets]
    games = [summarise(simulate_games(r, 5, model, 100, 1)) for r in rulesets]
    return {
        "sweet-spot": tables.sweet_spot_rows([sweet_spot(r, 5, model) for r in rulesets]),
        "heatmap": tables.heatmap_rows(storyteller_heatmap(rulesets[1], model)),
        "outcomes": tables.outcome_rows(exact, sims),
        "points-by-role": tables.points_rows(sims),
        "one-round": tables.round_rows(exact, sims),
        "game-summary": tables.game_summary_rows(games),
        "game-length": tables.game_length_rows(games),
        "end-reasons": tables.end_reason_rows(games),
        "seats": tables.seat_rows(games),
        "sweep-exact": tables.exact_sweep_rows([exact_sweep(r, model) for r in rulesets]),
        "sweep-games": tables.games_sweep_rows([games_sweep(r, model, 50, 1) for r in rulesets]),
        "sweep-deck": tables.games_sweep_rows([deck_sweep(rulesets[0], 5, model, 50, 1)]),
    }


@pytest.fixture(scope="module")
def every() -> dict[str, list[dict[str, Any]]]:
    return every_table()


def test_the_test_covers_every_table_the_page_offers(every: dict[str, Any]) -> None:
    assert set(every) == set(DOWNLOADS) == {c.download for c in CHARTS if c.rows}
    assert len(DOWNLOADS) == len([c for c in CHARTS if c.rows])  # one chart per file


def test_every_csv_has_one_header_style_and_the_metadata_columns(every: dict[str, Any]) -> None:
    house = resolve(canonical(HOUSE, house=True))
    cited = export.Citation.of(
        SETTINGS,
        {"players": ["5"]},
        [load_ruleset("anniversary-10th"), house],
        house,
        link="http://localhost/lab?players=5&house=" + HOUSE,
        date="2025-06-01",
    )
    for name, rows in every.items():
        data = export.csv_bytes(rows, cited, lang="fr", style=export.PLAIN).decode("utf-8")
        read = list(csv.DictReader(io.StringIO(data, newline="")))
        header = list(read[0])
        assert all(SNAKE.match(h) for h in header), (name, header)
        assert header[: len(RULESET_COLUMNS)] == list(RULESET_COLUMNS), name
        assert set(VIEW_COLUMNS) <= set(header), name
        for row in read:
            rs = resolve(
                canonical(row["ruleset"], house=True) if "~" in row["ruleset"] else row["ruleset"]
            )
            assert row["ruleset_hash"] == content_hash(rs), name
            assert row["sources"] and row["exported"] == "2025-06-01"
            assert row["setting_house"] == HOUSE and row["link"].endswith(HOUSE)
        houses = [r for r in read if r["ruleset"] != "anniversary-10th"]
        if name != "sweep-deck":  # (the deck sweep runs the 10th Anniversary alone)
            assert houses and all(r["ruleset"] == HOUSE for r in houses), name
            assert all(r["edition"] == "House rules" for r in houses), name  # one name


def test_numbers_and_words_never_share_a_column(every: dict[str, Any]) -> None:
    words = {"ruleset", "edition", "ruleset_hash", "sources", "source", "outcome", "role"}
    words |= {"end_reason", "voter_mean_source"}
    for name, rows in every.items():
        for row in rows:
            for key, value in row.items():
                if key in words:
                    assert isinstance(value, str), (name, key)
                else:  # a number, a yes/no, or nothing (an empty cell)
                    assert value is None or isinstance(value, int | float | bool), (name, key)


def test_the_zip_names_the_house_rules_and_carries_their_file(every: dict[str, Any]) -> None:
    house = resolve(canonical(HOUSE, house=True))
    cited = export.Citation.of(SETTINGS, {"players": ["5"]}, [house], house, link="/lab")
    data = export.zip_bytes(every, cited)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        doc = json.loads(z.read(export.SETTINGS_FILE))
        toml = z.read(export.HOUSE_FILE).decode()
        names = z.namelist()
    assert doc["settings"]["house"] == [HOUSE]
    assert doc["house"]["ruleset"] == HOUSE and doc["house"]["ruleset_hash"] == content_hash(house)
    assert doc["rulesets"][0]["edition"] == "House rules"
    assert doc["link"] == "/lab" and doc["version"] == export.project_version()
    assert 'basis = "house"' in toml
    hashed = f"_house-{content_hash(house)[:8]}_"
    assert all(hashed in n for n in names if n.endswith(".csv"))
