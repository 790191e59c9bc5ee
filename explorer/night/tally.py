"""A game night scored under one ruleset: every round's points, the running totals, the end of
the game and why, and the winners.

Each round goes through the engine's round scoring (`explorer.round.scoring.score_situation`:
the seats as the night holds them, counted by the same `compute` that `score_round` runs), so a
night's totals are `score_round`'s points added up, never points counted again here. The end comes from the ruleset's `end_conditions`:
the score target is checked at the end of each round; the draw pile's turns are counted by
`explorer.rules.endgame.pile_turns` from the deck, the player count and the refill rule.

`tally` is strict (an illegal round, or a round after the end, raises NightError naming the
round and the rule); `tally_until` scores as far as it can and records where it stopped (the
editions side by side). Both return facts only: `explorer.night.words` writes them out.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import replace

from explorer.errors import DealError, IllegalRound, NightError, RulesetError
from explorer.i18n import _, number, tr
from explorer.night.evening import Night, Round, round_message
from explorer.night.facts import EndReason, GameEnd, RoundTally, Stop, Tally
from explorer.night.words import end_sentence
from explorer.round.result import ScoredRound
from explorer.round.scoring import score_situation
from explorer.rules.endgame import check_deal, pile_turns, target_reached
from explorer.rules.files import load_ruleset
from explorer.rules.house_text import split_text
from explorer.rules.resolve import resolve_house
from explorer.rules.ruleset import Ruleset

CACHE = 48  # tallies kept: whole, normalised keys; ≤ 300 KB a tally


# --- the night's own rules ---------------------------------------------------------------------


def rules_of(night: Night) -> Ruleset:
    """The ruleset the night is played under: its house rules, else its edition.
    NightError when the edition is unknown or the house rules cannot be built."""
    try:
        if night.house:
            if split_text(night.house)[0] != night.ruleset:
                raise NightError(
                    "ruleset",
                    _("The house rules start from another edition than the night's."),
                )
            return resolve_house(night.house)
        return load_ruleset(night.ruleset)
    except (RulesetError, KeyError, OSError) as err:
        raise NightError("ruleset", str(err)) from None


# --- scoring -------------------------------------------------------------------------------------
def table_problem(rules: Ruleset, night: Night) -> NightError | None:
    """Why `rules` cannot play this table at all (player count, deck), or None."""
    n = night.n
    if not rules.supports(n):
        return NightError(
            "players",
            _("{ruleset} is for {low} to {high} players, not {n}.").format(
                ruleset=tr(rules.name),
                low=number(rules.min_players),
                high=number(rules.max_players),
                n=number(n),
            ),
        )
    try:
        check_deal(rules, n, night.deck)
    except DealError as err:
        return NightError("deck", str(err))
    return None


def score_one(rules: Ruleset, players: tuple[str, ...], rnd: Round) -> ScoredRound:
    """One round's facts, through the engine's seat-based round scoring (IllegalRound names
    the rule)."""
    return score_situation(rules, rnd.situation(players))


def _end_after(
    rules: Ruleset, k: int, totals: tuple[int, ...], turns: int | None
) -> GameEnd | None:
    reasons: list[EndReason] = []
    target = rules.end_conditions.score_target
    reached: tuple[int, ...] = ()
    if target_reached(rules, totals):
        assert target is not None
        reasons.append("target")
        reached = tuple(s for s, v in enumerate(totals) if v >= target)
    if turns is not None and k >= turns:
        reasons.append("pile")
    if not reasons:
        return None
    return GameEnd(k, tuple(reasons), reached, target, turns)


def _extend(night: Night, rules: Ruleset, start: Tally | None) -> Tally:
    """The lenient tally of `night`, going on from `start` (a tally of its first rounds under
    the same rules and table) when there is one, else from the first round."""
    if start is None:
        problem = table_problem(rules, night)
        if problem is not None:
            return Tally(rules, night, (), None, None, Stop(0, problem.rule))
        start = Tally(rules, night, (), None, pile_turns(rules, night.n, night.deck))
    if start.stop is not None or start.end is not None:
        return replace(start, night=night)  # later rounds change nothing
    done, end, turns = list(start.rounds), None, start.pile_turns
    totals = start.totals
    for k in range(len(done) + 1, len(night.rounds) + 1):
        try:
            scored = score_one(rules, night.players, night.rounds[k - 1])
        except IllegalRound as err:
            return Tally(rules, night, tuple(done), None, turns, Stop(k, err.rule))
        totals = tuple(t + s.total for t, s in zip(totals, scored.scores, strict=True))
        done.append(RoundTally(scored, totals))
        end = _end_after(rules, k, totals, turns)
        if end is not None:
            break
    return Tally(rules, night, tuple(done), end, turns)


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


def after_end_message(k: int, end: GameEnd, rules: Ruleset, night: Night) -> str:
    """Why round `k` is refused: the game ended before it."""
    return round_message(
        k,
        _("the game was already over after round {end}. {why}").format(
            end=number(end.after_round), why=end_sentence(end, night, rules)
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
        raise NightError("end", after_end_message(k, t.end, rules, night), k)
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
        score_one(t.rules, t.night.players, t.night.round(t.stop.at_round))
    except IllegalRound as err:
        return round_message(t.stop.at_round, str(err))
    return ""
