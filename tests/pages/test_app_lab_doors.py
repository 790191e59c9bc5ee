"""AppTest of the lab's doors: costly house rules wait for Run, games that cannot end are said
before anything runs, a failed run is remembered, and hostile settings files give one inert
message while the page keeps its settings. Independent of this machine's speed: the
calibration is fixed (tests/conftest.py)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.lab import summary
from explorer.lab.summary import games_stats
from explorer.ui.lab import cache as lab_cache
from tests.conftest import ROOT
from tests.lab.test_settings_file import lying_bomb

SMALL = {"rounds": "1000", "games": "100", "sweep": "100"}
FAR_TARGET = "refresh-2021~target:1000"
NOBODY_SCORES = "refresh-2021~allnone:0.0~some:0.0.0~bonus:0~lone:none"
# finders score 1 and nobody else: ~2,500 turns to 1,000 points, past the 2,000 played
TOO_LONG = "refresh-2021~allnone:0.0~some:0.1.0~bonus:0~lone:none~target:1000"


@pytest.fixture
def played(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The rulesets of every whole-games simulation the page starts, in order (fresh caches)."""
    calls: list[str] = []
    real: Callable[..., Any] = summary.simulate_games

    def spy(ruleset: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(ruleset.id)
        return real(ruleset, *args, **kwargs)

    monkeypatch.setattr(summary, "simulate_games", spy)  # the whole games of `games_stats`
    lab_cache.clear()
    yield calls
    lab_cache.clear()


def _lab(params: dict[str, str]) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages/lab.py"), default_timeout=120)
    for name, value in params.items():
        at.query_params[name] = value
    return at.run()


def test_a_far_score_target_with_many_games_waits_for_run(played: list[str]) -> None:
    """The issue: a target of 1,000 and 100,000 games ran ~10 s of CPU unasked (the estimate
    counted 14 turns a game; ~450 are played)."""
    at = _lab({**SMALL, "games": "100000", "house": FAR_TARGET})
    assert not at.exception
    assert [b for b in at.button if b.key == "run-main"]
    assert any("press Run" in i.value for i in at.info)
    assert played == []  # not one game played before the press
    assert not [c for c in at.get("plotly_chart") if "game-length" in c.proto.id]


def test_rules_where_no_game_ends_say_so_before_running(played: list[str]) -> None:
    """The issue: 3.6 s on every load, then a failure that was not kept."""
    at = _lab({**SMALL, "house": NOBODY_SCORES})
    assert not at.exception
    said = [w.value for w in at.warning if "no game would ever end" in w.value]
    assert len(said) == 2  # whole games, and the games at each player count
    assert "house" not in played
    assert played  # the editions' own games still play
    assert at.file_uploader(key="load-settings")  # the page goes on to its foot


def test_a_failed_run_is_remembered_so_a_reload_does_not_pay_again(played: list[str]) -> None:
    at = _lab({**SMALL, "house": TOO_LONG})
    assert not at.exception
    errors = [e.value for e in at.error]
    assert errors and all("did not end" in e for e in errors)
    paid = played.count("house")
    assert paid >= 1 and lab_cache.GAMES.failures + lab_cache.SWEEPS.failures >= 2
    assert lab_cache.SHELF[games_stats] is lab_cache.GAMES
    again = _lab({**SMALL, "house": TOO_LONG})  # a reload: another session, same settings
    assert not again.exception
    assert [e.value for e in again.error] == errors
    assert played.count("house") == paid  # served from the remembered failure


# --- the settings upload ------------------------------------------------------------------
def _upload(data: bytes, name: str = "settings.json") -> AppTest:
    at = _lab({**SMALL, "players": "5"})
    at.file_uploader(key="load-settings").set_value((name, data, "application/octet-stream"))
    return at.run()


def _refused_keeping_settings(at: AppTest) -> str:
    """The one message of a refused file; the page and its settings are as they were."""
    assert not at.exception
    assert len(at.error) == 1 and "cannot be loaded" in at.error[0].value
    assert at.slider(key="players").value == 5
    assert at.query_params["players"] in ("5", ["5"])
    assert len(at.get("plotly_chart")) == 13
    return str(at.error[0].value)


@pytest.mark.parametrize("key", ["[click](http://evil.example)", "![x](http://evil.example/x.png)"])
def test_file_text_in_a_message_is_inert(played: list[str], key: str) -> None:
    """The issue: a key written as a Markdown link was shown as a live link (an image would be
    fetched)."""
    data = json.dumps({"settings": {key: ["1"] * 41}}).encode()
    shown = _refused_keeping_settings(_upload(data))
    assert "](" not in shown and "\\[" in shown and "\\]\\(http" in shown


def test_a_five_thousand_digit_integer_is_one_message(played: list[str]) -> None:
    data = b'{"settings": {"seed": ' + b"9" * 5_000 + b"}}"
    assert "5,000 characters" in _refused_keeping_settings(_upload(data))


def test_a_zip_bomb_is_one_message(played: list[str]) -> None:
    _refused_keeping_settings(_upload(lying_bomb(), "dixit-lab.zip"))


def test_a_settings_file_with_a_byte_order_mark_loads(played: list[str]) -> None:
    data = b"\xef\xbb\xbf" + json.dumps({"settings": {"players": ["7"]}}).encode()
    at = _upload(data)
    assert not at.exception and not at.error
    assert any("Loaded" in s.value for s in at.success)
    assert at.slider(key="players").value == 7
