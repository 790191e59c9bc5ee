"""Rule values and their provenance in short words, for tables, pages and the command line, in
the reader's language (`explorer.i18n`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TypeVar

from babel.lists import format_list

from explorer.i18n import N_, PSEUDO, _, labelled, language, n_, number, tr
from explorer.i18n.languages import BABEL_LOCALES
from explorer.i18n.pseudo import mark
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import (
    AllOrNone,
    Basis,
    ExactlyOneFinder,
    ExtraFinder,
    PlayerSpan,
    RuleValue,
    SomeFound,
)
from explorer.text.names import count

K = TypeVar("K")


class Translated(Mapping[K, str]):
    """A table of messages marked with `N_()`, each read in the reader's language: code that
    indexes it (`BASIS_WORDS["quoted"]`) gets the translation of the moment."""

    def __init__(self, messages: Mapping[K, str]) -> None:
        self._messages = dict(messages)

    def __getitem__(self, key: K) -> str:
        return _(self._messages[key])

    def __iter__(self) -> Iterator[K]:
        return iter(self._messages)

    def __len__(self) -> int:
        return len(self._messages)

    def english(self, key: K) -> str:
        return self._messages[key]


BASIS_MARK: dict[Basis, str] = {
    "quoted": "📖",
    "publisher": "🏢",
    "decision": "⚖️",
    "house": "🏠",
}
BASIS_WORDS: Translated[Basis] = Translated(
    {
        "quoted": N_("quoted from the document"),
        "publisher": N_("the publisher's rule (not in the document)"),
        "decision": N_("our reading (the document is silent or ambiguous)"),
        "house": N_("a house rule (changed by your table)"),
    }
)
EMPTY_PILE_WORDS: Translated[str] = Translated(
    {
        "end-on-last-draw": N_("ends at the last draw"),
        "end-when-refill-incomplete": N_("ends when hands can't be refilled"),
        "reshuffle": N_("reshuffle the discards"),
    }
)
EXTRA_CAP_WORDS: Translated[str] = Translated(
    {
        # TRANSLATORS: the extra finder point stays outside the bonus cap
        "outside": N_("outside"),
        # TRANSLATORS: the extra finder point counts inside the bonus cap
        "inside": N_("inside"),
    }
)
# TRANSLATORS: a rule value that is not set (no cap, no target…)
NONE = N_("none")


def either(items: list[str]) -> str:
    """'84 cards or 168 cards' ('84 cartes ou 168 cartes'): alternatives in the reader's
    language (Babel's CLDR "or" lists; English without the serial comma)."""
    lang = language()
    if len(items) <= 1:
        return "".join(items)
    if lang in ("en", PSEUDO):
        text = format_list(items, style="or", locale="en_GB")
        return mark(text) if lang == PSEUDO else text
    return format_list(items, style="or", locale=BABEL_LOCALES.get(lang, "en_GB"))


def _extra_words(value: ExtraFinder) -> str:
    if value.kind == "single-marker":
        if value.inside_cap:
            text = _("+{points} one-vote finders, {players}+ players, inside the cap")
        else:
            text = _("+{points} one-vote finders, {players}+ players, outside the cap")
    elif value.inside_cap:
        text = _("+{points} every finder, {players}+ players, inside the cap")
    else:
        text = _("+{points} every finder, {players}+ players, outside the cap")
    return text.format(points=number(value.points), players=number(value.from_players))


def format_value(value: RuleValue, rule: str = "") -> str:
    """A rule value in short words, in the reader's language."""
    if value is None:
        return _(NONE)
    if isinstance(value, PlayerSpan):
        if rule == "players":
            return n_("{span} player", "{span} players", value.high).format(span=str(value))
        return str(value)
    if isinstance(value, AllOrNone):
        return _("teller {storyteller}, others {others}").format(
            storyteller=number(value.storyteller), others=number(value.others)
        )
    if isinstance(value, SomeFound):
        return _("storyteller {storyteller}, finders {finders}, others {others}").format(
            storyteller=number(value.storyteller),
            finders=number(value.finder),
            others=number(value.other),
        )
    if isinstance(value, ExactlyOneFinder):
        return _("{points} each to teller and lone finder, {players} players").format(
            points=number(value.points), players=str(value.players)
        )
    if isinstance(value, ExtraFinder):
        return _extra_words(value)
    if isinstance(value, tuple):
        return either([count(v, "card") for v in value])
    if rule == "empty_pile" and isinstance(value, str) and value in EMPTY_PILE_WORDS:
        return EMPTY_PILE_WORDS[value]
    if rule == "extra_cap" and isinstance(value, str) and value in EXTRA_CAP_WORDS:
        return EXTRA_CAP_WORDS[value]
    if rule == "score_target" and isinstance(value, int):
        return count(value, "point")
    if rule == "ties" and value == "shared":
        return _("shared win")
    if isinstance(value, int):
        return number(value)
    return str(value)


def readings_in_force(rs: Ruleset) -> tuple[str, ...]:
    """Each reading toggle of `rs` with the choice in force, a sentence each: "Reading in
    force — {reading}: {choice}" (a reading put as a question takes its answer without a colon),
    or "House variant in force — …" for a table's own variant
    (every page that shows a ruleset's readings says it so)."""
    out = []
    for reading in rs.readings:
        chosen = reading.choice(rs.chosen(reading.id))
        text = (
            _("House variant in force — {reading}")
            if chosen.house
            else _("Reading in force — {reading}")
        )
        out.append(text.format(reading=labelled(tr(reading.label), tr(chosen.label))))
    return tuple(out)
