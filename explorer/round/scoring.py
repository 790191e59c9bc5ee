"""Exact scoring of one round: `score_round` checks the round, computes the points
(`compute`, a `ScoredRound` with no words in it), then has `explorer.round.explain` narrate them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from explorer.errors import IllegalRound
from explorer.i18n import _, n_, number
from explorer.round.explain import explain
from explorer.round.result import PlayerPoints, RoundResult, ScoredRound
from explorer.rules.files import load_ruleset
from explorer.rules.ruleset import Readings, Ruleset
from explorer.rules.values import Outcome
from explorer.text.names import check_name, check_names

Votes = Mapping[str, Sequence[str]]


def _refuse(message: str) -> IllegalRound:
    return IllegalRound("players", message)


def _exact_name(value: object, what: str) -> str:
    """A name as given, checked by the project's one set of name rules (no end spaces)."""
    clean = check_name(value, what, _refuse)
    if clean != value:
        raise IllegalRound(
            "players",
            _("{what}'s name {name} has spaces at its ends.").format(what=what, name=repr(value)),
        )
    return clean


def _normalise(
    storyteller: object, votes: object, players: Sequence[str] | None
) -> tuple[str, dict[str, list[str]], tuple[str, ...]]:
    # TRANSLATORS: who a name error is about ("the storyteller's name … has spaces at its ends")
    st = _exact_name(storyteller, _("the storyteller"))
    if not isinstance(votes, Mapping):
        raise IllegalRound(
            "votes", _("votes must map each voter to the players whose cards they voted for.")
        )
    clean: dict[str, list[str]] = {}
    for voter, picks in votes.items():
        # TRANSLATORS: who a name error is about ("a voter's name … has spaces at its ends")
        v = _exact_name(voter, _("a voter"))
        if isinstance(picks, str):
            picks = [picks]
        if not isinstance(picks, Sequence) or not all(isinstance(p, str) for p in picks):
            raise IllegalRound(
                "votes", _("{voter}'s votes must be a list of player names.").format(voter=v)
            )
        clean[v] = list(picks)
    if st in clean:
        if clean[st]:
            raise IllegalRound(
                "storyteller",
                _("{name} is the storyteller, and the storyteller never votes.").format(name=st),
            )
        del clean[st]
    if players is None:
        seats = (st, *clean)
    else:
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise IllegalRound("players", _("players must be a list of names in seating order."))
        seats = tuple(players)
    checked = check_names(seats, _refuse)
    if checked != seats:
        raise IllegalRound("players", _("player names must not have spaces at their ends."))
    if st not in seats:
        raise IllegalRound(
            "players", _("The storyteller, {name}, is not among the players.").format(name=st)
        )
    for v in clean:
        if v not in seats:
            raise IllegalRound(
                "players", _("{name} voted but is not among the players.").format(name=v)
            )
    return st, clean, seats


def check_round(
    rs: Ruleset, storyteller: object, votes: object, players: Sequence[str] | None
) -> tuple[str, dict[str, list[str]], tuple[str, ...]]:
    """The round's storyteller, votes and seats, checked against `rs`; IllegalRound names the
    first rule it breaks."""
    st, votes_by, seats = _normalise(storyteller, votes, players)
    n = len(seats)
    rs.check_players(n)
    max_votes = rs.max_votes(n)
    handed_in = rs.cards_handed_in(n)
    seat_set = set(seats)
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
            if p not in seat_set:
                raise IllegalRound(
                    "players",
                    _("{voter} voted for {name}, who is not at the table.").format(
                        voter=voter, name=repr(p)
                    ),
                )
            if p == voter:
                raise IllegalRound(
                    "own card",
                    _("{name} voted for their own card, which is never allowed.").format(
                        name=voter
                    ),
                )
        if len(picks) > max_votes:
            if max_votes == 1:
                text = _(
                    "{name} cast {votes} votes, but at {players} players each voter has one vote."
                )
            else:
                text = n_(
                    "{name} cast {votes} votes, but at {players} players each voter has at "
                    "most {n} vote.",
                    "{name} cast {votes} votes, but at {players} players each voter has at "
                    "most {n} votes.",
                    max_votes,
                )
            raise IllegalRound(
                "max_votes",
                text.format(
                    name=voter,
                    votes=number(len(picks)),
                    players=number(n),
                    n=number(max_votes),
                ),
            )
        for owner, count in Counter(picks).items():
            cards = 1 if owner == st else handed_in
            if count > cards:
                raise IllegalRound(
                    "one card, one vote",
                    _(
                        "{voter} put two votes on {owner}'s card; each of a voter's votes must "
                        "go on a different card."
                    ).format(voter=voter, owner=owner),
                )
    return st, votes_by, seats


def compute(
    rs: Ruleset, st: str, seats: tuple[str, ...], votes_by: Mapping[str, Sequence[str]]
) -> ScoredRound:
    """The points of a round already checked by `check_round` (readings already applied)."""
    n = len(seats)
    voters = [p for p in seats if p != st]
    finders = [v for v in voters if st in votes_by[v]]
    k, nv = len(finders), len(voters)
    outcome: Outcome = "none" if k == 0 else "all" if k == nv else "some"
    base = dict.fromkeys(seats, 0)
    lone = False
    if outcome == "some":
        sf, one = rs.some_found, rs.exactly_one_finder
        base[st] = sf.storyteller
        for v in voters:
            base[v] = sf.finder if v in finders else sf.other
        if k == 1 and one is not None and n in one.players:
            lone = True
            base[st] = base[finders[0]] = one.points
    else:
        an = rs.all_or_none
        base[st] = an.storyteller
        for v in voters:
            base[v] = an.others

    received: dict[str, list[str]] = {p: [] for p in seats}
    for voter in voters:
        for owner in votes_by[voter]:
            received[owner].append(voter)
    per, cap = rs.bonus_per_vote, rs.cap_at(n)
    raw = {p: 0 if p == st else per * len(received[p]) for p in seats}
    bonus = {p: raw[p] if cap is None else min(raw[p], cap) for p in seats}

    extra = dict.fromkeys(seats, 0)
    ef = rs.extra_finder
    extra_to: list[str] = []
    if ef is not None and n >= ef.from_players:
        single = ef.kind == "single-marker"
        extra_to = [f for f in finders if not single or len(votes_by[f]) == 1]
        for f in extra_to:
            room = ef.points if cap is None or not ef.inside_cap else max(0, cap - bonus[f])
            extra[f] = min(ef.points, room)

    scores = tuple(
        PlayerPoints(
            player=p,
            base=base[p],
            bonus=bonus[p],
            extra=extra[p],
            votes_received=len(received[p]),
            found=None if p == st else p in finders,
        )
        for p in seats
    )
    return ScoredRound(
        ruleset=rs,
        storyteller=st,
        players=seats,
        votes=tuple((v, tuple(votes_by[v])) for v in voters),
        outcome=outcome,
        finders=tuple(finders),
        lone_finder=lone,
        received=tuple(tuple(received[p]) for p in seats),
        raw_bonus=tuple(raw[p] for p in seats),
        extra_to=tuple(extra_to),
        scores=scores,
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
    scored = compute(rs, st, seats, votes_by)
    return RoundResult(
        rs.id,
        st,
        seats,
        scored.outcome,
        scored.finders,
        scored.scores,
        explain(scored),
        rs.chosen_readings,
    )
