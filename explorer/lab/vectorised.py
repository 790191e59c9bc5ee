"""A numpy scorer over arrays of rounds; it gives exactly what `score_round` gives.

Seats are numbered 0..n−1. `storyteller[r]` is the storyteller's seat in round r and
`votes[r, seat, m]` the seat whose card that player's m-th vote is on (−1: no such vote).
The storyteller's row is all −1. Cards are identified by their owner, as in `score_round`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.errors import IllegalRound
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import Outcome

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


def base_table(ruleset: Ruleset, n: int) -> np.ndarray:
    """Base points by number of finders k and role (0 storyteller, 1 finder, 2 other voter):
    int array [n, 3] (k = 0..n−1), read from the ruleset's scoring parameters."""
    v = n - 1
    an, sf, one = ruleset.all_or_none, ruleset.some_found, ruleset.exactly_one_finder
    rows = []
    for k in range(v + 1):
        if k in (0, v):
            rows.append((an.storyteller, an.others, an.others))
        elif k == 1 and one is not None and n in one.players:
            rows.append((one.points, one.points, sf.other))
        else:
            rows.append((sf.storyteller, sf.finder, sf.other))
    return np.array(rows, dtype=np.int64)


def score_rounds(
    ruleset: Ruleset, storyteller: np.ndarray, votes: np.ndarray, *, check: bool = True
) -> ScoredRounds:
    """Score many rounds at once (`ruleset` with its reading options already applied).

    Written for speed on short rows (a few seats, one or two votes each): loops over the vote
    slots rather than reductions along a short axis, a table lookup for the base points, and
    one `bincount` for the votes received."""
    storyteller = np.asarray(storyteller, dtype=np.int64)
    votes = np.asarray(votes)
    if votes.dtype.kind not in "iu":
        votes = votes.astype(np.int64)
    if check:
        check_votes(ruleset, storyteller, votes)
    rounds, n, m = votes.shape
    v = n - 1
    is_st = np.arange(n)[None, :] == storyteller[:, None]
    # the storyteller's row is all −1 and −1 is never a seat: no need to mask either out
    st_col = storyteller[:, None]
    found = votes[:, :, 0] == st_col
    for slot in range(1, m):
        found |= votes[:, :, slot] == st_col
    k = (found.view(np.uint8) @ np.ones(n, dtype=np.uint8)).astype(np.int64)
    outcome = np.where(k == 0, 0, np.where(k == v, 2, 1))

    # base points: table[k, role], role 0 storyteller, 1 finder, 2 other voter
    role = (2 - found) - 2 * is_st
    base = base_table(ruleset, n).ravel()[(3 * k)[:, None] + role]

    # votes received: one bincount over (round, owner + 1), the −1s landing in column 0
    offset = (np.arange(rounds, dtype=np.int64) * (n + 1) + 1)[:, None, None]
    received = np.bincount((votes + offset).ravel(), minlength=rounds * (n + 1))
    bonus = received.reshape(rounds, n + 1)[:, 1:]
    if ruleset.bonus_per_vote != 1:
        bonus = ruleset.bonus_per_vote * bonus
    cap = ruleset.cap_at(n)
    if cap is not None:
        bonus = np.minimum(bonus, cap)
    bonus = np.where(is_st, 0, bonus)

    extra = np.zeros((rounds, n), dtype=np.int64)
    ef = ruleset.extra_at(n)
    if ef is not None:
        gets = found
        if ef.kind != "any-finder":  # only a finder who cast a single vote
            for slot in range(1, m):
                gets = gets & (votes[:, :, slot] < 0)
        extra = np.where(gets, ef.points, 0)
        if ef.inside_cap and cap is not None:  # the extra only fills what the bonus left
            extra = np.minimum(extra, cap - bonus)
    return ScoredRounds(base, bonus, extra, found, k, outcome)
