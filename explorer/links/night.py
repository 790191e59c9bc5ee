"""The game night page's address: `night`, the whole evening as one short code.

`n1.` + URL-safe base64 of the zlib-compressed text of the night: the code's version, the
edition's id, the house rules' ident or nothing, the deck, the seat that told first, the names
separated by tabs, the rounds separated by spaces; a version 2 code adds an eighth line, which
copy of the evening it is (`explorer.night.stamp`: the evening's identity, its revision, and the
digests of its last revisions). A round is the storyteller's seat then each other player's vote
in seat order, one character a seat (`0`-`9`, `a`, `b`); a voter who used two markers writes
`+` and both. Names can hold neither a tab nor a line break (the project's name rules refuse
control characters), so no escaping is needed. A 40-round game at 12 players fits in a few
hundred characters. The night holds one ident (`Night.ruleset`); the code writes it as its
edition and its house rules (`stamp.rules_lines`), as codes have always been written.

Version 1 codes (seven lines, from before evenings had an identity) open as they always did:
their copy's stamp is read from the night they hold (`stamp.legacy_stamp`).

Decoding never fails and does no unbounded work: the code's length is checked first, then the
decompressed size is capped while decompressing (a zip bomb stops at `MAX_TEXT` bytes), then
every field. A damaged code is refused with a note; a code whose table is fine but whose later
rounds cannot be scored under its rules (or come after the end) keeps the rounds before them,
saying which were left out and why. A code whose night is not the one its stamp's digest was
read from (rounds left out, or a code edited by hand) is a copy changed once more.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from dataclasses import dataclass, replace

from explorer.errors import DixitError, LinkError, NightError
from explorer.i18n import _, number
from explorer.limits import MAX_PLAYERS, MAX_VOTES
from explorer.links.base import Decoded, Encoded, Params, last_wins, one, whole_number, why
from explorer.night.evening import MAX_ROUNDS, Night, Round
from explorer.night.stamp import (
    DIGEST,
    TRAIL,
    Copy,
    Stamp,
    changed,
    digest,
    is_digest,
    is_evening,
    legacy_stamp,
    rules_lines,
)
from explorer.night.tally import rules_of, stop_message, tally_until
from explorer.rules.resolve import HOUSE_MARK, edition_of, is_house

KEY = "night"
PREFIX = "n1."
MAX_CODE = 4_000  # characters: a 100-round game at 12 players with long names needs ~2,500
MAX_TEXT = 16_000  # bytes decompressed: 12 names of 40 characters and 100 full rounds need ~5,000
MAX_REVISION = 1_000_000  # changes an evening's code may count
SEATS = "0123456789ab"
TWO = "+"


def _round_text(rnd: Round) -> str:
    out = [SEATS[rnd.storyteller]]
    for seat, picks in enumerate(rnd.votes):
        if seat == rnd.storyteller:
            continue
        out.append((TWO if len(picks) > 1 else "") + "".join(SEATS[p] for p in picks))
    return "".join(out)


def night_text(night: Night, stamp: Stamp | None = None) -> str:
    """The night as the lines the code compresses: seven (version 1) without a stamp, eight
    (version 2) with one."""
    lines = ["1" if stamp is None else "2", *rules_lines(night.ruleset)]
    lines += [
        str(night.deck),
        str(night.first),
        "\t".join(night.players),
        " ".join(_round_text(r) for r in night.rounds),
    ]
    if stamp is not None:
        lines.append(f"{stamp.evening} {stamp.revision} {''.join(stamp.trail)}")
    return "\n".join(lines)


def encode_night(night: Night, stamp: Stamp | None = None) -> str:
    """The code of `night` (version 2 with `stamp`, else version 1)."""
    packed = zlib.compress(night_text(night, stamp).encode("utf-8"), 9)
    return PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


class _Damaged(LinkError):
    """A code whose contents are not a night (reported as damaged)."""


def _seat(ch: str, n: int) -> int:
    seat = SEATS.find(ch)
    if not 0 <= seat < n:
        raise _Damaged("a seat off the table")
    return seat


def _parse_round(text: str, n: int) -> Round:
    if not text or len(text) > 1 + (n - 1) * (1 + MAX_VOTES):
        raise _Damaged("a round of the wrong length")
    st = _seat(text[0], n)
    votes: list[tuple[int, ...]] = []
    i = 1
    for seat in range(n):
        if seat == st:
            votes.append(())
            continue
        if i >= len(text):
            raise _Damaged("a round ends early")
        if text[i] == TWO:
            votes.append(tuple(_seat(c, n) for c in text[i + 1 : i + 3]))
            i += 3
        else:
            votes.append((_seat(text[i], n),))
            i += 1
    if i != len(text):
        raise _Damaged("a round too long")
    return Round(st, tuple(votes))


def _unpack(code: str) -> str:
    if not code.startswith(PREFIX):
        raise LinkError(_("it does not start with {prefix}").format(prefix=repr(PREFIX)))
    if len(code) > MAX_CODE:
        raise LinkError(_("it is too long ({n} characters)").format(n=number(len(code))))
    body = code[len(PREFIX) :]
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
        d = zlib.decompressobj()
        raw = d.decompress(packed, MAX_TEXT)
        if d.unconsumed_tail or not d.eof:
            raise _Damaged("too large or cut short")
        return raw.decode("utf-8")
    except (binascii.Error, zlib.error, ValueError):
        raise _Damaged("not a code") from None


def _parse_stamp(line: str) -> tuple[str, int, tuple[str, ...]]:
    parts = line.split(" ")
    if len(parts) != 3 or not is_evening(parts[0]):
        raise _Damaged("not a stamp")
    revision, trail = whole_number(parts[1]), parts[2]
    if revision is None or not 0 <= revision <= MAX_REVISION:
        raise _Damaged("a revision")
    digests = tuple(trail[i : i + DIGEST] for i in range(0, len(trail), DIGEST))
    if not 1 <= len(digests) <= min(TRAIL, revision + 1) or not all(map(is_digest, digests)):
        raise _Damaged("a trail")
    return parts[0], revision, digests


def _parse(text: str) -> tuple[Night, tuple[str, int, tuple[str, ...]] | None]:
    lines = text.split("\n")
    if (lines[0], len(lines)) not in (("1", 7), ("2", 8)):
        raise _Damaged("not a night's lines")
    _version, ruleset, house, deck_text, first_text, names, rounds_text = lines[:7]
    stamp = _parse_stamp(lines[7]) if len(lines) == 8 else None
    deck, first = whole_number(deck_text), whole_number(first_text)
    players = tuple(names.split("\t"))
    if deck is None or first is None or len(players) > MAX_PLAYERS:
        raise _Damaged("a number or the table")
    parts = rounds_text.split(" ") if rounds_text else []
    if len(parts) > MAX_ROUNDS:
        raise _Damaged("too many rounds")
    n = len(players)
    # DixitError: a table that cannot be
    table = Night(players, _ident(ruleset, house), deck, first)
    return replace(table, rounds=tuple(_parse_round(p, n) for p in parts)), stamp


def _ident(edition: str, house: str) -> str:
    """The night's one ident from a code's two lines (codes made before idents wrote house rules
    with nothing changed as the edition's id alone); NightError when the house rules start from
    another edition than the code's."""
    if not house:
        return edition
    if edition_of(house) != edition:
        raise NightError(
            "ruleset", _("The house rules start from another edition than the night's.")
        )
    return house if is_house(house) else house + HOUSE_MARK


def _copy(night: Night, given: tuple[str, int, tuple[str, ...]] | None, held: Night) -> Copy:
    """The copy a code holds: `held` is the night its text held, `night` what was kept of it
    (a version 1 code: its legacy stamp; a night its digest was not read from: one change
    more)."""
    if given is None:
        return Copy(night, legacy_stamp(night))
    evening, revision, trail = given
    copy = Copy(held, Stamp(evening, revision, trail))
    if digest(evening, revision, held) != trail[-1] or night != held:
        copy = changed(copy, night)
    return copy


def read_copy(code: str) -> Decoded[Copy | None]:
    """The copy of an evening a code holds, never raising: None with a note when the code is
    damaged; the rounds that cannot be scored (or come after the end) left out with a note."""
    try:
        held, given = _parse(_unpack(code.strip()))
        rules = rules_of(held)
    except _Damaged:
        return Decoded(None, (_("the game night (the code is damaged or incomplete)"),))
    except DixitError as err:
        return Decoded(None, (_("the game night ({reason})").format(reason=why(err)),))
    t = tally_until(held, rules)
    if t.stop is not None:
        reason = why(LinkError(stop_message(t)))
        kept = replace(held, rounds=held.rounds[: max(t.stop.at_round - 1, 0)])
        if t.stop.at_round == 0:
            return Decoded(None, (_("the game night ({reason})").format(reason=reason),))
        note = _left_out(t.stop.at_round, len(held.rounds), reason)
        return Decoded(_copy(kept, given, held), (note,))
    if t.end is not None and t.rounds_after_end:
        k = t.end.after_round
        kept = replace(held, rounds=held.rounds[:k])
        reason = _("the game was over after round {k}").format(k=number(k))
        note = _left_out(k + 1, len(held.rounds), reason)
        return Decoded(_copy(kept, given, held), (note,))
    return Decoded(_copy(held, given, held))


def read_code(code: str) -> Decoded[Night | None]:
    """The night a code holds (its copy's night; see `read_copy`)."""
    decoded = read_copy(code)
    return Decoded(None if decoded.value is None else decoded.value.night, decoded.notes)


def _left_out(first: int, last: int, reason: str) -> str:
    if first == last:
        return _("round {k} of the game night ({reason})").format(k=number(first), reason=reason)
    return _("rounds {first} to {last} of the game night ({reason})").format(
        first=number(first), last=number(last), reason=reason
    )


def encode_copy(copy: Copy) -> str:
    """The code of a copy of an evening: version 2, or version 1 for a copy opened from a
    version 1 code and not changed since (its link stays as it was, character for character)."""
    if copy.stamp == legacy_stamp(copy.night):
        return encode_night(copy.night)
    return encode_night(copy.night, copy.stamp)


@dataclass(frozen=True)
class NightLink:
    """The game night page's codec: the copy of an evening the address holds, or None."""

    keys: tuple[str, ...] = (KEY,)

    def encode(self, value: Copy | None) -> Encoded:
        return {} if value is None else {KEY: encode_copy(value)}

    @last_wins
    def decode(self, params: Params) -> Decoded[Copy | None]:
        try:
            code = one(params, KEY)
        except LinkError as err:
            return Decoded(None, (_("the game night ({reason})").format(reason=why(err)),))
        if code is None or not code.strip():
            return Decoded(None)
        return read_copy(code)


NIGHT_LINK = NightLink()
