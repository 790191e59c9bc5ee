"""How the lab writes an estimate and its interval (`explorer.lab.stats`) in its sentences.

Every bound is rounded once (`Estimate.rounded`) and printed from the rounded number, so what a
sentence says (`verdict_words`, read off the same rounded bounds by `stats.verdict`) always
agrees with the interval printed beside it.
"""

from __future__ import annotations

from collections.abc import Callable

from explorer.i18n import _, number, percent
from explorer.lab.stats import Estimate, Verdict, verdict

Fmt = Callable[[float], str]


def level_text(est: Estimate) -> str:
    """The interval's confidence, "95%" (one decimal where it needs one: "99.7%")."""
    whole = round(est.level * 100, 1)
    return percent(est.level, 0 if float(whole).is_integer() else 1)


def plain(decimals: int) -> Fmt:
    return lambda x: number(x, decimals)


def percent_of(decimals: int) -> Fmt:
    """A share (0.25) as a percentage."""
    return lambda x: percent(x, decimals)


def signed_text(x: float, decimals: int) -> str:
    """`x` with its sign always written (+1.5, −0.3; 0.0 as it is)."""
    if x == 0:
        return number(0.0, decimals)
    return ("+" if x > 0 else "−") + number(abs(x), decimals)


def short(est: Estimate, decimals: int, *, share: bool = False) -> str:
    """ "10.9 (10.8–11.0)": the value with its interval in brackets (a list's items; the
    sentence says once which intervals they are). An exact number stands alone."""
    value, low, high = est.rounded(decimals + (2 if share else 0))
    fmt = percent_of(decimals) if share else plain(decimals)
    if est.exact:
        return fmt(value)
    # TRANSLATORS: a simulated number and its 95% interval, "10.9 (10.8–11.0)"
    return _("{value} ({low}–{high})").format(value=fmt(value), low=fmt(low), high=fmt(high))


def long(est: Estimate, decimals: int, *, share: bool = False) -> str:
    """ "10.9 (95% interval: 10.8 to 11.0)"."""
    value, low, high = est.rounded(decimals + (2 if share else 0))
    fmt = percent_of(decimals) if share else plain(decimals)
    if est.exact:
        return fmt(value)
    # TRANSLATORS: a simulated number and its interval, "10.9 (95% interval: 10.8 to 11.0)"
    return _("{value} ({level} interval: {low} to {high})").format(
        value=fmt(value), level=level_text(est), low=fmt(low), high=fmt(high)
    )


def inside(est: Estimate, decimals: int, *, share: bool = False) -> str:
    """ "40%; 95% interval: 37% to 43%": to go inside brackets the sentence opens."""
    value, low, high = est.rounded(decimals + (2 if share else 0))
    fmt = percent_of(decimals) if share else plain(decimals)
    if est.exact:
        return fmt(value)
    # TRANSLATORS: a number and its interval inside brackets, "40%; 95% interval: 37% to 43%"
    return _("{value}; {level} interval: {low} to {high}").format(
        value=fmt(value), level=level_text(est), low=fmt(low), high=fmt(high)
    )


def gap_interval(est: Estimate, decimals: int) -> str:
    """A signed gap's interval: "95% interval: −0.4 to +2.2"."""
    _value, low, high = est.rounded(decimals)
    # TRANSLATORS: the interval of a gap, "95% interval: −0.4 to +2.2"
    return _("{level} interval: {low} to {high}").format(
        level=level_text(est), low=signed_text(low, decimals), high=signed_text(high, decimals)
    )


def verdict_words(est: Estimate, decimals: int) -> str:
    """What the printed interval says: a gap chance alone is unlikely to make, or not."""
    if verdict(est, decimals) is Verdict.CHANCE:
        return _("could be chance (the interval holds 0)")
    return _("more than chance alone is likely to make (the interval leaves 0 out)")


def gap_size(est: Estimate, decimals: int) -> str:
    """The gap's size without its sign (the sentence says "more" or "less")."""
    return number(abs(est.rounded(decimals)[0]), decimals)
