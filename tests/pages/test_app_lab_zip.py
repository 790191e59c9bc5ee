"""A lab zip exported with house rules, loaded back in a fresh session, shows the same view:
the same numbers with the house rules' column; a file whose house rules cannot be restored
says what it could not restore."""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from explorer.lab import export
from tests.conftest import ROOT

HOUSE = "refresh-2021~cap:2~lone:4@3-8"
SMALL = {"rounds": "1000", "games": "100", "sweep": "100", "players": "5", "seed": "3"}


@pytest.fixture
def downloads(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Callable[[], Any]]]:
    """The data of every download button the page draws, by key (built when asked, as a press
    would: the page hands Streamlit a function)."""
    seen: dict[str, Callable[[], Any]] = {}
    original = st.download_button

    def recording(label: str, data: Any, *args: Any, **kwargs: Any) -> Any:
        seen[str(kwargs.get("key"))] = data if callable(data) else (lambda: data)
        return original(label, data, *args, **kwargs)

    monkeypatch.setattr(st, "download_button", recording)
    yield seen


def _lab(params: dict[str, str]) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages/lab.py"), default_timeout=120)
    for k, v in params.items():
        at.query_params[k] = v
    return at.run()


def _numbers(at: AppTest) -> list[str]:
    """Every table and takeaway the page shows (its numbers, in words)."""
    return [
        m.value
        for m in at.markdown
        if m.value.startswith("| edition") or m.value.startswith("**What this shows:**")
    ]


def _upload(at: AppTest, data: bytes) -> AppTest:
    uploader = at.file_uploader(key="load-settings")
    return uploader.set_value(("dixit-lab_all.zip", data, "application/zip")).run()


def test_a_zip_with_house_rules_loads_back_the_same_numbers_in_a_fresh_session(
    downloads: dict[str, Callable[[], Any]],
) -> None:
    first = _lab({**SMALL, "house": HOUSE})
    assert not first.exception
    shown = _numbers(first)
    assert any("| House rules |" in t for t in shown)
    data = downloads["zip-all"]()
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        doc = json.loads(z.read(export.SETTINGS_FILE))
        assert export.HOUSE_FILE in z.namelist()
        summary = next(n for n in z.namelist() if n.startswith("dixit-lab_game-summary"))
        rows = z.read(summary).decode("utf-8-sig")
    assert doc["settings"]["house"] == ["refresh-2021~lone:4@3-8~cap:2"]
    assert "refresh-2021~lone:4@3-8~cap:2" in rows  # the house rules named in every row
    # a fresh session, on the default view with no house rules, loads the zip
    fresh = _lab({"rounds": "1000", "games": "100", "sweep": "100"})
    assert not any("House rules" in t for t in _numbers(fresh))
    loaded = _upload(fresh, data)
    assert not loaded.exception
    assert [s.value for s in loaded.success] == ["Loaded: the page shows that file's view."]
    assert "cap:2" in str(loaded.query_params["house"])
    assert _numbers(loaded) == shown  # the same numbers, the house rules' column included


def test_a_zip_without_house_rules_hides_yours_and_says_so(
    downloads: dict[str, Callable[[], Any]],
) -> None:
    _lab(SMALL)
    data = downloads["zip-all"]()
    mine = _lab({**SMALL, "house": HOUSE})
    loaded = _upload(mine, data)
    assert not loaded.exception
    notes = " ".join(w.value for w in loaded.warning)
    assert "The file's view had no house rules: yours stay in the link" in notes
    assert "cap:2" in str(loaded.query_params["house"])  # kept for the other pages
    assert loaded.query_params["hide"] in ("house", ["house"])
    assert not any("| House rules |" in t for t in _numbers(loaded))


def test_house_rules_that_do_not_build_are_named_part_by_part() -> None:
    doc = {"settings": {**{k: [v] for k, v in SMALL.items()}, "house": [HOUSE + "~zz:1"]}}
    fresh = _lab({"rounds": "1000", "games": "100", "sweep": "100"})
    loaded = _upload(fresh, json.dumps(doc).encode())
    assert not loaded.exception
    notes = " ".join(w.value for w in loaded.warning)
    assert "The file's house rules do not build as they are" in notes
    assert "zz" in notes  # the part left out, by name
    assert "cap:2" in str(loaded.query_params["house"])  # the rest restored
    assert any("| House rules |" in t for t in _numbers(loaded))
