"""The lab's whole games: what the pile and the deck do to them, a summary table, and game
length, how games end and wins by seat for each edition whose games can end."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st

from explorer.figures.lab.charts import END_REASONS, GAME_LENGTH, GAME_SUMMARY, SEATS
from explorer.i18n import _, number
from explorer.lab import notes
from explorer.lab.names import label
from explorer.lab.plan import LabPlan, LeftOut
from explorer.text.escape import esc
from explorer.ui.lab import heavy as lab_heavy
from explorer.ui.lab import tables as lab_tables
from explorer.ui.lab.output import Output

GAME_MEANS = ("winner_score_mean", "winner_margin_mean")
GAME_SHARES = ("ended_by_score_target", "shared_wins")


def _turns(row: Mapping[str, Any]) -> str:
    """Mean turns with its interval, a degenerate game (the pile ends it within two turns)
    labelled as one."""
    text = lab_tables.interval("turns_mean").write(row)
    # TRANSLATORS: in the whole games' table: a game the pile ends within two turns
    return _("{turns} (degenerate)").format(turns=text) if row.get("degenerate") else text


COLUMNS: lab_tables.Columns = {
    "edition": None,
    "deck": None,
    "turns_mean": lab_tables.RowFormat(_turns),
    **{c: lab_tables.interval(c) for c in GAME_MEANS},
    **{c: lab_tables.interval(c, 1, share=True) for c in GAME_SHARES},
}


def say_left_out(left_out: tuple[LeftOut, ...], text: str) -> None:
    """One message per edition whose games cannot be played with these settings."""
    for x in left_out:
        st.warning(text.format(edition=esc(label(x.edition.ruleset)), reason=esc(x.reason())))


def show(plan: LabPlan, out: Output, deck_text: str, ok: bool, cached: bool) -> None:
    """The section, its games played when the main section may run (`ok`)."""
    s, main = plan.settings, plan.main
    st.header(_("Whole games"))
    st.caption(
        _(
            "Each game starts with seat 1 as storyteller and passes the role round the table; "
            "every turn is one round of the clue model above, with a new p. A game ends after "
            "the turn in which someone reaches the edition's score target, or when its pile "
            "runs out as its rules say (reshuffling the discards where they allow it). The "
            "highest score wins; equal top scores share the win."
        )
    )
    out.note(deck_text)
    for e, turns in zip(plan.active, plan.piles, strict=True):
        out.note(notes.pile_note(e.ruleset, s.players, e.deck, turns))
    # TRANSLATORS: {reason} is the engine's explanation, "no game would ever end: …"
    say_left_out(main.left_out, _("Whole games of {edition} are left out: {reason}"))
    if not (ok and main.games):
        return
    ran = lab_heavy.run(
        "main",
        "games",
        _("Playing {games} games per edition").format(games=number(s.games)),
        [(label(job.ruleset), job) for job in main.games],
        out.attempt,
        heavy=not cached and main.heavy,
        cached=cached,
    )
    out.say_refusals()
    played = [g for g in ran if g is not None]
    if not played:
        return
    key = tuple(job for job, g in zip(main.games, ran, strict=True) if g is not None)
    out.show(GAME_SUMMARY, key, played, COLUMNS)
    for chart in (GAME_LENGTH, END_REASONS, SEATS):
        out.show(chart, key, played)
