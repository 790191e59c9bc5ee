"""The notebook helpers under junk arguments: each wrong argument is refused before any work
with one of the engine's errors (a `DixitError`) naming it, never a KeyError, TypeError,
OverflowError or a widget's TraitError. The regressions first, then Hypothesis feeding junk to
every public helper (bounded: a few dozen examples each)."""

from __future__ import annotations

import time
import tracemalloc
from collections.abc import Callable
from contextlib import suppress
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer.errors import (
    ClueModelError,
    DixitError,
    ReadingError,
    RulesetError,
    SimulationError,
    SituationError,
)
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import exact_round
from explorer.lab.settings import LabSettings
from explorer.notebook import (
    ClueExplorer,
    GameRun,
    ScoreExplorer,
    explanation_frame,
    house_rules,
    points_frame,
    rules_frame,
    score_table,
    simulate,
)
from explorer.notebook.frames import explanation_html, styled_points
from explorer.notebook.lab import exact_frame
from explorer.round.compare import compare_round
from explorer.round.situation import Situation, default_situation
from explorer.rules.files import load_ruleset, load_rulesets

HUGE = 10**5000  # Python cannot even write it as text


class Huge(int):
    """10**5000 that Hypothesis can print when it reports an example (Python cannot)."""

    def __repr__(self) -> str:
        return "Huge(10**5000)"


SEVEN = Situation(
    ("S", "A", "B", "C", "D", "E", "F"),
    0,
    ((), (0,), (0, 1), (1,), (1,), (2,), (3,)),
)
BAD_READING = replace(default_situation(), readings=(("vi-extra-point", "bogus"),))
FAST = settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.fixture(scope="module")
def score() -> ScoreExplorer:
    return ScoreExplorer(SEVEN)


# --- regressions: what each raised before -----------------------------------------------------
REGRESSIONS: list[tuple[str, Callable[[], object], type[DixitError], str]] = [
    # was OverflowError: int too large to convert to float
    ("players 10**400", lambda: simulate("refresh-2021", players=10**400), SimulationError, "players"),
    ("games 10**400", lambda: simulate("refresh-2021", games=10**400), SimulationError, "games"),
    ("bonus cap 10**400", lambda: house_rules("refresh-2021", {"bonus_cap": 10**400}, id="x", name="X"), RulesetError, "far too large"),
    # was ValueError (Python refuses to write a 5,000-digit int as text)
    ("seed 10**5000", lambda: simulate("refresh-2021", games=5, seed=HUGE), SimulationError, "digits"),
    # was TypeError
    ("players '6'", lambda: simulate("refresh-2021", players="6"), SimulationError, "players"),
    ("editions 5", lambda: simulate(5), RulesetError, "list of rulesets"),  # type: ignore[arg-type]
    ("editions None", lambda: simulate(None), RulesetError, "list of rulesets"),  # type: ignore[arg-type]
    ("random round seed 'x'", lambda: ScoreExplorer().random_round("x"), SituationError, "seed"),  # type: ignore[arg-type]
    # was KeyError
    ("explain 'nope'", lambda: ScoreExplorer().explain("nope"), RulesetError, "not one of this explorer"),
    ("vote slot 5", lambda: ScoreExplorer().vote("B", 5), SituationError, "slot"),
    ("empty simulation", lambda: simulate([]).summary, RulesetError, "at least one"),
    # was ValueError (tuple.index) or KeyError on the storyteller
    ("vote 'nobody'", lambda: ScoreExplorer().vote("nobody"), SituationError, "No player is named"),
    ("vote storyteller", lambda: ScoreExplorer().vote("A"), SituationError, "storyteller"),
    # was traitlets' TraitError from a radio button
    ("unknown reading choice", lambda: ScoreExplorer(BAD_READING), ReadingError, "bogus"),
    # was AttributeError
    ("situation 'x'", lambda: ScoreExplorer("x"), SituationError, "Situation"),  # type: ignore[arg-type]
    ("rulesets 'abc'", lambda: ScoreExplorer(rulesets="abc"), RulesetError, "list of rulesets"),
    ("settings 'x'", lambda: ClueExplorer("x"), ClueModelError, "LabSettings"),  # type: ignore[arg-type]
    ("model 'x'", lambda: simulate("refresh-2021", model="x"), ClueModelError, "ClueModel"),  # type: ignore[arg-type]
    ("house base 5", lambda: house_rules(5, {}, id="x", name="X"), RulesetError, "edition's id"),  # type: ignore[arg-type]
    ("points_frame 'x'", lambda: points_frame("x"), SituationError, "Comparison"),  # type: ignore[arg-type]
    ("rules_frame [1]", lambda: rules_frame([1]), RulesetError, "Ruleset"),  # type: ignore[list-item]
    ("exact_frame [1]", lambda: exact_frame([1]), SimulationError, "exact"),  # type: ignore[list-item]
    # was silently wrong: accepted, or refused by the file system's words
    ("note 5", lambda: house_rules("refresh-2021", {}, id="x", name="X", note=5), RulesetError, "text"),  # type: ignore[arg-type]
    ("players 99 in settings", lambda: ClueExplorer(LabSettings(players=99)), ClueModelError, "players"),
    ("unknown edition in settings", lambda: ClueExplorer(LabSettings(rulesets=("nope",))), RulesetError, "nope"),
    ("deck 100", lambda: simulate("refresh-2021", games=5, deck=100), SimulationError, "deck"),
    ("house base 'nope'", lambda: house_rules("nope", {}, id="x", name="X"), RulesetError, "not an edition this site knows"),
    ("house base with NUL", lambda: house_rules("a\0b.toml", {}, id="x", name="X"), RulesetError, "base"),
    ("two rulesets one id", lambda: score_table(SEVEN, ["refresh-2021", "refresh-2021"]), RulesetError, "two rulesets"),
    ("reference 'nope'", lambda: points_frame(compare_round(SEVEN), reference="nope"), RulesetError, "nope"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("call", "error", "words"), [r[1:] for r in REGRESSIONS], ids=[r[0] for r in REGRESSIONS]
)
def test_a_bad_argument_is_the_engines_error(
    call: Callable[[], object], error: type[DixitError], words: str
) -> None:
    with pytest.raises(error, match=words):
        call()


def test_a_huge_player_range_is_refused_before_it_is_walked() -> None:
    """The parser walks a band's players before it checks them: 10 million of them cost
    gigabytes (the Hypothesis test below found it). Refused first, in no time or memory
    (measured: 0 MB, 0.0 s; bounds ten times anything seen)."""
    tracemalloc.start()
    t0 = time.process_time()
    with pytest.raises(RulesetError, match="far too large"):
        house_rules("refresh-2021", {"players": [3, 10**7], "hand_size": 6}, id="x", name="X")
    cpu, (_now, peak) = time.process_time() - t0, tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert cpu < 1.0 and peak < 20_000_000


def test_messages_name_huge_numbers_by_their_length() -> None:
    with pytest.raises(SimulationError) as e:
        simulate("refresh-2021", games=10**400)
    assert "401 digits" in str(e.value) and len(str(e.value)) < 200


def test_what_was_valid_still_is(tmp_path: Path) -> None:
    """Ids stand for editions, a numpy Generator for a seed, numpy integers for numbers."""
    assert list(score_table(SEVEN, ["odyssey-2011"]).columns) == ["Dixit Odyssey (2011)"]
    assert len(rules_frame(["refresh-2021", load_ruleset("odyssey-2011")]).columns) == 3
    run = simulate("refresh-2021", np.int64(4), games=np.int64(5), seed=np.random.default_rng(1))
    assert run.games[0].players == 4
    ex = ScoreExplorer(rulesets=["odyssey-vi"])
    assert ex.random_round(np.random.default_rng(3)) == ex.situation
    assert ex.vote("B").value is not None


# --- junk --------------------------------------------------------------------------------------
JUNK_VALUES: list[object] = [
    None, True, False, 0, -1, 13, 2**31, 2**63, 10**400, -(10**400), Huge(HUGE), 2.5, float("nan"),
    float("inf"), -0.0, "", "x", "nope", "9" * 5000, "\0", "\u202e", "²", "../etc/passwd",
    b"bytes", [], {}, (), [1, "a"], {"a": 1}, {1: 2}, object(), np.int64(5), np.float64(0.5),
    np.int64(-(2**62)), ["refresh-2021"] * 40, range(10**9), iter(["refresh-2021"]),
]  # fmt: skip
junk = st.one_of(
    st.sampled_from(JUNK_VALUES),
    st.integers(max_value=-1),
    st.integers(min_value=10**7),
    st.floats(),
    st.text(max_size=30),
    st.lists(st.one_of(st.integers(), st.text(max_size=5)), max_size=4),
)
ids = st.sampled_from([r.id for r in load_rulesets()])
some_rulesets = st.one_of(
    st.none(),
    st.lists(ids, min_size=1, max_size=3, unique=True),
    st.lists(st.sampled_from(load_rulesets()), min_size=1, max_size=2, unique_by=lambda r: r.id),
    junk,
)
situations = st.one_of(st.sampled_from([default_situation(), SEVEN, BAD_READING]), junk)
rule_values = st.recursive(
    st.one_of(junk, st.integers(-5, 12), st.sampled_from(["none", "reshuffle", "shared"])),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)


def refuses_or_works(call: Callable[[], Any]) -> None:
    """The call works, or raises the engine's error; anything else fails the test."""
    with suppress(DixitError):
        call()


@FAST
@given(
    editions=st.one_of(ids, st.lists(ids, min_size=1, max_size=2, unique=True), junk),
    players=st.one_of(st.integers(3, 12), junk),
    model=st.one_of(st.none(), st.just(ClueModel()), junk),
    games=st.one_of(st.integers(1, 20), junk),
    seed=st.one_of(st.integers(0, 100), junk),
    deck=st.one_of(st.none(), st.sampled_from([84, 168, 252]), junk),
)
def test_simulate_takes_junk(
    editions: Any, players: Any, model: Any, games: Any, seed: Any, deck: Any
) -> None:
    def call() -> None:
        run = simulate(editions, players, model, games, seed, deck=deck)
        run.summary  # noqa: B018 - the tables of what ran

    refuses_or_works(call)


@FAST
@given(situation=st.one_of(st.none(), situations), rulesets=some_rulesets)
def test_score_explorer_and_table_take_junk(situation: Any, rulesets: Any) -> None:
    refuses_or_works(lambda: ScoreExplorer(situation, rulesets).table)
    refuses_or_works(lambda: score_table(situation, rulesets))


@FAST
@given(
    ruleset_id=st.one_of(ids, junk),
    voter=st.one_of(st.sampled_from(SEVEN.players), junk),
    slot=st.one_of(st.integers(0, 1), junk),
    seed=st.one_of(st.integers(0, 100), junk),
    situation=situations,
)
def test_score_explorer_methods_take_junk(
    score: ScoreExplorer, ruleset_id: Any, voter: Any, slot: Any, seed: Any, situation: Any
) -> None:
    refuses_or_works(lambda: score.explain(ruleset_id))
    refuses_or_works(lambda: score.vote(voter, slot))
    refuses_or_works(lambda: score.random_round(seed))
    refuses_or_works(lambda: score.set_situation(situation))
    score.set_situation(SEVEN)


lab_settings = st.builds(
    LabSettings,
    players=st.one_of(st.integers(3, 12), junk),
    mean=st.one_of(st.floats(0, 1), junk),
    spread=st.one_of(st.floats(0, 0.9), junk),
    alpha=st.one_of(st.sampled_from(["0.1", "1", "∞"]), junk),
    q=st.one_of(st.floats(0, 1), junk),
    rulesets=st.one_of(st.lists(ids, max_size=3, unique=True).map(tuple), junk),
)


@settings(max_examples=15, deadline=None)
@given(settings_=st.one_of(st.none(), lab_settings, junk), rulesets=some_rulesets)
def test_clue_explorer_takes_junk(settings_: Any, rulesets: Any) -> None:
    refuses_or_works(lambda: ClueExplorer(settings_, rulesets).exact_frame)


@FAST
@given(
    settings_=st.one_of(lab_settings, junk),
    edition=st.one_of(ids, junk),
    games=st.one_of(st.integers(1, 20), junk),
    seed=st.one_of(st.integers(0, 100), junk),
    deck=st.one_of(st.none(), st.sampled_from([84, 168]), junk),
)
def test_clue_explorer_methods_take_junk(
    settings_: Any, edition: Any, games: Any, seed: Any, deck: Any
) -> None:
    lab = ClueExplorer(LabSettings(players=5, rulesets=("refresh-2021",)))
    refuses_or_works(lambda: lab.set_settings(settings_))
    refuses_or_works(lambda: lab.simulate(edition, games, seed, deck).summary)


def _hashable(value: object) -> bool:
    """A dict key must be hashable: Python, not the helper, refuses the others."""
    try:
        hash(value)
    except TypeError:
        return False
    return True


@FAST
@given(
    base=st.one_of(ids, st.sampled_from(["nope", "/dev/zero", "/", "x.toml", "a\0b"]), junk),
    changes=st.one_of(st.dictionaries(st.one_of(st.sampled_from(
        ["bonus_cap", "players", "hand_size", "decks", "score_target", "extra_finder"]
    ), junk.filter(_hashable)), rule_values, max_size=3), junk),
    id_=st.one_of(st.just("ours"), junk),
    name=st.one_of(st.just("Ours"), junk),
    note=st.one_of(st.none(), st.text(max_size=20), junk),
    summary=st.one_of(st.none(), junk),
)  # fmt: skip
def test_house_rules_take_junk(
    base: Any, changes: Any, id_: Any, name: Any, note: Any, summary: Any
) -> None:
    refuses_or_works(
        lambda: house_rules(base, changes, id=id_, name=name, note=note, summary=summary)
    )


@FAST
@given(
    comparison=st.one_of(st.just(compare_round(SEVEN)), junk),
    reference=st.one_of(st.none(), ids, junk),
    frame=st.one_of(st.none(), junk),
    rulesets=some_rulesets,
    exact=st.one_of(st.just([exact_round(load_ruleset("refresh-2021"), 5, ClueModel())]), junk),
    games=junk,
)
def test_frames_take_junk(
    comparison: Any, reference: Any, frame: Any, rulesets: Any, exact: Any, games: Any
) -> None:
    refuses_or_works(lambda: points_frame(comparison, reference=reference))
    refuses_or_works(lambda: styled_points(comparison, frame).to_html())
    refuses_or_works(lambda: explanation_frame(comparison))
    refuses_or_works(lambda: explanation_html(comparison))
    refuses_or_works(lambda: rules_frame(rulesets))
    refuses_or_works(lambda: exact_frame(exact))
    refuses_or_works(lambda: GameRun(games).summary)


def test_no_games_give_empty_tables() -> None:
    """A run of no games (an empty tuple is a tuple of simulated games) gives empty tables, not
    a KeyError from a column that only games write (hypothesis found it)."""
    assert GameRun(()).summary.empty and GameRun(()).lengths.empty
