"""The rulesets the questions are tested on: the five editions, and house rules built from them
with unusual values (so a value written into the words by hand would show)."""

from __future__ import annotations

from functools import cache
from typing import Any

from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.house import build_house
from explorer.rules.ruleset import Ruleset

# (edition, changes): every rule a question states, changed somewhere to a value no edition has
HOUSE_CHANGES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("refresh-2021", {"bonus_cap": 5, "score_target": 41, "hand_size": 9}),
    ("original-2008", {"all_or_none": {"storyteller": 1, "others": 4}, "bonus_per_vote": 2}),
    (
        "odyssey-2011",
        {
            "cards_handed_in": [
                {"players": [3, 3], "value": 3},
                {"players": [4, 12], "value": 1},
            ],
            "some_found": {"storyteller": 5, "finder": 4, "other": 1},
        },
    ),
    ("anniversary-10th", {"players": [4, 9], "empty_pile": "reshuffle", "decks": [84, 168]}),
    (
        "odyssey-vi",
        {
            "exactly_one_finder": {"points": 6, "players": [3, 5]},
            "extra_finder": {"kind": "single-marker", "from_players": 9, "points": 2},
            "max_votes": [{"players": [3, 8], "value": 1}, {"players": [9, 12], "value": 2}],
        },
    ),
)


@cache
def houses() -> tuple[Ruleset, ...]:
    return tuple(build_house(load_ruleset(parent), changes) for parent, changes in HOUSE_CHANGES)


def every() -> tuple[Ruleset, ...]:
    return (*load_rulesets(), *houses())
