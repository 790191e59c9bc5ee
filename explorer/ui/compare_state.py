"""The Compare page's filters in the URL, synced with its widgets (same pattern as Score)."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from explorer.filters import CompareFilters, FilterError, decode_filters, encode_filters
from explorer.loader import RULE_SPECS, load_rulesets
from explorer.matrix import pile_table

DECKS = (84, 168)


def _ids() -> list[str]:
    return [r.id for r in load_rulesets()]


def _decode() -> CompareFilters:
    params = {k: st.query_params.get_all(k) for k in st.query_params}
    return decode_filters(params, _ids(), list(RULE_SPECS), DECKS)


def load_filters() -> tuple[CompareFilters, list[str]]:
    """The filters in the URL (defaults and a warning when the link is bad); never raises."""
    warnings = []
    try:
        f = _decode()
    except FilterError as err:
        reason = str(err).rstrip(".")
        warnings.append(f"The link's filters could not be read ({reason}). Showing everything.")
        f = CompareFilters(tuple(_ids()))
        save(f)
    ss = st.session_state
    ss["show"] = list(f.rulesets)
    ss["only_diff"] = f.only_differing
    ss["src_rule"] = f.rule or next(iter(RULE_SPECS))
    ss["deck"] = f.deck
    return f, warnings


def save(f: CompareFilters) -> None:
    st.query_params.from_dict(encode_filters(f, _ids()))


def _current() -> CompareFilters:
    try:
        return _decode()
    except FilterError:
        return CompareFilters(tuple(_ids()))


def on_show() -> None:
    chosen = [r for r in _ids() if r in st.session_state["show"]]
    f = _current()
    if chosen:
        save(CompareFilters(tuple(chosen), f.only_differing, f.rule, f.deck))


def on_only_diff() -> None:
    f = _current()
    save(CompareFilters(f.rulesets, bool(st.session_state["only_diff"]), f.rule, f.deck))


def on_rule() -> None:
    f = _current()
    save(CompareFilters(f.rulesets, f.only_differing, str(st.session_state["src_rule"]), f.deck))


def on_deck() -> None:
    f = _current()
    save(CompareFilters(f.rulesets, f.only_differing, f.rule, int(st.session_state["deck"])))


@st.cache_data(show_spinner=False)
def pile_frame(ruleset_ids: tuple[str, ...], deck: int) -> Any:
    """Turns before the pile ends the game: player counts × rulesets (cached: pure data)."""
    rulesets = [r for r in load_rulesets() if r.id in ruleset_ids]
    table = pile_table(rulesets, (deck,))
    names = {r.id: r.name for r in rulesets}
    data: dict[str, list[str]] = {}
    counts = list(range(3, 13))
    for rid in ruleset_ids:
        by_n = {p.players: p.turns for p in table if p.ruleset_id == rid}
        data[names[rid]] = [
            "—" if n not in by_n else "never (reshuffle)" if by_n[n] is None else str(by_n[n])
            for n in counts
        ]
    return pd.DataFrame(data, index=pd.Index([f"{n} players" for n in counts], name="Table"))
