"""What each kind of lesson step draws: the project's cards, a live little table, the end of
the game, the clue chart, the quiz and the reference card. The words come from
`explorer.learn`; this module only lays them out."""

from __future__ import annotations

from functools import lru_cache

import pandas as pd
import streamlit as st

from explorer.errors import DixitError
from explorer.figures.lab import sweet_spot_figure
from explorer.lab.clue_model import ClueModel
from explorer.learn.boxes import boxes
from explorer.learn.card import reference_card
from explorer.learn.lesson import DemoRound, Step, demo_players, demo_round, end_turns
from explorer.learn.quiz import STREAK, check, choose_level, levels, record
from explorer.round.scoring import score_round
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui import learn_state as ls
from explorer.ui.cards_view import show_cards
from explorer.ui.lab_cache import cached_sweet_spot
from explorer.ui.nav import page_link
from explorer.ui.sources import rule_source

STEP_RULES = {
    "all-or-none": ("all_or_none",),
    "some-found": ("some_found",),
    "bonus": ("bonus_per_vote",),
    "end": ("score_target", "empty_pile", "ties"),
}


def sources(
    rs: Ruleset, names: tuple[str, ...], n: int | None = None, *, expanded: bool = False
) -> None:
    with st.expander(f"📖 The rulebook says ({rs.document})", expanded=expanded):
        for name in names:
            rule_source(rs, name, n)


# --- step 1: the box --------------------------------------------------------------------------
def box_step(rs: Ruleset) -> None:
    every = boxes(load_rulesets())
    mine = next(b for b in every if any(r.id == rs.id for r in b.rulesets))
    st.session_state["learn_box"] = mine.id
    st.radio(
        "Which box do you have?",
        options=[b.id for b in every],
        format_func=lambda bid: next(b.title for b in every if b.id == bid),
        captions=[" · ".join(b.facts) for b in every],
        key="learn_box",
        on_change=ls.on_box,
    )
    if len(mine.rulesets) > 1:
        st.session_state["learn_rulebook"] = rs.id
        st.radio(
            "This box came with rulebooks that differ on a detail. Which one is yours?",
            options=[r.id for r in mine.rulesets],
            format_func=lambda rid: load_ruleset(rid).document,
            key="learn_rulebook",
            on_change=ls.on_rulebook,
            help="Not sure? Keep the first: the Compare page shows where they differ.",
        )
    st.caption(
        f"Your choice ({esc(rs.name)}) is kept while you visit and in every link you share; "
        "Score, Compare, Practice and the lab open on it."
    )
    if rs.readings:
        with st.expander("Advanced: where the rulebook is unclear"):
            st.markdown(
                "The lesson, the quiz and the card follow the site's reading of each unclear "
                "point; Score and Compare let you try the others."
            )
            for r in rs.readings:
                st.markdown(f"- **{esc(r.label)}**: {esc(r.choice(rs.chosen(r.id)).label)}")
                st.caption(esc(r.note))


# --- the demonstration round --------------------------------------------------------------------
def _place_labels(d: DemoRound, reveal: bool) -> tuple[list[str], list[str]]:
    labels, notes = [], []
    votes = d.situation.votes
    for place, card_id in enumerate(d.layout, start=1):
        owner = d.owner(card_id)
        labels.append(f"{place}" + (f" · {d.players[owner]}" if reveal else ""))
        voters = [d.players[s] for s, picks in enumerate(votes) if owner in picks]
        # a voter votes for a card; with several cards each, the first of the owner's cards
        first_of_owner = card_id == d.handed_in[owner][0]
        notes.append(
            ("★ " if reveal and owner == d.situation.storyteller else "")
            + (f"votes: {', '.join(voters)}" if reveal and voters and first_of_owner else "")
        )
    return labels, notes


def demo_step(rs: Ruleset, step: Step) -> None:
    d = demo_round(rs)
    teller = d.players[d.situation.storyteller]
    if step.kind in ("hand-in", "lay-out", "vote"):
        st.markdown(f"The clue: **“{esc(d.clue)}”**")
    if step.kind == "deal":
        show_cards(d.hand, labels=lambda i: f"{teller}'s card {i + 1}")
    elif step.kind == "clue":
        show_cards([d.chosen], labels=lambda i: f"{teller}'s card: only she sees it")
        st.markdown(f"#### {teller} says: “{esc(d.clue)}”")
    elif step.kind == "hand-in":
        seats = range(1, len(d.players))
        cards = [c for s in seats for c in d.handed_in[s]]
        owners = [d.players[s] for s in seats for _ in d.handed_in[s]]
        show_cards(cards, labels=lambda i: f"{owners[i]} hands in")
    elif step.kind == "lay-out":
        labels, _ = _place_labels(d, reveal=False)
        show_cards(d.layout, labels=lambda i: f"Place {labels[i]}")
    elif step.kind == "vote":
        labels, _ = _place_labels(d, reveal=False)
        show_cards(d.layout, labels=lambda i: f"Place {labels[i]}")
        places = {c: i + 1 for i, c in enumerate(d.layout)}
        lines = []
        for seat, picks in enumerate(d.situation.votes):
            if picks:
                owner = picks[0]
                card_id = d.handed_in[owner][0]
                lines.append(f"- **{d.players[seat]}** votes for place {places[card_id]}")
        st.markdown("\n".join(lines))
    elif step.kind == "reveal":
        labels, notes = _place_labels(d, reveal=True)
        show_cards(d.layout, labels=lambda i: f"Place {labels[i]}", notes=lambda i: notes[i])
        result = score_round(rs, teller, d.situation.votes_by_name(), players=d.players)
        finders = [p for p in result.finders]
        st.markdown(
            f"★ marks {teller}'s card. Found by: **{', '.join(finders) or 'nobody'}**. "
            "Next: how those votes become points."
        )


# --- the scoring steps: a live little table ---------------------------------------------------------
def _names(players: tuple[str, ...]) -> dict[int, str]:
    return dict(enumerate(players))


def table_step(rs: Ruleset, step: Step) -> None:
    s = ls.table_situation(rs, step)
    tid = ls.table_id(step)
    names = _names(s.players)
    two = rs.max_votes(s.n) >= 2
    st.markdown(f"**{s.n} players. {names[s.storyteller]} is the storyteller.** Change any vote:")
    per_row = 2 if two else 3
    for i, seat in enumerate(s.voters):
        if i % per_row == 0:
            cols = st.columns(4 if two else 3)
        col = cols[2 * (i % 2)] if two else cols[i % 3]
        options = [p for p in range(s.n) if p != seat]
        col.selectbox(
            f"{names[seat]} voted for",
            options=options,
            format_func=lambda p: f"{names[p]}{' (storyteller)' if p == s.storyteller else ''}",
            key=ls.vote_key(tid, rs, seat, 0),
        )
        if two:
            first = st.session_state[ls.vote_key(tid, rs, seat, 0)]
            cols[2 * (i % 2) + 1].selectbox(
                f"{names[seat]}: 2nd marker",
                options=[ls.NO_SECOND] + [p for p in options if p != first],
                format_func=lambda p: "— none —" if p == ls.NO_SECOND else names[p],
                key=ls.vote_key(tid, rs, seat, 1),
            )
    result = score_round(rs, names[s.storyteller], s.votes_by_name(), players=s.players)
    rows = []
    for p in result.scores:
        role = "storyteller" if p.found is None else ("found it" if p.found else "missed")
        rows.append(
            {
                "Player": p.player,
                "": role,
                "Base": p.base,
                "Bonus": p.bonus,
                "Extra": p.extra,
                "Total": p.total,
            }
        )
    frame = pd.DataFrame(rows)
    if not any(p.extra for p in result.scores) and rs.extra_finder is None:
        frame = frame.drop(columns=["Extra"])
    st.table(frame.set_index("Player"))  # static: every cell readable on a phone
    with st.expander("Why these points"):
        st.markdown("\n".join(f"- {esc(e.text)}" for e in result.explanation))
    st.button("↺ Back to the example", key=f"reset_{tid}", on_click=ls.reset_table, args=(rs, step))
    names_ = step.twist.rules if step.twist else STEP_RULES.get(step.kind, ())
    sources(rs, names_, step.twist.players if step.twist else demo_players(rs), expanded=True)


# --- the end of the game ----------------------------------------------------------------------------
def end_step(rs: Ruleset) -> None:
    turns = list(end_turns(rs))
    if any(t is not None for _, t in turns):
        st.markdown(
            f"How many turns the draw pile lasts with {rs.decks[0]} cards (computed by the "
            "engine from hand sizes and cards per turn):"
        )
        st.table(
            pd.DataFrame(
                {
                    "Players": [str(n) for n, _ in turns],
                    "Turns before the pile ends the game": [
                        "never" if t is None else str(t) for _, t in turns
                    ],
                }
            ).set_index("Players")
        )
        if rs.end_conditions.score_target is not None:
            st.caption("A player reaching the score target may end the game sooner.")
    sources(rs, STEP_RULES["end"])


# --- what makes a good clue ------------------------------------------------------------------------
def clue_step(rs: Ruleset) -> None:
    n = demo_players(rs)
    curve = cached_sweet_spot(rs.id, n, ClueModel())
    st.plotly_chart(sweet_spot_figure([curve]), width="stretch", key="learn_sweet")
    st.markdown(
        f"At {n} players the storyteller does best when each player finds the card with a "
        f"chance of about **{curve.best_p:.0%}**: a clue that some, not all, will get."
    )
    page_link(
        "pages/practice.py", label="Play a round against bots with your box's rules", icon="🃏"
    )
    page_link("pages/lab.py", label="Explore clue difficulty in the lab", icon="🎲")


# --- the quiz -------------------------------------------------------------------------------------------
def quiz_step(rs: Ruleset) -> None:
    p = ls.progress(rs)
    lv = {x.id: x for x in levels(rs)}
    unlocked = p.unlocked(rs)
    if p.finished(rs):
        st.success(f"🎉 You can score any round of {esc(rs.name)}.")
    st.progress(
        len(p.mastered) / len(lv),
        text=f"Levels mastered: {len(p.mastered)} of {len(lv)} · streak {p.streak} of {STREAK} "
        f"at “{esc(lv[p.level].title)}”",
    )
    st.session_state["quiz_level"] = p.level  # the level in play (a locked pick is refused)
    st.radio(
        "Level",
        options=list(lv),
        format_func=lambda i: (
            f"{'✅ ' if i in p.mastered else '' if i in unlocked else '🔒 '}{lv[i].title}"
        ),
        key="quiz_level",
        horizontal=True,
        on_change=_on_level,
        args=(rs.id,),
        help="Five right in a row unlock the next level.",
    )
    q = ls.question(rs)
    names = q.players
    st.markdown(f"**{esc(lv[p.level].text)}** {len(names)} players; **{q.storyteller}** tells.")
    votes = q.situation.votes
    st.markdown(
        "\n".join(
            f"- {names[seat]} voted for "
            + " and ".join(
                f"{names[x]}'s card"
                + (" (the storyteller's)" if x == q.situation.storyteller else "")
                for x in picks
            )
            for seat, picks in enumerate(votes)
            if picks
        )
    )
    st.caption("How many points does each player score this round?")
    per_row = 3
    for i, name in enumerate(names):
        if i % per_row == 0:  # a row of columns per three players: in order on a phone too
            cols = st.columns(per_row)
        cols[i % per_row].number_input(
            name, min_value=0, max_value=99, step=1, value=None, key=f"quiz_pts_{i}"
        )
    a = ls.answered(rs)
    if a is None or a.question != q:
        st.button(
            "Check my points", type="primary", key="quiz_check", on_click=_on_check, args=(rs.id,)
        )
        err = st.session_state.pop("quiz_error", None)
        if err:
            st.error(esc(err))
        return
    fb = a.feedback
    if fb.right:
        st.success("✅ All right!")
    else:
        st.error("Not quite. The right points:")
    st.table(
        pd.DataFrame(
            [
                {
                    "Player": c.player,
                    "You said": c.given,
                    "Points": c.expected,
                    "": "✅" if c.right else "❌",
                }
                for c in fb.players
            ]
        ).set_index("Player")
    )
    for named in fb.mistakes:
        st.warning(
            f"**Looks like: {esc(named.mistake.name)}** ({', '.join(named.players)}). "
            f"{esc(named.mistake.correction)}",
            icon="💡",
        )
    with st.expander("How each point was scored", expanded=not fb.right):
        st.markdown("\n".join(f"- {esc(t)}" for t in fb.explanation))
    st.button(
        "Next round →", type="primary", key="quiz_next", on_click=ls.next_question, args=(rs,)
    )


def _on_level(ruleset_id: str) -> None:
    rs = load_ruleset(ruleset_id)
    try:
        ls.set_progress(rs, choose_level(rs, ls.progress(rs), str(st.session_state["quiz_level"])))
    except DixitError as err:
        st.session_state["quiz_error"] = str(err)
    ls.next_question(rs)


def _on_check(ruleset_id: str) -> None:
    rs = load_ruleset(ruleset_id)
    q = ls.question(rs)
    answer = {name: st.session_state.get(f"quiz_pts_{i}") for i, name in enumerate(q.players)}
    try:
        fb = check(q, answer, load_rulesets())
    except DixitError as err:
        st.session_state["quiz_error"] = str(err)
        return
    st.session_state["learn_answered"] = ls.Answered(q, fb)
    ls.set_progress(rs, record(rs, ls.progress(rs), fb.right))


# --- the reference card -------------------------------------------------------------------------------
@lru_cache(maxsize=16)  # one card per edition (and reading) asked for
def _card(ruleset_id: str) -> bytes:
    return reference_card(load_ruleset(ruleset_id))


def card_step(rs: Ruleset) -> None:
    st.download_button(
        f"⬇️ Reference card for {rs.name} (PDF, one page)",
        data=_card(rs.id),
        file_name=f"dixit-{rs.id}-reference-card.pdf",
        mime="application/pdf",
        key="card_pdf",
        type="primary",
    )
    st.markdown("Where to next?")
    page_link("pages/practice.py", label="Play a round against bots", icon="🃏")
    page_link("pages/score.py", label="Score a round from your own table", icon="🧮")
    page_link("pages/compare.py", label="See how the editions differ", icon="📜")
