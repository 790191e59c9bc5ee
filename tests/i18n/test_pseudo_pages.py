"""Every page, rendered in the pseudo-locale, shows no word that was not marked for translation
(each area adds its deeper states in its own test_pseudo_<area>.py)."""

from __future__ import annotations

from tests.i18n.pseudo import assert_all_marked, run_pseudo


def test_home_has_no_unmarked_text() -> None:
    assert_all_marked(run_pseudo("home"))
