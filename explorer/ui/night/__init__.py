"""The game night page: set-up, then round after round, the score track and the evening under
every edition. The evening itself is `explorer.night` (a frozen value, scored by the engine; a
copy of it in the address, `explorer.night.stamp`); these modules read taps, apply one change
through the engine, and draw. What the browser's Back and Forward changed is `moves`; a copy of
the evening older or newer than the one this phone showed last is `phone`; the evening live on
every phone at the table, through a room, is `live` (its calls to the room: `live_room`).
"""

from __future__ import annotations

import streamlit as st

from explorer.errors import NightError
from explorer.i18n import _, number
from explorer.night.countdown import countdown
from explorer.night.tally import rules_of, tally, tally_until
from explorer.rules.resolve import is_house
from explorer.text.escape import esc
from explorer.ui.common.focus import announce, focus_control
from explorer.ui.common.house import house_ruleset
from explorer.ui.common.share import copy_link
from explorer.ui.night import live, state
from explorer.ui.night.board import edit_picker, end_banner, header, history, last_round, track
from explorer.ui.night.editions import every_edition_section
from explorer.ui.night.moves import notice_moves
from explorer.ui.night.phone import remember
from explorer.ui.night.round_form import round_form
from explorer.ui.night.setup_form import setup_form


def render() -> None:
    st.title("🌙 " + _("Game night"))
    copy, room, news = live.sync(state.STATE.load())
    notice_moves(copy)
    said = st.session_state.pop(state.SAID, None)
    if said:
        announce(said)
    if copy is None:
        state.STATE.show_message()
        setup_form()
        live.join_by_code()
        return
    remember(copy, live=room is not None)
    night = copy.night
    try:
        rules = rules_of(night)
        t = tally(night, rules)
    except NightError as err:  # the codec keeps only nights that score; defensive
        st.error(esc(err))
        t = tally_until(night, rules_of(night))
    header(t)
    end_banner(t)
    # what a press changed, then the round to enter (or the one being changed): after a change
    # or a round chosen to be changed, brought into view from wherever the press was made
    if room is not None:
        live.panel(copy, room)
    live.notice(news)
    with st.container(key="gn_round"):
        state.STATE.show_message()
        editing = st.session_state.get(state.EDITING)
        if isinstance(editing, int) and 1 <= editing <= len(night.rounds):
            st.info(
                _("Editing round {k}: the rounds after it are scored again.").format(
                    k=number(editing)
                )
            )
            round_form(night, t.rules, editing, night.rounds[editing - 1])
            st.button(_("Cancel the edit"), key="gn_cancel", on_click=_cancel)
        elif t.end is None:
            st.session_state.pop(state.EDITING, None)
            round_form(night, t.rules, len(night.rounds) + 1, c=countdown(t))
    if st.session_state.pop(state.TO_EDIT, False) or said:
        focus_control("gn_round")
    last_round(t)
    edit_picker(t)
    track(t)
    history(t)
    house = house_ruleset(show_notes=False)
    every_edition_section(
        night, [house] if house is not None and not is_house(night.ruleset) else []
    )
    if room is None:  # live, the join link is the one to send (the address makes this phone)
        live.panel(copy, room)
        copy_link("🔗 " + _("Send this evening to another phone"))
    with st.expander(_("Start a new evening")):
        st.caption(_("This evening stays in its link; copy it first to keep it."))
        st.button(_("New evening"), key="gn_new", on_click=state.put, args=(None,))
    live.watch_room(room)


def _cancel() -> None:
    st.session_state.pop(state.EDITING, None)
