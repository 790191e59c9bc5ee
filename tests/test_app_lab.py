"""AppTest of the lab page with small simulation sizes."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.conftest import ROOT


def _lab() -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages/lab.py"), default_timeout=60)
    at.query_params["rounds"] = "1000"
    at.query_params["games"] = "100"
    return at.run()


def test_lab_page_runs_and_reacts() -> None:
    at = _lab()
    assert not at.exception
    assert "Clue-difficulty lab" in at.title[0].value
    assert len(at.get("plotly_chart")) == 7
    assert len(at.get("download_button")) == 7
    assert len(at.latex) >= 3  # the clue model as formulas
    at.slider(key="players").set_value(12).run()
    assert not at.exception
    assert any("left out" in i.value for i in at.info)
    at.slider(key="q").set_value(1.0).run()
    at.select_slider(key="alpha").set_value("1").run()
    assert not at.exception
    assert at.query_params["alpha"] == ["1"] or at.query_params["alpha"] == "1"


def test_lab_page_without_editions_says_so() -> None:
    at = _lab()
    at.multiselect(key="rulesets").set_value([]).run()
    assert not at.exception
    assert at.warning and "at least one edition" in at.warning[0].value
