"""The lesson's quiz and its links under AppTest (issue 30): Check with an empty box says so
right above Check, a shared twists round opens the twists level, one verdict button leads on
(the page's Next names the step it leaves for, not primary), "not quite" only when some points
are right, the title asks to work the points out, a round opens with its facts only, and a
class link carries one quiz round from any step to the quiz."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.learn.boxes import boxes
from explorer.learn.lesson import KINDS, steps
from explorer.learn.quiz import generate
from explorer.rules.files import load_ruleset
from tests.apptest import run_page
from tests.learn.quiz_play import answer, question
from tests.strategies import RULESETS

BOX = boxes(RULESETS)[0].id
ODYSSEY = "odyssey-2011"


def _param(at: AppTest, key: str) -> str | None:
    if key not in at.query_params:
        return None
    value = at.query_params[key]
    return value if isinstance(value, str) else value[0]


def _main(at: AppTest) -> list[Any]:
    """The main area's elements in page order (widgets and messages)."""
    out: list[Any] = []

    def walk(node: Any) -> None:
        out.append(node)
        for child in getattr(node, "children", {}).values():
            walk(child)

    walk(at._tree.children[0])
    return out


def test_check_with_empty_boxes_says_so_right_above_check() -> None:
    at = run_page("learn", {"box": BOX, "step": "quiz"})
    at.button(key="quiz_check").click().run()
    assert not at.exception
    order = _main(at)
    kinds = [getattr(n, "type", "") for n in order]
    said = next(i for i, n in enumerate(order) if kinds[i] == "error")
    check = next(i for i, n in enumerate(order) if getattr(n, "key", None) == "quiz_check")
    boxes_at = [i for i, k in enumerate(kinds) if k == "number_input"]
    # the message sits between the last answer box and Check (not by the level, far above)
    assert boxes_at[-1] < said < check, (boxes_at, said, check)
    assert "Type each player's points first" in order[said].value
    # one box typed, the others named
    q = question(at, BOX)
    at.number_input[0].set_value(q.points()[q.players[0]])
    at.button(key="quiz_check").click().run()
    message = next(e.value for e in at.error)
    assert all(p in message for p in q.players[1:]) and q.players[0] not in message


def test_a_shared_twists_round_opens_the_twists_level() -> None:
    at = run_page("learn", {"box": ODYSSEY, "step": "quiz", "quiz": "twists-77"})
    level = at.radio(key="quiz_level")
    assert level.value == "twists"  # the selector says the round's level
    assert not any("🔒" in o for o in level.options)  # and it is open
    assert at.subheader[0].value.endswith("Your box's twists")
    # a right answer counts toward the twists level's streak
    q = question(at, ODYSSEY)
    answer(at, q.points())
    assert "1 of 2" in at.get("progress")[1].proto.text


def test_after_check_one_primary_button_leads_on() -> None:
    at = run_page("learn", {"box": BOX, "step": "quiz"})
    assert at.header[0].value == "Your turn: work out the points"
    q = question(at, BOX)
    answer(at, q.points())
    primary = [b for b in at.button if b.proto.type == "primary"]
    assert [b.key for b in primary] == ["quiz_next"]
    nxt = at.button(key="learn_next")
    after = steps(load_ruleset(BOX))[KINDS.index("quiz") + 1].title
    assert nxt.label == f"Next step: {after} →"


def test_all_wrong_is_not_almost() -> None:
    at = run_page("learn", {"box": BOX, "step": "quiz"})
    q = question(at, BOX)
    answer(at, {p: v + 1 for p, v in q.points().items()})
    verdict = at.error[0].value
    assert "Wrong for every player" in verdict and "Not quite" not in verdict
    at.button(key="quiz_next").click().run()
    q = question(at, BOX)
    first = q.players[0]
    answer(at, {p: v + (p != first) for p, v in q.points().items()})  # one player right
    assert "Not quite" in at.error[0].value


def test_a_round_opens_with_its_facts_not_a_hint() -> None:
    at = run_page("learn", {"box": BOX, "step": "quiz", "quiz": "scoring-4242"})
    shown = " ".join(m.value for m in at.markdown)
    assert "finds the storyteller's card" not in shown
    q = generate(load_ruleset(BOX), "scoring", 4242)
    assert all(line in shown for line in q.vote_lines())


def test_the_vote_lines_say_one_marker_or_both_where_there_are_two() -> None:
    at = run_page("learn", {"box": ODYSSEY, "step": "quiz", "quiz": "twists-77"})
    q = question(at, ODYSSEY)
    assert q.situation.n >= 7
    lines = q.vote_lines()
    assert all("one marker only" in x or "both markers" in x for x in lines), lines


# --- the class link --------------------------------------------------------------------------
def _walk_to_quiz(at: AppTest) -> None:
    """Next until the quiz (from a step after it, the quiz in the list of all steps)."""
    quiz = KINDS.index("quiz")
    for _ in range(len(KINDS)):
        if _param(at, "step") == "quiz":
            return
        if KINDS.index(str(_param(at, "step"))) > quiz:
            at.button(key=f"learn_goto_{quiz + 1}").click().run()
        else:
            at.button(key="learn_next").click().run()
        assert not at.exception, at.exception
    raise AssertionError("the quiz was not reached")


def test_a_class_link_carries_its_quiz_round_from_the_scoring_step_to_the_quiz() -> None:
    code = "scoring-4242"
    at = run_page("learn", {"box": BOX, "step": "scoring", "quiz": code})
    assert _param(at, "quiz") == code  # kept, not dropped
    assert at.checkbox(key="learn_class_round").value  # said on the page: the box is ticked
    assert any("same quiz round" in c.value for c in at.caption)
    _walk_to_quiz(at)
    assert _param(at, "quiz") == code  # the round played is the class's
    q = generate(load_ruleset(BOX), "scoring", 4242)
    shown = " ".join(m.value for m in at.markdown)
    assert all(line in shown for line in q.vote_lines())


@pytest.mark.parametrize("step", ["setup", "scoring", "end"])
def test_a_teacher_adds_a_class_round_to_any_steps_link(step: str) -> None:
    at = run_page("learn", {"box": BOX, "step": step})
    assert _param(at, "quiz") is None  # a plain step link carries no round
    at.checkbox(key="learn_class_round").check().run()
    assert not at.exception
    code = _param(at, "quiz")
    assert code is not None and code.startswith("scoring-")
    body = next(h.proto.body for h in at.get("html") if "dx-copy" in h.proto.body)
    assert f"quiz={code}" in body and f"step={step}" in body
    # a student opening it gets that round at the quiz
    student = run_page("learn", {"box": BOX, "step": step, "quiz": code})
    _walk_to_quiz(student)
    assert _param(student, "quiz") == code
