"""The rooms page before a room: join one (its code and your name), or open a class quiz (the
rules, the quiz level, how many rounds; a practice table's is `table_lobby.open_form`). Also
the join form a join link opens."""

from __future__ import annotations

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import _, number, tr
from explorer.learn.quiz import levels
from explorer.limits import MAX_NAME
from explorer.links.rooms import OPEN
from explorer.rooms import codes
from explorer.rooms.names import member_name
from explorer.rooms.practice import NAME as PRACTICE
from explorer.rooms.quiz import DEFAULT_ROUNDS, MAX_ROUNDS, MIN_ROUNDS
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.ui.common import box
from explorer.ui.common.house import house_ident, ruleset_of
from explorer.ui.common.nav import page_link
from explorer.ui.rooms import state

CODE, NAME = "room_join_code", "room_join_name"
RULES, LEVEL, ROUNDS = "room_open_rules", "room_open_level", "room_open_rounds"


def join_form(code: str | None, kind: str) -> None:
    """The join form: the room's code (unless the link gave it) and the visitor's name, in the
    words of the kind of room (a class quiz's students, a practice table's players)."""
    table = kind == PRACTICE
    with st.form("room_join", enter_to_submit=True):
        st.subheader(_("Join the game") if table else _("Join your class"), anchor=False)
        if code is None:
            st.text_input(
                _("Room code (on the host's phone)")
                if table
                else _("Room code (on your teacher's screen)"),
                key=CODE,
                max_chars=24,
                placeholder=codes.shown("4839120576"),
            )
        else:
            st.markdown(_("Room **{code}**").format(code=codes.shown(code)))
        st.text_input(
            _("Your name"),
            key=NAME,
            max_chars=MAX_NAME,
            help=_("The other players see it at the table.")
            if table
            else _("Your teacher sees it beside your score; nobody else in the room does."),
        )
        st.form_submit_button(_("Join"), type="primary", on_click=_on_join, args=(code,))


def other_kind(kind: str) -> None:
    """The way to the other kind of room, on the same page."""
    if kind == PRACTICE:
        label = _("A table of players instead? Play a practice game with each on their phone")
        page_link("pages/room.py", label, icon="🃏", query_params={OPEN: PRACTICE})
    else:
        page_link("pages/room.py", _("A class instead? Open a class quiz"), icon="🏫")


def _on_join(code: str | None) -> None:
    typed = st.session_state.get(CODE, "") if code is None else code
    try:
        member_name(st.session_state.get(NAME, ""))  # the name's rules need no room: first
        code = codes.read_code(typed)  # a typo is said at once, and not counted as a guess
    except DixitError as err:
        state.problem(str(err))
        return
    why = state.find(code)
    if why is not None:
        state.problem(why)
        return
    try:
        if state.rooms().room(code).kind == "night":  # a game night live on a table's phones
            state.problem(not_a_quiz(code))
            return
        joined, token = state.rooms().join(code, st.session_state.get(NAME, ""))
    except DixitError as err:
        state.problem(str(err))
        return
    state.go(code, token)
    me = joined.members[-1].name if joined.members else ""
    state.moved(
        _("You joined room {code} under the name {name}.").format(code=codes.shown(code), name=me)
    )


def not_a_quiz(code: str) -> str:
    return _(
        "Room {code} is a game night live on a table's phones, not a class quiz or a practice "
        "table: open it on the Game night page (type its code there)."
    ).format(code=codes.shown(code))


def rule_choices() -> dict[str, Ruleset]:
    """The rulesets a room may use: every edition, and the house rules in the address."""
    out = {rs.id: rs for rs in box.first(load_rulesets())}
    ident = house_ident(show_notes=False)  # the address's house rules, as their one ident
    house = None if ident is None else ruleset_of(ident)  # None: the banner has said why
    return out if ident is None or house is None else {ident: house, **out}


def open_form() -> None:
    """Open a room: the rules, then the quiz level and the number of rounds."""
    st.subheader(_("Open a room for your class"), anchor=False)
    st.markdown(
        _(
            "Everybody answers the same round on their own phone; your screen shows how many "
            "answered, how many got it right and the commonest mistake, and you move the class "
            "on. Students never see each other's answers."
        )
    )
    choices = rule_choices()
    if st.session_state.get(RULES) not in choices:
        st.session_state[RULES] = next(iter(choices))
    st.selectbox(_("Rules"), list(choices), key=RULES, format_func=lambda i: tr(choices[i].name))
    rs = choices[str(st.session_state[RULES])]
    lvs = {lv.id: lv for lv in levels(rs)}
    with st.form("room_open"):
        st.radio(
            _("Quiz level"),
            list(lvs),
            key=LEVEL,
            format_func=lambda i: lvs[i].title,
            captions=[lv.text for lv in lvs.values()],
        )
        st.number_input(
            _("Rounds"),
            min_value=MIN_ROUNDS,
            max_value=MAX_ROUNDS,
            value=DEFAULT_ROUNDS,
            step=1,
            key=ROUNDS,
            help=_("From {least} to {most}; a round takes about a minute.").format(
                least=number(MIN_ROUNDS), most=number(MAX_ROUNDS)
            ),
        )
        st.form_submit_button(_("Open the room"), type="primary", on_click=_on_open, args=(rs,))


def _on_open(rs: Ruleset) -> None:
    ident = str(st.session_state.get(RULES) or rs.id)
    options: dict[str, object] = {
        "level": st.session_state.get(LEVEL),
        "rounds": st.session_state.get(ROUNDS),
    }
    try:
        made, token = state.rooms().open("quiz", ident, options)
    except DixitError as err:
        state.problem(str(err))
        return
    state.go(made.code, token)
    state.moved(_("Room {code} is open.").format(code=codes.shown(made.code)))
