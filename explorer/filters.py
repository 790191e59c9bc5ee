"""The Compare page's filters as URL query parameters (validated, with clear messages)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from explorer.errors import DixitError


class FilterError(DixitError):
    """A Compare-page link that names something that does not exist."""


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
        raise FilterError(f"the link gives {key!r} {len(values)} times; give it once.")
    return str(values[0])


def decode_filters(
    params: Mapping[str, str | Sequence[str]],
    all_rulesets: Sequence[str],
    rules: Sequence[str],
    decks: Sequence[int],
) -> CompareFilters:
    """The filters a link gives; missing keys take defaults, bad values raise FilterError."""
    show = _one(params, "show")
    if show is None:
        chosen = tuple(all_rulesets)
    else:
        chosen = tuple(x for x in show.split(",") if x)
        unknown = [x for x in chosen if x not in all_rulesets]
        if unknown:
            raise FilterError(f"there is no ruleset called {unknown[0]!r}.")
        if not chosen:
            raise FilterError("the link shows no ruleset at all.")
        if len(set(chosen)) != len(chosen):
            raise FilterError("the link lists a ruleset twice.")
    diff = _one(params, "diff")
    if diff not in (None, "0", "1"):
        raise FilterError(f"'diff' is 1 (only differing rows) or 0, not {diff!r}.")
    rule = _one(params, "rule")
    if rule is not None and rule not in rules:
        raise FilterError(f"there is no rule called {rule!r}.")
    deck_raw = _one(params, "deck")
    deck = 84
    if deck_raw is not None:
        if not deck_raw.isdigit() or int(deck_raw) not in decks:
            sizes = ", ".join(str(d) for d in decks)
            raise FilterError(f"the deck size is one of {sizes}, not {deck_raw!r}.")
        deck = int(deck_raw)
    return CompareFilters(chosen, diff == "1", rule, deck)
