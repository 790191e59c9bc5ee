"""The README's Python tour runs as written (its comments state the results)."""

from __future__ import annotations

import re

from tests.conftest import ROOT


def test_readme_python_examples_run() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks
    for block in blocks:
        namespace: dict[str, object] = {}
        exec(compile(block, "README.md", "exec"), namespace)
    # The numbers in the comments are what the engine says.
    assert "{'R': 3, 'A': 4, 'B': 3, 'C': 1, 'D': 0}" in text
    assert namespace["result"].points == {"R": 3, "A": 4, "B": 3, "C": 1, "D": 0}  # type: ignore[attr-defined]
