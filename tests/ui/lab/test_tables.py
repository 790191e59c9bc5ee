"""The lab's Markdown tables: a `|` in a cell (a house-rules name) stays inside its cell."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.ui.lab.tables import markdown_table

# a `|` that Markdown reads as a column border: not preceded by an escaping backslash (a
# backslash is itself escaped when doubled)
BORDER = re.compile(r"(?<!\\)(?:\\\\)*\|")


def _borders(line: str) -> int:
    return len(BORDER.findall(line))


def test_a_pipe_in_a_house_name_stays_in_its_cell() -> None:
    rows = [
        {"edition": "Ours | Theirs", "share": 0.5},
        {"edition": "A||B \\| C", "share": 0.25},
    ]
    table = markdown_table(rows, {"edition": None, "share": None})
    lines = table.splitlines()
    assert {_borders(line) for line in lines} == {3}, table  # two columns, every row
    assert "Ours \\| Theirs" in table


@settings(max_examples=60, deadline=None)
@given(st.text(st.sampled_from("|\\ab `*-"), max_size=12))
def test_any_cell_text_keeps_the_columns(name: str) -> None:
    table = markdown_table([{"edition": name, "share": 1}], {"edition": None, "share": None})
    assert {_borders(line) for line in table.splitlines()} == {3}, table
