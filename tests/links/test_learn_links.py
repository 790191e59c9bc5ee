"""The lesson's `step` and the site-wide `box`: read back exactly, bad parts left out with a
note that says why."""

from __future__ import annotations

from explorer.links.base import GLOBAL_KEYS, params_of
from explorer.links.box import BoxLink
from explorer.links.learn import LearnLink
from tests.strategies import RULESETS


def test_a_step_goes_into_the_link_and_back() -> None:
    link = LearnLink(12)
    for step in range(1, 13):
        assert link.decode(params_of(link.encode(step))).value == step
    assert link.encode(1) == {}  # the first step keeps the link short


def test_bad_steps_are_repaired_with_a_note() -> None:
    link = LearnLink(12)
    for raw, value in (("99", 12), ("0", 1), ("four", 1), ("٣", 1), ("9" * 40, 1)):
        d = link.decode({"step": [raw]})
        assert d.value == value and len(d.notes) == 1, raw
    assert link.decode({"step": ["3", "4"]}).notes


def test_the_box_is_a_site_wide_key_of_known_editions() -> None:
    assert "box" in GLOBAL_KEYS
    link = BoxLink(tuple(r.id for r in RULESETS))
    for rs in RULESETS:
        assert link.decode(params_of(link.encode(rs.id))).value == rs.id
    d = link.decode({"box": ["monopoly"]})
    assert d.value is None and "monopoly" in d.notes[0]
    assert link.decode({}).value is None
