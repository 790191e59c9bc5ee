"""The lab page's address: every setting, read forgivingly.

Nothing in the address can break the page: a value that is not a number falls back to the
default, a number out of range is clamped to the nearest allowed value, a value not offered
takes the nearest one offered, an unknown edition is left out, and a repeated parameter uses
its last value. Each repair is a note in plain words.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from explorer.i18n import _, number
from explorer.lab.settings import (
    ALPHAS,
    DECKS,
    GAMES,
    MAX_LAB_SEED,
    PLAYERS,
    ROUNDS,
    SPREAD_MAX,
    SWEEP_GAMES,
    LabSettings,
    alpha_value,
)
from explorer.links.base import (
    Decoded,
    Encoded,
    Params,
    decimal,
    fmt,
    last,
    not_an_edition,
    quote,
)
from explorer.rules.house import HOUSE_ID

T = TypeVar("T")
MAX_LISTED = 64  # `rulesets` values read from one link (there are a handful of editions)
KEYS = (
    "players",
    "p",
    "spread",
    "alpha",
    "q",
    "deck",
    "rounds",
    "games",
    "seed",
    "rulesets",
    "heat",
    "sweep",
    "hide",
)
HIDE_HOUSE = "house"  # `hide=house`: the house rules in the address are not shown in the lab


def _float(
    params: Params, key: str, default: float, low: float, high: float, notes: list[str]
) -> float:
    raw = last(params, key, notes)
    if raw is None:
        return default
    value = decimal(raw)
    if value is None:
        notes.append(
            _("`{key}` = {value} is not a number: using {default}.").format(
                key=key, value=quote(raw), default=fmt(default)
            )
        )
        return default
    if not low <= value <= high:
        clamped = min(max(value, low), high)
        notes.append(
            _("`{key}` = {value} is outside {low}–{high}: using {used}.").format(
                key=key, value=quote(raw), low=fmt(low), high=fmt(high), used=fmt(clamped)
            )
        )
        return clamped
    return value


def _int(params: Params, key: str, default: int, low: int, high: int, notes: list[str]) -> int:
    raw = last(params, key, notes)
    if raw is None:
        return default
    value = decimal(raw)
    if value is None or (math.isfinite(value) and value != int(value)):
        notes.append(
            _("`{key}` = {value} is not a whole number: using {default}.").format(
                key=key, value=quote(raw), default=fmt(default)
            )
        )
        return default
    if not low <= value <= high:
        clamped = low if value < low else high
        notes.append(
            _("`{key}` = {value} is outside {low}–{high}: using {used}.").format(
                key=key, value=quote(raw), low=fmt(low), high=fmt(high), used=fmt(clamped)
            )
        )
        return clamped
    return int(value)


def _choice(
    params: Params,
    key: str,
    default: T,
    choices: Sequence[T],
    notes: list[str],
    scale: Callable[[T], float],
) -> T:
    """One of `choices`, matched by its text; a number not offered gets the nearest choice."""
    raw = last(params, key, notes)
    if raw is None:
        return default
    for c in choices:
        if str(c) == raw.strip():
            return c
    offered = ", ".join(str(c) for c in choices)
    value = decimal(raw)
    if value is None:
        notes.append(
            _("`{key}` = {value} is not one of {offered}: using {default}.").format(
                key=key, value=quote(raw), offered=offered, default=default
            )
        )
        return default

    def distance(c: T) -> float:
        x = scale(c)
        if math.isinf(x) or math.isinf(value):
            return 0.0 if x == value else math.inf
        return abs(x - value)

    nearest = min(choices, key=distance)
    if math.isinf(distance(nearest)):  # e.g. +inf with no infinite choice: the largest
        nearest = max(choices, key=scale) if value > 0 else min(choices, key=scale)
    notes.append(
        _("`{key}` = {value} is not offered ({offered}): using {nearest}.").format(
            key=key, value=quote(raw), offered=offered, nearest=nearest
        )
    )
    return nearest


def _rulesets(params: Params, known: Sequence[str], notes: list[str]) -> tuple[str, ...] | None:
    """The editions chosen (None: the default); `rulesets=` with no value: none chosen."""
    raw = list(params.get("rulesets", ()))
    if raw == [""]:
        return ()
    if len(raw) > MAX_LISTED:
        notes.append(
            _("`rulesets` is given {count} times: only the first {most} are read.").format(
                count=number(len(raw)), most=number(MAX_LISTED)
            )
        )
        raw = raw[:MAX_LISTED]
    picked = tuple(dict.fromkeys(c for c in raw if c in known))  # known ones, no repeats
    unknown = [c for c in raw if c not in known]
    if unknown:
        part = "`rulesets`" if picked else _("`rulesets` (the default editions are shown)")
        notes.append(not_an_edition(part, unknown))
    return picked if raw and picked else None


def _heat(params: Params, known: Sequence[str], notes: list[str]) -> str:
    """The heatmap's edition ('' when the link leaves it to the page; `house`: the house rules
    the link holds, the first edition shown when it holds none)."""
    raw = last(params, "heat", notes)
    if raw is None or raw == "":
        return ""
    if raw not in known:
        notes.append(not_an_edition(_("`heat` (the first edition shown is drawn)"), raw))
        return ""
    return raw


def _house_shown(params: Params, notes: list[str]) -> bool:
    """Whether the house rules in the address are shown (`hide=house`: not)."""
    raw = last(params, "hide", notes)
    if raw is None or raw == "":
        return True
    if raw != HIDE_HOUSE:
        notes.append(
            _("`hide` = {value} is not something the lab can hide: showing everything.").format(
                value=quote(raw)
            )
        )
        return True
    return False


@dataclass(frozen=True)
class LabLink:
    """The lab page's codec. `editions`: the ruleset ids the page offers, each with the player
    counts it allows (a link that chooses no editions gets those that fit its player count)."""

    editions: tuple[tuple[str, int, int], ...]
    keys: tuple[str, ...] = KEYS

    def fitting(self, players: int) -> tuple[str, ...]:
        return tuple(rid for rid, low, high in self.editions if low <= players <= high)

    def encode(self, value: LabSettings) -> Encoded:
        out: Encoded = {
            "players": str(value.players),
            "p": str(float(value.mean)),
            "spread": str(float(value.spread)),
            "alpha": value.alpha,
            "q": str(float(value.q)),
            "deck": str(value.deck),
            "rounds": str(value.rounds),
            "games": str(value.games),
            "seed": str(value.seed),
        }
        out["rulesets"] = list(value.rulesets) if value.rulesets else [""]
        if value.heat:
            out["heat"] = value.heat
        if value.sweep_games != LabSettings().sweep_games:
            out["sweep"] = str(value.sweep_games)
        if not value.house:
            out["hide"] = HIDE_HOUSE
        return out

    def decode(self, params: Params) -> Decoded[LabSettings]:
        notes: list[str] = []
        d = LabSettings()
        players = _int(params, "players", d.players, *PLAYERS, notes)
        chosen = _rulesets(params, [rid for rid, _lo, _hi in self.editions], notes)
        settings = LabSettings(
            players=players,
            mean=_float(params, "p", d.mean, 0.0, 1.0, notes),
            spread=_float(params, "spread", d.spread, 0.0, SPREAD_MAX, notes),
            alpha=_choice(params, "alpha", d.alpha, ALPHAS, notes, alpha_value),
            q=_float(params, "q", d.q, 0.0, 1.0, notes),
            deck=_choice(params, "deck", d.deck, DECKS, notes, float),
            rounds=_choice(params, "rounds", d.rounds, ROUNDS, notes, float),
            games=_choice(params, "games", d.games, GAMES, notes, float),
            seed=_int(params, "seed", d.seed, 0, MAX_LAB_SEED, notes),
            rulesets=self.fitting(players) if chosen is None else chosen,
            heat=_heat(params, [*(rid for rid, _lo, _hi in self.editions), HOUSE_ID], notes),
            sweep_games=_choice(params, "sweep", d.sweep_games, SWEEP_GAMES, notes, float),
            house=_house_shown(params, notes),
        )
        return Decoded(settings, tuple(notes))
