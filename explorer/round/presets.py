"""Quick set-ups for a table (nobody / everybody / one found) and a random round."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from explorer.i18n import N_, _
from explorer.round.situation import Situation


def nobody_found(s: Situation) -> Situation:
    """Every voter votes for the next voter round the table: nobody finds the card."""
    voters = s.voters
    votes: list[tuple[int, ...]] = [()] * s.n
    for i, v in enumerate(voters):
        votes[v] = (voters[(i + 1) % len(voters)],)
    return replace(s, votes=tuple(votes), edition=None)


def everybody_found(s: Situation) -> Situation:
    votes = tuple(() if v == s.storyteller else (s.storyteller,) for v in range(s.n))
    return replace(s, votes=votes, edition=None)


def one_found(s: Situation) -> Situation:
    """The storyteller's left neighbour finds the card; everybody else votes for that player."""
    finder = (s.storyteller + 1) % s.n
    votes: list[tuple[int, ...]] = [() if v == s.storyteller else (finder,) for v in range(s.n)]
    votes[finder] = (s.storyteller,)
    return replace(s, votes=tuple(votes), edition=None)


def random_round(
    s: Situation, seed: int | np.random.Generator, *, max_picks: int = 1, p_find: float = 0.4
) -> Situation:
    """A random round at this table: a random storyteller, each voter finds the card with
    probability `p_find`, otherwise picks another player's card; where `max_picks` is 2, a voter
    adds a second vote half the time. Same seed, same round."""
    rng = seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)
    st = int(rng.integers(s.n))
    votes: list[tuple[int, ...]] = []
    for v in range(s.n):
        if v == st:
            votes.append(())
            continue
        others = [p for p in range(s.n) if p not in (v, st)]
        first = st if rng.random() < p_find else others[int(rng.integers(len(others)))]
        picks = [first]
        if max_picks > 1 and rng.random() < 0.5:
            rest = [p for p in range(s.n) if p not in (v, first)]
            picks.append(rest[int(rng.integers(len(rest)))])
        votes.append(tuple(picks))
    return replace(s, storyteller=st, votes=tuple(votes), edition=None)


@dataclass(frozen=True)
class QuickSetup:
    id: str
    english: str  # marked for translation; `label` is the reader's
    apply: Callable[[Situation], Situation]

    @property
    def label(self) -> str:
        return _(self.english)


QUICK_SETUPS: tuple[QuickSetup, ...] = (
    QuickSetup("nobody", N_("Nobody found it"), nobody_found),
    QuickSetup("everybody", N_("Everybody found it"), everybody_found),
    QuickSetup("one", N_("One found it"), one_found),
)
