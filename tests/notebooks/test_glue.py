"""The notebook glue (`explorer.notebook`) driven from code as a notebook user's widgets would
drive it: change a widget value, check the table, the figure and the words changed."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pandas as pd
import pytest

from explorer.errors import RulesetError
from explorer.lab.settings import LabSettings
from explorer.notebook import (
    ClueExplorer,
    ScoreExplorer,
    explanation_frame,
    house_rules,
    points_frame,
    rules_frame,
    score_table,
    simulate,
)
from explorer.notebook.frames import explanation_html
from explorer.round.compare import compare_round
from explorer.round.situation import Situation
from explorer.rules.files import RULESETS_DIR, load_ruleset, load_rulesets

SEVEN = Situation(
    ("S", "A", "B", "C", "D", "E", "F"),
    0,
    ((), (0,), (0, 1), (1,), (1,), (2,), (3,)),
)


def fig_data(fig: object) -> list[dict[str, object]]:
    return [dict(t) for t in fig.to_dict()["data"]]  # type: ignore[attr-defined]


# --- frames ---------------------------------------------------------------------------------
def test_points_frame_is_plain_pandas_with_na_where_a_ruleset_cannot_play() -> None:
    frame = points_frame(compare_round(SEVEN))
    assert isinstance(frame, pd.DataFrame)
    assert list(frame.index) == list(SEVEN.players)
    assert frame.index.name == "player" and frame.columns.name == "ruleset"
    assert frame["Dixit (2008)"].isna().all()  # the original is for 3–6 players
    # B found it with two votes and drew E's vote: found 3 + bonus 1, + 1 extra in the
    # Vietnamese text, none in the French one (only a finder with a single vote gets it)
    assert frame["Dixit Odyssey (Vietnamese rulebook)"]["B"] == 5
    assert frame["Dixit Odyssey (2011)"]["B"] == 4


def test_score_table_is_one_line() -> None:
    frame = score_table(SEVEN, [load_ruleset("odyssey-2011")])
    assert frame.to_dict() == {"Dixit Odyssey (2011)": {p: v for p, v in frame.iloc[:, 0].items()}}
    assert frame.sum().iloc[0] > 0


def test_a_copied_edition_keeps_its_own_column() -> None:
    refresh = load_ruleset("refresh-2021")
    copy = replace(refresh, id="house")
    frame = points_frame(compare_round(SEVEN.with_players(5), [refresh, copy]))
    assert list(frame.columns) == ["Dixit (2021 refresh)", "Dixit (2021 refresh) [house]"]


def test_explanation_carries_each_rules_quote_and_escapes_names() -> None:
    s = SEVEN.with_name(1, "<b>Ann</b>")
    c = compare_round(s)
    frame = explanation_frame(c)
    assert {"text", "rule", "basis", "quote", "translation"} <= set(frame.columns)
    assert frame["quote"].notna().any()
    assert set(frame["ruleset"]) == {v.ruleset.id for v in c.playable}
    text = explanation_html(c)
    assert "<b>Ann</b>" not in text and "&lt;b&gt;Ann&lt;/b&gt;" in text
    assert "«" in text  # the quotes are there
    assert "not playable here" in text  # the 2008 rules, at 7 players


def test_rules_frame_says_which_rules_differ() -> None:
    refresh = load_ruleset("refresh-2021")
    frame = rules_frame([refresh, replace(refresh, id="same")])
    assert not frame["differs"].any()
    frame = rules_frame(load_rulesets())
    assert frame["differs"].any() and frame.index.name == "rule"


# --- the score explorer -----------------------------------------------------------------------
def test_moving_the_players_slider_redraws_table_and_chart() -> None:
    ex = ScoreExplorer()
    before_table, before_fig = ex.table, fig_data(ex.figure)
    ex.players.value = 7
    assert ex.situation.n == 7
    assert ex.table.shape[0] == 7 and not ex.table.equals(before_table)
    assert fig_data(ex.figure) != before_fig
    assert len(fig_data(ex.figure)) == 4  # the 2008 rules cannot play 7: no bars
    assert "not playable here" in ex.table_out.outputs[0]["data"]["text/html"]
    assert len(ex.names) == 7 and (6, 0) in ex.votes


def test_a_vote_dropdown_changes_the_points() -> None:
    ex = ScoreExplorer()
    before = ex.table
    ex.vote("E").value = 0  # E now finds the storyteller's card
    assert ex.situation.votes[4] == (0,)
    assert ex.table.loc["E"].iloc[0] == 3 and not ex.table.equals(before)


def test_second_votes_appear_where_a_ruleset_allows_them() -> None:
    ex = ScoreExplorer()
    assert (1, 1) not in ex.votes  # five players: one vote everywhere
    ex.players.value = 7
    ex.vote("B", 1).value = 3
    assert ex.situation.votes[1] == (0, 3)
    assert ex.table["Dixit (2021 refresh)"].isna().all()  # one vote only
    assert "second vote" in (ex.comparison.summary or "")


def test_storyteller_dropdown_moves_the_votes() -> None:
    ex = ScoreExplorer()
    ex.storyteller.value = 2
    assert ex.situation.storyteller == 2
    assert (2, 0) not in ex.votes and (0, 0) in ex.votes
    assert ex.table.loc["C"].notna().all()


def test_a_refused_name_keeps_the_table_and_says_why() -> None:
    ex = ScoreExplorer()
    ex.names[1].value = "a"  # "A" is at the table already
    assert ex.situation.players[1] == "B"
    assert ex.names[1].value == "B"
    assert "names must differ" in ex.message.value
    ex.names[1].value = "Bea"
    assert ex.situation.players[1] == "Bea" and ex.message.value == ""
    assert "Bea" in ex.table.index


def test_a_reading_toggle_changes_the_column_it_belongs_to() -> None:
    ex = ScoreExplorer(SEVEN)
    vi = "Dixit Odyssey (Vietnamese rulebook)"
    assert ex.table[vi]["B"] == 5
    ex.readings["vi-extra-point"].value = "single-marker"
    assert ex.situation.readings == (("vi-extra-point", "single-marker"),)
    assert ex.table[vi]["B"] == 4
    assert "Only a finder who used one vote" in ex.explain_html.value


def test_code_changes_move_the_widgets_and_random_rounds_take_a_seed() -> None:
    ex = ScoreExplorer()
    ex.set_situation(SEVEN)
    assert ex.players.value == 7 and ex.vote("B", 1).value == 1
    a = ex.random_round(seed=3)
    b = ScoreExplorer(SEVEN).random_round(seed=3)
    assert a == b
    assert ex.storyteller.value == a.storyteller


def test_explorers_share_nothing() -> None:
    one, two = ScoreExplorer(), ScoreExplorer()
    one.players.value = 4
    assert two.situation.n == 5 and two.players.value == 5
    kept = one.table
    kept.iloc[0, 0] = 99
    assert one.table.iloc[0, 0] != 99  # the table handed out is a copy


def test_explain_one_ruleset_with_its_sources() -> None:
    ex = ScoreExplorer(SEVEN)
    assert "quoted" in ex.explain("odyssey-2011")
    assert "cannot play" in ex.explain("original-2008")
    with pytest.raises(RulesetError, match="not one of this explorer's rulesets"):
        ex.explain("nope")  # was a bare KeyError


# --- the clue explorer ------------------------------------------------------------------------
def test_clue_sliders_redraw_the_curves_heatmap_and_exact_table() -> None:
    lab = ClueExplorer(LabSettings(players=5, spread=0.0, rulesets=("refresh-2021",)))
    curves, heat, exact = fig_data(lab.sweet_spot_figure()), lab.heatmap_frame, lab.exact_frame
    words = lab.sweet_say.value
    lab.spread.value = 0.5
    assert lab.model.spread == 0.5
    assert fig_data(lab.sweet_spot_figure()) != curves
    assert not lab.heatmap_frame.equals(heat)
    assert lab.sweet_say.value != words
    lab.mean.value = 0.9
    assert not lab.exact_frame.equals(exact)
    lab.players.value = 8
    assert set(lab.sweet_spot_frame["players"]) == {8}
    assert lab.sweet_out.outputs and lab.heat_out.outputs and lab.exact_out.outputs


def test_clue_editions_and_heatmap_choice() -> None:
    lab = ClueExplorer(LabSettings(players=8))
    assert "Dixit (2008)" in lab.message.value  # not played at 8: left out, and said so
    assert "original-2008" not in lab.active
    lab.heat_edition.value = "odyssey-2011"
    assert lab.heatmap is not None and lab.heatmap.ruleset_id == "odyssey-2011"
    assert set(lab.heatmap_frame["players"]) == set(range(3, 13))
    lab.editions.value = ("original-2008",)
    assert lab.curves == () and "at least one edition" in lab.message.value
    assert not lab.sweet_out.outputs
    lab.players.value = 5
    assert lab.heatmap is not None and lab.heatmap.ruleset_id == "original-2008"
    assert len(lab.takeaways()) == 3


def test_simulated_games_are_seeded() -> None:
    a = simulate("refresh-2021", players=5, games=300, seed=4)
    b = simulate(load_ruleset("refresh-2021"), players=5, games=300, seed=4)
    c = simulate("refresh-2021", players=5, games=300, seed=5)
    assert a.summary.equals(b.summary)
    assert not a.summary.equals(c.summary)
    assert list(a.summary["games"]) == [300]
    assert all(a.takeaways())
    for fig in (a.length_figure(), a.end_reason_figure(), a.seat_figure()):
        assert fig_data(fig)
    two = ClueExplorer(LabSettings(players=4)).simulate("odyssey-2011", games=200, seed=1)
    assert two.games[0].players == 4 and len(two.seats) == 4


# --- house rules ------------------------------------------------------------------------------
def test_house_rules_change_values_and_say_they_are_ours(tmp_path: Path) -> None:
    mine = house_rules(
        "refresh-2021", {"bonus_cap": 3, "max_votes": 2}, id="ours", name="Ours", note="Why not."
    )
    assert (mine.id, mine.name, mine.bonus_cap, mine.max_votes(6)) == ("ours", "Ours", 3, 2)
    p = mine.entry("bonus_cap").provenance
    assert (p.basis, p.note, p.quote, p.document) == ("decision", "Why not.", None, None)
    assert mine.entry("ties") == load_ruleset("refresh-2021").entry("ties")  # the rest kept
    assert "bonus cap" in mine.summary
    # a user's own file as the base
    path = tmp_path / "copy.toml"
    path.write_text((RULESETS_DIR / "odyssey-2011.toml").read_text(encoding="utf-8"), "utf-8")
    assert (
        house_rules(path, {"score_target": 20}, id="o", name="O").end_conditions.score_target == 20
    )


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"bonus_cap": -1}, r"bonus_cap(\[0\])?.value: must be between"),
        ({"bonuscap": 1}, "bonuscap: is not a rule"),
        ({"max_votes": 5}, r"max_votes\[0\].value: must be between"),
        ({"decks": [30]}, "a deck of 30 cannot deal"),
    ],
)
def test_house_rules_refuse_what_the_engine_cannot_play(
    changes: dict[str, object], message: str
) -> None:
    with pytest.raises(RulesetError, match=message):
        house_rules("refresh-2021", changes, id="x", name="X")
