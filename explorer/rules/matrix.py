"""The rules matrix: every rule × every ruleset, with each value's basis and source, and the
consequences the engine computes from them (how long the draw pile lasts).

Values are formatted from the typed rule values; which rows differ, and where two documents
disagree, is computed from the data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from explorer.i18n import _, semicolons
from explorer.rules.endgame import pile_turns
from explorer.rules.ruleset import Ruleset
from explorer.rules.specs import RULE_SPECS
from explorer.rules.values import Basis, PlayerSpan, Provenance, RuleEntry
from explorer.rules.wording import BASIS_MARK, format_value


@dataclass(frozen=True)
class CellSource:
    """One entry behind a matrix cell: the player counts it covers and its provenance."""

    players: PlayerSpan | None
    value: str
    provenance: Provenance


@dataclass(frozen=True)
class Cell:
    """A rule's value(s) under one ruleset, with the basis of each entry."""

    text: str
    bases: tuple[Basis, ...]
    sources: tuple[CellSource, ...]
    by_count: tuple[tuple[int, str], ...] = ()  # value per supported player count, if it varies

    @property
    def marks(self) -> str:
        return "".join(dict.fromkeys(BASIS_MARK[b] for b in self.bases))

    @property
    def is_reading(self) -> bool:
        return any(b != "quoted" for b in self.bases)


@dataclass(frozen=True)
class Row:
    """One rule across rulesets; its texts are in the reader's language when it was built."""

    rule: str
    label: str
    cells: tuple[tuple[str, Cell], ...]  # (ruleset id, cell) in column order

    @property
    def differs(self) -> bool:
        """True when two rulesets give different values; for rules that vary with the player
        count, only player counts both rulesets support are compared."""
        if all(c.by_count for _ruleset, c in self.cells):
            values: dict[int, set[str]] = {}
            for _ruleset, c in self.cells:
                for n, v in c.by_count:
                    values.setdefault(n, set()).add(v)
            return any(len(v) > 1 for v in values.values())
        return len({c.text for _ruleset, c in self.cells}) > 1

    def cell(self, ruleset_id: str) -> Cell:
        return dict(self.cells)[ruleset_id]


def _cell(rs: Ruleset, rule: str) -> Cell:
    entries: tuple[RuleEntry, ...] = rs.rule(rule).entries
    sources = tuple(
        CellSource(e.players, format_value(e.value, rule), e.provenance) for e in entries
    )
    if rule == "players":
        spans = sorted((e.value for e in entries), key=lambda s: s.low)  # type: ignore[union-attr]
        text = f"{spans[0].low}–{spans[-1].high}"  # type: ignore[union-attr]
    elif len({s.value for s in sources}) == 1:
        text = sources[0].value
    else:
        ordered = sorted(sources, key=lambda s: s.players.low if s.players else 0)
        # TRANSLATORS: a value at some player counts, e.g. "7 at 3" or "6 at 4–8"
        text = semicolons([_("{value} at {n}").format(value=s.value, n=s.players) for s in ordered])
    by_count: tuple[tuple[int, str], ...] = ()
    if RULE_SPECS[rule].by_players:
        by_count = tuple(
            (n, format_value(rs.entry(rule, n).value, rule))
            for n in range(rs.min_players, rs.max_players + 1)
        )
    return Cell(text, tuple(e.provenance.basis for e in entries), sources, by_count)


def rules_matrix(rulesets: Sequence[Ruleset]) -> tuple[Row, ...]:
    """One row per rule (in RULE_SPECS order), one cell per ruleset."""
    return tuple(
        Row(name, spec.label, tuple((rs.id, _cell(rs, name)) for rs in rulesets))
        for name, spec in RULE_SPECS.items()
    )


@dataclass(frozen=True)
class Disagreement:
    """A rule on which two documents give different values."""

    rule: str
    label: str
    left: Cell
    right: Cell


def disagreements(a: Ruleset, b: Ruleset) -> tuple[Disagreement, ...]:
    """Every rule on which rulesets `a` and `b` disagree (per player count where it varies)."""
    out = []
    for row in rules_matrix((a, b)):
        if row.differs:
            out.append(Disagreement(row.rule, row.label, row.cell(a.id), row.cell(b.id)))
    return tuple(out)


def basis_differences(a: Ruleset, b: Ruleset) -> tuple[Disagreement, ...]:
    """Rules on which `a` and `b` agree in value but not in basis: one text states the rule,
    the other is silent (a publisher's rule or our reading fills the gap)."""
    out = []
    for row in rules_matrix((a, b)):
        left, right = row.cell(a.id), row.cell(b.id)
        if not row.differs and left.is_reading != right.is_reading:
            out.append(Disagreement(row.rule, row.label, left, right))
    return tuple(out)


def same_box_pairs(rulesets: Sequence[Ruleset]) -> tuple[tuple[Ruleset, Ruleset], ...]:
    """Pairs of rulesets describing the same box (same edition year and player range) from
    different documents: the places where two rule texts for one game can be compared."""
    pairs = []
    for i, a in enumerate(rulesets):
        for b in rulesets[i + 1 :]:
            if (
                a.document != b.document
                and a.year == b.year
                and (a.min_players, a.max_players) == (b.min_players, b.max_players)
            ):
                pairs.append((a, b))
    return tuple(pairs)


@dataclass(frozen=True)
class PileTurns:
    """How many turns the draw pile allows (None: the pile never ends the game)."""

    ruleset_id: str
    players: int
    deck: int
    turns: int | None


def pile_table(
    rulesets: Sequence[Ruleset], decks: Sequence[int] = (84, 168)
) -> tuple[PileTurns, ...]:
    """`endgame.pile_turns` for every ruleset, player count it supports and deck size."""
    out = []
    for rs in rulesets:
        for n in range(rs.min_players, rs.max_players + 1):
            for deck in decks:
                out.append(PileTurns(rs.id, n, deck, pile_turns(rs, n, deck)))
    return tuple(out)
