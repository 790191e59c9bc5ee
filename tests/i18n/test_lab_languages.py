"""The lab speaks the visitor's language: French chart titles, axes and hover text, a French
CSV that a French spreadsheet opens as it is, and each visitor gets figures in their own
language although the lab's figures are shared by everyone in the process."""

from __future__ import annotations

import csv
import io
import json
import threading

from streamlit.testing.v1 import AppTest

from explorer.i18n import using
from explorer.lab import export, tables
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import sweet_spot
from explorer.lab.settings import LabSettings
from explorer.rules.files import load_ruleset
from explorer.ui.common.lang import STATE
from tests.conftest import ROOT

SMALL = {"rounds": "1000", "games": "100", "sweep": "100"}


def _lab(lang: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / "lab.py"), default_timeout=60)
    for k, v in SMALL.items():
        at.query_params[k] = v
    at.session_state[STATE] = lang
    at.run()
    assert not at.exception, at.exception
    return at


def _figures(at: AppTest) -> list[dict]:  # type: ignore[type-arg]
    return [json.loads(c.proto.spec) for c in at.get("plotly_chart")]


def _title(fig: dict) -> str:  # type: ignore[type-arg]
    return str(fig["layout"]["title"]["text"])


def test_french_lab_has_french_titles_axes_legends_and_numbers() -> None:
    at = _lab("fr")
    assert "Labo" in at.title[0].value
    figs = _figures(at)
    assert _title(figs[0]).startswith("Le point idéal du conteur, 6 joueurs")
    # (wrapped to fit a phone: French runs longer than English)
    assert figs[0]["layout"]["xaxis"]["title"]["text"].replace("<br>", " ") == (
        "p\u00a0: probabilité que chaque votant trouve la carte"
    )
    assert figs[0]["layout"]["separators"] == ",\u202f"  # Plotly writes 0,5 as the French do
    assert any("Comment finissent les tours" in _title(f) for f in figs)
    heat = figs[1]["data"][0]
    assert heat["hovertemplate"].startswith("p=%{x:.2f}<br>joueurs\u00a0: %{y}")
    shows = [m.value for m in at.markdown if m.value.startswith("**Ce que cela montre\u00a0:**")]
    assert len(shows) == 12
    assert any("À 6 joueurs" in s and "conteur" in s for s in shows)
    assert any("0,5" in s or "0,50" in s for s in shows)  # a decimal comma in the sentences
    # the one-round table's headers and cells
    table = next(m.value for m in at.markdown if m.value.startswith("| édition"))
    assert "tous ont trouvé" in table or "points moyens du conteur" in table
    assert at.get("download_button")[0].proto.label.startswith("Télécharger les chiffres (CSV)")


def test_english_and_french_visitors_get_their_own_figures() -> None:
    # the figures are cached once per process for everyone: the language is in the key
    fr = _figures(_lab("fr"))
    en = _figures(_lab("en"))
    fr_again = _figures(_lab("fr"))
    assert _title(en[0]).startswith("Storyteller's sweet spot, 6 players")
    assert _title(fr[0]) == _title(fr_again[0]) != _title(en[0])
    assert [_title(f) for f in fr] == [_title(f) for f in fr_again]
    assert not any("conteur" in _title(f) for f in en)


def _rows() -> list[dict[str, object]]:
    curves = [sweet_spot(load_ruleset("original-2008"), 5, ClueModel(mean=0.5))]
    return tables.sweet_spot_rows(curves)


def test_french_csv_opens_in_a_french_spreadsheet() -> None:
    with using("fr"):
        rows = _rows()
    data = export.csv_bytes(rows, export.Citation(LabSettings()), lang="fr")
    assert data.startswith("\ufeff".encode())  # a spreadsheet reads it as UTF-8
    text = data.decode("utf-8-sig")
    reader = csv.reader(io.StringIO(text), delimiter=";")
    header = next(reader)
    assert header[:5] == [
        "identifiant du jeu de règles",
        "édition",
        "empreinte du contenu des règles",
        "documents sources",
        "joueurs",
    ]
    assert "plage tolérante\u00a0: p le plus bas" in header  # the forgiving range's columns
    assert "exporté le" in header and "lien vers cette vue" in header
    assert "points attendus du conteur" in header and "réglage\u00a0: joueurs" in header
    first = dict(zip(header, next(reader), strict=True))
    assert first["p"] == "0,0" and first["maximum"] in ("oui", "non")
    assert "," in first["points attendus du conteur"] or first["points attendus du conteur"] == "0"


def test_plain_csv_keeps_stable_english_columns_in_any_language() -> None:
    with using("fr"):
        rows = _rows()
    plain = export.csv_bytes(rows, export.Citation(LabSettings()), lang="fr", style=export.PLAIN)
    english = export.csv_bytes(rows, export.Citation(LabSettings()), lang="en")
    head = plain.decode().splitlines()[0]
    assert head == english.decode().splitlines()[0]
    assert head.startswith("ruleset,edition,ruleset_hash,sources,players,p,storyteller_expected")


def test_a_download_built_in_another_thread_keeps_the_visitors_language() -> None:
    # Streamlit builds a deferred download in a worker thread, which speaks English
    with using("ru"):
        rows = _rows()
    out: list[bytes] = []
    worker = threading.Thread(
        target=lambda: out.append(export.csv_bytes(rows, export.Citation(LabSettings()), lang="ru"))
    )
    worker.start()
    worker.join()
    header = out[0].decode("utf-8-sig").splitlines()[0].split(";")
    assert header[:2] == ["id набора правил", "издание"]
