"""A room's join code, and each member's secret.

**The join code** is ten digits, shown in three groups (`483 912 0576`): nine drawn from the
system's entropy (`secrets`) and a check digit (Damm's algorithm), which catches every single
mistyped digit and every swap of two neighbours, so a student who mistypes is told to check the
code instead of landing in another class's room. Digits only: no letter to mistake for a digit
(O and 0, I, l and 1, S and 5, B and 8 never meet), read aloud the same way in each of the site's
six languages (letter names are not: a French G is an English J), typed on a phone's number row.

Nine random digits are log2(10⁹) ≈ 29.9 bits: with R rooms open at once, one guessed code in
10⁹/R opens one (R = 300, the embedded store's bound: one in 3.3 million). Finding any room
within an hour would take about 10⁹/(R·3600) ≈ 930 guesses a second, sustained; one app
process serves well under a hundred join attempts a second in all, and each visit may miss
only `throttle.FREE` codes a minute. A guess that lands gives only a seat in the room under a
name the teacher sees (and can remove), never another member's answers.

**A member's secret** (the host's too) is 128 bits from `secrets.token_urlsafe`, given once, in
the member's own link (`me=3-…`), and stored only as its SHA-256 digest (salted with the room's
code): a copy of the store cannot be used to act as a member, and a link is checked with
`hmac.compare_digest`, in constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets

from explorer.errors import RoomError
from explorer.i18n import _, n_, number

RANDOM_DIGITS = 9
CODE_DIGITS = RANDOM_DIGITS + 1  # and the check digit
GROUPS = (3, 3, 4)  # how the code is shown: 483 912 0576
SEPARATORS = " -.\u00a0\u202f\t"  # what a visitor may type between digits (and is dropped)
MAX_TYPED = 40  # characters of a typed code read at all
SECRET_BYTES = 16  # 128 bits
HOST = 0  # the member number of the room's host

# Damm's quasigroup of order 10 (weakly totally anti-symmetric): the interim digit after each
# digit; a code is valid when the interim after its last digit is 0
_DAMM = (
    (0, 3, 1, 7, 5, 9, 8, 6, 4, 2),
    (7, 0, 9, 2, 1, 5, 4, 8, 6, 3),
    (4, 2, 0, 6, 8, 7, 1, 3, 5, 9),
    (1, 7, 5, 0, 9, 8, 3, 4, 2, 6),
    (6, 1, 2, 3, 0, 4, 5, 9, 7, 8),
    (3, 6, 7, 4, 2, 0, 9, 5, 8, 1),
    (5, 8, 6, 9, 7, 2, 0, 1, 3, 4),
    (8, 9, 4, 5, 3, 6, 2, 0, 1, 7),
    (9, 4, 3, 8, 6, 1, 7, 2, 0, 5),
    (2, 5, 8, 1, 4, 3, 6, 7, 9, 0),
)
_SECRET = re.compile(r"[A-Za-z0-9_-]{22}")
_TOKEN = re.compile(r"([0-9]{1,4})-([A-Za-z0-9_-]{22})")


def check_digit(digits: str) -> str:
    """The Damm check digit of a string of ASCII digits."""
    interim = 0
    for d in digits:
        interim = _DAMM[interim][ord(d) - 48]
    return str(interim)


def new_code() -> str:
    """A fresh join code: nine random digits and their check digit."""
    body = "".join(secrets.choice("0123456789") for _digit in range(RANDOM_DIGITS))
    return body + check_digit(body)


def is_code(text: str) -> bool:
    """Whether `text` is a join code as stored (ten ASCII digits, the last one checking)."""
    return (
        len(text) == CODE_DIGITS
        and text.isascii()
        and text.isdigit()
        and check_digit(text[:RANDOM_DIGITS]) == text[-1]
    )


def shown(code: str) -> str:
    """The code as the host's screen shows it: 483 912 0576."""
    parts, at = [], 0
    for size in GROUPS:
        parts.append(code[at : at + size])
        at += size
    return " ".join(p for p in parts if p)


def read_code(text: object) -> str:
    """A code a visitor typed, as stored (spaces, dashes and dots dropped); RoomError saying
    what is wrong: not digits, too short or long, or a mistyped digit (the check digit)."""
    if not isinstance(text, str) or len(text) > MAX_TYPED:
        raise RoomError(
            n_(
                "A room code has {n} digit, like {example}.",
                "A room code has {n} digits, like {example}.",
                CODE_DIGITS,
            ).format(n=number(CODE_DIGITS), example=shown("4839120576"))
        )
    digits = "".join(ch for ch in text if ch not in SEPARATORS)
    if not digits:
        raise RoomError(_("Type the room code shown on the teacher's screen."))
    if not (digits.isascii() and digits.isdigit()):
        raise RoomError(
            _("A room code has only digits (0 to 9), like {example}.").format(
                example=shown("4839120576")
            )
        )
    if len(digits) != CODE_DIGITS:
        raise RoomError(
            n_(
                "A room code has {n} digit; this one has {given}.",
                "A room code has {n} digits; this one has {given}.",
                CODE_DIGITS,
            ).format(n=number(CODE_DIGITS), given=number(len(digits)))
        )
    if not is_code(digits):
        raise RoomError(
            _(
                "This code has a mistyped digit (or two digits swapped): check it against the screen."
            )
        )
    return digits


# --- members' secrets --------------------------------------------------------------------------
def new_secret() -> str:
    return secrets.token_urlsafe(SECRET_BYTES)


def digest(code: str, secret: str) -> str:
    """What the store keeps of a secret: its SHA-256, salted with the room's code."""
    return hashlib.sha256(f"{code}:{secret}".encode("ascii")).hexdigest()


def token(member: int, secret: str) -> str:
    """A member's link token: their number and their secret (`3-…`; the host is 0)."""
    return f"{member}-{secret}"


def split_token(text: object) -> tuple[int, str] | None:
    """(member, secret) from a link's token, None when it is not one (checked by shape only,
    before any work)."""
    if not isinstance(text, str) or len(text) > 30:
        return None
    found = _TOKEN.fullmatch(text)
    if found is None:
        return None
    return int(found.group(1)), found.group(2)


def matches(code: str, secret: str, stored: str) -> bool:
    """Whether `secret` is the one whose digest is `stored`, compared in constant time."""
    if not _SECRET.fullmatch(secret):
        return False
    return hmac.compare_digest(digest(code, secret), stored)
