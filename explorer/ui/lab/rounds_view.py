"""The lab's simulated rounds: how rounds end and points per round for each edition shown, and
one round's numbers as a table (exact where they can be, simulated otherwise)."""

from __future__ import annotations

from functools import partial

import streamlit as st

from explorer.figures import lab as figs
from explorer.i18n import _, n_, number
from explorer.lab import tables
from explorer.lab import takeaways as say
from explorer.lab.exact import ExactRound
from explorer.lab.names import label
from explorer.lab.plan import Edition, LabPlan
from explorer.lab.rounds import RoundsSummary
from explorer.lab.sweeps import Progress
from explorer.ui.lab import cache as lab_cache
from explorer.ui.lab import heavy as lab_heavy
from explorer.ui.lab import tables as lab_tables
from explorer.ui.lab.output import Output

SHARES = ("all_found", "none_found", "some_found")
COLUMNS: lab_tables.Columns = {
    "edition": None,
    **{c: lab_tables.percent for c in SHARES},
    "storyteller_mean": lab_tables.number,
    "voter_mean": lab_tables.RowFormat(tables.voter_mean_cell),
}


def main_cached(plan: LabPlan) -> bool:
    """Whether every simulation of the main section (rounds and whole games) is computed."""
    main = plan.main
    return all(k in lab_cache.ROUNDS for k in main.round_keys) and all(
        k in lab_cache.GAMES for k in main.game_keys
    )


def show(plan: LabPlan, out: Output, exact: list[ExactRound], cached: bool) -> bool:
    """The simulated rounds when they may run now (else a Run button, `explorer.ui.lab.heavy`),
    then one round's table; returns whether the main section's simulations may run."""
    s, main = plan.settings, plan.main
    st.header(_("Simulated rounds"))
    ok = lab_heavy.allowed(
        "main",
        _("Simulating {rounds} rounds and {games} games per edition").format(
            rounds=number(s.rounds), games=number(s.games)
        ),
        main,
        cached,
    )
    sims: list[RoundsSummary] = []

    def task(e: Edition, progress: Progress) -> RoundsSummary:
        return out.guarded(
            lab_cache.cached_rounds, e.ident, s.players, s.model, s.rounds, s.seed, progress
        )

    if ok:
        sims = lab_heavy.run(
            "main",
            "rounds",
            _("Simulating {rounds} rounds per edition").format(rounds=number(s.rounds)),
            [(label(e.ruleset), partial(task, e)) for e in main.rounds],
            heavy=not cached and main.heavy,
            cached=cached,
        )
        sim_key = (main.round_keys,)
        out.chart("outcomes", sim_key, lambda: figs.outcome_bars_figure(exact, sims))
        out.takeaway("outcomes", sim_key, lambda: say.outcome_takeaway(exact, sims))
        out.download("outcomes", lambda: tables.outcome_rows(exact, sims))
        out.chart("points", sim_key, lambda: figs.points_histogram_figure(sims, exact))
        out.takeaway("points", sim_key, lambda: say.points_takeaway(sims, exact))
        out.download("points-by-role", lambda: tables.points_rows(sims))

    st.subheader(
        n_(
            "One round at {n} player with these settings",
            "One round at {n} players with these settings",
            s.players,
        ).format(n=number(s.players))
    )
    # one round's exact numbers, and the simulated ones when they ran
    key = (plan.sweet_spot_key, main.round_keys if ok else None)
    out.table("one-round", key, lambda: tables.round_rows(exact, sims), COLUMNS)
    st.caption(
        _(
            "Outcome shares and the storyteller's mean are exact. The voter's mean is exact where "
            "the model allows it (always when decoys pull equally, α = ∞, or when no bonus cap "
            "can bind); otherwise it is the simulated mean with its 95% interval."
        )
    )
    out.download("one-round", lambda: tables.round_rows(exact, sims))
    return ok
