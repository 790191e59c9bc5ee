"""Score a round: one table situation, every edition's points side by side, each point explained."""

import streamlit as st

from explorer.figures.score import points_bar_chart
from explorer.i18n import _, n_, number, tr
from explorer.limits import MAX_SEED
from explorer.round.compare import compare_round, most_votes
from explorer.round.examples import EXAMPLES, find_example
from explorer.round.presets import QUICK_SETUPS
from explorer.round.table import points_table
from explorer.rules.files import load_rulesets
from explorer.rules.specs import RULE_SPECS
from explorer.rules.wording import BASIS_MARK
from explorer.text.escape import esc, name_md
from explorer.ui.common import box
from explorer.ui.common import house as hs
from explorer.ui.common.nav import page_link
from explorer.ui.common.page import start_page
from explorer.ui.common.share import copy_link
from explorer.ui.common.sources import rule_source, show_source
from explorer.ui.common.tables import points_frame, rows_height
from explorer.ui.score import state as ss
from explorer.ui.score.words import join_and

start_page()

st.title("🧮 " + _("Score a round"))
st.caption(
    _(
        "Set up a table: who tells, who voted for whom. Every edition scores it side by side, "
        "and every point is explained with the rule it comes from. The link in the address bar "
        "always holds this exact table: share it."
    )
)

s = ss.load_situation()
ss.sync_widgets(s)
copy_link()
house = hs.house_ruleset()
# the visitor's box leads the columns; house rules, when the link holds them, come last
rulesets = list(box.first(load_rulesets())) + ([house] if house is not None else [])
hs.show_house_banner(house)
two_votes = most_votes(rulesets, s.n) >= 2
label = ss.SeatLabel(s.players)

# --- quick set-ups ---------------------------------------------------------------------
st.subheader(_("Quick set-ups"))
cols = st.columns(len(QUICK_SETUPS) + 1)
for col, q in zip(cols, QUICK_SETUPS, strict=False):
    col.button(_(q.label), on_click=ss.on_quick, args=(q.id,), width="stretch", key=f"quick_{q.id}")
with cols[-1]:
    st.number_input(
        "🎲 " + _("Random round"),
        min_value=0,
        max_value=MAX_SEED,
        step=1,
        key=ss.RANDOM,
        on_change=ss.on_random,
        help=_(
            "Press + for a random storyteller and random votes at this table. Each number is "
            "always the same round, so a class can all open round 7."
        ),
    )
st.caption(_("Worked examples from the rulebooks (each loads with its edition and names):"))
ex_cols = st.columns(len(EXAMPLES))
for col, e in zip(ex_cols, EXAMPLES, strict=True):
    col.button(
        "📖 " + _(e.label),
        on_click=ss.on_example,
        args=(e.id,),
        help=_(e.source),
        width="stretch",
        key=f"ex_{e.id}",
    )

# --- the table ---------------------------------------------------------------------------
st.subheader(_("The table"))
left, right = st.columns([1, 2])
with left:
    st.slider(
        _("Players"),
        min_value=3,
        max_value=12,
        key="players_n",
        on_change=ss.on_players,
        help=_(
            "Editions differ in how many players they allow; the others say why they cannot play."
        ),
    )
    st.selectbox(
        _("Storyteller"),
        options=list(range(s.n)),
        format_func=label,
        key="teller",
        on_change=ss.on_teller,
    )
    msg = ss.pop_message()
    if msg:
        st.error(esc(msg))  # quotes the typed name
    with st.expander(_("Player names"), expanded=bool(msg)):
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
with right:
    st.markdown(
        _("**Votes** — {name} tells; everybody else votes.").format(
            name=name_md(s.storyteller_name)
        )
    )
    # one vote: three voters a row; two votes: two voters a row, first and second side by side.
    # A new row of columns per row of voters, so a phone (which stacks columns) keeps the order.
    per_row = 2 if two_votes else 3
    allow_two = [esc(tr(rs.name)) for rs in rulesets if rs.supports(s.n) and rs.max_votes(s.n) >= 2]
    for i, seat in enumerate(s.voters):
        # labels and help render Markdown: show the name literally, isolated from the
        # label's own direction (a right-to-left name would carry ": 2nd vote" with it)
        who = name_md(s.players[seat])
        if i % per_row == 0:
            vote_cols = st.columns(4 if two_votes else 3)
        first_col = vote_cols[2 * (i % 2)] if two_votes else vote_cols[i % 3]
        first_col.selectbox(
            _("{name} voted for").format(name=who),
            options=[p for p in range(s.n) if p != seat],
            format_func=label,
            key=ss.vote_key(seat, 0),
            on_change=ss.on_vote,
            args=(seat, 0),
            help=_(
                "{name}'s own card is not in the list: nobody may vote for a card they handed in."
            ).format(name=who),
        )
        if two_votes:
            first = s.votes[seat][0]
            vote_cols[2 * (i % 2) + 1].selectbox(
                _("{name}: 2nd vote").format(name=who),
                options=[ss.NO_SECOND] + [p for p in range(s.n) if p not in (seat, first)],
                format_func=label,
                key=ss.vote_key(seat, 1),
                on_change=ss.on_vote,
                args=(seat, 1),
                help=_(
                    "At {n} players {editions} let a voter put a second vote on a different card "
                    "(never their own). Editions with one vote cannot play a second vote."
                ).format(n=number(s.n), editions=join_and(allow_two)),
            )

with st.expander(_("Readings (and house variants): where a rulebook is unclear")):
    shown_readings: set[str] = set()
    for rs in rulesets:
        for r in rs.readings:
            if r.id in shown_readings:  # one toggle, shared by every edition that has it
                continue
            shown_readings.add(r.id)
            owners = [esc(tr(x.name)) for x in rulesets if any(y.id == r.id for y in x.readings)]
            st.radio(
                _("{editions}: {reading}").format(editions=join_and(owners), reading=tr(r.label)),
                options=[c.id for c in r.choices],
                format_func={c.id: tr(c.shown) for c in r.choices}.get,
                key=ss.reading_key(r.id),
                on_change=ss.on_reading,
                args=(r.id,),
                help=tr(r.note),
                horizontal=True,
            )

# --- the verdicts --------------------------------------------------------------------------
c = compare_round(s, rulesets)
st.subheader(_("Points this round"))
ex = find_example(s)
if ex is not None:
    st.info(
        _("Worked example from the rulebook: {source}").format(source=esc(_(ex.source))), icon="📖"
    )
summary = c.summary
if summary is None:
    st.success(
        n_(
            "All {n} editions give the same points here.",
            "All {n} editions give the same points here.",
            len(c.verdicts),
        ).format(n=number(len(c.verdicts)))
    )
else:
    st.info(esc(summary), icon="⚖️")
styled, config = points_frame(points_table(c, starred=s.edition))
st.dataframe(
    styled,
    column_config=config,
    width="stretch",
    hide_index=True,
    height=rows_height(s.n),  # every player visible, no inner scrolling
)
st.caption(
    _(
        "Highlighted: a player whose points are not the same in every edition that can play "
        "this table. ★ marks the edition the worked example comes from."
    )
    if ex
    else _(
        "Highlighted: a player whose points are not the same in every edition that can play "
        "this table."
    )
)
if c.playable:
    st.plotly_chart(points_bar_chart(c), width="stretch", key="points_chart")

st.subheader(_("Every point explained"))
for v in c.verdicts:
    if v.result is None:
        with st.expander(_("{edition}: not playable here").format(edition=esc(tr(v.ruleset.name)))):
            st.markdown(esc(v.reason or ""))
            if v.rule in RULE_SPECS:  # the rule it breaks, quoted, and that rule everywhere
                rule_source(v.ruleset, v.rule, s.n)
                page_link(
                    "pages/compare.py", _("This rule in every edition"), "📜", {"rule": v.rule}
                )
        continue
    with st.expander(
        _("{edition}: how each point was scored").format(edition=esc(tr(v.ruleset.name)))
    ):
        for r in v.ruleset.readings:
            chosen = r.choice(v.ruleset.chosen(r.id))
            shown = (
                _("House variant in force — {reading}: {choice}")
                if chosen.house
                else _("Reading in force — {reading}: {choice}")
            )
            st.caption(shown.format(reading=tr(r.label), choice=tr(chosen.label)))
        for line in v.result.explanation:
            text_col, src_col = st.columns([4, 1])
            text_col.markdown(esc(line.text))
            p = line.provenance
            with src_col.popover(BASIS_MARK[p.basis] + " " + _("source"), width="stretch"):
                show_source(p, title=line.rule_label, quote_language=v.ruleset.language)
