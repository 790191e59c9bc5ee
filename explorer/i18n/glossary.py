"""The glossary's data the code reads (`glossary.toml`): what each box votes with, so a sentence
names the box's own voting gear (the 2021 box's discs, Odyssey's board and markers, Dixit's
numbered tokens) in every language. The words themselves are the translators' (the catalogs),
held to the glossary by `tests/i18n/test_glossary_use.py`."""

from __future__ import annotations

import functools
import tomllib
from pathlib import Path
from typing import Literal, cast

Gear = Literal["tokens", "disc", "board"]
GEARS: tuple[Gear, ...] = ("tokens", "disc", "board")


@functools.lru_cache(maxsize=1)  # the one glossary file, read once
def _boxes() -> dict[str, Gear]:
    with (Path(__file__).resolve().parent / "glossary.toml").open("rb") as f:
        boxes = tomllib.load(f)["boxes"]
    out = {}
    for edition, words in boxes.items():
        if words.get("voting") not in GEARS:
            raise ValueError(f"glossary.toml [boxes] {edition}: voting must be one of {GEARS}")
        out[edition] = cast(Gear, words["voting"])
    return out


def voting_gear(edition: str | None) -> Gear:
    """What a voter of the box `edition` (a ruleset id; house rules: their edition's) votes
    with; "tokens" for a box the glossary does not know (a file of one's own)."""
    return _boxes().get(edition or "", "tokens")
