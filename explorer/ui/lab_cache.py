"""Cached engine calls for the lab page. The clue model is the frozen `ClueModel` of the page's
settings, so equal settings share one cached result."""

from __future__ import annotations

import streamlit as st

from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import (
    ExactRound,
    Heatmap,
    SweetSpot,
    exact_round,
    storyteller_heatmap,
    sweet_spot,
)
from explorer.lab.games import GamesSummary, simulate_games
from explorer.lab.rounds import RoundsSummary, simulate_rounds
from explorer.rules.files import load_ruleset


@st.cache_data(max_entries=64, show_spinner=False)
def cached_exact(ruleset_id: str, players: int, model: ClueModel) -> ExactRound:
    return exact_round(load_ruleset(ruleset_id), players, model)


@st.cache_data(max_entries=64, show_spinner=False)
def cached_sweet_spot(ruleset_id: str, players: int, model: ClueModel) -> SweetSpot:
    return sweet_spot(load_ruleset(ruleset_id), players, model)


@st.cache_data(max_entries=16, show_spinner=False)
def cached_heatmap(ruleset_id: str, model: ClueModel) -> Heatmap:
    return storyteller_heatmap(load_ruleset(ruleset_id), model)


@st.cache_data(max_entries=32, show_spinner=False)
def cached_rounds(
    ruleset_id: str, players: int, model: ClueModel, rounds: int, seed: int
) -> RoundsSummary:
    return simulate_rounds(load_ruleset(ruleset_id), players, model, rounds, seed)


@st.cache_data(max_entries=16, show_spinner=False)
def cached_games(
    ruleset_id: str, players: int, model: ClueModel, games: int, seed: int, deck: int
) -> GamesSummary:
    return simulate_games(load_ruleset(ruleset_id), players, model, games, seed, deck=deck)
