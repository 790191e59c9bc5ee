"""Links made by the app before the restructure (recorded in legacy_links.json, with the view
each one opened) still open the same view: page by page, through AppTest."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.apptest import run_page

LINKS = json.loads((Path(__file__).parent / "legacy_links.json").read_text(encoding="utf-8"))


def _param(at: Any, key: str) -> str | list[str] | None:
    values = at.query_params.get(key)
    return values


@pytest.mark.parametrize("link", LINKS["score"], ids=lambda x: x["params"]["names"][:20])
def test_score_links_open_the_same_table(link: dict[str, Any]) -> None:
    at = run_page("score", link["params"])
    assert not at.warning, [w.value for w in at.warning]
    for key, value in link["params"].items():
        assert _param(at, key) in (value, [value]), key
    names = [p.replace(" (storyteller)", "") for p in at.dataframe[0].value["Player"]]
    assert names == link["players"]
    assert at.selectbox(key="teller").value == link["storyteller"]
    for seat, picks in enumerate(link["votes"]):
        if picks:
            assert at.selectbox(key=f"vote_{seat}_0").value == picks[0]


@pytest.mark.parametrize("link", LINKS["compare"], ids=lambda x: ",".join(x["rulesets"])[:30])
def test_compare_links_open_the_same_filters(link: dict[str, Any]) -> None:
    at = run_page("compare", link["params"])
    assert not at.warning, [w.value for w in at.warning]
    assert at.multiselect(key="show").value == link["rulesets"]
    assert at.toggle(key="only_diff").value == link["only_differing"]
    if link["rule"]:
        assert at.selectbox(key="src_rule").value == link["rule"]
    assert at.radio(key="deck").value == link["deck"]


@pytest.mark.parametrize("link", LINKS["lab"], ids=lambda x: x["params"]["players"])
def test_lab_links_open_the_same_settings(link: dict[str, Any]) -> None:
    params = dict(link["params"])
    expected = link["expected"]
    # keep the simulation small: the sizes are read like every other setting
    params["rounds"], params["games"] = "1000", "100"
    at = run_page("lab", params)
    assert not at.warning, [w.value for w in at.warning]
    assert at.slider(key="players").value == expected["players"]
    assert at.slider(key="mean").value == pytest.approx(expected["p"])
    assert at.slider(key="spread").value == pytest.approx(expected["spread"])
    assert at.select_slider(key="alpha").value == expected["alpha"]
    assert at.slider(key="q").value == pytest.approx(expected["q"])
    assert at.select_slider(key="deck").value == expected["deck"]
    assert at.number_input(key="seed").value == expected["seed"]
    assert at.multiselect(key="rulesets").value == expected["rulesets"]


@pytest.mark.parametrize("link", LINKS["practice"], ids=lambda x: f"{x['ruleset']}-{x['log']}")
def test_practice_links_resume_the_same_game(link: dict[str, Any]) -> None:
    at = run_page("practice", {"game": link["code"]})
    assert not at.error, [e.value for e in at.error]
    # the scoreboard shows the game's scores
    boards = [df.value for df in at.dataframe if "Points" in getattr(df.value, "columns", [])]
    assert boards, "no scoreboard"
    assert list(boards[0]["Points"]) == link["scores"]


@pytest.mark.parametrize("link", LINKS["night"], ids=lambda x: f"{x['ruleset']}-{x['rounds']}")
def test_night_links_open_the_same_evening(link: dict[str, Any]) -> None:
    """A game night's link made before evenings had an identity (a version 1 code) opens the
    same evening, and stays as it was in the address until the evening changes."""
    at = run_page("night", {"night": link["code"]})
    assert not at.warning, [w.value for w in at.warning]
    assert _param(at, "night") in (link["code"], [link["code"]])
    standings = "\n".join(m.value for m in at.markdown)
    for name, total in zip(link["players"], link["totals"], strict=True):
        assert f"| {name} | {total} |" in standings
    labels = [b.label for b in at.button]
    assert f"Score round {link['rounds'] + 1}" in labels
