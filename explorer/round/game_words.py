"""A whole game in words, written when shown, in the reader's language: each player's points in
a round in one sentence (and what a voter should know about the extra point), when and why the
game ends, the standings and the winners. The one
words module of the whole-game core (`explorer.round.game`): the practice game, the game night
and `python -m explorer game` all say a game's end and its winners here.

Built from the facts (`Game`, `GameEnd`, `ScoredRound`) and the ruleset's parameters, never typed
per edition. The step-by-step explanation of a round is `explorer.round.explain`'s.

>>> from explorer.rules.endgame import GameEnd
>>> end_line(GameEnd(9, reached=(0, 2), target=30), ("Ana", "Ben", "Cleo"))
'Ana and Cleo both reached 30 points, the score target.'
"""

from __future__ import annotations

from collections.abc import Sequence

from explorer.errors import DealError
from explorer.i18n import _, join_list, n_, number, semicolons
from explorer.round.game import Game
from explorer.round.result import ScoredRound
from explorer.rules.endgame import GameEnd, cards_per_turn, dealt_cards, pile_turns
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


# --- one round, a sentence per player ----------------------------------------------------------
def _storyteller_line(s: ScoredRound, points: int) -> str:
    name = s.storyteller
    if s.outcome == "all":
        text = _("{name} +{points} (storyteller): everybody found their card.")
    elif s.outcome == "none":
        text = _("{name} +{points} (storyteller): nobody found their card.")
    elif len(s.finders) == 1:
        text = _("{name} +{points} (storyteller): only {finder} found their card.")
    else:
        text = _("{name} +{points} (storyteller): some but not all found their card.")
    return text.format(name=name, points=number(points), finder=join_list(s.finders))


def player_line(s: ScoredRound, seat: int) -> str:
    """One player's points this round and where they come from, in one sentence:
    "Ben +5: found the card (3 points); 2 votes on their card (+2)."."""
    pp = s.scores[seat]
    if pp.found is None:
        return _storyteller_line(s, pp.total)
    base = count(pp.base, "point")
    if s.outcome == "all":
        parts = [_("found the card, like everybody ({points})").format(points=base)]
    elif s.outcome == "none":
        parts = [_("missed the card, like everybody ({points})").format(points=base)]
    elif pp.found and len(s.finders) == 1:
        parts = [_("the only one to find the card ({points})").format(points=base)]
    elif pp.found:
        parts = [_("found the card ({points})").format(points=base)]
    else:
        parts = [_("missed the card ({points})").format(points=base)]
    raw = s.raw_bonus[seat]
    if pp.votes_received:
        votes = count(pp.votes_received, "vote")
        if pp.bonus < raw:
            parts.append(
                _("{votes} on their card (+{bonus}, the cap)").format(
                    votes=votes, bonus=number(pp.bonus)
                )
            )
        else:
            parts.append(
                _("{votes} on their card (+{bonus})").format(votes=votes, bonus=number(pp.bonus))
            )
    if pp.extra:
        ef = s.ruleset.extra_at(len(s.players))
        if ef is not None and ef.kind == "single-marker":
            parts.append(
                _("+{points} for finding it with one marker").format(points=number(pp.extra))
            )
        else:
            parts.append(_("+{points} extra for finding it").format(points=number(pp.extra)))
    # TRANSLATORS: one player's points this round, e.g. "Ben +5: found the card (3 points); 2
    # votes on their card (+2)."
    return _("{name} +{points}: {how}.").format(
        name=pp.player, points=number(pp.total), how=semicolons(parts)
    )


def round_lines(s: ScoredRound) -> list[str]:
    """Every player's sentence for a round, in seat order."""
    return [player_line(s, seat) for seat in range(len(s.players))]


def extra_point_hint(rules: Ruleset, n: int) -> str | None:
    """What a voter should know about the extra finder point at `n` players, before voting
    (None: no extra point at this count)."""
    extra = rules.extra_at(n)
    if extra is None:
        return None
    if extra.kind == "single-marker":
        return _(
            "Finding the card with a single vote earns +{points} extra; "
            "finding it with two votes does not."
        ).format(points=number(extra.points))
    return _("Finding the card earns +{points} extra, with one vote or two.").format(
        points=number(extra.points)
    )


# --- the end -------------------------------------------------------------------------------
def _pile_count(rules: Ruleset, n: int, deck: int) -> str:
    return _("{deck} cards: {dealt} dealt, then {per} drawn each round").format(
        deck=number(deck),
        dealt=number(dealt_cards(rules, n)),
        per=number(cards_per_turn(rules, n)),
    )


def target_line(who: Sequence[str], target: int) -> str:
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
    return text.format(names=join_list(list(who)), n=number(target))


def end_line(end: GameEnd, players: Sequence[str]) -> str:
    """Why the game ends (or ended), in one sentence, for a page that shows the round it ends
    after: who reached the score target, else what the draw pile did."""
    if end.reached and end.target is not None:
        return target_line([players[s] for s in end.reached], end.target)
    if end.pile == "last-card":
        return _("The last card of the draw pile was drawn.")
    return _("The draw pile cannot refill every hand.")


def end_sentence(end: GameEnd, game: Game) -> str:
    """Why `game` ended after `end.after_round`, naming the round and counting the pile: who
    reached the score target, what the draw pile did, or both."""
    parts: list[str] = []
    if end.reached and end.target is not None:
        parts.append(target_line([game.players[s] for s in end.reached], end.target))
    if end.pile is not None:
        if end.pile == "last-card":
            text = _("The last card of the draw pile was drawn after round {k} ({count}).")
        else:
            text = _("After round {k} the draw pile could not refill every hand ({count}).")
        count_ = _pile_count(game.rules, game.n, game.deck)
        parts.append(text.format(k=number(end.after_round), count=count_))
    return " ".join(parts)


def winners_sentence(game: Game) -> str:
    """ "Ana wins with 32 points." or a shared victory; "" while the game goes on."""
    won = [game.players[s] for s in game.winners]
    if not won:
        return ""
    best = max(game.totals)
    if len(won) == 1:
        return n_("{name} wins with {n} point.", "{name} wins with {n} points.", best).format(
            name=won[0], n=number(best)
        )
    return n_(
        "Shared victory: {names}, with {n} point each.",
        "Shared victory: {names}, with {n} points each.",
        best,
    ).format(names=join_list(won), n=number(best))


def score_progress(game: Game) -> tuple[str, tuple[str, ...]]:
    """The standings chart's numbers in words: a lead ("Scores after each turn, turns 1 to 4:")
    and each player's score after each turn, a line per player in seat order ("Ada: 3, 7, 10,
    14"); ("", ()) before the first turn ends."""
    if not game.rounds:
        return "", ()
    last = len(game.rounds)
    lead = n_(
        "Score after turn {n}:",
        "Scores after each turn, turns 1 to {n}:",
        last,
    ).format(n=number(last))
    return lead, tuple(
        # TRANSLATORS: {scores} is a player's score after each turn: "3, 7, 10"
        _("{name}: {scores}").format(
            name=name, scores=", ".join(number(r.totals[seat]) for r in game.rounds)
        )
        for seat, name in enumerate(game.players)
    )


# --- before the game: how it will end --------------------------------------------------------
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


def how_it_ends(game: Game) -> str:
    """When this table's game will end, with this deck: from the score target and the pile's
    turns (`explorer.rules.endgame.pile_turns`)."""
    target, turns = game.rules.end_conditions.score_target, game.pile_turns
    if target is not None and turns is not None:
        text = n_(
            "The game ends after the round in which someone reaches {target} point, or after "
            "round {turns} at the latest, when the draw pile runs out ({count}).",
            "The game ends after the round in which someone reaches {target} points, or after "
            "round {turns} at the latest, when the draw pile runs out ({count}).",
            target,
        )
    elif target is not None:
        text = n_(
            "The game ends after the round in which someone reaches {target} point; an empty "
            "draw pile is shuffled again from the discards.",
            "The game ends after the round in which someone reaches {target} points; an empty "
            "draw pile is shuffled again from the discards.",
            target,
        )
    elif turns is not None:
        text = _(
            "The game ends after round {turns}, when the draw pile runs out ({count}); there is "
            "no score target."
        )
    else:
        return _("No rule ends this game: stop when the table likes.")
    return text.format(
        target=number(target or 0),
        turns=number(turns or 0),
        count=_pile_count(game.rules, game.n, game.deck) if turns is not None else "",
    )


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
