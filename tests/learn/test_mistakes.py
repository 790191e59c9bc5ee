"""The misconception detector is honest: an answer built by making a known mistake (or two) is
named after it, a mistake is named only when the mistakes named together give exactly the
answer typed (every wrong player explained, no right player contradicted), and an answer no
known mistake gives names none, saying which players are wrong instead."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.learn.mistakes import MISTAKES, mistake, mistaken, mistaken_together
from explorer.learn.quiz import Feedback, Question, check, generate, levels
from explorer.round.situation import Situation
from explorer.rules.files import load_ruleset
from explorer.rules.ruleset import Ruleset
from tests.strategies import RULESETS, readings_for


@st.composite
def questions(draw: st.DrawFn) -> Question:
    rs = draw(st.sampled_from(RULESETS))
    rs = rs.with_readings(draw(readings_for(rs)))
    level = draw(st.sampled_from([lv.id for lv in levels(rs)]))
    return generate(rs, level, draw(st.integers(0, 10**6)))


def _explains(q: Question, fb: Feedback, answer: dict[str, int]) -> None:
    """Every explanation given reproduces the answer exactly, and names only wrong players."""
    for explained in fb.explanations:
        totals = mistaken_together(q.scored(), [n.mistake for n in explained], RULESETS)
        assert totals == answer, [n.mistake.id for n in explained]
        named = {p for n in explained for p in n.players}
        assert named == set(fb.wrong)


@settings(max_examples=150, deadline=None)
@given(questions(), st.sampled_from(MISTAKES))
def test_an_answer_built_by_one_mistake_is_named_after_it(q: Question, m) -> None:  # type: ignore[no-untyped-def]
    totals = mistaken(q.scored(), m, RULESETS)
    if totals is None:  # the mistake changes nothing in this round
        return
    fb = check(q, totals, RULESETS)
    assert not fb.right
    assert any(m.id in {n.mistake.id for n in e} for e in fb.explanations)
    _explains(q, fb, totals)


PAIRS = list(combinations(MISTAKES, 2))


@settings(max_examples=200, deadline=None)
@given(questions(), st.sampled_from(PAIRS))
def test_an_answer_built_by_two_mistakes_is_explained_by_them(q: Question, pair) -> None:  # type: ignore[no-untyped-def]
    totals = mistaken_together(q.scored(), pair, RULESETS)
    if totals is None or totals == q.points():  # they cannot both be made here
        return
    fb = check(q, totals, RULESETS)
    assert fb.explanations, [m.id for m in pair]
    ids = {m.id for m in pair}
    smallest = min(len(e) for e in fb.explanations)
    # named after the pair, unless one mistake alone gives the very same points
    assert smallest < 2 or any({n.mistake.id for n in e} == ids for e in fb.explanations)
    _explains(q, fb, totals)


@settings(max_examples=200, deadline=None)
@given(questions(), st.data())
def test_random_wrong_answers_are_never_misnamed(q: Question, data: st.DataObject) -> None:
    right = q.points()
    answer = {
        p: data.draw(st.sampled_from([v, v, v + 1, max(0, v - 1), v + 2, 0, 3]))
        for p, v in right.items()
    }
    fb = check(q, answer, RULESETS)
    assert fb.right == (answer == right)
    assert set(fb.wrong) == {p for p in right if answer[p] != right[p]}
    _explains(q, fb, answer)
    if fb.right:
        assert fb.explanations == ()


def _some_rounds(rs: Ruleset) -> list[Question]:
    out = []
    for level in levels(rs):
        for seed in range(80):
            q = generate(rs, level.id, seed)
            if q.scored().outcome == "some":
                out.append(q)
    return out


def _paid_as_all_or_none(q: Question, *, bonus: bool = True) -> dict[str, int]:
    an = q.ruleset.all_or_none
    out = {}
    for p in q.scored().scores:
        base = an.storyteller if p.player == q.storyteller else an.others
        out[p.player] = base + (p.bonus if bonus else 0) + p.extra
    return out


@pytest.mark.parametrize("ruleset_id", [r.id for r in RULESETS])
def test_some_found_paid_as_all_or_none_names_the_outcome_for_every_wrong_player(
    ruleset_id: str,
) -> None:
    rs = load_ruleset(ruleset_id)
    for q in _some_rounds(rs):
        answer = _paid_as_all_or_none(q)
        fb = check(q, answer, RULESETS)
        assert fb.wrong
        named = [n for e in fb.explanations for n in e if n.mistake.id == "some-as-all-or-none"]
        assert named, (q.seed, q.level, [[n.mistake.id for n in e] for e in fb.explanations])
        assert set(named[0].players) == set(fb.wrong)
        # and with the bonus forgotten as well: both named, together
        answer = _paid_as_all_or_none(q, bonus=False)
        fb = check(q, answer, RULESETS)
        if answer != _paid_as_all_or_none(q):
            ids = [{n.mistake.id for n in e} for e in fb.explanations]
            assert {"some-as-all-or-none", "no-bonus"} in ids, ids


def _round(rs: Ruleset, storyteller: int, votes: tuple[tuple[int, ...], ...]) -> Question:
    names = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana")[: len(votes)]
    return Question(rs, "scoring", 0, Situation(names, storyteller, votes))


def _named(q: Question, answer: dict[str, int]) -> list[set[str]]:
    return [{n.mistake.id for n in e} for e in check(q, answer, RULESETS).explanations]


def test_the_issues_misnamed_answers_are_named_right() -> None:
    rs = load_ruleset("refresh-2021")
    # some found, paid as everybody found: storyteller 0, others 2 (+ their bonus)
    q = _round(rs, 0, ((), (0,), (0,), (1,), (1,)))  # Ben, Cleo find; Dev, Eli vote Ben
    assert _named(q, {"Ana": 0, "Ben": 4, "Cleo": 2, "Dev": 2, "Eli": 2}) == [
        {"some-as-all-or-none"}
    ]
    # everybody found, paid 3 each: the outcome scored as some found
    q = _round(rs, 0, ((), (0,), (0,), (0,), (0,)))
    assert _named(q, dict.fromkeys(q.players, 3)) == [{"all-or-none-as-some"}]
    # nobody found, the storyteller given 3: named
    q = _round(rs, 0, ((), (2,), (1,), (1,), (1,)))
    right = q.points()
    assert _named(q, right | {"Ana": 3}) == [{"storyteller-scores-all-or-none"}]
    # Odyssey at 7: the single-marker +1 forgotten is named as such, not as the bonus
    ody = load_ruleset("odyssey-2011")
    q = _round(ody, 0, ((), (0,), (0, 3), (1,), (1,), (1, 2), (2,)))
    forgot = {p.player: p.base + p.bonus for p in q.scored().scores}
    assert forgot != q.points()
    assert _named(q, forgot) == [{"extra-forgotten"}]
    given_to_all = {
        p.player: p.total + (1 if p.player != "Ana" and not p.extra else 0)
        for p in q.scored().scores
    }
    assert _named(q, given_to_all) == [{"extra-everyone"}]


def test_an_answer_no_mistake_gives_names_none_and_says_who_is_wrong() -> None:
    rs = load_ruleset("refresh-2021")
    q = _round(rs, 0, ((), (0,), (0,), (1,), (1,)))
    answer = q.points() | {"Ana": 7}
    fb = check(q, answer, RULESETS)
    assert fb.explanations == () and fb.wrong == ("Ana",)
    # a coincidence on one player is no longer enough: the bonus forgotten for Ben alone,
    # while Dev's bonus is counted
    q = _round(rs, 0, ((), (0,), (0,), (1,), (3,)))
    answer = q.points() | {"Ben": q.points()["Ben"] - 1}
    fb = check(q, answer, RULESETS)
    assert "no-bonus" not in {n.mistake.id for n in fb.mistakes}


def test_every_mistake_has_words() -> None:
    assert len({m.id for m in MISTAKES}) == len(MISTAKES)
    for m in MISTAKES:
        assert mistake(m.id) is m and m.name and m.correction


def test_each_odyssey_rulebook_names_the_others_reading_of_the_plus_one() -> None:
    # Ben finds with two markers, Cleo with one: the French box gives the +1 to Cleo only, the
    # Vietnamese box to both; each reading typed into the other box is named, in numbers
    votes = ((), (0, 3), (0,), (1,), (1,), (1, 2), (2,))
    french, viet = load_ruleset("odyssey-2011"), load_ruleset("odyssey-vi")
    fq, vq = _round(french, 0, votes), _round(viet, 0, votes)
    assert fq.points() != vq.points()
    fb = check(vq, fq.points(), RULESETS)  # the French reading in the Vietnamese box
    assert [{n.mistake.id for n in e} for e in fb.explanations] == [{"two-markers-no-extra"}]
    named = fb.mistakes[0]
    assert named.players == ("Ben",)
    assert "+1" in named.name and "from 7 players" in named.correction
    fb = check(fq, vq.points(), RULESETS)  # and the mirror, in the French box
    assert [{n.mistake.id for n in e} for e in fb.explanations] == [{"two-markers-extra"}]
    assert "From 7 players" in fb.mistakes[0].correction
    assert "one marker only" in fb.mistakes[0].correction


def test_box_specific_mistakes_say_the_boxs_numbers() -> None:
    from explorer.learn.mistake_words import wording

    ody = load_ruleset("odyssey-2011")
    q = _round(ody, 0, ((), (0,), (0, 3), (1,), (1,), (1, 2), (2,)))
    s = q.scored()
    said = wording(mistake("extra-forgotten"), s, RULESETS).correction(mistake("extra-forgotten"))
    assert "From 7 players" in said and "one marker only" in said and "{" not in said
    # the bonus cap: forgotten in a capped box, invented in an uncapped one, each in numbers
    cap = wording(mistake("cap-wrong"), s, RULESETS)
    assert "At 7 players your box caps" in cap.correction(mistake("cap-wrong"))
    base = load_ruleset("refresh-2021")
    s5 = _round(base, 0, ((), (0,), (0,), (0,), (0,))).scored()  # everybody found it
    none = wording(mistake("cap-wrong"), s5, RULESETS)
    assert "has no bonus cap" in none.correction(mistake("cap-wrong"))
    assert none.name(mistake("cap-wrong")) == "Bonus capped where your box has no cap"
    # a rule of the box's own numbers in the mistake's name: 3 + 2 in 2008 and 2021
    everybody = wording(mistake("all-found-adds"), s5, RULESETS)
    assert everybody.name(mistake("all-found-adds")) == "Everybody found it, scored 3 + 2"
    for m in MISTAKES:  # every wording writes out with no placeholder left
        for sr in (s, s5):
            w = wording(m, sr, RULESETS)
            assert "{" not in w.name(m) + w.correction(m), m.id
