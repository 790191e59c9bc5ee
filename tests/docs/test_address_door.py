"""The address has one door: only the binder (`explorer/ui/common/binder.py`) reads or writes
`st.query_params`, so every key goes through a codec, the site-wide keys survive every way of
moving between pages, and a page's settings come back (issue 24: box, house and lang each wrote
the address themselves, and the sidebar lost house rules)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import ROOT

DOOR = ROOT / "explorer" / "ui" / "common" / "binder.py"


def _touches(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr == "query_params"
    ]


def test_only_the_binder_touches_the_address() -> None:
    files = sorted((ROOT / "explorer").rglob("*.py")) + sorted((ROOT / "pages").glob("*.py"))
    files.append(ROOT / "streamlit_app.py")
    found = {str(p.relative_to(ROOT)): lines for p in files if p != DOOR and (lines := _touches(p))}
    assert not found, f"st.query_params outside the binder: {found}"
    assert _touches(DOOR)
