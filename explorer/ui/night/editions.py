"""Your evening under every edition: the same rounds under each shipped ruleset (and house
rules), the final standings side by side, each edition's verdict, and the first round where they
disagree, explained. All of it is the engine's (`explorer.night.editions`); this lays it out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd
import streamlit as st

from explorer.i18n import _, number, tr
from explorer.night.editions import Evenings, difference_sentence, edition_status, every_edition
from explorer.night.evening import Night
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui.common.tables import rows_height
from explorer.ui.night.tables import split_table


def every_edition_section(night: Night, extra: Sequence[Ruleset] = ()) -> Evenings:
    st.subheader(_("Your evening under every edition"))
    e = every_edition(night, extra)
    if not night.rounds:
        st.caption(_("Enter a round to see how each edition would score your evening."))
        return e
    st.caption(
        _(
            "The same rounds scored under each edition's rules: where a box ends the game "
            "sooner, its standings are those at its end."
        )
    )
    frame, config = standings_frame(e)
    # the data grid where its columns fit; on a phone, the same totals as tables that do
    with st.container(key="gn_editions"):
        st.html(_CSS)
        with st.container(key="gn_editions_grid"):
            st.dataframe(
                frame, hide_index=True, column_config=config, height=rows_height(night.n + 1)
            )
        with st.container(key="gn_editions_cut"):
            cut_tables(e)
    diff = difference_sentence(e)
    if diff:
        st.info(esc(diff))
    st.markdown(
        "\n".join(f"- **{esc(tr(t.rules.name))}**: {esc(edition_status(t))}" for t in e.tallies)
    )
    st.caption(
        _("After round {k}, if the edition's game goes on; at its end, if it ended sooner.").format(
            k=number(len(night.rounds))
        )
    )
    return e


_CSS = """<style>
.st-key-gn_editions { container-type: inline-size; }
.st-key-gn_editions_cut { display: none; }
@container (max-width: 700px) {
  .st-key-gn_editions_grid { display: none; }
  .st-key-gn_editions_cut { display: flex; }
}
</style>"""


def cut_tables(e: Evenings) -> None:
    """Each edition's totals as a row, a few players to a table (a phone shows them whole)."""
    scored = [t for t in e.tallies if t.rounds]
    split_table(
        "gn_editions_tables",
        _("Your evening under every edition"),
        [_("Edition")],
        e.night.players,
        [
            (
                [tr(t.rules.short_name)],
                [number(v) + (" 🏆" if s in t.winners else "") for s, v in enumerate(t.totals)],
            )
            for t in scored
        ],
    )


def standings_frame(e: Evenings) -> tuple[pd.DataFrame, dict[str, Any]]:
    """Players × the editions that scored at least one round: each total at the edition's end
    (or after its last round), the winners marked; the last row counts the rounds each
    edition scored. An edition's column help says its verdict."""
    night = e.night
    player = _("Player")
    data: dict[str, list[str]] = {player: [*night.players, _("Rounds counted")]}
    config: dict[str, Any] = {player: st.column_config.TextColumn(player, pinned=True)}
    for t in e.tallies:
        if not t.rounds:
            continue  # it cannot play this table, or stopped at round 1: said below
        head = tr(t.rules.name)
        cells = [number(v) + (" 🏆" if s in t.winners else "") for s, v in enumerate(t.totals)]
        data[head] = [*cells, number(len(t.rounds))]
        config[head] = st.column_config.TextColumn(head, help=edition_status(t))
    return pd.DataFrame(data), config
