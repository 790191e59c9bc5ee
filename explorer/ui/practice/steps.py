"""The private steps of a round: the pass screen, the storyteller's clue, handing in, voting.

Every press is a widget callback (`state.press`) keyed by the moment it was made for, so it is
applied once even when it lands during a rerun. Pickers offer only what the rules allow: a voter
never sees their own card among the choices, and nothing is preselected for a vote.
"""

from __future__ import annotations

import streamlit as st

from explorer.game.sentences import extra_point_hint
from explorer.game.state import GameState, GiveClue, HandIn, Vote, fit_clue, token
from explorer.limits import MAX_CLUE
from explorer.text.escape import esc, name_md
from explorer.ui.card_picker import Submitted, card_picker, moment
from explorer.ui.cards_view import card_size
from explorer.ui.practice.state import ERROR, NOTE, READY, press


def scoreboard(state: GameState) -> None:
    """Names, scores and whose turn it is, in the main area (it wraps on a phone)."""
    waiting = set(state.waiting_for)
    parts = []
    for seat, (name, score) in enumerate(zip(state.players, state.scores, strict=True)):
        marks = ("📖 " if seat == state.storyteller else "") + ("⏳ " if seat in waiting else "")
        parts.append(f"{marks}**{name_md(name)}**&nbsp;{score}")
    st.markdown(" · ".join(parts))
    st.caption("📖 storyteller · ⏳ to play now · points so far")


def header(state: GameState) -> None:
    storyteller = name_md(state.name(state.storyteller))
    st.markdown(f"#### Turn {state.turn} · storyteller: {storyteller}")
    scoreboard(state)
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


def _ready(at: tuple[int, str, int]) -> None:
    st.session_state[READY] = at
    st.session_state.pop(ERROR, None)


def pass_screen(state: GameState, seat: int) -> None:
    name = name_md(state.name(seat))
    step = {"clue": "choose a card and a clue", "hand-in": "hand in", "vote": "vote"}[state.phase]
    st.info(f"Pass the device to **{name}**, then press ready. ({name} will {step}.)")
    st.button(
        f"I am {name} — ready",
        type="primary",
        key="px_ready_btn",
        on_click=_ready,
        args=(token(state, seat),),
    )


def _key(state: GameState, seat: int, what: str) -> str:
    """A widget key for this moment: the next player's picker starts afresh."""
    return f"px_{what}_{state.turn}_{state.phase}_{seat}"


def _fit_clue_field(key: str) -> None:
    """on_change of the clue field: a pasted clue over the limit is cut, with a note."""
    text = st.session_state.get(key, "")
    clue, note = fit_clue(text if isinstance(text, str) else "")
    if note:
        st.session_state[key] = clue
        st.session_state[NOTE] = note


BY_NUMBER = "Choose by number instead"


def clue_step(state: GameState, seat: int) -> None:
    st.markdown(f"**{name_md(state.name(seat))}**, you are the storyteller. Your hand:")
    hand = state.hands[seat]
    at = token(state, seat)

    def told(p: Submitted) -> None:
        def make() -> GiveClue | None:
            clue, cut = fit_clue(p.clue)
            if cut or len(p.picks) != 1 or not 0 <= p.picks[0] < len(hand):
                st.session_state[ERROR] = cut or "Choose one card of your hand."
                return None
            return GiveClue(seat, hand[p.picks[0]], clue)

        if p.at == moment(at):
            press(at, make)

    card_picker(
        key="px_pick_clue",
        at=at,
        cards=hand,
        values=range(len(hand)),
        labels=[str(i + 1) for i in range(len(hand))],
        pick=(1, 1),
        button="Tell the clue",
        prompt="Tap the card you will tell about, then type your clue.",
        on_submit=told,
        clue={
            "max": MAX_CLUE,
            "label": "Your clue (a word, a phrase, a sound… in any language)",
            "value": "",
            "need": "Now type your clue.",
            "cut": f"Your clue had {{n}} characters: it was cut to {MAX_CLUE}. Check it.",
        },
        size=card_size(),
    )
    with st.expander(BY_NUMBER):
        _clue_by_number(state, seat)
    st.caption(
        "Aim for a clue that some but not all players will understand: if everybody or nobody "
        "finds your card, you score nothing."
    )


def _clue_by_number(state: GameState, seat: int) -> None:
    hand = state.hands[seat]
    pick_key = _key(state, seat, "clue_pick")
    text_key = "px_clue_text"
    st.radio(
        "Your card",
        list(range(len(hand))),
        format_func=lambda i: str(i + 1),
        horizontal=True,
        key=pick_key,
    )
    # no max_chars: the browser would refuse a long paste outright; the page cuts it instead
    st.text_input(
        "Your clue (a word, a phrase, a sound… in any language)",
        key=text_key,
        on_change=_fit_clue_field,
        args=(text_key,),
    )
    typed = str(st.session_state.get(text_key) or "")
    note = st.session_state.pop(NOTE, None)
    if note:
        st.warning(esc(note))
    st.caption(f"{len(typed.strip())} / {MAX_CLUE} characters")

    def make() -> GiveClue | None:
        text = str(st.session_state.get(text_key) or "")
        clue, cut = fit_clue(text)
        if cut:  # never lost: the cut clue goes back in the field to check
            st.session_state[text_key] = clue
            st.session_state[NOTE] = cut
            return None
        i = st.session_state.get(pick_key)
        return GiveClue(seat, hand[int(i or 0)], clue)

    st.button(
        "Tell the clue",
        type="primary",
        key="px_tell",
        on_click=press,
        args=(token(state, seat), make),
    )


def hand_in_step(state: GameState, seat: int) -> None:
    k = state.cards_to_hand_in
    hand = state.hands[seat]
    what = "a card that fits" if k == 1 else f"{k} cards that fit"
    st.markdown(f"**{name_md(state.name(seat))}**, hand in {what} the clue. Your hand:")
    at = token(state, seat)

    def handed(p: Submitted) -> None:
        def make() -> HandIn | None:
            if any(not 0 <= i < len(hand) for i in p.picks):
                return None
            return HandIn(seat, tuple(hand[i] for i in p.picks))

        if p.at == moment(at):
            press(at, make)

    card_picker(
        key="px_pick_hand_in",
        at=at,
        cards=hand,
        values=range(len(hand)),
        labels=[str(i + 1) for i in range(len(hand))],
        pick=(k, k),
        button="Hand in",
        prompt=f"Tap {what.replace('that fit', 'that fit the clue')}.",
        on_submit=handed,
        size=card_size(),
    )
    with st.expander(BY_NUMBER):
        _hand_in_by_number(state, seat)


def _hand_in_by_number(state: GameState, seat: int) -> None:
    k = state.cards_to_hand_in
    hand = state.hands[seat]
    key = _key(state, seat, "hand_in")
    if k == 1:
        st.radio(
            "Your card",
            list(range(len(hand))),
            format_func=lambda i: str(i + 1),
            horizontal=True,
            key=key,
        )
    else:
        st.multiselect(
            f"Your {k} cards",
            list(range(len(hand))),
            format_func=lambda i: str(i + 1),
            max_selections=k,
            select_all=False,
            key=key,
        )

    def make() -> HandIn:
        value = st.session_state.get(key)
        picks = [value] if k == 1 else list(value or [])
        return HandIn(seat, tuple(hand[int(i)] for i in picks if i is not None))

    st.button(
        "Hand in", type="primary", key="px_hand_in", on_click=press, args=(token(state, seat), make)
    )


def vote_step(state: GameState, seat: int) -> None:
    most = state.votes_allowed
    mine = state.own_places(seat)
    st.markdown(f"**{name_md(state.name(seat))}**, which card is the storyteller's?")
    at = token(state, seat)
    places = range(1, len(state.table) + 1)

    def voted(p: Submitted) -> None:
        def make() -> Vote | None:
            return Vote(seat, p.picks) if p.picks else None

        if p.at == moment(at):
            press(at, make)

    prompt = (
        "Tap the card you think is the storyteller's."
        if most == 1
        else f"Tap 1 or {most} cards (one marker each) that may be the storyteller's."
    )
    card_picker(
        key="px_pick_vote",
        at=at,
        cards=state.table,
        values=places,
        labels=[f"{p}" + (" · yours" if p in mine else "") for p in places],
        pick=(1, most),
        button="Vote",
        prompt=prompt,
        on_submit=voted,
        refused={p: "That is your card: nobody may vote for their own card." for p in mine},
        size=card_size(),
    )
    if most > 1:
        hint = extra_point_hint(state.rules, state.n)
        if hint:
            st.caption(hint)
    with st.expander(BY_NUMBER):
        _vote_by_number(state, seat)


def _vote_by_number(state: GameState, seat: int) -> None:
    most = state.votes_allowed
    mine = set(state.own_places(seat))
    places = list(state.votable_places(seat))  # never your own card
    key = _key(state, seat, "vote")
    if most == 1:
        st.radio("Your vote", places, index=None, horizontal=True, key=key)
    else:
        st.multiselect(
            f"Your votes (1 or {most}, on different cards)",
            places,
            max_selections=most,
            select_all=False,
            key=key,
        )
    if mine:
        yours = ", ".join(str(p) for p in sorted(mine))
        st.caption(f"Card {yours} is yours: nobody may vote for their own card.")

    def make() -> Vote | None:
        value = st.session_state.get(key)
        raw = [value] if most == 1 else list(value or [])
        votes = tuple(int(v) for v in raw if v is not None)
        if not votes:
            st.session_state[ERROR] = "Choose a card to vote for."
            return None
        return Vote(seat, votes)

    st.button(
        "Vote", type="primary", key="px_vote", on_click=press, args=(token(state, seat), make)
    )
