"""A rule value in short words, in the reader's language: the words of each kind of value (a
player range, the points of an outcome, the extra finder point, a list of decks, a number), and
the words of the values a few rules give a meaning of their own (a score target is points, an
empty-pile rule a phrase). Each rule's spec names the words it uses (`explorer.rules.specs`);
`explorer.rules.wording.format_value` writes any rule's value with them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TypeVar

from babel.lists import format_list

from explorer.i18n import N_, PSEUDO, _, language, n_, number
from explorer.i18n.languages import BABEL_LOCALES
from explorer.i18n.pseudo import mark
from explorer.rules.values import (
    AllOrNone,
    ExactlyOneFinder,
    ExtraFinder,
    PlayerSpan,
    RuleValue,
    SomeFound,
)
from explorer.text.names import count
from explorer.text.numbers import is_whole

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


def value_words(value: RuleValue) -> str:
    """Any rule value in short words, by its kind."""
    if value is None:
        return _(NONE)
    if isinstance(value, PlayerSpan):
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
    if isinstance(value, int):
        return number(value)
    return str(value)


# --- the words of rules whose values mean more than their kind -------------------------------
def players_words(value: RuleValue) -> str:
    """A player range with its noun: "3–8 players"."""
    if isinstance(value, PlayerSpan):
        return n_("{span} player", "{span} players", value.high).format(span=str(value))
    return value_words(value)


def points_words(value: RuleValue) -> str:
    """A number of points with its noun: "30 points"."""
    if is_whole(value):
        return count(value, "point")
    return value_words(value)


def words_of(table: Translated[str]) -> Callable[[RuleValue], str]:
    """The words of a rule whose values are words (`empty_pile`, `extra_cap`): each from
    `table`, in the reader's language."""

    def words(value: RuleValue) -> str:
        if isinstance(value, str) and value in table:
            return table[value]
        return value_words(value)

    return words


def ties_words(value: RuleValue) -> str:
    return _("shared win") if value == "shared" else value_words(value)
