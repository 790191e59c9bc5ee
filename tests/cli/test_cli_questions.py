"""`python -m explorer questions`: the same answers as the page, for a box or every edition, as
text or JSON, found by words, in the language asked for; bad arguments are one line, status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from explorer.questions import IDS, QUESTIONS
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house import build_house
from explorer.rules.write import to_toml
from tests.cli.test_cli import run


def _json(args: list[str], capsys: pytest.CaptureFixture[str]) -> dict:  # type: ignore[type-arg]
    code, out, err = run(["questions", "--format", "json", *args], b"", capsys)
    assert code == 0, err
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_every_question_for_every_edition(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json([], capsys)
    assert data["rulesets"] == [r.id for r in load_rulesets()]
    assert [q["id"] for q in data["questions"]] == list(IDS)
    for q in data["questions"]:
        assert [a["ruleset"] for a in q["answers"]] == data["rulesets"]
        assert all(a["answer"] and a["status"] for a in q["answers"])


def test_one_box_and_one_question(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(["--box", "refresh-2021", "--id", "three-player-draw"], capsys)
    (q,) = data["questions"]
    (a,) = q["answers"]
    assert a["ruleset"] == "refresh-2021" and a["status"] == "quoted"
    assert a["values"]["cards_handed_in@3"] == 2 and a["values"]["hand_size@3"] == 7
    assert any(s["quote"] and s["quote"].startswith("При доборе") for s in a["sources"])
    assert q["link"] == {
        "page": "compare",
        "params": {"rule": "hand_size"},
        "label": "Compare this rule in every edition",
    }


def test_search_finds_the_question_first(capsys: pytest.CaptureFixture[str]) -> None:
    data = _json(["--search", "can we play with two"], capsys)
    assert data["questions"][0]["id"] == "two-players" and data["questions"][0]["score"] > 0
    long = _json(["--search", "conteur " * 100], capsys)
    assert long["truncated"] is True


def test_no_match_offers_the_most_asked_questions_and_the_groups(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(["questions", "--search", "zzzqqq"], b"", capsys)
    assert code == 0
    assert "No question matches: try other words, or one of these." in out
    assert "[--id everybody-found]" in out and "Scoring: how-scoring, everybody-found" in out


def test_words_of_another_language_are_searched_in_english(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(["questions", "--search", "Erzähler Punkte"], b"", capsys)
    assert code == 0 and out.startswith("Searched in English for: erzahler → storyteller")
    data = _json(["--search", "스토리텔러 점수"], capsys)
    assert data["searched_in_english"] == [["스토리텔러", "storyteller"], ["점수", "points"]]
    assert data["questions"]


def test_text_groups_the_editions_that_say_the_same(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["questions", "--id", "everybody-found"], b"", capsys)
    assert code == 0
    assert "Everybody found the storyteller's card: is it 3 + 2?  [everybody-found]" in out
    assert "not 3 + 2" in out and "→ Score this round on the Score page: /score?" in out
    code, out, _ = run(["questions"], b"", capsys)
    assert code == 0 and out.count("## ") == 8 and all(f"[{q.id}]" in out for q in QUESTIONS)


def test_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        ["questions", "--lang", "fr", "--box", "odyssey-2011", "--search", "conteur voter"],
        b"",
        capsys,
    )
    assert code == 0
    assert out.splitlines()[1] == "Le conteur peut-il voter\u202f?  [storyteller-vote]"
    assert "notre lecture" in out  # "Chacun vote…" is read, not quoted


def test_house_rules_from_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ours.toml"
    path.write_text(to_toml(build_house(load_ruleset("refresh-2021"), {"bonus_cap": 4})))
    data = _json(["--ruleset-file", str(path), "--id", "bonus-cap"], capsys)
    assert "at most 4 bonus points" in data["questions"][0]["answers"][0]["answer"]


@pytest.mark.parametrize(
    "args",
    [
        ["--box", "monopoly"],
        ["--id", "nope"],
        ["--format", "xml"],
        ["--box", "x", "--ruleset-file", "y"],
    ],
)
def test_bad_arguments_are_one_line(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["questions", *args], b"", capsys)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_a_bad_ruleset_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("id = 3")
    code, out, err = run(["questions", "--ruleset-file", str(path)], b"", capsys)
    assert code == 2 and out == "" and err.startswith("error: ")
