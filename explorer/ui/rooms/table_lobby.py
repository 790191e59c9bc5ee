"""A practice table before its game: opening one (the rules, the host's name), and the lobby,
where the players join on their phones and the host deals (how many bots and how good, whether
the host plays too, the deck). Everything shown comes from the engine's view for the visitor."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from explorer.errors import DixitError
from explorer.game.cards import MAX_CARDS
from explorer.game.setup import BOT_SKILLS
from explorer.i18n import _, join_list, language, n_, number, tr
from explorer.limits import MAX_NAME, MAX_PLAYERS
from explorer.rooms import codes
from explorer.rooms.model import RoomView
from explorer.rooms.names import member_name
from explorer.rooms.practice import NAME as PRACTICE
from explorer.rooms.practice import Start
from explorer.rooms.practice_view import TableView
from explorer.round.game_words import game_length
from explorer.rules.resolve import resolve
from explorer.text.escape import esc, name_md
from explorer.ui.practice.setup_form import SKILL_LABELS
from explorer.ui.practice.steps import heading
from explorer.ui.rooms import board, state
from explorer.ui.rooms.front import rule_choices

RULES, NAME = "table_open_rules", "table_open_name"
BOTS, SKILL, PLAYS, DECK = "table_bots", "table_skill", "table_host_plays", "table_deck"
CHOSEN = "table_bots_chosen"  # the host has set the number of bots


def open_form() -> None:
    """Open a table: the rules, and the host's name at it."""
    st.subheader(_("Open a table"), anchor=False)
    st.markdown(
        _(
            "You get a code for the others to join with; then you add bots if you like and deal. "
            "Each phone shows only its own player's hand and vote."
        )
    )
    choices = rule_choices()
    if st.session_state.get(RULES) not in choices:
        st.session_state[RULES] = next(iter(choices))
    with st.form("table_open"):
        st.selectbox(
            _("Rules"), list(choices), key=RULES, format_func=lambda i: tr(choices[i].name)
        )
        st.text_input(_("Your name at the table"), key=NAME, max_chars=MAX_NAME)
        st.form_submit_button(_("Open the table"), type="primary", on_click=_on_open)


def _on_open() -> None:
    ident = str(st.session_state.get(RULES) or "")
    options: dict[str, object] = {"name": st.session_state.get(NAME), "lang": language()}
    try:
        member_name(options["name"])  # the name's rules need no room: said before one opens
        made, token = state.rooms().open(PRACTICE, ident, options)
    except DixitError as err:
        state.problem(str(err))
        return
    state.go(made.code, token)
    state.moved(_("Table {code} is open.").format(code=codes.shown(made.code)))


def people(view: RoomView) -> None:
    """Who is at the table so far (live)."""
    d: TableView = view.detail
    names = [
        _("{name} (host)").format(name=name_md(p.name)) if p.host else name_md(p.name)
        for p in d.players
    ]
    st.markdown(
        _("At the table so far ({n}): {names}.").format(
            n=number(len(names)), names=join_list(names)
        )
    )


def lobby(code: str, token: str, view: RoomView, look: Callable[[RoomView], object]) -> None:
    """The lobby: the host deals; a player waits for the deal, which reaches their phone
    (`look`: what of the view, once changed, redraws the page)."""
    shown = look(view)
    if not view.host:
        heading("#### " + esc(_("You are in!")))
        st.info(_("The host deals when everybody is in: your hand appears here by itself."))
        board.panel(code, token, shown, look, people)
        return
    heading("#### " + esc(_("Your table")))
    board.join_panel(
        code,
        qr=True,
        invite=_("The others join on their phones: they scan the QR code, or open the join link."),
    )
    st.caption(
        "🔒 "
        + _(
            "This page's address makes you the host: show the code or the QR code, never the address."
        )
    )
    board.panel(code, token, shown, look, people)
    _deal_form(code, token, view)


def _deal_form(code: str, token: str, view: RoomView) -> None:
    rules = resolve(view.ruleset)
    members = sum(m.present for m in view.members)
    st.subheader(_("Deal the cards"), anchor=False)
    st.toggle(_("I play too"), value=True, key=PLAYS)
    plays = bool(st.session_state.get(PLAYS, True))
    humans = members + plays
    most = max(0, min(MAX_PLAYERS, rules.max_players) - humans)
    fewest = max(0, rules.min_players - humans)
    # as few bots as the rules need until the host chooses a number (then theirs, within bounds)
    chosen = st.session_state.get(CHOSEN) and isinstance(st.session_state.get(BOTS), int)
    st.session_state[BOTS] = min(max(int(st.session_state[BOTS]) if chosen else fewest, 0), most)
    c1, c2 = st.columns(2)
    c1.number_input(
        _("Bots"),
        min_value=0,
        max_value=most,
        step=1,
        key=BOTS,
        on_change=st.session_state.__setitem__,
        args=(CHOSEN, True),
    )
    c2.selectbox(
        _("Bot skill"),
        BOT_SKILLS,
        index=1,
        key=SKILL,
        format_func=lambda k: _(SKILL_LABELS[k]),
    )
    bots = int(st.session_state.get(BOTS) or 0)
    n = humans + bots
    decks = [x for x in rules.decks if x <= MAX_CARDS and n * rules.hand_size(max(n, 1)) <= x]
    deck = st.selectbox(
        _("Deck"),
        decks or [x for x in rules.decks if x <= MAX_CARDS],
        format_func=lambda x: n_("{n} card", "{n} cards", x).format(n=number(x)),
        key=DECK,
    )
    fits = rules.supports(n)
    said = n_(
        "{n} player at the table; {rules} is played by {fewest} to {most}.",
        "{n} players at the table; {rules} is played by {fewest} to {most}.",
        n,
    ).format(
        n=number(n),
        rules=tr(rules.name),
        fewest=number(rules.min_players),
        most=number(rules.max_players),
    )
    (st.caption if fits else st.warning)(esc(said))
    if fits and deck is not None:
        length, short = game_length(rules, n, int(deck))
        (st.warning if short else st.caption)(esc(length))
    start = Start(bots, str(st.session_state.get(SKILL) or "good"), plays, deck)
    st.button(
        _("Deal the cards"),
        type="primary",
        key="table_deal",
        disabled=not fits,
        on_click=_on_deal,
        args=(code, token, start),
    )


def _on_deal(code: str, token: str, start: Start) -> None:
    state.attempt(lambda: state.rooms().act(code, token, start))  # the deal is said as news
