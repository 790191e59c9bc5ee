"""Exact, explained scoring of one round: `score_round`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from explorer.errors import IllegalRound
from explorer.rules.files import load_ruleset
from explorer.rules.ruleset import Options, Ruleset
from explorer.rules.values import Outcome, Provenance

Votes = Mapping[str, Sequence[str]]


@dataclass(frozen=True)
class Explanation:
    """One scoring step in plain words, with the rule it applies and where that rule comes from."""

    step: str
    text: str
    rule: str
    rule_label: str
    provenance: Provenance


@dataclass(frozen=True)
class PlayerPoints:
    """A player's points this round, split by where they come from."""

    player: str
    base: int
    bonus: int
    extra: int
    votes_received: int
    found: bool | None  # None for the storyteller

    @property
    def total(self) -> int:
        return self.base + self.bonus + self.extra


@dataclass(frozen=True)
class RoundResult:
    """The scored round. `points` and `breakdown` are plain dicts for JSON and tables."""

    ruleset_id: str
    storyteller: str
    players: tuple[str, ...]
    outcome: Outcome
    finders: tuple[str, ...]
    scores: tuple[PlayerPoints, ...]
    explanation: tuple[Explanation, ...]
    options: tuple[tuple[str, str], ...] = field(default=())

    @property
    def points(self) -> dict[str, int]:
        return {s.player: s.total for s in self.scores}

    @property
    def breakdown(self) -> dict[str, dict[str, int]]:
        return {s.player: {"base": s.base, "bonus": s.bonus, "extra": s.extra} for s in self.scores}

    def score_of(self, player: str) -> PlayerPoints:
        for s in self.scores:
            if s.player == player:
                return s
        raise KeyError(player)

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset_id,
            "outcome": self.outcome,
            "points": self.points,
            "breakdown": self.breakdown,
        }

    def explain(self, *, with_sources: bool = False) -> str:
        """The explanation as text, one line per step."""
        lines = []
        for e in self.explanation:
            lines.append(f"- {e.text}")
            if with_sources:
                lines.append(f"    ({e.rule_label}: {e.provenance.cite()})")
        return "\n".join(lines)


def _names(names: Sequence[str]) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _check_name(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise IllegalRound("players", f"{what} must be a non-empty player name, not {value!r}.")
    if len(value) > 40:
        raise IllegalRound("players", f"{what} is too long ({len(value)} characters; at most 40).")
    return value


def _normalise(
    storyteller: object, votes: object, players: Sequence[str] | None
) -> tuple[str, dict[str, list[str]], tuple[str, ...]]:
    st = _check_name(storyteller, "the storyteller")
    if not isinstance(votes, Mapping):
        raise IllegalRound(
            "votes", "votes must map each voter to the players whose cards they voted for."
        )
    clean: dict[str, list[str]] = {}
    for voter, picks in votes.items():
        v = _check_name(voter, "a voter")
        if isinstance(picks, str):
            picks = [picks]
        if not isinstance(picks, Sequence) or not all(isinstance(p, str) for p in picks):
            raise IllegalRound("votes", f"{v}'s votes must be a list of player names.")
        clean[v] = list(picks)
    if st in clean:
        if clean[st]:
            raise IllegalRound(
                "storyteller", f"{st} is the storyteller, and the storyteller never votes."
            )
        del clean[st]
    if players is None:
        seats = (st, *clean)
    else:
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise IllegalRound("players", "players must be a list of names in seating order.")
        seats = tuple(_check_name(p, "a player") for p in players)
        dupes = sorted(p for p, c in Counter(seats).items() if c > 1)
        if dupes:
            raise IllegalRound(
                "players", f"{_names(dupes)} appear(s) twice at the table; names must differ."
            )
        if st not in seats:
            raise IllegalRound("players", f"the storyteller {st} is not among the players.")
        for v in clean:
            if v not in seats:
                raise IllegalRound("players", f"{v} voted but is not among the players.")
    return st, clean, seats


def score_round(
    ruleset: Ruleset | str,
    storyteller: str,
    votes: Votes,
    *,
    options: Options | None = None,
    players: Sequence[str] | None = None,
) -> RoundResult:
    """Score one round exactly and explain every point.

    `votes` maps each voter to the players whose cards they voted for: one entry, or one or two
    where the ruleset allows a second vote at this player count. `players` gives the seating
    order (default: storyteller, then voters as listed). Illegal rounds raise IllegalRound.
    """
    rs = load_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    rs = rs.with_options(options)
    st, votes_by, seats = _normalise(storyteller, votes, players)
    n = len(seats)
    rs.check_players(n)
    voters = [p for p in seats if p != st]
    max_votes = rs.max_votes(n)
    handed_in = rs.cards_handed_in(n)
    seat_set = set(seats)

    for voter in voters:
        if voter not in votes_by or not votes_by[voter]:
            raise IllegalRound(
                "votes", f"{voter} has not voted: every player but the storyteller votes."
            )
    for voter, picks in votes_by.items():
        for p in picks:
            if p not in seat_set:
                raise IllegalRound("players", f"{voter} voted for {p!r}, who is not at the table.")
            if p == voter:
                raise IllegalRound(
                    "own card", f"{voter} voted for their own card, which is never allowed."
                )
        if len(picks) > max_votes:
            allowed = "one vote" if max_votes == 1 else f"at most {max_votes} votes"
            raise IllegalRound(
                "max_votes",
                f"{voter} cast {len(picks)} votes, but at {n} players each voter has {allowed}.",
            )
        for owner, count in Counter(picks).items():
            cards = 1 if owner == st else handed_in
            if count > cards:
                raise IllegalRound(
                    "one card, one vote",
                    f"{voter} put two votes on {owner}'s card; each of a voter's votes must go on a different card.",
                )
    return _score(rs, st, seats, votes_by)


def _line(rs: Ruleset, step: str, rule: str, text: str, n: int | None = None) -> Explanation:
    r = rs.rule(rule)
    return Explanation(step, text, rule, r.label, r.entry_for(n).provenance)


def _score(
    rs: Ruleset, st: str, seats: tuple[str, ...], votes_by: dict[str, list[str]]
) -> RoundResult:
    n = len(seats)
    voters = [p for p in seats if p != st]
    finders = [v for v in voters if st in votes_by[v]]
    k, nv = len(finders), len(voters)
    outcome: Outcome = "none" if k == 0 else "all" if k == nv else "some"
    lines: list[Explanation] = []
    base = dict.fromkeys(seats, 0)

    if outcome == "some":
        sf = rs.some_found
        lines.append(
            _line(
                rs,
                "outcome",
                "some_found",
                f"{k} of {nv} voters found {st}'s card ({_names(finders)}): some but not all, "
                f"so the clue worked.",
            )
        )
        one = rs.exactly_one_finder
        if k == 1 and one is not None and n in one.players:
            base[st] = base[finders[0]] = one.points
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
            base[st] = sf.storyteller
            for f in finders:
                base[f] = sf.finder
            lines.append(
                _line(
                    rs,
                    "base",
                    "some_found",
                    f"{st} (storyteller) scores {sf.storyteller}; {_names(finders)} found the card "
                    f"and score{'s' if k == 1 else ''} {sf.finder}{' each' if k > 1 else ''}.",
                )
            )
        missed = [v for v in voters if v not in finders]
        lines.append(
            _line(
                rs,
                "base",
                "some_found",
                f"{_names(missed)} did not find it: {sf.other} base points.",
            )
        )
    else:
        an = rs.all_or_none
        why = (
            "everybody found it: the clue was too obvious"
            if outcome == "all"
            else "nobody found it: the clue was too obscure"
        )
        lines.append(
            _line(rs, "outcome", "all_or_none", f"{k} of {nv} voters found {st}'s card — {why}.")
        )
        base[st] = an.storyteller
        for v in voters:
            base[v] = an.others
        lines.append(
            _line(
                rs,
                "base",
                "all_or_none",
                f"{st} (storyteller) scores {an.storyteller}; every other player scores {an.others}, "
                f"whatever they voted.",
            )
        )

    received: dict[str, list[str]] = {p: [] for p in seats}
    for voter in voters:
        for owner in votes_by[voter]:
            received[owner].append(voter)
    bonus = dict.fromkeys(seats, 0)
    per, cap = rs.bonus_per_vote, rs.bonus_cap
    bonus_parts: list[str] = []
    capped: list[str] = []
    for p in voters:
        raw = per * len(received[p])
        bonus[p] = raw if cap is None else min(raw, cap)
        if raw:
            bonus_parts.append(
                f"{p} +{raw} ({_count(len(received[p]), 'vote')} from {_names(received[p])})"
            )
        if cap is not None and raw > cap:
            capped.append(f"{p} keeps {cap} of {raw}")
    if bonus_parts:
        lines.append(
            _line(
                rs,
                "bonus",
                "bonus_per_vote",
                f"Bonus, {per} per vote another player put on your card: "
                + "; ".join(bonus_parts)
                + ".",
            )
        )
    else:
        lines.append(
            _line(
                rs, "bonus", "bonus_per_vote", "Nobody's card drew a vote, so nobody gets a bonus."
            )
        )
    if capped:
        lines.append(
            _line(
                rs, "bonus", "bonus_cap", f"Bonus cap of {cap} per turn: " + "; ".join(capped) + "."
            )
        )
    if received[st]:
        lines.append(
            _line(
                rs,
                "bonus",
                "bonus_per_vote",
                f"{st} is the storyteller: {_count(len(received[st]), 'vote')} on their card "
                f"{'is a find' if len(received[st]) == 1 else 'are finds'}, never a bonus.",
            )
        )

    extra = dict.fromkeys(seats, 0)
    ef = rs.extra_finder
    if ef is not None and n >= ef.from_players and finders:
        if ef.kind == "single-marker":
            got = [f for f in finders if len(votes_by[f]) == 1]
            how = "found the card with a single marker"
        else:
            got = list(finders)
            how = "found the card"
        for f in got:
            extra[f] = ef.points
        if got:
            lines.append(
                _line(
                    rs,
                    "extra",
                    "extra_finder",
                    f"At {ef.from_players}+ players, {_names(got)} {how}: +{ef.points} extra "
                    f"(not counted in any bonus cap).",
                )
            )
        else:
            lines.append(
                _line(
                    rs,
                    "extra",
                    "extra_finder",
                    f"Every finder used two markers, so nobody gets the +{ef.points} "
                    f"single-marker extra.",
                )
            )

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
    return RoundResult(rs.id, st, seats, outcome, tuple(finders), scores, tuple(lines), rs.options)
