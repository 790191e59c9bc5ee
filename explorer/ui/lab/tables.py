"""The lab's small tables as Markdown (shown by `explorer.ui.lab.output.Output.table`): their
cells wrap, so every column shows whole on a 390 px phone as on a desktop (a dataframe scrolls
sideways and cuts the last columns off). Every cell is escaped; numbers are formatted here, so
no cell reads "None" or "nan"."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from explorer.i18n import number as fmt_number
from explorer.i18n import percent as fmt_percent
from explorer.lab.columns import column_label
from explorer.text.escape import esc

Format = Callable[[Any], str]


class RowFormat:
    """A column written from its whole row (a value and its interval, from several columns)."""

    def __init__(self, write: Callable[[Mapping[str, Any]], str]) -> None:
        self.write = write


Columns = Mapping[str, Format | RowFormat | None]  # the columns shown, in order, with formats


def percent(x: Any) -> str:
    return fmt_percent(float(x), 2)


def number(x: Any) -> str:
    return fmt_number(float(x), 2)


def interval(key: str, decimals: int = 2, *, share: bool = False) -> RowFormat:
    """Column `key` with its 95% interval in brackets, "10.86 (10.80–10.92)" (from the row's
    `key_low` and `key_high`; an interval of one point is left out)."""

    def fmt(x: Any) -> str:
        return fmt_percent(float(x), decimals) if share else fmt_number(float(x), decimals)

    def write(row: Mapping[str, Any]) -> str:
        low, high = row.get(f"{key}_low"), row.get(f"{key}_high")
        value = fmt(row[key])
        if low is None or high is None or fmt(low) == fmt(high):
            return value
        return f"{value} ({fmt(low)}–{fmt(high)})"

    return RowFormat(write)


def _text(row: Mapping[str, Any], column: str, fmt: Format | RowFormat | None) -> str | None:
    """A cell's text (None: nothing to show)."""
    value = row.get(column)
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    if isinstance(fmt, RowFormat):
        return fmt.write(row)
    return fmt(value) if fmt is not None else str(value)


def _cell(row: Mapping[str, Any], column: str, fmt: Format | RowFormat | None) -> str:
    text = _text(row, column, fmt)
    # `esc` writes `|` as `\|` already: escaping it again would leave a bare `|` that splits
    # the column
    return "—" if text is None else esc(text)


def markdown_table(rows: Sequence[Mapping[str, Any]], columns: Columns) -> str:
    """`columns`: the columns shown, in order (row keys, headed by their names in the reader's
    language), each with its format (None: as text)."""
    head = "| " + " | ".join(esc(column_label(c)) for c in columns) + " |"
    rule = "|" + "|".join(":--" if i == 0 else "--:" for i in range(len(columns))) + "|"
    body = ["| " + " | ".join(_cell(row, c, f) for c, f in columns.items()) + " |" for row in rows]
    return "\n".join([head, rule, *body])


PER_TABLE = 3  # value columns beside the edition: four columns fit a 390 px phone
# A 390 px phone holds about this many characters of table: each column is as wide as its
# longest word (a cell never breaks inside a word) plus its padding
PHONE_CHARS = 44
PADDING_CHARS = 3


def _column_chars(
    rows: Sequence[Mapping[str, Any]], column: str, fmt: Format | RowFormat | None
) -> int:
    """The width a column needs on a phone, in characters: its longest word."""
    texts = [column_label(column)]
    for row in rows:
        text = _text(row, column, fmt)
        if text is not None:
            texts.append(text)
    return max(len(word) for text in texts for word in [*text.split(), ""]) + PADDING_CHARS


def markdown_tables(
    rows: Sequence[Mapping[str, Any]], columns: Columns, key: str = "edition"
) -> list[str]:
    """The rows as one table, or as several narrow ones (each repeating the `key` column) when
    the columns would not fit a phone side by side (at most PER_TABLE value columns, fewer where
    the reader's language has long words: Russian headers run wider than English ones): a
    wider table scrolls sideways on a phone and hides its last columns."""
    values = [c for c in columns if c != key]
    key_chars = _column_chars(rows, key, columns.get(key))
    parts: list[list[str]] = []
    width = 0
    for c in values:
        chars = _column_chars(rows, c, columns[c])
        if parts and len(parts[-1]) < PER_TABLE and width + chars <= PHONE_CHARS:
            parts[-1].append(c)
            width += chars
        else:
            parts.append([c])
            width = key_chars + chars
    return [
        markdown_table(rows, {key: columns.get(key), **{c: columns[c] for c in part}})
        for part in parts
    ]
