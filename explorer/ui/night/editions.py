"""Your evening under every edition: the same rounds under each shipped ruleset (and house
rules), the final standings side by side, each edition's verdict, and the first round where they
disagree, explained. All of it is the engine's (`explorer.night.editions`); this lays it out."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from explorer.i18n import _, number, tr
from explorer.night.editions import Evenings, difference_sentence, edition_status, every_edition
from explorer.night.evening import Night
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc, name_md


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
    playing = [t for t in e.tallies if t.stop is None or t.stop.at_round > 0]
    player = _("Player")
    head = (
        f"| {player} | "
        + " | ".join(esc(tr(t.rules.name)) for t in playing)
        + " |\n|---|"
        + "---:|" * len(playing)
        + "\n"
    )
    rows = ""
    for seat, name in enumerate(night.players):
        cells = []
        for t in playing:
            mark = " 🏆" if seat in t.winners else ""
            cells.append(number(t.totals[seat]) + mark)
        rows += f"| {name_md(name)} | " + " | ".join(cells) + " |\n"
    st.markdown(head + rows)
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
