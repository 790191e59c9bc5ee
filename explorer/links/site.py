"""The site-wide keys of every address (`links.base.GLOBAL_KEYS`), as one value and one codec.

`Site` holds the visitor's box (`box=`, explorer.links.box), their house rules (`house=`,
explorer.links.house) and the language they chose (`lang=`; None when the page simply follows
their browser, which is never written into a link). `SiteLink` reads and writes all three the
way every page codec does: decoding never fails, and each part it leaves out has a note.
`explorer.ui.common.binder` keeps them in every address and restores them when navigation drops
them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from explorer.errors import LinkError
from explorer.i18n import DEFAULT, LANGUAGES, NATIVE_NAMES, _
from explorer.links.base import GLOBAL_KEYS, Decoded, Encoded, Params, last_wins, one, quote, why
from explorer.links.box import BoxLink
from explorer.links.house import HOUSE_LINK

LANG = "lang"


@dataclass(frozen=True)
class Site:
    """What every page keeps in its address: the box, the house rules, the chosen language."""

    box: str | None = None
    house: str | None = None  # house rules, by their ident (explorer.rules.resolve)
    lang: str | None = None


@dataclass(frozen=True)
class LangLink:
    """The `lang` key: one of the site's languages, or None. `shown` is the language the page
    is shown in instead of one the site does not speak (the note names it)."""

    shown: str = DEFAULT
    keys: tuple[str, ...] = (LANG,)

    def encode(self, value: str | None) -> Encoded:
        return {LANG: value} if value else {}

    @last_wins
    def decode(self, params: Params) -> Decoded[str | None]:
        try:
            raw = one(params, LANG)
        except LinkError as err:
            return Decoded(None, (_("the language ({reason})").format(reason=why(err)),))
        if raw is None or raw == "" or raw in LANGUAGES:
            return Decoded(raw or None)
        note = _(
            "The link asked for the language {value}, which this site does not speak; "
            "it is shown in {language}."
        ).format(value=quote(raw), language=NATIVE_NAMES.get(self.shown, NATIVE_NAMES[DEFAULT]))
        return Decoded(None, (note,))


@dataclass(frozen=True)
class SiteLink:
    """The codec of the site-wide keys, for the editions the site ships (`rulesets`)."""

    rulesets: Sequence[str]
    shown: str = DEFAULT
    keys: tuple[str, ...] = field(default=GLOBAL_KEYS)

    def encode(self, value: Site) -> Encoded:
        return {
            **BoxLink(self.rulesets).encode(value.box),
            **HOUSE_LINK.encode(value.house),
            **LangLink(self.shown).encode(value.lang),
        }

    def decode(self, params: Params) -> Decoded[Site]:
        lang = LangLink(self.shown).decode(params)
        box = BoxLink(self.rulesets).decode(params)
        house = HOUSE_LINK.decode(params)
        return Decoded(
            Site(box.value, house.value, lang.value), lang.notes + box.notes + house.notes
        )
