"""The end of a round and of a game: the reveal with every point explained, and the standings.

The practice table across phones (`explorer.ui.rooms`) shows its reveal and its standings with
these same functions (`reveal_round`, `details`, `game_over_head`, `standings`), drawn from the
game as each phone may see it; the buttons between them are each page's own."""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from explorer.figures.practice import standings_figure
from explorer.game.actions import NextTurn
from explorer.game.debrief import (
    PLAYER,
    REASON,
    clue_reading,
    points_rows,
    rulesets_to_compare,
    vote_rows,
)
from explorer.game.news import card_line
from explorer.game.presses import Token
from explorer.game.state import GameState, TurnRecord
from explorer.i18n import N_, _, join_list, labelled, number, tr
from explorer.round.compare import compare_round
from explorer.round.game_words import end_line, score_progress, winners_sentence
from explorer.round.table import points_table
from explorer.rules.endgame import GameEnd
from explorer.text.escape import esc, name_md
from explorer.ui.common.cards_view import show_cards
from explorer.ui.common.house import house_ident
from explorer.ui.common.tables import rows_height
from explorer.ui.practice.state import READY, fresh_seed, press, quit_game, start
from explorer.ui.practice.steps import HEAD, clue_heading, heading, scoreboard


def reveal(state: GameState) -> None:
    """The round's outcome first (the cards, each described in words, and every point), then
    the next-turn button, a Tab or two from the heading focus lands on; the tables after it."""
    ending = reveal_round(state)
    st.button(
        _(FINAL) if ending else _(NEXT),
        type="primary",
        key="px_next",
        on_click=_next_turn,
        args=((state.turn, state.phase, state.storyteller),),
    )
    rec = state.last_round
    assert rec is not None
    details(state, rec)


def reveal_round(state: GameState) -> GameEnd | None:
    """The round's outcome: its heading, the scores, the clue, the cards (each described in
    words, its owner and its votes) and every point explained; and, when this turn ends the
    game, why (returned: None when the game goes on)."""
    rec = state.last_round
    assert rec is not None
    heading(
        _("#### Turn {turn} revealed · storyteller: {name}").format(
            turn=number(rec.turn), name=name_md(state.name(rec.storyteller))
        )
    )
    scoreboard(state)
    st.markdown(clue_heading(rec.clue), anchors=False)

    def label(i: int) -> str:
        owner = rec.owners[i]
        star = "★ " if owner == rec.storyteller else ""
        return f"{i + 1} · {star}{name_md(state.name(owner))}"  # captions render Markdown

    def note(i: int) -> str:
        who = rec.voters_of(i + 1)
        if not who:
            return _("no votes")
        return _("votes: {names}").format(
            names=join_list(name_md(state.name(seat)) for seat in who)
        )

    show_cards(rec.table, labels=label, notes=note)
    # the pictures in words, for everybody (each picture's alt text says the same)
    st.markdown("\n".join(f"- {esc(card_line(state, rec, p))}" for p in _places(rec)))
    explanation = rec.result.explanation  # written now, in the reader's language
    for line in explanation:
        st.markdown(f"- {esc(line.text)}")
    ending = state.ends_after_this_turn()
    if ending:
        # names who reached the target
        why = end_line(ending, state.players)
        st.warning(_("This was the last turn: {why}").format(why=esc(why)))
    return ending


def _places(rec: TurnRecord) -> range:
    return range(1, len(rec.table) + 1)


def details(state: GameState, rec: TurnRecord) -> None:
    """Who voted for what (and why, for bots), the points by source, their rules, and the same
    round under the other rulesets."""
    explanation = rec.result.explanation
    st.subheader(_("Who voted for what"), anchor=False)
    rows = vote_rows(state, rec)
    st.dataframe(
        [{_(k): v for k, v in r.items() if k != REASON} for r in rows],
        hide_index=True,
        width="stretch",
        height=rows_height(state.n),
    )
    for r in rows:
        reason = r[REASON]
        if reason:
            st.markdown(f"- 🤖 **{name_md(r[PLAYER])}**: {esc(reason)}")
    if any(state.setup.bots):
        st.caption(esc(clue_reading(rec.clue)))
    st.subheader(_("Points"), anchor=False)
    st.dataframe(
        [{_(k): v for k, v in r.items()} for r in points_rows(state, rec)],
        hide_index=True,
        width="stretch",
        height=rows_height(state.n),
        column_config={_(PLAYER): st.column_config.TextColumn(pinned=True)},
    )
    with st.expander(_("The rules behind these points")):
        for line in explanation:
            st.markdown(f"- **{esc(tr(line.rule_label))}**: {esc(line.provenance.cite())}")
    st.subheader(_("The same round under the other rulesets"), anchor=False)
    # players down, rulesets across (as on the Score page): a player's name is never a column
    # header, so no name can clash with one, and 12 players do not make a 14-column table
    # the game's own rules lead (house rules when played under them); the link's house rules,
    # when it holds others, are one more column
    rulesets = rulesets_to_compare(state.setup, house_ident(show_notes=False))
    others = points_table(compare_round(rec.situation, rulesets), reference=state.rules.id)
    table = [
        {_(PLAYER): name}
        | {tr(c.name): "–" if c.points is None else number(c.points[seat]) for c in others.columns}
        for seat, name in enumerate(state.players)
    ]
    st.dataframe(table, hide_index=True, width="stretch", height=rows_height(state.n))
    notes = " · ".join(labelled(tr(c.name), tr(c.note)) for c in others.columns)
    st.caption(esc(notes))  # notes may name players


FINAL = N_("See the final standings")
NEXT = N_("Next turn")
POINTS = N_("Points")


def _next_turn(at: Token) -> None:
    st.session_state.pop(READY, None)
    press(at, NextTurn)


def game_over(state: GameState) -> None:
    game_over_head(state)
    # a row that wraps: at 200 % text size the buttons go onto a second line, never overlap
    with st.container(horizontal=True, gap="small"):
        st.button(
            _("Play again (same seed)"),
            key="px_again",
            on_click=start,
            args=(state.setup,),
            wrap=True,
        )
        st.button(
            _("Play again (new seed)"),
            key="px_new_seed",
            on_click=start,
            args=(replace(state.setup, seed=fresh_seed()),),
            wrap=True,
        )
        st.button(_("Change the set-up"), key="px_setup", on_click=quit_game, wrap=True)
    standings(state)


def game_over_head(state: GameState, why: str | None = None) -> None:
    """The end of the game: its heading, why it ended (`why`, when the page knows better: a
    game stopped before its end) and who won."""
    with st.container(key=HEAD):
        st.subheader(_("Game over"), anchor=False)
    if why is not None:
        st.markdown(esc(why))
        return
    if state.end is not None:
        st.markdown(esc(end_line(state.end, state.players)))
    st.success(esc(winners_sentence(state.game)))


def standings(state: GameState) -> None:
    """The final standings: the table, the chart of the scores turn by turn, its numbers."""
    st.dataframe(
        sorted(
            (
                {_(PLAYER): p, _(POINTS): s}
                for p, s in zip(state.players, state.scores, strict=True)
            ),
            key=lambda r: -int(r[_(POINTS)]),  # type: ignore[call-overload]
        ),
        hide_index=True,
        height=rows_height(state.n),
    )
    # no chart toolbar: on a phone it covers the title; its numbers in words under it
    st.plotly_chart(
        standings_figure(state),
        width="stretch",
        config={"displayModeBar": False},
        alt=_("Line chart: each player's score after each turn (the numbers are listed below)."),
    )
    lead, lines = score_progress(state.game)
    st.markdown(esc(lead) + "\n\n" + "\n".join(f"- {esc(line)}" for line in lines))
