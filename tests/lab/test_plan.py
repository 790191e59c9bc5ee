"""The lab's plan, without Streamlit: which editions are shown and left out (and why), the deck
each plays, its jobs (each its own cache key) and the cost that decides whether a section waits
for Run."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.errors import RulesetError
from explorer.i18n import using
from explorer.lab import plan as lab
from explorer.lab.exact import exact_round, storyteller_heatmap, sweet_spot
from explorer.lab.jobs import Job
from explorer.lab.plan import LabPlan, lab_plan
from explorer.lab.rounds import simulate_rounds
from explorer.lab.settings import DECKS, LabSettings, deck_for
from explorer.lab.summary import games_stats
from explorer.lab.sweeps import exact_sweep
from explorer.rules.endgame import pile_turns
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house import HOUSE_ID
from explorer.rules.resolve import canonical

IDS = tuple(r.id for r in load_rulesets())
SMALL = LabSettings(rulesets=IDS, rounds=1_000, games=100, sweep_games=100)
NOBODY_SCORES = "refresh-2021~allnone:0.0~some:0.0.0~bonus:0~lone:none"


def _ids(editions: tuple[lab.Edition, ...]) -> list[str]:
    return [e.id for e in editions]


def _idents(items: tuple[lab.Edition | Job[Any], ...]) -> list[str]:
    """What each edition's results are cached under, or each job computes."""
    return [x.ident for x in items]


def test_every_edition_chosen_is_shown_at_six_players() -> None:
    plan = lab_plan(SMALL)
    assert _ids(plan.chosen) == _ids(plan.active) == list(IDS) and not plan.skipped
    assert plan.house is None
    assert plan.heat is plan.active[0]  # the first edition shown, when the link names none
    assert _idents(plan.main.rounds) == _idents(plan.main.games) == _idents(plan.active)
    assert not plan.main.left_out and not plan.sweeps.left_out
    assert plan.piles == tuple(pile_turns(e.ruleset, 6, e.deck) for e in plan.active)
    # small sizes: nothing waits for a Run press (the rates are fixed in tests/conftest.py)
    assert not plan.main.heavy and not plan.sweeps.heavy


def test_editions_not_played_at_this_count_are_left_out_of_rounds_but_swept() -> None:
    plan = lab_plan(LabSettings(players=12, rulesets=IDS))
    for e in plan.skipped:
        assert not e.ruleset.supports(12)
    assert all(e.ruleset.supports(12) for e in plan.active)
    assert {*_ids(plan.active), *_ids(plan.skipped)} == set(IDS)
    # every edition chosen, at its own counts
    assert _idents(plan.sweeps.over_players) == _idents(plan.chosen)
    assert _idents(plan.main.rounds) == _idents(plan.active)


def test_the_deck_falls_back_to_the_edition_s_own_once() -> None:
    plan = lab_plan(LabSettings(deck=168, rulesets=("anniversary-10th", "original-2008")))
    decks = {e.id: e.deck for e in plan.chosen}
    assert decks == {"anniversary-10th": 168, "original-2008": 84}
    original = load_ruleset("original-2008")
    assert deck_for(original, 168) == deck_for(original, None) == original.decks[0]
    # only an edition with several decks gets a deck line
    assert [j.ruleset.id for j in plan.sweeps.over_decks] == ["anniversary-10th"]
    assert _ids(plan.sweeps.single_deck) == ["original-2008"]


def test_house_rules_come_last_named_by_their_normalised_text() -> None:
    plan = lab_plan(SMALL, "refresh-2021~lone:4@3-8~cap:2")
    assert plan.house is plan.chosen[-1] and plan.house.id == HOUSE_ID
    assert plan.house.ident == canonical("refresh-2021~cap:2~lone:4@3-8", house=True)
    assert plan.house.ruleset.bonus_cap == 2
    assert plan.edition(HOUSE_ID) is plan.house
    other = lab_plan(SMALL, "refresh-2021~cap:2~lone:4@3-8")  # another spelling: same keys
    assert other.main.jobs == plan.main.jobs and other.sweeps.jobs == plan.sweeps.jobs
    assert other.sweet == plan.sweet and other.exact_sweeps == plan.exact_sweeps
    with pytest.raises(KeyError):
        plan.edition("no-such-edition")


def test_house_rules_that_change_nothing_are_still_house_rules() -> None:
    plan = lab_plan(SMALL, "refresh-2021")
    assert plan.house is not None and plan.house.id == HOUSE_ID
    assert plan.house.ident != "refresh-2021"  # not the edition's own results
    assert plan.house.ruleset.parent == "refresh-2021"


def test_games_that_cannot_end_are_left_out_with_the_reason_in_the_reader_s_language() -> None:
    plan = lab_plan(SMALL, NOBODY_SCORES)
    assert plan.house is not None
    assert [x.edition for x in plan.main.left_out] == [plan.house]
    assert [x.edition for x in plan.sweeps.left_out] == [plan.house]
    assert plan.house.ident in _idents(plan.main.rounds)
    assert plan.house.ident not in _idents(plan.main.games)
    assert plan.house.ident not in _idents(plan.sweeps.over_players)
    assert "no game would ever end" in plan.main.left_out[0].reason()
    with using("fr"):
        french = plan.main.left_out[0].reason()
    assert french and "no game would ever end" not in french
    assert lab_plan(SMALL, NOBODY_SCORES) is plan  # one plan for every language


def test_heavy_settings_wait_and_the_threshold_is_read_when_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    heavy = lab_plan(LabSettings(rulesets=IDS, rounds=1_000_000, games=100_000))
    assert heavy.main.heavy and heavy.main.seconds > lab.HEAVY_SECONDS
    light = lab_plan(SMALL)
    monkeypatch.setattr(lab, "HEAVY_SECONDS", 0.0)
    assert light.main.heavy  # a kept plan follows the threshold
    assert light.main.jobs == (*light.main.rounds, *light.main.games)  # one press runs them


def test_plans_are_kept_and_refused_idents_are_not() -> None:
    assert lab_plan(SMALL) is lab_plan(SMALL)
    with pytest.raises(RulesetError):
        lab_plan(LabSettings(rulesets=("no-such-edition",)))
    with pytest.raises(RulesetError):
        lab_plan(SMALL, "x" * 5_000)
    assert lab_plan.cache_info().maxsize == lab.PLANS


def test_the_jobs_name_what_the_charts_draw() -> None:
    plan = lab_plan(LabSettings(players=5, heat="odyssey-2011", rulesets=IDS))
    assert plan.heat is not None and plan.heat.id == "odyssey-2011"
    assert plan.heatmap == Job(storyteller_heatmap, "odyssey-2011", (plan.model,))
    assert plan.sweet == tuple(Job(sweet_spot, e.ident, (5, plan.model)) for e in plan.active)
    assert plan.exact == tuple(Job(exact_round, e.ident, (5, plan.model)) for e in plan.active)
    assert plan.exact_sweeps == tuple(Job(exact_sweep, e.ident, (plan.model,)) for e in plan.chosen)
    s = plan.settings
    assert plan.main.rounds[0] == Job(simulate_rounds, IDS[0], (5, plan.model, s.rounds, s.seed))
    deck = plan.chosen[0].deck
    assert plan.main.games[0] == Job(games_stats, IDS[0], (5, plan.model, s.games, s.seed, deck))
    # equal settings, equal jobs (whoever asks); another setting, other jobs
    again = lab_plan(LabSettings(players=5, heat="odyssey-2011", rulesets=IDS, house=False))
    assert again is not plan and again.main.jobs == plan.main.jobs
    other = lab_plan(LabSettings(players=5, heat="odyssey-2011", rulesets=IDS, seed=2))
    assert not set(other.main.jobs) & set(plan.main.jobs) and other.sweet == plan.sweet


def test_a_job_runs_its_engine_function_on_its_edition() -> None:
    plan = lab_plan(LabSettings(players=5, rulesets=("odyssey-2011",), rounds=1_000, games=100))
    job = plan.main.games[0]
    assert job.ruleset is load_ruleset("odyssey-2011")
    done: list[tuple[int, int]] = []
    stats = job.run(lambda i, n: done.append((i, n)))
    assert stats == games_stats(job.ruleset, 5, plan.model, 100, 1, 84)
    assert done and stats.games == 100
    assert plan.sweet[0].run() == sweet_spot(job.ruleset, 5, plan.model)


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(3, 12),
    deck=st.sampled_from(DECKS),
    chosen=st.lists(st.sampled_from(IDS), unique=True, max_size=len(IDS)),
    house=st.sampled_from(
        [None, "refresh-2021~cap:2", "odyssey-2011~decks:84.168", "original-2008"]
    ),
)
def test_the_plan_holds_together(
    players: int, deck: int, chosen: list[str], house: str | None
) -> None:
    plan: LabPlan = lab_plan(LabSettings(players=players, deck=deck, rulesets=tuple(chosen)), house)
    assert _ids(plan.chosen)[: len(chosen)] == chosen
    assert len(plan.chosen) == len(chosen) + (house is not None)
    assert [e for e in plan.chosen if e in plan.active or e in plan.skipped] == list(plan.chosen)
    for e in plan.chosen:
        assert e.deck in e.ruleset.decks
        assert e.deck == (deck if deck in e.ruleset.decks else e.ruleset.decks[0])
    assert set(_idents(plan.sweeps.over_decks)) <= set(_idents(plan.active))
    assert all(len(j.ruleset.decks) > 1 for j in plan.sweeps.over_decks)
    decks = set(_idents(plan.sweeps.over_decks))
    assert {e.ident for e in plan.sweeps.single_deck} == set(_idents(plan.active)) - decks
    assert set(_idents(plan.main.games)) <= set(_idents(plan.active))
    assert len(plan.sweet) == len(plan.exact) == len(plan.active)
    assert _idents(plan.exact_sweeps) == _idents(plan.chosen)
    assert len(plan.piles) == len(plan.active)
    assert (plan.heat is None) == (not plan.active)
    assert plan.main.seconds >= 0.0 and plan.sweeps.seconds >= 0.0
