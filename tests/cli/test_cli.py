"""The command line: `python -m explorer rulesets` and `score`; never a traceback."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer.cli.main import main
from tests.conftest import ROOT

EXAMPLE = {
    "ruleset": "refresh-2021",
    "storyteller": "R",
    "votes": {"A": ["R"], "B": ["R"], "C": ["A"], "D": ["C"]},
}


def run(args: list[str], stdin: bytes = b"", capsys=None) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    """Run the CLI in-process with `stdin` as raw bytes."""

    class In:
        buffer = io.BytesIO(stdin)

    old = sys.stdin
    sys.stdin = In()  # type: ignore[assignment]
    try:
        code = main(args)
    finally:
        sys.stdin = old
    out, err = capsys.readouterr()
    return code, out, err


def test_score_one_object(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(["score"], json.dumps(EXAMPLE).encode(), capsys)
    assert code == 0
    (line,) = out.splitlines()
    assert json.loads(line) == {
        "ruleset": "refresh-2021",
        "outcome": "some",
        "points": {"R": 3, "A": 4, "B": 3, "C": 1, "D": 0},
        "breakdown": {
            "R": {"base": 3, "bonus": 0, "extra": 0},
            "A": {"base": 3, "bonus": 1, "extra": 0},
            "B": {"base": 3, "bonus": 0, "extra": 0},
            "C": {"base": 0, "bonus": 1, "extra": 0},
            "D": {"base": 0, "bonus": 0, "extra": 0},
        },
    }


def test_score_pretty_printed_object(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(["score"], json.dumps(EXAMPLE, indent=2).encode(), capsys)
    assert code == 0 and json.loads(out)["points"]["A"] == 4


def test_score_json_lines_with_an_invalid_line(capsys) -> None:  # type: ignore[no-untyped-def]
    lines = [
        json.dumps(EXAMPLE),
        "{not json",
        json.dumps({**EXAMPLE, "votes": {"A": ["A"], "B": ["R"], "C": ["A"], "D": ["C"]}}),
        json.dumps(
            {
                **EXAMPLE,
                "ruleset": "original-2008",
                "players": ["R", "A", "B", "C", "D"],
                "options": {"contando-reach": "all-counts"},
                "votes": {"A": ["R"], "B": ["A"], "C": ["A"], "D": ["C"]},
            }
        ),
    ]
    code, out, _ = run(["score"], "\n".join(lines).encode(), capsys)
    assert code == 2
    results = [json.loads(x) for x in out.splitlines()]
    assert len(results) == 4
    assert results[0]["points"]["A"] == 4
    assert "line 2" in results[1]["error"] and "JSON" in results[1]["error"]
    assert "own card" in results[2]["error"]
    assert results[3]["points"] == {"R": 4, "A": 6, "B": 0, "C": 1, "D": 0}


@pytest.mark.parametrize(
    ("obj", "message"),
    [
        ({**EXAMPLE, "ruleset": "dixit-9000"}, "not an edition this site knows"),
        ({**EXAMPLE, "ruleset": 7}, "ruleset must be"),
        ({**EXAMPLE, "votes": {"A": "R"}}, "must be a list"),
        ({**EXAMPLE, "votes": ["A"]}, "votes must be an object"),
        ({**EXAMPLE, "options": {"nope": "x"}}, "no reading toggle"),
        ({**EXAMPLE, "colour": "red"}, "unknown key"),
        ({"ruleset": "refresh-2021"}, "missing key: storyteller"),
        ([1, 2, 3], "JSON object"),
        ({**EXAMPLE, "storyteller": 3}, "storyteller must be a non-empty player name"),
    ],
)
def test_score_errors(obj: object, message: str, capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(["score"], json.dumps(obj).encode(), capsys)
    assert code == 2
    assert message in json.loads(out)["error"]


def test_score_text_format_explains(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(["score", "--format", "text"], json.dumps(EXAMPLE).encode(), capsys)
    assert code == 0
    assert "A  4  = base 3 + bonus 1 + extra 0" in out
    assert "Каждый игрок, кроме рассказчика" in out  # the quoted rule, in Russian


@pytest.mark.parametrize(
    "stdin",
    [b"", b"\xff\xfe\x00", b"[" * 100_000, b'{"a": ' * 50_000, b"x" * (2 * 1024 * 1024), b"\n\n\n"],
)
def test_hostile_input_never_crashes(stdin: bytes, capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(["score"], stdin, capsys)
    assert code == 2
    assert "Traceback" not in out + err
    assert all("error" in json.loads(line) for line in out.splitlines())


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
request_like = st.fixed_dictionaries(
    {},
    optional={
        "ruleset": st.sampled_from(["refresh-2021", "odyssey-vi", "x"]) | json_values,
        "storyteller": st.sampled_from(["R", "A"]) | json_values,
        "votes": st.dictionaries(
            st.sampled_from(["A", "B", "C", "R"]),
            st.lists(st.sampled_from(["A", "B", "R"]), max_size=3) | json_values,
            max_size=4,
        )
        | json_values,
        "players": st.lists(st.sampled_from(["R", "A", "B", "C"]), max_size=5) | json_values,
        "options": st.dictionaries(st.text(max_size=5), json_values, max_size=2) | json_values,
    },
)


@given(st.lists(request_like | json_values, min_size=1, max_size=4))
def test_random_json_never_crashes_the_cli(objs: list[object]) -> None:
    stdin = "\n".join(json.dumps(o) for o in objs).encode()
    out = io.StringIO()

    class In:
        buffer = io.BytesIO(stdin)

    old_in, old_out = sys.stdin, sys.stdout
    sys.stdin, sys.stdout = In(), out  # type: ignore[assignment]
    try:
        code = main(["score"])
    finally:
        sys.stdin, sys.stdout = old_in, old_out
    assert code in (0, 2)
    lines = [json.loads(x) for x in out.getvalue().split("\n") if x]
    assert lines
    assert (code == 2) == any("error" in x for x in lines)


def test_rulesets_json(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(["rulesets", "--json"], b"", capsys)
    assert code == 0
    data = {r["id"]: r for r in json.loads(out)}
    assert data["odyssey-2011"]["players"] == [3, 12]
    assert data["odyssey-2011"]["max_votes"]["7"] == 2
    assert data["refresh-2021"]["bonus_cap"] is None
    assert data["original-2008"]["score_target"] is None
    assert data["odyssey-vi"]["readings"]["vi-extra-point"]["default"] == "every-finder"


def test_rulesets_text_and_bad_arguments(capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(["rulesets"], b"", capsys)
    assert code == 0 and "odyssey-vi" in out and "bonus cap 3" in out
    code, out, err = run(["frobnicate"], b"", capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "invalid choice" in err


def test_rulesets_say_the_highest_total_wins_once_the_turn_is_scored(capsys) -> None:  # type: ignore[no-untyped-def]
    """A score target ends the game after the turn that reaches it, and the highest total wins
    (2021: "Игра завершается в конце хода…"; not "first to 30 wins", issue 34)."""
    code, out, _ = run(["rulesets"], b"", capsys)
    assert code == 0 and "first to" not in out
    refresh = out.split("refresh-2021", 1)[1].split("\n")[1]
    assert "the turn that takes someone to 30 points, and the highest total wins" in refresh


def test_module_entry_point_runs_as_a_subprocess() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "explorer", "score"],
        input=json.dumps(EXAMPLE).encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["points"]["R"] == 3


def test_engine_imports_without_streamlit() -> None:
    code = (
        "import sys; sys.modules['streamlit'] = None; sys.modules['plotly'] = None; "
        "import explorer, explorer.cli.main; print(explorer.score_round('refresh-2021', 'R', "
        "{'A': ['R'], 'B': ['A'], 'C': ['A']}).points)"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, cwd=ROOT, timeout=60, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert b"'A': 5" in proc.stdout


def test_json_lines_never_contain_a_line_separator(capsys) -> None:  # type: ignore[no-untyped-def]
    obj = {**EXAMPLE, "storyteller": "R\u2028\x85"}
    code, out, _ = run(["score"], json.dumps(obj).encode(), capsys)
    assert code == 2
    assert len(out.splitlines()) == 1


def test_validate_and_score_with_a_user_ruleset(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    text = (ROOT / "rulesets" / "refresh-2021.toml").read_text(encoding="utf-8")
    mine = tmp_path / "house-rules.toml"
    mine.write_text(
        text.replace('id = "refresh-2021"', 'id = "house-rules"').replace(
            'value = "none"\nbasis = "quoted"\nquote = "Ограничения',
            'value = 1\nbasis = "decision"\nnote = "House rule."\nquote = "Ограничения',
        ),
        encoding="utf-8",
    )
    code, out, _ = run(["validate", str(mine)], b"", capsys)
    assert code == 0 and out.startswith("ok: ") and "house-rules" in out
    request = {
        **EXAMPLE,
        "ruleset": "house-rules",
        "votes": {"A": ["B"], "B": ["A"], "C": ["A"], "D": ["A"]},
    }
    code, out, _ = run(["score", "--ruleset-file", str(mine)], json.dumps(request).encode(), capsys)
    assert code == 0, out
    assert (
        json.loads(out)["points"]["A"] == 2 + 1
    )  # three votes, bonus capped at 1 by the house rule

    broken = tmp_path / "broken.toml"
    broken.write_text(text.replace("year = 2021", "year = 'soon'"), encoding="utf-8")
    code, out, _ = run(["validate", str(mine), str(broken)], b"", capsys)
    assert code == 2
    assert "error: broken.toml: year: must be an integer, not a string" in out
    code, out, _ = run(
        ["score", "--ruleset-file", str(broken)], json.dumps(EXAMPLE).encode(), capsys
    )
    assert code == 2 and "broken.toml: year" in json.loads(out)["error"]
