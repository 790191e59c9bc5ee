"""Every page file is the same few lines (its docstring, `start_page()`, its ui package's
`render()`), and every page keeps its own state the same way: through
`explorer.ui.common.page_state.PageState` (its value in the address, its message for the next
run), never through the binder's load and save directly."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.conftest import ROOT

PAGES = sorted((ROOT / "pages").glob("*.py"))
MAX_LINES = 40
# pages not yet in the common form, and why; this list may only shrink
PENDING: dict[str, str] = {}
PENDING_STATE = {
    "explorer/ui/learn/state.py": "the lesson's place and quiz keep their own state (not yet PageState)"
}
BINDER_OWN_STATE = re.compile(r"\bbinder\.(load|save|current)\(")


def _calls(path: Path) -> list[str]:
    """The page's statements after its imports, as written."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    body = [n for n in tree.body if not isinstance(n, ast.Import | ast.ImportFrom)]
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]  # the docstring
    return [ast.unparse(n) for n in body]


def test_every_page_file_is_start_page_then_render() -> None:
    assert PAGES
    for path in PAGES:
        if path.name in PENDING:
            continue
        assert _calls(path) == ["start_page()", "render()"], path.name
        lines = path.read_text(encoding="utf-8").splitlines()
        assert len(lines) <= MAX_LINES, path.name
        assert any(re.fullmatch(r"from explorer\.ui\.\w+ import render", x) for x in lines), (
            path.name
        )


def test_the_pending_list_only_shrinks() -> None:
    for name in PENDING:
        assert _calls(ROOT / "pages" / name) != ["start_page()", "render()"], (
            f"pages/{name} is in the common form now: drop it from PENDING"
        )


def test_pages_keep_their_own_state_through_page_state() -> None:
    direct = []
    for path in sorted((ROOT / "explorer" / "ui").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel in ("explorer/ui/common/binder.py", "explorer/ui/common/page_state.py"):
            continue
        if BINDER_OWN_STATE.search(path.read_text(encoding="utf-8")):
            direct.append(rel)
    assert set(direct) <= set(PENDING_STATE), "keep a page's own state through PageState"
    assert set(PENDING_STATE) <= set(direct), "a pending page uses PageState now: drop it here"
