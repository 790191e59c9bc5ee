"""Sentences about a game for the page: how it ends, what a voter should know about the extra
point, who won. Built from the ruleset's parameters and the game state, never typed per edition."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.rules.endgame import pile_turns
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


def game_length(rules: Ruleset, players: int, deck: int) -> tuple[str, bool]:
    """How long a game under `rules` can last with this table and deck, in a sentence, and
    whether it is short enough that some players never tell (worth a warning before dealing).
    From `endgame.pile_turns`: "12 players on 84 cards: at most 2 turns; 10 players never tell"."""
    target = rules.end_conditions.score_target
    if players * rules.hand_size(players) > deck:
        return f"{deck} cards cannot deal {players} hands.", True
    turns = pile_turns(rules, players, deck)
    if turns is None:
        if target is None:
            return f"{players} players on {deck} cards: no rule ends the game.", False
        return (
            f"{players} players on {deck} cards: the draw pile is reshuffled, so the game "
            f"lasts until someone reaches {target} points.",
            False,
        )
    each = "turn" if turns == 1 else "turns"
    text = f"{players} players on {deck} cards: at most {turns} {each} before the draw pile ends the game"
    if target is not None:
        text += f" (sooner if someone reaches {target} points)"
    never = players - turns
    if never > 0:
        who = "player never tells" if never == 1 else "players never tell"
        return f"{text}; {never} {who}.", True
    rounds = turns // players
    if rounds >= 1:
        times = "once" if rounds == 1 else f"{rounds} times"
        text += f"; everyone tells at least {times}"
    return text + ".", False
