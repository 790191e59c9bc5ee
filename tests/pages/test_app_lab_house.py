"""AppTest of the lab with house rules in the link: one more edition everywhere on the page."""

from __future__ import annotations

import json

from streamlit.testing.v1 import AppTest

from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import sweet_spot
from explorer.lab.jobs import Job
from explorer.links.house import MAX_LINK
from explorer.rules.files import load_ruleset
from explorer.rules.house_text import house_from_text
from explorer.rules.resolve import canonical, resolve
from explorer.ui.lab import cache as lab_cache
from tests.conftest import ROOT
from tests.ui.lab.test_tables import BORDER

HOUSE = "refresh-2021~cap:2~lone:4@3-8"


def _lab(house: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages/lab.py"), default_timeout=60)
    at.query_params["rounds"] = "1000"
    at.query_params["games"] = "100"
    at.query_params["sweep_games"] = "100"
    at.query_params["house"] = house
    return at.run()


def _chart(at: AppTest, name: str) -> dict[str, object]:
    for c in at.get("plotly_chart"):
        if c.proto.id and name in c.proto.id:
            return dict(json.loads(c.proto.spec))
    raise AssertionError(f"no chart {name}")


def _traces(spec: dict[str, object]) -> list[str]:
    return [str(t.get("name", "")) for t in spec["data"]]  # type: ignore[attr-defined]


def test_house_rules_are_one_more_edition_in_the_lab() -> None:
    at = _lab(HOUSE)
    assert not at.exception, at.exception
    assert any("Your house rules" in c.value for c in at.caption)
    assert "House rules" in _traces(_chart(at, "sweet-spot"))
    assert "House rules" in _traces(_chart(at, "game-length"))
    tables = "\n".join(m.value for m in at.markdown)
    assert tables.count("| House rules |") >= 3  # one round, game summary, and more
    # the heatmap can be drawn for them, and the choice rides in the address
    assert any(o.startswith("House rules") for o in at.selectbox(key="heat").options)
    at.selectbox(key="heat").set_value("house").run()
    assert not at.exception
    assert at.query_params["heat"] in ("house", ["house"])
    assert "cap:2" in str(at.query_params["house"])  # the house rules stay in the link
    # the house rules are one more chip among the editions picked; taken off, they leave the
    # lab but stay in the link (for the other pages), and the lab says `hide=house`
    picker = at.multiselect(key="rulesets")
    assert picker.value[-1] == "house" and "🏠 House rules" in picker.options
    picker.set_value([v for v in picker.value if v != "house"]).run()
    assert not at.exception
    assert at.query_params["hide"] in ("house", ["house"])
    assert "cap:2" in str(at.query_params["house"])
    assert "House rules" not in _traces(_chart(at, "sweet-spot"))
    assert "house" not in at.multiselect(key="rulesets").value
    at.multiselect(key="rulesets").set_value([*at.multiselect(key="rulesets").value, "house"])
    at.run()
    assert "hide" not in at.query_params
    assert "House rules" in _traces(_chart(at, "sweet-spot"))


def test_a_bad_house_link_gives_the_note_and_the_editions() -> None:
    at = _lab("no-such-edition~cap:2")
    assert not at.exception, at.exception
    assert any("not an edition" in w.value for w in at.warning)
    names = _traces(_chart(at, "sweet-spot"))
    assert names and not any(n.startswith("House rules") for n in names)


def test_the_cache_tells_house_rules_apart_and_from_their_edition() -> None:
    model = ClueModel(mean=0.5)
    key = canonical(HOUSE, house=True)
    assert key == canonical(
        "refresh-2021~lone:4@3-8~cap:2", house=True
    )  # one spelling of the rules
    mine = lab_cache.compute(Job(sweet_spot, key, (5, model)))
    theirs = lab_cache.compute(
        Job(sweet_spot, canonical("refresh-2021~cap:3", house=True), (5, model))
    )
    parent = lab_cache.compute(Job(sweet_spot, "refresh-2021", (5, model)))
    assert mine == sweet_spot(house_from_text(HOUSE), 5, model)
    assert mine.ruleset is resolve(key)  # the result carries its ruleset, built once
    assert mine != parent  # a lone finder scores 4 here, so the storyteller does too
    assert parent == sweet_spot(load_ruleset("refresh-2021"), 5, model)
    assert theirs != mine
    assert len(key) <= MAX_LINK + 1


def test_house_rules_that_change_nothing_are_still_the_house_column() -> None:
    at = _lab("refresh-2021")
    assert not at.exception, at.exception
    assert any(o.startswith("House rules") for o in at.selectbox(key="heat").options)
    assert lab_cache.compute(
        Job(sweet_spot, canonical("refresh-2021", house=True), (5, ClueModel()))
    ).ruleset_id == ("house")


def test_a_pipe_in_the_house_name_splits_no_table() -> None:
    at = _lab("refresh-2021~cap:2~n:Ours | Theirs")
    assert not at.exception, at.exception
    assert any("Ours \\| Theirs" in c.value for c in at.caption)  # the banner, escaped
    tables = [m.value for m in at.markdown if m.value.startswith("| edition")]
    assert tables
    for table in tables:
        lines = table.splitlines()
        assert len({len(BORDER.findall(line)) for line in lines}) == 1, table
