"""The site-wide `box` key: the ruleset of the box the visitor has at home (a ruleset id).

Every page keeps it (it is in `links.base.GLOBAL_KEYS`) and takes it as its default edition.
An unknown id is left out with a note; the key absent means no box chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from explorer.errors import LinkError
from explorer.i18n import _
from explorer.links.base import Decoded, Encoded, Params, last_wins, not_an_edition, one, why


@dataclass(frozen=True)
class BoxLink:
    """The codec of the `box` key, for the ruleset ids the site offers."""

    rulesets: Sequence[str]
    keys: tuple[str, ...] = ("box",)

    def encode(self, value: str | None) -> Encoded:
        return {"box": value} if value else {}

    @last_wins
    def decode(self, params: Params) -> Decoded[str | None]:
        try:
            raw = one(params, "box")
        except LinkError as err:
            return Decoded(None, (_("the box ({reason})").format(reason=why(err)),))
        if raw is None or raw == "":
            return Decoded(None)
        if raw not in self.rulesets:
            return Decoded(None, (not_an_edition(_("the box"), raw),))
        return Decoded(raw)
