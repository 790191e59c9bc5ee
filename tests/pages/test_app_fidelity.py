"""The pages label the every-count 4-point rule as a house variant, never as a reading."""

from __future__ import annotations

from tests.apptest import run_page


def test_score_readings_label_the_house_variant() -> None:
    at = run_page("score")
    radio = next(r for r in at.radio if "Contando" in r.label)
    assert any(o.startswith("House variant:") for o in radio.options)
    assert not any(o.startswith("House variant:") for o in radio.options if "3 players only" in o)
    # the shared toggle appears once, naming both Odyssey rulesets
    caps = [r for r in at.radio if "bonus cap of 3" in r.label]
    assert len(caps) == 1 and "Dixit Odyssey (2011)" in caps[0].label.replace("\\", "")


def test_an_old_link_to_the_every_count_choice_still_opens_it() -> None:
    at = run_page(
        "score",
        {
            "names": "A,B,C,D,E",
            "teller": "1",
            "votes": "-,1,1,2,4",
            "read": "contando-reach:all-counts",
        },
    )
    assert not at.warning
    assert at.query_params["read"] in ("contando-reach:all-counts", ["contando-reach:all-counts"])
    text = " ".join(c.value for c in at.caption)
    assert "House variant in force" in text


def test_compare_lists_readings_and_house_variants() -> None:
    at = run_page("compare")
    text = " ".join(m.value for m in at.markdown)
    assert "(house variant)" in text
    assert "(reading, the default)" in text
