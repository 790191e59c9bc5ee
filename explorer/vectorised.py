"""A numpy scorer over arrays of rounds; it gives exactly what `score_round` gives.

Seats are numbered 0..n−1. `storyteller[r]` is the storyteller's seat in round r and
`votes[r, seat, m]` the seat whose card that player's m-th vote is on (−1: no such vote).
The storyteller's row is all −1. Cards are identified by their owner, as in `score_round`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.errors import IllegalRound
from explorer.model import Outcome
from explorer.ruleset import Ruleset

OUTCOME_CODES: tuple[Outcome, ...] = ("none", "some", "all")  # outcome array values 0, 1, 2


@dataclass(frozen=True)
class ScoredRounds:
    """Points per round and seat, split like `RoundResult.breakdown`."""

    base: np.ndarray  # [R, n] int
    bonus: np.ndarray
    extra: np.ndarray
    found: np.ndarray  # [R, n] bool (False for the storyteller)
    finders: np.ndarray  # [R] int
    outcome: np.ndarray  # [R] int: index into OUTCOME_CODES

    @property
    def points(self) -> np.ndarray:
        out: np.ndarray = self.base + self.bonus + self.extra
        return out


def check_votes(ruleset: Ruleset, storyteller: np.ndarray, votes: np.ndarray) -> None:
    """Raise IllegalRound when any round breaks a voting rule (as `score_round` would)."""
    if votes.ndim != 3 or storyteller.shape != (votes.shape[0],):
        raise IllegalRound(
            "votes", "votes must be [rounds, players, votes] with one storyteller per round."
        )
    _, n, m = votes.shape
    ruleset.check_players(n)
    if m > ruleset.max_votes(n) and (votes[:, :, ruleset.max_votes(n) :] >= 0).any():
        raise IllegalRound(
            "max_votes", f"at {n} players each voter has at most {ruleset.max_votes(n)} vote(s)."
        )
    seats = np.arange(n)
    is_st = seats[None, :] == storyteller[:, None]
    if ((storyteller < 0) | (storyteller >= n)).any():
        raise IllegalRound("players", "a storyteller seat is not at the table.")
    if ((votes < -1) | (votes >= n)).any():
        raise IllegalRound("players", "a vote names a seat that is not at the table.")
    if (votes[is_st] >= 0).any():
        raise IllegalRound("storyteller", "the storyteller never votes.")
    if (votes[:, :, 0][~is_st] < 0).any():
        raise IllegalRound("votes", "every player but the storyteller votes.")
    if (votes == seats[None, :, None]).any():
        raise IllegalRound("own card", "a player voted for their own card, which is never allowed.")
    cards = np.where(is_st, 1, ruleset.cards_handed_in(n))  # cards per owner seat
    for owner in range(n):
        on = (votes == owner).sum(axis=2)  # [R, n]
        if (on > cards[:, owner][:, None]).any():
            raise IllegalRound(
                "one card, one vote", "each of a voter's votes must go on a different card."
            )


def score_rounds(
    ruleset: Ruleset, storyteller: np.ndarray, votes: np.ndarray, *, check: bool = True
) -> ScoredRounds:
    """Score many rounds at once (`ruleset` with its reading options already applied)."""
    storyteller = np.asarray(storyteller, dtype=np.int64)
    votes = np.asarray(votes, dtype=np.int64)
    if check:
        check_votes(ruleset, storyteller, votes)
    rounds, n, _ = votes.shape
    v = n - 1
    seats = np.arange(n)
    is_st = seats[None, :] == storyteller[:, None]
    cast = votes >= 0
    found = ((votes == storyteller[:, None, None]) & cast).any(axis=2) & ~is_st
    k = found.sum(axis=1)
    extreme = (k == 0) | (k == v)
    outcome = np.where(k == 0, 0, np.where(k == v, 2, 1))

    an, sf, one = ruleset.all_or_none, ruleset.some_found, ruleset.exactly_one_finder
    voter_base = np.where(found, sf.finder, sf.other)
    st_base = np.full(rounds, sf.storyteller)
    if one is not None and n in one.players:
        lone = k == 1
        st_base = np.where(lone, one.points, st_base)
        voter_base = np.where(lone[:, None] & found, one.points, voter_base)
    voter_base = np.where(extreme[:, None], an.others, voter_base)
    st_base = np.where(extreme, an.storyteller, st_base)
    base = np.where(is_st, st_base[:, None], voter_base)

    flat = (np.arange(rounds)[:, None, None] * n + votes)[cast]
    received = np.bincount(flat, minlength=rounds * n).reshape(rounds, n)
    bonus = ruleset.bonus_per_vote * received
    if ruleset.bonus_cap is not None:
        bonus = np.minimum(bonus, ruleset.bonus_cap)
    bonus = np.where(is_st, 0, bonus)

    extra = np.zeros((rounds, n), dtype=np.int64)
    ef = ruleset.extra_finder
    if ef is not None and n >= ef.from_players:
        gets = found if ef.kind == "any-finder" else found & (cast.sum(axis=2) == 1)
        extra = np.where(gets, ef.points, 0)
    return ScoredRounds(base, bonus, extra, found, k, outcome)
