"""The foot of the lab page: every table of this view in one zip with its settings, and loading
the settings of such a zip (or its settings.json) back."""

from __future__ import annotations

import streamlit as st

from explorer.i18n import _
from explorer.lab import export
from explorer.ui.lab import state as lab_state
from explorer.ui.lab.output import Output


def show(out: Output) -> None:
    citation, lang, style = out.citation, out.lang, out.csv_style
    st.header(_("Everything at once"))
    st.download_button(
        _("Download every table with its settings (zip)"),
        # built when pressed, outside this run: the tables' rows too
        lambda: export.zip_bytes(out.all_tables(), citation, lang=lang, style=style),
        file_name=export.file_name("all", citation, "zip"),
        mime="application/zip",
        key="zip-all",
        on_click="ignore",
    )
    st.file_uploader(
        _("Load the settings of a lab zip or settings.json (the page then shows that view)"),
        type=["zip", "json"],
        key="load-settings",
        on_change=lab_state.load_file,
    )
    lab_state.STATE.show_message()  # a loaded file's outcome
