"""Quotes that are rows of a table in their rulebook carry that table's header, word for word,
so pages can show them as a small table."""

from __future__ import annotations

from pathlib import Path

from explorer import load_rulesets

RULESETS = load_rulesets()


def _cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def test_every_table_row_quote_has_its_header() -> None:
    rows = [
        e.provenance
        for rs in RULESETS
        for r in rs.rules
        for e in r.entries
        if (e.provenance.quote or "").startswith("|")
    ]
    assert rows, "the 2021 scoring table is quoted row by row"
    for p in rows:
        assert p.table_header and p.table_header_translation
        assert len(_cells(p.table_header)) == len(_cells(p.quote or ""))
        assert len(_cells(p.table_header_translation)) == len(_cells(p.translation or ""))


def test_the_header_is_the_tables_first_row_in_the_document(seeds_dir: Path) -> None:
    texts = [f.read_text(encoding="utf-8") for f in sorted(seeds_dir.glob("*.txt"))]
    for rs in RULESETS:
        for r in rs.rules:
            for e in r.entries:
                p = e.provenance
                if not p.table_header:
                    continue
                holder = next(t for t in texts if p.quote and p.quote in t)
                lines = holder.splitlines()
                row = next(i for i, line in enumerate(lines) if p.quote and p.quote in line)
                head = next(i for i, line in enumerate(lines) if line.strip() == p.table_header)
                assert head < row
                assert all(line.startswith("|") for line in lines[head : row + 1])
