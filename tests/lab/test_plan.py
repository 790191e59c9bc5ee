"""The lab's plan, without Streamlit: which editions are shown and left out (and why), the deck
each plays, the cache keys and the cost that decides whether a section waits for Run."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.errors import RulesetError
from explorer.i18n import using
from explorer.lab import plan as lab
from explorer.lab.plan import LabPlan, house_ident, lab_plan
from explorer.lab.settings import DECKS, LabSettings, deck_for
from explorer.rules.endgame import pile_turns
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house import HOUSE_ID

IDS = tuple(r.id for r in load_rulesets())
SMALL = LabSettings(rulesets=IDS, rounds=1_000, games=100, sweep_games=100)
NOBODY_SCORES = "refresh-2021~allnone:0.0~some:0.0.0~bonus:0~lone:none"


def _ids(editions: tuple[lab.Edition, ...]) -> list[str]:
    return [e.id for e in editions]


def test_every_edition_chosen_is_shown_at_six_players() -> None:
    plan = lab_plan(SMALL)
    assert _ids(plan.chosen) == _ids(plan.active) == list(IDS) and not plan.skipped
    assert plan.house is None
    assert plan.heat is plan.active[0]  # the first edition shown, when the link names none
    assert plan.main.rounds == plan.active and plan.main.games == plan.active
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
    assert plan.sweeps.over_players == plan.chosen  # every edition chosen, at its own counts
    assert len(plan.main.round_keys) == len(plan.active)


def test_the_deck_falls_back_to_the_edition_s_own_once() -> None:
    plan = lab_plan(LabSettings(deck=168, rulesets=("anniversary-10th", "original-2008")))
    decks = {e.id: e.deck for e in plan.chosen}
    assert decks == {"anniversary-10th": 168, "original-2008": 84}
    original = load_ruleset("original-2008")
    assert deck_for(original, 168) == deck_for(original, None) == original.decks[0]
    # only an edition with several decks gets a deck line
    assert _ids(plan.sweeps.over_decks) == ["anniversary-10th"]
    assert _ids(plan.sweeps.single_deck) == ["original-2008"]


def test_house_rules_come_last_named_by_their_normalised_text() -> None:
    plan = lab_plan(SMALL, "refresh-2021~lone:4@3-8~cap:2")
    assert plan.house is plan.chosen[-1] and plan.house.id == HOUSE_ID
    assert plan.house.ident == house_ident("refresh-2021~cap:2~lone:4@3-8")
    assert plan.house.ruleset.bonus_cap == 2
    assert plan.edition(HOUSE_ID) is plan.house
    other = lab_plan(SMALL, "refresh-2021~cap:2~lone:4@3-8")  # another spelling: same keys
    assert other.main.round_keys == plan.main.round_keys
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
    assert plan.house in plan.main.rounds and plan.house not in plan.main.games
    assert plan.house not in plan.sweeps.over_players
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
    assert light.main.run_key == (light.main.round_keys, light.main.game_keys)


def test_plans_are_kept_and_refused_idents_are_not() -> None:
    assert lab_plan(SMALL) is lab_plan(SMALL)
    with pytest.raises(RulesetError):
        lab_plan(LabSettings(rulesets=("no-such-edition",)))
    with pytest.raises(RulesetError):
        lab_plan(SMALL, "x" * 5_000)
    assert lab_plan.cache_info().maxsize == lab.PLANS


def test_the_chart_keys_name_what_the_charts_draw() -> None:
    plan = lab_plan(LabSettings(players=5, heat="odyssey-2011", rulesets=IDS))
    assert plan.heat is not None and plan.heat.id == "odyssey-2011"
    assert plan.heat_key == ("odyssey-2011", plan.model)
    assert plan.sweet_spot_key == (tuple(e.ident for e in plan.active), 5, plan.model)
    assert plan.exact_sweep_key == (tuple(e.ident for e in plan.chosen), plan.model)


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
    assert set(plan.main.games) <= set(plan.active)
    assert set(plan.sweeps.over_decks) <= set(plan.active)
    assert all(len(e.ruleset.decks) > 1 for e in plan.sweeps.over_decks)
    assert set(plan.sweeps.single_deck) == set(plan.active) - set(plan.sweeps.over_decks)
    assert len(plan.main.game_keys) == len(plan.main.games)
    assert len(plan.sweeps.player_keys) == len(plan.sweeps.over_players)
    assert len(plan.piles) == len(plan.active)
    assert (plan.heat is None) == (not plan.active)
    assert plan.main.seconds >= 0.0 and plan.sweeps.seconds >= 0.0
