"""The private steps of a round: the pass screen, the storyteller's clue, handing in, voting.

Every press is a widget callback (`state.press`) keyed by the moment it was made for, so it is
applied once even when it lands during a rerun. Pickers offer only what the rules allow: a voter
never sees their own card among the choices, and nothing is preselected for a vote.

The practice table across phones (`explorer.ui.rooms`) draws its players' steps, the heading and
the scoreboard with these same functions: a step takes the press to make (`Press`; here the
practice page's own, there the room's), and draws from the game as that player may see it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import streamlit as st

from explorer.game.actions import Action, GiveClue, HandIn, Vote
from explorer.game.presses import Token, fit_clue, token
from explorer.game.state import GameState
from explorer.i18n import N_, _, join_list, n_, number
from explorer.limits import MAX_CLUE
from explorer.round.game_words import extra_point_hint
from explorer.text.escape import esc, name_md
from explorer.ui.common.cards_view import card_size
from explorer.ui.practice.card_picker import Submitted, card_picker, moment
from explorer.ui.practice.state import ERROR, NOTE, READY, moved, press

Press = Callable[[Token, Callable[[], Action | None]], None]  # a step's press: `state.press`


def scoreboard(
    state: GameState,
    marks: Callable[[int], str] | None = None,
    legend: str | None = None,
) -> None:
    """Names, scores and whose turn it is, in the main area (it wraps on a phone); `marks` adds
    a seat's own marks after the turn's (with their `legend` in place of the practice page's)."""
    waiting = set(state.waiting_for)
    parts = []
    for seat, (name, score) in enumerate(zip(state.players, state.scores, strict=True)):
        more = (
            ("📖 " if seat == state.storyteller else "")
            + ("⏳ " if seat in waiting else "")
            + (marks(seat) if marks else "")
        )
        parts.append(f"{more}**{name_md(name)}**&nbsp;{number(score)}")
    st.markdown(" · ".join(parts))
    st.caption(legend or _("📖 storyteller · ⏳ to play now · points so far"))


HEAD = "px_head"  # the container of each state's heading, where focus goes after a press


def heading(text: str) -> None:
    """The state's heading (Markdown), in the container focus goes to; no link icon beside it:
    one Tab stop fewer on the way to the next control."""
    with st.container(key=HEAD):
        st.markdown(text, anchors=False)


def header(state: GameState) -> None:
    turn_heading(state)
    scoreboard(state)
    if state.clue is not None:
        st.markdown(clue_heading(state.clue), anchors=False)


def turn_heading(state: GameState) -> None:
    """The turn's heading: its number and its storyteller."""
    storyteller = name_md(state.name(state.storyteller))
    heading(
        _("#### Turn {turn} · storyteller: {name}").format(
            turn=number(state.turn), name=storyteller
        )
    )


def clue_heading(clue: str) -> str:
    # TRANSLATORS: Markdown heading; use your language's quotation marks around {clue}
    return _("### Clue: “{clue}”").format(clue=esc(clue))


def show_error() -> None:
    msg = st.session_state.get(ERROR)
    if msg:
        st.error(
            _("Not allowed: {problem} Nothing was changed; try again.").format(problem=esc(msg))
        )


def needs_pass(state: GameState, seat: int) -> bool:
    if len(state.setup.humans) < 2:
        return False
    return st.session_state.get(READY) != (state.turn, state.phase, seat)


def _ready(at: tuple[int, str, int]) -> None:
    st.session_state[READY] = at
    st.session_state.pop(ERROR, None)
    moved(say=False)


def pass_screen(state: GameState, seat: int) -> None:
    name = name_md(state.name(seat))
    text = {
        "clue": _(
            "Pass the device to **{name}**, then press ready. ({name} will choose a card and "
            "a clue.)"
        ),
        "hand-in": _("Pass the device to **{name}**, then press ready. ({name} will hand in.)"),
        "vote": _("Pass the device to **{name}**, then press ready. ({name} will vote.)"),
    }[state.phase]
    st.info(text.format(name=name))
    st.button(
        _("{name} is here — continue").format(name=name),
        type="primary",
        key="px_ready_btn",
        on_click=_ready,
        args=(token(state, seat),),
    )


def _key(state: GameState, seat: int, what: str) -> str:
    """A widget key for this moment: the next player's picker starts afresh."""
    return f"px_{what}_{state.turn}_{state.phase}_{seat}"


def _fit_clue_field(key: str) -> None:
    """on_change of the clue field: a pasted clue over the limit is cut, with a note (in the
    reader's language: callbacks run before the page sets it)."""
    text = st.session_state.get(key, "")
    clue, note = fit_clue(text if isinstance(text, str) else "")
    if note:
        st.session_state[key] = clue
        st.session_state[NOTE] = note


BY_NUMBER = N_("Choose by number instead")
CLUE_LABEL = N_("Your clue (a word, a phrase, a sound… in any language)")
TELL = N_("Tell the clue")
HAND_IN = N_("Hand in")
VOTE = N_("Vote")
YOUR_CARD = N_("Your card")


def _marks(most: int) -> dict[str, str]:
    """Which voting marker each chosen card holds, in words (the picker shows 1, 2…)."""
    ordinal = {1: _("first voting marker"), 2: _("second voting marker")}
    return {
        str(k): ordinal.get(k) or _("voting marker {n}").format(n=number(k))
        for k in range(1, most + 1)
    }


def picker_texts(most: int, *, markers: bool = False) -> dict[str, Any]:
    """What the card picker shows and reads aloud, in the reader's language; with `markers`
    (a vote with several markers) a chosen card also says which marker it holds."""
    return {
        "need_one": _("Tap a card to choose it."),
        "need_more": {
            str(k): n_("Tap {n} more card.", "Tap {n} more cards.", k).format(n=number(k))
            for k in range(2, 13)
        },
        "too_many": n_(
            "You can choose at most {n} card: tap a chosen card to put it back.",
            "You can choose at most {n} cards: tap a chosen card to put it back.",
            most,
        ).format(n=number(most)),
        # TRANSLATORS: {cards} lists the chosen cards' numbers: "Chosen: 2, 5."
        "ready": _("Chosen: {cards}."),
        "sending": _("Sent…"),
        "group": _("Cards"),
        "refused": _("You cannot choose this card."),
        # TRANSLATORS: read after a card's name when it is chosen
        "chosen": _("chosen"),
        "marks": _marks(most) if markers and most > 1 else None,
    }


def clue_step(state: GameState, seat: int, act: Press = press) -> None:
    st.markdown(
        _("**{name}**, you are the storyteller. Your hand:").format(name=name_md(state.name(seat)))
    )
    hand = state.hands[seat]
    at = token(state, seat)

    def told(p: Submitted) -> None:
        def make() -> GiveClue | None:
            clue, cut = fit_clue(p.clue)
            if cut or len(p.picks) != 1 or not 0 <= p.picks[0] < len(hand):
                st.session_state[ERROR] = cut or _("Choose one card of your hand.")
                return None
            return GiveClue(seat, hand[p.picks[0]], clue)

        if p.at == moment(at):
            act(at, make)

    card_picker(
        key="px_pick_clue",
        at=at,
        cards=hand,
        values=range(len(hand)),
        labels=[str(i + 1) for i in range(len(hand))],
        pick=(1, 1),
        button=_(TELL),
        prompt=_("Tap the card you will tell about, then type your clue."),
        on_submit=told,
        texts=picker_texts(1),
        clue={
            "max": MAX_CLUE,
            "label": _(CLUE_LABEL),
            "value": "",
            "need": _("Now type your clue."),
            # {n} is filled in the browser with the length typed
            "cut": _("Your clue had {n} characters: it was cut to {most}. Check it.").format(
                n="{n}", most=number(MAX_CLUE)
            ),
        },
        size=card_size(),
    )
    with st.expander(_(BY_NUMBER)):
        _clue_by_number(state, seat, act)
    st.caption(
        _(
            "Aim for a clue that some but not all players will understand: if everybody or "
            "nobody finds your card, you score nothing."
        )
    )


def _clue_by_number(state: GameState, seat: int, act: Press) -> None:
    hand = state.hands[seat]
    pick_key = _key(state, seat, "clue_pick")
    text_key = "px_clue_text"
    st.radio(
        _(YOUR_CARD),
        list(range(len(hand))),
        format_func=lambda i: str(i + 1),
        horizontal=True,
        key=pick_key,
    )
    # no max_chars: the browser would refuse a long paste outright; the page cuts it instead
    st.text_input(
        _(CLUE_LABEL),
        key=text_key,
        on_change=_fit_clue_field,
        args=(text_key,),
    )
    typed = str(st.session_state.get(text_key) or "")
    note = st.session_state.pop(NOTE, None)
    if note:
        st.warning(esc(note))
    st.caption(
        n_("{count} / {n} character", "{count} / {n} characters", MAX_CLUE).format(
            count=number(len(typed.strip())), n=number(MAX_CLUE)
        )
    )

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
        _(TELL),
        type="primary",
        key="px_tell",
        on_click=act,
        args=(token(state, seat), make),
    )


def hand_in_step(state: GameState, seat: int, act: Press = press) -> None:
    k = state.cards_to_hand_in
    hand = state.hands[seat]
    st.markdown(
        n_(
            "**{name}**, hand in a card that fits the clue. Your hand:",
            "**{name}**, hand in {n} cards that fit the clue. Your hand:",
            k,
        ).format(name=name_md(state.name(seat)), n=number(k))
    )
    at = token(state, seat)

    def handed(p: Submitted) -> None:
        def make() -> HandIn | None:
            if any(not 0 <= i < len(hand) for i in p.picks):
                return None
            return HandIn(seat, tuple(hand[i] for i in p.picks))

        if p.at == moment(at):
            act(at, make)

    card_picker(
        key="px_pick_hand_in",
        at=at,
        cards=hand,
        values=range(len(hand)),
        labels=[str(i + 1) for i in range(len(hand))],
        pick=(k, k),
        button=_(HAND_IN),
        prompt=n_("Tap a card that fits the clue.", "Tap {n} cards that fit the clue.", k).format(
            n=number(k)
        ),
        on_submit=handed,
        texts=picker_texts(k),
        size=card_size(),
    )
    with st.expander(_(BY_NUMBER)):
        _hand_in_by_number(state, seat, act)


def _hand_in_by_number(state: GameState, seat: int, act: Press) -> None:
    k = state.cards_to_hand_in
    hand = state.hands[seat]
    key = _key(state, seat, "hand_in")
    if k == 1:
        st.radio(
            _(YOUR_CARD),
            list(range(len(hand))),
            format_func=lambda i: str(i + 1),
            horizontal=True,
            key=key,
        )
    else:
        st.multiselect(
            n_("Your {n} card", "Your {n} cards", k).format(n=number(k)),
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
        _(HAND_IN),
        type="primary",
        key="px_hand_in",
        on_click=act,
        args=(token(state, seat), make),
    )


def vote_step(state: GameState, seat: int, act: Press = press) -> None:
    most = state.votes_allowed
    mine = state.own_places(seat)
    st.markdown(
        _("**{name}**, which card is the storyteller's?").format(name=name_md(state.name(seat)))
    )
    at = token(state, seat)
    places = range(1, len(state.table) + 1)

    def voted(p: Submitted) -> None:
        def make() -> Vote | None:
            return Vote(seat, p.picks) if p.picks else None

        if p.at == moment(at):
            act(at, make)

    prompt = (
        _("Tap the card you think is the storyteller's.")
        if most == 1
        else _("Tap 1 or {most} cards (one marker each) that may be the storyteller's.").format(
            most=number(most)
        )
    )
    yours = _("{place} · yours")
    own_card = _("That is your card: nobody may vote for their own card.")
    card_picker(
        key="px_pick_vote",
        at=at,
        cards=state.table,
        values=places,
        labels=[yours.format(place=p) if p in mine else str(p) for p in places],
        pick=(1, most),
        button=_(VOTE),
        prompt=prompt,
        on_submit=voted,
        texts=picker_texts(most, markers=True),
        refused={p: own_card for p in mine},
        size=card_size(),
    )
    if most > 1:
        hint = extra_point_hint(state.rules, state.n)
        if hint:
            st.caption(hint)
    with st.expander(_(BY_NUMBER)):
        _vote_by_number(state, seat, act)


def _vote_by_number(state: GameState, seat: int, act: Press) -> None:
    most = state.votes_allowed
    mine = set(state.own_places(seat))
    places = list(state.votable_places(seat))  # never your own card
    key = _key(state, seat, "vote")
    if most == 1:
        st.radio(_("Your vote"), places, index=None, horizontal=True, key=key)
    else:
        st.multiselect(
            _("Your votes (1 or {most}, on different cards)").format(most=number(most)),
            places,
            max_selections=most,
            select_all=False,
            key=key,
        )
    if mine:
        yours = join_list(number(p) for p in sorted(mine))
        st.caption(
            _("Card {place} is yours: nobody may vote for their own card.").format(place=yours)
        )

    def make() -> Vote | None:
        value = st.session_state.get(key)
        raw = [value] if most == 1 else list(value or [])
        votes = tuple(int(v) for v in raw if v is not None)
        if not votes:
            st.session_state[ERROR] = _("Choose a card to vote for.")
            return None
        return Vote(seat, votes)

    st.button(_(VOTE), type="primary", key="px_vote", on_click=act, args=(token(state, seat), make))
