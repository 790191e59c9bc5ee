"""Player names: the one set of rules every part of the project applies, and names in sentences.

A name is what the player typed with its end spaces removed: 1 to `MAX_NAME` characters of plain
text (no control or stray format characters, `explorer.text.plain`), and no comma, because
links and sentences list names with commas. Two players at one table may not share a name, in
any mix of upper and lower case ("Ada" and "ada" would read as one player).
"""

from __future__ import annotations

import string
from collections.abc import Callable, Sequence

from explorer.errors import DixitError, SituationError
from explorer.limits import MAX_NAME
from explorer.text.plain import plain_text

Refuse = Callable[[str], DixitError]


def check_name(name: object, what: str = "a name", refuse: Refuse = SituationError) -> str:
    """The name with its end spaces stripped; `refuse(message)` is raised when it breaks a rule
    (`what` names the seat in the message, e.g. "player 3")."""
    if not isinstance(name, str):
        raise refuse(f"{what} must be a non-empty player name, not {name!r}.")
    if not name.strip():
        raise refuse(f"{what} needs a name: it cannot be empty.")
    clean = name.strip()
    if len(clean) > MAX_NAME:
        raise refuse(f"{what}'s name is too long ({len(clean)} characters; at most {MAX_NAME}).")
    if not plain_text(clean):
        raise refuse(
            f"{what}'s name cannot contain control characters or invisible direction marks."
        )
    if "," in clean:
        raise refuse(
            f"{what}'s name cannot contain a comma (links and sentences list names with commas)."
        )
    return clean


def check_names(names: Sequence[object], refuse: Refuse = SituationError) -> tuple[str, ...]:
    """Every seat's name checked (seats counted from 1 in messages), and no two alike."""
    clean = tuple(check_name(n, f"Player {i + 1}", refuse) for i, n in enumerate(names))
    seen: dict[str, str] = {}
    for name in clean:
        key = name.casefold()
        if key in seen:
            if seen[key] == name:
                raise refuse(f"{name!r} is at the table twice; names must differ.")
            raise refuse(
                f"{seen[key]!r} and {name!r} are one name twice (whatever the case of the "
                "letters); names must differ."
            )
        seen[key] = name
    return clean


def default_names(n: int, taken: Sequence[str] = ()) -> tuple[str, ...]:
    """`n` names A, B, C…, skipping names already `taken` (never more than 26 are needed)."""
    used = {t.casefold() for t in taken}
    free = [c for c in string.ascii_uppercase if c.casefold() not in used]
    return tuple(free[:n])


def join_names(names: Sequence[str]) -> str:
    """Names in a sentence: 'A', 'A and B', 'A, B and C' ('' for none)."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def count(n: int, noun: str) -> str:
    """'1 vote', '2 votes'."""
    return f"{n} {noun}{'' if n == 1 else 's'}"
