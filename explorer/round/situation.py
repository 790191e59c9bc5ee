"""One table situation to score: who sits where, who tells, who voted for whom, which readings.

A `Situation` is frozen and valid by construction (its constructor raises SituationError with
a message a player understands). It refers to players by seat (0-based), so renaming a player
never breaks a vote. `encode`/`decode` turn it into URL query parameters and back; `PRESETS`
are the quick set-ups (nobody / everybody / one found) and the rule documents' worked examples.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from explorer.errors import SituationError
from explorer.limits import MAX_PLAYERS as ABS_MAX_PLAYERS
from explorer.limits import MIN_PLAYERS as ABS_MIN_PLAYERS
from explorer.text.plain import plain_text

MAX_NAME = 40
MAX_PICKS = 2  # no ruleset gives a voter more than two votes


def default_names(n: int, taken: Sequence[str] = ()) -> tuple[str, ...]:
    """`n` names A, B, C…, skipping names already `taken` (never more than 26 are needed)."""
    free = [c for c in string.ascii_uppercase if c not in set(taken)]
    return tuple(free[:n])


@dataclass(frozen=True)
class Situation:
    """A round at the table, before scoring.

    `players`: names in seating order; `storyteller`: a seat; `votes[seat]`: the seats whose
    cards that player voted for (empty for the storyteller; one or two for everybody else);
    `options`: reading toggles as sorted (reading id, choice id) pairs; `edition`: the ruleset a
    worked example comes from (None for a situation of the user's own).
    """

    players: tuple[str, ...]
    storyteller: int
    votes: tuple[tuple[int, ...], ...]
    options: tuple[tuple[str, str], ...] = ()
    edition: str | None = None

    def __post_init__(self) -> None:
        n = len(self.players)
        if not ABS_MIN_PLAYERS <= n <= ABS_MAX_PLAYERS:
            raise SituationError(
                f"a table has {ABS_MIN_PLAYERS} to {ABS_MAX_PLAYERS} players, not {n}."
            )
        seen: set[str] = set()
        for i, name in enumerate(self.players):
            if check_name(name, f"player {i + 1}") != name:
                raise SituationError(f"player {i + 1}'s name has spaces at its ends.")
            if name in seen:
                raise SituationError(f"two players are called {name!r}; names must differ.")
            seen.add(name)
        if not 0 <= self.storyteller < n:
            raise SituationError(f"the storyteller must be one of the {n} seats.")
        if len(self.votes) != n:
            raise SituationError(f"there must be one vote entry per player ({n}).")
        for seat, picks in enumerate(self.votes):
            who = self.players[seat]
            if seat == self.storyteller:
                if picks:
                    raise SituationError(
                        f"{who} is the storyteller, and the storyteller never votes."
                    )
                continue
            if not 1 <= len(picks) <= MAX_PICKS:
                raise SituationError(f"{who} must cast one vote, or two where a ruleset allows it.")
            if len(set(picks)) != len(picks):
                raise SituationError(f"{who}'s two votes must go on different cards.")
            for p in picks:
                if not 0 <= p < n:
                    raise SituationError(f"{who} voted for a seat that is not at the table.")
                if p == seat:
                    raise SituationError(f"{who} cannot vote for their own card.")
        readings = [r for r, _ in self.options]
        if list(self.options) != sorted(set(self.options)) or len(set(readings)) != len(readings):
            raise SituationError("reading toggles must be distinct and sorted.")

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

    def votes_by_name(self) -> dict[str, list[str]]:
        """Votes in the form `score_round` takes: voter name → names voted for."""
        return {
            self.players[s]: [self.players[p] for p in self.votes[s]]
            for s in range(self.n)
            if s != self.storyteller
        }

    def options_dict(self) -> dict[str, str]:
        return dict(self.options)

    # --- changes (each returns a new, valid situation) -----------------------------------
    def with_players(self, n: int, *, max_picks: int = MAX_PICKS) -> Situation:
        """Resize the table: keep the first seats, add default names, repair the votes."""
        if not ABS_MIN_PLAYERS <= n <= ABS_MAX_PLAYERS:
            raise SituationError(
                f"a table has {ABS_MIN_PLAYERS} to {ABS_MAX_PLAYERS} players, not {n}."
            )
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
            raise SituationError(f"there is no seat {seat + 1} at a table of {self.n}.")

    def with_name(self, seat: int, name: str) -> Situation:
        self._check_seat(seat)
        clean = check_name(name, f"player {seat + 1}")
        names = list(self.players)
        names[seat] = clean
        return replace(self, players=tuple(names))

    def with_storyteller(self, seat: int) -> Situation:
        """A new storyteller: they stop voting; the old storyteller votes for them."""
        if not 0 <= seat < self.n:
            raise SituationError(f"the storyteller must be one of the {self.n} seats.")
        votes = list(self.votes)
        votes[seat] = ()
        if self.storyteller != seat:
            votes[self.storyteller] = (seat,)
        return replace(
            self, storyteller=seat, votes=_repair(self.n, seat, votes, MAX_PICKS), edition=None
        )

    def with_vote(self, seat: int, slot: int, target: int | None) -> Situation:
        """Set a voter's first (slot 0) or second (slot 1) vote; None removes the second."""
        self._check_seat(seat)
        if seat == self.storyteller:
            raise SituationError(f"{self.storyteller_name} is the storyteller and does not vote.")
        picks = list(self.votes[seat])
        if slot == 0:
            if target is None:
                raise SituationError("every player but the storyteller votes at least once.")
            picks = [target] + [p for p in picks[1:] if p != target]
        elif slot == 1:
            picks = picks[:1] if target is None else [picks[0], target]
        else:
            raise SituationError("a voter has at most two votes.")
        votes = list(self.votes)
        votes[seat] = tuple(picks)
        return replace(self, votes=tuple(votes), edition=None)

    def with_option(self, reading: str, choice: str) -> Situation:
        opts = dict(self.options)
        opts[reading] = choice
        return replace(self, options=tuple(sorted(opts.items())))

    def without_second_votes(self) -> Situation:
        return replace(self, votes=tuple(p[:1] for p in self.votes))


def check_name(name: object, what: str = "a name") -> str:
    """A player name with its end spaces stripped; SituationError when empty, too long or
    containing a comma."""
    if not isinstance(name, str) or not name.strip():
        raise SituationError(f"{what} needs a name: it cannot be empty.")
    clean = name.strip()
    if len(clean) > MAX_NAME:
        raise SituationError(
            f"{what}'s name is too long ({len(clean)} characters; at most {MAX_NAME})."
        )
    if not plain_text(clean):
        raise SituationError(
            f"{what}'s name cannot contain control characters or invisible direction marks."
        )
    if "," in clean:
        raise SituationError(
            f"{what}'s name cannot contain a comma (the link lists names with commas)."
        )
    return clean


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


# --- URL query parameters ---------------------------------------------------------------
PARAM_KEYS = ("names", "n", "teller", "votes", "read", "ed")


def encode(s: Situation) -> dict[str, str]:
    """Query parameters for a situation. Seats are numbered from 1 in the URL.

    `names`: comma-separated names; `teller`: the storyteller's seat; `votes`: per seat, the
    seats voted for (two joined with a dot; `-` for the storyteller); `read`: reading toggles as
    `reading:choice`, comma-separated; `ed`: the edition of a worked example.
    """
    out = {
        "names": ",".join(s.players),
        "teller": str(s.storyteller + 1),
        "votes": ",".join("-" if not p else ".".join(str(x + 1) for x in p) for p in s.votes),
    }
    if s.options:
        out["read"] = ",".join(f"{r}:{c}" for r, c in s.options)
    if s.edition:
        out["ed"] = s.edition
    return out


def _single(params: Mapping[str, str | Sequence[str]], key: str) -> str | None:
    raw = params.get(key)
    if raw is None:
        return None
    if isinstance(raw, str):
        return raw
    values = list(raw)
    if len(values) != 1:
        raise SituationError(f"the link gives {key!r} {len(values)} times; give it once.")
    return str(values[0])


def _seat(text: str, n: int, what: str) -> int:
    if not text.strip().isdigit():
        raise SituationError(f"{what} must be a seat number from 1 to {n}, not {text!r}.")
    seat = int(text)
    if not 1 <= seat <= n:
        raise SituationError(f"{what} must be a seat number from 1 to {n}, not {seat}.")
    return seat - 1


def decode(
    params: Mapping[str, str | Sequence[str]],
    *,
    readings: Mapping[str, Sequence[str]] | None = None,
    editions: Sequence[str] | None = None,
) -> Situation:
    """The situation a URL describes. No known key at all: the default situation.

    Missing keys take defaults that fit the rest (names A, B…; teller 1; everybody votes for
    the storyteller). Malformed or contradictory values raise SituationError saying which.
    `readings` (reading id → its choices) and `editions` (ruleset ids), when given, check the
    `read` and `ed` values.
    """
    if not any(k in params for k in PARAM_KEYS):
        return default_situation()
    names_raw = _single(params, "names")
    n_raw = _single(params, "n")
    if names_raw is not None:
        names = tuple(names_raw.split(","))
        if n_raw is not None and n_raw.strip() != str(len(names)):
            raise SituationError(f"the link names {len(names)} players but says n={n_raw}.")
    elif n_raw is not None:
        if not n_raw.strip().isdigit():
            raise SituationError(f"the player count must be a whole number, not {n_raw!r}.")
        count = int(n_raw)
        if not ABS_MIN_PLAYERS <= count <= ABS_MAX_PLAYERS:
            raise SituationError(
                f"a table has {ABS_MIN_PLAYERS} to {ABS_MAX_PLAYERS} players, not {count}."
            )
        names = default_names(count)
    else:
        names = default_names(5)
    n = len(names)
    if not ABS_MIN_PLAYERS <= n <= ABS_MAX_PLAYERS:
        raise SituationError(
            f"a table has {ABS_MIN_PLAYERS} to {ABS_MAX_PLAYERS} players, not {n}."
        )
    names = tuple(check_name(name, f"player {i + 1}") for i, name in enumerate(names))
    teller_raw = _single(params, "teller")
    st = 0 if teller_raw is None else _seat(teller_raw, n, "the storyteller")
    votes_raw = _single(params, "votes")
    votes: tuple[tuple[int, ...], ...]
    if votes_raw is None:
        votes = tuple(() if s == st else (st,) for s in range(n))
    else:
        parts = votes_raw.split(",")
        if len(parts) != n:
            entries = "1 vote entry" if len(parts) == 1 else f"{len(parts)} vote entries"
            raise SituationError(f"the link lists {entries} for {n} players (one per player).")
        seats: list[tuple[int, ...]] = []
        for s, part in enumerate(parts):
            if part == "-":
                if s != st:
                    raise SituationError(
                        f"{names[s]} has no vote, but only the storyteller abstains."
                    )
                seats.append(())
            else:
                seats.append(tuple(_seat(x, n, f"{names[s]}'s vote") for x in part.split(".")))
        votes = tuple(seats)
    options: list[tuple[str, str]] = []
    read_raw = _single(params, "read")
    if read_raw:
        for item in read_raw.split(","):
            reading, sep, choice = item.partition(":")
            if not sep or not reading or not choice:
                raise SituationError(f"a reading toggle is written reading:choice, not {item!r}.")
            if readings is not None:
                if reading not in readings:
                    raise SituationError(f"there is no reading toggle called {reading!r}.")
                if choice not in readings[reading]:
                    raise SituationError(
                        f"the reading toggle {reading!r} has no choice {choice!r}."
                    )
            options.append((reading, choice))
    ed = _single(params, "ed")
    if ed is not None and editions is not None and ed not in editions:
        raise SituationError(f"there is no ruleset called {ed!r}.")
    return Situation(names, st, votes, tuple(sorted(options)), ed or None)


# What a dropped part of a link is called, and how much of the table it holds (a link that
# cannot be read whole keeps the parts worth most: names before votes before the storyteller).
PARAM_PARTS: dict[str, tuple[str, int]] = {
    "names": ("the names", 16),
    "votes": ("the votes", 4),
    "teller": ("the storyteller", 2),
    "n": ("the player count", 1),
    "read": ("the reading toggles", 1),
    "ed": ("the worked example's edition", 1),
}


def decode_salvaged(
    params: Mapping[str, str | Sequence[str]],
    *,
    readings: Mapping[str, Sequence[str]] | None = None,
    editions: Sequence[str] | None = None,
) -> tuple[Situation, tuple[str, ...]]:
    """The situation a URL describes, keeping every part of it that can be used.

    When the link cannot be read whole, the fewest (and least telling) of its parts are left
    out, so a bad vote does not throw away the names. Returns the situation and one message per
    part left out, saying why (empty when the whole link was read).
    """
    present = [k for k in PARAM_PARTS if k in params]
    try:
        return decode(params, readings=readings, editions=editions), ()
    except SituationError:
        pass

    def read(keys: Sequence[str]) -> Situation | None:
        try:
            kept = {k: params[k] for k in keys}
            return decode(kept, readings=readings, editions=editions)
        except SituationError:
            return None

    subsets = sorted(
        (
            tuple(k for i, k in enumerate(present) if mask >> i & 1)
            for mask in range(1 << len(present))
        ),
        key=lambda kept: -sum(PARAM_PARTS[k][1] for k in kept),
    )
    for kept in subsets:
        found = read(kept)
        if found is None:
            continue
        notes = []
        for k in present:
            if k in kept:
                continue
            try:
                decode(
                    {**{x: params[x] for x in kept}, k: params[k]},
                    readings=readings,
                    editions=editions,
                )
                why = "it does not fit the rest of the link"
            except SituationError as err:
                why = str(err).rstrip(".")
            notes.append(f"{PARAM_PARTS[k][0]} ({why})")
        return found, tuple(notes)
    return default_situation(), ()  # unreachable: keeping nothing decodes to the default


# --- presets ----------------------------------------------------------------------------
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
class Example:
    """A worked example from a rule document, with the points the document gives."""

    id: str
    label: str
    source: str
    situation: Situation
    expected: tuple[tuple[str, int], ...]


def _example(
    names: str, teller: str, votes: Mapping[str, Sequence[str]], edition: str
) -> Situation:
    players = tuple(names.split(","))
    seat = {p: i for i, p in enumerate(players)}
    v = tuple(tuple(seat[x] for x in votes.get(p, ())) for p in players)
    return Situation(players, seat[teller], v, (), edition)


EXAMPLES: tuple[Example, ...] = (
    Example(
        "refresh-some",
        "2021: A and B find it",
        "001, worked example: R tells; A and B find R's card; C votes for A's card, D for C's.",
        _example(
            "R,A,B,C,D", "R", {"A": ["R"], "B": ["R"], "C": ["A"], "D": ["C"]}, "refresh-2021"
        ),
        (("R", 3), ("A", 4), ("B", 3), ("C", 1), ("D", 0)),
    ),
    Example(
        "refresh-nobody",
        "2021: nobody finds it",
        "001, worked example: nobody finds R's card; A votes for B's card, B for A's, C for A's, "
        "D for C's.",
        _example(
            "R,A,B,C,D", "R", {"A": ["B"], "B": ["A"], "C": ["A"], "D": ["C"]}, "refresh-2021"
        ),
        (("R", 0), ("A", 4), ("B", 3), ("C", 3), ("D", 2)),
    ),
    Example(
        "refresh-all",
        "2021: all find it",
        "001, worked example: all four players find R's card.",
        _example(
            "R,A,B,C,D", "R", {"A": ["R"], "B": ["R"], "C": ["R"], "D": ["R"]}, "refresh-2021"
        ),
        (("R", 0), ("A", 2), ("B", 2), ("C", 2), ("D", 2)),
    ),
    Example(
        "original-juliano",
        "2008: Juliano's turn",
        "003, Exemplo de Turno: Juliano tells; only Léo finds it; two votes on Léo's card, one on "
        "Tomás's. The document does not say whether Matilde or Nicolau voted for Tomás; "
        "here Matilde votes for Léo and Nicolau for Tomás (Tomás's own vote must be Léo's).",
        _example(
            "Juliano,Matilde,Nicolau,Léo,Tomás",
            "Juliano",
            {"Matilde": ["Léo"], "Nicolau": ["Tomás"], "Léo": ["Juliano"], "Tomás": ["Léo"]},
            "original-2008",
        ),
        (("Léo", 5), ("Juliano", 3), ("Tomás", 1), ("Matilde", 0), ("Nicolau", 0)),
    ),
)


@dataclass(frozen=True)
class QuickSetup:
    id: str
    label: str
    apply: Callable[[Situation], Situation]


QUICK_SETUPS: tuple[QuickSetup, ...] = (
    QuickSetup("nobody", "Nobody found it", nobody_found),
    QuickSetup("everybody", "Everybody found it", everybody_found),
    QuickSetup("one", "One found it", one_found),
)


def example(example_id: str) -> Example:
    for e in EXAMPLES:
        if e.id == example_id:
            return e
    raise KeyError(example_id)


def find_example(s: Situation) -> Example | None:
    """The worked example this situation is (same table, votes and edition), if any."""
    for e in EXAMPLES:
        x = e.situation
        if (x.players, x.storyteller, x.votes, x.edition) == (
            s.players,
            s.storyteller,
            s.votes,
            s.edition,
        ):
            return e
    return None


def with_example_edition(s: Situation) -> Situation:
    """`s` with `edition` set exactly when its table is a rule document's worked example.

    The edition only ever means "this table is that edition's worked example", so it follows
    the table: a situation whose names, storyteller and votes are an example's gets that
    example's edition (its own, when two examples share the table and it names one of them);
    any other situation gets none, whatever edition it carried (a stale `ed` in a link).
    """
    table = (s.players, s.storyteller, s.votes)
    matches = [
        e.situation.edition
        for e in EXAMPLES
        if (e.situation.players, e.situation.storyteller, e.situation.votes) == table
    ]
    edition = s.edition if s.edition in matches else (matches[0] if matches else None)
    return s if edition == s.edition else replace(s, edition=edition)
