"""Misconceptions: the usual ways beginners score a round wrong, each applied to a round the
engine has scored, so the quiz can recognise an answer built by making one or several of them.

Each mistake takes the engine's `ScoredRound` (points split into base, bonus and extra) and
says which parts of which players someone making it would count differently (`Changes`); it
`applies` to a round when that changes a total. Mistakes combine (a learner may pay a
some-found round as nobody-found *and* forget the bonus); `explanations` finds the smallest
sets of mistakes that give exactly the learner's answer, every player included, and nothing
else is ever named. Numbers come from the ruleset; a mistake that borrows a rule the box does
not have (a cap, a lone-finder score) takes it from the rulesets given as `others`.

What a mistake says is written for the round it was made in (`wording`): the round's and the
box's numbers ("from 7 players, a finder who used one marker only…"), and the case that applies
(a cap forgotten, or a cap invented where the box has none). A `Wording` holds numbers only, so
the words are written when read, in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations

from explorer.i18n import N_
from explorer.learn.mistake_words import Changes, Part
from explorer.learn.mistake_words import Mistake as Mistake
from explorer.learn.twists import cap_at, capped_counts
from explorer.round.result import ScoredRound
from explorer.rules.ruleset import Ruleset

Totals = dict[str, int]
MOST_AT_ONCE = 2  # mistakes combined to explain one answer


def _parts(s: ScoredRound) -> dict[str, dict[Part, int]]:
    return {p.player: {"base": p.base, "bonus": p.bonus, "extra": p.extra} for p in s.scores}


def totals_with(s: ScoredRound, changes: Mapping[str, Mapping[Part, int]]) -> Totals:
    """The round's totals with some parts of some players replaced."""
    out: Totals = {}
    for player, parts in _parts(s).items():
        parts.update(changes.get(player, {}))
        out[player] = sum(parts.values())
    return out


def _capped(s: ScoredRound, raw: int) -> int:
    cap = cap_at(s.ruleset, len(s.players))
    return raw if cap is None else min(raw, cap)


# --- the outcome ------------------------------------------------------------------------------
def _all_found_adds(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    if s.outcome != "all":
        return None
    rs = s.ruleset
    return {v: {"base": rs.all_or_none.others + rs.some_found.finder} for v in s.voters}


def _some_as_all_or_none(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    """A some-found round paid as if everybody or nobody had found the card."""
    if s.outcome != "some":
        return None
    an = s.ruleset.all_or_none
    changes: Changes = {s.storyteller: {"base": an.storyteller}}
    return changes | {v: {"base": an.others} for v in s.voters}


def _all_or_none_as_some(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    """An everybody- or nobody-found round paid as if some had found it."""
    if s.outcome == "some":
        return None
    sf = s.ruleset.some_found
    changes: Changes = {s.storyteller: {"base": sf.storyteller}}
    return changes | {v: {"base": sf.finder if v in s.finders else sf.other} for v in s.voters}


def _storyteller_scores(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    """The storyteller given the some-found points when everybody or nobody found the card."""
    if s.outcome == "some":
        return None
    return {s.storyteller: {"base": s.ruleset.some_found.storyteller}}


def _lone_finder_everywhere(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    if s.outcome != "some" or len(s.finders) != 1 or s.lone_finder:
        return None
    rule = s.ruleset.exactly_one_finder
    if rule is None:
        rules = [r.exactly_one_finder for r in others if r.exactly_one_finder is not None]
        if not rules:
            return None
        rule = rules[0]
    (finder,) = s.finders
    return {s.storyteller: {"base": rule.points}, finder: {"base": rule.points}}


def _lone_finder_forgotten(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    if not s.lone_finder:
        return None
    sf = s.ruleset.some_found
    return {s.storyteller: {"base": sf.storyteller}} | {f: {"base": sf.finder} for f in s.finders}


# --- the bonus --------------------------------------------------------------------------------
def _bonus_once(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    rs = s.ruleset
    return {
        p: {"bonus": _capped(s, rs.bonus_per_vote * min(1, len(s.received_by(p))))}
        for p in s.voters
    }


def _storyteller_bonus(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    got = len(s.received_by(s.storyteller))
    return {s.storyteller: {"bonus": _capped(s, s.ruleset.bonus_per_vote * got)}}


def _cap_wrong(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
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
    return {
        p: {"bonus": raw if cap is None else min(raw, cap)}
        for p, raw in zip(s.players, s.raw_bonus, strict=True)
        if p != s.storyteller
    }


def _no_bonus(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    return {p: {"bonus": 0} for p in s.players}


# --- the finders' +1 (`Ruleset.extra_at`: where it applies) -------------------------------------
def _extra_points(s: ScoredRound) -> int | None:
    """The +1 a finder may get in this round (None: not at this player count)."""
    ef = s.ruleset.extra_at(len(s.players))
    return None if ef is None else ef.points


def _extra_forgotten(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    if not s.extra_to:
        return None
    return {p: {"extra": 0} for p in s.extra_to}


def _two_markers_extra(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    points = _extra_points(s)
    if points is None:
        return None
    return {f: {"extra": points} for f in s.finders if f not in s.extra_to}


def _two_markers_no_extra(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    """The single-marker reading in a box whose +1 goes to every finder: the finders who used
    both markers left without it."""
    ef = s.ruleset.extra_at(len(s.players))
    if ef is None or ef.kind == "single-marker":
        return None
    hedged = {f: {"extra": 0} for f in s.extra_to if len(s.votes_of(f)) > 1}
    return hedged or None


def _extra_everyone(s: ScoredRound, others: Sequence[Ruleset]) -> Changes | None:
    points = _extra_points(s)
    if points is None:
        return None
    return {v: {"extra": points} for v in s.voters}


def _capped_here(s: ScoredRound, others: Sequence[Ruleset]) -> int:
    return 1 if cap_at(s.ruleset, len(s.players)) is not None else 0


def _cap_case(s: ScoredRound, others: Sequence[Ruleset]) -> int:
    return 0 if cap_at(s.ruleset, len(s.players)) is not None else 1


def _lone_case(s: ScoredRound, others: Sequence[Ruleset]) -> int:
    rule = s.ruleset.exactly_one_finder
    if rule is None:
        return 0
    return 1 if rule.players.low != rule.players.high else 2


def _extra_case(s: ScoredRound, others: Sequence[Ruleset]) -> int:
    ef = s.ruleset.extra_at(len(s.players))
    return 1 if ef is not None and ef.kind != "single-marker" else 0


MISTAKES: tuple[Mistake, ...] = (
    Mistake(
        "some-as-all-or-none",
        N_("Some found it, scored as everybody or nobody"),
        N_(
            "Some voters found the card and some did not; the storyteller scores {teller}, each "
            "finder {finder}, the others {other}. The others score {others} each only when every "
            "voter, or no voter, found it."
        ),
        _some_as_all_or_none,
    ),
    Mistake(
        "all-or-none-as-some",
        N_("Everybody or nobody found it, scored as some found"),
        N_(
            "When every voter or no voter finds the card, the storyteller scores {an_teller} and "
            "every other player {others}, finders or not."
        ),
        _all_or_none_as_some,
    ),
    Mistake(
        "storyteller-scores-all-or-none",
        N_("Storyteller scored although everybody or nobody found it"),
        N_(
            "When every voter or no voter finds the card, the clue was too plain or too obscure; "
            "the storyteller scores {an_teller}."
        ),
        _storyteller_scores,
    ),
    Mistake(
        "all-found-adds",
        N_("Everybody found it, scored {finder} + {others}"),
        N_(
            "When every voter finds the card, each voter scores just {others}, not the finder's "
            "{finder} on top."
        ),
        _all_found_adds,
    ),
    Mistake(
        "bonus-once",
        N_("Bonus counted once"),
        N_("The bonus is per vote; two votes on your card are {two} points."),
        _bonus_once,
        (
            (
                N_("Bonus counted once"),
                N_(
                    "The bonus is per vote; two votes on your card are {two} points (at most {cap}"
                    " a turn at {n} players)."
                ),
            ),
        ),
        _capped_here,
    ),
    Mistake(
        "storyteller-bonus",
        N_("Storyteller given bonus votes"),
        N_(
            "Votes on the storyteller's card are finds, not bonus votes; the storyteller never "
            "scores a bonus."
        ),
        _storyteller_bonus,
    ),
    Mistake(
        "cap-wrong",
        N_("Bonus cap forgotten"),
        N_(
            "At {n} players your box caps a player's bonus at {cap} a turn, however many votes "
            "their card draws."
        ),
        _cap_wrong,
        (
            (
                N_("Bonus capped where your box has no cap"),
                N_("At {n} players your box has no bonus cap; every vote on your card counts."),
            ),
        ),
        _cap_case,
    ),
    Mistake(
        "lone-finder-everywhere",
        N_("Lone-finder points where your box has none"),
        N_(
            "Your box has no lone-finder rule; a lone finder scores {finder} like any finder, and "
            "the storyteller {teller}."
        ),
        _lone_finder_everywhere,
        (
            (
                N_("Lone-finder points outside their player count"),
                N_(
                    "Your box gives a lone finder {lone} only at {lone_low}–{lone_high} players; "
                    "at {n} players a lone finder scores {finder}, like any finder."
                ),
            ),
            (
                N_("Lone-finder points outside their player count"),
                N_(
                    "Your box gives a lone finder {lone} only at {lone_low} players; at {n} "
                    "players a lone finder scores {finder}, like any finder."
                ),
            ),
        ),
        _lone_case,
    ),
    Mistake(
        "lone-finder-forgotten",
        N_("Lone-finder points forgotten"),
        N_(
            "At {n} players, when exactly one player finds the card, that player and the "
            "storyteller score {lone} each, not {finder}."
        ),
        _lone_finder_forgotten,
    ),
    Mistake(
        "extra-forgotten",
        N_("The finders' +{extra} forgotten"),
        N_(
            "From {extra_from} players, a finder who used one marker only scores +{extra} on top "
            "of everything else."
        ),
        _extra_forgotten,
        (
            (
                N_("The finders' +{extra} forgotten"),
                N_(
                    "From {extra_from} players, every finder scores +{extra} on top of "
                    "everything else, with one marker or both."
                ),
            ),
        ),
        _extra_case,
    ),
    Mistake(
        "two-markers-extra",
        N_("Two-marker finder given the +{extra}"),
        N_(
            "From {extra_from} players, the +{extra} goes only to a finder who used one marker "
            "only; a finder who used both markers does not get it."
        ),
        _two_markers_extra,
    ),
    Mistake(
        "two-markers-no-extra",
        N_("+{extra} kept from a finder who used both markers"),
        N_(
            "Your box's rulebook gives the +{extra} to every finder from {extra_from} players, "
            "whether they used one marker or both."
        ),
        _two_markers_no_extra,
    ),
    Mistake(
        "extra-everyone",
        N_("+{extra} given to every voter"),
        N_("Only a finder can earn the +{extra}; a player who missed the card never gets it."),
        _extra_everyone,
    ),
    Mistake(
        "no-bonus",
        N_("Bonus votes forgotten"),
        N_(
            "After the base points, every player but the storyteller scores {per} for each vote "
            "on a card they handed in."
        ),
        _no_bonus,
    ),
)


def _right(s: ScoredRound) -> Totals:
    return {p.player: p.total for p in s.scores}


def changes_of(s: ScoredRound, mistake: Mistake, others: Sequence[Ruleset]) -> Changes | None:
    """The parts `mistake` changes in this round (None: it changes no total here)."""
    changes = mistake.count(s, others)
    if changes is None or totals_with(s, changes) == _right(s):
        return None
    return changes


def mistaken(s: ScoredRound, mistake: Mistake, others: Sequence[Ruleset]) -> Totals | None:
    """The totals someone making `mistake` would give this round (None: it makes no
    difference here)."""
    changes = changes_of(s, mistake, others)
    return None if changes is None else totals_with(s, changes)


def combined(changes: Sequence[Changes]) -> Changes | None:
    """Several mistakes' changes together (None when two set one part of one player to two
    different values: they cannot both have been made)."""
    out: Changes = {}
    for c in changes:
        for player, parts in c.items():
            mine = out.setdefault(player, {})
            for part, value in parts.items():
                if mine.get(part, value) != value:
                    return None
                mine[part] = value
    return out


def mistaken_together(
    s: ScoredRound, mistakes: Sequence[Mistake], others: Sequence[Ruleset]
) -> Totals | None:
    """The totals someone making all of `mistakes` would give (None: one of them changes
    nothing here, or two of them contradict each other)."""
    each = [changes_of(s, m, others) for m in mistakes]
    if any(c is None for c in each):
        return None
    both = combined([c for c in each if c is not None])
    return None if both is None else totals_with(s, both)


def explanations(
    s: ScoredRound, given: Mapping[str, int], others: Sequence[Ruleset]
) -> tuple[tuple[Mistake, ...], ...]:
    """The smallest sets of mistakes (at most MOST_AT_ONCE) that give exactly `given`, every
    player included; () when the answer is right or no such set exists."""
    if dict(given) == _right(s):
        return ()
    applying = [(m, c) for m in MISTAKES if (c := changes_of(s, m, others)) is not None]
    for size in range(1, MOST_AT_ONCE + 1):
        found = []
        for group in combinations(applying, size):
            both = combined([c for _m, c in group])
            if both is not None and totals_with(s, both) == dict(given):
                found.append(tuple(m for m, _c in group))
        if found:
            return tuple(found)
    return ()


def mistake(mistake_id: str) -> Mistake:
    for m in MISTAKES:
        if m.id == mistake_id:
            return m
    raise KeyError(mistake_id)
