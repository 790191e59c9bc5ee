"""The lab's whole games: what the pile and the deck do to them, a summary table, and game
length, how games end and wins by seat for each edition whose games can end."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

import streamlit as st

from explorer.figures import lab as figs
from explorer.i18n import _, number
from explorer.lab import game_takeaways as say
from explorer.lab import notes, tables
from explorer.lab.names import label
from explorer.lab.plan import Edition, LabPlan, LeftOut
from explorer.lab.summary import GamesStats
from explorer.lab.sweeps import Progress
from explorer.text.escape import esc
from explorer.ui.lab import cache as lab_cache
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

    def task(e: Edition, progress: Progress) -> GamesStats | None:
        return out.attempted(
            lab_cache.cached_games, e.ident, s.players, s.model, s.games, s.seed, e.deck, progress
        )

    ran = lab_heavy.run(
        "main",
        "games",
        _("Playing {games} games per edition").format(games=number(s.games)),
        [(label(e.ruleset), partial(task, e)) for e in main.games],
        heavy=not cached and main.heavy,
        cached=cached,
    )
    out.say_refusals()
    played = [g for g in ran if g is not None]
    if not played:
        return
    key = (tuple(k for k, g in zip(main.game_keys, ran, strict=True) if g is not None),)
    out.table("game-summary", key, lambda: tables.game_summary_rows(played), COLUMNS)
    st.caption(_("Simulated: 95% intervals in brackets (how far another seed could move them)."))
    out.download("game-summary", lambda: tables.game_summary_rows(played))
    out.chart("game-length", key, lambda: figs.game_length_figure(played))
    out.takeaway("game-length", key, lambda: say.game_length_takeaway(played))
    out.download("game-length", lambda: tables.game_length_rows(played))
    out.chart("end-reasons", key, lambda: figs.end_reason_figure(played))
    out.takeaway("end-reasons", key, lambda: say.end_reason_takeaway(played))
    out.download("end-reasons", lambda: tables.end_reason_rows(played))
    out.chart("seats", key, lambda: figs.seat_advantage_figure(played))
    out.takeaway("seats", key, lambda: say.seat_takeaway(played))
    out.download("seats", lambda: tables.seat_rows(played))
