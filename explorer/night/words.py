"""A game night in words, written when shown, in the reader's language: each player's points
in a sentence, how and why the game ends, the winners.

Built from the facts (`explorer.night.facts`) and the ruleset's parameters, never typed per
edition. The step-by-step explanation of a round is the engine's own
(`explorer.round.explain.explain`, on the round's `ScoredRound`).
"""

from __future__ import annotations

from explorer.i18n import _, join_list, n_, number, semicolons
from explorer.night.evening import Night
from explorer.night.facts import GameEnd, Tally
from explorer.round.result import ScoredRound
from explorer.rules.endgame import cards_per_turn, dealt_cards
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
        ef = s.ruleset.extra_finder
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


# --- the end -------------------------------------------------------------------------------
def _pile_count(rules: Ruleset, night: Night) -> str:
    n = night.n
    return _("{deck} cards: {dealt} dealt, then {per} drawn each round").format(
        deck=number(night.deck),
        dealt=number(dealt_cards(rules, n)),
        per=number(cards_per_turn(rules, n)),
    )


def _reached_line(names: list[str], target: int) -> str:
    if len(names) == 1:
        text = n_(
            "{names} reached {n} point, the score target.",
            "{names} reached {n} points, the score target.",
            target,
        )
    elif len(names) == 2:
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
    return text.format(names=join_list(names), n=number(target))


def end_sentence(end: GameEnd, night: Night, rules: Ruleset) -> str:
    """Why the game ended after `end.after_round`: the score target, the draw pile, or both."""
    parts: list[str] = []
    if "target" in end.reasons and end.target is not None:
        parts.append(_reached_line([night.players[s] for s in end.reached], end.target))
    if "pile" in end.reasons:
        if rules.end_conditions.empty_pile == "end-on-last-draw":
            text = _("The last card of the draw pile was drawn after round {k} ({count}).")
        else:
            text = _("After round {k} the draw pile could not refill every hand ({count}).")
        parts.append(text.format(k=number(end.after_round), count=_pile_count(rules, night)))
    return " ".join(parts)


def how_it_ends(rules: Ruleset, night: Night, turns: int | None) -> str:
    """When this table's game will end, with this deck: from the score target and the pile's
    turns (`explorer.rules.endgame.pile_turns`)."""
    target = rules.end_conditions.score_target
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
        count=_pile_count(rules, night) if turns is not None else "",
    )


def winners_sentence(t: Tally) -> str:
    """ "Ana wins with 32 points." or a shared victory; "" while the game goes on."""
    won = [t.night.players[s] for s in t.winners]
    if not won:
        return ""
    best = max(t.totals)
    if len(won) == 1:
        return n_("{name} wins with {n} point.", "{name} wins with {n} points.", best).format(
            name=won[0], n=number(best)
        )
    return n_(
        "Shared victory: {names}, with {n} point each.",
        "Shared victory: {names}, with {n} points each.",
        best,
    ).format(names=join_list(won), n=number(best))
