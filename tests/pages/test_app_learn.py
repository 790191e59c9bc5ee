"""The lesson page under AppTest: the whole lesson walked with Next for every box, a step
from a link, the quiz answered right and wrong (the misconception named), the card offered."""

from __future__ import annotations

import pytest

from explorer.learn.boxes import boxes
from explorer.learn.lesson import step_number, steps
from explorer.learn.mistakes import mistake, mistaken
from explorer.learn.quiz import generate
from explorer.rules.files import load_ruleset
from tests.apptest import run_page
from tests.strategies import RULESETS

BOXES = [b.id for b in boxes(RULESETS)]


@pytest.mark.parametrize("box", BOXES)
def test_the_whole_lesson_walks_with_next(box: str) -> None:
    rs = load_ruleset(box)
    at = run_page("learn", {"box": box})
    lesson = steps(rs)
    for number in range(1, len(lesson) + 1):
        assert at.header[0].value == lesson[number - 1].title
        assert f"Step {number} of {len(lesson)}" in at.get("progress")[0].proto.text
        if number < len(lesson):
            at.button(key="learn_next").click().run()
            assert not at.exception, at.exception
            assert at.query_params["step"] in (str(number + 1), [str(number + 1)])
            assert at.query_params["box"] in (box, [box])
    at.button(key="learn_back").click().run()
    assert at.header[0].value == lesson[-2].title


def test_a_teacher_can_send_step_4() -> None:
    at = run_page("learn", {"step": "4"})
    rs = RULESETS[0]
    assert at.header[0].value == steps(rs)[3].title
    at = run_page("learn", {"step": "400"})
    assert at.warning and "400" in at.warning[0].value
    assert at.header[0].value == steps(rs)[-1].title


def test_choosing_a_box_changes_the_lesson_and_the_link() -> None:
    at = run_page("learn")
    other = BOXES[1]
    at.radio(key="learn_box").set_value(other).run()
    assert at.query_params["box"] in (other, [other])
    assert load_ruleset(other).name in at.get("progress")[0].proto.text


def test_a_scoring_step_has_a_live_table() -> None:
    rs = RULESETS[0]
    at = run_page("learn", {"box": rs.id, "step": str(step_number(rs, "all-or-none"))})
    before = at.table[0].value["Total"].tolist()
    assert before[0] == rs.all_or_none.storyteller  # everybody found it: the example
    ben = next(s for s in at.selectbox if s.label == "Ben voted for")
    ben.set_value(2).run()  # Ben now votes for Cleo's card
    assert not at.exception
    after = at.table[0].value["Total"].tolist()
    assert after[0] == rs.some_found.storyteller  # now some found it: the storyteller scores
    assert any("rulebook says" in e.label for e in at.expander)


def _answer(at, points: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    for i, value in enumerate(points.values()):
        at.number_input(key=f"quiz_pts_{i}").set_value(value)
    at.button(key="quiz_check").click().run()
    assert not at.exception, at.exception


def test_the_quiz_judges_right_and_names_a_mistake() -> None:
    rs = load_ruleset(BOXES[0])
    at = run_page("learn", {"box": rs.id, "step": str(step_number(rs, "quiz"))})
    q = generate(rs, "some", 1)
    _answer(at, q.points())
    assert any("All right" in s.value for s in at.success)
    at.button(key="quiz_next").click().run()
    q = generate(rs, "some", 2)
    m = mistake("storyteller-bonus")
    wrong = mistaken(q.scored(), m, RULESETS)
    assert wrong is not None
    _answer(at, wrong)
    assert any(m.name in w.value for w in at.warning)
    assert any("Not quite" in e.value for e in at.error)


def test_the_reference_card_is_offered() -> None:
    rs = RULESETS[0]
    at = run_page("learn", {"box": rs.id, "step": str(step_number(rs, "card"))})
    assert at.get("download_button")


def test_a_locked_level_stays_locked_and_says_so() -> None:
    rs = load_ruleset(BOXES[0])
    at = run_page("learn", {"box": rs.id, "step": str(step_number(rs, "quiz"))})
    at.radio(key="quiz_level").set_value("all-none").run()
    assert not at.exception
    assert at.radio(key="quiz_level").value == "some"
    assert any("not unlocked" in e.value for e in at.error)


def test_the_end_step_shows_the_engines_turn_counts() -> None:
    from explorer.learn.lesson import end_turns

    rs = RULESETS[0]
    at = run_page("learn", {"box": rs.id, "step": str(step_number(rs, "end"))})
    table = at.table[0].value
    for n, t in end_turns(rs):
        assert table.loc[str(n)].iloc[0] == ("never" if t is None else str(t))


def test_a_box_with_two_rulebooks_asks_which_one() -> None:
    two = next(b for b in boxes(RULESETS) if len(b.rulesets) > 1)
    at = run_page("learn", {"box": two.id})
    other = two.rulesets[1].id
    at.radio(key="learn_rulebook").set_value(other).run()
    assert at.query_params["box"] in (other, [other])
    assert at.radio(key="learn_box").value == two.id  # still the same box
    assert load_ruleset(other).name in at.get("progress")[0].proto.text
