"""The lab's simulated rounds: how rounds end and points per round for each edition shown, and
one round's numbers as a table (exact where they can be, simulated otherwise)."""

from __future__ import annotations

import streamlit as st

from explorer.figures.lab.charts import ONE_ROUND, OUTCOMES, POINTS
from explorer.i18n import _, n_, number
from explorer.lab import tables
from explorer.lab.exact import ExactRound
from explorer.lab.names import label
from explorer.lab.plan import LabPlan
from explorer.lab.rounds import RoundsSummary
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
    if ok:
        sims = lab_heavy.run(
            "main",
            "rounds",
            _("Simulating {rounds} rounds per edition").format(rounds=number(s.rounds)),
            [(label(job.ruleset), job) for job in main.rounds],
            out.result,
            heavy=not cached and main.heavy,
            cached=cached,
        )
        out.show(OUTCOMES, main.rounds, (exact, sims))
        out.show(POINTS, main.rounds, (exact, sims))

    st.subheader(
        n_(
            "One round at {n} player with these settings",
            "One round at {n} players with these settings",
            s.players,
        ).format(n=number(s.players))
    )
    # one round's exact numbers, and the simulated ones when they ran
    out.show(ONE_ROUND, (plan.exact, main.rounds if ok else None), (exact, sims), COLUMNS)
    return ok
