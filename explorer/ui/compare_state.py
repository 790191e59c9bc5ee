"""The Compare page's filters in the URL, synced with its widgets (same pattern as Score)."""

from __future__ import annotations

from typing import Any

import pandas as pd
import streamlit as st

from explorer.links.compare import CompareFilters, decode_filters_salvaged, encode_filters
from explorer.rules.files import load_rulesets
from explorer.rules.matrix import pile_table
from explorer.rules.specs import RULE_SPECS

DECKS = (84, 168)


def _ids() -> list[str]:
    return [r.id for r in load_rulesets()]


def _params() -> dict[str, list[str]]:
    return {k: st.query_params.get_all(k) for k in st.query_params}


def _decode() -> tuple[CompareFilters, tuple[str, ...]]:
    return decode_filters_salvaged(_params(), _ids(), list(RULE_SPECS), DECKS)


def load_filters() -> tuple[CompareFilters, list[str]]:
    """The filters in the URL, plus a warning naming any part of the link that could not be
    used (that part takes its default, the rest stays as the link gives it); never raises."""
    f, dropped = _decode()
    warnings = []
    if dropped:
        warnings.append(
            "Part of the link could not be used and was left out: "
            + "; ".join(dropped)
            + ". The rest of the view is as the link gives it."
        )
    if _params() != {k: [v] for k, v in encode_filters(f, _ids()).items()}:
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
    return _decode()[0]


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
