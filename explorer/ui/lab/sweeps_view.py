"""The lab across player counts: the storyteller's exact numbers for every edition chosen, then
whole games at every player count each allows and, at this player count, on every deck."""

from __future__ import annotations

from functools import partial

import streamlit as st

from explorer.figures import lab as figs
from explorer.i18n import _, n_, number, percent
from explorer.lab import game_takeaways as games_say
from explorer.lab import notes, tables
from explorer.lab import takeaways as say
from explorer.lab.names import label
from explorer.lab.plan import Edition, LabPlan
from explorer.lab.sweeps import GamesSweep, Progress
from explorer.text.escape import esc
from explorer.ui.lab import cache as lab_cache
from explorer.ui.lab import heavy as lab_heavy
from explorer.ui.lab.games_view import say_left_out
from explorer.ui.lab.heavy import Task
from explorer.ui.lab.output import Output


def show(plan: LabPlan, out: Output) -> None:
    s, model = plan.settings, plan.model
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
    exact = [out.guarded(lab_cache.cached_exact_sweep, e.ident, model) for e in plan.chosen]
    out.chart(
        "sweep-exact",
        plan.exact_sweep_key,
        lambda: figs.exact_sweep_figure(exact, model.mean),
    )
    out.takeaway("sweep-exact", plan.exact_sweep_key, lambda: say.exact_sweep_takeaway(exact))
    out.note(
        _(
            "α, q and the deck do not change the storyteller's exact numbers: only p and its "
            "spread do."
        )
    )
    out.download("sweep-exact", lambda: tables.exact_sweep_rows(exact))
    _games(plan, out)


def _tasks(plan: LabPlan, out: Output) -> list[tuple[str, Task[GamesSweep | None]]]:
    """One run per edition over player counts, then one per edition over its decks."""
    s, sw = plan.settings, plan.sweeps

    def over_players(e: Edition, p: Progress) -> GamesSweep | None:
        return out.attempted(
            lab_cache.cached_games_sweep, e.ident, s.model, s.sweep_games, s.seed, e.deck, p
        )

    def over_decks(e: Edition, p: Progress) -> GamesSweep | None:
        return out.attempted(
            lab_cache.cached_deck_sweep, e.ident, s.players, s.model, s.sweep_games, s.seed, p
        )

    tasks: list[tuple[str, Task[GamesSweep | None]]] = [
        (label(e.ruleset), partial(over_players, e)) for e in sw.over_players
    ]
    for e in sw.over_decks:
        # TRANSLATORS: a run over every deck size of one edition
        name = _("{edition}, each deck").format(edition=label(e.ruleset))
        tasks.append((name, partial(over_decks, e)))
    return tasks


def _games(plan: LabPlan, out: Output) -> None:
    """Whole games over player counts and decks, when they may run now."""
    s, sw = plan.settings, plan.sweeps
    cached = all(k in lab_cache.SWEEPS for k in (*sw.player_keys, *sw.deck_keys))
    # TRANSLATORS: {reason} is the engine's explanation, "no game would ever end: …"
    say_left_out(sw.left_out, _("{edition} is left out of the games below: {reason}"))
    what = _("Playing {games} games at each player count").format(games=number(s.sweep_games))
    if not (sw.over_players and lab_heavy.allowed("sweep", what, sw, cached)):
        return
    every = lab_heavy.run(
        "sweep", "all", what, _tasks(plan, out), heavy=not cached and sw.heavy, cached=cached
    )
    out.say_refusals()
    keys = (*sw.player_keys, *sw.deck_keys)
    done = [(k, w) for k, w in zip(keys, every, strict=True) if w is not None]
    sweeps = [w for _k, w in done if w.over == "players"]
    by_deck = [w for _k, w in done if w.over == "deck"]
    key = tuple(k for k, w in done if w.over == "players")
    for text in notes.pile_notes(sweeps):
        out.note(text)
    if sweeps:
        out.chart("sweep-length", key, lambda: figs.sweep_length_figure(sweeps))
        out.takeaway("sweep-length", key, lambda: games_say.sweep_length_takeaway(sweeps))
        out.chart("sweep-end", key, lambda: figs.sweep_end_figure(sweeps))
        out.takeaway("sweep-end", key, lambda: games_say.sweep_end_takeaway(sweeps))
        out.chart("sweep-margin", key, lambda: figs.sweep_margin_figure(sweeps))
        out.takeaway("sweep-margin", key, lambda: games_say.sweep_margin_takeaway(sweeps))
        out.chart("sweep-seat", key, lambda: figs.sweep_seat_figure(sweeps))
        out.takeaway("sweep-seat", key, lambda: games_say.sweep_seat_takeaway(sweeps))
        out.download("sweep-games", lambda: tables.games_sweep_rows(sweeps))
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
        deck_key = tuple(k for k, w in done if w.over == "deck")
        out.chart("sweep-deck", deck_key, lambda: figs.deck_sweep_figure(by_deck))
        out.takeaway("sweep-deck", deck_key, lambda: games_say.deck_sweep_takeaway(by_deck))
        out.download("sweep-deck", lambda: tables.games_sweep_rows(by_deck))
