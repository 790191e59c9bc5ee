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

from explorer.errors import DixitError
from explorer.figures.lab import chart_name
from explorer.figures.lab.charts import LabChart
from explorer.i18n import _, using
from explorer.lab import export
from explorer.lab.jobs import Job
from explorer.lab.plan import LabPlan
from explorer.lab.settings import LabSettings
from explorer.lab.sweeps import Progress
from explorer.links.base import params_of
from explorer.text.escape import esc
from explorer.ui.common.share import page_url
from explorer.ui.lab import cache as lab_cache
from explorer.ui.lab import state as lab_state
from explorer.ui.lab import tables as lab_tables

T = TypeVar("T")
R = TypeVar("R")
Rows = list[dict[str, Any]]


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

    def show(
        self,
        chart: LabChart[R],
        key: Hashable,
        results: R,
        columns: lab_tables.Columns | None = None,
    ) -> None:
        """`chart` for `results` (the results of the jobs `key` names), each part it declares in
        turn: its figure (or, with `columns`, its rows as a Markdown table), its caption, its
        takeaway, its note and its download. Figures, tables and takeaways are made once for
        everyone (`explorer.ui.lab.cache`)."""
        lang = self.lang
        figure = chart.figure
        if figure is not None:
            fig = lab_cache.cached_figure(chart.name, key, lambda: figure(results), lang=lang)
            # no chart toolbar: on a phone it covers the chart's title
            st.plotly_chart(
                fig,
                width="stretch",
                key=chart.name,
                config={"displayModeBar": False},
                alt=chart_name(fig),  # a figure whose takeaway follows it in words
            )
        rows = chart.rows
        if columns is not None and rows is not None:
            for text in lab_cache.cached_words(
                f"table-{chart.name}",
                key,
                lambda: lab_tables.markdown_tables(rows(results), columns),
                lang,
            ):
                st.markdown(text)
        if chart.caption:
            st.caption(_(chart.caption))
        takeaway = chart.takeaway
        if takeaway is not None:
            text = lab_cache.cached_words(
                f"takeaway-{chart.name}", key, lambda: takeaway(results), lang
            )
            if text:  # shown inert: no Markdown in it
                st.markdown(_("**What this shows:** {takeaway}").format(takeaway=esc(text)))
        if chart.note:
            self.note(_(chart.note))
        if rows is not None:
            self.download(chart, lambda: rows(results))

    def note(self, text: str) -> None:
        """What the rules do to the chart next to it, in words."""
        if text:
            st.markdown(f"ℹ️ {esc(text)}")

    def download(self, chart: LabChart[Any], build: Callable[[], Rows]) -> None:
        """A CSV carrying its settings. Its rows are built only when it is pressed (or the zip
        is), from results already computed; pressing it does not rerun the page."""
        name = chart.download
        self.tables[name] = build
        citation, lang, style = self.citation, self.lang, self.csv_style
        st.download_button(
            # TRANSLATORS: {name} is the file's short name, "sweet-spot"
            _("Download the numbers (CSV): {name}").format(name=_(chart.label)),
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

    def result(self, job: Job[T], progress: Progress | None = None) -> T:
        """The job's result (`explorer.ui.lab.cache.compute`); settings the engine refuses get
        a plain message and the page stops there."""
        try:
            return lab_cache.compute(job, progress)
        except DixitError as err:
            refused(err)
            st.stop()

    def attempt(self, job: Job[T], progress: Progress | None = None) -> T | None:
        """The job's result, or None when the engine refuses it: only its own result is left
        out; the reason waits in `refusals` for `say_refusals` and the rest of the page goes
        on. A refused run is remembered by the cache like a result."""
        try:
            return lab_cache.compute(job, progress)
        except DixitError as err:
            self.refusals.append(err)
            return None

    def say_refusals(self) -> None:
        """Each distinct reason among the runs refused since the last call, once."""
        for reason in dict.fromkeys(str(err) for err in self.refusals):
            refused(DixitError(reason))
        self.refusals.clear()
