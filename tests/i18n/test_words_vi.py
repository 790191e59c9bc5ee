"""The Vietnamese catalogs keep apart the words a first review found used as synonyms
(issue 23): Odyssey's voting marker is the rulebook's «thanh chọn» (the numbered token of
Dixit 2008 stays «thẻ bình chọn»), the extra point is «cộng thêm … điểm» (never a bare
«điểm thêm» beside the bonus, «điểm cộng»), and the bonus cap is said with «tối đa», as the
rulebook's «tối đa được 3 điểm cộng» does, not the calque «mức trần» ("ceiling")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from explorer.i18n.catalog import po_files
from tests.i18n.catalogs import forms, read_catalog

CATALOGS = po_files("vi")


def _pairs(path: Path) -> list[tuple[str, str]]:
    """(English, Vietnamese) for every translated form of every message of a catalog."""
    catalog = read_catalog(path)
    pairs: list[tuple[str, str]] = []
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        english = " ".join(forms(message.id))
        pairs += [(english, s) for s in forms(message.string) if s]
    return pairs


def _wrong(path: Path) -> list[str]:
    wrong: list[str] = []
    for english, text in _pairs(path):
        folded = text.casefold()
        if re.search(r"\bmarkers?\b", english, re.IGNORECASE) and "thẻ bình chọn" in folded:
            wrong.append(f"a voting marker is «thanh chọn»: {english!r} → {text!r}")
        if re.search(r"(?<!cộng )điểm thêm", folded):
            wrong.append(f"the extra point is «cộng thêm … điểm»: {english!r} → {text!r}")
        if "mức trần" in folded or "trần điểm" in folded:
            wrong.append(f"the bonus cap is «tối đa … điểm cộng»: {english!r} → {text!r}")
    return wrong


@pytest.mark.skipif(not CATALOGS, reason="no Vietnamese catalogs yet")
@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.stem)
def test_vietnamese_keeps_the_markers_the_extra_point_and_the_cap_apart(path: Path) -> None:
    wrong = _wrong(path)
    assert not wrong, "\n".join(wrong)


def test_the_check_finds_the_old_wording(tmp_path: Path) -> None:
    po = tmp_path / "game.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "second voting marker"\nmsgstr "thẻ bình chọn thứ hai"\n\n'
        'msgid "Extra"\nmsgstr "Điểm thêm"\n\n'
        'msgid "the bonus cap"\nmsgstr "mức trần điểm cộng"\n\n'
        'msgid "no extra point"\nmsgstr "không cộng thêm điểm"\n',
        encoding="utf-8",
    )
    assert len(_wrong(po)) == 3
