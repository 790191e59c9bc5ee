"""The Compare page's filters in the address (`STATE`), synced with its widgets."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pandas as pd
import streamlit as st

from explorer.i18n import _, n_, number, tr
from explorer.limits import DECK_SIZES, MAX_PLAYERS, MIN_PLAYERS
from explorer.links.compare import CompareFilters, CompareLink
from explorer.rules.endgame import pile_turns
from explorer.rules.files import load_rulesets
from explorer.rules.matrix import pile_table
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.ui.common.page_state import PageState

DECKS = DECK_SIZES


def link() -> CompareLink:
    return CompareLink(tuple(r.id for r in load_rulesets()), tuple(RULE_SPECS), DECKS)


STATE = PageState("compare", link)  # the filters in the address


def load_filters() -> CompareFilters:
    """The filters in the address (a bad part takes its default, with a warning), pushed into
    the widgets."""
    f = STATE.load()
    ss = st.session_state
    ss["show"] = list(f.rulesets)
    ss["only_diff"] = f.only_differing
    ss["src_rule"] = f.rule or next(iter(RULE_SPECS))
    ss["deck"] = f.deck
    return f


def on_show() -> None:
    chosen = [r.id for r in load_rulesets() if r.id in st.session_state["show"]]
    if chosen:
        STATE.save(replace(STATE.current(), rulesets=tuple(chosen)))


def on_only_diff() -> None:
    STATE.save(replace(STATE.current(), only_differing=bool(st.session_state["only_diff"])))


def on_rule() -> None:
    STATE.save(replace(STATE.current(), rule=str(st.session_state["src_rule"])))


def on_deck() -> None:
    STATE.save(replace(STATE.current(), deck=int(st.session_state["deck"])))


def _never() -> str:
    return _("never (reshuffle)")


def _pile_cell(by_n: dict[int, int | None], n: int) -> str:
    if n not in by_n:
        return "—"
    turns = by_n[n]
    return _never() if turns is None else number(turns)


def _players(n: int) -> str:
    return n_("{n} player", "{n} players", n).format(n=number(n))


@st.cache_data(show_spinner=False, max_entries=64)
def pile_frame(ruleset_ids: tuple[str, ...], deck: int, lang: str) -> Any:
    """Turns before the pile ends the game: player counts × rulesets (cached: pure data, in
    the reader's language `lang`, which this run already speaks)."""
    rulesets = [r for r in load_rulesets() if r.id in ruleset_ids]
    table = pile_table(rulesets, (deck,))
    names = {r.id: tr(r.short_name) for r in rulesets}
    data: dict[str, list[str]] = {}
    counts = list(range(MIN_PLAYERS, MAX_PLAYERS + 1))
    for rid in ruleset_ids:
        by_n = {p.players: p.turns for p in table if p.ruleset_id == rid}
        data[names[rid]] = [_pile_cell(by_n, n) for n in counts]
    return pd.DataFrame(data, index=pd.Index([_players(n) for n in counts], name=_("Table")))


def with_house_pile(frame: Any, house: Ruleset, deck: int) -> Any:
    """The pile table with one more column: the house rules (computed here, not cached: the
    house rules come from the visitor's link)."""

    def cell(n: int) -> str:
        if not house.supports(n):
            return "—"
        try:
            turns = pile_turns(house, n, deck)
        except ValueError:
            return _("cannot deal")
        return _never() if turns is None else number(turns)

    out = frame.copy()
    out[f"🏠 {tr(house.name)}"] = [cell(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)]
    return out
