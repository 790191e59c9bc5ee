"""Sentences about a game for the page: how it ends, what a voter should know about the extra
point, who won. Built from the ruleset's parameters and the game state, never typed per edition."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.rules.ruleset import Ruleset
from explorer.text.names import join_names

if TYPE_CHECKING:
    from explorer.game.state import GameState


def end_rule(rules: Ruleset) -> str:
    """When a game under `rules` ends, in a sentence (from `end_conditions`)."""
    ends = rules.end_conditions
    pile = {
        "end-on-last-draw": "when the last card of the draw pile is drawn",
        "end-when-refill-incomplete": "when the draw pile cannot refill every hand",
        "reshuffle": "",
    }[ends.empty_pile]
    if ends.score_target is None:
        return (
            f"the game ends {pile}; there is no score target" if pile else "no rule ends the game"
        )
    target = f"after the turn in which someone reaches {ends.score_target} points"
    if not pile:
        return f"the game ends {target}; an empty draw pile is refilled from the discards"
    return f"the game ends {target}, or {pile}"


def extra_point_hint(rules: Ruleset, n: int) -> str | None:
    """What a voter should know about the extra finder point at `n` players (None: no extra)."""
    extra = rules.extra_finder
    if extra is None or n < extra.from_players:
        return None
    if extra.kind == "single-marker":
        return (
            f"Finding the card with a single vote earns +{extra.points} extra; "
            "finding it with two votes does not."
        )
    return f"Finding the card earns +{extra.points} extra, with one vote or two."


def victory_line(state: GameState) -> str:
    """Who won, in a sentence: 'Ada wins with 32 points.' or a shared victory (every ruleset
    shares a tie)."""
    won = state.winners
    best = max(state.scores, default=0)
    if len(won) == 1:
        return f"{won[0]} wins with {best} points."
    return f"Shared victory: {join_names(won)}, with {best} points each."


def target_line(who: list[str], target: int) -> str:
    """'Ada reached 30 points, the score target.' (several: 'both reached', 'all reached')."""
    verb = "reached" if len(who) == 1 else "both reached" if len(who) == 2 else "all reached"
    return f"{join_names(who)} {verb} {target} points, the score target."
