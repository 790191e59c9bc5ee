"""A game night live on every phone at the table: a kind of room whose state is one copy of the
evening (`explorer.night.stamp.Copy`: the night and its stamp, the same identity and revisions a
link carries), so a link copied from a phone and the room's copy are compared as any two copies.

The phone that opens it is the host (it may close it); the others join with the code. Every
phone may change the evening (score a round, change or undo one) with one action, `Change`: the
night it wants, and the digest of the copy it changed (`base`). The change is made only when
`base` is still the room's copy, so a phone that had not seen another phone's change never
writes over it: it is refused with `Behind` (a RoomError that says what happened) and the phone
catches up from the room. The same change made on two phones (two people scoring the same
round alike) counts once. The rooms' service applies an action to the room as it is at that
moment and writes it back by compare-and-set on the room's version, so two phones pressing at
once are two tries, one after the other, never a split.

Nothing of a game night is hidden: every phone sees the whole evening, and a member's view holds
nothing of any other member (who is in is the host's view, as in every room).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from explorer.errors import DixitError, RoomError
from explorer.i18n import _, number
from explorer.limits import MAX_PLAYERS, MAX_VOTES
from explorer.night.changes import same_table
from explorer.night.evening import MAX_ROUNDS, MAX_RULES_TEXT, Night, Round
from explorer.night.stamp import TRAIL, Copy, Stamp, changed, digest, is_digest, is_evening
from explorer.night.tally import rules_of, tally
from explorer.rooms.model import Room
from explorer.rules.ruleset import Ruleset
from explorer.text.numbers import is_whole

NAME = "night"
MAX_REVISION = 1_000_000  # changes an evening may count (as its link's code reads them)


@dataclass(frozen=True)
class LiveNight:
    """The room's copy of the evening."""

    copy: Copy


@dataclass(frozen=True)
class Change:
    """A phone's change: the night it wants, made from the copy whose digest is `base` and
    which had `rounds` rounds."""

    base: str
    rounds: int
    night: Night


@dataclass(frozen=True)
class EveningView:
    """What every phone sees: the evening as the room holds it."""

    copy: Copy


class Behind(RoomError):
    """A change made from a copy the room has gone on from: not made; the phone catches up."""


def behind(rounds: int, wanted: int, now: Copy) -> Behind:
    """Why a change made from an older copy (of `rounds` rounds, wanting `wanted`; -1: not
    known) is refused, said from what the room now holds."""
    k = wanted
    if rounds == k - 1 and len(now.night.rounds) >= k:  # a new round, scored already
        return Behind(
            _(
                "Another phone scored round {k} first, with other votes: this phone now shows "
                "the evening as every phone has it, and its own round {k} was not made. Check "
                "round {k} with the table, and change it if its votes are wrong."
            ).format(k=number(k))
        )
    return Behind(
        _(
            "The evening was changed on another phone a moment before: this phone now shows it "
            "as every phone has it, and your change was not made. Check it and try again."
        )
    )


def _checked(night: Night) -> Night:
    tally(night)  # NightError naming the round and the rule
    return night


class LiveEvening:
    name = NAME

    def start(self, ruleset: Ruleset, options: Mapping[str, object], seed: int) -> LiveNight:
        copy = options.get("copy")
        if not isinstance(copy, Copy):
            raise RoomError(_("A live evening starts from an evening."))
        if rules_of(copy.night) != ruleset:
            raise RoomError(_("A live evening's room plays the evening's own rules."))
        return LiveNight(Copy(_checked(copy.night), copy.stamp))

    def act(self, room: Room, actor: int, action: object) -> LiveNight:
        s: LiveNight = room.state
        if not isinstance(action, Change):
            raise RoomError(_("A live evening cannot do that."))
        now = s.copy
        if action.base != now.stamp.digest:
            if action.night == now.night:
                return s  # the same change, made on another phone first: it counts once
            raise behind(action.rounds, len(action.night.rounds), now)
        if action.night == now.night:
            return s
        if not same_table(now.night, action.night):
            raise RoomError(
                _("A live evening keeps its table: its players, its rules and its deck.")
            )
        return LiveNight(changed(now, _checked(action.night)))

    def view(self, room: Room, viewer: int) -> EveningView:
        s: LiveNight = room.state
        return EveningView(s.copy)

    def closed(self, state: Any) -> str | None:
        return None  # a phone may join at any time

    def taken(self, state: Any) -> tuple[str, ...]:
        return ()  # the table's players are no members: any phone's name is free

    def forget(self, state: Any, member: int) -> LiveNight:
        s: LiveNight = state
        return s  # the evening is the table's: a phone that leaves takes nothing of it away

    # --- the wire form ------------------------------------------------------------------------
    def dump(self, state: Any) -> dict[str, Any]:
        s: LiveNight = state
        night, stamp = s.copy.night, s.copy.stamp
        return {
            "players": list(night.players),
            "ruleset": night.ruleset,
            "deck": night.deck,
            "first": night.first,
            "rounds": [[r.storyteller, [list(v) for v in r.votes]] for r in night.rounds],
            "evening": stamp.evening,
            "revision": stamp.revision,
            "trail": list(stamp.trail),
        }

    def load(self, data: Any) -> LiveNight:
        try:
            night = _night(data)
            stamp = _stamp(data)
        except (KeyError, TypeError, ValueError, DixitError):
            raise RoomError(_("This room's record is damaged.")) from None
        if digest(stamp.evening, stamp.revision, night) != stamp.digest:
            raise RoomError(_("This room's record is damaged."))
        return LiveNight(Copy(night, stamp))


def _whole(x: object, most: int) -> bool:
    return is_whole(x) and 0 <= x <= most


def _round(raw: object, n: int) -> Round:
    if not isinstance(raw, list) or len(raw) != 2:
        raise TypeError
    teller, votes = raw
    if not (_whole(teller, n - 1) and isinstance(votes, list) and len(votes) == n):
        raise TypeError
    picks = []
    for v in votes:
        if not (isinstance(v, list) and len(v) <= MAX_VOTES and all(_whole(p, n - 1) for p in v)):
            raise TypeError
        picks.append(tuple(v))
    return Round(teller, tuple(picks))


def _night(data: Any) -> Night:
    players, ruleset, deck, first, rounds = (
        data["players"],
        data["ruleset"],
        data["deck"],
        data["first"],
        data["rounds"],
    )
    if not (
        isinstance(players, list)
        and len(players) <= MAX_PLAYERS
        and all(isinstance(p, str) for p in players)
        and isinstance(ruleset, str)
        and len(ruleset) <= MAX_RULES_TEXT
        and is_whole(deck)
        and is_whole(first)
        and isinstance(rounds, list)
        and len(rounds) <= MAX_ROUNDS
    ):
        raise TypeError
    n = len(players)
    return Night(tuple(players), ruleset, deck, first, tuple(_round(r, n) for r in rounds))


def _stamp(data: Any) -> Stamp:
    evening, revision, trail = data["evening"], data["revision"], data["trail"]
    if not (
        isinstance(evening, str)
        and is_evening(evening)
        and _whole(revision, MAX_REVISION)
        and isinstance(trail, list)
        and 1 <= len(trail) <= min(TRAIL, revision + 1)
        and all(isinstance(d, str) and is_digest(d) for d in trail)
    ):
        raise TypeError
    return Stamp(evening, revision, tuple(trail))
