"""The Score page's table: quick set-ups and worked examples, the players, the storyteller, the
names, the votes and the reading toggles. Every widget writes the changed situation back to the
address through its callback (`explorer.ui.score.state`)."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from explorer.i18n import _, join_list, number, tr
from explorer.limits import MAX_PLAYERS, MAX_SEED, MIN_PLAYERS
from explorer.round.compare import second_vote_rulesets
from explorer.round.examples import EXAMPLES
from explorer.round.presets import QUICK_SETUPS
from explorer.round.situation import Situation
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc, name_md
from explorer.ui.common.vote_grid import vote_grid
from explorer.ui.score import state as ss


def quick_setups() -> None:
    """One-press tables, a random round by number, and the rulebooks' worked examples."""
    st.subheader(_("Quick set-ups"))
    # rows that wrap, each button as wide as its label (not columns): at 200 % zoom or a larger
    # text size no label is cut or broken mid-word
    with st.container(horizontal=True, gap="small"):
        for q in QUICK_SETUPS:
            st.button(
                _(q.label), on_click=ss.on_quick, args=(q.id,), key=f"quick_{q.id}", wrap=True
            )
    st.number_input(
        "🎲 " + _("Random round"),
        min_value=0,
        max_value=MAX_SEED,
        step=1,
        key=ss.RANDOM,
        on_change=ss.on_random,
        width=320,  # room for its − and + at a larger text size
        help=_(
            "Press + for a random storyteller and random votes at this table. Each number is "
            "always the same round, so a class can all open round 7."
        ),
    )
    st.caption(_("Worked examples from the rulebooks (each loads with its edition and names):"))
    with st.container(horizontal=True, gap="small"):
        for e in EXAMPLES:
            st.button(
                "📖 " + _(e.label),
                on_click=ss.on_example,
                args=(e.id,),
                help=_(e.source),
                key=f"ex_{e.id}",
                wrap=True,
            )


def table(s: Situation, rulesets: Sequence[Ruleset], two_votes: bool) -> None:
    """The players, the storyteller and the names (left), the votes (right)."""
    st.subheader(_("The table"))
    label = ss.SeatLabel(s.players)
    left, right = st.columns([1, 2])
    with left:
        st.slider(
            _("Players"),
            min_value=MIN_PLAYERS,
            max_value=MAX_PLAYERS,
            key="players_n",
            on_change=ss.on_players,
            help=_(
                "Editions differ in how many players they allow; the others say why they cannot "
                "play."
            ),
        )
        st.selectbox(
            _("Storyteller"),
            options=list(range(s.n)),
            format_func=label,
            key="teller",
            on_change=ss.on_teller,
        )
        refused = ss.STATE.show_message()  # a name refused by the last change
        with st.expander(_("Player names"), expanded=refused):
            _names(s)
    with right:
        st.markdown(
            _("**Votes** — {name} tells; everybody else votes.").format(
                name=name_md(s.storyteller_name)
            )
        )
        _votes(s, rulesets, two_votes, label)


def _names(s: Situation) -> None:
    for seat in range(s.n):
        if seat % 3 == 0:  # a row of columns per three seats: stacked in order on a phone
            name_cols = st.columns(3)
        name_cols[seat % 3].text_input(
            _("Seat {seat}").format(seat=number(seat + 1)),
            key=ss.name_key(seat),
            on_change=ss.on_name,
            args=(seat,),
            max_chars=40,
            help=_("Names must be unique and not empty (no commas: the link lists them)."),
        )


def _votes(s: Situation, rulesets: Sequence[Ruleset], two_votes: bool, label: ss.SeatLabel) -> None:
    """The vote pickers, on the grid every table of the site draws (a phone keeps its order)."""
    allow_two = join_list([esc(tr(rs.name)) for rs in second_vote_rulesets(rulesets, s.n)])

    def who(seat: int) -> str:
        # labels and help render Markdown: show the name literally, isolated from the
        # label's own direction (a right-to-left name would carry ": 2nd vote" with it)
        return name_md(s.players[seat])

    def help_text(seat: int, slot: int) -> str:
        if slot == 0:
            return _(
                "{name}: their own card is left out of the list, as nobody may vote for a card "
                "they handed in."
            ).format(name=who(seat))
        return _(
            "At {n} players {editions} let a voter put a second vote on a different card "
            "(never their own). Editions with one vote cannot play a second vote."
        ).format(n=number(s.n), editions=allow_two)

    vote_grid(
        s,
        two=two_votes,
        key=ss.vote_key,
        label=lambda seat, slot: (
            _("{name} voted for") if slot == 0 else _("{name}: 2nd vote")
        ).format(name=who(seat)),
        option=lambda slot, seat: label(seat),
        help=help_text,
        on_change=ss.on_vote,
    )


def readings(rulesets: Sequence[Ruleset]) -> None:
    """One toggle per reading (shared by every edition that has it)."""
    with st.expander(_("Readings (and house variants): where a rulebook is unclear")):
        shown: set[str] = set()
        for rs in rulesets:
            for r in rs.readings:
                if r.id in shown:
                    continue
                shown.add(r.id)
                owners = [
                    esc(tr(x.name)) for x in rulesets if any(y.id == r.id for y in x.readings)
                ]
                st.radio(
                    _("{editions}: {reading}").format(
                        editions=join_list(owners), reading=tr(r.label)
                    ),
                    options=[c.id for c in r.choices],
                    format_func={c.id: tr(c.shown) for c in r.choices}.get,
                    key=ss.reading_key(r.id),
                    on_change=ss.on_reading,
                    args=(r.id,),
                    help=tr(r.note),
                    horizontal=True,
                )
