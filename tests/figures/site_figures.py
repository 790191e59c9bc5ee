"""Every figure the site draws, built from real engine results (small sizes): the Score chart
(a round under every edition, Odyssey at 8 players with two-marker votes, house rules beside
them), every lab chart, the lesson's sweet spot, a practice game's standings and a game night's
score track. The figure tests (`tests/browser/test_figures_seen_browser.py`, the styles test)
draw each of them.

`build_all(template)` builds them as a page would with that Plotly template the default:
"plotly" (a notebook) or "streamlit" (the app: importing Streamlit makes its theme the default
for every figure built after it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

import numpy as np
import plotly.graph_objects as go
import plotly.io as pio

from explorer import (
    ClueModel,
    exact_round,
    load_ruleset,
    simulate_games,
    simulate_rounds,
    storyteller_heatmap,
    sweet_spot,
)
from explorer.figures import lab as figs
from explorer.figures.night import score_track_figure
from explorer.figures.practice import standings_figure
from explorer.figures.score import points_bar_chart
from explorer.game.actions import NextTurn
from explorer.game.bots import play_bots
from explorer.game.play import apply, new_game
from explorer.game.setup import Setup
from explorer.lab.summary import summarise
from explorer.lab.sweeps import deck_sweep, exact_sweep, games_sweep
from explorer.night.named import night_from_names
from explorer.night.tally import tally
from explorer.round.compare import compare_round
from explorer.round.situation import Situation
from explorer.rules.files import load_rulesets
from explorer.rules.house_text import house_from_text

MODEL = ClueModel(mean=0.55, spread=0.2, q=0.5)
SHIPPED = ("original-2008", "odyssey-2011", "odyssey-vi", "refresh-2021", "anniversary-10th")
HOUSE = "refresh-2021~cap:2~lone:4@3-8"
EIGHT = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana")
# Ben, Dev and Gus put their second marker down: only the Odyssey rulebooks play this round
TWO_MARKERS = Situation(EIGHT, 0, ((), (0, 2), (0,), (1, 4), (0,), (2,), (0, 3), (1,)))
ONE_MARKER = Situation(EIGHT, 0, ((), (0,), (0,), (1,), (0,), (2,), (0,), (1,)))
# Ana alone finds Ben's card: the house rules' lone finder scores more
FIVE = Situation(("Ana", "Ben", "Cleo", "Dev", "Eli"), 1, ((1,), (), (3,), (0,), (0,)))

Builder = Callable[[], go.Figure]


@contextmanager
def default_template(name: str) -> Iterator[None]:
    """Figures built inside the block take template `name` ("plotly" or "streamlit"); the
    default before it is the default after it."""
    before = pio.templates.default
    if name == "streamlit":
        from streamlit.elements.lib.streamlit_plotly_theme import (
            configure_streamlit_plotly_theme,
        )

        configure_streamlit_plotly_theme()  # registers the template (and makes it the default)
    pio.templates.default = name
    try:
        yield
    finally:
        pio.templates.default = before


def _score(s: Situation, *, house: bool = False) -> go.Figure:
    box = load_ruleset("odyssey-2011")  # the visitor's box leads, as on the page
    rulesets = [box, *(r for r in load_rulesets() if r.id != box.id)]
    if house:
        rulesets.append(house_from_text(HOUSE))
    return points_bar_chart(compare_round(s, rulesets))


@cache
def _lab() -> dict[str, Any]:
    """The lab's results, small: exact numbers, a few thousand rounds, a few hundred games."""
    rulesets = [load_ruleset(r) for r in SHIPPED]
    odyssey = load_ruleset("odyssey-2011")
    three = [load_ruleset(r) for r in ("original-2008", "odyssey-2011", "refresh-2021")]
    return {
        "curves": [sweet_spot(r, 5, MODEL) for r in rulesets]
        + [sweet_spot(house_from_text(HOUSE), 5, MODEL)],
        "heatmap": storyteller_heatmap(odyssey, MODEL, grid=np.linspace(0, 1, 21)),
        "exact": [exact_round(r, 5, MODEL) for r in three],
        "rounds": [simulate_rounds(r, 5, MODEL, rounds=4_000, seed=1) for r in three],
        "games": [summarise(simulate_games(r, 5, MODEL, 300, seed=1)) for r in three],
        "exact_sweeps": [exact_sweep(r, MODEL, grid=np.linspace(0, 1, 21)) for r in rulesets],
        "sweeps": [games_sweep(r, MODEL, 40, seed=1) for r in three],
        "decks": [deck_sweep(r, 5, MODEL, 40, seed=1) for r in (odyssey, three[2])],
    }


@cache
def _practice_state() -> Any:
    names = ("Ada", "Bo", "Cy", "Di", "Ed", "Flo")
    state = play_bots(new_game(Setup("refresh-2021", names, ("good",) * 6, 84, 4)))
    for _turn in range(5):
        state = play_bots(apply(state, NextTurn()))
    return state


def _night() -> go.Figure:
    players = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay")
    rounds = [
        ("Ana", {"Ben": ["Ana"], "Cleo": ["Ana"], "Dev": ["Ben"], "Eli": ["Ana"], "Fay": ["Dev"]}),
        ("Ben", {"Ana": ["Ben"], "Cleo": ["Eli"], "Dev": ["Ben"], "Eli": ["Ana"], "Fay": ["Ben"]}),
        (
            "Cleo",
            {"Ana": ["Dev"], "Ben": ["Cleo"], "Dev": ["Eli"], "Eli": ["Cleo"], "Fay": ["Ana"]},
        ),
        ("Dev", {"Ana": ["Dev"], "Ben": ["Dev"], "Cleo": ["Fay"], "Eli": ["Ben"], "Fay": ["Cleo"]}),
    ]
    night = night_from_names(players, "odyssey-2011", rounds, deck=84)
    t = tally(night)
    return score_track_figure(night.players, t.totals, t.rules.end_conditions.score_target)


def _lesson() -> go.Figure:
    fig = figs.sweet_spot_figure([sweet_spot(load_ruleset("odyssey-2011"), 5, ClueModel())])
    return fig.update_layout(showlegend=False)  # as the lesson shows it: one curve


def builders() -> dict[str, Builder]:
    """Every figure of the site by a name (`NAMES`), each built when called."""
    return {
        "score-5-players": lambda: _score(FIVE, house=True),
        "score-8-one-marker": lambda: _score(ONE_MARKER),
        "score-8-two-markers": lambda: _score(TWO_MARKERS),
        "lesson-sweet-spot": _lesson,
        "lab-sweet-spot": lambda: figs.sweet_spot_figure(_lab()["curves"]),
        "lab-heatmap": lambda: figs.heatmap_figure(_lab()["heatmap"]),
        "lab-outcomes": lambda: figs.outcome_bars_figure(_lab()["exact"], _lab()["rounds"]),
        "lab-points": lambda: figs.points_histogram_figure(_lab()["rounds"], _lab()["exact"]),
        "lab-game-length": lambda: figs.game_length_figure(_lab()["games"]),
        "lab-end-reasons": lambda: figs.end_reason_figure(_lab()["games"]),
        "lab-seats": lambda: figs.seat_advantage_figure(_lab()["games"]),
        "lab-exact-sweep": lambda: figs.exact_sweep_figure(_lab()["exact_sweeps"], MODEL.mean),
        "lab-sweep-length": lambda: figs.sweep_figure(figs.TURNS, _lab()["sweeps"]),
        "lab-sweep-end": lambda: figs.sweep_figure(figs.PILE_ENDS, _lab()["sweeps"]),
        "lab-sweep-margin": lambda: figs.sweep_figure(figs.MARGIN, _lab()["sweeps"]),
        "lab-sweep-seat": lambda: figs.sweep_figure(figs.FIRST_SEAT, _lab()["sweeps"]),
        "lab-deck-sweep": lambda: figs.deck_sweep_figure(_lab()["decks"]),
        "practice-standings": lambda: standings_figure(_practice_state()),
        "night-track": _night,
    }


NAMES = tuple(builders())


def build_all(template: str) -> dict[str, go.Figure]:
    """Every figure of the site, built with `template` the default (as a page builds it)."""
    make = builders()
    with default_template(template):
        return {name: build() for name, build in make.items()}
