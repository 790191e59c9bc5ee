"""Player names: the one set of rules every part of the project applies, and counted words.

A name is what the player typed with its end spaces removed: 1 to `MAX_NAME` characters of plain
text (no control or stray format characters, `explorer.text.plain`), and no comma, because
links and sentences list names with commas. Two players at one table may not share a name, in
any mix of upper and lower case ("Ada" and "ada" would read as one player).

The name a table gives its house rules follows the same rules (`title_problem`), commas allowed
(an edition's own name has one, and no list of house rules is written with commas).
"""

from __future__ import annotations

import string
from collections.abc import Callable, Sequence
from typing import Literal

from explorer.errors import DixitError, SituationError
from explorer.i18n import _, n_, number
from explorer.limits import MAX_NAME
from explorer.text.plain import plain_text

Refuse = Callable[[str], DixitError]
Fault = Literal["empty", "long", "hidden", "comma"]


def name_fault(name: str, *, commas: bool = False) -> Fault | None:
    """The first rule `name` (end spaces stripped) breaks, else None: "empty", "long" (more
    than MAX_NAME characters), "hidden" (control or stray format characters, such as NUL or a
    direction override), "comma" (unless `commas`). The one place these rules are written."""
    clean = name.strip()
    if not clean:
        return "empty"
    if len(clean) > MAX_NAME:
        return "long"
    if not plain_text(clean):
        return "hidden"
    if not commas and "," in clean:
        return "comma"
    return None


def seat(index: int) -> str:
    """A seat as messages name it: "player 3" for index 2, in the reader's language."""
    # TRANSLATORS: a seat at the table, named in error messages ("player 3 needs a name…")
    return _("player {number}").format(number=number(index + 1))


def check_name(name: object, what: str | None = None, refuse: Refuse = SituationError) -> str:
    """The name with its end spaces stripped; `refuse(message)` is raised when it breaks a rule
    (`what` names the seat in the message, in the reader's language, e.g. `seat(2)`)."""
    # TRANSLATORS: what an error message calls a name when it knows no seat
    who = _("a name") if what is None else what
    if not isinstance(name, str):
        shown = repr(name)[:40]
        raise refuse(
            # TRANSLATORS: {what} is e.g. "player 3" or "the storyteller"; {value} is code
            _("{what} must be a non-empty player name, not {value}.").format(what=who, value=shown)
        )
    clean = name.strip()
    fault = name_fault(clean)
    if fault == "empty":
        raise refuse(_("{what} needs a name: it cannot be empty.").format(what=who))
    if fault == "long":
        raise refuse(
            _("{what}'s name is too long ({length} characters; at most {most}).").format(
                what=who, length=number(len(clean)), most=number(MAX_NAME)
            )
        )
    if fault == "hidden":
        raise refuse(
            _(
                "{what}'s name cannot contain control characters or invisible direction marks."
            ).format(what=who)
        )
    if fault == "comma":
        raise refuse(
            _(
                "{what}'s name cannot contain a comma (links and sentences list names with commas)."
            ).format(what=who)
        )
    return clean


def title_problem(title: str) -> str | None:
    """What is wrong with a name given to something rather than someone (a table's house
    rules): the player-name rules, commas allowed, as the end of a sentence about the name
    ("is too long (45 characters; at most 40)"); None when it is fine."""
    fault = name_fault(title, commas=True)
    if fault == "empty":
        return _("cannot be empty")
    if fault == "long":
        return _("is too long ({length} characters; at most {most})").format(
            length=number(len(title.strip())), most=number(MAX_NAME)
        )
    if fault == "hidden":
        return _("cannot contain control characters or invisible direction marks")
    return None


def _seat_name(name: object, index: int, refuse: Refuse) -> str:
    """One seat's name checked; the seat is named (a translated label) only when it is refused,
    so a table scored many times over (a game night) checks its names without writing words."""
    if isinstance(name, str):
        clean = name.strip()
        if name_fault(clean) is None:
            return clean
    return check_name(name, seat(index), refuse)


def check_names(names: Sequence[object], refuse: Refuse = SituationError) -> tuple[str, ...]:
    """Every seat's name checked (seats counted from 1 in messages), and no two alike."""
    clean = tuple(_seat_name(n, i, refuse) for i, n in enumerate(names))
    seen: dict[str, str] = {}
    for name in clean:
        key = name.casefold()
        if key in seen:
            if seen[key] == name:
                raise refuse(
                    _("{name} is at the table twice; names must differ.").format(name=repr(name))
                )
            raise refuse(
                _(
                    "{first} and {second} are one name twice (whatever the case of the "
                    "letters); names must differ."
                ).format(first=repr(seen[key]), second=repr(name))
            )
        seen[key] = name
    return clean


def default_names(n: int, taken: Sequence[str] = ()) -> tuple[str, ...]:
    """`n` names A, B, C…, skipping names already `taken` (never more than 26 are needed)."""
    used = {t.casefold() for t in taken}
    free = [c for c in string.ascii_uppercase if c.casefold() not in used]
    return tuple(free[:n])


# Names and clauses in a sentence are `explorer.i18n.join_list` and `semicolons` themselves;
# the lesson's quiz view still imports this name for `join_list` (drop it once it says join_list)


def players_words(low: int, high: int) -> str:
    """'3–6 players' ('3–6 игроков'; '4 players' when low == high): the one wording of a
    player range, counted by its upper end as the reader's language counts."""
    if low == high:
        return n_("{n} player", "{n} players", high).format(n=number(high))
    return n_("{low}–{n} player", "{low}–{n} players", high).format(low=number(low), n=number(high))


def count(n: int, noun: str) -> str:
    """'1 vote', '2 votes' ('1 голос', '2 голоса', '5 голосов'): `noun` is one of vote, point,
    card, player, turn (the English singular), counted as the reader's language counts."""
    forms = _COUNTS.get(noun)
    if forms is None:
        raise KeyError(f"count() knows no noun {noun!r}: add it to explorer.text.names")
    return forms(n).format(n=number(n))


_COUNTS: dict[str, Callable[[int], str]] = {
    "vote": lambda n: n_("{n} vote", "{n} votes", n),
    "point": lambda n: n_("{n} point", "{n} points", n),
    "card": lambda n: n_("{n} card", "{n} cards", n),
    "player": lambda n: n_("{n} player", "{n} players", n),
    "turn": lambda n: n_("{n} turn", "{n} turns", n),
}
