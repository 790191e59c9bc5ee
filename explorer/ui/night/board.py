"""The evening so far: the end announced, the last round explained a sentence per player (with
undo), the score track with the standings under it as its text alternative, and every round in
a table with a way to edit any of them."""

from __future__ import annotations

import streamlit as st

from explorer.figures.night import score_track_figure
from explorer.i18n import _, number, tr
from explorer.night.changes import night_change
from explorer.night.facts import Tally
from explorer.night.notices import undo_notice
from explorer.night.tally import remove
from explorer.round.explain import explain
from explorer.round.game_words import end_sentence, how_it_ends, round_lines, winners_sentence
from explorer.text.escape import esc, name_md
from explorer.ui.night import state
from explorer.ui.night.tables import rounds_corner, rounds_rows, split_table


def header(t: Tally) -> None:
    night = t.night
    st.caption(
        esc(
            _("{ruleset} · {n} players · {deck} cards").format(
                ruleset=tr(t.rules.name), n=number(night.n), deck=number(night.deck)
            )
        )
        + "  \n"
        + esc(how_it_ends(t.game))
    )


def end_banner(t: Tally) -> None:
    if t.end is None:
        return
    st.success(
        "🏆 **"
        + esc(winners_sentence(t.game))
        + "**  \n"
        + esc(
            _("Game over after round {k}.").format(k=number(t.end.after_round))
            + " "
            + end_sentence(t.end, t.game)
        )
        + "  \n"
        + esc(_("Rounds after the end are refused; undo or edit a round to change the score."))
    )


def last_round(t: Tally) -> None:
    if not t.rounds:
        return
    k = len(t.rounds)
    scored = t.rounds[-1].scored
    st.subheader(_("Round {k}: {name} told").format(k=number(k), name=esc(scored.storyteller)))
    st.markdown("\n".join(f"- {esc(line)}" for line in round_lines(scored)))
    with st.expander(_("Every point, rule by rule")):
        st.markdown("\n".join(f"- {esc(e.text)}" for e in explain(scored)))
    st.button(
        "↩ " + _("Undo round {k}").format(k=number(k)),
        key=f"gn_undo_{k}",
        on_click=_undo,
        args=(k,),
    )


def _undo(k: int) -> None:
    state.change(k, lambda nt: remove(nt, k), lambda b, a: undo_notice(k, night_change(b, a), a))


def track(t: Tally) -> None:
    night = t.night
    st.subheader(_("Score track"))
    fig = score_track_figure(night.players, t.totals, t.rules.end_conditions.score_target)
    board, table = st.columns([3, 2])  # side by side on a wide screen, stacked on a phone
    board.plotly_chart(
        fig,
        config={"displayModeBar": False},
        key="gn_track",
        alt=_(
            "Score track: each player's rabbit on their total; the table beside it says the same."
        ),
    )
    last = t.rounds[-1].points if t.rounds else (0,) * night.n
    order = sorted(range(night.n), key=lambda s: (-t.totals[s], s))
    player, points, latest = _("Player"), _("Points"), _("Last round")
    head = f"| {player} | {points} | {latest} |\n|---|---:|---:|\n"
    rows = "".join(
        f"| {name_md(night.players[s])} | {number(t.totals[s])} | +{number(last[s])} |\n"
        for s in order
    )
    table.markdown(head + rows)


def history(t: Tally) -> None:
    """Every round: points per player (cut into tables a phone shows whole), and the total."""
    if not t.rounds:
        return
    night = t.night
    with st.expander(_("All rounds ({n})").format(n=number(len(t.rounds)))):
        split_table(
            "gn_rounds",
            _("Points of every round"),
            rounds_corner(),
            night.players,
            rounds_rows(
                night.players,
                [r.scored.storyteller for r in t.rounds],
                [r.points for r in t.rounds],
            ),
            ([_("Total"), ""], [number(v) for v in t.totals]),
        )


def edit_picker(t: Tally) -> None:
    """Change any round already scored (the rounds after it are scored again)."""
    if not t.rounds:
        return
    key = f"gn_pick_edit_{len(t.rounds)}"
    st.selectbox(
        "✏️ " + _("Change a round"),
        list(range(len(t.rounds), 0, -1)),
        index=None,
        format_func=lambda k: _("Round {k}: {name} told").format(
            k=number(k), name=t.rounds[k - 1].scored.storyteller
        ),
        placeholder=_("Choose a round to change"),
        key=key,
        on_change=_pick,
        args=(key,),
        help=_("Its form opens above, with what was entered; the totals after it are redone."),
    )


def _pick(key: str) -> None:
    choice = st.session_state.get(key)
    if choice is not None:
        st.session_state[state.EDITING] = int(choice)
        st.session_state[state.TO_EDIT] = True  # the form opens above: bring it into view
    st.session_state[key] = None
