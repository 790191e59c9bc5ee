"""Text cells that spreadsheets read as text, never as a formula.

Excel, LibreOffice and Google Sheets run a cell of an opened CSV file that begins with `=`,
`+`, `-` or `@` (and, in some of them, a tab or a carriage return before one) as a formula: a
house-rules name written `=HYPERLINK(...)` would become a live link, or worse, in the reader's
spreadsheet (CSV or formula injection). OWASP's rule: such a text cell gets a leading
apostrophe, which spreadsheets take as "this is text" and do not show.

Only text is neutralised: a number written as a number (-0.5 in a column of numbers) stays a
number. The CSV writer (`explorer.lab.export.csv_bytes`) applies this to every text cell and
every column name; it is the one place any of the product's CSV files is written.
"""

from __future__ import annotations

FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
QUOTE = "'"


def inert_cell(text: str) -> str:
    """`text` as a spreadsheet shows it literally: with a leading apostrophe when it begins
    like a formula, unchanged otherwise."""
    return QUOTE + text if text.startswith(FORMULA_START) else str(text)
