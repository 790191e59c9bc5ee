"""The README's Python tours (scoring, the lab, a game) run as written."""

from __future__ import annotations

import re

from tests.conftest import ROOT


def test_readme_python_examples_run() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks
    assert len(blocks) >= 3
    namespace: dict[str, object] = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)
    # The numbers in the comments are what the engine says.
    assert "{'R': 3, 'A': 4, 'B': 3, 'C': 1, 'D': 0}" in text
    assert namespace["result"].points == {"R": 3, "A": 4, "B": 3, "C": 1, "D": 0}  # type: ignore[attr-defined]
    seats = namespace["score_situation"]("refresh-2021", namespace["table"])  # type: ignore[operator]
    assert "[3, 4, 3, 1, 0]" in text and [p.total for p in seats.scores] == [3, 4, 3, 1, 0]
