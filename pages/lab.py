"""Clue-difficulty lab: what the clue's clarity does to outcomes, points and whole games.

The page lays out the plan the engine makes for its settings (`explorer.lab.plan`), one section
at a time (`explorer.ui.lab`)."""

from __future__ import annotations

from explorer.ui.common.page import start_page
from explorer.ui.common.share import copy_link
from explorer.ui.lab import (
    exact_view,
    files_view,
    games_view,
    intro,
    rounds_view,
    settings_view,
    sweeps_view,
)
from explorer.ui.lab import state as lab_state
from explorer.ui.lab.output import Output

LANG = start_page()
model_box = intro.show()
plan = lab_state.load_plan()
copy_link()
reach, csv_style = settings_view.sidebar(LANG)
settings_view.editions(plan)  # stops the page when no edition shown is played at this count
deck_text = settings_view.reach(plan, reach, model_box)
out = Output.of(plan, LANG, csv_style)

exact = exact_view.show(plan, out)
cached = rounds_view.main_cached(plan)
ok = rounds_view.show(plan, out, exact, cached)
games_view.show(plan, out, deck_text, ok, cached)
sweeps_view.show(plan, out)
files_view.show(out)
