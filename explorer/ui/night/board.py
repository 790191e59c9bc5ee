"""The evening so far: the end announced, the last round explained a sentence per player (with
undo), the score track with the standings under it as its text alternative, and every round in
a table with a way to edit any of them."""

from __future__ import annotations

import streamlit as st

from explorer.figures.night import score_track_figure
from explorer.i18n import _, number, tr
from explorer.night.facts import Tally
from explorer.night.tally import remove
from explorer.round.explain import explain
from explorer.round.game_words import end_sentence, how_it_ends, round_lines, winners_sentence
from explorer.text.escape import esc, name_md
from explorer.ui.night import state


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
    state.change(k, lambda nt: remove(nt, k), _("Round {k} undone.").format(k=number(k)))


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
    """Every round: points per player, and the choice of a round to edit."""
    if not t.rounds:
        return
    night = t.night
    with st.expander(_("All rounds ({n})").format(n=number(len(t.rounds)))):
        names = " | ".join(name_md(p) for p in night.players)
        teller = _("Storyteller")
        head = f"| # | {teller} | {names} |\n|---:|---|" + "---:|" * night.n + "\n"
        rows = "".join(
            f"| {number(k)} | {name_md(r.scored.storyteller)} | "
            + " | ".join(f"+{number(p)}" for p in r.points)
            + " |\n"
            for k, r in enumerate(t.rounds, start=1)
        )
        total = (
            "| | **"
            + esc(_("Total"))
            + "** | "
            + " | ".join(f"**{number(v)}**" for v in t.totals)
            + " |\n"
        )
        st.markdown(head + rows + total)
        key = f"gn_pick_edit_{len(t.rounds)}"
        st.selectbox(
            _("Edit a round"),
            list(range(1, len(t.rounds) + 1)),
            index=None,
            format_func=lambda k: _("Round {k}").format(k=number(k)),
            placeholder=_("Choose a round to change"),
            key=key,
            on_change=_pick,
            args=(key,),
        )


def _pick(key: str) -> None:
    choice = st.session_state.get(key)
    if choice is not None:
        st.session_state[state.EDITING] = int(choice)
    st.session_state[key] = None
