"""The lesson's `step` (a stable name, or a number) and `quiz` (the round on screen), and the
site-wide `box`: read back exactly, bad parts left out with a note that says why."""

from __future__ import annotations

from explorer.learn.lesson import KINDS
from explorer.learn.quiz import MAX_SEED
from explorer.links.base import GLOBAL_KEYS, params_of
from explorer.links.box import BoxLink
from explorer.links.learn import LearnLink, LearnPlace
from tests.strategies import RULESETS

LINK = LearnLink(len(KINDS), KINDS, ("scoring", "twists"))


def test_a_step_goes_into_the_link_by_name_and_back() -> None:
    for step, name in enumerate(KINDS, start=1):
        encoded = LINK.encode(LearnPlace(step))
        assert encoded == {"step": name}  # the first step too: a sent link always names it
        assert LINK.decode(params_of(encoded)).value == LearnPlace(step)


def test_a_step_may_be_given_by_name_or_number() -> None:
    for step, name in enumerate(KINDS, start=1):
        assert LINK.decode({"step": [name]}).value.step == step
        assert LINK.decode({"step": [str(step)]}).value.step == step


def test_a_quiz_round_goes_into_the_link_and_back() -> None:
    place = LearnPlace(KINDS.index("quiz") + 1, ("twists", 48213))
    encoded = LINK.encode(place)
    assert encoded == {"step": "quiz", "quiz": "twists-48213"}
    assert LINK.decode(params_of(encoded)).value == place
    # a bare number is a round of the first level
    assert LINK.decode({"quiz": ["77"]}).value.quiz == ("scoring", 77)


def test_bad_steps_and_rounds_are_repaired_with_a_note() -> None:
    for raw, value in (("99", len(KINDS)), ("0", 1), ("four", 1), ("٣", 1), ("9" * 40, 1)):
        d = LINK.decode({"step": [raw]})
        assert d.value.step == value and len(d.notes) == 1, raw
    assert LINK.decode({"step": ["3", "4"]}).notes
    for raw in ("expert-12", "scoring-", "scoring-1234567890", "-5", "<b>", "9" * 40):
        d = LINK.decode({"quiz": [raw]})
        assert d.value.quiz is None and len(d.notes) == 1, raw
    # a codec made by step count alone (no names) still reads numbers
    assert LearnLink(12).decode({"step": ["4"]}).value.step == 4
    assert LearnLink(12).encode(4) == {"step": "4"}


def test_the_box_is_a_site_wide_key_of_known_editions() -> None:
    assert "box" in GLOBAL_KEYS
    link = BoxLink(tuple(r.id for r in RULESETS))
    for rs in RULESETS:
        assert link.decode(params_of(link.encode(rs.id))).value == rs.id
    d = link.decode({"box": ["monopoly"]})
    assert d.value is None and "monopoly" in d.notes[0]
    assert link.decode({}).value is None


def test_every_seed_the_quiz_draws_fits_in_a_link_and_no_longer_one_does() -> None:
    biggest = MAX_SEED - 1  # the quiz draws seeds below MAX_SEED
    assert LINK.decode({"quiz": [f"scoring-{biggest}"]}).value.quiz == ("scoring", biggest)
    too_long = LINK.decode({"quiz": [f"scoring-{MAX_SEED}"]})  # one digit more
    assert too_long.value.quiz is None and too_long.notes
