"""The game night page's address: `night`, the whole evening as one short code.

`n1.` + URL-safe base64 of the zlib-compressed text of the night: seven lines (the code's
version, the edition's id, the house rules' ident or nothing, the deck, the seat that told
first, the names separated by tabs, the rounds separated by spaces). The night holds one ident
(`Night.ruleset`); the code writes it as its edition and its house rules, as codes have always
been written. A round is the storyteller's seat
then each other player's vote in seat order, one character a seat (`0`-`9`, `a`, `b`); a voter
who used two markers writes `+` and both. Names can hold neither a tab nor a line break (the
project's name rules refuse control characters), so no escaping is needed. A 40-round game at
12 players fits in a few hundred characters.

Decoding never fails and does no unbounded work: the code's length is checked first, then the
decompressed size is capped while decompressing (a zip bomb stops at `MAX_TEXT` bytes), then
every field. A damaged code is refused with a note; a code whose table is fine but whose later
rounds cannot be scored under its rules (or come after the end) keeps the rounds before them,
saying which were left out and why.
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
from explorer.night.tally import rules_of, stop_message, tally_until
from explorer.rules.resolve import HOUSE_MARK, edition_of, is_house

KEY = "night"
PREFIX = "n1."
MAX_CODE = 4_000  # characters: a 100-round game at 12 players with long names needs ~2,500
MAX_TEXT = 16_000  # bytes decompressed: 12 names of 40 characters and 100 full rounds need ~5,000
SEATS = "0123456789ab"
TWO = "+"


def _round_text(rnd: Round) -> str:
    out = [SEATS[rnd.storyteller]]
    for seat, picks in enumerate(rnd.votes):
        if seat == rnd.storyteller:
            continue
        out.append((TWO if len(picks) > 1 else "") + "".join(SEATS[p] for p in picks))
    return "".join(out)


def night_text(night: Night) -> str:
    """The night as the seven lines the code compresses."""
    return "\n".join(
        (
            "1",
            edition_of(night.ruleset),
            night.ruleset if is_house(night.ruleset) else "",
            str(night.deck),
            str(night.first),
            "\t".join(night.players),
            " ".join(_round_text(r) for r in night.rounds),
        )
    )


def encode_night(night: Night) -> str:
    packed = zlib.compress(night_text(night).encode("utf-8"), 9)
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


def _parse(text: str) -> Night:
    lines = text.split("\n")
    if len(lines) != 7 or lines[0] != "1":
        raise _Damaged("not seven lines")
    _version, ruleset, house, deck_text, first_text, names, rounds_text = lines
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
    return replace(table, rounds=tuple(_parse_round(p, n) for p in parts))


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


def read_code(code: str) -> Decoded[Night | None]:
    """The night a code holds, never raising: None with a note when the code is damaged; the
    rounds that cannot be scored (or come after the end) left out with a note."""
    try:
        night = _parse(_unpack(code.strip()))
        rules = rules_of(night)
    except _Damaged:
        return Decoded(None, (_("the game night (the code is damaged or incomplete)"),))
    except DixitError as err:
        return Decoded(None, (_("the game night ({reason})").format(reason=why(err)),))
    t = tally_until(night, rules)
    if t.stop is not None:
        reason = why(LinkError(stop_message(t)))
        kept = replace(night, rounds=night.rounds[: max(t.stop.at_round - 1, 0)])
        if t.stop.at_round == 0:
            return Decoded(None, (_("the game night ({reason})").format(reason=reason),))
        return Decoded(kept, (_left_out(t.stop.at_round, len(night.rounds), reason),))
    if t.end is not None and t.rounds_after_end:
        k = t.end.after_round
        kept = replace(night, rounds=night.rounds[:k])
        reason = _("the game was over after round {k}").format(k=number(k))
        return Decoded(kept, (_left_out(k + 1, len(night.rounds), reason),))
    return Decoded(night)


def _left_out(first: int, last: int, reason: str) -> str:
    if first == last:
        return _("round {k} of the game night ({reason})").format(k=number(first), reason=reason)
    return _("rounds {first} to {last} of the game night ({reason})").format(
        first=number(first), last=number(last), reason=reason
    )


@dataclass(frozen=True)
class NightLink:
    """The game night page's codec: the night, or None when the address holds none."""

    keys: tuple[str, ...] = (KEY,)

    def encode(self, value: Night | None) -> Encoded:
        return {} if value is None else {KEY: encode_night(value)}

    @last_wins
    def decode(self, params: Params) -> Decoded[Night | None]:
        try:
            code = one(params, KEY)
        except LinkError as err:
            return Decoded(None, (_("the game night ({reason})").format(reason=why(err)),))
        if code is None or not code.strip():
            return Decoded(None)
        return read_code(code)


NIGHT_LINK = NightLink()
