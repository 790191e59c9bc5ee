"""The package layout is the architecture: each package imports only the layers below it
(as its `__init__` docstring says), and only `ui` touches Streamlit, only `figures` Plotly."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import ROOT

ENGINE = ROOT / "explorer"

# package → the explorer packages (and top-level modules) it may import besides itself
ALLOWED: dict[str, set[str]] = {
    "errors": set(),
    "limits": set(),
    "i18n": {"errors"},
    "text": {"errors", "limits", "i18n"},
    "rules": {"errors", "limits", "i18n", "text"},
    "round": {"errors", "limits", "i18n", "text", "rules"},
    "lab": {"errors", "limits", "i18n", "text", "rules", "round"},
    "game": {"errors", "limits", "i18n", "text", "rules", "round"},
    "night": {"errors", "limits", "i18n", "text", "rules", "round"},
    "learn": {"errors", "limits", "i18n", "text", "rules", "round", "game"},
    "links": {
        "errors",
        "limits",
        "i18n",
        "text",
        "rules",
        "round",
        "lab",
        "game",
        "night",
        "rooms",
    },
    "rooms": {"errors", "limits", "i18n", "text", "rules", "round", "game", "learn"},
    "questions": {
        "errors",
        "limits",
        "i18n",
        "text",
        "rules",
        "round",
        "lab",
        "game",
        "learn",
        "links",
    },
    "figures": {"errors", "limits", "i18n", "text", "rules", "round", "lab", "game", "night"},
    "notebook": {
        "errors",
        "limits",
        "i18n",
        "text",
        "rules",
        "round",
        "lab",
        "game",
        "night",
        "figures",
        "links",
    },
    "cli": {
        "errors",
        "limits",
        "i18n",
        "text",
        "rules",
        "round",
        "lab",
        "game",
        "night",
        "links",
        "questions",
    },
    "ui": {
        "errors",
        "limits",
        "i18n",
        "text",
        "rules",
        "round",
        "lab",
        "game",
        "night",
        "learn",
        "links",
        "figures",
        "questions",
        "rooms",
    },
}
THIRD_PARTY = {"streamlit": {"ui"}, "plotly": {"figures", "ui"}}


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
            assert package in THIRD_PARTY[top], f"{package} imports {top}"


def test_every_package_says_what_it_holds_and_may_import() -> None:
    for init in sorted(ENGINE.glob("*/__init__.py")):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc and "import" in doc.lower(), f"{init.parent.name}/__init__.py needs a docstring"


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
