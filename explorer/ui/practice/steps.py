"""The private steps of a round: the pass screen, the storyteller's clue, handing in, voting."""

from __future__ import annotations

import streamlit as st

from explorer.game.sentences import extra_point_hint
from explorer.game.state import GameState, GiveClue, HandIn, Vote
from explorer.limits import MAX_CLUE
from explorer.text.escape import esc, name_md
from explorer.ui.cards_view import show_cards
from explorer.ui.practice.state import ERROR, READY, act


def header(state: GameState) -> None:
    storyteller = name_md(state.name(state.storyteller))
    st.markdown(f"#### Turn {state.turn} · storyteller: {storyteller}")
    if state.clue is not None:
        st.markdown(f"### Clue: “{esc(state.clue)}”")


def show_error() -> None:
    msg = st.session_state.get(ERROR)
    if msg:
        st.error(f"Not allowed: {esc(msg)} Nothing was changed; try again.")


def needs_pass(state: GameState, seat: int) -> bool:
    if len(state.setup.humans) < 2:
        return False
    return st.session_state.get(READY) != (state.turn, state.phase, seat)


def pass_screen(state: GameState, seat: int) -> None:
    name = name_md(state.name(seat))
    step = {"clue": "choose a card and a clue", "hand-in": "hand in", "vote": "vote"}[state.phase]
    st.info(f"Pass the device to **{name}**, then press ready. ({name} will {step}.)")
    if st.button(f"I am {name} — ready", type="primary", key="px_ready_btn"):
        st.session_state[READY] = (state.turn, state.phase, seat)
        st.session_state.pop(ERROR, None)
        st.rerun()


def clue_step(state: GameState, seat: int) -> None:
    st.markdown(f"**{name_md(state.name(seat))}**, you are the storyteller. Your hand:")
    hand = state.hands[seat]
    show_cards(hand, labels=lambda i: str(i + 1))
    with st.form("px_clue_form"):
        pick = st.radio(
            "Your card", list(range(len(hand))), format_func=lambda i: str(i + 1), horizontal=True
        )
        clue = st.text_input(
            "Your clue (a word, a phrase, a sound…)", max_chars=MAX_CLUE, key="px_clue_text"
        )
        if st.form_submit_button("Tell the clue", type="primary"):
            act(state, GiveClue(seat, hand[int(pick or 0)], clue))
            st.rerun()
    st.caption(
        "Aim for a clue that some but not all players will understand: if everybody or nobody "
        "finds your card, you score nothing."
    )


def hand_in_step(state: GameState, seat: int) -> None:
    k = state.cards_to_hand_in
    hand = state.hands[seat]
    what = "a card that fits" if k == 1 else f"{k} cards that fit"
    st.markdown(f"**{name_md(state.name(seat))}**, hand in {what} the clue. Your hand:")
    show_cards(hand, labels=lambda i: str(i + 1))
    with st.form("px_hand_in_form"):
        if k == 1:
            picks = [
                st.radio(
                    "Your card",
                    list(range(len(hand))),
                    format_func=lambda i: str(i + 1),
                    horizontal=True,
                )
            ]
        else:
            picks = st.multiselect(
                f"Your {k} cards",
                list(range(len(hand))),
                format_func=lambda i: str(i + 1),
                max_selections=k,
            )
        if st.form_submit_button("Hand in", type="primary"):
            act(state, HandIn(seat, tuple(hand[int(i)] for i in picks if i is not None)))
            st.rerun()


def vote_step(state: GameState, seat: int) -> None:
    most = state.votes_allowed
    mine = set(state.own_places(seat))
    st.markdown(f"**{name_md(state.name(seat))}**, which card is the storyteller's?")
    show_cards(
        state.table,
        labels=lambda i: f"{i + 1}" + (" (yours)" if i + 1 in mine else ""),
    )
    places = list(range(1, len(state.table) + 1))
    with st.form("px_vote_form"):
        if most == 1:
            votes = [st.radio("Your vote", places, horizontal=True)]
        else:
            votes = st.multiselect(
                f"Your votes (1 or {most}, on different cards)", places, max_selections=most
            )
            hint = extra_point_hint(state.rules, state.n)
            if hint:
                st.caption(hint)
        if st.form_submit_button("Vote", type="primary"):
            act(state, Vote(seat, tuple(int(v) for v in votes if v is not None)))
            st.rerun()
