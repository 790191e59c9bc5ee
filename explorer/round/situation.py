"""One table situation to score: who sits where, who tells, who voted for whom, which readings.

A `Situation` is frozen and valid by construction (its constructor raises SituationError with
a message a player understands). It refers to players by seat (0-based), so renaming a player
never breaks a vote. Its link codec is `explorer.links.score`; quick set-ups are in
`explorer.round.presets` and the rule documents' worked examples in `explorer.round.examples`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from explorer.errors import SituationError
from explorer.i18n import _, number
from explorer.limits import MAX_PLAYERS, MAX_VOTES, MIN_PLAYERS
from explorer.text.names import check_name, check_names, default_names
from explorer.text.names import seat as _seat


def check_size(n: int) -> None:
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SituationError(
            _("A table has {low} to {high} players, not {n}.").format(
                low=number(MIN_PLAYERS), high=number(MAX_PLAYERS), n=number(n)
            )
        )


@dataclass(frozen=True)
class Situation:
    """A round at the table, before scoring.

    `players`: names in seating order; `storyteller`: a seat; `votes[seat]`: the seats whose
    cards that player voted for (empty for the storyteller; one or two for everybody else; a
    seat twice only in a played round where each voter handed in two cards);
    `readings`: reading toggles as sorted (reading id, choice id) pairs; `edition`: the ruleset
    a worked example comes from (None for a situation of the user's own); `cards_each`: the
    cards each voter handed in, when the round was played (an edition that hands in a different
    number cannot replay it), None on the Score page where only owners matter.
    """

    players: tuple[str, ...]
    storyteller: int
    votes: tuple[tuple[int, ...], ...]
    readings: tuple[tuple[str, str], ...] = ()
    edition: str | None = None
    cards_each: int | None = None

    def __post_init__(self) -> None:
        n = len(self.players)
        check_size(n)
        for i, (name, clean) in enumerate(
            zip(self.players, check_names(self.players), strict=True)
        ):
            if clean != name:
                raise SituationError(
                    _("{what}'s name {name} has spaces at its ends.").format(
                        what=_seat(i), name=repr(name)
                    )
                )
        if not 0 <= self.storyteller < n:
            raise SituationError(
                _("The storyteller must be one of the {n} seats.").format(n=number(n))
            )
        if len(self.votes) != n:
            raise SituationError(
                _("There must be one vote entry per player ({n}).").format(n=number(n))
            )
        for seat, picks in enumerate(self.votes):
            who = self.players[seat]
            if seat == self.storyteller:
                if picks:
                    raise SituationError(
                        _("{name} is the storyteller, and the storyteller never votes.").format(
                            name=who
                        )
                    )
                continue
            if not 1 <= len(picks) <= MAX_VOTES:
                raise SituationError(
                    _("{name} must cast one vote, or two where a ruleset allows it.").format(
                        name=who
                    )
                )
            if len(set(picks)) != len(picks) and not self._two_cards_of(picks):
                raise SituationError(
                    _("{name}: the two votes must go on different cards.").format(name=who)
                )
            for p in picks:
                if not 0 <= p < n:
                    raise SituationError(
                        _("{name} voted for a seat that is not at the table.").format(name=who)
                    )
                if p == seat:
                    raise SituationError(
                        _("{name} cannot vote for their own card.").format(name=who)
                    )
        toggles = [r for r, _c in self.readings]
        if list(self.readings) != sorted(set(self.readings)) or len(set(toggles)) != len(toggles):
            raise SituationError(_("Reading toggles must be distinct and sorted."))

    def _two_cards_of(self, picks: tuple[int, ...]) -> bool:
        """Whether repeated seats in `picks` are different cards of one player: a played round
        where each voter handed in that many cards (never the storyteller's one card)."""
        each = self.cards_each or 1
        return all(p != self.storyteller and picks.count(p) <= each for p in set(picks))

    # --- views ------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def storyteller_name(self) -> str:
        return self.players[self.storyteller]

    @property
    def voters(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.n) if s != self.storyteller)

    @property
    def has_second_votes(self) -> bool:
        return any(len(p) > 1 for p in self.votes)

    def vote_choices(self, seat: int, slot: int) -> tuple[int, ...]:
        """The seats `seat` may put a first (slot 0) or second (slot 1) vote on: anyone's card
        but their own, and a second vote on another card than their first."""
        taken = (seat,) if slot == 0 else (seat, *self.votes[seat][:1])
        return tuple(p for p in range(self.n) if p not in taken)

    def votes_by_name(self) -> dict[str, list[str]]:
        """Votes in the form `score_round` takes: voter name → names voted for."""
        return {
            self.players[s]: [self.players[p] for p in self.votes[s]]
            for s in range(self.n)
            if s != self.storyteller
        }

    def readings_dict(self) -> dict[str, str]:
        return dict(self.readings)

    # --- changes (each returns a new, valid situation) -----------------------------------
    def with_players(self, n: int, *, max_picks: int = MAX_VOTES) -> Situation:
        """Resize the table: keep the first seats, add default names, repair the votes."""
        check_size(n)
        kept = self.players[:n]
        names = kept + default_names(n - len(kept), kept)
        st = self.storyteller if self.storyteller < n else 0
        votes = list(self.votes[:n]) + [()] * (n - len(kept))
        return replace(
            self,
            players=names,
            storyteller=st,
            votes=_repair(n, st, votes, max_picks),
            edition=None,
        )

    def _check_seat(self, seat: int) -> None:
        if not 0 <= seat < self.n:
            raise SituationError(
                _("There is no seat {seat} at a table of {n}.").format(
                    seat=number(seat + 1), n=number(self.n)
                )
            )

    def with_name(self, seat: int, name: str) -> Situation:
        self._check_seat(seat)
        clean = check_name(name, _seat(seat))
        names = list(self.players)
        names[seat] = clean
        return replace(self, players=tuple(names))

    def with_storyteller(self, seat: int) -> Situation:
        """A new storyteller: they stop voting; the old storyteller votes for them."""
        if not 0 <= seat < self.n:
            raise SituationError(
                _("The storyteller must be one of the {n} seats.").format(n=number(self.n))
            )
        votes = list(self.votes)
        votes[seat] = ()
        if self.storyteller != seat:
            votes[self.storyteller] = (seat,)
        return replace(
            self, storyteller=seat, votes=_repair(self.n, seat, votes, MAX_VOTES), edition=None
        )

    def with_vote(self, seat: int, slot: int, target: int | None) -> Situation:
        """Set a voter's first (slot 0) or second (slot 1) vote; None removes the second."""
        self._check_seat(seat)
        if seat == self.storyteller:
            raise SituationError(
                _("{name} is the storyteller and does not vote.").format(name=self.storyteller_name)
            )
        picks = list(self.votes[seat])
        if slot == 0:
            if target is None:
                raise SituationError(_("Every player but the storyteller votes at least once."))
            picks = [target] + [p for p in picks[1:] if p != target]
        elif slot == 1:
            picks = picks[:1] if target is None else [picks[0], target]
        else:
            raise SituationError(_("A voter has at most two votes."))
        votes = list(self.votes)
        votes[seat] = tuple(picks)
        return replace(self, votes=tuple(votes), edition=None)

    def with_reading(self, reading: str, choice: str) -> Situation:
        chosen = dict(self.readings)
        chosen[reading] = choice
        return replace(self, readings=tuple(sorted(chosen.items())))

    def without_second_votes(self) -> Situation:
        return replace(self, votes=tuple(p[:1] for p in self.votes))


def _repair(
    n: int, st: int, votes: Sequence[Sequence[int]], max_picks: int
) -> tuple[tuple[int, ...], ...]:
    """Make every vote legal: drop votes off the table, on oneself or repeated; a voter left
    without a vote votes for the storyteller."""
    out: list[tuple[int, ...]] = []
    for seat in range(n):
        if seat == st:
            out.append(())
            continue
        picks: list[int] = []
        for p in votes[seat] if seat < len(votes) else ():
            if 0 <= p < n and p != seat and p not in picks:
                picks.append(p)
        out.append(tuple(picks[:max_picks]) or (st,))
    return tuple(out)


def default_situation() -> Situation:
    """Five players A–E, A tells; B and C find it, D votes for B, E for D (some found)."""
    return Situation(default_names(5), 0, ((), (0,), (0,), (1,), (3,)))
