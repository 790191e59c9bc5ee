"""Input that used to end the command line in a traceback or a hang (issue #10): each now gets
one clear message naming what is wrong, exit status 2, and the good input beside it still works.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer.errors import RulesetError
from explorer.rules import files, toml_text
from explorer.rules.files import load_ruleset_file
from explorer.rules.toml_text import MAX_DEPTH, toml_depth
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
            assert toml_text._TOML_SKIP.match(text, i)
    assert toml_depth(text) >= 0


# --- every command's ruleset-file argument under hostile files (issue 19) ------------------------
REFRESH = SHIPPED.read_text(encoding="utf-8")
HOSTILE_FILES: dict[str, tuple[bytes, str]] = {
    "dotted.toml": (("a." * 12_000 + "a = 1\n").encode(), "has a key of 12,001 dotted parts"),
    "header.toml": (("[" + ".".join(["a"] * 120_000) + "]").encode(), "120,000 dotted parts"),
    "year310.toml": (
        REFRESH.replace("year = 2021", "year = " + "9" * 310).encode(),
        "year: is a number 310 characters long",
    ),
    "year5000.toml": (
        REFRESH.replace("year = 2021", "year = " + "9" * 5000).encode(),
        "year: is a number 5,000 characters long",
    ),
    "cap.toml": (
        REFRESH.replace("value = 30", "value = " + "1" * 400).encode(),
        "score_target.value: is a number 400 characters long",
    ),
    "inf.toml": (REFRESH.replace("year = 2021", "year = 1e400").encode(), "year: must be an"),
    "junk.toml": (bytes(range(256)) * 4, "is not UTF-8 text"),
    "latin1.toml": ("name = 'Café'".encode("latin-1"), "is not UTF-8 text"),
    "nul.toml": (b"id = 1\x00\n", "is not valid TOML"),
    "huge.toml": (b"#" * (4 * files.MAX_FILE_BYTES), "is too large"),
    "keys.toml": (b'"\\u001b[2J" = 1\n' + SHIPPED.read_bytes(), "'\\x1b[2J': unknown key"),
}
VOTES = json.dumps(EXAMPLE).encode()


def _hostile(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    path.write_bytes(HOSTILE_FILES[name][0])
    return path


@pytest.mark.parametrize("name", list(HOSTILE_FILES))
def test_validate_gives_one_line_for_each_hostile_file(tmp_path: Path, name: str, capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(["validate", str(_hostile(tmp_path, name))], b"", capsys)
    assert code == 2 and not err
    (line,) = out.splitlines()
    assert line.startswith(f"error: {name}: ") and HOSTILE_FILES[name][1] in line, line
    assert "\x1b" not in line


@pytest.mark.parametrize("name", list(HOSTILE_FILES))
@pytest.mark.parametrize("fmt", ["json", "text"])
def test_score_gives_one_line_for_each_hostile_ruleset_file(  # type: ignore[no-untyped-def]
    tmp_path: Path, name: str, fmt: str, capsys
) -> None:
    args = ["score", "--format", fmt, "--ruleset-file", str(_hostile(tmp_path, name))]
    code, out, err = run(args, VOTES, capsys)
    assert code == 2 and not err
    (line,) = out.splitlines()
    message = json.loads(line)["error"] if fmt == "json" else line.removeprefix("error: ")
    assert message.startswith(f"{name}: ") and HOSTILE_FILES[name][1] in message, message


@pytest.mark.parametrize("name", list(HOSTILE_FILES))
@pytest.mark.parametrize("kind", ["rounds", "games"])
def test_simulate_gives_one_line_for_each_hostile_ruleset_file(  # type: ignore[no-untyped-def]
    tmp_path: Path, name: str, kind: str, capsys
) -> None:
    path = str(_hostile(tmp_path, name))
    args = ["simulate", kind, "--ruleset-file", path, "--players", "4", f"--{kind}", "10"]
    code, out, err = run(args, b"", capsys)
    assert code == 2 and not out
    (line,) = err.splitlines()
    assert line.startswith(f"error: {name}: ") and HOSTILE_FILES[name][1] in line, line


def test_a_ruleset_file_with_a_byte_order_mark_works_in_every_command(  # type: ignore[no-untyped-def]
    tmp_path: Path, capsys
) -> None:
    bom = tmp_path / "notepad.toml"
    bom.write_bytes(b"\xef\xbb\xbf" + SHIPPED.read_bytes())
    code, out, _err = run(["validate", str(bom)], b"", capsys)
    assert code == 0 and out.startswith("ok: ")
    code, out, _err = run(["score", "--ruleset-file", str(bom)], VOTES, capsys)
    assert code == 0 and json.loads(out)["points"]["R"] == 3
    for kind in ("rounds", "games"):
        args = ["simulate", kind, "--ruleset-file", str(bom), "--players", "4", f"--{kind}", "10"]
        code, out, _err = run(args, b"", capsys)
        assert code == 0 and json.loads(out)["ruleset"] == "refresh-2021"


def test_the_real_command_prints_no_traceback_for_hostile_files(tmp_path: Path) -> None:
    """The installed entry point, end to end: one line per file and exit status 2."""
    paths = [str(_hostile(tmp_path, name)) for name in HOSTILE_FILES]
    done = subprocess.run(
        [sys.executable, "-m", "explorer", "validate", *paths, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "LANGUAGE": "en"},
        check=False,
    )
    assert done.returncode == 2 and not done.stderr, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert len(lines) == len(paths) + 1 and all(line.startswith("error: ") for line in lines)
