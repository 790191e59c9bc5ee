"""The Ruleset: one edition's rules as data, with typed accessors for the engine.

Code reads parameters (`bonus_cap`, `max_votes`, `end_conditions`, ...), never edition names.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar, cast

from explorer.errors import IllegalRound, ReadingError
from explorer.i18n import _, number, tr
from explorer.rules.values import (
    AllOrNone,
    Banded,
    EmptyPile,
    EndConditions,
    ExactlyOneFinder,
    ExtraFinder,
    PlayerSpan,
    Provenance,
    Reading,
    ReadingChoice,
    Rule,
    RuleEntry,
    RuleValue,
    SomeFound,
)
from explorer.text.translate import in_every_language

T = TypeVar("T")

Readings = Mapping[str, str]  # reading toggle id → choice id


@dataclass(frozen=True)
class Ruleset:
    """One edition's rules. Build it with `explorer.load_ruleset`; it is immutable."""

    id: str
    name: str
    edition: str
    year: int
    document: str
    language: str
    summary: str
    rules: tuple[Rule, ...]
    readings: tuple[Reading, ...] = ()
    chosen_readings: tuple[tuple[str, str], ...] = ()  # set by with_readings, sorted
    parent: str | None = None  # house rules: the id of the edition they start from
    short: str | None = None  # a short name for narrow places (a table's column header)

    @property
    def short_name(self) -> str:
        """The short name where the file gives one ("Odyssey 2011"), else the name."""
        return self.short or self.name

    # --- generic access ---------------------------------------------------------------
    def rule(self, name: str) -> Rule:
        for rule in self.rules:
            if rule.name == name:
                return rule
        raise KeyError(f"ruleset {self.id} has no rule {name!r}")

    def entry(self, name: str, n: int | None = None) -> RuleEntry:
        return self.rule(name).entry_for(n)

    def _value(self, name: str, kind: type[T], n: int | None = None) -> T:
        return cast(T, self.entry(name, n).value)

    # --- players ----------------------------------------------------------------------
    @property
    def player_spans(self) -> tuple[PlayerSpan, ...]:
        return tuple(cast(PlayerSpan, e.value) for e in self.rule("players").entries)

    @property
    def min_players(self) -> int:
        return min(span.low for span in self.player_spans)

    @property
    def max_players(self) -> int:
        return max(span.high for span in self.player_spans)

    def supports(self, n: int) -> bool:
        return self.min_players <= n <= self.max_players

    def check_players(self, n: int) -> None:
        """Raise IllegalRound when `n` players cannot play this ruleset."""
        if not self.supports(n):
            raise IllegalRound(
                "players",
                _("{ruleset} is for {low} to {high} players, not {n}.").format(
                    ruleset=tr(self.name),
                    low=number(self.min_players),
                    high=number(self.max_players),
                    n=number(n),
                ),
            )

    # --- per player count -------------------------------------------------------------
    def hand_size(self, n: int) -> int:
        self.check_players(n)
        return self._value("hand_size", int, n)

    def cards_handed_in(self, n: int) -> int:
        """Cards each non-storyteller hands in at `n` players."""
        self.check_players(n)
        return self._value("cards_handed_in", int, n)

    def max_votes(self, n: int) -> int:
        """Votes (markers) each voter may cast at `n` players."""
        self.check_players(n)
        return self._value("max_votes", int, n)

    def cards_on_table(self, n: int) -> int:
        """Cards laid out each turn: the storyteller's one plus everybody else's."""
        return 1 + (n - 1) * self.cards_handed_in(n)

    # --- scoring ----------------------------------------------------------------------
    @property
    def all_or_none(self) -> AllOrNone:
        return self._value("all_or_none", AllOrNone)

    @property
    def some_found(self) -> SomeFound:
        return self._value("some_found", SomeFound)

    @property
    def exactly_one_finder(self) -> ExactlyOneFinder | None:
        return cast(ExactlyOneFinder | None, self.entry("exactly_one_finder").value)

    @property
    def bonus_per_vote(self) -> int:
        return self._value("bonus_per_vote", int)

    @property
    def bonus_cap(self) -> int | None:
        """The bonus cap when it is the same at every player count (else the first entry's:
        use `cap_at` for a given count)."""
        return cast(int | None, self.entry("bonus_cap").value)

    def cap_at(self, n: int) -> int | None:
        """The bonus cap per player per turn at `n` players (None: uncapped)."""
        return cast(int | None, self.entry("bonus_cap", n).value)

    @property
    def extra_finder(self) -> ExtraFinder | None:
        """The extra finder point, with `inside_cap` from the `extra_cap` rule."""
        ef = cast(ExtraFinder | None, self.entry("extra_finder").value)
        if ef is None:
            return None
        return replace(ef, inside_cap=self.entry("extra_cap").value == "inside")

    def extra_at(self, n: int) -> ExtraFinder | None:
        """The extra finder point at `n` players (None: none at that count), as `cap_at` is
        the bonus cap at a count: what scoring, the lab's maths and every sentence about a
        round ask."""
        ef = self.extra_finder
        return ef if ef is not None and n >= ef.from_players else None

    # --- the game ---------------------------------------------------------------------
    @property
    def end_conditions(self) -> EndConditions:
        return EndConditions(
            score_target=cast(int | None, self.entry("score_target").value),
            empty_pile=cast(EmptyPile, self.entry("empty_pile").value),
        )

    @property
    def ties(self) -> str:
        return self._value("ties", str)

    @property
    def decks(self) -> tuple[int, ...]:
        return self._value("decks", tuple)

    # --- reading toggles --------------------------------------------------------------
    def reading(self, reading_id: str) -> Reading:
        for reading in self.readings:
            if reading.id == reading_id:
                return reading
        known = ", ".join(r.id for r in self.readings)
        if not known:
            raise ReadingError(
                _("{ruleset} has no reading toggle {reading} (it has none).").format(
                    ruleset=self.id, reading=repr(reading_id)[:60]
                )
            )
        raise ReadingError(
            _("{ruleset} has no reading toggle {reading} (it has: {known}).").format(
                ruleset=self.id, reading=repr(reading_id)[:60], known=known
            )
        )

    def chosen(self, reading_id: str) -> str:
        """The choice in force for a reading toggle."""
        return dict(self.chosen_readings).get(reading_id, self.reading(reading_id).default)

    def with_readings(self, readings: Readings | None) -> Ruleset:
        """This ruleset with reading toggles set (reading id → choice id); an unknown toggle or
        choice raises ReadingError."""
        if not readings:
            return self
        if not isinstance(readings, Mapping):
            raise ReadingError(_("readings must map a reading toggle to one of its choices."))
        current = dict(self.chosen_readings)
        rules = {rule.name: rule for rule in self.rules}
        for reading_id, choice_id in readings.items():
            reading = self.reading(str(reading_id))
            try:
                choice = reading.choice(str(choice_id))
            except KeyError:
                choices = ", ".join(c.id for c in reading.choices)
                raise ReadingError(
                    _(
                        "{ruleset}: reading toggle {reading} has no choice {choice} (choose one "
                        "of: {choices})."
                    ).format(
                        ruleset=self.id,
                        reading=repr(reading.id),
                        choice=repr(choice_id)[:60],
                        choices=choices,
                    )
                ) from None
            for rule_name, value in choice.sets:
                rules[rule_name] = apply_value(rules[rule_name], value, (reading, choice))
            current[reading.id] = choice.id
        return replace(
            self,
            rules=tuple(rules[r.name] for r in self.rules),
            chosen_readings=tuple(sorted(current.items())),
        )

    def own_readings(self, readings: Mapping[str, str] | Sequence[tuple[str, str]]) -> Ruleset:
        """This ruleset with those of `readings` that are its own toggles set (others ignored):
        one table's choices applied to every edition that has the toggle."""
        pairs = readings.items() if isinstance(readings, Mapping) else readings
        own = {r.id for r in self.readings}
        return self.with_readings({k: v for k, v in pairs if k in own})


def apply_value(
    rule: Rule, value: RuleValue | Banded, source: tuple[Reading, ReadingChoice] | None
) -> Rule:
    """`rule` with a reading choice's value: a plain value replaces the single entry's value
    (keeping its provenance); bands replace the entries, each band keeping the provenance of
    the entry it came from when the value is unchanged, else citing the reading."""
    if not isinstance(value, Banded):
        (entry,) = rule.entries
        return replace(rule, entries=(replace(entry, value=value),))
    entries: list[RuleEntry] = []
    for span, v in value.bands:
        old = rule.entry_for(span.low)
        same = all(rule.entry_for(n).value == v for n in range(span.low, span.high + 1))
        if (
            same
            and old.players is not None
            and (old.players.low, old.players.high)
            == (
                span.low,
                span.high,
            )
        ):
            entries.append(old)
            continue
        prov = old.provenance
        if not same and source is not None:
            reading, choice = source
            prov = Provenance(
                basis="house" if choice.house else reading.basis,
                document=None,
                quote=None,
                translation=None,
                note=_reading_note(reading, choice),
            )
        entries.append(RuleEntry(v, span, prov))
    return replace(rule, entries=tuple(entries))


def _reading_note(reading: Reading, choice: ReadingChoice) -> str:
    """The note of a value a reading choice set, in every language (it lives in a ruleset)."""
    return in_every_language(
        # TRANSLATORS: a rule value set by a reading: "{reading}" is the question, "{choice}"
        # the answer chosen
        lambda: _("{reading}: {choice}.").format(reading=tr(reading.label), choice=choice.shown)
    )
