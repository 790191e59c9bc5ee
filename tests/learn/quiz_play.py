"""Playing the lesson's quiz under AppTest, shared by the page's tests and the pseudo-locale's:
the round on screen (read back from its `quiz=` link), an answer typed and checked, and the
rounds answered right until one where a given mistake would change the points."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from explorer.learn.mistakes import Mistake, mistaken
from explorer.learn.quiz import Question, generate
from explorer.rules.files import load_ruleset
from tests.strategies import RULESETS


def question(at: AppTest, rs_id: str) -> Question:
    """The round on screen, generated again from the level and seed in its link."""
    raw = at.query_params["quiz"]
    level, seed = (raw if isinstance(raw, str) else raw[0]).rsplit("-", 1)
    return generate(load_ruleset(rs_id), level, int(seed))


def answer(at: AppTest, points: dict[str, int], *, named: bool = True) -> None:
    """Type `points` into the boxes (labelled by the players' names unless `named` is False:
    the pseudo-locale marks the labels) and press Check."""
    boxes = at.number_input
    if named:
        assert [b.label for b in boxes] == list(points)
    for box, value in zip(boxes, points.values(), strict=True):
        box.set_value(value)
    at.button(key="quiz_check").click().run()
    assert not at.exception, at.exception


def answer_until(
    at: AppTest, rs_id: str, m: Mistake, tries: int, *, named: bool = True
) -> dict[str, int]:
    """Answer rounds right (pressing Next round after each) until one where `m` changes the
    points, and give the points `m` would pay there (unanswered)."""
    for _ in range(tries):
        q = question(at, rs_id)
        wrong = mistaken(q.scored(), m, RULESETS)
        if wrong is not None:
            return wrong
        answer(at, q.points(), named=named)
        at.button(key="quiz_next").click().run()
    raise AssertionError(f"no round in {tries} where {m.id} changes the points")
