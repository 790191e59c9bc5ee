"""The lesson's address: `step`, the step on screen, by its stable name (`step=scoring` opens
the same part of every box's lesson) or its number counted from 1 (a teacher can send "step
4"); and on the quiz, `quiz`, the round on screen as its level and seed (`quiz=scoring-48213`),
so a link reproduces the round. The box is the site-wide `box` key (`explorer.links.box`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from explorer.errors import LinkError
from explorer.i18n import _, n_, number
from explorer.links.base import Decoded, Encoded, Params, last_wins, one, quote, whole_number, why

MAX_SEED_DIGITS = 9  # a quiz round's seed is below 10**9 (explorer.learn.quiz.MAX_SEED)
_QUIZ = re.compile(rf"(?:([a-z][a-z-]{{0,30}})-)?([0-9]{{1,{MAX_SEED_DIGITS}}})")


@dataclass(frozen=True)
class LearnPlace:
    """Where the learner is: the step (from 1) and, on the quiz, the round on screen as (level
    id, seed)."""

    step: int
    quiz: tuple[str, int] | None = None


@dataclass(frozen=True)
class LearnLink:
    """The lesson page's codec for a lesson of `steps` steps named `names` (in order; none: by
    number only) whose quiz has the levels `levels` (the first is the quiz's start). A step
    past the end is the last step, an unknown step the first, a quiz code that cannot be read
    is left out, each with a note."""

    steps: int
    names: tuple[str, ...] = ()
    levels: tuple[str, ...] = ()
    keys: tuple[str, ...] = ("step", "quiz")

    def encode(self, value: LearnPlace | int) -> Encoded:
        place = value if isinstance(value, LearnPlace) else LearnPlace(value)
        step = max(1, min(place.step, self.steps))
        out: Encoded = {
            "step": self.names[step - 1] if len(self.names) == self.steps else str(step)
        }
        if place.quiz is not None:
            level, seed = place.quiz
            out["quiz"] = f"{level}-{seed}"
        return out

    @last_wins
    def decode(self, params: Params) -> Decoded[LearnPlace]:
        notes: list[str] = []
        step = self._step(params, notes)
        quiz = self._quiz(params, notes)
        return Decoded(LearnPlace(step, quiz), tuple(notes))

    def _step(self, params: Params, notes: list[str]) -> int:
        try:
            raw = one(params, "step")
        except LinkError as err:
            notes.append(_("the step ({why})").format(why=why(err)))
            return 1
        if raw is None:
            return 1
        if raw.strip() in self.names:
            return self.names.index(raw.strip()) + 1
        step = whole_number(raw)
        if step is None:
            if self.names:
                note = _(
                    "the step {step} (a step is a name such as {example} or a number from 1 to "
                    "{last})"
                ).format(step=quote(raw), example=self.names[-1], last=number(self.steps))
            else:
                note = _("the step {step} (a step is a number from 1 to {last})").format(
                    step=quote(raw), last=number(self.steps)
                )
            notes.append(note)
            return 1
        if step < 1:
            notes.append(_("the step {step} (steps start at 1)").format(step=step))
            return 1
        if step > self.steps:
            notes.append(
                n_(
                    "the step {step} (this lesson has {n} step: showing the last)",
                    "the step {step} (this lesson has {n} steps: showing the last)",
                    self.steps,
                ).format(step=step, n=number(self.steps))
            )
            return self.steps
        return step

    def _quiz(self, params: Params, notes: list[str]) -> tuple[str, int] | None:
        try:
            raw = one(params, "quiz")
        except LinkError as err:
            notes.append(_("the quiz round ({why})").format(why=why(err)))
            return None
        if raw is None:
            return None
        found = _QUIZ.fullmatch(raw.strip())
        level = found.group(1) if found else None
        if found is None or not self.levels or (level is not None and level not in self.levels):
            notes.append(
                _(
                    "the quiz round {code} (a round is a level and a number, as in {example})"
                ).format(
                    code=quote(raw), example=f"{self.levels[0] if self.levels else 'scoring'}-1234"
                )
            )
            return None
        return (level or self.levels[0], int(found.group(2)))
