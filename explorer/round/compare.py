"""One situation scored under every ruleset, side by side, and why the rulesets disagree.

`compare_round` gives a `Verdict` per ruleset: the scored round, or "not playable here" with the
engine's reason. `Comparison.summary` is one line naming the rule parameters that made the
difference (a bonus cap that bit, the lone-finder rule, an extra finder point, a second vote
that is not allowed, a player count out of range…), computed from the rounds, not typed in.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from explorer.errors import IllegalRound
from explorer.i18n import N_, _, join_list, n_, number, semicolons, tr
from explorer.limits import MAX_VOTES
from explorer.round.result import RoundResult
from explorer.round.scoring import round_result, score_situation
from explorer.round.situation import Situation
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


@dataclass(frozen=True)
class Factor:
    """A rule parameter that shaped this round's points under one ruleset.

    `kind` groups factors across rulesets; `detail` says how it applied (two rulesets with the
    same kind and detail agree on it).
    """

    kind: str
    detail: str


@dataclass(frozen=True)
class Verdict:
    """One ruleset's verdict: `result` when playable, else `reason` (and the broken `rule`)."""

    ruleset: Ruleset
    result: RoundResult | None
    reason: str | None = None
    rule: str | None = None
    factors: tuple[Factor, ...] = ()

    @property
    def playable(self) -> bool:
        return self.result is not None

    def points(self, player: str) -> int | None:
        return None if self.result is None else self.result.points[player]


@dataclass(frozen=True)
class Comparison:
    situation: Situation
    verdicts: tuple[Verdict, ...]

    @property
    def playable(self) -> tuple[Verdict, ...]:
        return tuple(v for v in self.verdicts if v.playable)

    def points(self) -> dict[str, dict[str, int | None]]:
        """Player → ruleset id → points (None where the ruleset cannot play the situation)."""
        return {
            p: {v.ruleset.id: v.points(p) for v in self.verdicts} for p in self.situation.players
        }

    def differing_players(self) -> tuple[str, ...]:
        """Players whose points are not the same under every playable ruleset."""
        return tuple(
            p for p in self.situation.players if len({v.points(p) for v in self.playable}) > 1
        )

    @property
    def agree(self) -> bool:
        return not self.differing_players() and len(self.playable) == len(self.verdicts)

    @property
    def summary(self) -> str | None:
        return disagreement_summary(self)


def most_votes(rulesets: Sequence[Ruleset], n: int) -> int:
    """The most votes any of these rulesets gives a voter at `n` players (1 if none plays n)."""
    counts = [rs.max_votes(n) for rs in rulesets if rs.supports(n)]
    return min(max(counts, default=1), MAX_VOTES)


def second_vote_rulesets(rulesets: Sequence[Ruleset], n: int) -> tuple[Ruleset, ...]:
    """The rulesets that let a voter cast a second vote at `n` players."""
    return tuple(rs for rs in rulesets if rs.supports(n) and rs.max_votes(n) >= 2)


def compare_round(situation: Situation, rulesets: Sequence[Ruleset] | None = None) -> Comparison:
    """Score `situation` under each ruleset (default: all shipped), the situation's reading
    toggles applied to every ruleset that has them.

    This is the one "this round under every ruleset": the Score page and the practice reveal
    both use it. A played round (`situation.cards_each` set) is not playable under a ruleset
    that hands in a different number of cards at this table."""
    verdicts = []
    for rs in load_rulesets() if rulesets is None else rulesets:
        rs = rs.own_readings(situation.readings)
        n, each = situation.n, situation.cards_each
        if each is not None and rs.supports(n) and rs.cards_handed_in(n) != each:
            k = rs.cards_handed_in(n)
            reason = n_(
                "hands in {n} card each at {players} players, not {played}.",
                "hands in {n} cards each at {players} players, not {played}.",
                k,
            ).format(n=number(k), players=number(n), played=number(each))
            verdicts.append(Verdict(rs, None, reason, "cards_handed_in"))
            continue
        try:
            result = round_result(score_situation(rs, situation))
        except IllegalRound as err:
            verdicts.append(Verdict(rs, None, _reason(rs, situation, err), err.rule))
            continue
        verdicts.append(Verdict(rs, result, factors=_factors(rs, result)))
    return Comparison(situation, tuple(verdicts))


def _reason(rs: Ruleset, s: Situation, err: IllegalRound) -> str:
    if err.rule == "players":
        return _("{n} players: this edition is for {low}–{high}.").format(
            n=number(s.n), low=number(rs.min_players), high=number(rs.max_players)
        )
    if err.rule == "max_votes":
        two = [s.players[v] for v in s.voters if len(s.votes[v]) > 1]
        return n_(
            "one vote per voter at {n} players, but {names} casts a second vote.",
            "one vote per voter at {n} players, but {names} cast a second vote.",
            len(two),
        ).format(n=number(s.n), names=join_list(two))
    return str(err)


def _factors(rs: Ruleset, r: RoundResult) -> tuple[Factor, ...]:
    n = len(r.players)
    out: list[Factor] = []
    if r.outcome == "some":
        sf = rs.some_found
        out.append(
            Factor(
                "base",
                _("storyteller {storyteller}, finders {finders}").format(
                    storyteller=number(sf.storyteller), finders=number(sf.finder)
                ),
            )
        )
        one = rs.exactly_one_finder
        if len(r.finders) == 1 and one is not None and n in one.players:
            out.append(
                Factor(
                    "one-finder",
                    _("{points} each for the storyteller and the lone finder").format(
                        points=count(one.points, "point")
                    ),
                )
            )
    else:
        an = rs.all_or_none
        out.append(
            Factor(
                "base",
                _("storyteller {storyteller}, others {others}").format(
                    storyteller=number(an.storyteller), others=number(an.others)
                ),
            )
        )
    cap, per = rs.cap_at(n), rs.bonus_per_vote
    if cap is not None:
        cut = [
            s.player for s in r.scores if s.player != r.storyteller and s.votes_received * per > cap
        ]
        if cut:
            out.append(
                Factor(
                    "cap",
                    _("the bonus cap of {cap} cuts {names}").format(
                        cap=number(cap), names=join_list(cut)
                    ),
                )
            )
    if per != 1:
        out.append(Factor("per-vote", _("{per} per vote").format(per=number(per))))
    extra = [s.player for s in r.scores if s.extra]
    if extra:
        ef = rs.extra_at(n)
        assert ef is not None
        if ef.kind == "single-marker":
            text = _("+{points} for finders with a single vote at {players}+ players ({names})")
        else:
            text = _("+{points} for every finder at {players}+ players ({names})")
        out.append(
            Factor(
                "extra",
                text.format(
                    points=number(ef.points),
                    players=number(ef.from_players),
                    names=join_list(extra),
                ),
            )
        )
    return tuple(out)


_KIND_WORDS = {
    "base": N_("base points"),
    "one-finder": N_("the lone-finder rule"),
    "cap": N_("the bonus cap"),
    "per-vote": N_("points per vote"),
    "extra": N_("the extra finder point"),
}


def disagreement_summary(c: Comparison) -> str | None:
    """One line on why the rulesets disagree on this situation; None when they all agree."""
    clauses: list[str] = []
    playable = c.playable
    if c.differing_players():
        kinds = sorted({f.kind for v in playable for f in v.factors}, key=list(_KIND_WORDS).index)
        for kind in kinds:
            by_detail: dict[str | None, list[str]] = {}
            for v in playable:
                detail = next((f.detail for f in v.factors if f.kind == kind), None)
                by_detail.setdefault(detail, []).append(tr(v.ruleset.name))
            if len(by_detail) < 2:
                continue
            parts = [
                # TRANSLATORS: how a rule applied, and the editions where it did so
                _("{detail} in {editions}").format(detail=detail, editions=join_list(names))
                for detail, names in by_detail.items()
                if detail is not None
            ]
            absent = by_detail.get(None)
            if absent:
                parts.append(_("not in {editions}").format(editions=join_list(absent)))
            # TRANSLATORS: a rule that made the points differ, then where it applied
            clauses.append(
                _("{rule}: {where}").format(rule=_(_KIND_WORDS[kind]), where=semicolons(parts))
            )
        who = c.differing_players()
        head = _("Points differ for {names}").format(names=join_list(list(who)))
        clauses.insert(0, head)
    blocked = [v for v in c.verdicts if not v.playable]
    if blocked:
        by_rule: dict[str, list[str]] = {}
        for v in blocked:
            if v.rule == "players":
                key = _("not for {n} players").format(n=number(c.situation.n))
            elif v.rule == "max_votes":
                key = _("no second vote allowed")
            else:
                key = v.reason or _("not playable")
            by_rule.setdefault(key, []).append(tr(v.ruleset.name))
        clauses.append(
            _("not playable here: {editions}").format(
                editions=semicolons(
                    # TRANSLATORS: editions, and why they cannot play the round
                    _("{editions} ({why})").format(editions=join_list(names), why=why)
                    for why, names in by_rule.items()
                )
            )
        )
    if not clauses:
        return None
    if not c.differing_players():
        clauses.insert(
            0,
            n_(
                "The {n} edition that can play it gives the same points",
                "The {n} editions that can play it give the same points",
                len(playable),
            ).format(n=number(len(playable))),
        )
    return clauses[0] + (" — " + " · ".join(clauses[1:]) if clauses[1:] else "") + "."
