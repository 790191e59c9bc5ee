"""The lab's downloads: CSVs that carry their settings, and one zip of everything with a small
settings file that the lab loads back.

Every CSV row repeats the settings it was computed with (columns `setting_*` and `version`) and
the file name says them too, so two files from two runs can always be told apart. The zip holds
every CSV and `settings.json`: the lab's address parameters, read back through the page's link
codec (forgivingly: a hand-edited file gets the same notes as a hand-edited link).
"""

from __future__ import annotations

import csv
import io
import json
import re
import zipfile
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

from explorer.errors import LinkError
from explorer.lab.settings import LabSettings

PACKAGE = "dixit-rules-explorer"
SETTINGS_FILE = "settings.json"
MAX_FILE_BYTES = 5_000_000  # a settings file or zip to load back, at most
MAX_SETTINGS_BYTES = 64_000  # settings.json itself, at most (checked before it is read)
MAX_PARAMS = 40
MAX_VALUES = 40  # values of one parameter (editions)
MAX_VALUE_CHARS = 200

Rows = Sequence[Mapping[str, Any]]
Params = dict[str, list[str]]


@cache
def project_version() -> str:
    """The project's version: from the installed package, else from pyproject.toml."""
    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        text = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text("utf-8")
        found = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
        return found.group(1) if found else "unknown"


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


def csv_bytes(rows: Rows, s: LabSettings) -> bytes:
    """The rows with the settings columns after their own, as UTF-8 CSV."""
    extra = settings_columns(s)
    fields: list[str] = []
    for row in rows:
        fields.extend(k for k in row if k not in fields)
    fields.extend(extra)
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=fields, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({**row, **extra})
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
    tables: Mapping[str, Rows], s: LabSettings, params: Mapping[str, Sequence[str]]
) -> bytes:
    """One zip: settings.json and every table as a CSV carrying its settings."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(SETTINGS_FILE, settings_json(s, params))
        for name, rows in tables.items():
            z.writestr(file_name(name, s), csv_bytes(rows, s))
    return buf.getvalue()


def _params_from(doc: object) -> Params:
    if not isinstance(doc, dict) or not isinstance(doc.get("settings"), dict):
        raise LinkError("the file has no lab settings (a 'settings' object).")
    raw = doc["settings"]
    if len(raw) > MAX_PARAMS:
        raise LinkError(f"the settings file has {len(raw)} settings; at most {MAX_PARAMS}.")
    out: Params = {}
    for key, value in raw.items():
        values = value if isinstance(value, list) else [value]
        if len(values) > MAX_VALUES:
            raise LinkError(f"the setting '{key[:40]}' has too many values.")
        if not all(isinstance(v, str | int | float) and not isinstance(v, bool) for v in values):
            raise LinkError(f"the setting '{key[:40]}' is not text or a number.")
        text = [str(v) for v in values]
        if len(key) > MAX_VALUE_CHARS or any(len(t) > MAX_VALUE_CHARS for t in text):
            raise LinkError("a setting in the file is too long.")
        out[key] = text
    return out


def read_settings(data: bytes) -> Params:
    """The address parameters in a lab settings file, or in a lab zip holding one.
    LinkError, in plain words, for anything else (sizes checked before reading)."""
    if len(data) > MAX_FILE_BYTES:
        raise LinkError(f"the file is larger than {MAX_FILE_BYTES // 1_000_000} MB.")
    if data[:2] == b"PK":
        try:
            with zipfile.ZipFile(io.BytesIO(data)) as z:
                try:
                    info = z.getinfo(SETTINGS_FILE)
                except KeyError:
                    raise LinkError(f"the zip holds no {SETTINGS_FILE}.") from None
                if info.file_size > MAX_SETTINGS_BYTES:
                    raise LinkError(f"the zip's {SETTINGS_FILE} is too large.")
                data = z.read(info)
        except (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError) as err:
            raise LinkError(f"the zip cannot be read ({type(err).__name__}).") from None
    elif len(data) > MAX_SETTINGS_BYTES:
        raise LinkError("the settings file is too large.")
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise LinkError("the file is not a lab settings file (JSON) or a lab zip.") from None
    return _params_from(doc)
