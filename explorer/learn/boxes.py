"""Which box do you have? The editions told apart by what is on and in the box, from ruleset
data.

Two rulesets describe the same box when `explorer.rules.matrix.same_box_pairs` says so (same
year and player range, different rulebooks): they are one box with a choice of rulebook, and the
box's rulebook follows the visitor's language where the box has one in it (`Box.rulebook_for`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from babel import Locale

from explorer.i18n import _, join_or, labelled, language, n_, number, tr
from explorer.i18n.languages import BABEL_LOCALES
from explorer.rules.matrix import same_box_pairs
from explorer.rules.ruleset import Ruleset
from explorer.text.names import players_words


@dataclass(frozen=True)
class Box:
    """One game box: the rulesets (rulebooks) that describe it, the first being the default."""

    rulesets: tuple[Ruleset, ...]

    @property
    def id(self) -> str:
        return self.rulesets[0].id

    @property
    def ruleset(self) -> Ruleset:
        return self.rulesets[0]

    @property
    def title(self) -> str:
        """The box's name in the reader's language."""
        return tr(self.ruleset.edition)

    @property
    def facts(self) -> tuple[str, ...]:
        """What tells this box apart on a shelf, in short phrases computed from its rules: the
        year, the players, a deck it mixes into, and its rulebooks' languages when it has
        several."""
        facts = box_facts(self.ruleset)
        if len(self.rulesets) > 1:
            # TRANSLATORS: a label before the languages of a box's rulebooks, e.g.
            # "rulebook: French or Vietnamese"
            names = join_or(language_name(r.language) for r in self.rulesets)
            facts = (*facts, labelled(_("rulebook"), names))
        return facts

    def rulebook_for(self, lang: str) -> Ruleset:
        """The box's rulebook in the language `lang` where it has one, else its first."""
        return next((r for r in self.rulesets if r.language == lang), self.rulesets[0])


# Languages whose names Babel (CLDR) capitalises as a list entry but a sentence writes in lower
# case ("tiếng Pháp"); French, Russian, Portuguese already come in lower case.
_LOWER_IN_TEXT = ("vi",)


@lru_cache(maxsize=64)
def _language_name(code: str, lang: str) -> str:
    name = str(Locale.parse(BABEL_LOCALES.get(lang, "en")).languages.get(code, code))
    return name[:1].lower() + name[1:] if lang in _LOWER_IN_TEXT else name


def language_name(code: str) -> str:
    """The name of the language `code` ("fr") in the reader's language ("French")."""
    return _language_name(code, language())


def box_facts(rs: Ruleset) -> tuple[str, ...]:
    """The year, the players and a deck the box mixes into: what a visitor finds on their box
    (how it scores is the lesson's job)."""
    decks = rs.decks
    cards = ""
    if len(decks) > 1:  # a single deck needs no words: what tells boxes apart is a mixable one
        # TRANSLATORS: {others} is one or more deck sizes, e.g. "168 or 252"
        cards = n_(
            "{n} card (mixable into {others})", "{n} cards (mixable into {others})", decks[0]
        ).format(n=number(decks[0]), others=or_numbers(decks[1:]))
    facts = (str(rs.year), players_words(rs.min_players, rs.max_players), cards)
    return tuple(f for f in facts if f)


def or_numbers(values: Sequence[int]) -> str:
    """'168 or 252' (the numbers in the reader's style)."""
    return join_or(number(v) for v in values)


def boxes(rulesets: Sequence[Ruleset]) -> tuple[Box, ...]:
    """The boxes, in the rulesets' order; rulesets of one box grouped (first one leads)."""
    partner: dict[str, str] = {}
    for a, b in same_box_pairs(tuple(rulesets)):
        partner.setdefault(b.id, partner.get(a.id, a.id))
    groups: dict[str, list[Ruleset]] = {}
    for rs in rulesets:
        groups.setdefault(partner.get(rs.id, rs.id), []).append(rs)
    return tuple(Box(tuple(g)) for g in groups.values())


def box_of(ruleset_id: str, rulesets: Sequence[Ruleset]) -> Box | None:
    """The box a ruleset belongs to (None for an unknown id)."""
    for b in boxes(rulesets):
        if any(r.id == ruleset_id for r in b.rulesets):
            return b
    return None


def rulebook_label(rs: Ruleset) -> str:
    """A ruleset named by its rulebook's language ("French", "Tiếng Việt"), for choosing
    between the rulebooks of one box (its full name is under "More", with its sentences)."""
    name = language_name(rs.language)
    return name[:1].upper() + name[1:]


def rulebook_line(box: Box, rs: Ruleset, lang: str) -> str:
    """Which of the box's rulebooks the lesson follows (`rs`), said plainly: the one in the
    visitor's language `lang` when it is that one."""
    n = len(box.rulesets)
    if rs.language == lang:
        return n_(
            "This box came with {n} rulebook, in your language: the lesson follows it.",
            "This box came with {n} rulebooks, which differ on a detail: the lesson follows the "
            "one in your language, chosen below.",
            n,
        ).format(n=number(n))
    return n_(
        "This box came with {n} rulebook: the lesson follows it.",
        "This box came with {n} rulebooks, which differ on a detail: the lesson follows the one "
        "chosen below.",
        n,
    ).format(n=number(n))
