"""Which copy of an evening a night is: the evening's identity and its revision.

A game night is copied whenever its link is opened on another phone, so one evening can exist
as several copies, each changed on its own. A `Stamp` tells them apart and in order:

- `evening`: the evening's identity, made once when the table starts it (from randomness the
  caller gives: `new_evening`); a link made before evenings had one gets an identity read from
  its table and rounds (`legacy_stamp`), the same on every phone that opens it;
- `revision`: the changes made to it since it started (each round scored, undone, edited, or a
  copy put back counts one);
- `trail`: the digests of its last `TRAIL` revisions, oldest first, the last its own. A digest
  is read from the evening, the revision and the night's whole content, so two phones that make
  the same change get the same digest and stay one copy.

`relation(a, b)` says how two copies of one evening stand: the same, one behind the other (its
revision is in the other's trail: nothing of it was lost), or diverged (each has changes the
other lacks). Copies more than `TRAIL` revisions apart are ordered by their revisions.

A live room (one store the phones share) keeps the same stamp: the store's copy is the newest,
and a phone whose stamp is behind it is caught up.
"""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass
from typing import Literal

from explorer.night.evening import Night
from explorer.rules.resolve import edition_of, is_house

TRAIL = 12  # revisions a copy vouches for: two phones that part ways are told within 12 changes
DIGEST = 6  # characters of base32 a digest keeps (30 bits)
EVENING = 10  # characters of base32 in an evening's identity (50 bits)
ALPHABET = "abcdefghijklmnopqrstuvwxyz234567"

Relation = Literal["same", "behind", "ahead", "diverged", "other"]


def _base32(raw: bytes, size: int) -> str:
    return base64.b32encode(raw).decode("ascii").lower()[:size]


def rules_lines(ident: str) -> tuple[str, str]:
    """A night's rules as the two lines its code has always written: the edition's id, and the
    house rules' ident or nothing."""
    return edition_of(ident), ident if is_house(ident) else ""


def content(night: Night) -> str:
    """The night's whole content as one text (the table, its rules, every round)."""
    rounds = ";".join(
        f"{r.storyteller}:" + ",".join("+".join(map(str, v)) for v in r.votes) for r in night.rounds
    )
    table = ("\t".join(night.players), *rules_lines(night.ruleset))
    return "\n".join((*table, str(night.deck), str(night.first), rounds))


def digest(evening: str, revision: int, night: Night) -> str:
    """A revision's digest: the evening, the revision and the night's content."""
    raw = hashlib.blake2b(
        f"{evening}\n{revision}\n{content(night)}".encode(), digest_size=8, person=b"dixit-night"
    ).digest()
    return _base32(raw, DIGEST)


def is_evening(text: str) -> bool:
    """Whether `text` can be an evening's identity."""
    return len(text) == EVENING and all(c in ALPHABET for c in text)


def is_digest(text: str) -> bool:
    return len(text) == DIGEST and all(c in ALPHABET for c in text)


@dataclass(frozen=True)
class Stamp:
    """A copy's place in its evening (see the module's docstring)."""

    evening: str
    revision: int
    trail: tuple[str, ...]

    @property
    def digest(self) -> str:
        return self.trail[-1]

    def vouches_for(self, revision: int, digest: str) -> bool:
        """Whether this copy went through `revision` as it was when its digest was `digest`."""
        back = self.revision - revision
        return 0 <= back < len(self.trail) and self.trail[-1 - back] == digest


@dataclass(frozen=True)
class Copy:
    """A night and its stamp: what a link, a phone or a room holds."""

    night: Night
    stamp: Stamp


def new_evening(night: Night, randomness: bytes) -> Copy:
    """The first copy of an evening started now; `randomness` (at least 8 bytes, from the
    caller's source: `secrets.token_bytes`) makes its identity."""
    if len(randomness) < 8:
        raise ValueError("an evening's identity needs at least 8 random bytes")
    evening = _base32(randomness, EVENING)
    return Copy(night, Stamp(evening, 0, (digest(evening, 0, night),)))


def legacy_stamp(night: Night) -> Stamp:
    """The stamp of a night from a link made before evenings had one: its identity read from
    the night as the link holds it, its revision the rounds it holds (every phone that opens
    the link agrees; two such links of one evening are two evenings, as they always were)."""
    raw = hashlib.blake2b(content(night).encode(), digest_size=8, person=b"dixit-legacy").digest()
    evening = _base32(raw, EVENING)
    revision = len(night.rounds)
    return Stamp(evening, revision, (digest(evening, revision, night),))


def changed(copy: Copy, night: Night) -> Copy:
    """The copy after one change that gave `night` (the next revision)."""
    revision = copy.stamp.revision + 1
    trail = (*copy.stamp.trail, digest(copy.stamp.evening, revision, night))[-TRAIL:]
    return Copy(night, Stamp(copy.stamp.evening, revision, trail))


def relation(mine: Copy, theirs: Copy) -> Relation:
    """How `mine` stands to `theirs`: "same" (the same rounds), "behind" (`theirs` went on
    from it), "ahead" (it went on from `theirs`), "diverged" (each has changes the other lacks)
    or "other" (another evening)."""
    a, b = mine.stamp, theirs.stamp
    if a.evening != b.evening:
        return "other"
    if mine.night == theirs.night:
        return "same"
    if a.revision < b.revision:
        known = b.vouches_for(a.revision, a.digest)
        return "behind" if known or b.revision - a.revision >= TRAIL else "diverged"
    if a.revision > b.revision:
        known = a.vouches_for(b.revision, b.digest)
        return "ahead" if known or a.revision - b.revision >= TRAIL else "diverged"
    return "diverged"
