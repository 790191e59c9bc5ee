"""Sentences about a game for the page: how it ends, why it ended, what a voter should know
about the extra point, who won. Built from the ruleset's parameters and the game's facts (the
state, its `GameEnd`) when shown, in the reader's language then; never typed per edition."""

from __future__ import annotations

from collections.abc import Sequence

from explorer.errors import DealError
from explorer.game.ending import GameEnd
from explorer.game.state import GameState
from explorer.i18n import _, join_list, n_, number, semicolons
from explorer.rules.endgame import pile_turns
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


def end_rule(rules: Ruleset) -> str:
    """When a game under `rules` ends, in a sentence (from `end_conditions`)."""
    ends = rules.end_conditions
    target = ends.score_target
    if target is None:
        return {
            "end-on-last-draw": _(
                "the game ends when the last card of the draw pile is drawn; "
                "there is no score target"
            ),
            "end-when-refill-incomplete": _(
                "the game ends when the draw pile cannot refill every hand; "
                "there is no score target"
            ),
            "reshuffle": _("no rule ends the game"),
        }[ends.empty_pile]
    text = {
        "end-on-last-draw": n_(
            "the game ends after the turn in which someone reaches {n} point, "
            "or when the last card of the draw pile is drawn",
            "the game ends after the turn in which someone reaches {n} points, "
            "or when the last card of the draw pile is drawn",
            target,
        ),
        "end-when-refill-incomplete": n_(
            "the game ends after the turn in which someone reaches {n} point, "
            "or when the draw pile cannot refill every hand",
            "the game ends after the turn in which someone reaches {n} points, "
            "or when the draw pile cannot refill every hand",
            target,
        ),
        "reshuffle": n_(
            "the game ends after the turn in which someone reaches {n} point; "
            "an empty draw pile is refilled from the discards",
            "the game ends after the turn in which someone reaches {n} points; "
            "an empty draw pile is refilled from the discards",
            target,
        ),
    }[ends.empty_pile]
    return text.format(n=number(target))


def extra_point_hint(rules: Ruleset, n: int) -> str | None:
    """What a voter should know about the extra finder point at `n` players (None: no extra)."""
    extra = rules.extra_finder
    if extra is None or n < extra.from_players:
        return None
    if extra.kind == "single-marker":
        return _(
            "Finding the card with a single vote earns +{points} extra; "
            "finding it with two votes does not."
        ).format(points=number(extra.points))
    return _("Finding the card earns +{points} extra, with one vote or two.").format(
        points=number(extra.points)
    )


def victory_line(state: GameState) -> str:
    """Who won, in a sentence: 'Ada wins with 32 points.' or a shared victory (every ruleset
    shares a tie)."""
    won = state.winners
    best = max(state.scores, default=0)
    if len(won) == 1:
        return n_("{name} wins with {n} point.", "{name} wins with {n} points.", best).format(
            name=won[0], n=number(best)
        )
    return n_(
        "Shared victory: {names}, with {n} point each.",
        "Shared victory: {names}, with {n} points each.",
        best,
    ).format(names=join_list(won), n=number(best))


def score_progress(state: GameState) -> tuple[str, tuple[str, ...]]:
    """The standings chart's numbers in words: a lead ("Scores after each turn, turns 1 to 4:")
    and each player's score after each turn, a line per player in seat order ("Ada: 3, 7, 10,
    14"); ("", ()) before the first turn ends."""
    if not state.history:
        return "", ()
    last = state.history[-1].turn
    lead = n_(
        "Score after turn {n}:",
        "Scores after each turn, turns 1 to {n}:",
        last,
    ).format(n=number(last))
    return lead, tuple(
        # TRANSLATORS: {scores} is a player's score after each turn: "3, 7, 10"
        _("{name}: {scores}").format(
            name=name, scores=", ".join(number(r.scores_after[seat]) for r in state.history)
        )
        for seat, name in enumerate(state.players)
    )


def end_line(end: GameEnd, players: Sequence[str]) -> str:
    """Why the game ends (or ended) after `end.turn`, in a sentence: who reached the score
    target, else what the draw pile did."""
    if end.reached and end.target is not None:
        return target_line([players[s] for s in end.reached], end.target)
    if end.pile == "last-card":
        return _("The last card of the draw pile was drawn.")
    return _("The draw pile cannot refill every hand.")


def target_line(who: list[str], target: int) -> str:
    """'Ada reached 30 points, the score target.' (several: 'both reached', 'all reached')."""
    if len(who) == 1:
        text = n_(
            "{names} reached {n} point, the score target.",
            "{names} reached {n} points, the score target.",
            target,
        )
    elif len(who) == 2:
        text = n_(
            "{names} both reached {n} point, the score target.",
            "{names} both reached {n} points, the score target.",
            target,
        )
    else:
        text = n_(
            "{names} all reached {n} point, the score target.",
            "{names} all reached {n} points, the score target.",
            target,
        )
    return text.format(names=join_list(who), n=number(target))


def game_length(rules: Ruleset, players: int, deck: int) -> tuple[str, bool]:
    """How long a game under `rules` can last with this table and deck, in a sentence, and
    whether it is short enough that some players never tell (worth a warning before dealing).
    From `endgame.pile_turns`: "12 players on 84 cards: at most 2 turns; 10 players never tell"."""
    target = rules.end_conditions.score_target
    table = {"players": number(players), "deck": number(deck)}
    try:
        turns = pile_turns(rules, players, deck)
    except DealError as err:
        return str(err), True
    if turns is None:
        if target is None:
            return _("{players} players on {deck} cards: no rule ends the game.").format(
                **table
            ), False
        return (
            # TRANSLATORS: {target} is a number of points with its noun, "30 points", "21 очко"
            _(
                "{players} players on {deck} cards: the draw pile is reshuffled, so the game "
                "lasts until someone reaches {target}."
            ).format(target=count(target, "point"), **table),
            False,
        )
    if target is None:
        text = n_(
            "{players} players on {deck} cards: at most {n} turn before the draw pile ends "
            "the game",
            "{players} players on {deck} cards: at most {n} turns before the draw pile ends "
            "the game",
            turns,
        ).format(n=number(turns), **table)
    else:
        # TRANSLATORS: {target} is a number of points with its noun, "30 points", "21 очко"
        text = n_(
            "{players} players on {deck} cards: at most {n} turn before the draw pile ends "
            "the game (sooner if someone reaches {target})",
            "{players} players on {deck} cards: at most {n} turns before the draw pile ends "
            "the game (sooner if someone reaches {target})",
            turns,
        ).format(n=number(turns), target=count(target, "point"), **table)
    never = players - turns
    if never > 0:
        who = n_("{n} player never tells", "{n} players never tell", never)
        return semicolons([text, who.format(n=number(never))]) + ".", True
    rounds = turns // players
    if rounds >= 1:
        times = n_("everyone tells at least once", "everyone tells at least {n} times", rounds)
        text = semicolons([text, times.format(n=number(rounds))])
    return text + ".", False
