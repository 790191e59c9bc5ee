"""Every point of a scored round in plain words: one `Explanation` per step, built from a
`ScoredRound` (the facts that decided the points) and naming the rule each step applies.

The sentences are in the reader's language (`explorer.i18n`): each is one whole message with
named placeholders, numbers through `number()`, points and votes counted with `count()`.
"""

from __future__ import annotations

from explorer.i18n import _, join_list, n_, number, semicolons
from explorer.round.result import Explanation, ScoredRound
from explorer.rules.ruleset import Ruleset
from explorer.text.names import count


def _line(rs: Ruleset, step: str, rule: str, text: str, n: int | None = None) -> Explanation:
    r = rs.rule(rule)
    return Explanation(step, text, rule, _(r.label), r.entry_for(n).provenance)


def _base(s: ScoredRound) -> list[Explanation]:
    rs, st, n = s.ruleset, s.storyteller, len(s.players)
    finders, k, nv = list(s.finders), len(s.finders), len(s.voters)
    if s.outcome != "some":
        an = rs.all_or_none
        if s.outcome == "all":
            outcome = _(
                "{found} of {voters} voters found the storyteller's card ({name}) — everybody "
                "found it: the clue was too obvious."
            )
        else:
            outcome = _(
                "{found} of {voters} voters found the storyteller's card ({name}) — nobody "
                "found it: the clue was too obscure."
            )
        return [
            _line(
                rs,
                "outcome",
                "all_or_none",
                outcome.format(found=number(k), voters=number(nv), name=st),
            ),
            _line(
                rs,
                "base",
                "all_or_none",
                _(
                    "{name} (storyteller) scores {points}; every other player scores {others}, "
                    "whatever they voted."
                ).format(
                    name=st,
                    points=count(an.storyteller, "point"),
                    others=count(an.others, "point"),
                ),
            ),
        ]
    sf = rs.some_found
    lines = [
        _line(
            rs,
            "outcome",
            "some_found",
            n_(
                "{found} of {voters} voters ({finders}) found the storyteller's card ({name}): "
                "some but not all, so the clue worked.",
                "{found} of {voters} voters ({finders}) found the storyteller's card ({name}): "
                "some but not all, so the clue worked.",
                k,
            ).format(found=number(k), voters=number(nv), name=st, finders=join_list(finders)),
        )
    ]
    one = rs.exactly_one_finder
    if s.lone_finder and one is not None:
        lines.append(
            _line(
                rs,
                "base",
                "exactly_one_finder",
                _(
                    "Only {finder} found it: with {players} players {name} (storyteller) and "
                    "{finder} score {points} each instead of {usual}."
                ).format(
                    finder=finders[0],
                    players=number(n),
                    name=st,
                    points=count(one.points, "point"),
                    usual=number(sf.storyteller),
                ),
            )
        )
    else:
        lines.append(
            _line(
                rs,
                "base",
                "some_found",
                n_(
                    "{name} (storyteller) scores {points}; {finders} found the card and scores "
                    "{finder_points}.",
                    "{name} (storyteller) scores {points}; {finders} found the card and score "
                    "{finder_points} each.",
                    k,
                ).format(
                    name=st,
                    points=count(sf.storyteller, "point"),
                    finders=join_list(finders),
                    finder_points=count(sf.finder, "point"),
                ),
            )
        )
    missed = [v for v in s.voters if v not in finders]
    lines.append(
        _line(
            rs,
            "base",
            "some_found",
            n_(
                "{names} did not find it: {points} before any bonus.",
                "{names} did not find it: {points} each before any bonus.",
                len(missed),
            ).format(names=join_list(missed), points=count(sf.other, "point")),
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
            parts.append(
                # TRANSLATORS: one player's bonus, e.g. "A +4 (4 votes from B, C, D and E)"
                _("{name} +{bonus} ({votes} from {voters})").format(
                    name=p,
                    bonus=number(raw),
                    votes=count(len(got), "vote"),
                    voters=join_list(got),
                )
            )
        if cap is not None and raw > cap:
            # TRANSLATORS: a bonus cut by the cap, e.g. "A keeps 3 of 4"
            capped.append(
                _("{name} keeps {kept} of {bonus}").format(
                    name=p, kept=number(cap), bonus=number(raw)
                )
            )
    if parts:
        text = _("Bonus, {per} per vote another player put on your card: {parts}.").format(
            per=number(per), parts=semicolons(parts)
        )
    else:
        text = _("No vote went to a card other than the storyteller's, so nobody gets a bonus.")
    lines = [_line(rs, "bonus", "bonus_per_vote", text)]
    if capped and cap is not None:
        lines.append(
            _line(
                rs,
                "bonus",
                "bonus_cap",
                _("Bonus cap of {cap} per turn: {cuts}.").format(
                    cap=number(cap), cuts=semicolons(capped)
                ),
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
                n_(
                    "{name} is the storyteller: {votes} on their card is a find, never a bonus.",
                    "{name} is the storyteller: {votes} on their card are finds, never a bonus.",
                    len(on_teller),
                ).format(name=st, votes=count(len(on_teller), "vote")),
            )
        )
    return lines


def _extra(s: ScoredRound) -> list[Explanation]:
    rs, n = s.ruleset, len(s.players)
    ef = rs.extra_at(n)
    if ef is None or not s.finders:
        return []
    cap = rs.cap_at(n)
    if s.extra_to:
        k = len(s.extra_to)
        if ef.kind == "single-marker":
            head = n_(
                "At {players}+ players, {names} found the card with a single marker: +{points} "
                "extra.",
                "At {players}+ players, {names} found the card with a single marker: +{points} "
                "extra each.",
                k,
            )
        else:
            head = n_(
                "At {players}+ players, {names} found the card: +{points} extra.",
                "At {players}+ players, {names} found the card: +{points} extra each.",
                k,
            )
        first = head.format(
            players=number(ef.from_players), names=join_list(s.extra_to), points=number(ef.points)
        )
        if not ef.inside_cap or cap is None:
            second = _("It is not counted in any bonus cap.")
        else:
            got = {p: s.scores[s.players.index(p)].extra for p in s.extra_to}
            cut = [
                _("{name} keeps {kept}").format(name=p, kept=number(v))
                for p, v in got.items()
                if v < ef.points
            ]
            if cut:
                second = _("It counts inside the bonus cap of {cap}: {cuts}.").format(
                    cap=number(cap), cuts=semicolons(cut)
                )
            else:
                second = _("It counts inside the bonus cap of {cap}.").format(cap=number(cap))
        text = f"{first} {second}"
    else:
        text = _(
            "Every finder used two markers, so nobody gets the +{points} single-marker extra."
        ).format(points=number(ef.points))
    return [_line(rs, "extra", "extra_finder", text)]


def explain(s: ScoredRound) -> tuple[Explanation, ...]:
    """The explanation of a scored round, in the reader's language: how it ended, base points,
    bonus, extra points."""
    return (*_base(s), *_bonus(s), *_extra(s))
