"""Rule values in words: the readings in force, one sentence each, as every page shows them."""

from __future__ import annotations

from explorer import load_ruleset
from explorer.i18n import using
from explorer.rules.wording import readings_in_force


def test_the_readings_in_force_say_a_house_variant_apart() -> None:
    original = load_ruleset("original-2008")
    (read,) = readings_in_force(original)
    assert read.startswith("Reading in force — ")
    (house,) = readings_in_force(original.with_readings({"contando-reach": "all-counts"}))
    assert house.startswith("House variant in force — ")
    assert readings_in_force(load_ruleset("refresh-2021")) == ()
    with using("fr"):
        (french,) = readings_in_force(original)
    assert french != read
