"""Every question, in its group and order, and the ones players ask most."""

from __future__ import annotations

from explorer.i18n import N_, _
from explorer.questions import boxes, clue, ending, players, scoring, setup, voting
from explorer.questions.model import GroupId, Question

GROUPS: tuple[tuple[GroupId, str], ...] = (
    ("setup", N_("Setting up")),
    ("clue", N_("The clue")),
    ("hand-in", N_("Handing in a card")),
    ("voting", N_("Voting")),
    ("scoring", N_("Scoring")),
    ("end", N_("The end of the game")),
    ("players", N_("Player counts")),
    ("boxes", N_("Boxes and variants")),
)

_ALL = (
    *setup.QUESTIONS,
    *clue.QUESTIONS,
    *voting.QUESTIONS,
    *scoring.QUESTIONS,
    *ending.QUESTIONS,
    *players.QUESTIONS,
    *boxes.QUESTIONS,
)
_ORDER = {gid: i for i, (gid, _title) in enumerate(GROUPS)}
QUESTIONS: tuple[Question, ...] = tuple(sorted(_ALL, key=lambda q: _ORDER[q.group]))
BY_ID: dict[str, Question] = {q.id: q for q in QUESTIONS}
IDS: tuple[str, ...] = tuple(BY_ID)

# What players ask most (Home and the lesson link to them), most asked first.
MOST_ASKED: tuple[str, ...] = (
    "everybody-found",
    "storyteller-vote",
    "three-player-draw",
    "two-players",
    "in-jokes",
    "bonus-cap",
    "how-scoring",
)


def question(question_id: str) -> Question:
    """The question with that id (KeyError for an unknown one)."""
    return BY_ID[question_id]


def group_title(group: GroupId) -> str:
    """The group's title in the reader's language."""
    return _(dict(GROUPS)[group])


def in_group(group: GroupId) -> tuple[Question, ...]:
    return tuple(q for q in QUESTIONS if q.group == group)
