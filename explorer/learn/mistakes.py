"""Misconceptions: the usual ways beginners score a round wrong, each applied to a round the
engine has scored, so the quiz can recognise an answer built by making that mistake.

Each mistake takes the engine's `ScoredRound` (points split into base, bonus and extra) and
returns every player's total as someone making that mistake would count it; it `applies` to a
round when those totals differ from the right ones. Numbers come from the ruleset; a mistake
that borrows a rule the box does not have (a cap, a lone-finder score) takes it from the
rulesets given as `others`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from explorer.i18n import N_
from explorer.learn.twists import cap_at, capped_counts
from explorer.round.result import ScoredRound
from explorer.rules.ruleset import Ruleset

Totals = dict[str, int]


@dataclass(frozen=True)
class Mistake:
    """A named misconception and a one-line correction; `count` applies it to a round. `name`
    and `correction` are English, marked for translation: show them with `_()`."""

    id: str
    name: str
    correction: str
    count: Callable[[ScoredRound, Sequence[Ruleset]], Totals | None]


def _totals(s: ScoredRound, **changes: Mapping[str, int]) -> Totals:
    """The round's totals with some parts (base, bonus, extra) replaced for some players."""
    out: Totals = {}
    for p in s.scores:
        parts = {"base": p.base, "bonus": p.bonus, "extra": p.extra}
        for part, values in changes.items():
            if p.player in values:
                parts[part] = values[p.player]
        out[p.player] = sum(parts.values())
    return out


def _capped(s: ScoredRound, raw: int) -> int:
    cap = cap_at(s.ruleset, len(s.players))
    return raw if cap is None else min(raw, cap)


def _all_found_adds(s: ScoredRound, others: Sequence[Ruleset]) -> Totals | None:
    if s.outcome != "all":
        return None
    rs = s.ruleset
    base = {v: rs.all_or_none.others + rs.some_found.finder for v in s.voters}
    return _totals(s, base=base)


def _bonus_once(s: ScoredRound, others: Sequence[Ruleset]) -> Totals | None:
    rs = s.ruleset
    bonus = {
        p: _capped(s, rs.bonus_per_vote * min(1, len(s.received_by(p))))
        for p in s.players
        if p != s.storyteller
    }
    return _totals(s, bonus=bonus)


def _storyteller_bonus(s: ScoredRound, others: Sequence[Ruleset]) -> Totals | None:
    rs = s.ruleset
    got = len(s.received_by(s.storyteller))
    return _totals(s, bonus={s.storyteller: _capped(s, rs.bonus_per_vote * got)})


def _cap_wrong(s: ScoredRound, others: Sequence[Ruleset]) -> Totals | None:
    rs = s.ruleset
    if cap_at(rs, len(s.players)) is not None:  # the cap forgotten
        cap: int | None = None
    else:  # a cap applied where the box has none: the cap used elsewhere (this box or others)
        caps = sorted(
            {c for r in (rs, *others) for n in capped_counts(r) if (c := cap_at(r, n)) is not None}
        )
        if not caps:
            return None
        cap = caps[0]
    bonus = {}
    for p, raw in zip(s.players, s.raw_bonus, strict=True):
        bonus[p] = raw if cap is None else min(raw, cap)
    return _totals(s, bonus=bonus)


def _lone_finder_everywhere(s: ScoredRound, others: Sequence[Ruleset]) -> Totals | None:
    if s.outcome != "some" or len(s.finders) != 1 or s.lone_finder:
        return None
    rule = s.ruleset.exactly_one_finder
    if rule is None:
        rules = [r.exactly_one_finder for r in others if r.exactly_one_finder is not None]
        if not rules:
            return None
        rule = rules[0]
    (finder,) = s.finders
    return _totals(s, base={s.storyteller: rule.points, finder: rule.points})


def _two_markers_extra(s: ScoredRound, others: Sequence[Ruleset]) -> Totals | None:
    ef = s.ruleset.extra_finder
    if ef is None or ef.kind != "single-marker" or len(s.players) < ef.from_players:
        return None
    two = {f: ef.points for f in s.finders if len(s.votes_of(f)) > 1}
    return _totals(s, extra=two) if two else None


def _no_bonus(s: ScoredRound, others: Sequence[Ruleset]) -> Totals | None:
    return _totals(s, bonus={p: 0 for p in s.players})


MISTAKES: tuple[Mistake, ...] = (
    Mistake(
        "all-found-adds",
        N_("Everybody found it: 3 + 2"),
        N_(
            "When every voter finds the card, each voter scores just the everybody-or-nobody "
            "points, not the finder's points on top."
        ),
        _all_found_adds,
    ),
    Mistake(
        "bonus-once",
        N_("Bonus counted once"),
        N_("The bonus is per vote: two votes on your card are two points (up to any cap)."),
        _bonus_once,
    ),
    Mistake(
        "storyteller-bonus",
        N_("Storyteller given bonus votes"),
        N_(
            "Votes on the storyteller's card are finds, not bonus votes: the storyteller never "
            "scores a bonus."
        ),
        _storyteller_bonus,
    ),
    Mistake(
        "cap-wrong",
        N_("Bonus cap forgotten, or applied where there is none"),
        N_("Check your box: its bonus cap (if any) is the only limit on bonus points."),
        _cap_wrong,
    ),
    Mistake(
        "lone-finder-everywhere",
        N_("Lone-finder points outside their player count"),
        N_(
            "The higher score for a lone finder applies only at the player counts your box "
            "gives it; elsewhere a lone finder scores like any finder."
        ),
        _lone_finder_everywhere,
    ),
    Mistake(
        "two-markers-extra",
        N_("Two-marker finder given the +1"),
        N_(
            "The extra point goes only to a finder who used a single marker; a finder who "
            "hedged with two markers does not get it."
        ),
        _two_markers_extra,
    ),
    Mistake(
        "no-bonus",
        N_("Bonus votes forgotten"),
        N_(
            "After the base points, every player but the storyteller scores for each vote on a "
            "card they handed in."
        ),
        _no_bonus,
    ),
)


def mistaken(s: ScoredRound, mistake: Mistake, others: Sequence[Ruleset]) -> Totals | None:
    """The totals someone making `mistake` would give this round (None: it makes no
    difference here)."""
    totals = mistake.count(s, others)
    right = {p.player: p.total for p in s.scores}
    if totals is None or totals == right:
        return None
    return totals


def mistake(mistake_id: str) -> Mistake:
    for m in MISTAKES:
        if m.id == mistake_id:
            return m
    raise KeyError(mistake_id)
