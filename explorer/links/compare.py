"""The Compare page's address: which editions are shown, the 'only differing' switch, the rule
whose sources are open and the deck for the pile consequences.

`show`: ruleset ids, comma-separated (absent: every edition); `diff`: 1 or 0; `rule`: a rule
name; `deck`: a deck size. Each part is read on its own, so a bad part takes its default and the
others stay as the link gives them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from explorer.errors import LinkError
from explorer.i18n import N_, _
from explorer.limits import BOX_DECK, DECK_SIZES
from explorer.links.base import (
    Decoded,
    Encoded,
    Params,
    brief,
    last_wins,
    not_an_edition,
    one,
    params_of,
    salvage,
    whole_number,
)
from explorer.rules.files import unknown_edition

RawParams = Mapping[str, str | Sequence[str]]


@dataclass(frozen=True)
class CompareFilters:
    """`rulesets`: the columns shown, in order; `only_differing`: hide rows where all agree;
    `rule`: the rule whose sources are open; `deck`: the deck size for the pile consequences."""

    rulesets: tuple[str, ...]
    only_differing: bool = False
    rule: str | None = None
    deck: int = BOX_DECK


def encode_filters(f: CompareFilters, all_rulesets: Sequence[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    if tuple(f.rulesets) != tuple(all_rulesets):
        out["show"] = ",".join(f.rulesets)
    if f.only_differing:
        out["diff"] = "1"
    if f.rule:
        out["rule"] = f.rule
    if f.deck != BOX_DECK:
        out["deck"] = str(f.deck)
    return out


def _show(params: Params, all_rulesets: Sequence[str]) -> list[str]:
    """The editions the link lists, in its order, unchecked (every edition when absent)."""
    show = one(params, "show")
    return list(all_rulesets) if show is None else [x for x in show.split(",") if x]


def _diff(params: Params) -> bool:
    diff = one(params, "diff")
    if diff not in (None, "0", "1"):
        raise LinkError(_("'diff' is 1 or 0, not {value}.").format(value=brief(diff)))
    return diff == "1"


def _rule(params: Params, rules: Sequence[str]) -> str | None:
    rule = one(params, "rule")
    if rule is not None and rule not in rules:
        raise LinkError(_("there is no rule called {value}.").format(value=brief(rule)))
    return rule


def _deck(params: Params, decks: Sequence[int]) -> int:
    deck_raw = one(params, "deck")
    if deck_raw is None:
        return BOX_DECK
    deck = whole_number(deck_raw)
    if deck is None or deck not in decks:
        sizes = ", ".join(str(d) for d in decks)
        raise LinkError(
            _("the deck size is one of {sizes}, not {value}.").format(
                sizes=sizes, value=brief(deck_raw)
            )
        )
    return deck


def decode_filters(
    params: RawParams,
    all_rulesets: Sequence[str],
    rules: Sequence[str],
    decks: Sequence[int] = DECK_SIZES,
) -> CompareFilters:
    """The filters a link gives; missing keys take defaults, bad values raise LinkError."""
    given = params_of(params)
    chosen = _show(given, all_rulesets)
    unknown = [x for x in chosen if x not in all_rulesets]
    if unknown:
        raise LinkError(str(unknown_edition(unknown[0], all_rulesets)))
    if not chosen:
        raise LinkError(_("the link shows no ruleset at all."))
    if len(set(chosen)) != len(chosen):
        raise LinkError(_("the link lists a ruleset twice."))
    return CompareFilters(tuple(chosen), _diff(given), _rule(given, rules), _deck(given, decks))


# What each part of a link is called when it has to be left out.
PART_NAMES = {
    "show": N_("the editions shown"),
    "diff": N_("the 'only rules that differ' switch"),
    "rule": N_("the rule whose sources are open"),
    "deck": N_("the deck"),
}


def decode_filters_salvaged(
    params: RawParams,
    all_rulesets: Sequence[str],
    rules: Sequence[str],
    decks: Sequence[int] = DECK_SIZES,
) -> tuple[CompareFilters, tuple[str, ...]]:
    """The filters a link gives, keeping every part that can be used.

    Among the editions shown, unknown ones are left out and the known ones kept (repeats once);
    when none is left, every edition is shown. Returns the filters and one note per part left
    out, saying why (Markdown, link text inert; empty when the whole link was read).
    """
    given = params_of(params)
    notes: list[str] = []
    default = CompareFilters(tuple(all_rulesets))
    listed = salvage(
        lambda: _show(given, all_rulesets), list(all_rulesets), notes, _(PART_NAMES["show"])
    )
    unknown = list(dict.fromkeys(x for x in listed if x not in all_rulesets))
    chosen = tuple(dict.fromkeys(x for x in listed if x in all_rulesets))
    if unknown:
        part = _(PART_NAMES["show"]) if chosen else _("the editions shown (every edition is shown)")
        notes.append(not_an_edition(part, unknown))
    elif not listed and not notes:
        notes.append(_("the editions shown (the link names none; every edition is shown)"))
    only = salvage(lambda: _diff(given), default.only_differing, notes, _(PART_NAMES["diff"]))
    rule = salvage(lambda: _rule(given, rules), default.rule, notes, _(PART_NAMES["rule"]))
    deck = salvage(lambda: _deck(given, decks), default.deck, notes, _(PART_NAMES["deck"]))
    return CompareFilters(chosen or default.rulesets, only, rule, deck), tuple(notes)


@dataclass(frozen=True)
class CompareLink:
    """The Compare page's codec, for the editions, rules and decks the page offers."""

    editions: tuple[str, ...]
    rules: tuple[str, ...]
    decks: tuple[int, ...] = DECK_SIZES
    keys: tuple[str, ...] = ("show", "diff", "rule", "deck")

    def encode(self, value: CompareFilters) -> Encoded:
        return dict(encode_filters(value, self.editions))

    @last_wins
    def decode(self, params: Params) -> Decoded[CompareFilters]:
        f, notes = decode_filters_salvaged(params, self.editions, self.rules, self.decks)
        return Decoded(f, notes)
