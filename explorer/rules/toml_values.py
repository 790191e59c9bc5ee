"""Reading one value of a ruleset file, checked: whole numbers within bounds, texts (a string or
a table of languages), tables with their keys, player ranges and words from a list; each
failure a `RulesetError` naming the file, the field and the problem, in the reader's language.
Every rule's parser (`explorer.rules.specs`) and the file's header (`explorer.rules.parse`) read
with these.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import DEFAULT, N_, Text, _, n_, number
from explorer.i18n import LANGUAGES as SITE_LANGUAGES
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.values import PlayerSpan, RuleValue
from explorer.text.numbers import is_whole


class Ctx:
    """Where we are in a file, for error messages."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, field: str, problem: str) -> RulesetError:
        return RulesetError(self.source, field, problem)


Parser = Callable[[Ctx, str, Any], RuleValue]


_TYPE_NAMES: dict[type, str] = {
    bool: N_("a boolean"),
    int: N_("an integer"),
    float: N_("a number"),
    str: N_("a string"),
    list: N_("a list"),
    dict: N_("a table"),
}


def type_name(value: object) -> str:
    """What kind of TOML value `value` is, in the reader's language ("a table")."""
    name = _TYPE_NAMES.get(type(value))
    return _(name) if name is not None else type(value).__name__


_BARE_KEY = re.compile(r"[A-Za-z0-9_\-]{1,40}")
MAX_KEYS_NAMED = 5  # an error lists at most this many keys, then how many there are


def key_name(key: object) -> str:
    """A key of a file as an error message names it: as written when it is a short bare key,
    else quoted with its control and invisible characters escaped (a key may hold anything)."""
    text = str(key)
    return text if _BARE_KEY.fullmatch(text) else repr(text[:40] + ("…" if text[40:] else ""))


def key_list(keys: Iterable[object]) -> str:
    """Keys for an error message: the first few named, then how many there are in all."""
    every = list(keys)
    named = ", ".join(key_name(k) for k in every[:MAX_KEYS_NAMED])
    if len(every) <= MAX_KEYS_NAMED:
        return named
    return _("{keys}… ({count} in all)").format(keys=named, count=number(len(every)))


def _int_shown(value: int) -> str:
    """An integer for an error message; a huge one by its length (a file may hold a
    310-digit number, which neither Babel nor `str` should be asked to write)."""
    if abs(value) < 10**15:
        return number(value)
    digits = math.floor(math.log10(abs(value))) + 1
    if abs(value) < 10 ** (digits - 1):  # log10 rounds up just below a power of ten
        digits -= 1
    return n_("a number {digits} digit long", "a number {digits} digits long", digits).format(
        digits=number(digits)
    )


def read_int(ctx: Ctx, field: str, raw: Any, low: int, high: int) -> int:
    if not is_whole(raw):
        raise ctx.fail(field, _("must be an integer, not {kind}").format(kind=type_name(raw)))
    if not low <= raw <= high:
        raise ctx.fail(
            field,
            _("must be between {low} and {high}, not {value}").format(
                low=number(low), high=number(high), value=_int_shown(raw)
            ),
        )
    return raw


def read_str(ctx: Ctx, field: str, raw: Any) -> str:
    if not isinstance(raw, str):
        raise ctx.fail(field, _("must be a string, not {kind}").format(kind=type_name(raw)))
    if not raw.strip():
        raise ctx.fail(field, _("must not be empty"))
    return raw


def read_text(ctx: Ctx, field: str, raw: Any) -> Text:
    """A text a person reads (a name, a summary, a translation, a note, a label): a plain
    string (English only, as older and uploaded files write it) or a table of languages with
    English required, `{ en = "…", fr = "…", ru = "…" }`. Either way a `Text` (English is its
    str value; `tr()` gives the reader's language)."""
    if isinstance(raw, str):
        return Text(read_str(ctx, field, raw))
    if not isinstance(raw, dict):
        raise ctx.fail(
            field,
            _('must be a string or a table of languages (en = "…", fr = "…"), not {kind}').format(
                kind=type_name(raw)
            ),
        )
    codes = ", ".join(SITE_LANGUAGES)
    for lang in raw:
        if lang not in SITE_LANGUAGES:
            raise ctx.fail(
                f"{field}.{key_name(lang)}",
                _("is not a language code the site knows (use {codes})").format(codes=codes),
            )
    if DEFAULT not in raw:
        raise ctx.fail(
            field, _('needs its English text (en = "…"); the other languages are optional')
        )
    return Text({lang: read_str(ctx, f"{field}.{lang}", text) for lang, text in raw.items()})


def read_table(
    ctx: Ctx, field: str, raw: Any, required: set[str], optional: frozenset[str] = frozenset()
) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise ctx.fail(field, _("must be a table, not {kind}").format(kind=type_name(raw)))
    missing = sorted(required - raw.keys())
    if missing:
        raise ctx.fail(field, _("missing key(s): {keys}").format(keys=", ".join(missing)))
    unknown = sorted(raw.keys() - required - optional)
    if unknown:
        raise ctx.fail(field, _("unknown key(s): {keys}").format(keys=key_list(unknown)))
    return raw


def read_span(ctx: Ctx, field: str, raw: Any) -> PlayerSpan:
    if not isinstance(raw, list) or len(raw) != 2:
        raise ctx.fail(field, _("must be a list of two player counts [low, high]"))
    low = read_int(ctx, f"{field}[0]", raw[0], MIN_PLAYERS, MAX_PLAYERS)
    high = read_int(ctx, f"{field}[1]", raw[1], MIN_PLAYERS, MAX_PLAYERS)
    if low > high:
        raise ctx.fail(
            field,
            _("is an impossible range: {low} is above {high}").format(
                low=number(low), high=number(high)
            ),
        )
    return PlayerSpan(low, high)


def read_choice(ctx: Ctx, field: str, raw: Any, choices: tuple[str, ...]) -> str:
    value = read_str(ctx, field, raw)
    if value not in choices:
        raise ctx.fail(
            field,
            _("must be one of {choices}, not {value}").format(
                choices=", ".join(choices), value=repr(value)[:60]
            ),
        )
    return value
