"""The lab across player counts: the storyteller's exact numbers for every edition chosen, then
whole games at every player count each allows and, at this player count, on every deck."""

from __future__ import annotations

import streamlit as st

from explorer.figures.lab.charts import (
    SWEEP_DECK,
    SWEEP_END,
    SWEEP_EXACT,
    SWEEP_GAMES,
    SWEEP_LENGTH,
    SWEEP_MARGIN,
    SWEEP_SEAT,
)
from explorer.i18n import _, n_, number, percent
from explorer.lab import notes
from explorer.lab.names import label
from explorer.lab.plan import LabPlan
from explorer.text.escape import esc
from explorer.ui.lab import cache as lab_cache
from explorer.ui.lab import heavy as lab_heavy
from explorer.ui.lab.games_view import say_left_out
from explorer.ui.lab.output import Output

OVER_PLAYERS = (SWEEP_LENGTH, SWEEP_END, SWEEP_MARGIN, SWEEP_SEAT, SWEEP_GAMES)


def show(plan: LabPlan, out: Output) -> None:
    s = plan.settings
    st.header(_("Across player counts"))
    st.caption(
        _(
            "Every edition chosen, at every player count it allows ({ranges}), with the clue "
            "model above. Simulated points: {games} games each, seed {seed}; error bars are {ci} "
            "intervals for the mean (how far another seed could move it), light bands the middle "
            "{middle} of single games."
        ).format(
            ranges=esc(notes.player_ranges([e.ruleset for e in plan.chosen])),
            games=number(s.sweep_games),
            seed=s.seed,
            ci=percent(0.95),
            middle=percent(0.8),
        )
    )
    exact = [out.result(job) for job in plan.exact_sweeps]
    out.show(SWEEP_EXACT, plan.exact_sweeps, (exact, plan.model.mean))
    _games(plan, out)


def _games(plan: LabPlan, out: Output) -> None:
    """Whole games over player counts and decks, when they may run now: one run per edition
    over player counts, then one per edition over its decks."""
    s, sw = plan.settings, plan.sweeps
    cached = lab_cache.computed(sw.jobs)
    # TRANSLATORS: {reason} is the engine's explanation, "no game would ever end: …"
    say_left_out(sw.left_out, _("{edition} is left out of the games below: {reason}"))
    what = _("Playing {games} games at each player count").format(games=number(s.sweep_games))
    if not (sw.over_players and lab_heavy.allowed("sweep", what, sw, cached)):
        return
    named = [(label(job.ruleset), job) for job in sw.over_players]
    for job in sw.over_decks:
        # TRANSLATORS: a run over every deck size of one edition
        named.append((_("{edition}, each deck").format(edition=label(job.ruleset)), job))
    every = lab_heavy.run(
        "sweep", "all", what, named, out.attempt, heavy=not cached and sw.heavy, cached=cached
    )
    out.say_refusals()
    done = [(job, w) for job, w in zip(sw.jobs, every, strict=True) if w is not None]
    sweeps = [w for _job, w in done if w.over == "players"]
    by_deck = [w for _job, w in done if w.over == "deck"]
    for text in notes.pile_notes(sweeps):
        out.note(text)
    if sweeps:
        key = tuple(job for job, w in done if w.over == "players")
        for chart in OVER_PLAYERS:
            out.show(chart, key, sweeps)
    st.subheader(
        n_(
            "Game length by deck size, {n} player",
            "Game length by deck size, {n} players",
            s.players,
        ).format(n=number(s.players))
    )
    if sw.single_deck:
        out.note(
            notes.deck_note([e.ruleset for e in plan.active], s.deck)
            + " "
            + _("So there is no deck line to draw for it.")
        )
    if by_deck:
        for text in notes.pile_notes(by_deck):
            out.note(text)
        out.show(SWEEP_DECK, tuple(job for job, w in done if w.over == "deck"), by_deck)
