"""The practice page's address: `game`, the resume code of the game on screen."""

from __future__ import annotations

from dataclasses import dataclass

from explorer.errors import LinkError
from explorer.i18n import _
from explorer.links.base import Decoded, Encoded, Params, last_wins, one, why


@dataclass(frozen=True)
class PracticeLink:
    """The practice page's codec: the game's resume code, or None when no game is in the link.
    The code itself is read (and refused when damaged) by `explorer.game.resume`."""

    keys: tuple[str, ...] = ("game",)

    def encode(self, value: str | None) -> Encoded:
        return {"game": value} if value else {}

    @last_wins
    def decode(self, params: Params) -> Decoded[str | None]:
        try:
            return Decoded(one(params, "game"))
        except LinkError as err:
            # TRANSLATORS: a part of a link that was left out; {why} says what was wrong with it
            return Decoded(None, (_("the game ({why})").format(why=why(err)),))
