"""The game night's set-up: the box (the visitor's `box=`, or the table's `house=` rules), the
players in seating order, the deck and who tells first. Starting writes the night, with no
round yet, into the address."""

from __future__ import annotations

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import _, n_, number, tr
from explorer.limits import DECK_SIZES, MAX_NAME
from explorer.night.evening import Night
from explorer.night.tally import table_problem, tally
from explorer.round.game_words import how_it_ends
from explorer.rules.files import load_rulesets
from explorer.text.escape import esc
from explorer.text.names import default_names
from explorer.ui.common import box
from explorer.ui.common.house import house_ident, ruleset_of
from explorer.ui.night import state

RULES = "gn_rules"
COUNT = "gn_count"
DECK = "gn_deck"
FIRST = "gn_first"
HOUSE = "house"  # the rules option that stands for the link's house rules
START = "gn_start_asked"


def _name_key(i: int) -> str:
    return f"gn_name_{i}"


def setup_form() -> None:
    st.markdown(
        _(
            "Keep the score of a real game at your table, round by round, under your box's "
            "rules: who told, and whose card each player voted for. The page scores each round, "
            "explains it, moves the rabbits and says when the game is over. The whole evening "
            "is in the link: a reload or a locked phone picks it up again."
        )
    )
    editions = {r.id: r for r in load_rulesets()}
    ident = house_ident(show_notes=False)
    house = ruleset_of(ident) if ident is not None else None
    options = ([HOUSE] if house is not None else []) + list(editions)
    if house is None:
        box.preselect(RULES)
    elif st.session_state.get(RULES) not in options:
        st.session_state[RULES] = HOUSE
    chosen = st.selectbox(
        _("Your box"),
        options,
        format_func=lambda i: tr(house.name) if i == HOUSE and house else tr(editions[i].name),
        key=RULES,
        help=_("The edition whose rules your table plays (or your house rules, from the link)."),
    )
    rules = house if chosen == HOUSE and house is not None else editions[str(chosen)]
    left, right = st.columns(2)
    n = int(
        left.number_input(
            _("Players"),
            min_value=rules.min_players,
            max_value=rules.max_players,
            value=min(max(5, rules.min_players), rules.max_players),
            step=1,
            key=f"{COUNT}_{rules.id}",
        )
    )
    deck = int(
        right.selectbox(
            _("Cards in the deck"),
            DECK_SIZES,
            format_func=lambda d: n_("{n} card", "{n} cards", d).format(n=number(d)),
            key=DECK,
            help=_("84 for one box; 168 or 252 when you shuffle two or three boxes together."),
        )
        or DECK_SIZES[0]
    )
    st.markdown(_("**Players**, in seating order (clockwise)"))
    defaults = default_names(n)
    names: list[str] = []
    for i in range(n):
        if i % 2 == 0:  # a row of two on a wide screen; one under the other on a phone
            cols = st.columns(2)
        names.append(
            cols[i % 2]
            .text_input(
                _("Player {n}").format(n=number(i + 1)),
                value=defaults[i],
                max_chars=MAX_NAME,
                key=_name_key(i),
            )
            .strip()
        )
    labels = {i: name or defaults[i] for i, name in enumerate(names)}
    first = int(
        st.selectbox(
            _("Who tells first"),
            list(labels),
            format_func=labels.__getitem__,
            key=FIRST,
        )
        or 0
    )
    played = ident if chosen == HOUSE and ident is not None else str(chosen)
    try:
        night = Night(tuple(names), played, deck, min(first, n - 1))
        problem = table_problem(rules, night)
        if problem is not None:
            raise problem
        st.caption(esc(how_it_ends(tally(night, rules).game)))
    except DixitError as err:
        st.warning(esc(err), icon="⚠️")
        return
    st.button(
        _("Start the evening"), type="primary", key="gn_start", on_click=_ask, width="stretch"
    )
    # the press is kept by its callback and acted on here, with the fields as this run reads
    # them (a name typed just before the press included)
    if st.session_state.pop(START, False):
        state.STATE.save(night)
        st.rerun()


def _ask() -> None:
    st.session_state[START] = True
