"""`_` is the translation function wherever a module imports it, and nothing else.

A throwaway variable named `_` in a module that imports `_` from `explorer.i18n` makes `_` local
to the whole function it sits in, so every `_("…")` in that function, even one written above
it, raises UnboundLocalError: `span, _, value = part.partition("=")` in the house-rules reader
took five pages down with one short link (issue #19). No ruff rule catches it (F811 and F823
see only some shapes of it), hence this test.

The convention, in every module of explorer/, pages/, scripts/ and streamlit_app.py that imports
or defines `_`: the name `_` is bound by that import (or `def`) and nowhere else, in any scope,
by any kind of binding (assignment and unpacking targets, for-loop and comprehension targets,
`with … as`, `except … as`, `:=`, `match` captures, parameters, `del`, `global`, another import).
A value you mean to drop gets a name that says what it is, starting with an underscore
(`for _seat in …`, `head, _sep, rest = text.partition("~")`); a name of underscores only
(`__`, `___`) is refused too, so the rule stays one line long.

The same trap waits for any imported name a function binds locally (a local `number = …`
hides `explorer.i18n.number` from the whole function), so the second test keeps every function
from binding a name its module imports.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import ROOT

SOURCES = sorted(
    [
        *(ROOT / "explorer").rglob("*.py"),
        *(ROOT / "pages").rglob("*.py"),
        *(ROOT / "scripts").rglob("*.py"),
        ROOT / "streamlit_app.py",
    ]
)


def _underscores(name: str | None) -> bool:
    return bool(name) and set(name or "") == {"_"}


def _bindings(tree: ast.AST) -> Iterator[tuple[int, str, str]]:
    """Every name a module binds: (line, name, how)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            yield node.lineno, node.id, "assignment, loop, comprehension, with or del target"
        elif isinstance(node, ast.arg):
            yield node.lineno, node.arg, "parameter"
        elif isinstance(node, ast.ExceptHandler) and node.name:
            yield node.lineno, node.name, "except … as"
        elif isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
            yield node.lineno, node.name, "match capture"
        elif isinstance(node, ast.MatchMapping) and node.rest:
            yield node.lineno, node.rest, "match capture"
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield node.lineno, node.name, "def"
        elif isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                yield node.lineno, (alias.asname or alias.name).split(".")[0], "import"
        elif isinstance(node, ast.Global | ast.Nonlocal):
            for name in node.names:
                yield node.lineno, name, "global"


def _module_underscore(tree: ast.Module) -> int | None:
    """The line where the module itself gets `_` (a top-level import or def), else None."""
    for node in tree.body:
        if isinstance(node, ast.ImportFrom | ast.Import) and any(
            (a.asname or a.name) == "_" for a in node.names
        ):
            return node.lineno
        if isinstance(node, ast.FunctionDef) and node.name == "_":
            return node.lineno
    return None


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


@pytest.mark.parametrize("path", SOURCES, ids=_rel)
def test_underscore_is_bound_only_by_its_import(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = _module_underscore(tree)
    if own is None:
        return
    bad = [
        f"line {line}: {name!r} ({how})"
        for line, name, how in _bindings(tree)
        if _underscores(name) and line != own
    ]
    assert not bad, (
        f"{_rel(path)} gets `_` (translation) on line {own}, so no other binding may use a "
        f"name of underscores only; name the throwaway (`_seat`, `_sep`): {bad}"
    )


def _local_bindings(func: ast.AST) -> Iterator[tuple[int, str]]:
    """Names bound inside a function or lambda (its parameters and body, nested scopes too)."""
    for line, name, how in _bindings(func):
        if how != "import":
            yield line, name


@pytest.mark.parametrize("path", SOURCES, ids=_rel)
def test_no_function_hides_a_name_its_module_imports(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {
        (a.asname or a.name).split(".")[0]
        for node in tree.body
        if isinstance(node, ast.Import | ast.ImportFrom)
        for a in node.names
    }
    bad = []
    for func in ast.walk(tree):
        if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            body = func.body if isinstance(func.body, list) else [func.body]
            scope = [func.args, *body]
            bad += [
                f"line {line}: {name!r}"
                for node in scope
                for line, name in _local_bindings(node)
                if name in imported
            ]
    assert not bad, f"{_rel(path)}: a local name hides an import of the module: {sorted(set(bad))}"


def test_the_guard_sees_every_kind_of_binding() -> None:
    """The shapes the first test must catch, each in a module that imports `_`."""
    shapes = [
        "a, _, b = 'x:y'.partition(':')",
        "for _ in range(3): pass",
        "[1 for _ in range(3)]",
        "with open('f') as _: pass",
        "try:\n    pass\nexcept ValueError as _:\n    pass",
        "(_ := 3)",
        "match 1:\n    case [*__]:\n        pass\n    case __:\n        pass",
        "match {}:\n    case {**__}:\n        pass",
        "def f(_): pass",
        "lambda _: 0",
        "__ = 1",
        "del _",
        "global _",
        "from os import path as _",
    ]
    head = "from explorer.i18n import _\n"
    for shape in shapes:
        tree = ast.parse(head + shape)
        own = _module_underscore(tree)
        found = [n for line, n, _how in _bindings(tree) if _underscores(n) and line != own]
        assert found, shape
