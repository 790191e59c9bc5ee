"""The command line speaks the six languages: `--lang` (before or after the command), else the
environment as gettext reads it, else English. Text for people follows it; JSON keys and ids
never do; an unknown language is one clear line listing the six."""

from __future__ import annotations

import argparse
import gettext
import json
from typing import Any

import pytest

from explorer.cli.lang import language_from_env
from explorer.cli.main import main
from explorer.i18n import language
from tests.cli.test_cli import run

EXAMPLE = {
    "ruleset": "refresh-2021",
    "storyteller": "R",
    "votes": {"A": ["R"], "B": ["R"], "C": ["A"], "D": ["C"]},
}


def score_text(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    code, out, err = run(["score", "--format", "text", *args], json.dumps(EXAMPLE).encode(), capsys)
    assert code == 0, err
    return out


# Hand-checked against the French and Russian rulebooks' words (conteur, рассказчик): the round
# of tests/cli/test_cli.py, where A and B find R's card and C and D do not.
FRENCH = [
    "refresh-2021\u00a0: certains joueurs ont trouvé la carte du conteur, pas tous",
    "  R  3  = base 3 + bonus 0 + supplément 0 (conteur)",
    "  A  4  = base 3 + bonus 1 + supplément 0",
    "  C  1  = base 0 + bonus 1 + supplément 0",
    "Pourquoi\u00a0:",
]
RUSSIAN = [
    "refresh-2021: карту рассказчика нашли некоторые, но не все",
    "  R  3  = основные 3 + бонус 0 + доп. 0 (рассказчик)",
    "  A  4  = основные 3 + бонус 1 + доп. 0",
    "Почему так:",
]


def test_score_text_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    out = score_text(["--lang", "fr"], capsys)
    for line in FRENCH:
        assert line in out.splitlines(), line
    assert "Каждый игрок, кроме рассказчика" in out  # the rule quoted in its own language


def test_score_text_in_russian_with_lang_before_the_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run(
        ["--lang", "ru", "score", "--format", "text"], json.dumps(EXAMPLE).encode(), capsys
    )
    assert code == 0, err
    for line in RUSSIAN:
        assert line in out.splitlines(), line
    assert "storyteller" not in out.split("Почему так:")[0]  # the steps are the engine's


def test_the_three_outcomes_are_whole_sentences(capsys: pytest.CaptureFixture[str]) -> None:
    everyone = {**EXAMPLE, "votes": {"A": ["R"], "B": ["R"], "C": ["R"], "D": ["C"]}}
    nobody = {**EXAMPLE, "votes": {"A": ["B"], "B": ["A"], "C": ["A"], "D": ["C"]}}
    all_found = {**EXAMPLE, "votes": {"A": ["R"], "B": ["R"], "C": ["R"], "D": ["R"]}}
    lines = b"\n".join(json.dumps(x).encode() for x in (everyone, nobody, all_found))
    code, out, _ = run(["score", "--format", "text", "--lang=fr"], lines, capsys)
    assert code == 0
    assert "refresh-2021\u00a0: personne n’a trouvé la carte du conteur" in out
    assert "refresh-2021\u00a0: tous les joueurs ont trouvé la carte du conteur" in out


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "ru_RU.utf8"}, "ru"),
        ({"LC_MESSAGES": "vi_VN", "LANG": "fr_FR.UTF-8"}, "vi"),
        ({"LC_ALL": "nl_NL.UTF-8", "LC_MESSAGES": "vi_VN", "LANG": "fr_FR"}, "nl"),
        ({"LANGUAGE": "pt_BR:fr", "LC_ALL": "ru_RU.UTF-8"}, "pt"),
        ({"LANGUAGE": "de:fr", "LANG": "ru_RU.UTF-8"}, "fr"),  # the first of the six listed
        ({"LANGUAGE": "de", "LANG": "ru_RU.UTF-8"}, "ru"),  # none of the six: the locale decides
        ({"LC_ALL": "C.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"),  # the first set variable decides
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "sr_RS@latin"}, "en"),
        ({"LANG": "fr_CA.ISO-8859-1@euro"}, "fr"),
        ({"LANG": "x" * 500}, "en"),
    ],
)
def test_the_environment_chooses_as_gettext_does(env: dict[str, str], expected: str) -> None:
    assert language_from_env(env) == expected


def test_the_environment_is_the_default_and_lang_wins(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert "Pourquoi\u00a0:" in score_text([], capsys)
    assert "Почему так:" in score_text(["--lang", "ru"], capsys)
    assert "Why:" in score_text(["--lang", "en"], capsys)


@pytest.mark.parametrize("args", [["--lang", "xx", "rulesets"], ["rulesets", "--lang=de"]])
def test_an_unknown_language_is_one_line_listing_the_six(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(args, b"", capsys)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1
    for name in ("en (English)", "fr (Français)", "ru (Русский)", "vi (Tiếng Việt)"):
        assert name in err
    assert "pt (Português)" in err and "nl (Nederlands)" in err
    assert "Traceback" not in err


def test_an_unknown_language_is_said_in_the_environments_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    code, _, err = run(["--lang", "klingon", "rulesets"], b"", capsys)
    assert code == 2 and err.startswith("erreur\u00a0: langue inconnue 'klingon'")


def test_json_keeps_english_keys_and_ids_while_errors_follow_the_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(["score", "--lang", "ru"], json.dumps(EXAMPLE).encode(), capsys)
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"ruleset", "outcome", "points", "breakdown"}
    assert data["outcome"] == "some" and data["breakdown"]["A"] == {
        "base": 3,
        "bonus": 1,
        "extra": 0,
    }
    code, out, _ = run(["score", "--lang", "ru"], b'{"ruleset": "refresh-2021"}', capsys)
    assert code == 2 and json.loads(out) == {"error": "нет ключа: storyteller"}
    code, out, _ = run(["rulesets", "--json", "--lang", "fr"], b"", capsys)
    ids = [r["id"] for r in json.loads(out)]
    assert "refresh-2021" in ids


def test_every_command_takes_lang_and_its_help_follows(capsys: pytest.CaptureFixture[str]) -> None:
    for args in (
        ["rulesets", "--lang", "vi"],
        ["validate", "--lang", "vi", "rulesets/refresh-2021.toml"],
        [
            "simulate",
            "rounds",
            "--lang",
            "vi",
            "--ruleset",
            "refresh-2021",
            "--players",
            "4",
            "--rounds",
            "100",
        ],
        [
            "simulate",
            "--lang",
            "vi",
            "games",
            "--ruleset",
            "refresh-2021",
            "--players",
            "4",
            "--games",
            "5",
        ],
    ):
        code, _, err = run(args, b"", capsys)
        assert code == 0, (args, err)
    code, out, _ = run(["validate", "--lang", "vi", "rulesets/refresh-2021.toml"], b"", capsys)
    assert "3–8 người chơi" in out
    with pytest.raises(SystemExit):
        main(["score", "--help", "--lang", "fr"])
    out = capsys.readouterr().out
    assert out.startswith("utilisation\u00a0: ") and "afficher cette aide et quitter" in out
    with pytest.raises(SystemExit):
        main(["--lang", "ru", "--help"])
    assert "подсчитать очки ходов" in capsys.readouterr().out


def test_argparse_errors_speak_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["--lang", "fr", "frobnicate"], b"", capsys)
    assert code == 2 and "choix invalide\u00a0: 'frobnicate'" in err
    code, _, err = run(["simulate", "rounds", "--ruleset", "x", "--lang", "nl"], b"", capsys)
    assert code == 2 and "de volgende argumenten zijn verplicht: --players" in err


def test_the_command_leaves_the_callers_language_and_argparse_as_they_were(
    capsys: pytest.CaptureFixture[str],
) -> None:
    score_text(["--lang", "ru"], capsys)
    assert language() == "en"
    module: Any = argparse
    assert module._ is gettext.gettext
