"""The end of a round and of a game: the reveal with every point explained, and the standings."""

from __future__ import annotations

import secrets
from dataclasses import replace

import streamlit as st

from explorer.figures.practice import standings_figure
from explorer.game.debrief import (
    clue_reading,
    points_rows,
    round_situation,
    rulesets_to_compare,
    vote_rows,
)
from explorer.game.sentences import victory_line
from explorer.game.state import GameState, NextTurn, Token
from explorer.links.house import encode_spec
from explorer.round.compare import compare_round
from explorer.round.table import points_table
from explorer.text.escape import esc, name_md
from explorer.ui.cards_view import show_cards
from explorer.ui.house_state import house_spec
from explorer.ui.practice.state import READY, press, quit_game, start
from explorer.ui.practice.steps import scoreboard
from explorer.ui.tables import rows_height


def reveal(state: GameState) -> None:
    rec = state.last_round
    assert rec is not None
    st.markdown(
        f"#### Turn {rec.turn} revealed · storyteller: {name_md(state.name(rec.storyteller))}"
    )
    scoreboard(state)
    st.markdown(f"### Clue: “{esc(rec.clue)}”")
    voters_of: dict[int, list[str]] = {p: [] for p in range(1, len(rec.table) + 1)}
    for seat, places in enumerate(rec.votes):
        for p in places:
            voters_of[p].append(state.name(seat))

    def label(i: int) -> str:
        owner = rec.owners[i]
        star = "★ " if owner == rec.storyteller else ""
        return f"{i + 1} · {star}{name_md(state.name(owner))}"  # captions render Markdown

    def note(i: int) -> str:
        who = voters_of[i + 1]
        return ("votes: " + ", ".join(name_md(w) for w in who)) if who else "no votes"

    show_cards(rec.table, labels=label, notes=note)
    result = rec.result
    st.subheader("Who voted for what")
    rows = vote_rows(state, rec)
    st.dataframe(
        [{k: v for k, v in r.items() if k != "Bot's reason"} for r in rows],
        hide_index=True,
        width="stretch",
        height=rows_height(state.n),
    )
    for r in rows:
        reason = r["Bot's reason"]
        if reason:
            st.markdown(f"- 🤖 **{name_md(r['Player'])}**: {esc(reason)}")
    if any(state.setup.bots):
        st.caption(esc(clue_reading(rec.clue)))
    st.subheader("Points")
    st.dataframe(
        points_rows(state, rec),
        hide_index=True,
        width="stretch",
        height=rows_height(state.n),
        column_config={"Player": st.column_config.TextColumn(pinned=True)},
    )
    for line in result.explanation:
        st.markdown(f"- {esc(line.text)}")
    with st.expander("The rules behind these points"):
        for line in result.explanation:
            st.markdown(f"- **{esc(line.rule_label)}**: {esc(line.provenance.cite())}")
    st.subheader("The same round under the other rulesets")
    # players down, rulesets across (as on the Score page): a player's name is never a column
    # header, so no name can clash with one, and 12 players do not make a 14-column table
    # the game's own rules lead (house rules when played under them); the link's house rules,
    # when it holds others, are one more column
    spec = house_spec(show_notes=False)
    rulesets = rulesets_to_compare(state.setup, encode_spec(spec) if spec is not None else "")
    others = points_table(
        compare_round(round_situation(state, rec), rulesets), reference=state.setup.ruleset
    )
    table = [
        {"Player": name}
        | {c.name: "–" if c.points is None else str(c.points[seat]) for c in others.columns}
        for seat, name in enumerate(state.players)
    ]
    st.dataframe(table, hide_index=True, width="stretch", height=rows_height(state.n))
    notes = " · ".join(f"{c.name}: {c.note}" for c in others.columns)
    st.caption(esc(notes))  # notes may name players
    ending = state.ends_after_this_turn()
    if ending:
        st.warning(f"This was the last turn: {esc(ending)}")  # names who reached the target
    label_next = "See the final standings" if ending else "Next turn"
    st.button(
        label_next,
        type="primary",
        key="px_next",
        on_click=_next_turn,
        args=((state.turn, state.phase, state.storyteller),),
    )


def _next_turn(at: Token) -> None:
    st.session_state.pop(READY, None)
    press(at, NextTurn)


def game_over(state: GameState) -> None:
    st.subheader("Game over")
    st.markdown(esc(state.end_reason or ""))
    st.success(esc(victory_line(state)))
    # no chart toolbar: on a phone it covers the title
    st.plotly_chart(standings_figure(state), width="stretch", config={"displayModeBar": False})
    st.dataframe(
        sorted(
            ({"Player": p, "Points": s} for p, s in zip(state.players, state.scores, strict=True)),
            key=lambda r: -int(r["Points"]),  # type: ignore[call-overload]
        ),
        hide_index=True,
        height=rows_height(state.n),
    )
    c1, c2, c3 = st.columns(3)
    c1.button("Play again (same seed)", key="px_again", on_click=start, args=(state.setup,))
    c2.button(
        "Play again (new seed)",
        key="px_new_seed",
        on_click=start,
        args=(replace(state.setup, seed=secrets.randbelow(2**31)),),
    )
    c3.button("Change the set-up", key="px_setup", on_click=quit_game)
