"""scripts/bench_hostile.py cannot rot: its corpus loads and covers every door of issue 19, its
inputs are built as written, and (with a live server) one cheap link and one upload replay."""

from __future__ import annotations

import base64
import io
import json
import sys
import zipfile
import zlib
from collections import Counter
from pathlib import Path
from types import ModuleType
from urllib.parse import parse_qs

import pytest

from explorer.links.base import GLOBAL_KEYS
from explorer.links.compare import CompareLink
from explorer.links.lab import KEYS as LAB_KEYS
from explorer.links.learn import LearnLink
from explorer.links.practice import PracticeLink
from explorer.links.score import PARAM_KEYS as SCORE_KEYS

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
DOORS = {
    "house links",
    "page links",
    "practice codes",
    "house uploads",
    "house form",
    "lab uploads",
    "room links",
    "room form",
}


@pytest.fixture(scope="module")
def hostile() -> ModuleType:
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    import bench_hostile

    return bench_hostile


@pytest.fixture(scope="module")
def inputs() -> ModuleType:
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    import hostile_inputs

    return hostile_inputs


def test_the_corpus_loads_and_covers_every_door(inputs: ModuleType) -> None:
    cases = inputs.load_corpus()
    doors = Counter(c.door for c in cases)
    assert set(doors) == DOORS and min(doors.values()) >= 5
    assert len({c.name for c in cases}) == len(cases)  # every input can be told apart
    names = " | ".join(c.name for c in cases)
    for page in ("score", "compare", "lab", "practice", "house"):
        assert f"extra:1 on {page}" in names
    for needle in ("3-1000000", "²", "U+202E", "NUL", "forged dx1", "zip bomb", "Markdown"):
        assert needle in names, needle
    uploads = {c.name: c.upload for c in cases if c.upload is not None}
    dotted = uploads["dotted key a.a.….a = 1, 24 KB"]
    assert dotted is not None and 24_000 <= len(dotted[2]) <= 25_000
    header = uploads["header with 120,000 dotted parts"]
    assert header is not None and header[2].count(b".") == 119_999
    for name in (
        "310-digit integer",
        "5,000-digit integer",
        "a ruleset with a BOM (Windows Notepad)",
    ):
        assert name in uploads, name


def test_every_key_of_every_page_gets_5000_digits(inputs: ModuleType) -> None:
    keyed = {
        key
        for c in inputs.load_corpus()
        if c.door == "page links"
        for key, values in parse_qs(c.query).items()
        if values == ["9" * 5000]
    }
    codec_keys = {
        *GLOBAL_KEYS,
        *CompareLink.keys,
        *LAB_KEYS,
        *LearnLink.keys,
        *PracticeLink.keys,
        *SCORE_KEYS,
    }
    assert codec_keys <= keyed


def test_specs_build_what_they_say(inputs: ModuleType, tmp_path: Path) -> None:
    assert inputs.text({"join": ["a", {"repeat": "9", "times": 3}]}) == "a999"
    code = inputs.text({"dx1": {"r": "x"}})
    body = code.removeprefix("dx1.")
    raw = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    assert json.loads(raw) == {"r": "x"}
    liar = inputs.file_bytes(
        {"zip": [{"name": "settings.json", "text": {"repeat": " ", "times": 1000}}], "lie": 10},
        tmp_path,
    )
    with zipfile.ZipFile(io.BytesIO(liar)) as z:
        assert z.getinfo("settings.json").file_size == 10
    assert inputs.file_bytes({"text": "x", "bom": True}, tmp_path) == b"\xef\xbb\xbfx"


@pytest.mark.browser
def test_the_replay_runs_against_a_live_server(inputs: ModuleType, hostile: ModuleType) -> None:
    """A link and an upload (the upload's plumbing is what would rot: the websocket's
    file-URL request, the XSRF cookie, the multipart PUT, the uploader's widget state)."""
    by_name = {c.name: c for c in inputs.load_corpus()}
    cases = [by_name["home lang=Unicode junk"], by_name["binary junk after PK"]]
    results, idle = hostile.replay(cases, timeout=60.0)
    assert [r.name for r in results] == [c.name for c in cases]
    link, upload = results
    assert link.outcome == "ok"
    assert upload.outcome == "refused" and upload.detail.startswith("error:")
    assert all(r.peak_mb >= r.before_mb > 0 for r in results) and idle[0] > 0
    assert any("2 hostile inputs" in line for line in hostile.report(results, idle))
