"""No CSV the product writes can carry a formula: every text cell that begins like one (= + - @,
a tab or a carriage return) gets OWASP's leading apostrophe, and numbers stay numbers.

Which cells are text: every value that is a `str` in the rows (edition names, which may be a
visitor's house-rules name; ruleset ids; words such as "exact"; the settings' `editions` and
`version` columns) and every column name. Which are numbers: every `int` and `float` (points,
shares, turns, p, seeds...), written as numbers even when negative; yes/no cells are neither
(written from booleans, never from visitor text). `csv_bytes` is the only CSV writer in the
product (the lab's CSVs and every CSV in its zip); the CLI writes JSON and text."""

from __future__ import annotations

import csv
import io
import math
import zipfile

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.i18n import using
from explorer.lab import export, tables
from explorer.lab.clue_model import ClueModel
from explorer.lab.columns import column_label
from explorer.lab.settings import LabSettings
from explorer.lab.sweeps import exact_sweep, games_sweep
from explorer.rules.house_text import house_from_text
from explorer.text.spreadsheet import FORMULA_START, QUOTE, inert_cell

TEXT_KEYS = ("edition", "ruleset", "name")  # not translated in either style
NUMBER_KEYS = ("points", "share", "turns")
texts = st.text(max_size=30) | st.sampled_from(FORMULA_START).map(lambda c: c + "1+1")
numbers = st.integers(-(10**12), 10**12) | st.floats(allow_nan=False, allow_infinity=False)


@settings(max_examples=300, deadline=None)
@given(texts)
def test_a_text_cell_never_begins_like_a_formula(text: str) -> None:
    cell = inert_cell(text)
    assert not cell.startswith(FORMULA_START)
    assert cell == (QUOTE + text if text.startswith(FORMULA_START) else text)
    assert inert_cell(cell) == cell  # once is enough: the apostrophe is no trigger


def _read(data: bytes, lang: str, style: str) -> list[dict[str, str]]:
    spreadsheet = style == export.SPREADSHEET and lang != "en"
    delimiter = ";" if spreadsheet and export._decimal(lang) == "," else ","
    text = data.decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(text, newline=""), delimiter=delimiter))


@settings(max_examples=150, deadline=None)
@given(
    rows=st.lists(
        st.fixed_dictionaries(
            {**{k: texts for k in TEXT_KEYS}, **{k: numbers for k in NUMBER_KEYS}}
        ),
        min_size=1,
        max_size=5,
    ),
    lang=st.sampled_from(["en", "fr", "ru", "nl"]),
    style=st.sampled_from(export.STYLES),
)
def test_every_csv_keeps_text_inert_and_numbers_numbers(
    rows: list[dict[str, object]], lang: str, style: str
) -> None:
    data = export.csv_bytes(rows, export.Citation(LabSettings()), lang=lang, style=style)
    back = _read(data, lang, style)
    spreadsheet = style == export.SPREADSHEET and lang != "en"
    decimal = export._decimal(lang) if spreadsheet else "."
    with using(lang):
        column = {k: column_label(k) if spreadsheet else k for k in (*TEXT_KEYS, *NUMBER_KEYS)}
    assert all(not c.startswith(FORMULA_START) for c in back[0])  # the column names
    for row, read in zip(rows, back, strict=True):
        for key in TEXT_KEYS:  # text: kept whole, behind an apostrophe where needed
            assert read[column[key]] == inert_cell(str(row[key]))
        for key in NUMBER_KEYS:
            cell, number = read[column[key]], row[key]
            assert not cell.startswith(QUOTE)  # a number, even a negative one
            assert isinstance(number, int | float)
            assert math.isclose(float(cell.replace(decimal, ".")), number, rel_tol=1e-12)


def test_a_carriage_return_cannot_start_a_row_of_its_own() -> None:
    """A spreadsheet ends a row at a carriage return outside quotes: a cell "x\r=1+1" written
    unquoted would put a formula at the start of a new row, past `inert_cell`."""
    rows = [{"edition": "x\r=HYPERLINK(1)", "points": -2}, {"edition": "\r\n@", "points": 1}]
    data = export.csv_bytes(rows, export.Citation(LabSettings()), lang="en").decode()
    back = list(csv.reader(io.StringIO(data, newline="")))
    assert [r[:2] for r in back[1:]] == [["x\r=HYPERLINK(1)", "-2"], ["'\r\n@", "1"]]
    assert '"x\r=HYPERLINK(1)"' in data  # quoted: the carriage return stays in its cell


def test_a_house_rules_name_reaches_no_spreadsheet_as_a_formula() -> None:
    """The issue: a house-rules name reached a CSV cell starting with `=` (the sweeps' rows
    carry the ruleset's own name)."""
    house = house_from_text('refresh-2021~cap:2~n:=HYPERLINK("http://evil.example")')
    name = str(house.name)
    assert name.startswith("=HYPERLINK(")
    model = ClueModel(mean=0.5)
    rows = {
        "sweep-exact": tables.exact_sweep_rows([exact_sweep(house, model)]),
        "sweep-games": tables.games_sweep_rows([games_sweep(house, model, 20, 1)]),
    }
    settings_ = export.Citation(LabSettings())
    for style in export.STYLES:
        for lang in ("en", "fr"):
            for name_, table in rows.items():
                data = export.csv_bytes(table, settings_, lang=lang, style=style).decode()
                assert f"'{name}".replace('"', '""') in data
                for line in csv.reader(io.StringIO(data.lstrip("\ufeff"), newline="")):
                    for cell in line:
                        assert not cell.startswith("="), (name_, cell)
    zipped = export.zip_bytes(rows, settings_)
    with zipfile.ZipFile(io.BytesIO(zipped)) as z:
        for member in z.namelist():
            if member.endswith(".csv"):
                assert f"'{name}".replace('"', '""') in z.read(member).decode("utf-8-sig")
