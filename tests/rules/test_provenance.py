"""Every quoted sentence occurs word for word in its rule document; readings say why."""

from __future__ import annotations

from pathlib import Path

import pytest

from explorer import load_rulesets
from explorer.rules.specs import RULE_SPECS

RULESETS = load_rulesets()
ENTRIES = [
    pytest.param(rs, rule.name, e, id=f"{rs.id}:{rule.name}:{i}")
    for rs in RULESETS
    for rule in rs.rules
    for i, e in enumerate(rule.entries)
]


def _documents(seeds_dir: Path) -> dict[str, str]:
    return {f.name: f.read_text(encoding="utf-8") for f in sorted(seeds_dir.glob("*.txt"))}


def _source_file(rs, seeds_dir: Path) -> str:  # type: ignore[no-untyped-def]
    """The one rule document that holds every quote of `rs` (rulesets name their rulebook in
    words, not by file: the file is found from the quotes)."""
    quotes = [e.provenance.quote for r in rs.rules for e in r.entries if e.provenance.quote]
    holders = [
        name for name, text in _documents(seeds_dir).items() if all(q in text for q in quotes)
    ]
    assert len(holders) == 1, f"{rs.id}: its quotes are in {holders or 'no single document'}"
    return holders[0]


@pytest.mark.parametrize(("rs", "rule", "entry"), ENTRIES)
def test_quote_occurs_verbatim_in_its_document(rs, rule, entry, seeds_dir: Path) -> None:  # type: ignore[no-untyped-def]
    p = entry.provenance
    if p.quote is None:
        assert p.basis != "quoted"
        return
    text = _documents(seeds_dir)[_source_file(rs, seeds_dir)]
    assert p.quote in text, f"{rs.id}.{rule}: quote not found in {p.document}"
    assert p.translation and p.translation != p.quote


@pytest.mark.parametrize(("rs", "rule", "entry"), ENTRIES)
def test_readings_carry_a_note(rs, rule, entry) -> None:  # type: ignore[no-untyped-def]
    if entry.provenance.basis in ("publisher", "decision"):
        assert entry.provenance.note


def test_each_rule_document_is_one_rulesets_source(seeds_dir: Path) -> None:
    files = [_source_file(rs, seeds_dir) for rs in RULESETS]
    assert sorted(files) == sorted(_documents(seeds_dir))
    assert len({rs.document for rs in RULESETS}) == len(RULESETS)  # one rulebook name each


def test_every_ruleset_has_every_rule() -> None:
    for rs in RULESETS:
        assert [r.name for r in rs.rules] == list(RULE_SPECS)


def test_decisions_md_readings_are_marked_as_readings() -> None:
    """The points DECISIONS.md calls decisions or publisher rules are not passed off as quotes."""
    by_id = {rs.id: rs for rs in RULESETS}
    expected = {
        ("original-2008", "exactly_one_finder", None): "decision",
        ("original-2008", "empty_pile", None): "decision",
        ("original-2008", "ties", None): "decision",
        ("odyssey-2011", "players", None): "publisher",
        ("odyssey-2011", "hand_size", 3): "publisher",
        ("odyssey-2011", "cards_handed_in", 3): "publisher",
        ("odyssey-2011", "empty_pile", None): "decision",
        ("odyssey-vi", "extra_finder", None): "decision",
        ("odyssey-vi", "ties", None): "decision",
        ("anniversary-10th", "players", None): "decision",
        ("anniversary-10th", "hand_size", 3): "quoted",  # six at every count, 3 included
        ("anniversary-10th", "max_votes", 3): "decision",  # the document gives no count
        ("anniversary-10th", "max_votes", 12): "decision",
        ("anniversary-10th", "bonus_per_vote", None): "decision",  # storyteller excluded
        ("anniversary-10th", "empty_pile", None): "decision",
        ("anniversary-10th", "ties", None): "decision",
        ("odyssey-2011", "extra_cap", None): "decision",  # +1 outside the cap: a reading
        ("odyssey-vi", "extra_cap", None): "decision",
    }
    for (rid, rule, n), basis in expected.items():
        assert by_id[rid].entry(rule, n).provenance.basis == basis, (rid, rule, n)


def test_the_two_reading_toggles_of_decisions_md_exist() -> None:
    by_id = {rs.id: rs for rs in RULESETS}
    contando = by_id["original-2008"].reading("contando-reach")
    assert contando.default == "three-players"
    vi = by_id["odyssey-vi"].reading("vi-extra-point")
    assert vi.default == "every-finder"
    assert {o.id for o in vi.choices} == {"every-finder", "single-marker"}
