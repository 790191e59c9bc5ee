"""The line between the pages and the engine: `pages/` and `explorer/ui/` lay out what the
engine computes and never score a round themselves. A round's points come from the public
scoring entries (`score_round` by names, `score_situation` by seats, `compare_round` under
every ruleset, `round.breakdown` for the rows by source) and its words from `explain`; the
engine's own machinery (`compute`, `check_round`, the vectorised scorer, the quiz's
misconception arithmetic) and any private name stay behind that line (README, "Where things
go")."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import ROOT

# engine module -> the names pages and ui/ may import from it (a module not listed: any name)
ENTRY_POINTS: dict[str, set[str]] = {
    "explorer.round.scoring": {"score_round", "score_situation"},
    "explorer.round.explain": {"explain"},
    "explorer.lab.vectorised": set(),  # the lab's simulations and exact maths use it, pages not
    "explorer.learn.mistakes": set(),  # the quiz's `check` names the mistakes
}
FILES = [
    *sorted((ROOT / "pages").glob("*.py")),
    *sorted((ROOT / "explorer" / "ui").rglob("*.py")),
    ROOT / "streamlit_app.py",
]


def _problems(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("explorer"):
            names = {a.name for a in node.names}
            for name in names:
                full = f"{node.module}.{name}"
                if full in ENTRY_POINTS:
                    out.append(f"imports the module {full}")
                if name.startswith("_") and name != "_":
                    out.append(f"imports the private {full}")
            allowed = ENTRY_POINTS.get(node.module)
            if allowed is not None and names - allowed:
                out.append(f"imports {sorted(names - allowed)} from {node.module}")
        elif isinstance(node, ast.Import):
            out += [f"imports {a.name}" for a in node.names if a.name in ENTRY_POINTS]
    return out


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_pages_and_ui_score_only_through_the_engines_entry_points(path: Path) -> None:
    assert not _problems(path), f"{path.relative_to(ROOT)}: {_problems(path)}"


def test_the_line_is_drawn_where_it_would_catch_a_page_scoring_a_round(tmp_path: Path) -> None:
    page = tmp_path / "page.py"
    page.write_text(
        "from explorer.round.scoring import check_round, compute, score_round\n"
        "from explorer.round import explain\n"
        "from explorer.text.names import _seat_name\n"
        "import explorer.lab.vectorised\n",
        encoding="utf-8",
    )
    found = " | ".join(_problems(page))
    for words in (
        "['check_round', 'compute']",
        "module explorer.round.explain",
        "_seat_name",
        "imports explorer.lab.vectorised",
    ):
        assert words in found
