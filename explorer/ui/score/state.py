"""The Score page's widgets and its address.

The address is the single source of truth: every run loads the situation (`STATE`, the page's
state through `ScoreLink`), pushes it into the widgets' session state, and every widget's
callback writes the changed situation back to the address. So a shared link restores the table exactly, and a
widget never fights the address.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

import streamlit as st

from explorer.errors import SituationError
from explorer.i18n import _
from explorer.links.score import ScoreLink
from explorer.round.compare import most_votes
from explorer.round.examples import example
from explorer.round.presets import QUICK_SETUPS, random_round
from explorer.round.situation import Situation
from explorer.rules.files import load_rulesets
from explorer.text.escape import esc
from explorer.ui.common.page_state import PageState
from explorer.ui.common.vote_grid import NO_SECOND


def link() -> ScoreLink:
    return ScoreLink(load_rulesets())


STATE = PageState("score", link)  # the situation in the address; a refused name's message


# --- widget keys and callbacks ------------------------------------------------------------
def name_key(seat: int) -> str:
    return f"name_{seat}"


def vote_key(seat: int, slot: int) -> str:
    return f"vote_{seat}_{slot}"


def reading_key(reading: str) -> str:
    return f"read_{reading}"


def sync_widgets(s: Situation) -> None:
    """Give every widget the value the situation holds (call before creating the widgets)."""
    ss = st.session_state
    ss["players_n"] = s.n
    ss["teller"] = s.storyteller
    for seat, name in enumerate(s.players):
        ss[name_key(seat)] = name
        picks = s.votes[seat]
        if seat != s.storyteller:
            ss[vote_key(seat, 0)] = picks[0]
            ss[vote_key(seat, 1)] = picks[1] if len(picks) > 1 else NO_SECOND
    chosen = s.readings_dict()
    for rs in load_rulesets():
        for r in rs.readings:
            ss[reading_key(r.id)] = chosen.get(r.id, r.default)
    ss.setdefault(RANDOM, 0)


def on_players() -> None:
    n = int(st.session_state["players_n"])
    STATE.save(STATE.current().with_players(n, max_picks=most_votes(load_rulesets(), n)))


# Several widget changes can reach the server in one rerun (a quick hand on the slider, then a
# name or a vote): a later callback may then speak of a seat the table no longer has, or of a
# voter who has just become the storyteller. Such a stale change is dropped; the next run shows
# the table as it now is.


def on_teller() -> None:
    with contextlib.suppress(SituationError):
        STATE.save(STATE.current().with_storyteller(int(st.session_state["teller"])))


def on_name(seat: int) -> None:
    s = STATE.current()
    if not 0 <= seat < s.n:
        return
    typed = st.session_state[name_key(seat)]
    try:
        STATE.save(s.with_name(seat, typed))
    except SituationError as err:
        text = _("Name not changed: {reason} {name} keeps their name.")
        STATE.say("error", esc(text.format(reason=err, name=s.players[seat])))  # quotes the name


def on_vote(seat: int, slot: int) -> None:
    value = int(st.session_state[vote_key(seat, slot)])
    target = None if value == NO_SECOND else value
    with contextlib.suppress(SituationError):
        STATE.save(STATE.current().with_vote(seat, slot, target))


def on_reading(reading: str) -> None:
    STATE.save(STATE.current().with_reading(reading, str(st.session_state[reading_key(reading)])))


def on_quick(setup_id: str) -> None:
    s = STATE.current()
    for q in QUICK_SETUPS:
        if q.id == setup_id:
            STATE.save(q.apply(s))


def on_example(example_id: str) -> None:
    ex = example(example_id)
    STATE.save(
        Situation(
            ex.situation.players,
            ex.situation.storyteller,
            ex.situation.votes,
            STATE.current().readings,
            ex.situation.edition,
        )
    )


# The random round is a number the browser keeps (a stepper), not a press the server counts:
# Streamlit merges button presses that reach the server while a run is pending into one, so
# a class pressing quickly lost presses. Random round k is always the same round at a table,
# so the number on screen is the round shown, however many presses were merged on the way.
RANDOM = "random"


def on_random() -> None:
    k = int(st.session_state.get(RANDOM) or 0)
    if k >= 1:
        s = STATE.current()
        STATE.save(random_round(s, k, max_picks=most_votes(load_rulesets(), s.n)))


class SeatLabel:
    """format_func for seat pickers: a seat's name (rendered as text by Streamlit)."""

    def __init__(self, players: Sequence[str]) -> None:
        self.players = tuple(players)
        self.none = _("— none —")  # in the run's language, whenever the label is asked for

    def __call__(self, seat: int) -> str:
        if seat == NO_SECOND:
            return self.none
        return self.players[seat]
