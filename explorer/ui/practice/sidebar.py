"""The practice page's sidebar: scores, the rules in force, card size, the resume code."""

from __future__ import annotations

import streamlit as st

from explorer.game.resume import encode, is_secret
from explorer.game.state import GameState
from explorer.i18n import N_, _, n_, number, tr
from explorer.round.game_words import end_rule
from explorer.rules.wording import readings_in_force
from explorer.text.escape import esc
from explorer.ui.common.cards_view import SIZES
from explorer.ui.common.tables import rows_height
from explorer.ui.practice.state import CODE, key_problem, quit_game, secret_key, start

SIZE_LABELS = {"small": N_("small"), "medium": N_("medium"), "large": N_("large")}


def sidebar(state: GameState) -> None:
    with st.sidebar:
        st.subheader(_("Scores"))
        st.dataframe(
            [
                {_("Player"): p, _("Points"): s}
                for p, s in zip(state.players, state.scores, strict=True)
            ],
            hide_index=True,
            width="stretch",
            height=rows_height(state.n),
        )
        st.caption(
            _("{ruleset}: {end_rule}.").format(
                ruleset=tr(state.rules.name), end_rule=end_rule(state.rules)
            )
            + " "
            + n_("Draw pile: {n} card.", "Draw pile: {n} cards.", len(state.pile)).format(
                n=number(len(state.pile))
            )
        )
        for line in readings_in_force(state.rules):  # chosen at set-up, for the record
            st.caption(line)
        st.select_slider(
            _("Card size"),
            options=list(SIZES),
            value="medium",
            key="px_card_size",
            format_func=lambda size: _(SIZE_LABELS.get(str(size), str(size))),
        )
        with st.expander(_("Resume code")):
            code = st.session_state.get(CODE) or encode(state, secret_key())
            st.caption(
                _(
                    "This page's address keeps the game. To continue elsewhere, paste this code "
                    "into 'Resume a game from a code'."
                )
            )
            if is_secret(code):
                st.caption(
                    _("🔒 The code is encrypted: it does not show anybody's cards or votes.")
                )
            else:
                st.caption(
                    _(
                        "⚠️ This code (and the page's address) can be decoded: whoever reads it "
                        "can see the storyteller's card and every vote. The site encrypts it "
                        "when it has a secret key configured (DIXIT_LINK_KEY)."
                    )
                )
                problem = key_problem()
                if problem is not None:
                    st.caption(
                        _("The key configured is not used: {problem}").format(problem=esc(problem))
                    )
            st.code(code, language=None, wrap_lines=True)
        # behind a popover: one stray click must not throw a game away
        with st.popover(_("Start over…"), width="stretch"):
            st.caption(_("This game will be lost (unless you keep its resume code)."))
            st.button(
                _("Restart: same players, same seed"),
                key="px_restart",
                on_click=start,
                args=(state.setup,),
            )
            st.button(_("New game: back to the set-up"), key="px_quit", on_click=quit_game)
