"""The line that says house rules are shown beside the editions names the edition they start
from by its name (it showed the id, "built on refresh-2021"), and the rules' own name only when
the table gave one (it showed "House rules (House rules (Dixit (2021 refresh)))" twice over)."""

from __future__ import annotations

from tests.apptest import run_page


def _banner(page: str, house: str) -> str:
    at = run_page(page, {"house": house})
    lines = [c.value for c in at.caption if c.value.startswith("🏠")]
    assert len(lines) == 1, [c.value for c in at.caption]
    return str(lines[0])


def test_default_house_rules_are_said_by_their_edition() -> None:
    line = _banner("score", "refresh-2021~cap:2")
    assert "Dixit \\(2021 refresh\\)" in line or "Dixit (2021 refresh)" in line, line
    assert "refresh-2021" not in line and "House rules" not in line and "**" not in line


def test_named_house_rules_keep_their_name() -> None:
    line = _banner("compare", "refresh-2021~cap:2~n:Our table")
    assert "**Our table**" in line and "2021 refresh" in line, line


def test_score_counts_house_rules_apart_from_the_editions() -> None:
    """When every table agrees, the line counts the editions and names the house rules beside
    them (it said "All 6 editions" with five editions and one set of house rules)."""
    plain = run_page("score")
    house = run_page("score", {"house": "refresh-2021~n:Our table"})
    said = [s.value for s in plain.success if "same points" in s.value]
    assert said == ["All 5 editions give the same points here."], said
    said = [s.value for s in house.success if "same points" in s.value]
    assert said == ["All 5 editions and your house rules give the same points here."], said
