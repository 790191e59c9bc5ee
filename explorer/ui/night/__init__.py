"""The game night page: set-up, then round after round, the score track and the evening under
every edition. The evening itself is `explorer.night` (a frozen value, scored by the engine);
these modules read taps, apply one change through the engine, and draw.
"""

from __future__ import annotations

import streamlit as st

from explorer.errors import NightError
from explorer.i18n import _, number
from explorer.night.tally import rules_of, tally, tally_until
from explorer.rules.resolve import is_house
from explorer.text.escape import esc
from explorer.ui.common.house import house_ruleset
from explorer.ui.common.share import copy_link
from explorer.ui.night import state
from explorer.ui.night.board import end_banner, header, history, last_round, track
from explorer.ui.night.editions import every_edition_section
from explorer.ui.night.round_form import round_form
from explorer.ui.night.setup_form import setup_form


def render() -> None:
    st.title("🌙 " + _("Game night"))
    night = state.STATE.load()
    state.STATE.show_message()
    if night is None:
        setup_form()
        return
    try:
        rules = rules_of(night)
        t = tally(night, rules)
    except NightError as err:  # the codec keeps only nights that score; defensive
        st.error(esc(err))
        t = tally_until(night, rules_of(night))
    header(t)
    end_banner(t)
    editing = st.session_state.get(state.EDITING)
    if isinstance(editing, int) and 1 <= editing <= len(night.rounds):
        st.info(
            _("Editing round {k}: the rounds after it are scored again.").format(k=number(editing))
        )
        round_form(night, t.rules, editing, night.rounds[editing - 1])
        st.button(_("Cancel the edit"), key="gn_cancel", on_click=_cancel)
    elif t.end is None:
        st.session_state.pop(state.EDITING, None)
        round_form(night, t.rules, len(night.rounds) + 1)
    last_round(t)
    track(t)
    history(t)
    house = house_ruleset(show_notes=False)
    every_edition_section(
        night, [house] if house is not None and not is_house(night.ruleset) else []
    )
    copy_link("🔗 " + _("Send this evening to another phone"))
    with st.expander(_("Start a new evening")):
        st.caption(_("This evening stays in its link; copy it first to keep it."))
        st.button(_("New evening"), key="gn_new", on_click=state.STATE.save, args=(None,))


def _cancel() -> None:
    st.session_state.pop(state.EDITING, None)
