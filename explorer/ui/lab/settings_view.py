"""The lab's settings on screen: the sidebar's sliders, the editions picked, and what the
settings reach (whether q and the deck change anything for the editions shown)."""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from explorer.i18n import N_, NATIVE_NAMES, _, n_, number
from explorer.lab import export, notes
from explorer.lab.names import label, labels
from explorer.lab.plan import LabPlan
from explorer.lab.settings import (
    ALPHAS,
    DECKS,
    GAMES,
    MAX_LAB_SEED,
    ROUNDS,
    SPREAD_MAX,
    SWEEP_GAMES,
)
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.files import load_rulesets
from explorer.rules.house import HOUSE_ID
from explorer.text.escape import esc
from explorer.ui.common import house as hs
from explorer.ui.lab import state as lab_state

# the CSV style menu (shown to readers of another language than English)
CSV_STYLES = {
    # TRANSLATORS: {language} is the language's own name, "Français"
    export.SPREADSHEET: N_("For a spreadsheet in {language}"),
    export.PLAIN: N_("For code: English column names, decimal points"),
}


@dataclass(frozen=True)
class Reach:
    """The sidebar's two lines filled once the editions are known: whether q matters, and
    where the deck applies."""

    q: DeltaGenerator
    deck: DeltaGenerator


def sidebar(lang: str) -> tuple[Reach, str]:
    """Every setting's widget, in the sidebar; returns the lines to fill later and the CSV
    style chosen."""
    with st.sidebar:
        st.header(_("Settings"))
        st.slider(
            _("Players"), MIN_PLAYERS, MAX_PLAYERS, key="players", on_change=lab_state.on_change
        )
        st.slider(
            _("p: chance each voter finds the card (mean)"),
            0.0,
            1.0,
            step=0.01,
            key="mean",
            on_change=lab_state.on_change,
            help=_(
                "m in the formulas: the clue's clarity on average. 0: nobody finds the card, "
                "1: everybody does."
            ),
        )
        st.slider(
            _("Spread of p from turn to turn (0: fixed)"),
            0.0,
            SPREAD_MAX,
            step=0.05,
            key="spread",
            on_change=lab_state.on_change,
            help=_(
                "s in the formulas: how much p changes from one turn to the next, "
                "sd(p) = s·√(m(1−m)). 0: every clue is exactly as clear as the mean."
            ),
        )
        st.select_slider(
            _("α: decoy pull (∞: equal)"),
            ALPHAS,
            key="alpha",
            on_change=lab_state.on_change,
            help=_(
                "How unevenly the wrong votes spread over the other cards. Changes the voters' "
                "points, never the storyteller's."
            ),
        )
        st.slider(
            _("q: share of voters casting a second vote (where allowed)"),
            0.0,
            1.0,
            step=0.05,
            key="q",
            on_change=lab_state.on_change,
        )
        q_reach = st.empty()  # filled once the editions are known: whether q matters here
        st.select_slider(
            _("Deck size"),
            DECKS,
            key="deck",
            on_change=lab_state.on_change,
            help=_(
                "Cards in the box: only whole games use it (where the pile can end a game, a "
                "smaller deck ends it sooner)."
            ),
        )
        deck_reach = st.empty()  # filled once the editions are known: where the deck applies
        st.select_slider(
            _("Simulated rounds per edition"),
            ROUNDS,
            key="rounds",
            on_change=lab_state.on_change,
            format_func=number,
        )
        st.select_slider(
            _("Simulated games per edition"),
            GAMES,
            key="games",
            on_change=lab_state.on_change,
            format_func=number,
        )
        st.select_slider(
            _("Simulated games per player count (sweeps)"),
            SWEEP_GAMES,
            key="sweep_games",
            on_change=lab_state.on_change,
            format_func=number,
        )
        st.number_input(
            _("Random seed"), 0, MAX_LAB_SEED, key="seed", on_change=lab_state.on_change
        )
        if lang != "en":  # in English the two styles are the same file
            st.radio(
                _("CSV downloads"),
                export.STYLES,
                format_func=lambda style: _(CSV_STYLES[style]).format(
                    language=NATIVE_NAMES.get(lang, lang)
                ),
                key="csv_style",
                help=_(
                    "For a spreadsheet: column names and words in your language, decimal commas "
                    "where your language writes them, ready to open in a spreadsheet. For code: "
                    "the same numbers with stable English column names and decimal points."
                ),
            )
    return Reach(q_reach, deck_reach), st.session_state.get("csv_style", export.SPREADSHEET)


def editions(plan: LabPlan) -> None:
    """The editions picked, the house rules in the address as one more chip among them (taken
    off, they stay in the link for the other pages), and those left out at this player count;
    stops the page when none is left."""
    names = {r.id: label(r) for r in load_rulesets()}
    if plan.offered is not None:
        names[HOUSE_ID] = "🏠 " + label(plan.offered.ruleset)
    st.session_state["rulesets"] = lab_state.editions_value(plan)
    st.multiselect(
        _("Editions to compare"),
        list(names),
        format_func=names.__getitem__,
        key="rulesets",
        on_change=lab_state.on_change,
    )
    st.caption(
        _(
            "The address bar keeps every setting on this page: copy it to share this exact view. "
            "The zip at the foot of the page holds every number with its settings, and loads back."
        )
    )
    hs.show_house_banner(None if plan.house is None else plan.house.ruleset)
    players = plan.players
    if plan.skipped:
        st.info(
            n_(
                "Not played at {n} player, so left out: {editions}.",
                "Not played at {n} players, so left out: {editions}.",
                players,
            ).format(n=number(players), editions=esc(labels([e.ruleset for e in plan.skipped])))
        )
    if not plan.active:
        st.warning(_("Choose at least one edition that can be played at this many players."))
        st.stop()


def reach(plan: LabPlan, slots: Reach, model_box: DeltaGenerator) -> str:
    """Whether q and the deck change anything for the editions shown, said beside their
    sliders (and q's under the clue model); returns the deck's line ("" when it applies to
    every edition shown)."""
    shown = [e.ruleset for e in plan.active]
    votes = notes.second_vote_note(shown, plan.players)
    slots.q.caption(votes)
    deck_text = notes.deck_note(shown, plan.settings.deck)
    if deck_text:
        slots.deck.caption(deck_text)
    with model_box:
        st.markdown("- " + esc(votes))
    return deck_text
