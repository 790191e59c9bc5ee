"""Numbers and percentages as the reader's language writes them (3,5 % in French, 3.5% in
English; grouping too)."""

from __future__ import annotations

import functools

from babel import Locale
from babel.numbers import format_decimal, format_percent

from explorer.i18n.current import language
from explorer.i18n.languages import BABEL_LOCALES


def _locale() -> Locale:
    return _parsed(BABEL_LOCALES.get(language(), "en"))


# the seven locales, parsed once: Babel re-reads a locale given by name on every call
@functools.lru_cache(maxsize=8)
def _parsed(code: str) -> Locale:
    return Locale.parse(code)


def number(value: float, decimals: int = 0) -> str:
    """`value` with exactly `decimals` decimals (integers as they are), in the reader's style."""
    if decimals <= 0 and type(value) is int and -1000 < value < 1000:
        return str(value)  # no grouping below a thousand, the same hyphen-minus in all six
    pattern = "#,##0" + ("." + "0" * decimals if decimals > 0 else "")
    return format_decimal(value, format=pattern, locale=_locale())


def percent(fraction: float, decimals: int = 0) -> str:
    """`fraction` (0.25) as a percentage ("25%", "25 %" in French), in the reader's style."""
    locale = _locale()
    return format_percent(fraction, format=_percent_pattern(str(locale), decimals), locale=locale)


@functools.cache  # bounded: seven locales × the few decimal counts the site uses
def _percent_pattern(locale: str, decimals: int) -> str:
    """The locale's own percent pattern ("#,##0 %" in French) with `decimals` decimals."""
    pattern: str = Locale.parse(locale).percent_formats[None].pattern
    head, sep, tail = pattern.partition("0")
    return head + sep + ("." + "0" * decimals if decimals > 0 else "") + tail
