"""The package layout is the architecture: each package imports only the layers below it, and
only `ui` touches Streamlit, only `figures` and `ui` Plotly.

The rules are written in ONE place, each package's own docstring (its `__init__`, or the module
for `errors` and `limits`): a sentence "May import `errors`, `limits`, … and `round`; …" (or
"Imports: …") names, up to its first `;`, `:` or full stop, every engine package it may import,
and `streamlit` or `plotly` where it may import them. This test reads them there (`ALLOWED`) and holds the code to
them; a new package needs that sentence.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.conftest import ROOT

ENGINE = ROOT / "explorer"
TOP_MODULES = ("errors", "limits")  # modules of explorer/ that are layers of their own
THIRD_PARTY = ("streamlit", "plotly")  # allowed only where a package's sentence names them
MAY_IMPORT = re.compile(r"(?:May import|Imports:) (.*?)(?:[;:]|\.(?:\s|$))", re.S)
NAME = re.compile(r"`(?:explorer\.)?([a-z0-9_]+)`")


def _doc(package: str) -> str:
    path = ENGINE / f"{package}.py" if package in TOP_MODULES else ENGINE / package / "__init__.py"
    return ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""


def _packages() -> list[str]:
    return [*TOP_MODULES, *sorted(p.parent.name for p in ENGINE.glob("*/__init__.py"))]


def _rules() -> dict[str, set[str]]:
    """Package → what its docstring says it may import (engine packages, `streamlit`,
    `plotly`)."""
    rules: dict[str, set[str]] = {}
    for package in _packages():
        found = MAY_IMPORT.search(_doc(package))
        assert found, f"{package}: its docstring needs its 'May import …' sentence"
        names = set(NAME.findall(found.group(1)))
        assert names or "nothing" in found.group(1), f"{package}: name what it may import"
        unknown = names - set(_packages()) - set(THIRD_PARTY)
        assert not unknown, f"{package} may import {unknown}: not a package"
        rules[package] = names
    return rules


ALLOWED = _rules()


def test_the_layers_are_layers() -> None:
    """What a package may import may not import it back, even through others."""
    for package in ALLOWED:
        below: set[str] = set()
        todo = [p for p in ALLOWED[package] if p in ALLOWED]
        while todo:
            p = todo.pop()
            if p not in below:
                below.add(p)
                todo.extend(q for q in ALLOWED[p] if q in ALLOWED)
        assert package not in below, f"{package} may import itself through {below}"


def test_only_ui_may_import_streamlit() -> None:
    assert [p for p, names in ALLOWED.items() if "streamlit" in names] == ["ui"]
    assert sorted(p for p, names in ALLOWED.items() if "plotly" in names) == ["figures", "ui"]


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def _package(path: Path) -> str:
    rel = path.relative_to(ENGINE).parts
    return rel[0].removesuffix(".py")


MODULES = [p for p in sorted(ENGINE.rglob("*.py")) if p.parent != ENGINE or p.stem in ALLOWED]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ENGINE)))
def test_each_module_imports_only_the_layers_below_it(path: Path) -> None:
    package = _package(path)
    assert package in ALLOWED, f"{package}: a new package needs its place in ALLOWED"
    for module in _imports(path):
        top, _, rest = module.partition(".")
        if top == "explorer" and rest:
            used = rest.split(".")[0]
            assert used == package or used in ALLOWED[package], f"{package} imports {module}"
        if top in THIRD_PARTY:
            assert top in ALLOWED[package], f"{package} imports {top}"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _import_graph() -> dict[str, set[str]]:
    """Each engine module -> the engine modules it imports, type-checking imports included (a
    circle only the type checker walks is still two modules that need each other).
    `from package import submodule` is an edge to the submodule alone."""
    modules = {_module_name(p): p for p in ENGINE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        out: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module in modules:
                subs = {f"{node.module}.{a.name}" for a in node.names}
                out |= (subs & modules.keys()) or {node.module}
            elif isinstance(node, ast.Import):
                out |= {a.name for a in node.names if a.name in modules}
        graph[name] = out - {name}
    return graph


def test_no_two_engine_modules_import_each_other_even_through_others() -> None:
    graph = _import_graph()
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            circle = [*path[path.index(module) :], module]
            raise AssertionError("import circle: " + " -> ".join(circle))
        if module in done:
            return
        for used in sorted(graph[module]):
            visit(used, [*path, module])
        done.add(module)

    for module in sorted(graph):
        visit(module, [])
