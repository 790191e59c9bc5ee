"""Typed, immutable rule values and their provenance.

A ruleset is a set of named rules. Each rule holds one or more entries; an entry carries its
value, the player counts it covers (for rules that change with the player count) and where the
value comes from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from explorer.i18n import N_, _, tr
from explorer.i18n.text import quote_translation

Basis = Literal["quoted", "publisher", "decision", "house"]
BASES: tuple[Basis, ...] = ("quoted", "publisher", "decision", "house")

EmptyPile = Literal["end-on-last-draw", "end-when-refill-incomplete", "reshuffle"]
EMPTY_PILE_KINDS: tuple[EmptyPile, ...] = (
    "end-on-last-draw",
    "end-when-refill-incomplete",
    "reshuffle",
)

ExtraKind = Literal["single-marker", "any-finder"]
EXTRA_KINDS: tuple[ExtraKind, ...] = ("single-marker", "any-finder")

Outcome = Literal["all", "none", "some"]


@dataclass(frozen=True)
class Provenance:
    """Where a rule value comes from."""

    basis: Basis
    document: str | None  # these texts may be `explorer.i18n.Text` (show them with `tr()`),
    quote: str | None  # except the quote and its table header, in the document's language
    translation: str | None
    note: str | None
    # a quote that is one row of a table in the rulebook ("| a | b |") carries the table's
    # header row, in the document's language and translated, so it can be shown as a table
    table_header: str | None = None
    table_header_translation: str | None = None

    @property
    def is_reading(self) -> bool:
        """True when the value is not quoted from the document (publisher rule or decision)."""
        return self.basis != "quoted"

    @property
    def is_house(self) -> bool:
        """True when a table changed this value in its house rules."""
        return self.basis == "house"

    def cite(self) -> str:
        """A short human citation in the reader's language: the quote (in the document's
        language) with its translation, or the note."""
        parts: list[str] = []
        if self.quote:
            shown = quote_translation(self.translation)
            parts.append(f"«{self.quote}»" + (f" ({shown})" if shown else ""))
        if self.note:
            parts.append(tr(self.note))
        label = _(CITE_LABELS[self.basis])
        where = f" [{tr(self.document)}]" if self.document else ""
        return f"{label}{where}: " + " — ".join(parts)


# how a citation names each basis ("our reading [document]: …")
CITE_LABELS: dict[Basis, str] = {
    "quoted": N_("quoted"),
    "publisher": N_("publisher's rule"),
    "decision": N_("our reading"),
    "house": N_("house rule"),
}


@dataclass(frozen=True)
class PlayerSpan:
    """An inclusive range of player counts."""

    low: int
    high: int

    def __contains__(self, n: object) -> bool:
        return isinstance(n, int) and self.low <= n <= self.high

    def __str__(self) -> str:
        return str(self.low) if self.low == self.high else f"{self.low}–{self.high}"


@dataclass(frozen=True)
class AllOrNone:
    """Points when every voter or no voter finds the storyteller's card."""

    storyteller: int
    others: int


@dataclass(frozen=True)
class SomeFound:
    """Points when some but not all voters find the storyteller's card."""

    storyteller: int
    finder: int
    other: int


@dataclass(frozen=True)
class ExactlyOneFinder:
    """Points for the storyteller and the finder when exactly one voter finds the card."""

    points: int
    players: PlayerSpan


@dataclass(frozen=True)
class ExtraFinder:
    """Extra points for finders from a player count on (Odyssey's single-marker bonus).

    `inside_cap`: False (Odyssey's default reading) keeps the extra outside the bonus cap; True
    counts it toward the cap (bonus + extra never above the cap; the bonus is counted first).
    """

    kind: ExtraKind
    from_players: int
    points: int
    inside_cap: bool = False


@dataclass(frozen=True)
class EndConditions:
    """When a game ends: a score target (None: no target) and what an exhausted pile does."""

    score_target: int | None
    empty_pile: EmptyPile


RuleValue = (
    int
    | str
    | None
    | PlayerSpan
    | AllOrNone
    | SomeFound
    | ExactlyOneFinder
    | ExtraFinder
    | tuple[int, ...]
)


@dataclass(frozen=True)
class RuleEntry:
    """One value of a rule, the player counts it covers (None: all) and its provenance."""

    value: RuleValue
    players: PlayerSpan | None
    provenance: Provenance


@dataclass(frozen=True)
class Rule:
    """A named rule with its entries (several only for rules that vary with the player count)."""

    name: str
    label: str
    entries: tuple[RuleEntry, ...]

    def entry_for(self, n: int | None = None) -> RuleEntry:
        """The entry that applies at `n` players (the only entry when `n` is None)."""
        if n is None:
            return self.entries[0]
        for entry in self.entries:
            if entry.players is None or n in entry.players:
                return entry
        raise KeyError(f"{self.name} has no value for {n} players")


@dataclass(frozen=True)
class Banded:
    """Values of a rule that varies with the player count, set by a reading choice: each band
    (an inclusive player span) with its value; the bands cover the ruleset's whole range."""

    bands: tuple[tuple[PlayerSpan, RuleValue], ...]

    def at(self, n: int) -> RuleValue:
        for span, value in self.bands:
            if n in span:
                return value
        raise KeyError(n)


@dataclass(frozen=True)
class ReadingChoice:
    """One choice of a reading toggle and the rule values it sets.

    `house`: True for a house variant offered beside the readings (a choice the document's own
    text contradicts): pages label it so, never as a reading of the document.
    """

    id: str
    label: str  # an `explorer.i18n.Text` when the file translates it
    sets: tuple[tuple[str, RuleValue | Banded], ...]
    house: bool = False

    @property
    def shown(self) -> str:
        """The label as pages show it, in the reader's language: house variants say so."""
        if self.house:
            return _("House variant: {label}").format(label=tr(self.label))
        return tr(self.label)


@dataclass(frozen=True)
class Reading:
    """A reading toggle: a point the document leaves open, with the default decision."""

    id: str
    label: str  # label and note: `explorer.i18n.Text` when the file translates them
    default: str
    basis: Basis
    note: str
    choices: tuple[ReadingChoice, ...]

    def choice(self, choice_id: str) -> ReadingChoice:
        for choice in self.choices:
            if choice.id == choice_id:
                return choice
        raise KeyError(choice_id)
