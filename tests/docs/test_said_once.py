"""Small things said once: a whole number among parsed values is `explorer.text.numbers.is_whole`,
names and clauses in a sentence are `explorer.i18n.join_list` and `semicolons` themselves (no
wrapper of one call), and a player range is worded by `explorer.text.names.players_words`."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from explorer.i18n import using
from explorer.text.names import players_words
from explorer.text.numbers import is_whole
from tests.conftest import ROOT

SOURCES = sorted((ROOT / "explorer").rglob("*.py"))
# `isinstance(x, bool) or not isinstance(x, int)` and `isinstance(x, int) and not isinstance(x,
# bool)`, written by hand
BY_HAND = re.compile(
    r"isinstance\(([\w.]+), bool\) or not isinstance\(\1, int\)"
    r"|isinstance\(([\w.]+), int\) and not isinstance\(\2, bool\)"
)
RANGE = re.compile(r"\{low\}–\{(high|n)\} player\"")


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def test_the_whole_number_check_is_written_once() -> None:
    found = [_rel(p) for p in SOURCES if BY_HAND.search(p.read_text(encoding="utf-8"))]
    assert found == ["explorer/text/numbers.py"]


@pytest.mark.parametrize(
    ("value", "whole"),
    [
        *((n, True) for n in (0, -3, 10**30)),
        *((v, False) for v in (True, False, 1.0, "1", None, [1])),
    ],
)
def test_is_whole(value: object, whole: bool) -> None:
    assert is_whole(value) is whole


def _forwards(node: ast.FunctionDef) -> str:
    """The function `node` only passes its own arguments on to, unchanged ("" for none)."""
    body = [n for n in node.body if not isinstance(n, ast.Expr)]  # its docstring
    if len(body) != 1 or not isinstance(body[0], ast.Return):
        return ""
    call = body[0].value
    if not isinstance(call, ast.Call) or call.keywords:
        return ""
    given = [a.arg for a in node.args.args]
    passed = [a.id if isinstance(a, ast.Name) else "" for a in call.args]
    return ast.unparse(call.func) if given and passed == given else ""


def test_no_function_only_passes_its_arguments_to_join_list_or_semicolons() -> None:
    wrappers = [
        f"{_rel(path)}:{node.name}"
        for path in SOURCES
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef)
        and _forwards(node) in ("join_list", "semicolons", "join_or")
    ]
    assert wrappers == []


def test_a_player_range_is_worded_in_one_place() -> None:
    found = [_rel(p) for p in SOURCES if RANGE.search(p.read_text(encoding="utf-8"))]
    assert found == ["explorer/text/names.py"]
    with using("ru"):
        assert players_words(3, 6) == "3–6 игроков" and players_words(3, 4) == "3–4 игрока"
        assert players_words(4, 4) == "4 игрока"
    assert players_words(3, 12) == "3–12 players"
