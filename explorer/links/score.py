"""The Score page's address: a table situation as query parameters, and back.

`names`: comma-separated names; `teller`: the storyteller's seat (from 1); `votes`: per seat,
the seats voted for (two joined with a dot; `-` for the storyteller); `read`: reading toggles as
`reading:choice`, comma-separated; `ed`: the edition of a worked example; `n`: a player count
(only when no names are given). `ScoreLink` is the page's codec: it keeps every part of a link
that can be used and says why it left out the rest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from explorer.errors import LinkError, SituationError
from explorer.i18n import N_, _, n_, number
from explorer.links.base import (
    Decoded,
    Encoded,
    Params,
    brief,
    last_wins,
    one,
    params_of,
    seat_number,
    whole_number,
    why,
)
from explorer.round.compare import most_votes
from explorer.round.examples import with_example_edition
from explorer.round.situation import Situation, check_size, default_situation
from explorer.rules.files import unknown_edition
from explorer.rules.ruleset import Ruleset
from explorer.text.names import check_name, default_names

PARAM_KEYS = ("names", "n", "teller", "votes", "read", "ed")
RawParams = Mapping[str, str | Sequence[str]]


def encode(s: Situation) -> dict[str, str]:
    """Query parameters for a situation (seats numbered from 1)."""
    out = {
        "names": ",".join(s.players),
        "teller": str(s.storyteller + 1),
        "votes": ",".join("-" if not p else ".".join(str(x + 1) for x in p) for p in s.votes),
    }
    if s.readings:
        out["read"] = ",".join(f"{r}:{c}" for r, c in s.readings)
    if s.edition:
        out["ed"] = s.edition
    return out


def _seat(text: str, n: int, what: str) -> int:
    try:
        return seat_number(text, n, what)
    except LinkError as err:
        raise SituationError(str(err)) from None


def _decode(
    params: Params,
    readings: Mapping[str, Sequence[str]] | None,
    editions: Sequence[str] | None,
) -> Situation:
    if not any(k in params for k in PARAM_KEYS):
        return default_situation()
    names_raw, n_raw = one(params, "names"), one(params, "n")
    if names_raw is not None:
        names = tuple(names_raw.split(","))
        check_size(len(names))
        if n_raw is not None and n_raw.strip() != str(len(names)):
            said = n_raw.strip() if whole_number(n_raw) is not None else brief(n_raw)
            raise SituationError(
                _("the link names {n} players but says n={said}.").format(
                    n=number(len(names)), said=said
                )
            )
    elif n_raw is not None:
        count = whole_number(n_raw)
        if count is None:
            raise SituationError(
                _("the player count must be a whole number, not {value}.").format(
                    value=brief(n_raw)
                )
            )
        check_size(count)
        names = default_names(count)
    else:
        names = default_names(5)
    n = len(names)
    names = tuple(check_name(name, f"player {i + 1}") for i, name in enumerate(names))
    teller_raw = one(params, "teller")
    st = 0 if teller_raw is None else _seat(teller_raw, n, _("the storyteller"))
    votes_raw = one(params, "votes")
    votes: tuple[tuple[int, ...], ...]
    if votes_raw is None:
        votes = tuple(() if s == st else (st,) for s in range(n))
    else:
        parts = votes_raw.split(",")
        if len(parts) != n:
            raise SituationError(
                n_(
                    "the link lists {entries} vote entry for {n} players (one per player).",
                    "the link lists {entries} vote entries for {n} players (one per player).",
                    len(parts),
                ).format(entries=number(len(parts)), n=number(n))
            )
        seats: list[tuple[int, ...]] = []
        for s, part in enumerate(parts):
            if part == "-":
                if s != st:
                    raise SituationError(
                        _("{name} has no vote, but only the storyteller abstains.").format(
                            name=names[s]
                        )
                    )
                seats.append(())
            else:
                picks = part.split(".")
                if len(picks) > 2:
                    raise SituationError(
                        _("{name} has {n} votes; at most 2.").format(
                            name=names[s], n=number(len(picks))
                        )
                    )
                vote = _("{name} (vote)").format(name=names[s])
                seats.append(tuple(_seat(x, n, vote) for x in picks))
        votes = tuple(seats)
    chosen: list[tuple[str, str]] = []
    read_raw = one(params, "read")
    if read_raw:
        for item in read_raw.split(","):
            reading, sep, choice = item.partition(":")
            if not sep or not reading or not choice:
                raise SituationError(
                    _("a reading toggle is written reading:choice, not {value}.").format(
                        value=brief(item)
                    )
                )
            if readings is not None:
                if reading not in readings:
                    raise SituationError(
                        _("there is no reading toggle called {value}.").format(value=brief(reading))
                    )
                if choice not in readings[reading]:
                    raise SituationError(
                        _("the reading toggle {reading} has no choice {choice}.").format(
                            reading=brief(reading), choice=brief(choice)
                        )
                    )
            chosen.append((reading, choice))
    ed = one(params, "ed")
    if ed is not None and editions is not None and ed not in editions:
        raise SituationError(str(unknown_edition(ed, editions)))
    return Situation(names, st, votes, tuple(sorted(chosen)), ed or None)


def decode(
    params: RawParams,
    *,
    readings: Mapping[str, Sequence[str]] | None = None,
    editions: Sequence[str] | None = None,
) -> Situation:
    """The situation a link describes; SituationError saying what is wrong when it cannot be
    read whole. No known key at all: the default situation. Missing keys take defaults that fit
    the rest (names A, B…; teller 1; everybody votes for the storyteller). `readings` (toggle
    id → its choices) and `editions` (ruleset ids), when given, check `read` and `ed`."""
    try:
        return _decode(params_of(params), readings, editions)
    except LinkError as err:
        raise SituationError(str(err)) from None


# What a dropped part of a link is called, and how much of the table it holds (a link that
# cannot be read whole keeps the parts worth most: names before votes before the storyteller).
PARAM_PARTS: dict[str, tuple[str, int]] = {
    "names": (N_("the names"), 16),
    "votes": (N_("the votes"), 4),
    "teller": (N_("the storyteller"), 2),
    "n": (N_("the player count"), 1),
    "read": (N_("the reading toggles"), 1),
    "ed": (N_("the worked example's edition"), 1),
}


def decode_salvaged(
    params: RawParams,
    *,
    readings: Mapping[str, Sequence[str]] | None = None,
    editions: Sequence[str] | None = None,
) -> tuple[Situation, tuple[str, ...]]:
    """The situation a link describes, keeping every part of it that can be used.

    When the link cannot be read whole, the fewest (and least telling) of its parts are left
    out, so a bad vote does not throw away the names. Returns the situation and one note per
    part left out, saying why (Markdown, link text inert; empty when the link was read whole).
    """
    given = params_of(params)
    present = [k for k in PARAM_PARTS if k in given]

    def read(keys: Sequence[str]) -> Situation:
        return decode({k: given[k] for k in keys}, readings=readings, editions=editions)

    try:
        return read(present), ()
    except SituationError:
        pass
    subsets = sorted(
        (
            tuple(k for i, k in enumerate(present) if mask >> i & 1)
            for mask in range(1 << len(present))
        ),
        key=lambda kept: -sum(PARAM_PARTS[k][1] for k in kept),
    )
    for kept in subsets:
        try:
            found = read(kept)
        except SituationError:
            continue
        notes = []
        for k in present:
            if k in kept:
                continue
            try:
                read((*kept, k))
                reason = _("it does not fit the rest of the link")
            except SituationError as err:
                reason = why(err)
            notes.append(_("{part} ({reason})").format(part=_(PARAM_PARTS[k][0]), reason=reason))
        return found, tuple(notes)
    return default_situation(), ()  # unreachable: keeping nothing decodes to the default


@dataclass(frozen=True)
class ScoreLink:
    """The Score page's codec, for the rulesets it shows (they decide which reading toggles,
    worked-example editions and second votes a link may hold)."""

    rulesets: tuple[Ruleset, ...]
    keys: tuple[str, ...] = PARAM_KEYS

    def encode(self, value: Situation) -> Encoded:
        return dict(encode(value))

    @last_wins
    def decode(self, params: Params) -> Decoded[Situation]:
        readings = {r.id: [c.id for c in r.choices] for rs in self.rulesets for r in rs.readings}
        s, dropped = decode_salvaged(
            params, readings=readings, editions=[r.id for r in self.rulesets]
        )
        notes = list(dropped)
        if s.has_second_votes and most_votes(self.rulesets, s.n) < 2:
            notes.append(
                _(
                    "the second votes (no edition allows two votes at {n} players, so they were "
                    "dropped)"
                ).format(n=number(s.n))
            )
            s = s.without_second_votes()
        # the worked example's edition follows the table: a link whose table is not that
        # example (edited by hand, or a renamed example) loses its stale `ed` silently
        return Decoded(with_example_edition(s), tuple(notes))
