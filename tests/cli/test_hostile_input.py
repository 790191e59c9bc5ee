"""Input that used to end the command line in a traceback or a hang (issue #10): each now gets
one clear message naming what is wrong, exit status 2, and the good input beside it still works.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer.errors import RulesetError
from explorer.rules import files
from explorer.rules.files import MAX_DEPTH, load_ruleset_file, toml_depth
from tests.cli.test_cli import EXAMPLE, run
from tests.conftest import ROOT

SURROGATE = b'"\\udfff"'  # JSON's escape for half a character
SHIPPED = ROOT / "rulesets" / "refresh-2021.toml"


# --- score: a lone surrogate --------------------------------------------------------------------
@pytest.mark.parametrize(
    "request_",
    [
        b'{"ruleset": ' + SURROGATE + b', "storyteller": "R", "votes": {}}',
        b'{"ruleset": "refresh-2021", "storyteller": "R", "votes": {' + SURROGATE + b': ["R"]}}',
        b'{"ruleset": "refresh-2021", "storyteller": ' + SURROGATE + b', "votes": {}}',
        b"{" + SURROGATE + b": 1}",
    ],
)
@pytest.mark.parametrize("fmt", ["json", "text"])
def test_a_lone_surrogate_gets_one_message(request_: bytes, fmt: str, capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(["score", "--format", fmt], request_, capsys)
    assert code == 2 and not err
    lines = out.strip().splitlines()
    assert len(lines) == 1
    message = json.loads(lines[0])["error"] if fmt == "json" else lines[0]
    assert "lone surrogate" in message and "\\udfff" in message


def test_a_surrogate_on_one_line_leaves_the_other_lines_scored(capsys) -> None:  # type: ignore[no-untyped-def]
    good = json.dumps(EXAMPLE).encode()
    bad = b'{"ruleset": ' + SURROGATE + b', "storyteller": "R", "votes": {}}'
    code, out, _ = run(["score"], good + b"\n" + bad + b"\n" + good, capsys)
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 2
    assert "points" in rows[0] and "points" in rows[2]
    assert rows[1]["error"].startswith("line 2 holds")


# --- validate: deep, endless and never-written files ---------------------------------------------
def test_a_600_deep_toml_array_is_refused_before_parsing(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    deep = tmp_path / "deep.toml"
    deep.write_text("id = " + "[" * 600 + "]" * 600 + "\n")
    code, out, err = run(["validate", str(deep), str(SHIPPED)], b"", capsys)
    assert code == 2 and not err
    first, second = out.strip().splitlines()
    assert first == f"error: deep.toml: nests arrays or tables more than {MAX_DEPTH} deep " + (
        "(a ruleset needs 3)"
    )
    assert second.startswith("ok: ")


def test_a_device_is_refused_without_reading_it(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(["validate", "/dev/zero"], b"", capsys)
    assert code == 2
    assert out.strip() == "error: zero: is not a regular file (a ruleset is a .toml file)"


@pytest.mark.timeout(20)
def test_a_fifo_nobody_writes_to_is_refused_at_once(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    fifo = tmp_path / "rules.toml"
    os.mkfifo(fifo)
    code, out, _ = run(["validate", str(fifo)], b"", capsys)
    assert code == 2
    assert out.strip() == "error: rules.toml: is not a regular file (a ruleset is a .toml file)"


def test_a_directory_is_refused(tmp_path: Path) -> None:
    (tmp_path / "folder").mkdir()
    with pytest.raises(RulesetError, match="^folder: is not a regular file"):
        load_ruleset_file(tmp_path / "folder")


def test_a_large_file_is_read_only_up_to_the_limit(tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_bytes(b"# " + b"x" * (files.MAX_FILE_BYTES * 4))
    with pytest.raises(RulesetError, match=f"too large \\({files.MAX_FILE_BYTES + 1} bytes"):
        load_ruleset_file(big)


def test_the_shipped_rulesets_nest_within_the_bound() -> None:
    for path in sorted((ROOT / "rulesets").glob("*.toml")):
        assert toml_depth(path.read_text()) <= 3


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ('a = "[[[["  # [[[[\nb = [[1], [2]]', 2),
        ("c = '''\n[[[\n'''\n[t]\n[[u]]", 2),
        ('s = """ ] [ \\""" [[ """\nx = [{a = [1]}]', 3),
        ("x = [" * 20, MAX_DEPTH + 1),  # counted only up to the bound
    ],
)
def test_toml_depth_skips_strings_and_comments(text: str, depth: int) -> None:
    assert toml_depth(text) == depth


@given(st.text(alphabet="\"'#\\[]{}a\n", max_size=60))
def test_the_toml_scan_never_starts_again_inside_a_string(text: str) -> None:
    """Every quote or comment sign starts a match, so the scan reads the text once."""
    for i, ch in enumerate(text):
        if ch in "\"'#":
            assert files._TOML_SKIP.match(text, i)
    assert toml_depth(text) >= 0
