"""The kinds of room the site has, by name: the class quiz, the practice game across phones and
a game night live on every phone (`evening`); `explorer.rooms.kind` says what one needs."""

from __future__ import annotations

from explorer.errors import RoomError
from explorer.i18n import _
from explorer.rooms.evening import NAME as NIGHT
from explorer.rooms.evening import LiveEvening
from explorer.rooms.kind import Kind
from explorer.rooms.practice import NAME as PRACTICE
from explorer.rooms.practice import PracticeTable
from explorer.rooms.quiz import NAME as QUIZ
from explorer.rooms.quiz import ClassQuiz

KINDS: dict[str, Kind] = {QUIZ: ClassQuiz(), PRACTICE: PracticeTable(), NIGHT: LiveEvening()}


def kind_of(name: str) -> Kind:
    """The kind called `name`; RoomError for a kind the site does not have."""
    found = KINDS.get(name)
    if found is None:
        raise RoomError(_("There is no kind of room called {name}.").format(name=repr(name)[:40]))
    return found


def kinds() -> tuple[str, ...]:
    return tuple(KINDS)
