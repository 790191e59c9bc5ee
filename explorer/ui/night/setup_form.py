"""The game night's set-up: the box (the visitor's `box=`, or the table's `house=` rules), how many
players (only the counts the box allows, the range said in words), the deck, then the names in
seating order, the first to tell first. Starting writes the evening's first copy into the
address.

The names are one form: typing them redraws nothing, and they are checked when "Start the
evening" is pressed; a name that cannot be is said under the form, its field marked and focused.
A field left empty takes the name shown in it (A, B, C…), so nothing needs deleting first.
"""

from __future__ import annotations

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import _, n_, number, tr
from explorer.limits import DECK_SIZES, MAX_NAME
from explorer.night.evening import Night
from explorer.night.notices import players_sentence
from explorer.night.tally import table_problem, tally
from explorer.round.game_words import how_it_ends
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.text.names import default_names, name_fault
from explorer.ui.common import box
from explorer.ui.common.focus import flag_invalid
from explorer.ui.common.house import house_ident, ruleset_of
from explorer.ui.night import state

RULES = "gn_rules"
COUNT = "gn_count"
DECK = "gn_deck"
HOUSE = "house"  # the rules option that stands for the link's house rules
PROBLEM = "gn_setup_problem"  # (the field refused, why), for the run after the press


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
    n = _count(rules)
    deck = int(
        st.selectbox(
            _("Cards in the deck"),
            DECK_SIZES,
            format_func=lambda d: n_("{n} card", "{n} cards", d).format(n=number(d)),
            key=DECK,
            help=_("84 for one box; 168 or 252 when you shuffle two or three boxes together."),
        )
        or DECK_SIZES[0]
    )
    played = ident if chosen == HOUSE and ident is not None else str(chosen)
    table = Night(default_names(n), played, deck)
    problem = table_problem(rules, table)
    if problem is not None:  # a deck too small for this many players, say
        st.warning(esc(problem), icon="⚠️")
        return
    st.caption(esc(how_it_ends(tally(table, rules).game)))
    _names_form(n, played, deck)


def _count(rules: Ruleset) -> int:
    """How many play: a tap on one of the counts the box allows, its range said in words."""
    counts = list(range(rules.min_players, rules.max_players + 1))
    key = f"{COUNT}_{rules.id}"
    n = st.segmented_control(
        _("Players"),
        counts,
        default=min(max(5, rules.min_players), rules.max_players),
        format_func=number,
        key=key,
        required=True,
        width="stretch",
    )
    st.caption(esc(players_sentence(rules)))
    return int(n) if n is not None else counts[0]


def _names_form(n: int, ruleset: str, deck: int) -> None:
    defaults = default_names(n)
    problem = st.session_state.get(PROBLEM)
    with st.form("gn_names", enter_to_submit=False, border=False):
        st.markdown(_("**Players**, in seating order (clockwise), the first tells first"))
        for i in range(n):
            if i % 2 == 0:  # a row of two on a wide screen; one under the other on a phone
                cols = st.columns(2)
            cols[i % 2].text_input(
                _("Player {n}").format(n=number(i + 1)),
                placeholder=defaults[i],
                max_chars=MAX_NAME,
                key=_name_key(i),
            )
        st.caption(_("A name left empty is the letter shown in its field."))
        if problem is not None:
            with st.container(key="gn_setup_problem"):
                st.error(esc(problem[1]), icon="⚠️")
        st.form_submit_button(
            _("Start the evening"),
            type="primary",
            width="stretch",
            on_click=_start,
            args=(n, ruleset, deck),
        )
    if problem is not None and problem[0] < n:
        flag_invalid(_name_key(problem[0]), "gn_setup_problem", focus=problem[2])
        st.session_state[PROBLEM] = (problem[0], problem[1], False)  # focused once


def _names(n: int) -> list[str]:
    defaults = default_names(n)
    typed = [str(st.session_state.get(_name_key(i)) or "").strip() for i in range(n)]
    return [name or defaults[i] for i, name in enumerate(typed)]


def _field(names: list[str]) -> int:
    """The field a refused set of names points at: the first name that cannot be, else the
    second of two alike."""
    for i, name in enumerate(names):
        if name_fault(name) is not None:
            return i
    seen: set[str] = set()
    for i, name in enumerate(names):
        if name.casefold() in seen:
            return i
        seen.add(name.casefold())
    return 0


def _start(n: int, ruleset: str, deck: int) -> None:
    names = _names(n)
    try:
        night = Night(tuple(names), ruleset, deck)
    except DixitError as err:
        st.session_state[PROBLEM] = (_field(names), str(err), True)
        return
    st.session_state.pop(PROBLEM, None)
    state.start(night)
