"""The Score page's grouped bar chart."""

from __future__ import annotations

from explorer.figures.score import points_bar_chart
from explorer.round.compare import compare_round
from explorer.round.situation import default_situation


def test_one_bar_group_per_playable_ruleset() -> None:
    s = default_situation().with_players(7)  # Dixit (2008) cannot play 7
    fig = points_bar_chart(compare_round(s))
    assert fig.layout.barmode == "group"
    assert [t.name for t in fig.data] == [
        "Dixit Odyssey (2011)",
        "Dixit Odyssey (Vietnamese rulebook)",
        "Dixit (2021 refresh)",
        "Dixit 10th Anniversary",
    ]
    refresh = fig.data[2]
    # A tells; B, C, F, G find; D→B, E→D (see test_app_score)
    assert list(refresh.y) == [3, 4, 3, 1, 0, 3, 3]


def test_names_are_escaped_in_the_chart() -> None:
    s = default_situation().with_name(1, "<b>Bob</b>")
    fig = points_bar_chart(compare_round(s))
    assert "&lt;b&gt;Bob&lt;/b&gt;" in list(fig.layout.xaxis.ticktext)


def test_a_name_that_looks_like_the_storytellers_label_keeps_its_own_bars() -> None:
    s = default_situation().with_name(1, "A (storyteller)")  # A tells
    fig = points_bar_chart(compare_round(s))
    assert list(fig.data[0].customdata[:2]) == ["A (storyteller)", "A (storyteller)"]
    assert len(set(fig.data[0].x)) == 5  # five players, five places on the axis


def test_each_ruleset_keeps_its_colour_when_others_drop_out() -> None:
    five = points_bar_chart(compare_round(default_situation()))
    seven = points_bar_chart(compare_round(default_situation().with_players(7)))
    colours5 = {t.name: t.marker.color for t in five.data}
    colours7 = {t.name: t.marker.color for t in seven.data}
    assert len(colours5) == 5 and len(set(colours5.values())) == 5
    assert colours7 == {name: colours5[name] for name in colours7}


def test_long_names_are_shortened_on_the_axis_and_whole_in_the_hover() -> None:
    long = "Maximilian-Alexander von Hohenberg"
    s = default_situation().with_name(1, long)
    fig = points_bar_chart(compare_round(s))
    assert fig.layout.xaxis.ticktext[1] == "Maximilian-Al…"
    assert fig.data[0].customdata[1] == long
