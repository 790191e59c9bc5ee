"""The clue-difficulty lab's Streamlit glue: the page's sections laid out from the engine's plan
(`intro`, `settings_view`, `exact_view`, `rounds_view`, `games_view`, `sweeps_view`,
`files_view`, each showing the charts declared in `explorer.figures.lab.charts` through
`output`), its settings in the address (`state`), the results shared by every visitor (`cache`:
one `compute(job)`), heavy runs behind a Run press (`heavy`), and its tables as Markdown
(`tables`). `render()` lays out the page."""

from __future__ import annotations

from explorer.i18n import language
from explorer.ui.common.share import copy_link
from explorer.ui.lab import (
    cache,
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


def render() -> None:
    """The page: the plan the engine makes for its settings (`explorer.lab.plan`), one section
    at a time."""
    model_box = intro.show()
    plan = lab_state.load_plan()
    copy_link()
    reach, csv_style = settings_view.sidebar(language())
    settings_view.editions(plan)  # stops the page when no edition shown is played at this count
    deck_text = settings_view.reach(plan, reach, model_box)
    out = Output.of(plan, language(), csv_style)
    exact = exact_view.show(plan, out)
    cached = cache.computed(plan.main.jobs)
    ok = rounds_view.show(plan, out, exact, cached)
    games_view.show(plan, out, deck_text, ok, cached)
    sweeps_view.show(plan, out)
    files_view.show(out)
