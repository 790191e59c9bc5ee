"""`python -m explorer game FILE`: a whole game's rounds, totals, end and winners, as the issue
specifies, and every bad file refused with one line on stderr and exit status 2."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from explorer.cli import game_cmd
from explorer.rules.files import load_rulesets
from explorer.rules.house_text import house_from_text
from explorer.rules.write import to_toml
from tests.cli.test_cli import run

GAME = {
    "players": ["Ana", "Ben", "Cleo", "Dan"],
    "deck": 84,
    "rounds": [
        {"storyteller": "Ana", "votes": {"Ben": ["Ana"], "Cleo": ["Ben"], "Dan": ["Ana"]}},
        {"storyteller": "Ben", "votes": {"Ana": ["Cleo"], "Cleo": ["Ben"], "Dan": ["Cleo"]}},
    ],
}


def write(tmp_path: Path, game: Any, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(game if isinstance(game, str) else json.dumps(game), encoding="utf-8")
    return str(path)


def all_found(players: list[str], teller: int) -> dict[str, Any]:
    st = players[teller]
    return {"storyteller": st, "votes": {p: [st] for p in players if p != st}}


def test_one_ruleset_as_json(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(["game", write(tmp_path, GAME), "--ruleset", "refresh-2021"], b"", capsys)
    assert code == 0 and not err
    assert json.loads(out) == {
        "ruleset": "refresh-2021",
        "totals": {"Ana": 3, "Ben": 7, "Cleo": 5, "Dan": 3},
        "rounds": [
            {
                "storyteller": "Ana",
                "points": {"Ana": 3, "Ben": 4, "Cleo": 0, "Dan": 3},
                "totals": {"Ana": 3, "Ben": 4, "Cleo": 0, "Dan": 3},
            },
            {
                "storyteller": "Ben",
                "points": {"Ana": 0, "Ben": 3, "Cleo": 5, "Dan": 0},
                "totals": {"Ana": 3, "Ben": 7, "Cleo": 5, "Dan": 3},
            },
        ],
        "over": None,
        "winners": None,
    }


def test_the_end_and_the_winners(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    players = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"]
    game = {"players": players, "rounds": [all_found(players, k % 6) for k in range(8)]}
    code, out, _ = run(["game", write(tmp_path, game), "--ruleset", "original-2008"], b"", capsys)
    result = json.loads(out)
    assert code == 0
    assert result["over"] == {"after_round": 8, "reason": "pile", "reasons": ["pile"]}
    assert result["winners"] == ["Cleo", "Dan", "Eve", "Fay"]  # 14 each; Ana and Ben told twice
    assert result["totals"] == {"Ana": 12, "Ben": 12, "Cleo": 14, "Dan": 14, "Eve": 14, "Fay": 14}


def test_a_round_after_the_end_exits_2_with_the_reason(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    players = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"]
    game = {"players": players, "rounds": [all_found(players, k % 6) for k in range(9)]}
    code, out, err = run(["game", write(tmp_path, game), "--ruleset", "original-2008"], b"", capsys)
    assert code == 2 and not out
    assert err.startswith("error: Round 9: the game was already over after round 8.")
    assert "The last card of the draw pile was drawn after round 8" in err


def test_an_illegal_round_exits_2_naming_it(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    game = {**GAME, "rounds": [{"storyteller": "Ana", "votes": {"Ben": ["Ben"]}}]}
    code, _, err = run(["game", write(tmp_path, game), "--ruleset", "refresh-2021"], b"", capsys)
    assert code == 2 and err.startswith("error: Round 1: Ben cannot vote for their own card.")
    game = {**GAME, "rounds": [{"storyteller": "Ana", "votes": {"Ben": ["Zed"]}}]}
    code, _, err = run(["game", write(tmp_path, game), "--ruleset", "refresh-2021"], b"", capsys)
    assert code == 2 and "Round 1: Ben voted for 'Zed', who is not at the table." in err
    two = {
        **GAME,
        "rounds": [
            {
                **GAME["rounds"][0],
                "votes": {"Ben": ["Ana", "Cleo"], "Cleo": ["Ben"], "Dan": ["Ana"]},
            }
        ],
    }  # type: ignore[dict-item]
    code, _, err = run(["game", write(tmp_path, two), "--ruleset", "refresh-2021"], b"", capsys)
    assert code == 2 and "Round 1: Ben cast 2 votes" in err


def test_every_edition_side_by_side(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    players = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus"]
    game = {
        "players": players,
        "rounds": [
            {
                "storyteller": "Ana",
                "votes": {
                    "Ben": ["Ana"],
                    "Cleo": ["Ben", "Ana"],
                    **{p: ["Ben"] for p in players[3:]},
                },
            }
        ],
    }
    code, out, _ = run(["game", write(tmp_path, game)], b"", capsys)
    result = json.loads(out)
    assert code == 0
    assert list(result["rulesets"]) == [r.id for r in load_rulesets()]
    assert result["rulesets"]["original-2008"]["stopped"]["round"] == 0
    assert result["rulesets"]["refresh-2021"]["stopped"] == {
        "round": 1,
        "rule": "max_votes",
        "error": "Round 1: Cleo cast 2 votes, but at 7 players each voter has one vote.",
    }
    odyssey = result["rulesets"]["odyssey-2011"]
    assert odyssey["stopped"] is None
    assert odyssey["totals"]["Ben"] == 3 + 3 + 1  # found with one marker (+1 extra); bonus capped
    assert result["first_difference"]["round"] == 1


def test_text_for_people(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    args = ["game", write(tmp_path, GAME), "--ruleset", "refresh-2021", "--format", "text"]
    code, out, _ = run(args, b"", capsys)
    assert code == 0
    assert "Round 1: Ana tells" in out
    assert "  Ben +4: found the card (3 points); 1 vote on their card (+1)." in out
    assert "  Totals: Ana 3, Ben 7, Cleo 5, Dan 3" in out
    assert out.rstrip().endswith("an empty draw pile is shuffled again from the discards.")
    code, out, _ = run(["game", write(tmp_path, GAME), "--format", "text"], b"", capsys)
    assert code == 0 and "Dixit (2008) (original-2008)" in out
    assert "Every edition that can play this table scores every round alike." in out


def test_stdin_and_a_ruleset_file(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    house = tmp_path / "ours.toml"
    house.write_text(to_toml(house_from_text("refresh-2021~cap:1")), encoding="utf-8")
    code, out, _ = run(
        ["game", "-", "--ruleset-file", str(house)], json.dumps(GAME).encode(), capsys
    )
    assert code == 0
    assert json.loads(out)["totals"] == {
        "Ana": 3,
        "Ben": 7,
        "Cleo": 4,
        "Dan": 3,
    }  # Cleo's +2 capped


# --- bad input ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "message"),
    [
        ("[1, 2]", "a game is a JSON object with players, deck and rounds"),
        ('{"players": ["A", "B", "C"], "seed": 1}', "unknown key(s): seed"),
        ('{"players": "ABC"}', "players must be a list of at most 12 names"),
        ('{"players": ["A", "B", "C"], "deck": 85}', "deck must be one of 84, 168, 252"),
        ('{"players": ["A", "B", "C"], "deck": true}', "deck must be one of"),
        ('{"players": ["A", "B"]}', "A table has 3 to 12 players, not 2."),
        ('{"players": ["A", "a", "C"]}', "'A' and 'a' are one name twice"),
        ('{"players": ["A,B", "C", "D"]}', "cannot contain a comma"),
        ('{"players": ["' + "x" * 41 + '", "C", "D"]}', "too long (41 characters; at most 40)"),
        ('{"players": ["A", "B", "C"], "rounds": [7]}', "round 1 must be an object"),
        (
            '{"players": ["A", "B", "C"], "rounds": [{"storyteller": "Z"}]}',
            "Round 1: The storyteller, Z, is not at the table.",
        ),
        (
            '{"players": ["A", "B", "C"], "rounds": [{"storyteller": "A", "votes": 3}]}',
            "Round 1: votes must map",
        ),
        ('{"players": ["A", "B", "C"]', "is not valid JSON"),
        ("[" * 100 + "]" * 100, "nests more than 5 levels deep"),
        ('{"players": ["\\udfff"]}', "lone surrogate"),
    ],
)
def test_bad_files_get_one_line_and_exit_2(tmp_path: Path, capsys, game: str, message: str) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(["game", write(tmp_path, game), "--ruleset", "odyssey-2011"], b"", capsys)
    assert code == 2 and not out
    assert len(err.strip().splitlines()) == 1 and message in err


def test_too_many_rounds_are_refused_before_scoring(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    rounds = [all_found(GAME["players"], 0)] * 101  # type: ignore[arg-type]
    code, _, err = run(["game", write(tmp_path, {**GAME, "rounds": rounds})], b"", capsys)
    assert code == 2 and "rounds must be a list of at most 100 rounds" in err


def test_size_devices_and_unknown_rulesets(tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(game_cmd, "MAX_FILE_BYTES", 1000)
    code, _, err = run(["game", write(tmp_path, " " * 2000 + "{}")], b"", capsys)
    assert code == 2 and "too large (more than 1000 bytes)" in err
    code, _, err = run(["game", "/dev/zero"], b"", capsys)
    assert code == 2 and "/dev/zero is not a regular file" in err
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    code, _, err = run(["game", str(fifo)], b"", capsys)
    assert code == 2 and "is not a regular file" in err
    code, _, err = run(["game", str(tmp_path / "nope.json")], b"", capsys)
    assert code == 2 and "cannot be read" in err
    (tmp_path / "latin.json").write_bytes(b'{"players": ["\xe9"]}')
    code, _, err = run(["game", str(tmp_path / "latin.json")], b"", capsys)
    assert code == 2 and "not UTF-8 text" in err
    code, _, err = run(["game", write(tmp_path, GAME), "--ruleset", "nope"], b"", capsys)
    assert code == 2 and "nope" in err


def test_the_game_in_french_and_russian(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    args = ["game", write(tmp_path, GAME), "--ruleset", "refresh-2021", "--format", "text"]
    code, out, _ = run([*args, "--lang", "fr"], b"", capsys)
    assert code == 0
    assert "Tour 1\u00a0: Ana est le conteur" in out
    assert "Ana +3 (conteur)\u00a0: certains ont trouvé sa carte, pas tous." in out
    code, out, _ = run([*args, "--lang", "ru"], b"", capsys)
    assert "Ход 1: рассказчик — Ana" in out and "Итого: Ana 3, Ben 7, Cleo 5, Dan 3" in out
    players = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"]
    game = {"players": players, "rounds": [all_found(players, k % 6) for k in range(9)]}
    code, _, err = run(
        ["game", write(tmp_path, game), "--ruleset", "original-2008", "--lang", "fr"], b"", capsys
    )
    assert code == 2 and "Tour 9\u00a0: la partie était déjà terminée après le tour 8." in err
