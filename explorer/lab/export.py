"""The lab's downloads: CSVs that carry their settings, and one zip of everything with a small
settings file that the lab loads back.

Every CSV row repeats the settings it was computed with (columns `setting_*` and `version`) and
the file name says them too, so two files from two runs can always be told apart. The zip holds
every CSV and `settings.json`: the lab's address parameters, read back (`settings_file`) through
the page's link codec (forgivingly: a hand-edited file gets the same notes as a hand-edited link).

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
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

from babel.numbers import get_decimal_symbol

from explorer.i18n import DEFAULT, N_, _, language, using
from explorer.i18n.languages import BABEL_LOCALES
from explorer.lab.settings import LabSettings
from explorer.text.spreadsheet import inert_cell

PACKAGE = "dixit-rules-explorer"
SETTINGS_FILE = "settings.json"

Rows = Sequence[Mapping[str, Any]]

SPREADSHEET = "spreadsheet"  # the reader's language and number style
PLAIN = "plain"  # stable English column names, decimal points: for code
STYLES = (SPREADSHEET, PLAIN)

# Every column of the lab's tables and CSVs (keys as in `explorer.lab.tables`), as readers see it
COLUMNS: dict[str, str] = {
    # TRANSLATORS: a CSV/table column: the edition's id (a short code such as original-2008)
    "ruleset": N_("ruleset id"),
    "edition": N_("edition"),
    "players": N_("players"),
    "p": N_("p"),
    # TRANSLATORS: a CSV column: the storyteller's expected points per turn
    "storyteller_expected": N_("storyteller's expected points"),
    # TRANSLATORS: a CSV column: true on the row where the curve is highest
    "is_max": N_("maximum"),
    "source": N_("source"),
    "outcome": N_("outcome"),
    "share": N_("share"),
    "role": N_("role"),
    "points": N_("points"),
    "turns": N_("turns"),
    "end_reason": N_("how the game ended"),
    "seat": N_("seat"),
    "win_share": N_("share of wins"),
    "games": N_("games"),
    "deck": N_("deck"),
    "mean turns": N_("mean turns"),
    "ended by score target": N_("ended by score target"),
    "winner's mean score": N_("winner's mean score"),
    "winner's mean margin": N_("winner's mean margin"),
    "shared wins": N_("shared wins"),
    "best_p": N_("best p"),
    "storyteller_expected_at_best_p": N_("storyteller's expected points at the best p"),
    "turns_mean": N_("mean turns"),
    # TRANSLATORS: "se": standard error
    "turns_se": N_("turns, standard error"),
    # TRANSLATORS: the 10th percentile of single games
    "turns_p10": N_("turns, 10th percentile"),
    "turns_p90": N_("turns, 90th percentile"),
    "pile_ends_every_game_after": N_("the pile ends every game after (turns)"),
    "ended_by_pile": N_("ended by the pile"),
    "ended_by_pile_se": N_("ended by the pile, standard error"),
    "winner_margin_mean": N_("winner's mean margin"),
    "winner_margin_se": N_("winner's margin, standard error"),
    "winner_margin_p10": N_("winner's margin, 10th percentile"),
    "winner_margin_p90": N_("winner's margin, 90th percentile"),
    "seat1_win_share": N_("seat 1's share of wins"),
    "seat1_win_share_se": N_("seat 1's share of wins, standard error"),
    "fair_share": N_("fair share"),
    "seat1_edge": N_("seat 1's edge over a fair share"),
    "all found": N_("all found"),
    "none found": N_("none found"),
    "some found": N_("some found"),
    "storyteller's mean points": N_("storyteller's mean points"),
    "voter's mean points": N_("voter's mean points"),
    "voter_mean": N_("voter's mean points (number)"),
    "voter_mean_source": N_("voter's mean points: source"),
    # TRANSLATORS: CSV columns repeating the settings each row was computed with
    "setting_players": N_("setting: players"),
    "setting_p": N_("setting: p"),
    "setting_spread": N_("setting: spread"),
    "setting_alpha": N_("setting: α"),
    "setting_q": N_("setting: q"),
    "setting_deck": N_("setting: deck"),
    "setting_rounds": N_("setting: simulated rounds"),
    "setting_games": N_("setting: simulated games"),
    "setting_sweep_games": N_("setting: games per player count"),
    "setting_seed": N_("setting: seed"),
    "setting_editions": N_("setting: editions"),
    "version": N_("version"),
}
# The words some columns hold, as readers see them (a spreadsheet in the reader's language)
WORDS: dict[str, dict[str, str]] = {
    "source": {"exact": N_("exact"), "simulated": N_("simulated")},
    "voter_mean_source": {"exact": N_("exact"), "simulated": N_("simulated")},
    "outcome": {"none": N_("nobody found"), "some": N_("some found"), "all": N_("all found")},
    "role": {"storyteller": N_("storyteller"), "voter": N_("a voter")},
    "end_reason": {
        "score_target": N_("someone reached the score target"),
        "deck": N_("the pile ran out"),
    },
}


def column_label(key: str) -> str:
    """A column's name in the reader's language (keys not listed stay as they are)."""
    return _(COLUMNS[key]) if key in COLUMNS else key


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


def settings_columns(s: LabSettings) -> dict[str, Any]:
    """The settings as CSV columns (each row of every CSV carries them)."""
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
        "version": project_version(),
    }


def settings_tag(s: LabSettings) -> str:
    """The settings in a file name: n6_p0.5_s0.2_a-inf_q0.5_d84_r100000_g10000_w1000_seed1."""
    alpha = "inf" if s.alpha == "∞" else s.alpha
    return (
        f"n{s.players}_p{s.mean:g}_s{s.spread:g}_a-{alpha}_q{s.q:g}_d{s.deck}"
        f"_r{s.rounds}_g{s.games}_w{s.sweep_games}_seed{s.seed}"
    )


def file_name(name: str, s: LabSettings, ext: str = "csv") -> str:
    return f"dixit-lab_{name}_{settings_tag(s)}_v{project_version()}.{ext}"


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
    rows: Rows, s: LabSettings, *, lang: str | None = None, style: str = SPREADSHEET
) -> bytes:
    """The rows with the settings columns after their own, as UTF-8 CSV. Every text cell
    and column name is made inert for spreadsheets (`explorer.text.spreadsheet`).

    `lang`: the reader's language (the current one when None; a download is built outside
    the page's run, so the page passes it); `style`: SPREADSHEET or PLAIN (module docstring).
    """
    lang = language() if lang is None else lang
    with using(lang):
        extra = settings_columns(s)
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


def settings_json(s: LabSettings, params: Mapping[str, Sequence[str]]) -> bytes:
    """The small settings file: the lab's address parameters, plus the version for readers."""
    doc = {
        "what": "Dixit Rules Explorer, clue-difficulty lab settings: load this file (or the zip "
        "holding it) in the lab to reproduce the view",
        "version": project_version(),
        "settings": {k: list(v) for k, v in params.items()},
        "columns": settings_columns(s),
    }
    return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")


def zip_bytes(
    tables: Mapping[str, Rows],
    s: LabSettings,
    params: Mapping[str, Sequence[str]],
    *,
    lang: str | None = None,
    style: str = SPREADSHEET,
) -> bytes:
    """One zip: settings.json and every table as a CSV carrying its settings (in `style`)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(SETTINGS_FILE, settings_json(s, params))
        for name, rows in tables.items():
            z.writestr(file_name(name, s), csv_bytes(rows, s, lang=lang, style=style))
    return buf.getvalue()
