"""Score a round in a notebook: the Score page's table, chart and explanation, with widgets.

    from explorer.notebook import ScoreExplorer
    ex = ScoreExplorer()   # the last line of a cell: shows the widgets, live
    ex.table               # the players × rulesets points as a DataFrame, always current

Each `ScoreExplorer` holds its own widgets and its current `Situation`; a widget change makes a
new situation (through `Situation.with_*`, so it is always valid), scores it under every ruleset
(`compare_round`) and redraws. A change the engine refuses (two players with one name) leaves
the table as it was and says why.

An explorer speaks the language current when it was made (`explorer.i18n.set_language("fr")`
first): its labels, messages, table and explanation, on every redraw after.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
import numpy as np
import pandas as pd

from explorer.errors import RulesetError, SituationError
from explorer.figures.score import points_bar_chart
from explorer.i18n import _, language, n_, number, p_, tr, using
from explorer.limits import MAX_PLAYERS, MAX_VOTES, MIN_PLAYERS
from explorer.notebook import checks
from explorer.notebook.frames import (
    explanation_frame,
    explanation_html,
    points_frame,
    styled_points,
)
from explorer.notebook.show import show
from explorer.round.compare import Comparison, compare_round, most_votes
from explorer.round.presets import random_round
from explorer.round.situation import Situation, default_situation
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.rules.values import Reading

NO_SECOND = -1
WIDE = widgets.Layout(width="auto")


def score_table(
    situation: Situation, rulesets: Sequence[Ruleset | str] | None = None
) -> pd.DataFrame:
    """One line: the players × rulesets points of a situation (default: every edition; a
    ruleset may be given by its id)."""
    chosen = load_rulesets() if rulesets is None else checks.rulesets(rulesets)
    return points_frame(compare_round(checks.situation(situation, chosen), chosen))


def _readings(rulesets: Sequence[Ruleset]) -> list[tuple[Ruleset, Reading]]:
    """Every reading toggle once (a toggle id shared by two rulesets is one table choice)."""
    seen: set[str] = set()
    out = []
    for rs in rulesets:
        for r in rs.readings:
            if r.id not in seen:
                seen.add(r.id)
                out.append((rs, r))
    return out


class ScoreExplorer:
    """Players, storyteller, votes and readings as widgets; the points table, bar chart and
    explanation (with each rule's quote) below them, redrawn on every change.

    `situation`, `comparison`, `table` (DataFrame), `figure` (Plotly) and `explanation`
    (DataFrame) are the current values; `set_situation` and `random_round` change them from code
    and move the widgets to match. `rulesets` may name editions by their ids; an argument the
    explorer cannot use raises the engine's error (a `DixitError`) saying which and why."""

    def __init__(
        self, situation: Situation | None = None, rulesets: Sequence[Ruleset | str] | None = None
    ) -> None:
        self.lang = language()  # every redraw speaks it, whatever a later cell sets
        with using(self.lang):
            chosen = load_rulesets() if rulesets is None else checks.rulesets(rulesets)
            if situation is not None:
                checks.situation(situation, chosen)
            self._build(situation, chosen)

    def _build(self, situation: Situation | None, rulesets: tuple[Ruleset, ...]) -> None:
        self.rulesets: tuple[Ruleset, ...] = rulesets
        self._situation = default_situation() if situation is None else situation
        self._syncing = False
        self._shape: tuple[object, ...] = ()
        self.players = widgets.IntSlider(
            value=self._situation.n,
            min=MIN_PLAYERS,
            max=MAX_PLAYERS,
            description=p_("notebook", "Players"),
            continuous_update=False,
        )
        self.storyteller = widgets.Dropdown(description=p_("notebook", "Storyteller"))
        self.names: list[widgets.Text] = []
        self.votes: dict[tuple[int, int], widgets.Dropdown] = {}
        self.readings: dict[str, widgets.RadioButtons] = {}
        self.message = widgets.HTML()
        self.summary = widgets.HTML()
        self.table_out = widgets.Output()
        self.chart_out = widgets.Output()
        self.explain_html = widgets.HTML()
        self._names_box = widgets.GridBox(
            layout=widgets.Layout(grid_template_columns="repeat(auto-fill, minmax(160px, 1fr))")
        )
        self._votes_box = widgets.VBox()
        self.players.observe(self._on_players, names="value")
        self.storyteller.observe(self._on_teller, names="value")
        reading_rows = []
        self._defaults = {r.id: r.default for _ruleset, r in _readings(self.rulesets)}
        for rs, r in _readings(self.rulesets):
            radio = widgets.RadioButtons(
                options=[(tr(c.label), c.id) for c in r.choices],
                value=self._situation.readings_dict().get(r.id, r.default),
                layout=WIDE,
                description_allow_html=False,
            )
            radio.observe(self._reading_handler(r.id), names="value")
            self.readings[r.id] = radio
            reading_rows.append(
                widgets.HTML(f"<b>{html.escape(tr(rs.name))}</b>: {html.escape(tr(r.label))}")
            )
            reading_rows.append(radio)
        self.widget = widgets.VBox(
            [
                widgets.HBox([self.players, self.storyteller]),
                widgets.HTML("<b>{}</b>".format(html.escape(p_("notebook", "Names")))),
                self._names_box,
                widgets.HTML("<b>{}</b>".format(html.escape(p_("notebook", "Votes")))),
                self._votes_box,
                widgets.Accordion(
                    [widgets.VBox(reading_rows)],
                    titles=(_("Readings: where a rulebook is unclear"),),
                ),
                self.message,
                self.summary,
                self.table_out,
                self.chart_out,
                # TRANSLATORS: HTML: keep the <b> and </b> around the heading's words
                widgets.HTML(_("<b>Every point explained</b> (open an edition)")),
                self.explain_html,
            ]
        )
        self._sync_widgets()
        self._refresh()

    # --- current values -------------------------------------------------------------------
    @property
    def situation(self) -> Situation:
        return self._situation

    @property
    def comparison(self) -> Comparison:
        return self._comparison

    @property
    def table(self) -> pd.DataFrame:
        """The players × rulesets points now shown (a copy: yours to keep and change)."""
        return self._table.copy()

    @property
    def figure(self) -> Any:
        """The bar chart now shown (None when no ruleset can play the round)."""
        return self._figure

    @property
    def explanation(self) -> pd.DataFrame:
        return explanation_frame(self._comparison)

    def explain(self, ruleset_id: str, *, with_sources: bool = True) -> str:
        """One ruleset's explanation as text, each line with its rule's source (RulesetError
        for an id that is not one of the explorer's rulesets)."""
        with using(self.lang):
            for v in self._comparison.verdicts:
                if v.ruleset.id == ruleset_id:
                    if v.result is None:
                        return _("{name} cannot play this round: {reason}").format(
                            name=tr(v.ruleset.name), reason=v.reason
                        )
                    return v.result.explain(with_sources=bool(with_sources))
            ids = ", ".join(r.id for r in self.rulesets)
            raise RulesetError(
                checks.shown(ruleset_id),
                "id",
                _("is not one of this explorer's rulesets ({known})").format(known=ids),
            )

    def set_situation(self, situation: Situation) -> None:
        """Show another situation: the widgets follow."""
        with using(self.lang):
            self._situation = checks.situation(situation, self.rulesets)
            self.message.value = ""
            self._sync_widgets()
            self._refresh()

    def random_round(self, seed: int | np.random.Generator) -> Situation:
        """A random round at this table (same seed, same round), shown and returned; `seed` a
        whole number from 0 to 2³² − 1, or a numpy Generator."""
        with using(self.lang):
            seed = checks.seed(seed, SituationError)
        s = self._situation
        self.set_situation(random_round(s, seed, max_picks=self._max_picks(s.n)))
        return self._situation

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # --- widgets ↔ situation ----------------------------------------------------------------
    def _max_picks(self, n: int) -> int:
        return most_votes(self.rulesets, n)

    def _label(self, seat: int) -> str:
        return self._situation.players[seat]

    def _sync_widgets(self) -> None:
        """Give every widget the situation's value (rebuilding the name and vote rows when the
        table's shape changed), without firing the widgets' own handlers."""
        s = self._situation
        two = self._max_picks(s.n) >= 2
        self._syncing = True
        try:
            self.players.value = s.n
            self.storyteller.options = [(name, seat) for seat, name in enumerate(s.players)]
            self.storyteller.value = s.storyteller
            shape = (s.n, s.storyteller, two)
            if shape != self._shape:
                self._build_rows(s, two)
                self._shape = shape
            for seat, name in enumerate(s.players):
                self.names[seat].value = name
            for (seat, slot), box in self.votes.items():
                picks = s.votes[seat]
                if slot == 0:
                    box.options = [(s.players[p], p) for p in range(s.n) if p != seat]
                    box.value = picks[0]
                else:
                    # TRANSLATORS: the second-vote menu's choice for "no second vote"
                    box.options = [(p_("notebook", "— none —"), NO_SECOND)] + [
                        (s.players[p], p) for p in range(s.n) if p not in (seat, picks[0])
                    ]
                    box.value = picks[1] if len(picks) > 1 else NO_SECOND
            chosen = s.readings_dict()
            for rid, radio in self.readings.items():
                radio.value = chosen.get(rid, self._defaults[rid])
        finally:
            self._syncing = False

    def _build_rows(self, s: Situation, two: bool) -> None:
        self.names = []
        for seat in range(s.n):
            box = widgets.Text(
                description=p_("notebook", "Seat {n}").format(n=number(seat + 1)),
                continuous_update=False,
                layout=WIDE,
            )
            box.observe(self._name_handler(seat), names="value")
            self.names.append(box)
        self._names_box.children = tuple(self.names)
        self.votes = {}
        rows = []
        for seat in s.voters:
            first = widgets.Dropdown(description=p_("notebook", "voted for"), layout=WIDE)
            first.observe(self._vote_handler(seat, 0), names="value")
            self.votes[(seat, 0)] = first
            row: list[widgets.Widget] = [widgets.Label(s.players[seat]), first]
            if two:
                second = widgets.Dropdown(description=p_("notebook", "2nd vote"), layout=WIDE)
                second.observe(self._vote_handler(seat, 1), names="value")
                self.votes[(seat, 1)] = second
                row.append(second)
            rows.append(widgets.HBox(row))
        self._votes_box.children = tuple(rows)

    def _change(self, make: Callable[[Situation], Situation]) -> None:
        if self._syncing:
            return
        with using(self.lang):  # a widget's callback runs outside the cell that set it
            self._change_to(make)

    def _change_to(self, make: Callable[[Situation], Situation]) -> None:
        try:
            new = make(self._situation)
        except SituationError as err:
            refused = _("Not changed: {reason}").format(reason=err)
            self.message.value = f"<span style='color:#b00020'>{html.escape(refused)}</span>"
            self._sync_widgets()  # the refused value goes back to what the table holds
            return
        self.message.value = ""
        self._situation = new
        self._sync_widgets()
        self._refresh()

    def _on_players(self, change: dict[str, Any]) -> None:
        n = int(change["new"])
        self._change(lambda s: s.with_players(n, max_picks=self._max_picks(n)))

    def _on_teller(self, change: dict[str, Any]) -> None:
        if change["new"] is not None:
            self._change(lambda s: s.with_storyteller(int(change["new"])))

    def _name_handler(self, seat: int) -> Callable[[dict[str, Any]], None]:
        return lambda change: self._change(lambda s: s.with_name(seat, str(change["new"])))

    def _vote_handler(self, seat: int, slot: int) -> Callable[[dict[str, Any]], None]:
        def handle(change: dict[str, Any]) -> None:
            if change["new"] is None:
                return
            target = None if change["new"] == NO_SECOND else int(change["new"])
            self._change(lambda s: s.with_vote(seat, slot, target))

        return handle

    def _reading_handler(self, reading: str) -> Callable[[dict[str, Any]], None]:
        return lambda change: self._change(lambda s: s.with_reading(reading, str(change["new"])))

    def vote(self, voter: str, slot: int = 0) -> widgets.Dropdown:
        """The dropdown of a voter's first (0) or second (1) vote, by the voter's name
        (SituationError for a name not at the table, the storyteller, or a second vote where
        no ruleset here gives one)."""
        with using(self.lang):
            s = self._situation
            if not isinstance(voter, str) or voter not in s.players:
                raise SituationError(
                    _("No player is named {name} at this table (the players: {players}).").format(
                        name=checks.shown(voter), players=", ".join(s.players)
                    )
                )
            slot = checks.whole(slot, "slot", 0, MAX_VOTES - 1, SituationError)
            seat = s.players.index(voter)
            if seat == s.storyteller:
                raise SituationError(
                    _("{name} is the storyteller, and the storyteller never votes.").format(
                        name=voter
                    )
                )
            if (seat, slot) not in self.votes:
                raise SituationError(
                    _("No ruleset here gives a second vote at {n} players.").format(n=number(s.n))
                )
            return self.votes[(seat, slot)]

    # --- the verdicts -------------------------------------------------------------------------
    def _refresh(self) -> None:
        c = compare_round(self._situation, self.rulesets)
        self._comparison = c
        self._table = points_frame(c)
        self._figure = points_bar_chart(c) if c.playable else None
        summary = c.summary or n_(
            "The {n} ruleset gives these points.",
            "All {n} rulesets give the same points here.",
            len(c.verdicts),
        ).format(n=number(len(c.verdicts)))
        self.summary.value = f"<p>⚖️ {html.escape(summary)}</p>"
        show(self.table_out, styled_points(c, self._table))
        show(self.chart_out, *([self._figure] if self._figure is not None else []))
        self.explain_html.value = explanation_html(c)
