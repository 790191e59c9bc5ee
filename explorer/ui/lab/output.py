"""What every section of the lab page shows the same way: a chart built once for everyone, its
takeaway, a note, a CSV download built only when pressed, and the engine's refusals as messages.

One `Output` per page run: it knows the visitor's language and CSV style and what every file
of the view says about where it comes from (`citation`: the settings, the rulesets shown, the
house rules' link text, the view's link), and gathers every table shown for the zip at the foot
of the page.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import streamlit as st
from plotly.graph_objects import Figure

from explorer.errors import DixitError
from explorer.figures.lab import chart_name
from explorer.i18n import N_, _, using
from explorer.lab import export
from explorer.lab.plan import LabPlan
from explorer.lab.settings import LabSettings
from explorer.links.base import params_of
from explorer.text.escape import esc
from explorer.ui.common.share import page_url
from explorer.ui.lab import cache as lab_cache
from explorer.ui.lab import state as lab_state
from explorer.ui.lab import tables as lab_tables

T = TypeVar("T")
Rows = list[dict[str, Any]]

# each download's name on its button (the file names stay as they are)
TABLE_NAMES = {
    "sweet-spot": N_("the storyteller's sweet spot"),
    "heatmap": N_("heatmap"),
    "outcomes": N_("how rounds end"),
    "points-by-role": N_("points per round"),
    "one-round": N_("one round"),
    "game-summary": N_("whole games"),
    "game-length": N_("game length"),
    "end-reasons": N_("how games end"),
    "seats": N_("wins by seat"),
    "sweep-exact": N_("storyteller over player counts"),
    "sweep-games": N_("games over player counts"),
    "sweep-deck": N_("game length by deck size"),
}


def built(build: Callable[[], Rows], lang: str) -> Rows:
    """A table's rows as the visitor reads them (names and words in their language `lang`),
    also from a thread that is not the page's (a download is built outside the run)."""
    with using(lang):
        return build()


def refused(err: DixitError) -> None:
    """The engine's refusal, as one message (inert: it may quote a house-rules name)."""
    st.error(_("These settings cannot be computed: {reason}").format(reason=esc(err)))


@dataclass
class Output:
    """The page run's way of showing things (`lang`: the visitor's language; `csv_style`: the
    CSV style chosen, `explorer.lab.export`)."""

    citation: export.Citation
    lang: str
    csv_style: str
    tables: dict[str, Callable[[], Rows]] = field(default_factory=dict)  # for the zip
    refusals: list[DixitError] = field(default_factory=list)  # not shown yet

    @classmethod
    def of(cls, plan: LabPlan, lang: str, csv_style: str) -> Output:
        """The page run's output for `plan`: its files cite the view as the address has it."""
        link = page_url()
        if link.startswith("?"):  # no browser address known (a test): the page's own path
            link = "/lab" + link
        citation = export.Citation.of(
            plan.settings,
            params_of(lab_state.link().encode(plan.settings)),
            [e.ruleset for e in plan.chosen],
            None if plan.house is None else plan.house.ruleset,
            link,
        )
        return cls(citation, lang, csv_style)

    @property
    def settings(self) -> LabSettings:
        return self.citation.settings

    def chart(self, name: str, key: Hashable, build: Callable[[], Figure]) -> None:
        """A figure built once per process for these results, shown at the page's width, named
        by its title for a screen reader (a figure whose takeaway follows it in words)."""
        fig = lab_cache.cached_figure(name, key, build, lang=self.lang)
        # no chart toolbar: on a phone it covers the chart's title
        st.plotly_chart(
            fig, width="stretch", key=name, config={"displayModeBar": False}, alt=chart_name(fig)
        )

    def takeaway(self, name: str, key: Hashable, build: Callable[[], str]) -> None:
        """Chart `name`'s takeaway, worked out by the engine once for everyone from the results
        `key` names (shown inert: no Markdown in it)."""
        text = lab_cache.cached_words(f"takeaway-{name}", key, build, self.lang)
        if text:
            st.markdown(_("**What this shows:** {takeaway}").format(takeaway=esc(text)))

    def table(
        self, name: str, key: Hashable, build: Callable[[], Rows], columns: lab_tables.Columns
    ) -> None:
        """Table `name` as Markdown (`explorer.ui.lab.tables`), written once for everyone from
        the results `key` names."""
        for text in lab_cache.cached_words(
            f"table-{name}",
            key,
            lambda: lab_tables.markdown_tables(build(), columns),
            self.lang,
        ):
            st.markdown(text)

    def note(self, text: str) -> None:
        """What the rules do to the chart next to it, in words."""
        if text:
            st.markdown(f"ℹ️ {esc(text)}")

    def download(self, name: str, build: Callable[[], Rows]) -> None:
        """A CSV carrying its settings. Its rows are built only when it is pressed (or the zip
        is), from results already computed; pressing it does not rerun the page."""
        self.tables[name] = build
        citation, lang, style = self.citation, self.lang, self.csv_style
        st.download_button(
            # TRANSLATORS: {name} is the file's short name, "sweet-spot"
            _("Download the numbers (CSV): {name}").format(name=_(TABLE_NAMES.get(name, name))),
            # built later, outside this run (in a thread that does not speak the visitor's
            # language): the language and style go with it
            lambda: export.csv_bytes(built(build, lang), citation, lang=lang, style=style),
            file_name=export.file_name(name, citation),
            mime="text/csv",
            key=f"csv-{name}",
            on_click="ignore",
        )

    def all_tables(self) -> dict[str, Rows]:
        """Every table shown in this run, built (for the zip)."""
        return {name: built(build, self.lang) for name, build in self.tables.items()}

    def guarded(self, compute: Callable[..., T], *args: object) -> T:
        """One engine call; settings it refuses get a plain message and the page stops there."""
        try:
            return compute(*args)
        except DixitError as err:
            refused(err)
            st.stop()

    def attempted(self, compute: Callable[..., T], *args: object) -> T | None:
        """One engine call whose refusal leaves only its own result out (None); the reason
        waits in `refusals` for `say_refusals` and the rest of the page goes on. A refused run
        is remembered by the cache like a result."""
        try:
            return compute(*args)
        except DixitError as err:
            self.refusals.append(err)
            return None

    def say_refusals(self) -> None:
        """Each distinct reason among the runs refused since the last call, once."""
        for reason in dict.fromkeys(str(err) for err in self.refusals):
            refused(DixitError(reason))
        self.refusals.clear()
