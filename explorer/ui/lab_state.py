"""The lab page's settings in the address (through the binder), synced with its widgets.

The address is the source of truth, as on every page: each run loads the settings, pushes them
into the widgets, and a widget change writes the new settings back.
"""

from __future__ import annotations

from dataclasses import fields

import streamlit as st

from explorer.lab.settings import LabSettings
from explorer.links.lab import LabLink
from explorer.rules.files import load_rulesets
from explorer.ui import binder

# widget key → LabSettings field
WIDGETS = {
    "players": "players",
    "mean": "mean",
    "spread": "spread",
    "alpha": "alpha",
    "q": "q",
    "deck": "deck",
    "rounds": "rounds",
    "games": "games",
    "seed": "seed",
    "rulesets": "rulesets",
}


def link() -> LabLink:
    return LabLink(tuple((r.id, r.min_players, r.max_players) for r in load_rulesets()))


def load_settings() -> LabSettings:
    """The settings in the address (bad values repaired, with a warning), pushed into the
    widgets."""
    s = binder.load(link())
    for key, name in WIDGETS.items():
        value = getattr(s, name)
        st.session_state[key] = list(value) if isinstance(value, tuple) else value
    return s


def on_change() -> None:
    """Any lab widget changed: write the settings the widgets now hold into the address."""
    ss = st.session_state
    values = {name: ss[key] for key, name in WIDGETS.items() if key in ss}
    values["rulesets"] = tuple(values.get("rulesets", ()))
    known = {f.name for f in fields(LabSettings)}
    binder.save(link(), LabSettings(**{k: v for k, v in values.items() if k in known}))
