"""Broken ruleset files are refused with errors naming the file, the field and the problem."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from explorer import RulesetError, load_ruleset, load_ruleset_file, load_ruleset_text, load_rulesets
from explorer.rules.files import RULESETS_DIR

GOOD = (RULESETS_DIR / "odyssey-2011.toml").read_text(encoding="utf-8")


def _line(start: str) -> str:
    """The whole line of GOOD that starts with `start`, with its newline (a text a reader sees
    is a table of six languages on one line, too long to spell out here)."""
    return next(line + "\n" for line in GOOD.splitlines() if line.startswith(start))


def _broken(tmp_path: Path, text: str, name: str = "broken.toml") -> RulesetError:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset_file(path)
    assert str(info.value).startswith(f"{name}: "), str(info.value)
    return info.value


def test_the_shipped_files_load() -> None:
    assert [r.id for r in load_rulesets()] == [
        "original-2008",
        "odyssey-2011",
        "odyssey-vi",
        "refresh-2021",
        "anniversary-10th",
    ]


def test_a_good_file_loads_from_text_as_a_user_would_upload_it() -> None:
    assert load_ruleset_text(GOOD.encode(), "mine.toml").id == "odyssey-2011"


@pytest.mark.parametrize(
    ("old", "new", "field", "problem"),
    [
        ("year = 2011", 'year = "2011"', "year", "must be an integer, not a string"),
        ("year = 2011", 'year = 2011\ncolour = "red"', "colour", "unknown key"),
        ("year = 2011\n", "", "year", "missing"),
        (
            'value = 3\nbasis = "quoted"\nquote = "De plus',
            'value = -1\nbasis = "quoted"\nquote = "De plus',
            "bonus_cap.value",
            "between 1 and 20",
        ),
        ("value = [3, 12]", "value = [12, 3]", "players[0].value", "impossible range"),
        ("value = [3, 12]", "value = [2, 12]", "players[0].value[0]", "between 3 and 12"),
        (
            "players = [7, 12]\nvalue = 2",
            "players = [8, 12]\nvalue = 2",
            "max_votes",
            "no value for 7 players",
        ),
        (
            "players = [7, 12]\nvalue = 2",
            "players = [6, 12]\nvalue = 2",
            "max_votes",
            "two values for 6 players",
        ),
        (
            'basis = "publisher"\ndocument = "none"\nnote = { en = "Not in this document: the publisher\'s',
            'basis = "publisher"\ndocument = "none"\nnotes = { en = "Not in this document: the publisher\'s',
            "hand_size[1]",
            "unknown key(s): notes",
        ),
        (
            'basis = "quoted"\nquote = "84 grandes',
            'basis = "guessed"\nquote = "84 grandes',
            "decks.basis",
            "must be one of quoted, publisher, decision",
        ),
        (
            'value = "end-when-refill-incomplete"',
            'value = "end-when-bored"',
            "empty_pile.value",
            "must be one of",
        ),
        (
            _line('translation = { en = "In case of a tie, the tied players share the victory."'),
            "",
            "ties",
            "a quote needs an English translation",
        ),
        ("value = [84]", "value = [60]", "decks", "a deck of 60 cannot deal 6 cards to 11 players"),
        (
            'kind = "single-marker"',
            'kind = "double-marker"',
            "extra_finder.value.kind",
            "must be one of",
        ),
        (
            "value = { storyteller = 0, others = 2 }",
            "value = { storyteller = 0 }",
            "all_or_none.value",
            "missing key(s): others",
        ),
        (
            "value = { storyteller = 0, others = 2 }",
            "value = { storyteller = 0, others = true }",
            "all_or_none.value.others",
            "must be an integer, not a boolean",
        ),
    ],
)
def test_broken_fields_are_named(
    tmp_path: Path, old: str, new: str, field: str, problem: str
) -> None:
    assert old in GOOD, old
    err = _broken(tmp_path, GOOD.replace(old, new, 1))
    assert err.field == field, str(err)
    assert problem in err.problem, str(err)


def test_a_quoted_rule_needs_its_quote(tmp_path: Path) -> None:
    text = GOOD.replace(
        'quote = "84 grandes cartes illustrées"\n'
        + _line('translation = { en = "84 large illustrated cards"'),
        "",
    )
    err = _broken(tmp_path, text)
    assert err.field == "decks" and "no quote" in err.problem


def test_a_decision_needs_its_note(tmp_path: Path) -> None:
    text = GOOD.replace('basis = "quoted"\nquote = "En cas', 'basis = "decision"\nquote = "En cas')
    err = _broken(tmp_path, text)
    assert err.field == "ties" and "note" in err.problem


def test_reading_toggle_default_must_match_the_file(tmp_path: Path) -> None:
    text = (RULESETS_DIR / "odyssey-vi.toml").read_text(encoding="utf-8")
    text = text.replace('default = "every-finder"', 'default = "single-marker"')
    err = _broken(tmp_path, text)
    assert err.field == "readings[0].default" and "disagrees" in err.problem


def test_reading_toggle_must_name_a_rule(tmp_path: Path) -> None:
    text = (RULESETS_DIR / "original-2008.toml").read_text(encoding="utf-8")
    text = text.replace('set = { exactly_one_finder = "none" }', 'set = { four_points = "none" }')
    err = _broken(tmp_path, text)
    assert err.field == "readings[0].choices[2].set.four_points"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"\xff\xfe not utf8", "not UTF-8"),
        (b"id = [unclosed", "not valid TOML"),
        (b"", "missing"),
        (b"x" * (300 * 1024), "too large"),
    ],
)
def test_unreadable_files(tmp_path: Path, content: bytes, problem: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_bytes(content)
    with pytest.raises(RulesetError, match=re.escape(problem)):
        load_ruleset_file(path)


def test_missing_file_and_unknown_id(tmp_path: Path) -> None:
    with pytest.raises(RulesetError, match="cannot be read"):
        load_ruleset_file(tmp_path / "nope.toml")
    with pytest.raises(RulesetError, match="not an edition this site knows .*refresh-2021"):
        load_ruleset("refresh-2022")


def test_file_name_must_match_id(tmp_path: Path) -> None:
    (tmp_path / "other-name.toml").write_text(GOOD, encoding="utf-8")
    with pytest.raises(RulesetError, match="file is named other-name.toml"):
        load_rulesets(tmp_path)


def test_rulesets_dir_can_be_pointed_elsewhere(tmp_path: Path) -> None:
    (tmp_path / "odyssey-2011.toml").write_text(GOOD, encoding="utf-8")
    code = "import explorer; print([r.id for r in explorer.load_rulesets()])"
    proc = subprocess.run(
        [sys.executable, "-c", code],
        env={"DIXIT_RULESETS_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == b"['odyssey-2011']"
