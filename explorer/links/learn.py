"""The lesson's address: `step`, the step on screen, counted from 1 (a teacher can send
"step 4"). The box is the site-wide `box` key (`explorer.links.box`)."""

from __future__ import annotations

from dataclasses import dataclass

from explorer.errors import LinkError
from explorer.links.base import Decoded, Encoded, Params, one, quote, whole_number, why


@dataclass(frozen=True)
class LearnLink:
    """The lesson page's codec for a lesson of `steps` steps: a step past the end is the last
    step, a step that is not a number is the first, each with a note."""

    steps: int
    keys: tuple[str, ...] = ("step",)

    def encode(self, value: int) -> Encoded:
        return {} if value <= 1 else {"step": str(value)}

    def decode(self, params: Params) -> Decoded[int]:
        try:
            raw = one(params, "step")
        except LinkError as err:
            return Decoded(1, (f"the step ({why(err)})",))
        if raw is None:
            return Decoded(1)
        number = whole_number(raw)
        if number is None:
            return Decoded(
                1, (f"the step {quote(raw)} (a step is a number from 1 to {self.steps})",)
            )
        if number < 1:
            return Decoded(1, (f"the step {number} (steps start at 1)",))
        if number > self.steps:
            return Decoded(
                self.steps,
                (f"the step {number} (this lesson has {self.steps} steps: showing the last)",),
            )
        return Decoded(number)
