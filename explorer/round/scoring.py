"""Exact scoring of one round, by names or by seats.

Two entry points, one implementation: `score_situation(ruleset, situation)` scores a table
`Situation` (players by seat: what the game, the game night, the lesson, the quiz and the
comparison of editions hold) and returns the facts, a `ScoredRound` with no words in it;
`score_round(ruleset, storyteller, votes)` takes names (the command line, notebooks, JSON),
reads them (`explorer.round.by_names`), checks them against the ruleset (`check_round`), and
returns a `RoundResult` with every point explained. Both count the points with `compute`, the
one place points are counted; `round_result` has `explorer.round.explain` narrate the facts
when they are shown.

>>> result = score_round("refresh-2021", "R", {"A": ["R"], "B": ["R"], "C": ["A"], "D": ["C"]})
>>> result.points
{'R': 3, 'A': 4, 'B': 3, 'C': 1, 'D': 0}
>>> result.outcome, result.breakdown["A"]
('some', {'base': 3, 'bonus': 1, 'extra': 0})
>>> score_round("refresh-2021", "R", {"A": ["A"], "B": ["R"], "C": ["R"]})
Traceback (most recent call last):
    ...
explorer.errors.IllegalRound: A voted for their own card, which is never allowed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from explorer.errors import IllegalRound
from explorer.i18n import _, n_, number
from explorer.round.by_names import read_names
from explorer.round.explain import explain
from explorer.round.result import PlayerPoints, RoundResult, ScoredRound
from explorer.round.situation import Situation
from explorer.rules.files import load_ruleset
from explorer.rules.ruleset import Readings, Ruleset
from explorer.rules.values import Outcome

Votes = Mapping[str, Sequence[str]]


def _too_many_votes(voter: str, votes: int, n: int, max_votes: int) -> IllegalRound:
    if max_votes == 1:
        text = _("{name} cast {votes} votes, but at {players} players each voter has one vote.")
    else:
        text = n_(
            "{name} cast {votes} votes, but at {players} players each voter has at most {n} vote.",
            "{name} cast {votes} votes, but at {players} players each voter has at most {n} votes.",
            max_votes,
        )
    return IllegalRound(
        "max_votes",
        text.format(name=voter, votes=number(votes), players=number(n), n=number(max_votes)),
    )


def _same_card_twice(voter: str, owner: str) -> IllegalRound:
    return IllegalRound(
        "one card, one vote",
        _(
            "{voter} put two votes on the card of player {owner}; each of a voter's votes "
            "must go on a different card."
        ).format(voter=voter, owner=owner),
    )


def check_round(
    rs: Ruleset, storyteller: object, votes: object, players: Sequence[str] | None
) -> tuple[str, dict[str, list[str]], tuple[str, ...]]:
    """The round's storyteller, votes and seats, checked against `rs`; IllegalRound names the
    first rule it breaks."""
    st, votes_by, seats = read_names(storyteller, votes, players)
    n = len(seats)
    rs.check_players(n)
    max_votes = rs.max_votes(n)
    handed_in = rs.cards_handed_in(n)
    for voter in seats:
        if voter != st and not votes_by.get(voter):
            raise IllegalRound(
                "votes",
                _("{name} has not voted: every player but the storyteller votes.").format(
                    name=voter
                ),
            )
    for voter, picks in votes_by.items():
        for p in picks:
            if p == voter:
                raise IllegalRound(
                    "own card",
                    _("{name} voted for their own card, which is never allowed.").format(
                        name=voter
                    ),
                )
        if len(picks) > max_votes:
            raise _too_many_votes(voter, len(picks), n, max_votes)
        for owner, count in Counter(picks).items():
            if count > (1 if owner == st else handed_in):
                raise _same_card_twice(voter, owner)
    return st, votes_by, seats


def compute(
    rs: Ruleset,
    players: tuple[str, ...],
    storyteller: int,
    votes: Sequence[Sequence[int]],
) -> ScoredRound:
    """The points of a round already checked against `rs` (readings already applied): the one
    place the engine counts a round's points. `votes[seat]` lists the seats whose cards that
    player voted for (empty for the storyteller)."""
    n = len(players)
    st = players[storyteller]
    voters = [s for s in range(n) if s != storyteller]
    finders = [v for v in voters if storyteller in votes[v]]
    k, nv = len(finders), len(voters)
    outcome: Outcome = "none" if k == 0 else "all" if k == nv else "some"
    base = [0] * n
    lone = False
    if outcome == "some":
        sf, one = rs.some_found, rs.exactly_one_finder
        base[storyteller] = sf.storyteller
        for v in voters:
            base[v] = sf.finder if v in finders else sf.other
        if k == 1 and one is not None and n in one.players:
            lone = True
            base[storyteller] = base[finders[0]] = one.points
    else:
        an = rs.all_or_none
        base[storyteller] = an.storyteller
        for v in voters:
            base[v] = an.others

    received: list[list[int]] = [[] for _seat in range(n)]
    for voter in voters:
        for owner in votes[voter]:
            received[owner].append(voter)
    per, cap = rs.bonus_per_vote, rs.cap_at(n)
    raw = [0 if p == storyteller else per * len(received[p]) for p in range(n)]
    bonus = [r if cap is None else min(r, cap) for r in raw]

    extra = [0] * n
    ef = rs.extra_at(n)
    extra_to: list[int] = []
    if ef is not None:
        single = ef.kind == "single-marker"
        extra_to = [f for f in finders if not single or len(votes[f]) == 1]
        for f in extra_to:
            room = ef.points if cap is None or not ef.inside_cap else max(0, cap - bonus[f])
            extra[f] = min(ef.points, room)

    names = players.__getitem__
    scores = tuple(
        PlayerPoints(
            player=players[p],
            base=base[p],
            bonus=bonus[p],
            extra=extra[p],
            votes_received=len(received[p]),
            found=None if p == storyteller else p in finders,
        )
        for p in range(n)
    )
    return ScoredRound(
        ruleset=rs,
        storyteller=st,
        players=players,
        votes=tuple((players[v], tuple(map(names, votes[v]))) for v in voters),
        outcome=outcome,
        finders=tuple(map(names, finders)),
        lone_finder=lone,
        received=tuple(tuple(map(names, r)) for r in received),
        raw_bonus=tuple(raw),
        extra_to=tuple(map(names, extra_to)),
        scores=scores,
    )


def check_situation(rs: Ruleset, situation: Situation) -> None:
    """IllegalRound naming the first rule of `rs` the situation breaks (a situation is valid by
    construction: what is left to check is what the ruleset allows at its player count)."""
    s, n = situation, situation.n
    rs.check_players(n)
    max_votes = rs.max_votes(n)
    handed_in = rs.cards_handed_in(n)
    for voter in s.voters:
        picks = s.votes[voter]
        if len(picks) > max_votes:
            raise _too_many_votes(s.players[voter], len(picks), n, max_votes)
        if len(set(picks)) == len(picks):
            continue  # one vote per player's card(s): nothing more to check
        for owner, count in Counter(picks).items():
            if count > (1 if owner == s.storyteller else handed_in):
                raise _same_card_twice(s.players[voter], s.players[owner])


def score_situation(ruleset: Ruleset | str, situation: Situation) -> ScoredRound:
    """The facts of a table situation scored under `ruleset` (an id or a Ruleset), the
    situation's reading toggles applied where the ruleset has them; IllegalRound names the rule
    the round breaks. Seat-based: no name is read or checked again."""
    rs = load_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    if situation.readings:  # set where the ruleset has the toggle and has not set it so yet
        own, chosen = {r.id for r in rs.readings}, dict(rs.chosen_readings)
        rs = rs.with_readings(
            {k: v for k, v in situation.readings if k in own and chosen.get(k) != v}
        )
    check_situation(rs, situation)
    return compute(rs, situation.players, situation.storyteller, situation.votes)


def round_result(scored: ScoredRound) -> RoundResult:
    """The facts of a scored round as users get them: points, breakdown and every point
    explained, in the reader's language now."""
    rs = scored.ruleset
    return RoundResult(
        rs.id,
        scored.storyteller,
        scored.players,
        scored.outcome,
        scored.finders,
        scored.scores,
        explain(scored),
        rs.chosen_readings,
    )


def score_round(
    ruleset: Ruleset | str,
    storyteller: str,
    votes: Votes,
    *,
    readings: Readings | None = None,
    players: Sequence[str] | None = None,
) -> RoundResult:
    """Score one round exactly and explain every point.

    `votes` maps each voter to the players whose cards they voted for: one entry, or one or two
    where the ruleset allows a second vote at this player count. `players` gives the seating
    order (default: storyteller, then voters as listed); `readings` sets reading toggles
    (toggle id → choice id). Illegal rounds raise IllegalRound naming the broken rule.
    """
    rs = load_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    rs = rs.with_readings(readings)
    st, votes_by, seats = check_round(rs, storyteller, votes, players)
    at = {name: seat for seat, name in enumerate(seats)}
    by_seat = [[at[p] for p in votes_by.get(name, ())] for name in seats]
    return round_result(compute(rs, seats, at[st], by_seat))
