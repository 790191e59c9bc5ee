"""Quotes that are one row of a table in their rulebook ("| a | b |"): telling them apart and
splitting them into cells, so pages and the reference card can show them as a table."""

from __future__ import annotations


def is_table_row(text: str) -> bool:
    t = text.strip()
    return len(t) > 1 and t.startswith("|") and t.endswith("|")


def cells(row: str) -> list[str]:
    """The cells of a table row: '| a | b |' → ['a', 'b']."""
    return [c.strip() for c in row.strip().strip("|").split("|")]


def header_and_row(header: str, row: str) -> tuple[list[str], list[str]]:
    """The header's and the row's cells; a header that does not fit the row is replaced by
    column numbers."""
    head, body = cells(header), cells(row)
    if len(head) != len(body):
        head = [str(i + 1) for i in range(len(body))]
    return head, body
