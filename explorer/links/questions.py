"""The Questions page's address: `q`, the id of the question opened (`q=three-player-draw`).

A link naming no known question opens the page with none opened and a note saying so (and the
nearest id, when one is close: a typo in a shared link). The box is the site-wide `box` key.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from explorer.errors import LinkError
from explorer.i18n import _
from explorer.links.base import SHOWN, Decoded, Encoded, Params, last_wins, one, quote, why


@dataclass(frozen=True)
class QuestionsLink:
    """The Questions page's codec, for the question ids the page offers."""

    ids: tuple[str, ...]
    keys: tuple[str, ...] = ("q",)

    def encode(self, value: str | None) -> Encoded:
        return {"q": value} if value else {}

    @last_wins
    def decode(self, params: Params) -> Decoded[str | None]:
        try:
            raw = one(params, "q")
        except LinkError as err:
            return Decoded(None, (_("the question ({reason})").format(reason=why(err)),))
        if raw is None or raw == "":
            return Decoded(None)
        if raw in self.ids:
            return Decoded(raw)
        near = difflib.get_close_matches(raw[: 2 * SHOWN], self.ids, n=1, cutoff=0.6)
        if near:
            note = _("the question {value} (no question has that id; did you mean {near}?)")
            return Decoded(None, (note.format(value=quote(raw), near=f"`{near[0]}`"),))
        return Decoded(
            None,
            (_("the question {value} (no question has that id)").format(value=quote(raw)),),
        )
