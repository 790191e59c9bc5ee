"""The players × rulesets points table of a comparison, as plain data for any page.

The Score page and the practice reveal draw the same table: one row per player (the storyteller
marked), one column per ruleset, the rulesets that can play the situation first. Each column
carries a note against a reference ruleset (the one in play): the same points, whose differ,
or why it cannot play the round.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.i18n import _, join_list, tr
from explorer.round.compare import Comparison, Verdict


@dataclass(frozen=True)
class Column:
    """One ruleset's column: points per seat (None when it cannot play the situation)."""

    ruleset_id: str
    name: str
    summary: str
    points: tuple[int, ...] | None
    reason: str | None
    note: str
    starred: bool
    short: str = ""  # the column header where space is short ("Odyssey 2011"); name if empty

    @property
    def playable(self) -> bool:
        return self.points is not None

    @property
    def header(self) -> str:
        return f"★ {self.name}" if self.starred else self.name


@dataclass(frozen=True)
class PointsTable:
    players: tuple[str, ...]
    storyteller: int
    columns: tuple[Column, ...]
    differing: tuple[bool, ...]  # per seat: not the same points in every playable ruleset

    @property
    def row_labels(self) -> tuple[str, ...]:
        """Player names, the storyteller's marked, in the reader's language."""
        return tuple(
            _("{name} (storyteller)").format(name=p) if i == self.storyteller else p
            for i, p in enumerate(self.players)
        )


def _note(v: Verdict, ref: Verdict | None, players: tuple[str, ...]) -> str:
    if v.result is None:
        return _("cannot score this round: {reason}").format(reason=v.reason)
    if ref is None or ref.result is None:
        return ""
    if v is ref:
        # TRANSLATORS: the note over the column of the ruleset the table plays
        return _("in play")
    diff = [p for p in players if v.result.points[p] != ref.result.points[p]]
    if not diff:
        return _("same points")
    return _("differs for {names}").format(names=join_list(diff))


def points_table(
    c: Comparison, *, reference: str | None = None, starred: str | None = None
) -> PointsTable:
    """The table of `c`: the `reference` ruleset's column first (then the other playable ones,
    then those that cannot play it); `starred` marks a worked example's edition."""
    s = c.situation
    ref = next((v for v in c.verdicts if v.ruleset.id == reference), None)
    order = sorted(c.verdicts, key=lambda v: (v is not ref, not v.playable))
    columns = tuple(
        Column(
            ruleset_id=v.ruleset.id,
            name=tr(v.ruleset.name),
            summary=tr(v.ruleset.summary),
            short=tr(v.ruleset.short_name),
            points=None if v.result is None else tuple(v.result.points[p] for p in s.players),
            reason=v.reason,
            note=_note(v, ref, s.players),
            starred=v.ruleset.id == starred,
        )
        for v in order
    )
    differ = set(c.differing_players())
    return PointsTable(s.players, s.storyteller, columns, tuple(p in differ for p in s.players))
