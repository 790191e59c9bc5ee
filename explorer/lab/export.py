"""The lab's downloads: CSVs that carry their settings and can be cited, and one zip of everything
with a small settings file that the lab loads back.

Every CSV row names its ruleset (`explorer.lab.cite`: what `resolve` reads back, its name, its
content hash, its source documents) and repeats what the view was (`Citation`: the settings,
columns `setting_*`, the house rules shown as their link text, the project's version, the day
the file was written and the view's link); the file name says the settings too, so two files
from two runs can always be told apart. The zip holds every CSV, `settings.json` (the lab's
address parameters, the house rules' link text among them, read back by `settings_file` through
the page's link codec: forgivingly, a hand-edited file gets the same notes as a hand-edited
link) and, with house rules shown, their ruleset file (`house-rules.toml`).

A CSV comes in two styles. `SPREADSHEET` is for a person: column names and words in the
reader's language and, where the language writes decimal commas, decimal commas and `;` between
cells (what a French or Russian spreadsheet expects when the file is opened), with a byte-order
mark so that spreadsheets read the file as UTF-8. `PLAIN` is for code: the stable English column
names, `,` and decimal points, whatever the reader's language. In English the two are the same.
"""

from __future__ import annotations

import csv
import io
import json
import tomllib
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

from babel.numbers import get_decimal_symbol

from explorer.i18n import DEFAULT, _, language, using
from explorer.i18n.languages import BABEL_LOCALES
from explorer.lab.cite import ident, ruleset_columns, ruleset_hash
from explorer.lab.columns import WORDS, column_label
from explorer.lab.settings import LabSettings
from explorer.rules.ruleset import Ruleset
from explorer.rules.write import to_toml
from explorer.text.spreadsheet import inert_cell

PACKAGE = "dixit-rules-explorer"
SETTINGS_FILE = "settings.json"
HOUSE_FILE = "house-rules.toml"
HOUSE_PARAM = "house"  # the address key of the house rules (site-wide)

Rows = Sequence[Mapping[str, Any]]

SPREADSHEET = "spreadsheet"  # the reader's language and number style
PLAIN = "plain"  # stable English column names, decimal points: for code
STYLES = (SPREADSHEET, PLAIN)


@dataclass(frozen=True)
class Citation:
    """What every file of one view says about where it comes from: the settings and the
    address parameters that reproduce the view (`params`, the house rules' `house` among them),
    the rulesets shown (the house rules last, also as `house`), the view's link and the day
    ("" for today, in UTC, when the file is written)."""

    settings: LabSettings
    params: tuple[tuple[str, tuple[str, ...]], ...] = ()
    rulesets: tuple[Ruleset, ...] = ()
    house: Ruleset | None = None
    link: str = ""
    date: str = ""

    @classmethod
    def of(
        cls,
        settings: LabSettings,
        params: Mapping[str, Sequence[str]],
        rulesets: Sequence[Ruleset] = (),
        house: Ruleset | None = None,
        link: str = "",
        date: str = "",
    ) -> Citation:
        """A citation from the address parameters as a link codec writes them (the house rules
        shown are written into them as their link text)."""
        pairs = {k: tuple(v) for k, v in params.items() if k != HOUSE_PARAM}
        if house is not None:
            pairs[HOUSE_PARAM] = (ident(house),)
        return cls(settings, tuple(pairs.items()), tuple(rulesets), house, link, date)

    @property
    def day(self) -> str:
        return self.date or datetime.now(UTC).date().isoformat()

    @property
    def house_text(self) -> str:
        return "" if self.house is None else ident(self.house)


def _decimal(lang: str) -> str:
    return get_decimal_symbol(BABEL_LOCALES.get(lang, "en"))


@cache
def project_version() -> str:
    """The project's version: from the installed package, else from pyproject.toml."""
    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        return _checkout_version(Path(__file__).resolve().parents[2] / "pyproject.toml")


def _checkout_version(pyproject: Path) -> str:
    """The version a checkout's pyproject.toml declares ("unknown" without one)."""
    try:
        with pyproject.open("rb") as f:
            version = tomllib.load(f).get("project", {}).get("version")
    except (OSError, tomllib.TOMLDecodeError):
        return "unknown"
    return version if isinstance(version, str) else "unknown"


def settings_columns(c: Citation) -> dict[str, Any]:
    """The view as CSV columns (each row of every CSV carries them): the settings, the house
    rules shown (their link text), the project's version, the day and the view's link."""
    s = c.settings
    return {
        "setting_players": s.players,
        "setting_p": s.mean,
        "setting_spread": s.spread,
        "setting_alpha": "inf" if s.alpha == "∞" else s.alpha,
        "setting_q": s.q,
        "setting_deck": s.deck,
        "setting_rounds": s.rounds,
        "setting_games": s.games,
        "setting_sweep_games": s.sweep_games,
        "setting_seed": s.seed,
        "setting_editions": " ".join(s.rulesets),
        "setting_house": c.house_text,
        "version": project_version(),
        "exported": c.day,
        "link": c.link,
    }


def settings_tag(s: LabSettings) -> str:
    """The settings in a file name: n6_p0.5_s0.2_a-inf_q0.5_d84_r100000_g10000_w1000_seed1."""
    alpha = "inf" if s.alpha == "∞" else s.alpha
    return (
        f"n{s.players}_p{s.mean:g}_s{s.spread:g}_a-{alpha}_q{s.q:g}_d{s.deck}"
        f"_r{s.rounds}_g{s.games}_w{s.sweep_games}_seed{s.seed}"
    )


def file_name(name: str, c: Citation, ext: str = "csv") -> str:
    """dixit-lab_<name>_<settings>[_house-<hash>]_v<version>.<ext>"""
    house = "" if c.house is None else f"_house-{ruleset_hash(c.house)[:8]}"
    return f"dixit-lab_{name}_{settings_tag(c.settings)}{house}_v{project_version()}.{ext}"


def _spreadsheet_cell(key: str, value: Any, decimal: str) -> Any:
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    words = WORDS.get(key)
    if words is not None and isinstance(value, str) and value in words:
        return _(words[value])
    if isinstance(value, float):
        return str(float(value)).replace(".", decimal)
    return value


def _cell(key: str, value: Any, decimal: str, *, spreadsheet: bool) -> Any:
    """One cell as written: text made inert for spreadsheets (`inert_cell`: an edition name
    such as a house-rules name `=HYPERLINK(...)` is visitor text); numbers and yes/no stay
    as they are, so a negative number is still a number."""
    shown = _spreadsheet_cell(key, value, decimal) if spreadsheet else value
    return inert_cell(shown) if isinstance(value, str) else shown


def csv_bytes(
    rows: Rows, c: Citation, *, lang: str | None = None, style: str = SPREADSHEET
) -> bytes:
    """The rows with the view's columns after their own (`settings_columns`), as UTF-8 CSV.
    Every text cell and column name is made inert for spreadsheets (`explorer.text.spreadsheet`).

    `lang`: the reader's language (the current one when None; a download is built outside
    the page's run, so the page passes it); `style`: SPREADSHEET or PLAIN (module docstring).
    """
    lang = language() if lang is None else lang
    with using(lang):
        extra = settings_columns(c)
        fields: list[str] = []
        for row in rows:
            fields.extend(k for k in row if k not in fields)
        fields.extend(extra)
        spreadsheet = style == SPREADSHEET and lang != DEFAULT
        decimal = _decimal(lang) if spreadsheet else "."
        out = io.StringIO()
        if spreadsheet:
            out.write("\ufeff")  # a byte-order mark: spreadsheets then read UTF-8
        # CRLF ends rows (RFC 4180): a cell holding a carriage return is then quoted, and cannot
        # start a new row in a spreadsheet (whose first cell would escape `inert_cell`)
        writer = csv.writer(out, delimiter=";" if decimal == "," else ",", lineterminator="\r\n")
        header = [column_label(k) for k in fields] if spreadsheet else fields
        writer.writerow([inert_cell(h) for h in header])
        for row in rows:
            full = {**row, **extra}
            writer.writerow(
                [_cell(k, full.get(k, ""), decimal, spreadsheet=spreadsheet) for k in fields]
            )
        return out.getvalue().encode("utf-8")


def settings_json(c: Citation, *, lang: str | None = None) -> bytes:
    """The small settings file: the lab's address parameters (what the lab loads back, the house
    rules' link text among them), and for readers the rulesets shown, the version, the day and
    the view's link."""
    with using(language() if lang is None else lang):
        doc: dict[str, Any] = {
            "what": "Dixit Rules Explorer, clue-difficulty lab settings: load this file (or the "
            "zip holding it) in the lab to reproduce the view",
            "version": project_version(),
            "exported": c.day,
            "link": c.link,
            "settings": {k: list(v) for k, v in c.params},
            "rulesets": [ruleset_columns(r) for r in c.rulesets],
            "columns": settings_columns(c),
        }
        if c.house is not None:
            doc["house"] = {**ruleset_columns(c.house), "file": HOUSE_FILE}
    return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")


def zip_bytes(
    tables: Mapping[str, Rows],
    c: Citation,
    *,
    lang: str | None = None,
    style: str = SPREADSHEET,
) -> bytes:
    """One zip: settings.json, the house rules' ruleset file when they are shown, and every
    table as a CSV carrying the view's columns (in `style`)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(SETTINGS_FILE, settings_json(c, lang=lang))
        if c.house is not None:
            z.writestr(HOUSE_FILE, to_toml(c.house))
        for name, rows in tables.items():
            z.writestr(file_name(name, c), csv_bytes(rows, c, lang=lang, style=style))
    return buf.getvalue()
