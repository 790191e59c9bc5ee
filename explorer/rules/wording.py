"""Rule values and their provenance in short words, for tables, pages and the command line."""

from __future__ import annotations

from explorer.rules.values import (
    AllOrNone,
    Basis,
    ExactlyOneFinder,
    ExtraFinder,
    PlayerSpan,
    RuleValue,
    SomeFound,
)

BASIS_MARK: dict[Basis, str] = {
    "quoted": "📖",
    "publisher": "🏢",
    "decision": "⚖️",
    "house": "🏠",
}
BASIS_WORDS: dict[Basis, str] = {
    "quoted": "quoted from the document",
    "publisher": "the publisher's rule (not in the document)",
    "decision": "our reading (the document is silent or ambiguous)",
    "house": "a house rule (changed by your table)",
}
_EMPTY_PILE = {
    "end-on-last-draw": "ends at the last draw",
    "end-when-refill-incomplete": "ends when hands can't be refilled",
    "reshuffle": "reshuffle the discards",
}


def format_value(value: RuleValue, rule: str = "") -> str:
    """A rule value in short words."""
    if value is None:
        return "none"
    if isinstance(value, PlayerSpan):
        return f"{value} players" if rule == "players" else str(value)
    if isinstance(value, AllOrNone):
        return f"teller {value.storyteller}, others {value.others}"
    if isinstance(value, SomeFound):
        return f"storyteller {value.storyteller}, finders {value.finder}, others {value.other}"
    if isinstance(value, ExactlyOneFinder):
        return f"{value.points} each to teller and lone finder, {value.players} players"
    if isinstance(value, ExtraFinder):
        who = "one-vote finders" if value.kind == "single-marker" else "every finder"
        where = "inside the cap" if value.inside_cap else "outside the cap"
        return f"+{value.points} {who}, {value.from_players}+ players, {where}"
    if isinstance(value, tuple):
        return " or ".join(f"{v} cards" for v in value)
    if rule == "empty_pile" and isinstance(value, str):
        return _EMPTY_PILE.get(value, value)
    if rule == "score_target":
        return f"{value} points"
    if rule == "ties" and value == "shared":
        return "shared win"
    return str(value)
