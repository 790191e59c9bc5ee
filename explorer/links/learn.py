"""The lesson's address: `step`, the step on screen, counted from 1 (a teacher can send
"step 4"). The box is the site-wide `box` key (`explorer.links.box`)."""

from __future__ import annotations

from dataclasses import dataclass

from explorer.errors import LinkError
from explorer.i18n import _, n_, number
from explorer.links.base import Decoded, Encoded, Params, last_wins, one, quote, whole_number, why


@dataclass(frozen=True)
class LearnLink:
    """The lesson page's codec for a lesson of `steps` steps: a step past the end is the last
    step, a step that is not a number is the first, each with a note."""

    steps: int
    keys: tuple[str, ...] = ("step",)

    def encode(self, value: int) -> Encoded:
        return {} if value <= 1 else {"step": str(value)}

    @last_wins
    def decode(self, params: Params) -> Decoded[int]:
        try:
            raw = one(params, "step")
        except LinkError as err:
            return Decoded(1, (_("the step ({why})").format(why=why(err)),))
        if raw is None:
            return Decoded(1)
        step = whole_number(raw)
        if step is None:
            note = _("the step {step} (a step is a number from 1 to {last})").format(
                step=quote(raw), last=number(self.steps)
            )
            return Decoded(1, (note,))
        if step < 1:
            return Decoded(1, (_("the step {step} (steps start at 1)").format(step=step),))
        if step > self.steps:
            note = n_(
                "the step {step} (this lesson has {n} step: showing the last)",
                "the step {step} (this lesson has {n} steps: showing the last)",
                self.steps,
            ).format(step=step, n=number(self.steps))
            return Decoded(self.steps, (note,))
        return Decoded(step)
