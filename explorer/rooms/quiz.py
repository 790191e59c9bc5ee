"""The class quiz: a kind of room where a teacher runs the lesson's quiz for a whole class.

The teacher opens a room on one of the box's quiz levels (`explorer.learn.quiz.levels`) for a
number of rounds; the rounds' seeds are drawn when the room opens, and every student gets the
same round at the same time. Students answer on their own phones and see their own verdict at
once (the lesson quiz's: right or wrong, the named mistake, how each point is scored); the host
sees the class live (how many answered, how many right, the commonest named mistake) and moves
the class on (`Next`), ends it (`Finish`) or starts again on another level (`Restart`). At the
end the host sees each student's score and the class's most frequent mistakes.

The hidden-information rule: a student's view holds the round on the board and their own
answers, nothing of anybody else's (not even how many answered); only the host's view counts
and names. The round's words are written when shown, in each reader's language: the state
keeps numbers and mistake ids only.

This module uses the quiz's public functions only (`levels`, `level_of`, `generate`, `check`,
`MAX_SEED`) and the mistakes' ids and texts (`MISTAKES`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Literal

from explorer.errors import RoomError
from explorer.i18n import _, language, n_, number
from explorer.learn.mistakes import MISTAKES
from explorer.learn.quiz import (
    MAX_SEED,
    Feedback,
    Named,
    Question,
    check,
    generate,
    level_of,
    levels,
)
from explorer.rooms import codes
from explorer.rooms.model import Room
from explorer.rules.files import load_rulesets
from explorer.rules.resolve import resolve
from explorer.rules.ruleset import Ruleset
from explorer.text.numbers import is_whole

NAME = "quiz"
MIN_ROUNDS, MAX_ROUNDS, DEFAULT_ROUNDS = 1, 10, 5
MAX_PLAYERS_ANSWERED = 12  # points typed per answer: one per player at the quiz's table
MAX_POINTS = 99
Phase = Literal["lobby", "round", "over"]


@dataclass(frozen=True)
class Answer:
    """One student's answer to one round: their points per player, and the verdict."""

    member: int
    points: tuple[int, ...]
    right: bool
    mistakes: tuple[str, ...]  # the named mistakes' ids (`learn.mistakes`), none when right


@dataclass(frozen=True)
class QuizState:
    level: str
    seeds: tuple[int, ...]  # one round each, drawn when the room opened
    at: int = 0  # the round on the board, from 1 (0: the class is still joining)
    over: bool = False
    answers: tuple[tuple[Answer, ...], ...] = ()  # per round opened, in the order they came

    @property
    def phase(self) -> Phase:
        return "over" if self.over else "lobby" if self.at == 0 else "round"


# --- actions ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Next:
    """The host opens the next round (after the last: the results)."""


@dataclass(frozen=True)
class Finish:
    """The host ends the quiz now: the results."""


@dataclass(frozen=True)
class Restart:
    """The host starts a new quiz in the same room (the class stays): a level, a number of
    rounds, a seed for the rounds."""

    level: str
    rounds: int
    seed: int


@dataclass(frozen=True)
class Send:
    """A student sends their points, player by player (names as the round shows them)."""

    points: Mapping[str, object]


# --- views -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class StudentQuiz:
    phase: Phase
    level: str
    round: int
    rounds: int
    question: Question | None
    answer: Answer | None  # their own answer to the round on the board
    right: int  # their own right answers so far
    answered: int  # their own answers so far


@dataclass(frozen=True)
class MistakeCount:
    """A named mistake and how many answers made it; `named` words it with the numbers of a round
    in which it was made (the latest), as the lesson's quiz does."""

    named: Named
    count: int


@dataclass(frozen=True)
class Score:
    name: str
    right: int
    answered: int
    present: bool


@dataclass(frozen=True)
class HostQuiz:
    phase: Phase
    level: str
    round: int
    rounds: int
    question: Question | None
    present: int  # members in the room
    answered: int  # answers to the round on the board
    right: int  # right ones among them
    waiting: tuple[str, ...]  # members in the room who have not answered it yet
    commonest: tuple[MistakeCount, ...]  # this round's named mistakes, commonest first
    scores: tuple[Score, ...]  # every member, best first
    mistakes: tuple[MistakeCount, ...]  # the whole quiz's named mistakes, commonest first


# --- the rounds ------------------------------------------------------------------------------
def question(ruleset: str, level: str, seed: int) -> Question:
    """The round a room's ruleset, level and seed give (the same for every member), its
    players named in the reader's language."""
    return _question(ruleset, level, seed, language())


@lru_cache(maxsize=256)
def _question(ruleset: str, level: str, seed: int, lang: str) -> Question:
    return generate(resolve(ruleset), level, seed)


def _feedback(ruleset: str, level: str, seed: int, points: tuple[int, ...]) -> Feedback:
    return _feedback_in(ruleset, level, seed, points, language())


@lru_cache(maxsize=1024)
def _feedback_in(
    ruleset: str, level: str, seed: int, points: tuple[int, ...], lang: str
) -> Feedback:
    q = question(ruleset, level, seed)
    return check(q, dict(zip(q.players, points, strict=True)), load_rulesets())


def feedback(ruleset: str, view: StudentQuiz) -> Feedback | None:
    """The verdict on the student's own answer to the round on the board, written out as the
    lesson's quiz gives it (None: not answered yet)."""
    q, a = view.question, view.answer
    if q is None or a is None:
        return None
    return _feedback(ruleset, q.level, q.seed, a.points)


def _seeds(rounds: int, seed: int) -> tuple[int, ...]:
    rng = random.Random(f"class-quiz|{seed}")
    return tuple(rng.randrange(MAX_SEED) for _round in range(rounds))


def _begin(rs: Ruleset, level: object, rounds: object, seed: int) -> QuizState:
    ids = [lv.id for lv in levels(rs)]
    if level is None:
        level = ids[0]
    if not isinstance(level, str) or level not in ids:
        level_of(rs, str(level)[:40])  # LearnError naming the levels there are
    n = DEFAULT_ROUNDS if rounds is None else rounds
    if not is_whole(n) or not MIN_ROUNDS <= n <= MAX_ROUNDS:
        raise RoomError(
            n_(
                "A class quiz has {least} to {n} round.",
                "A class quiz has {least} to {n} rounds.",
                MAX_ROUNDS,
            ).format(least=number(MIN_ROUNDS), n=number(MAX_ROUNDS))
        )
    return QuizState(str(level), _seeds(n, seed))


def _counted(
    ruleset: str, level: str, rounds: list[tuple[int, tuple[Answer, ...]]]
) -> tuple[MistakeCount, ...]:
    """The named mistakes of `rounds` (each a seed and its answers), commonest first."""
    counts: Counter[str] = Counter()
    named: dict[str, Named] = {}
    for seed, answers in rounds:
        for a in answers:
            if not a.mistakes:
                continue
            counts.update(a.mistakes)
            for n in _feedback(ruleset, level, seed, a.points).mistakes:
                named[n.mistake.id] = n
    ranked = sorted((i for i in counts if i in named), key=lambda i: (-counts[i], i))
    return tuple(MistakeCount(named[i], counts[i]) for i in ranked)


class ClassQuiz:
    name = NAME

    def start(self, ruleset: Ruleset, options: Mapping[str, object], seed: int) -> QuizState:
        return _begin(ruleset, options.get("level"), options.get("rounds"), seed)

    def act(self, room: Room, actor: int, action: object) -> QuizState:
        s: QuizState = room.state
        host = actor == codes.HOST
        if isinstance(action, Next | Finish | Restart) and not host:
            raise RoomError(_("Only the teacher moves the class on."))
        if isinstance(action, Restart):
            return _begin(resolve(room.ruleset), action.level, action.rounds, action.seed)
        if isinstance(action, Finish):
            return replace(s, over=True)
        if isinstance(action, Next):
            if s.over:
                raise RoomError(_("The quiz is over: start a new one to play again."))
            if s.at >= len(s.seeds):
                return replace(s, over=True)
            return replace(s, at=s.at + 1, answers=(*s.answers, ()))
        if isinstance(action, Send):
            return self._send(room, s, actor, action)
        raise RoomError(_("A class quiz cannot do that."))

    def _send(self, room: Room, s: QuizState, actor: int, action: Send) -> QuizState:
        if actor == codes.HOST:
            raise RoomError(_("The teacher's screen does not answer."))
        if s.phase != "round":
            raise RoomError(_("No round is open: wait for your teacher."))
        now = s.answers[-1]
        if any(a.member == actor for a in now):
            raise RoomError(_("You have already answered this round."))
        q = question(room.ruleset, s.level, s.seeds[s.at - 1])
        fb = check(q, action.points, load_rulesets())  # LearnError naming a missing point
        answer = Answer(
            actor,
            tuple(p.given for p in fb.players),
            fb.right,
            tuple(n.mistake.id for n in fb.mistakes),
        )
        return replace(s, answers=(*s.answers[:-1], (*now, answer)))

    def view(self, room: Room, viewer: int) -> StudentQuiz | HostQuiz:
        s: QuizState = room.state
        q = question(room.ruleset, s.level, s.seeds[s.at - 1]) if s.phase == "round" else None
        if viewer != codes.HOST:
            mine = [a for r in s.answers for a in r if a.member == viewer]
            now = next((a for a in s.answers[-1] if a.member == viewer), None) if q else None
            return StudentQuiz(
                s.phase,
                s.level,
                s.at,
                len(s.seeds),
                q,
                now,
                sum(a.right for a in mine),
                len(mine),
            )
        this = list(s.answers[-1]) if q else []
        done = {a.member for a in this}
        every = [a for r in s.answers for a in r]
        scores = [
            Score(
                m.name,
                sum(a.right for a in every if a.member == m.id),
                sum(a.member == m.id for a in every),
                m.present,
            )
            for m in room.members
        ]
        return HostQuiz(
            s.phase,
            s.level,
            s.at,
            len(s.seeds),
            q,
            len(room.present),
            len(this),
            sum(a.right for a in this),
            tuple(m.name for m in room.present if m.id not in done),
            _counted(room.ruleset, s.level, [(s.seeds[s.at - 1], tuple(this))] if q else []),
            tuple(sorted(scores, key=lambda c: (-c.right, c.name.casefold()))),
            _counted(room.ruleset, s.level, list(zip(s.seeds, s.answers, strict=False))),
        )

    def closed(self, state: Any) -> str | None:
        return None  # latecomers join the round on the board

    def taken(self, state: Any) -> tuple[str, ...]:
        return ()  # the teacher has no name in the room

    def forget(self, state: Any, member: int) -> QuizState:
        s: QuizState = state
        kept = tuple(tuple(a for a in r if a.member != member) for r in s.answers)
        return replace(s, answers=kept)

    # --- the wire form ------------------------------------------------------------------------
    def dump(self, state: Any) -> dict[str, Any]:
        s: QuizState = state
        return {
            "level": s.level,
            "seeds": list(s.seeds),
            "at": s.at,
            "over": s.over,
            "answers": [
                [[a.member, list(a.points), a.right, list(a.mistakes)] for a in r]
                for r in s.answers
            ],
        }

    def load(self, data: Any) -> QuizState:
        try:
            level, seeds, at, over = data["level"], data["seeds"], data["at"], data["over"]
            rounds = data["answers"]
            ok = (
                isinstance(level, str)
                and len(level) <= 40
                and isinstance(seeds, list)
                and MIN_ROUNDS <= len(seeds) <= MAX_ROUNDS
                and all(_whole(x, MAX_SEED - 1) for x in seeds)
                and _whole(at, len(seeds))
                and isinstance(over, bool)
                and isinstance(rounds, list)
                and len(rounds) == at
            )
            if not ok:
                raise TypeError
            answers = tuple(tuple(_answer(a) for a in r) for r in rounds)
        except (KeyError, TypeError, ValueError):
            raise RoomError(_("This room's record is damaged.")) from None
        return QuizState(level, tuple(seeds), at, over, answers)


def _whole(x: object, most: int) -> bool:
    return is_whole(x) and 0 <= x <= most


def _answer(raw: object) -> Answer:
    if not isinstance(raw, list) or len(raw) != 4:
        raise TypeError
    member, points, right, mistakes = raw
    if not (
        _whole(member, 10**4)
        and isinstance(points, list)
        and len(points) <= MAX_PLAYERS_ANSWERED
        and all(_whole(p, MAX_POINTS) for p in points)
        and isinstance(right, bool)
        and isinstance(mistakes, list)
        and len(mistakes) <= len(MISTAKES)
        and all(isinstance(i, str) and len(i) <= 40 for i in mistakes)
    ):
        raise TypeError
    return Answer(member, tuple(points), right, tuple(mistakes))
