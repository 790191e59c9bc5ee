"""Every point of a scored round in plain words: one `Explanation` per step, built from a
`ScoredRound` (the facts that decided the points) and naming the rule each step applies."""

from __future__ import annotations

from explorer.round.result import Explanation, ScoredRound
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count, join_names


def _line(rs: Ruleset, step: str, rule: str, text: str, n: int | None = None) -> Explanation:
    r = rs.rule(rule)
    return Explanation(step, text, rule, r.label, r.entry_for(n).provenance)


def _base(s: ScoredRound) -> list[Explanation]:
    rs, st, n = s.ruleset, s.storyteller, len(s.players)
    finders, k, nv = list(s.finders), len(s.finders), len(s.voters)
    if s.outcome != "some":
        an = rs.all_or_none
        why = (
            "everybody found it: the clue was too obvious"
            if s.outcome == "all"
            else "nobody found it: the clue was too obscure"
        )
        return [
            _line(rs, "outcome", "all_or_none", f"{k} of {nv} voters found {st}'s card — {why}."),
            _line(
                rs,
                "base",
                "all_or_none",
                f"{st} (storyteller) scores {an.storyteller}; every other player scores "
                f"{an.others}, whatever they voted.",
            ),
        ]
    sf = rs.some_found
    lines = [
        _line(
            rs,
            "outcome",
            "some_found",
            f"{k} of {nv} voters found {st}'s card ({join_names(finders)}): some but not all, "
            f"so the clue worked.",
        )
    ]
    one = rs.exactly_one_finder
    if s.lone_finder and one is not None:
        lines.append(
            _line(
                rs,
                "base",
                "exactly_one_finder",
                f"Only {finders[0]} found it: with {n} players {st} (storyteller) and "
                f"{finders[0]} score {one.points} each instead of {sf.storyteller}.",
            )
        )
    else:
        lines.append(
            _line(
                rs,
                "base",
                "some_found",
                f"{st} (storyteller) scores {sf.storyteller}; {join_names(finders)} found the "
                f"card and score{'s' if k == 1 else ''} {sf.finder}{' each' if k > 1 else ''}.",
            )
        )
    missed = [v for v in s.voters if v not in finders]
    lines.append(
        _line(
            rs,
            "base",
            "some_found",
            f"{join_names(missed)} did not find it: {sf.other} base points.",
        )
    )
    return lines


def _bonus(s: ScoredRound) -> list[Explanation]:
    rs, st, n = s.ruleset, s.storyteller, len(s.players)
    per, cap = rs.bonus_per_vote, rs.cap_at(n)
    parts: list[str] = []
    capped: list[str] = []
    for p in s.voters:
        raw, got = s.raw_bonus[s.players.index(p)], s.received_by(p)
        if raw:
            parts.append(f"{p} +{raw} ({count(len(got), 'vote')} from {join_names(got)})")
        if cap is not None and raw > cap:
            capped.append(f"{p} keeps {cap} of {raw}")
    if parts:
        text = f"Bonus, {per} per vote another player put on your card: " + "; ".join(parts) + "."
    else:
        text = "Nobody's card drew a vote, so nobody gets a bonus."
    lines = [_line(rs, "bonus", "bonus_per_vote", text)]
    if capped:
        lines.append(
            _line(
                rs,
                "bonus",
                "bonus_cap",
                f"Bonus cap of {cap} per turn: " + "; ".join(capped) + ".",
                n,
            )
        )
    on_teller = s.received_by(st)
    if on_teller:
        lines.append(
            _line(
                rs,
                "bonus",
                "bonus_per_vote",
                f"{st} is the storyteller: {count(len(on_teller), 'vote')} on their card "
                f"{'is a find' if len(on_teller) == 1 else 'are finds'}, never a bonus.",
            )
        )
    return lines


def _extra(s: ScoredRound) -> list[Explanation]:
    rs, n = s.ruleset, len(s.players)
    ef = rs.extra_finder
    if ef is None or n < ef.from_players or not s.finders:
        return []
    how = "found the card with a single marker" if ef.kind == "single-marker" else "found the card"
    cap = rs.cap_at(n)
    if s.extra_to:
        text = f"At {ef.from_players}+ players, {join_names(s.extra_to)} {how}: +{ef.points} extra "
        if not ef.inside_cap or cap is None:
            text += "(not counted in any bonus cap)."
        else:
            got = {p: s.scores[s.players.index(p)].extra for p in s.extra_to}
            cut = [f"{p} keeps {v}" for p, v in got.items() if v < ef.points]
            text += f"(counted inside the bonus cap of {cap}" + (
                f": {'; '.join(cut)})." if cut else ")."
            )
    else:
        text = (
            f"Every finder used two markers, so nobody gets the +{ef.points} single-marker extra."
        )
    return [_line(rs, "extra", "extra_finder", text)]


def explain(s: ScoredRound) -> tuple[Explanation, ...]:
    """The explanation of a scored round: how it ended, base points, bonus, extra points."""
    return (*_base(s), *_bonus(s), *_extra(s))
