"""The explorer in Jupyter: ipywidgets glue over the engine, so a notebook cell is one or two lines.

`frames` turns engine results into plain pandas DataFrames (to keep, filter, save) and escaped
HTML; `score.ScoreExplorer` is the Score page's table, chart and explanation with widgets;
`lab.ClueExplorer` the lab's exact sweet-spot curves and heatmap with sliders, and
`lab.simulate` a seeded whole-game simulation; `house.house_rules` an edition's file with some
values changed, validated like any ruleset file. Every explorer object holds its own widgets and
current value (no module-level state); every random call takes a seed. The figures and tables
are the ones the pages draw (`explorer.figures`, `explorer.round.table`, `explorer.lab.tables`).
`checks` checks every helper's arguments before any work: a wrong one raises the engine's error
(a `DixitError`) naming it, never a KeyError, TypeError or OverflowError.

May import `errors`, `limits`, `i18n`, `text`, `rules`, `round`, `lab`, `game`, `night`, `links`
and `figures`, plus ipywidgets, IPython and pandas; never Streamlit, and never Plotly itself
(figures come from `explorer.figures`). Needs the `notebook` extra: `pip install -e '.[notebook]'`.
"""

from explorer.notebook.frames import explanation_frame, points_frame, rules_frame
from explorer.notebook.house import house_rules
from explorer.notebook.lab import ClueExplorer, GameRun, simulate
from explorer.notebook.score import ScoreExplorer, score_table

__all__ = [
    "ClueExplorer",
    "GameRun",
    "ScoreExplorer",
    "explanation_frame",
    "house_rules",
    "points_frame",
    "rules_frame",
    "score_table",
    "simulate",
]
