"""The Compare page's filters as URL query parameters (validated, with clear messages)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from explorer.errors import LinkError

T = TypeVar("T")


@dataclass(frozen=True)
class CompareFilters:
    """`rulesets`: the columns shown, in order; `only_differing`: hide rows where all agree;
    `rule`: the rule whose sources are open; `deck`: the deck size for the pile consequences."""

    rulesets: tuple[str, ...]
    only_differing: bool = False
    rule: str | None = None
    deck: int = 84


def encode_filters(f: CompareFilters, all_rulesets: Sequence[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    if tuple(f.rulesets) != tuple(all_rulesets):
        out["show"] = ",".join(f.rulesets)
    if f.only_differing:
        out["diff"] = "1"
    if f.rule:
        out["rule"] = f.rule
    if f.deck != 84:
        out["deck"] = str(f.deck)
    return out


def _one(params: Mapping[str, str | Sequence[str]], key: str) -> str | None:
    raw = params.get(key)
    if raw is None or isinstance(raw, str):
        return raw
    values = list(raw)
    if len(values) != 1:
        raise LinkError(f"the link gives {key!r} {len(values)} times; give it once.")
    return str(values[0])


def _show(params: Mapping[str, str | Sequence[str]], all_rulesets: Sequence[str]) -> list[str]:
    """The editions the link lists, in its order, unchecked (every edition when absent)."""
    show = _one(params, "show")
    return list(all_rulesets) if show is None else [x for x in show.split(",") if x]


def _diff(params: Mapping[str, str | Sequence[str]]) -> bool:
    diff = _one(params, "diff")
    if diff not in (None, "0", "1"):
        raise LinkError(f"'diff' is 1 or 0, not {diff!r}.")
    return diff == "1"


def _rule(params: Mapping[str, str | Sequence[str]], rules: Sequence[str]) -> str | None:
    rule = _one(params, "rule")
    if rule is not None and rule not in rules:
        raise LinkError(f"there is no rule called {rule!r}.")
    return rule


def _deck(params: Mapping[str, str | Sequence[str]], decks: Sequence[int]) -> int:
    deck_raw = _one(params, "deck")
    if deck_raw is None:
        return 84
    if not deck_raw.isdigit() or int(deck_raw) not in decks:
        sizes = ", ".join(str(d) for d in decks)
        raise LinkError(f"the deck size is one of {sizes}, not {deck_raw!r}.")
    return int(deck_raw)


def decode_filters(
    params: Mapping[str, str | Sequence[str]],
    all_rulesets: Sequence[str],
    rules: Sequence[str],
    decks: Sequence[int],
) -> CompareFilters:
    """The filters a link gives; missing keys take defaults, bad values raise LinkError."""
    chosen = _show(params, all_rulesets)
    unknown = [x for x in chosen if x not in all_rulesets]
    if unknown:
        raise LinkError(f"there is no ruleset called {unknown[0]!r}.")
    if not chosen:
        raise LinkError("the link shows no ruleset at all.")
    if len(set(chosen)) != len(chosen):
        raise LinkError("the link lists a ruleset twice.")
    return CompareFilters(tuple(chosen), _diff(params), _rule(params, rules), _deck(params, decks))


# What each part of a link is called when it has to be left out.
PART_NAMES = {
    "show": "the editions shown",
    "diff": "the 'only rules that differ' switch",
    "rule": "the rule whose sources are open",
    "deck": "the deck",
}


def decode_filters_salvaged(
    params: Mapping[str, str | Sequence[str]],
    all_rulesets: Sequence[str],
    rules: Sequence[str],
    decks: Sequence[int],
) -> tuple[CompareFilters, tuple[str, ...]]:
    """The filters a link gives, keeping every part that can be used.

    Each part is read on its own: a bad part takes its default and the others stay as the link
    gives them. Among the editions shown, unknown ones are left out and the known ones kept
    (repeats once); when none is left, every edition is shown. Returns the filters and one note
    per part left out, saying why (empty when the whole link was read).
    """
    notes: list[str] = []
    default = CompareFilters(tuple(all_rulesets))
    try:
        listed = _show(params, all_rulesets)
    except LinkError as err:
        notes.append(f"{PART_NAMES['show']} ({str(err).rstrip('.')})")
        listed = list(all_rulesets)
    unknown = list(dict.fromkeys(x for x in listed if x not in all_rulesets))
    chosen = tuple(dict.fromkeys(x for x in listed if x in all_rulesets))
    if unknown:
        names = ", ".join(repr(x) for x in unknown)
        why = "no ruleset is called that" if len(unknown) == 1 else "no rulesets are called that"
        if chosen:
            notes.append(f"the edition{'s' if len(unknown) > 1 else ''} {names} ({why})")
        else:
            notes.append(f"{PART_NAMES['show']} ({names}: {why}; every edition is shown)")
    elif not listed and not notes:
        notes.append(f"{PART_NAMES['show']} (the link names none; every edition is shown)")
    only_differing = _salvage("diff", lambda: _diff(params), default.only_differing, notes)
    rule = _salvage("rule", lambda: _rule(params, rules), default.rule, notes)
    deck = _salvage("deck", lambda: _deck(params, decks), default.deck, notes)
    return CompareFilters(chosen or default.rulesets, only_differing, rule, deck), tuple(notes)


def _salvage(key: str, read: Callable[[], T], fallback: T, notes: list[str]) -> T:
    """`read()`, or `fallback` with a note saying why the part was left out."""
    try:
        return read()
    except LinkError as err:
        notes.append(f"{PART_NAMES[key]} ({str(err).rstrip('.')})")
        return fallback
