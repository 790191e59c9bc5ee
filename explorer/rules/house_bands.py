"""House rules' per-player-count values as a table types them: "6", "none", "3: 7, 4-12: 6".

`band_text` writes a rule's values so; `parse_band_text` reads them back as a change value (the
file format's bands), bounded before any work: the text's length, the number of bands, and each
band's player counts (ASCII digits within the box's limits) are checked before a band is built.
"""

from __future__ import annotations

from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import _, number
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.house import SOURCE
from explorer.rules.house_diff import rule_raw
from explorer.rules.ruleset import Ruleset
from explorer.text.numbers import whole_number


def band_text(rs: Ruleset, rule: str) -> str:
    """A per-player-count rule in words a table can edit: "6", or "3: 7, 4-12: 6"."""
    raw = rule_raw(rs, rule)
    if not isinstance(raw, list):
        return str(raw)
    parts = []
    for b in raw:
        lo, hi = b["players"]
        parts.append(f"{lo}: {b['value']}" if lo == hi else f"{lo}-{hi}: {b['value']}")
    return ", ".join(parts)


MAX_BAND_TEXT = 200
MAX_BANDS = MAX_PLAYERS - MIN_PLAYERS + 1  # one band per player count at most


def parse_band_text(rule: str, text: str, source: str = SOURCE) -> Any:
    """Band text ("6", "none", "3: 7, 4-12: 6") as a change value; RulesetError names the rule.

    Bounded before any work: the text's length, the number of bands, and each band's player
    counts (ASCII digits, within the box's MIN_PLAYERS–MAX_PLAYERS) are checked before a band
    is built, so "3-1000000: 6" is refused without walking a million counts."""
    if len(text) > MAX_BAND_TEXT:
        raise RulesetError(
            _(source),
            rule,
            _("is too long (at most {most} characters)").format(most=number(MAX_BAND_TEXT)),
        )
    t = text.strip().replace("–", "-")
    if ":" not in t:
        return _band_value(rule, t, source)
    parts = t.split(",")
    if len(parts) > MAX_BANDS:
        raise RulesetError(
            _(source),
            rule,
            _("has {n} bands; at most {most} (one per player count)").format(
                n=number(len(parts)), most=number(MAX_BANDS)
            ),
        )
    bands = []
    for part in parts:
        span, sep, value_text = part.partition(":")
        lo, dash, hi = span.strip().partition("-")
        if not sep or not lo.strip() or (dash and not hi.strip()):
            raise RulesetError(
                _(source),
                rule,
                _("{part} is not 'players: value' (e.g. '4-12: 6')").format(
                    part=repr(part.strip())[:30]
                ),
            )
        low = _player_count(rule, lo, source)
        high = _player_count(rule, hi, source) if dash else low
        if low > high:
            raise RulesetError(
                _(source),
                rule,
                _("{span} starts above where it ends (write the fewest players first)").format(
                    span=repr(span.strip())[:30]
                ),
            )
        bands.append({"players": [low, high], "value": _band_value(rule, value_text, source)})
    return bands


def _band_value(rule: str, text: str, source: str) -> int | str:
    v = text.strip()
    if v == "none":
        return v
    value = whole_number(v, max_digits=4, signed=False)
    if value is None:
        raise RulesetError(
            _(source),
            rule,
            _("{value} is not a whole number (or 'none')").format(value=repr(v)[:30]),
        )
    return value


def _player_count(rule: str, text: str, source: str) -> int:
    """A band's player count: ASCII digits within the box's limits (checked before int())."""
    t = text.strip()
    count = whole_number(t, max_digits=2, signed=False)
    if count is None or not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise RulesetError(
            _(source),
            rule,
            # TRANSLATORS: {value} is what was typed, e.g. '²' or '1000000'
            _("{value} is not a player count from {fewest} to {most}").format(
                value=repr(t)[:30], fewest=number(MIN_PLAYERS), most=number(MAX_PLAYERS)
            ),
        )
    return count
