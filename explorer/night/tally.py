"""A game night scored under one ruleset: every round's points, the running totals, the end of
the game and why, and the winners.

Each round is played in the whole-game core (`explorer.round.game.Game.play`: the seats as the
night holds them, scored by the same `compute` that `score_round` runs, added up, and the end
of the game from the ruleset's `end_conditions`: the score target at the end of each round, the
draw pile's turns counted from the deck, the player count and the refill rule), so a night's
totals and end are the practice game's and the command line's, never counted again here.

`tally` is strict (an illegal round, or a round after the end, raises NightError naming the
round and the rule); `tally_until` scores as far as it can and records where it stopped (the
editions side by side). Both return facts only: `explorer.round.game_words` writes them out.

>>> from explorer.night.evening import Night, Round
>>> night = Night(("Ana", "Ben", "Cleo", "Dan"), "refresh-2021", deck=84)
>>> night = play(night, Round(0, ((), (0,), (1,), (0,))))  # Ben and Dan find Ana's card
>>> tally(night).totals, tally(night).end
((3, 4, 0, 3), None)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import replace

from explorer.errors import DealError, IllegalRound, NightError, RulesetError
from explorer.i18n import _, number
from explorer.night.evening import Night, Round, round_message
from explorer.night.facts import Stop, Tally
from explorer.round.game import Game
from explorer.round.game_words import end_sentence
from explorer.rules.endgame import GameEnd
from explorer.rules.resolve import resolve
from explorer.rules.ruleset import Ruleset

CACHE = 48  # tallies kept: whole, normalised keys; ≤ 300 KB a tally


# --- the night's own rules ---------------------------------------------------------------------


def rules_of(night: Night) -> Ruleset:
    """The ruleset the night is played under (its ident: an edition, or house rules, built once
    for every visitor, `explorer.rules.resolve`). NightError when it names no edition or the
    house rules cannot be built."""
    try:
        return resolve(night.ruleset)
    except (RulesetError, KeyError, OSError) as err:
        raise NightError("ruleset", str(err)) from None


# --- scoring -------------------------------------------------------------------------------------
def _start(rules: Ruleset, night: Night) -> Game:
    """The night's game in the core, before its first round; IllegalRound or DealError when
    `rules` cannot play this table (its player count, its deck)."""
    return Game.start(rules, night.players, night.deck)


def table_problem(rules: Ruleset, night: Night) -> NightError | None:
    """Why `rules` cannot play this table at all (player count, deck), or None."""
    try:
        _start(rules, night)
    except IllegalRound as err:
        return NightError("players", str(err))
    except DealError as err:
        return NightError("deck", str(err))
    return None


def _extend(night: Night, rules: Ruleset, start: Tally | None) -> Tally:
    """The lenient tally of `night`, going on from `start` (a tally of its first rounds under
    the same rules and table) when there is one, else from the first round."""
    if start is None:
        try:
            start = Tally(night, _start(rules, night))
        except (IllegalRound, DealError) as err:
            rule = "deck" if isinstance(err, DealError) else "players"
            return Tally(night, Game(rules, night.players, night.deck, None), Stop(0, rule))
    if start.stop is not None or start.end is not None:
        return replace(start, night=night)  # later rounds change nothing
    game = start.game
    for k in range(len(game.rounds) + 1, len(night.rounds) + 1):
        try:
            game = game.play(night.situation(k))
        except IllegalRound as err:
            return Tally(night, game, Stop(k, err.rule))
        if game.over:
            break
    return Tally(night, game)


# Tallies already made, by (ruleset, players, deck, rounds): a night one round longer than one
# kept goes on from it, so entering a round scores that round only. Keys are whole, normalised
# values; the cache is bounded (a kept tally shares its rounds with the one it went on from).
_DONE: OrderedDict[tuple[object, ...], Tally] = OrderedDict()
_LOCK = threading.Lock()


def _kept(key: tuple[object, ...]) -> Tally | None:
    with _LOCK:
        t = _DONE.get(key)
        if t is not None:
            _DONE.move_to_end(key)
        return t


def _keep(key: tuple[object, ...], t: Tally) -> None:
    with _LOCK:
        _DONE[key] = t
        _DONE.move_to_end(key)
        while len(_DONE) > CACHE:
            _DONE.popitem(last=False)


def tally_until(night: Night, rules: Ruleset) -> Tally:
    """The night under `rules`, scored up to its end or up to the first round `rules` cannot
    score (`Tally.stop` says which and the rule); never raises for a round."""
    table = (rules, night.players, night.deck)
    key = (*table, night.rounds)
    t = _kept(key)
    if t is None:
        start = _kept((*table, night.rounds[:-1])) if night.rounds else None
        t = _extend(night, rules, start)
        _keep(key, t)
    return t if t.night == night else replace(t, night=night)


def after_end_message(k: int, end: GameEnd, game: Game) -> str:
    """Why round `k` is refused: the game ended before it."""
    return round_message(
        k,
        _("the game was already over after round {end}. {why}").format(
            end=number(end.after_round), why=end_sentence(end, game)
        ),
    )


def tally(night: Night, rules: Ruleset | None = None) -> Tally:
    """The night under `rules` (default: its own); NightError for a table the rules cannot
    play, an illegal round or a round after the end, naming the round and the rule."""
    rules = rules_of(night) if rules is None else rules
    t = tally_until(night, rules)
    if t.stop is not None:
        raise NightError(t.stop.rule, stop_message(t), t.stop.at_round or None)
    if t.end is not None and t.rounds_after_end:
        k = t.end.after_round + 1
        raise NightError("end", after_end_message(k, t.end, t.game), k)
    return t


# --- changes checked against the rules --------------------------------------------------------
def play(night: Night, rnd: Round, rules: Ruleset | None = None) -> Night:
    """The night with one more round; NightError (the night unchanged) when the round is
    illegal or the game is already over."""
    new = night.with_round(rnd)
    tally(new, rules)
    return new


def edit(night: Night, k: int, rnd: Round, rules: Ruleset | None = None) -> Night:
    """The night with round `k` replaced: every round after it is scored again. NightError
    when the new round is illegal, or when it ends the game before rounds already entered."""
    new = night.with_round_at(k, rnd)
    tally(new, rules)
    return new


def remove(night: Night, k: int, rules: Ruleset | None = None) -> Night:
    """The night without round `k` (the later rounds move up one and are scored again)."""
    new = night.without_round(k)
    tally(new, rules)
    return new


def stop_message(t: Tally) -> str:
    """Why a lenient tally stopped, in the reader's language (the check is run again, so the
    words are written now, in the language shown)."""
    if t.stop is None:
        return ""
    if t.stop.at_round == 0:
        problem = table_problem(t.rules, t.night)
        return str(problem) if problem is not None else ""
    try:
        t.game.play(t.night.situation(t.stop.at_round))
    except IllegalRound as err:
        return round_message(t.stop.at_round, str(err))
    return ""
