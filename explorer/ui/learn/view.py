"""What each kind of lesson step draws: the project's cards, a live little table, the end of
the game, the clue chart, the quiz and the reference card. The words come from
`explorer.learn`; this module only lays them out."""

from __future__ import annotations

from functools import lru_cache

import pandas as pd
import streamlit as st

from explorer.errors import DixitError
from explorer.figures.lab import sweet_spot_figure
from explorer.i18n import (
    _,
    language,
    number,
    p_,
    percent,
    tr,
    using,
)
from explorer.lab.clue_model import ClueModel
from explorer.learn.boxes import boxes
from explorer.learn.card import reference_card
from explorer.learn.lesson import STREAK, DemoRound, Step, demo_players, demo_round, end_turns
from explorer.learn.quiz import check, choose_level, levels, record
from explorer.round.scoring import score_round
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui.common.cards_view import show_cards
from explorer.ui.common.nav import page_link
from explorer.ui.common.sources import rule_source
from explorer.ui.lab.cache import cached_sweet_spot
from explorer.ui.learn import state as ls

STEP_RULES = {
    "all-or-none": ("all_or_none",),
    "some-found": ("some_found",),
    "bonus": ("bonus_per_vote",),
    "end": ("score_target", "empty_pile", "ties"),
}


def sources(
    rs: Ruleset, names: tuple[str, ...], n: int | None = None, *, expanded: bool = False
) -> None:
    label = _("The rulebook says ({document})").format(document=tr(rs.document))
    with st.expander(f"📖 {label}", expanded=expanded):
        for name in names:
            rule_source(rs, name, n)


# --- step 1: the box --------------------------------------------------------------------------
def box_step(rs: Ruleset) -> None:
    every = boxes(load_rulesets())
    mine = next(b for b in every if any(r.id == rs.id for r in b.rulesets))
    st.session_state["learn_box"] = mine.id
    st.radio(
        _("Which box do you have?"),
        options=[b.id for b in every],
        # labels made now, in the page's language (a widget may format its value again later,
        # outside this run: AppTest does)
        format_func={b.id: b.title for b in every}.__getitem__,
        captions=[" · ".join(b.facts) for b in every],
        key="learn_box",
        on_change=ls.on_box,
    )
    if len(mine.rulesets) > 1:
        st.session_state["learn_rulebook"] = rs.id
        st.radio(
            _("This box came with rulebooks that differ on a detail. Which one is yours?"),
            options=[r.id for r in mine.rulesets],
            format_func={r.id: tr(r.document) for r in mine.rulesets}.__getitem__,
            key="learn_rulebook",
            on_change=ls.on_rulebook,
            help=_("Not sure? Keep the first: the Compare page shows where they differ."),
        )
    st.caption(
        _(
            "Your choice ({name}) is kept while you visit and in every link you share; Score, "
            "Compare, Practice and the lab open on it."
        ).format(name=esc(tr(rs.name)))
    )
    if rs.readings:
        with st.expander(_("Advanced: where the rulebook is unclear")):
            st.markdown(
                _(
                    "The lesson, the quiz and the card follow the site's reading of each unclear "
                    "point; Score and Compare let you try the others."
                )
            )
            for r in rs.readings:
                chosen = tr(r.choice(rs.chosen(r.id)).label)
                st.markdown(f"- **{esc(tr(r.label))}**: {esc(chosen)}")
                st.caption(esc(tr(r.note)))


# --- the demonstration round --------------------------------------------------------------------
def _place_labels(d: DemoRound, reveal: bool) -> tuple[list[str], list[str]]:
    labels, notes = [], []
    votes = d.situation.votes
    for place, card_id in enumerate(d.layout, start=1):
        owner = d.owner(card_id)
        labels.append(
            _("Place {place} · {player}").format(place=number(place), player=d.players[owner])
            if reveal
            else _("Place {place}").format(place=number(place))
        )
        voters = [d.players[s] for s, picks in enumerate(votes) if owner in picks]
        # a voter votes for a card; with several cards each, the first of the owner's cards
        first_of_owner = card_id == d.handed_in[owner][0]
        star = "★ " if reveal and owner == d.situation.storyteller else ""
        shown = reveal and voters and first_of_owner
        notes.append(star + (_("votes: {names}").format(names=", ".join(voters)) if shown else ""))
    return labels, notes


def demo_step(rs: Ruleset, step: Step) -> None:
    d = demo_round(rs)
    teller = d.players[d.situation.storyteller]
    if step.kind in ("hand-in", "lay-out", "vote"):
        st.markdown(_("The clue: **“{clue}”**").format(clue=esc(d.clue)))
    if step.kind == "deal":
        show_cards(
            d.hand,
            labels=lambda i: _("{name}'s card {number}").format(name=teller, number=number(i + 1)),
        )
    elif step.kind == "clue":
        show_cards(
            [d.chosen], labels=lambda i: _("{name}'s card: only she sees it").format(name=teller)
        )
        st.markdown("#### " + _("{name} says: “{clue}”").format(name=teller, clue=esc(d.clue)))
    elif step.kind == "hand-in":
        seats = range(1, len(d.players))
        cards = [c for s in seats for c in d.handed_in[s]]
        owners = [d.players[s] for s in seats for _card in d.handed_in[s]]
        show_cards(cards, labels=lambda i: _("{name} hands in").format(name=owners[i]))
    elif step.kind == "lay-out":
        labels = _place_labels(d, reveal=False)[0]
        show_cards(d.layout, labels=lambda i: labels[i])
    elif step.kind == "vote":
        labels = _place_labels(d, reveal=False)[0]
        show_cards(d.layout, labels=lambda i: labels[i])
        places = {c: i + 1 for i, c in enumerate(d.layout)}
        lines = []
        for seat, picks in enumerate(d.situation.votes):
            if picks:
                owner = picks[0]
                card_id = d.handed_in[owner][0]
                line = _("**{name}** votes for place {place}").format(
                    name=d.players[seat], place=number(places[card_id])
                )
                lines.append(f"- {line}")
        st.markdown("\n".join(lines))
    elif step.kind == "reveal":
        labels, notes = _place_labels(d, reveal=True)
        show_cards(d.layout, labels=lambda i: labels[i], notes=lambda i: notes[i])
        result = score_round(rs, teller, d.situation.votes_by_name(), players=d.players)
        finders = ", ".join(result.finders)
        st.markdown(
            "★ "
            + (
                _(
                    "marks {name}'s card. Found by: **{finders}**. Next: how those votes become "
                    "points."
                ).format(name=teller, finders=finders)
                if finders
                else _(
                    "marks {name}'s card. Found by: **nobody**. Next: how those votes become "
                    "points."
                ).format(name=teller)
            )
        )


# --- the scoring steps: a live little table ---------------------------------------------------------
def _names(players: tuple[str, ...]) -> dict[int, str]:
    return dict(enumerate(players))


def table_step(rs: Ruleset, step: Step) -> None:
    s = ls.table_situation(rs, step)
    tid = ls.table_id(step)
    names = _names(s.players)
    two = rs.max_votes(s.n) >= 2
    st.markdown(
        _("**{n} players. {name} is the storyteller.** Change any vote:").format(
            n=number(s.n), name=names[s.storyteller]
        )
    )
    per_row = 2 if two else 3
    shown = names | {s.storyteller: _("{name} (storyteller)").format(name=names[s.storyteller])}
    second = names | {ls.NO_SECOND: _("— none —")}
    for i, seat in enumerate(s.voters):
        if i % per_row == 0:
            cols = st.columns(4 if two else 3)
        col = cols[2 * (i % 2)] if two else cols[i % 3]
        options = [p for p in range(s.n) if p != seat]
        col.selectbox(
            _("{name} voted for").format(name=names[seat]),
            options=options,
            format_func=shown.__getitem__,
            key=ls.vote_key(tid, rs, seat, 0),
        )
        if two:
            first = st.session_state[ls.vote_key(tid, rs, seat, 0)]
            cols[2 * (i % 2) + 1].selectbox(
                _("{name}: 2nd marker").format(name=names[seat]),
                options=[ls.NO_SECOND] + [p for p in options if p != first],
                format_func=second.__getitem__,
                key=ls.vote_key(tid, rs, seat, 1),
            )
    result = score_round(rs, names[s.storyteller], s.votes_by_name(), players=s.players)
    player, extra = p_("lesson table", "Player"), p_("lesson table", "Extra")
    rows = []
    for p in result.scores:
        if p.found is None:
            role = p_("role in a round", "storyteller")
        else:
            role = _("found it") if p.found else _("missed")
        rows.append(
            {
                player: p.player,
                "": role,
                p_("lesson table", "Base"): p.base,
                p_("lesson table", "Bonus"): p.bonus,
                extra: p.extra,
                p_("lesson table", "Total"): p.total,
            }
        )
    frame = pd.DataFrame(rows)
    if not any(p.extra for p in result.scores) and rs.extra_finder is None:
        frame = frame.drop(columns=[extra])
    st.table(frame.set_index(player))  # static: every cell readable on a phone
    with st.expander(_("Why these points")):
        st.markdown("\n".join(f"- {esc(e.text)}" for e in result.explanation))
    st.button(
        "↺ " + _("Back to the example"),
        key=f"reset_{tid}",
        on_click=ls.reset_table,
        args=(rs, step),
    )
    names_ = step.twist.rules if step.twist else STEP_RULES.get(step.kind, ())
    sources(rs, names_, step.twist.players if step.twist else demo_players(rs), expanded=True)


# --- the end of the game ----------------------------------------------------------------------------
def end_step(rs: Ruleset) -> None:
    turns = list(end_turns(rs))
    if any(t is not None for _players, t in turns):
        st.markdown(
            _(
                "How many turns the draw pile lasts with {deck} cards (computed by the engine "
                "from hand sizes and cards per turn):"
            ).format(deck=number(rs.decks[0]))
        )
        players = p_("lesson table", "Players")
        st.table(
            pd.DataFrame(
                {
                    players: [number(n) for n, _t in turns],
                    _("Turns before the pile ends the game"): [
                        p_("pile lasts", "never") if t is None else number(t) for _n, t in turns
                    ],
                }
            ).set_index(players)
        )
        if rs.end_conditions.score_target is not None:
            st.caption(_("A player reaching the score target may end the game sooner."))
    sources(rs, STEP_RULES["end"])


# --- what makes a good clue ------------------------------------------------------------------------
def clue_step(rs: Ruleset) -> None:
    n = demo_players(rs)
    curve = cached_sweet_spot(rs.id, n, ClueModel())
    st.plotly_chart(sweet_spot_figure([curve]), width="stretch", key="learn_sweet")
    st.markdown(
        _(
            "At {n} players the storyteller does best when each player finds the card with a "
            "chance of about **{chance}**: a clue that some, not all, will get."
        ).format(n=number(n), chance=percent(curve.best_p))
    )
    page_link(
        "pages/practice.py", label=_("Play a round against bots with your box's rules"), icon="🃏"
    )
    page_link("pages/lab.py", label=_("Explore clue difficulty in the lab"), icon="🎲")


# --- the quiz -------------------------------------------------------------------------------------------
def quiz_step(rs: Ruleset) -> None:
    p = ls.progress(rs)
    lv = {x.id: x for x in levels(rs)}
    unlocked = p.unlocked(rs)
    if p.finished(rs):
        st.success("🎉 " + _("You can score any round of {name}.").format(name=esc(tr(rs.name))))
    st.progress(
        len(p.mastered) / len(lv),
        text=_(
            "Levels mastered: {mastered} of {levels} · streak {streak} of {streak_goal} at "
            "“{level}”"
        ).format(
            mastered=number(len(p.mastered)),
            levels=number(len(lv)),
            streak=number(p.streak),
            streak_goal=number(STREAK),
            level=esc(lv[p.level].title),
        ),
    )
    st.session_state["quiz_level"] = p.level  # the level in play (a locked pick is refused)
    st.radio(
        p_("quiz", "Level"),
        options=list(lv),
        format_func=lambda i: (
            f"{'✅ ' if i in p.mastered else '' if i in unlocked else '🔒 '}{lv[i].title}"
        ),
        key="quiz_level",
        horizontal=True,
        on_change=_on_level,
        args=(rs.id,),
        help=_("{n} right in a row unlock the next level.").format(n=number(STREAK)),
    )
    q = ls.question(rs)
    names = q.players
    st.markdown(
        f"**{esc(lv[p.level].text)}** "
        + _("{n} players; **{name}** tells.").format(n=number(len(names)), name=q.storyteller)
    )
    votes = q.situation.votes
    st.markdown(
        "\n".join(
            f"- {vote_line(names, q.situation.storyteller, seat, picks)}"
            for seat, picks in enumerate(votes)
            if picks
        )
    )
    st.caption(_("How many points does each player score this round?"))
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
            _("Check my points"),
            type="primary",
            key="quiz_check",
            on_click=_on_check,
            args=(rs.id,),
        )
        err = st.session_state.pop("quiz_error", None)
        if err:
            st.error(esc(err))
        return
    fb = a.feedback
    if fb.right:
        st.success("✅ " + _("All right!"))
    else:
        st.error(_("Not quite. The right points:"))
    player = p_("lesson table", "Player")
    st.table(
        pd.DataFrame(
            [
                {
                    player: c.player,
                    _("You said"): c.given,
                    p_("lesson table", "Points"): c.expected,
                    "": "✅" if c.right else "❌",
                }
                for c in fb.players
            ]
        ).set_index(player)
    )
    for named in fb.mistakes:
        st.warning(
            _("**Looks like: {mistake}** ({players}). {correction}").format(
                mistake=esc(_(named.mistake.name)),
                players=", ".join(named.players),
                correction=esc(_(named.mistake.correction)),
            ),
            icon="💡",
        )
    with st.expander(_("How each point was scored"), expanded=not fb.right):
        # written now, in the page's language (the answer may have been checked in another)
        st.markdown("\n".join(f"- {esc(e.text)}" for e in q.explanation()))
    st.button(
        _("Next round →"), type="primary", key="quiz_next", on_click=ls.next_question, args=(rs,)
    )


def vote_line(names: tuple[str, ...], storyteller: int, seat: int, picks: tuple[int, ...]) -> str:
    """'Ben voted for Cleo's card (the storyteller's)': one voter's markers, in a sentence."""
    voter = names[seat]
    if len(picks) == 1:
        (x,) = picks
        if x == storyteller:
            return _("{voter} voted for {owner}'s card (the storyteller's)").format(
                voter=voter, owner=names[x]
            )
        return _("{voter} voted for {owner}'s card").format(voter=voter, owner=names[x])
    first, second = picks[0], picks[1]
    if first == storyteller:
        message = _("{voter} voted for {first}'s card (the storyteller's) and {second}'s card")
    elif second == storyteller:
        message = _("{voter} voted for {first}'s card and {second}'s card (the storyteller's)")
    else:
        message = _("{voter} voted for {first}'s card and {second}'s card")
    return message.format(voter=voter, first=names[first], second=names[second])


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
@lru_cache(maxsize=48)  # one card per edition (and reading) and language asked for
def _card(ruleset_id: str, lang: str) -> bytes:
    with using(lang):
        return reference_card(load_ruleset(ruleset_id))


def card_step(rs: Ruleset) -> None:
    lang = language()
    st.download_button(
        "⬇️ " + _("Reference card for {name} (PDF, one page)").format(name=tr(rs.name)),
        data=_card(rs.id, lang),
        file_name=f"dixit-{rs.id}-reference-card{'' if lang == 'en' else '-' + lang}.pdf",
        mime="application/pdf",
        key="card_pdf",
        type="primary",
    )
    st.markdown(_("Where to next?"))
    page_link("pages/practice.py", label=_("Play a round against bots"), icon="🃏")
    page_link("pages/score.py", label=_("Score a round from your own table"), icon="🧮")
    page_link("pages/compare.py", label=_("See how the editions differ"), icon="📜")
