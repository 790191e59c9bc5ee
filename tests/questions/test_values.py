"""Every value an answer states is the ruleset's own: each fact, read back here from the
ruleset's accessors on its own, equals the answer's; a number in an answer's words is one of its
facts; and house rules with values no edition has change the answers that state them."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from explorer.i18n import number, using
from explorer.lab.exact import exact_round
from explorer.lab.settings import LabSettings
from explorer.learn.lesson import end_turns
from explorer.questions import QUESTIONS, answer, question
from explorer.questions.model import Question
from explorer.rules.endgame import pile_turns
from explorer.rules.ruleset import Ruleset
from tests.questions.rulesets import every, houses


def _bands(rs: Ruleset, value: Callable[[int], int | None]) -> list[tuple[int, int | None]]:
    """(count, value) at every count, to compare with an answer's merged bands."""
    return [(n, value(n)) for n in range(rs.min_players, rs.max_players + 1)]


def _unband(bands: object) -> list[tuple[int, int | None]]:
    assert isinstance(bands, tuple)
    return [(n, v) for low, high, v in bands for n in range(low, high + 1)]


def expected(rs: Ruleset, name: str) -> object:
    """The value a fact named `name` must hold, read from the ruleset's accessors."""
    an, sf, one, ef = rs.all_or_none, rs.some_found, rs.exactly_one_finder, rs.extra_finder
    simple: dict[str, Callable[[], object]] = {
        "all_or_none.storyteller": lambda: an.storyteller,
        "all_or_none.others": lambda: an.others,
        "some_found.storyteller": lambda: sf.storyteller,
        "some_found.finder": lambda: sf.finder,
        "some_found.other": lambda: sf.other,
        "bonus_per_vote": lambda: rs.bonus_per_vote,
        "exactly_one_finder.points": lambda: one.points if one else None,
        "exactly_one_finder.low": lambda: one.players.low if one else None,
        "exactly_one_finder.high": lambda: one.players.high if one else None,
        "extra_finder.points": lambda: ef.points if ef else None,
        "extra_finder.from_players": lambda: ef.from_players if ef else None,
        "extra_finder.kind": lambda: ef.kind if ef else None,
        "extra_finder.inside_cap": lambda: ef.inside_cap if ef else None,
        "score_target": lambda: rs.end_conditions.score_target,
        "empty_pile": lambda: rs.end_conditions.empty_pile,
        "ties": lambda: rs.ties,
        "min_players": lambda: rs.min_players,
        "max_players": lambda: rs.max_players,
        "decks": lambda: rs.decks,
        "second_from": lambda: next(
            (n for n in range(rs.min_players, rs.max_players + 1) if rs.max_votes(n) > 1), None
        ),
    }
    if name in simple:
        return simple[name]()
    by_count: dict[str, Callable[[int], int | None]] = {
        "hand_size": rs.hand_size,
        "cards_handed_in": rs.cards_handed_in,
        "max_votes": rs.max_votes,
        "cap": rs.cap_at,
        "cards_on_table": rs.cards_on_table,
    }
    if name in by_count:
        return _bands(rs, by_count[name])
    if name == "pile_turns":
        return list(end_turns(rs))
    if name.startswith("lab."):
        n = min(max(5, rs.min_players), rs.max_players)
        model = LabSettings().model
        finders = exact_round(rs, n, model).finders
        voters = n - 1
        swing = sum(finders[k] for k in {0, 1, voters - 1, voters})
        # a voter's cards draw 1 − E[p] votes a round (+ the second-vote rate where there is
        # one), whatever the decoy pull: the lab's own expected voter points, less the base
        # points, say so when each vote is worth one point and nothing is capped
        received = 1.0 - model.mean + (model.q if rs.max_votes(n) > 1 else 0.0)
        return {
            "lab.players": n,
            "lab.find_percent": round(100 * model.mean),
            "lab.swing_percent": round(100 * swing),
            "lab.votes_received": round(received, 1),
        }[name]
    m = re.fullmatch(r"(\w+)@3", name)
    if m:
        accessor = getattr(rs, m.group(1))
        return accessor(3) if rs.supports(3) else None
    m = re.fullmatch(r"pile_turns@(\d+)@(\d+)", name)
    if m:
        try:
            return pile_turns(rs, int(m.group(1)), int(m.group(2)))
        except ValueError:
            return None
    raise KeyError(name)


# facts that are not ruleset values: what a rulebook sentence settles, the table size an
# example uses, the box's other rulebook and the rules the two disagree on
NOT_RULE_VALUES = {"fact", "players", "partner", "differs", "compared_decks"}
BANDED = {"hand_size", "cards_handed_in", "max_votes", "cap", "pile_turns", "cards_on_table"}

CASES = [(q, rs) for q in QUESTIONS for rs in every()]


def _id(case: object) -> str:
    if isinstance(case, Question):
        return case.id
    assert isinstance(case, Ruleset)
    return f"{case.parent}~house" if case.parent else case.id


@pytest.mark.parametrize(("q", "rs"), CASES, ids=_id)
def test_every_fact_is_the_rulesets_value(q: Question, rs: Ruleset) -> None:
    facts = answer(q, rs).facts
    for name, value in facts.values:
        if name in NOT_RULE_VALUES:
            continue
        want = expected(rs, name)
        got = _unband(value) if name in BANDED else value
        assert got == want, f"{q.id} {name}: the answer says {value!r}, the ruleset {want!r}"


# numbers an answer's words may say that are not ruleset values: the player count a question is
# about, the storyteller's one card (so one drawn), the Dixit Party sentence and the 10th
# Anniversary's name
CONSTANTS = {
    "three-player-draw": {"1", "3"},
    "three-player-hand-in": {"3"},
    "vote-own-card": {"3"},
    "two-players": {"2", "3"},
    "odyssey-party": {"6", "8", "10", "12"},
    "mix-boxes": {"10"},
    "expansion-alone": {"10"},
    "same-picture": {"10"},
}


def _numbers_of(value: object) -> set[str]:
    if isinstance(value, bool) or value is None:
        return set()
    if isinstance(value, float):
        return set(re.findall(r"\d+", f"{value:.1f}"))
    if isinstance(value, int):
        return {str(value)}
    if isinstance(value, tuple):
        return set().union(*(_numbers_of(v) for v in value)) if value else set()
    return set()


@pytest.mark.parametrize(("q", "rs"), CASES, ids=_id)
def test_a_number_in_the_words_is_one_of_the_facts(q: Question, rs: Ruleset) -> None:
    a = answer(q, rs)
    allowed = set().union(*(_numbers_of(v) for _k, v in a.facts.values)) | CONSTANTS.get(
        q.id, set()
    )
    said = set(re.findall(r"\d+", a.text))
    assert said <= allowed, f"{q.id}: the words say {sorted(said - allowed)}, not in the facts"


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_house_rules_change_the_answers_that_state_them(lang: str) -> None:
    refresh, original, odyssey, anniversary, vi = houses()
    with using(lang):

        def says(qid: str, rs: Ruleset, *values: int) -> None:
            text = answer(question(qid), rs).text
            for v in values:
                assert number(v) in text, f"{qid}: {v} not in {text!r}"

        says("bonus-cap", refresh, 5)
        says("exactly-target", refresh, 41)
        says("game-end", refresh, 41)
        says("hand-size", refresh, 9)
        says("everybody-found", original, 1, 4)
        says("nobody-found", original, 1, 4, 2)
        says("bonus-points", original, 2)
        says("three-player-draw", odyssey, 3)
        says("three-player-hand-in", odyssey, 3, 7)  # 1 + 2 × 3 cards laid out
        says("good-clue", odyssey, 5)
        says("honest-voting", odyssey, 4, 1)
        says("two-players", anniversary, 4, 9)
        says("player-range", anniversary, 4, 9)
        says("lone-finder", vi, 6, 3, 5)
        says("extra-point", vi, 9, 2)
        says("how-many-votes", vi, 9)
    assert "not for 3" in answer(question("three-player-draw"), anniversary).text
    assert "never end" in answer(question("pile-runs-out"), anniversary).text


def test_three_players_draw_one_for_the_storyteller_and_two_for_the_others() -> None:
    from explorer.rules.files import load_rulesets

    for rs in load_rulesets():
        a = answer(question("three-player-draw"), rs)
        assert a.facts["cards_handed_in@3"] == 2
        assert "The storyteller draws 1 card and each of the two others draws 2" in a.text
        assert a.facts["hand_size@3"] == rs.hand_size(3)
