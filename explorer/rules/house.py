"""House rules: a table's own ruleset, built from an edition with some values changed.

`build_house(parent, changes)` writes the parent as a ruleset file's table
(`explorer.rules.write.ruleset_data`), replaces the changed rules with entries marked
`basis = "house"` (each note keeps the parent's value, for display), and validates the result
with the same `parse_ruleset` as any file: an impossible combination raises `RulesetError`
naming the field and the problem. Reading house rules back into changes (a file, a form) is
`explorer.rules.house_diff`; house rules as one line of text, `explorer.rules.house_text`.

A change is a rule name and its value as a ruleset file writes it: for a rule that varies with
the player count either one value for every count or a list of bands
`[{"players": [low, high], "value": ...}, ...]`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from explorer.errors import RulesetError
from explorer.i18n import DEFAULT, N_, Text, _, join_list, number, semicolons, tr
from explorer.rules.parse import parse_ruleset
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.rules.tokens import SOURCE as SOURCE  # where an error in house rules is
from explorer.rules.values import PlayerSpan, RuleValue
from explorer.rules.wording import NONE, format_value
from explorer.rules.write import ruleset_data, text_data
from explorer.text.names import title_problem
from explorer.text.numbers import is_whole
from explorer.text.translate import in_every_language

HOUSE_ID = "house"
# TRANSLATORS: the note of a rule a table changed; {value} is the edition's own value in words
HOUSE_NOTE = N_("House rule, changed by your table. {edition} has: {value}.")


def _house_entry(
    value: Any, players: list[int] | None, was: Callable[[], str], parent_name: str
) -> dict[str, Any]:
    """A changed rule's entry; its note (in every language: house rules are cached and shared
    by link) keeps the parent's value in words."""
    out: dict[str, Any] = {} if players is None else {"players": players}
    note = in_every_language(lambda: _(HOUSE_NOTE).format(edition=tr(parent_name), value=was()))
    out |= {
        "value": value,
        "basis": "house",
        "document": "none",
        "note": dict(note.translations),
    }
    return out


def _words(name: str, value: RuleValue) -> str:
    """A value in words; "none" as the rule's spec words it ("no cap")."""
    if value is None:
        return _(RULE_SPECS[name].none or NONE)
    return format_value(value, name)


def _was(parent: Ruleset, name: str, low: int | None = None, high: int | None = None) -> str:
    """The parent's value of a rule (over a band of player counts), in the reader's words."""
    rule = parent.rule(name)
    if not RULE_SPECS[name].by_players or low is None or high is None:
        if name == "players":
            return format_value(PlayerSpan(parent.min_players, parent.max_players), "players")
        return _words(name, rule.entries[0].value)
    seen: list[tuple[int, str]] = []
    for n in range(max(low, parent.min_players), min(high, parent.max_players) + 1):
        seen.append((n, _words(name, rule.entry_for(n).value)))
    if not seen:
        return _("no value for {low}–{high} players").format(low=number(low), high=number(high))
    if len({words for _n, words in seen}) == 1:
        return seen[0][1]
    # TRANSLATORS: a value at one player count, e.g. "7 at 3" (7 cards with 3 players)
    return semicolons([_("{value} at {n}").format(value=w, n=number(n)) for n, w in seen])


def _fit(entries: list[dict[str, Any]], low: int, high: int) -> list[dict[str, Any]]:
    """A rule's entries clipped to the players `low`–`high`, the first and last stretched to
    reach them (so a wider player range keeps the nearest count's value)."""
    spans = [e for e in entries if "players" in e]
    if not spans:
        return entries
    kept = [e for e in spans if e["players"][1] >= low and e["players"][0] <= high]
    if not kept:
        kept = [min(spans, key=lambda e: abs(e["players"][0] - low))]
    kept = sorted(kept, key=lambda e: e["players"][0])
    out = []
    for i, e in enumerate(kept):
        a, b = e["players"]
        a = low if i == 0 else max(a, low)
        b = high if i == len(kept) - 1 else min(b, high)
        out.append({**e, "players": [a, b]})
    return out


def build_house(
    parent: Ruleset,
    changes: Mapping[str, Any],
    *,
    name: str | None = None,
    source: str = SOURCE,
) -> Ruleset:
    """House rules: `parent` with `changes` (rule → value as a file writes it), each changed
    value marked `house`. Validated like a ruleset file; RulesetError names field and problem."""
    unknown = sorted(set(changes) - RULE_SPECS.keys())
    if unknown:
        raise RulesetError(_(source), unknown[0], _("is not a rule the engine knows"))
    if name is not None:
        check_house_name(name, source)
    data = ruleset_data(parent)
    data["id"] = HOUSE_ID
    data["parent"] = parent.parent or parent.id
    data["name"] = _name_data(name) if name else default_name(parent)
    data.pop("short", None)  # the edition's short name is not the house rules' name
    data["edition"] = text_data(
        in_every_language(
            lambda: _("House rules built on {edition}").format(edition=tr(parent.name))
        )
    )
    data["summary"] = text_data(in_every_language(lambda: _summary(parent, changes)))
    for rule, value in changes.items():
        if rule == "players":
            if not isinstance(value, list) or len(value) != 2:
                raise RulesetError(
                    _(source), "players", _("must be [lowest, highest] player counts")
                )
            data["players"] = _house_entry(
                value, None, lambda: _was(parent, "players"), parent.name
            )
        elif RULE_SPECS[rule].by_players:
            value = _merged(value, changes.get("players", [parent.min_players, parent.max_players]))
            bands = value if isinstance(value, list) else [{"players": None, "value": value}]
            entries = []
            for i, band in enumerate(bands):
                if not isinstance(band, dict) or set(band) != {"players", "value"}:
                    raise RulesetError(
                        _(source),
                        f"{rule}[{i}]",
                        _("must be a table of players = [low, high], value"),
                    )
                span = band["players"]
                lo, hi = (
                    (span[0], span[1])
                    if isinstance(span, list) and len(span) == 2
                    else (None, None)
                )
                entries.append(
                    _house_entry(band["value"], span, _was_band(parent, rule, lo, hi), parent.name)
                )
            data[rule] = entries if len(entries) > 1 or entries[0].get("players") else entries[0]
        else:
            data[rule] = _house_entry(value, None, _was_band(parent, rule), parent.name)
    # a new player range: rules that vary with the count follow it unless the table set them
    if "players" in changes:
        low, high = span_pair(changes["players"])
        if low is not None and high is not None:
            for rule, spec in RULE_SPECS.items():
                if spec.by_players and rule not in changes:
                    raw = data[rule]
                    entries = raw if isinstance(raw, list) else [raw]
                    fitted = _fit(entries, low, high)
                    data[rule] = fitted if len(fitted) > 1 or "players" in fitted[0] else fitted[0]
    # a reading that sets a changed rule no longer fits the table's rules: it goes
    if "readings" in data:
        data["readings"] = [
            r
            for r in data["readings"]
            if not any(rule in changes for c in r["choices"] for rule in c["set"])
            and "players" not in changes
        ]
        if not data["readings"]:
            del data["readings"]
    return parse_ruleset(data, source)


def check_house_name(name: str, source: str = SOURCE) -> None:
    """RulesetError when the name a table gave its rules breaks the rules of a player's name
    (`explorer.text.names`: length, control characters, direction marks; commas allowed), in
    any of its languages."""
    texts = name.translations.values() if isinstance(name, Text) else (name,)
    for text in texts:
        problem = title_problem(text)
        if problem is not None:
            raise RulesetError(_(source), "name", problem)


def _was_band(parent: Ruleset, rule: str, lo: Any = None, hi: Any = None) -> Callable[[], str]:
    if isinstance(lo, int) and isinstance(hi, int):
        return lambda: _was(parent, rule, lo, hi)
    return lambda: _was(parent, rule)


def default_name(parent: Ruleset) -> dict[str, str]:
    """House rules' name when the table gave none, in every language, from the edition's short
    name ("House rules (Dixit 2021)": the full name put "House rules (Dixit (2021 refresh))",
    brackets in brackets, and was too wide for a column header)."""
    text = in_every_language(
        lambda: _("House rules ({edition})").format(edition=tr(parent.short_name))
    )
    return dict(text.translations)


def is_default_name(name: object, editions: Iterable[Ruleset]) -> bool:
    """Whether `name` (English) is a default house-rules name of one of `editions`, as written
    now or from the full name (files downloaded before the short names)."""
    known = tuple(editions)
    names = {default_name(e)[DEFAULT] for e in known} | {_default_from_full(e) for e in known}
    return str(name) in names


def _default_from_full(parent: Ruleset) -> str:
    return f"House rules ({parent.name!s})"


def _name_data(name: str) -> Any:
    if isinstance(name, Text):
        return {lang: text.strip() for lang, text in name.translations.items()}
    return name.strip()


def _summary(parent: Ruleset, changes: Mapping[str, Any]) -> str:
    labels = [RULE_SPECS[r].label.lower() for r in RULE_SPECS if r in changes]
    if not labels:
        return _("{edition} with the table's own rules: nothing changed yet").format(
            edition=tr(parent.name)
        )
    return _("{edition} with the table's own rules: {changes}").format(
        edition=tr(parent.name), changes=join_list(labels)
    )


def _merged(value: Any, players: Any) -> Any:
    """Bands with neighbouring equal values merged; one plain value when one band covers the
    whole player range (so the same rules always build the same entries)."""
    if not (isinstance(value, list) and value and all(isinstance(b, dict) for b in value)):
        return value
    try:
        ordered = sorted(value, key=lambda b: b["players"][0])
        out: list[dict[str, Any]] = []
        for b in ordered:
            lo, hi = b["players"]
            if out and out[-1]["value"] == b["value"] and out[-1]["players"][1] == lo - 1:
                out[-1] = {"players": [out[-1]["players"][0], hi], "value": b["value"]}
            else:
                out.append({"players": [lo, hi], "value": b["value"]})
    except (KeyError, TypeError, ValueError, IndexError):
        return value  # the parser names what is wrong
    if len(out) == 1 and out[0]["players"] == list(span_pair(players)):
        return out[0]["value"]
    return out


def span_pair(raw: Any) -> tuple[int | None, int | None]:
    """A player range as a file writes it (`[low, high]`) as two counts; (None, None) when it
    is not two whole numbers (the parser then names what is wrong)."""
    if isinstance(raw, list) and len(raw) == 2 and all(is_whole(x) for x in raw):
        return raw[0], raw[1]
    return None, None
