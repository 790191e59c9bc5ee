"""Cached engine calls for the lab page (keys are plain values, so Streamlit can hash them)."""

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

ModelKey = tuple[float, float, float, float]  # mean, spread, alpha, q


def model_of(key: ModelKey) -> ClueModel:
    return ClueModel(mean=key[0], spread=key[1], alpha=key[2], q=key[3])


@st.cache_data(max_entries=64, show_spinner=False)
def cached_exact(ruleset_id: str, players: int, key: ModelKey) -> ExactRound:
    return exact_round(load_ruleset(ruleset_id), players, model_of(key))


@st.cache_data(max_entries=64, show_spinner=False)
def cached_sweet_spot(ruleset_id: str, players: int, key: ModelKey) -> SweetSpot:
    return sweet_spot(load_ruleset(ruleset_id), players, model_of(key))


@st.cache_data(max_entries=16, show_spinner=False)
def cached_heatmap(ruleset_id: str, key: ModelKey) -> Heatmap:
    return storyteller_heatmap(load_ruleset(ruleset_id), model_of(key))


@st.cache_data(max_entries=32, show_spinner=False)
def cached_rounds(
    ruleset_id: str, players: int, key: ModelKey, rounds: int, seed: int
) -> RoundsSummary:
    return simulate_rounds(load_ruleset(ruleset_id), players, model_of(key), rounds, seed)


@st.cache_data(max_entries=16, show_spinner=False)
def cached_games(
    ruleset_id: str, players: int, key: ModelKey, games: int, seed: int, deck: int
) -> GamesSummary:
    return simulate_games(load_ruleset(ruleset_id), players, model_of(key), games, seed, deck=deck)
