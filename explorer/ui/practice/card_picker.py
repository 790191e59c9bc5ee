"""Cards as controls: tap a card (or focus it and press Enter/Space) to choose it, then confirm
with the button beside the cards.

A small custom component (Streamlit's components v2 API, no iframe) whose frontend is plain
HTML/CSS/JS committed in `explorer/ui/card_picker/`, so Community Cloud needs no build step.
The confirm press reaches Python as a one-shot trigger handled in a widget callback, tagged
with the moment it was made for (turn, phase, seat): applied once, even during a rerun.
Own cards are shown but refused in the browser (and by the rules again in Python).

Each card's accessible name is its place as shown under it and what it shows ("Card 3: The moon
above the hills…", "Card 3 · yours: …", `explorer.game.cards.card_name`); whether it is chosen, as which voting marker, or refused is its
description (aria-pressed and aria-describedby), never part of its name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import streamlit as st

from explorer.game.cards import card_name, card_svg
from explorer.text.numbers import is_whole

_HERE = Path(__file__).with_name("card_picker")
_MOUNT = st.components.v2.component(
    "dixit_card_picker",
    js=(_HERE / "picker.js").read_text(encoding="utf-8"),
    css=(_HERE / "picker.css").read_text(encoding="utf-8"),
)


PICKER_TEXTS = (
    "need_one",
    "need_more",
    "too_many",
    "ready",
    "sending",
    "group",
    "refused",
    "chosen",
    "marks",
)


@dataclass(frozen=True)
class Submitted:
    """A confirm press: the moment it was made for, the chosen values, the clue typed."""

    at: str
    picks: tuple[int, ...]
    clue: str


def _submitted(raw: Any) -> Submitted | None:
    if not isinstance(raw, dict):
        return None
    at, picks, clue = raw.get("at"), raw.get("picks"), raw.get("clue", "")
    if not isinstance(at, str) or not isinstance(picks, list) or not isinstance(clue, str):
        return None
    if len(picks) > 12 or not all(is_whole(p) for p in picks):
        return None
    return Submitted(at, tuple(picks), clue[:1000])


def moment(at: tuple[int, str, int]) -> str:
    return "|".join(map(str, at))


def card_picker(
    *,
    key: str,
    at: tuple[int, str, int],
    cards: Sequence[int],
    values: Sequence[int],
    labels: Sequence[str],
    pick: tuple[int, int],
    button: str,
    prompt: str,
    on_submit: Callable[[Submitted], None],
    texts: Mapping[str, Any],
    refused: dict[int, str] | None = None,
    clue: dict[str, Any] | None = None,
    size: int = 150,
) -> None:
    """Draw the cards as a tappable grid with a confirm button beside them.

    `values[i]` is what choosing card `cards[i]` means (an index in a hand, a place on the
    table) and `labels[i]` the text shown under it, its place ("3", "3 · yours": the card's
    accessible name says it, `card_name`, so the visible label is part of the name); `refused`
    maps values that cannot be chosen to why; `pick` is (fewest, most).
    `on_submit` runs (in a callback) with the press, once per press. `texts` holds every other
    text the picker shows or reads aloud, in the reader's language (the caller translates):
    `need_one`, `need_more` (count left → text, for 2 and up), `too_many`, `ready` ({cards}),
    `sending`, `group` (the cards' accessible name when there is no prompt), `refused` (a
    refused card's default), `chosen` (a chosen card's state, read after its name) and `marks`
    (the chosen cards' order → its words, "first voting marker"; None where order means
    nothing)."""
    refused = refused or {}
    data = {
        "at": moment(at),
        "cards": [
            {
                "value": int(v),
                "svg": card_svg(c),
                "label": label,
                "name": card_name(label, c),
                "disabled": int(v) in refused,
                "why": refused.get(int(v)),
            }
            for c, v, label in zip(cards, values, labels, strict=True)
        ],
        "pick": {"min": pick[0], "max": pick[1]},
        "button": button,
        "prompt": prompt,
        "size": size,
        **{k: texts[k] for k in PICKER_TEXTS},
        "clue": clue,
    }

    def submitted() -> None:
        result = st.session_state.get(key)
        raw = result.get("submit") if isinstance(result, Mapping) else None
        press = _submitted(raw)
        if press is not None:
            on_submit(press)

    _MOUNT(key=key, data=data, on_submit_change=submitted)
