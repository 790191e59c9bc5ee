"""AppTest of the lab page with small simulation sizes."""

from __future__ import annotations

import json
from typing import Any

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
    charts = at.get("plotly_chart")
    assert len(charts) == 13
    # each a figure named by its title for a screen reader (issue 22)
    names = [c.proto.alt for c in charts]
    assert all(names) and len(set(names)) == len(names) and "<br>" not in "".join(names), names
    assert len(at.get("download_button")) == 13  # 12 CSVs and the zip
    assert len(at.latex) >= 3  # the clue model as formulas
    # every chart says in words what it shows, next to it
    shows = [m.value for m in at.markdown if m.value.startswith("**What this shows:**")]
    assert len(shows) == 13  # one per chart (the pile sweep had none: issue 22)
    assert any("At 6 players" in v for v in shows)
    # at 6 players no edition has a second vote: the reader is told q changes nothing
    assert any("q changes nothing" in c.value for c in at.caption)
    at.slider(key="players").set_value(12).run()
    assert not at.exception
    assert any("left out" in i.value for i in at.info)
    assert any("second vote is allowed in Dixit Odyssey (2011)" in c.value for c in at.caption)
    at.slider(key="q").set_value(1.0).run()
    at.select_slider(key="alpha").set_value("1").run()
    assert not at.exception
    assert at.query_params["alpha"] == ["1"] or at.query_params["alpha"] == "1"


def test_lab_page_without_editions_says_so() -> None:
    at = _lab()
    at.multiselect(key="rulesets").set_value([]).run()
    assert not at.exception
    assert at.warning and "at least one edition" in at.warning[0].value


def _lab_with(params: dict[str, str | list[str]]) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages/lab.py"), default_timeout=60)
    at.query_params["rounds"] = "1000"
    at.query_params["games"] = "100"
    for name, value in params.items():
        at.query_params[name] = value
    return at.run()


def test_garbage_in_the_address_is_clamped_or_replaced_with_a_warning() -> None:
    at = _lab_with(
        {
            "players": "-3",
            "p": "nan",
            "spread": "inf",
            "alpha": "-1",
            "q": "2",
            "deck": "85",
            "rounds": "-5",
            "games": "1e9x",
            "seed": "99999999999999999999999",
            "rulesets": ["nope", "original-2008"],
        }
    )
    assert not at.exception
    assert at.slider(key="players").value == 3  # clamped to the range 3–12
    assert at.slider(key="mean").value == 0.5  # NaN is not a number: the default
    assert at.slider(key="spread").value == 0.9  # clamped
    assert at.slider(key="q").value == 1.0  # clamped
    assert at.select_slider(key="alpha").value == "0.1"  # the nearest offered
    assert at.select_slider(key="deck").value == 84  # the nearest offered
    assert at.select_slider(key="rounds").value == 1_000  # the nearest offered
    assert at.select_slider(key="games").value == 10_000  # not a number: the default
    assert at.number_input(key="seed").value == 2**31 - 1
    assert at.multiselect(key="rulesets").value == ["original-2008"]
    text = at.warning[0].value
    for name in ("players", "p", "spread", "alpha", "q", "deck", "rounds", "games", "seed"):
        assert f"`{name}`" in text, name
    assert "nope" in text
    assert len(at.get("plotly_chart")) == 12  # one edition, one deck: no deck sweep


def test_repeated_parameters_use_the_last_value_and_say_so() -> None:
    at = _lab_with({"players": ["6", "12"], "rulesets": ["odyssey-2011", "odyssey-2011"]})
    assert not at.exception
    assert at.slider(key="players").value == 12
    assert at.multiselect(key="rulesets").value == ["odyssey-2011"]
    assert "appears 2 times" in at.warning[0].value


def test_text_from_the_address_is_shown_inert() -> None:
    at = _lab_with({"p": "[x](javascript:alert(1)) **b** $x$"})
    assert not at.exception
    text = at.warning[0].value
    assert "](javascript" not in text and "**" not in text and " $x" not in text
    assert "\\[x\\]\\(javascript" in text


def test_a_clean_address_gives_no_warning() -> None:
    at = _lab_with({"players": "7", "alpha": "1", "deck": "168"})
    assert not at.exception
    assert not at.warning


def test_an_engine_refusal_is_a_message_not_a_traceback(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import explorer.ui.lab.cache as lab_cache
    from explorer.errors import DixitError
    from explorer.lab.summary import games_stats

    real = lab_cache.compute

    def refuse(job: Any, progress: Any = None) -> Any:
        if job.work is games_stats:  # whole games only
            raise DixitError("games did not end within 2000 turns.")
        return real(job, progress)

    monkeypatch.setattr(lab_cache, "compute", refuse)
    at = _lab_with({})
    assert not at.exception
    assert len(at.error) == 1 and "did not end" in at.error[0].value
    # only the whole games are left out: the three charts of theirs; the sweeps, the zip and
    # the settings upload below still show
    assert len(at.get("plotly_chart")) == 10
    assert at.file_uploader(key="load-settings")


def _texts(at: AppTest) -> str:
    text = "\n".join(m.value for m in [*at.markdown, *at.caption, *at.info])
    return text.replace("\\", "")  # Markdown escapes


def test_the_heatmap_edition_is_in_the_address() -> None:
    at = _lab()
    assert at.selectbox(key="heat").value == "original-2008"  # the first edition shown
    at.selectbox(key="heat").set_value("anniversary-10th").run()
    assert not at.exception
    assert at.query_params["heat"] in ("anniversary-10th", ["anniversary-10th"])
    again = _lab_with({"heat": "odyssey-vi", "players": "12"})
    assert not again.exception and not again.warning
    assert again.selectbox(key="heat").value == "odyssey-vi"


def test_the_twelve_player_table_has_no_none_or_nan() -> None:
    at = _lab_with({"players": "12", "alpha": "1", "q": "1.0"})
    assert not at.exception
    assert not at.dataframe  # tables are Markdown: their cells wrap on a phone
    tables = [m.value for m in at.markdown if m.value.startswith("| edition")]
    # one round in two tables, whole games in four (values with their intervals): a phone
    # shows each whole
    assert len(tables) == 6
    for table in tables:
        lines = table.splitlines()
        cells = [c.strip() for line in lines for c in line.strip().strip("|").split("|")]
        assert "None" not in cells and "nan" not in cells and "" not in cells, table
        assert len({line.count("|") for line in lines}) == 1  # no cell lost
    # the bonus cap binds under unequal pull: the voter's mean comes from the simulation
    assert "simulated\\)" in tables[1]
    # a degenerate game (the pile ends it within two turns) is labelled in the table
    assert "\\(degenerate\\)" in tables[2]


def test_a_pile_that_ends_games_early_and_a_deck_that_does_not_apply_are_said() -> None:
    at = _lab_with({"players": "12", "deck": "168"})
    assert not at.exception
    text = _texts(at)
    # the Odyssey rules at 12 players on one 84-card deck: every game lasts 2 turns
    assert "Dixit Odyssey (2011) at 12 players on its 84-card deck always ends after 2 turns" in (
        text
    )
    assert "The deck setting does not apply to Dixit Odyssey (2011)" in text


def test_heavy_settings_wait_for_a_run_press(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import explorer.lab.plan as lab_plan
    import explorer.ui.lab.cache as lab_cache

    monkeypatch.setattr(lab_plan, "HEAVY_SECONDS", 0.0)
    lab_cache.clear()
    at = _lab_with({"seed": "987"})
    assert not at.exception
    # the exact charts show at once; the simulations wait, with an estimate
    assert len(at.get("plotly_chart")) == 3
    assert any("press Run" in i.value for i in at.info)
    at.button(key="run-main").click().run()
    assert not at.exception
    assert len(at.get("plotly_chart")) == 8
    at.button(key="run-sweep").click().run()
    assert not at.exception
    charts = at.get("plotly_chart")
    assert len(charts) == 13
    # each a figure named by its title for a screen reader (issue 22)
    names = [c.proto.alt for c in charts]
    assert all(names) and len(set(names)) == len(names) and "<br>" not in "".join(names), names
    # another visitor with the same settings finds them computed: no press
    other = _lab_with({"seed": "987"})
    assert len(other.get("plotly_chart")) == 13


def test_every_setting_on_the_page_survives_its_link() -> None:
    params = {
        "players": "7",
        "p": "0.35",
        "spread": "0.1",
        "alpha": "3",
        "q": "0.25",
        "deck": "168",
        "seed": "5",
        "heat": "anniversary-10th",
        "sweep": "100",
        "rulesets": ["anniversary-10th", "odyssey-2011"],
    }
    at = _lab_with(params)
    assert not at.exception and not at.warning
    assert at.select_slider(key="sweep_games").value == 100
    assert at.selectbox(key="heat").value == "anniversary-10th"
    for key, value in params.items():
        assert at.query_params[key] in (value, [value]), key


def test_the_charts_have_no_toolbar_over_their_titles() -> None:
    charts = _lab().get("plotly_chart")
    assert charts
    for c in charts:
        assert json.loads(c.proto.config).get("displayModeBar") is False
