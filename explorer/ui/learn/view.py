"""What each kind of lesson step draws: the project's cards, a live little table, the end of
the game, the clue chart, the quiz and the reference card. The words come from
`explorer.learn` (the demonstration round's in `learn.demo`, the quiz's in `learn.quiz`), the
points from the engine's public scoring (`score_situation`, `round.breakdown`, `explain`); this
module only lays them out."""

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
from explorer.learn import demo
from explorer.learn.boxes import boxes
from explorer.learn.card import reference_card
from explorer.learn.lesson import STEP_RULES, STREAK, Step, demo_players, end_turns, step_rules
from explorer.learn.quiz import check, choose_level, levels, record
from explorer.round.breakdown import points_rows, role_word, shows_extra
from explorer.round.explain import explain
from explorer.round.scoring import score_situation
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui.common.cards_view import show_cards
from explorer.ui.common.nav import page_link
from explorer.ui.common.sources import rule_source
from explorer.ui.common.vote_grid import NO_SECOND, vote_grid
from explorer.ui.lab.cache import cached_sweet_spot
from explorer.ui.learn import state as ls


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
def _cards(shown: demo.Shown) -> None:
    notes = shown.notes
    show_cards(
        shown.cards,
        labels=shown.labels.__getitem__,
        notes=notes.__getitem__ if notes else None,
    )


def demo_step(rs: Ruleset, step: Step) -> None:
    d = demo.demo_round(rs)
    if step.kind in ("hand-in", "lay-out", "vote"):
        st.markdown(demo.clue_line(d))
    if step.kind == "deal":
        _cards(demo.dealt(d))
    elif step.kind == "clue":
        chosen, says = demo.told(d)
        _cards(chosen)
        st.markdown("#### " + says)
    elif step.kind == "hand-in":
        _cards(demo.handed_in(d))
    elif step.kind in ("lay-out", "vote"):
        _cards(demo.places(d, reveal=False))
        if step.kind == "vote":
            st.markdown("\n".join(f"- {line}" for line in demo.vote_lines(d)))
    elif step.kind == "reveal":
        _cards(demo.places(d, reveal=True))
        st.markdown(demo.found_line(rs, d))


# --- the scoring steps: a live little table ---------------------------------------------------------
def table_step(rs: Ruleset, step: Step) -> None:
    s = ls.table_situation(rs, step)
    tid = ls.table_id(step)
    names = dict(enumerate(s.players))
    st.markdown(
        _("**{n} players. {name} is the storyteller.** Change any vote:").format(
            n=number(s.n), name=names[s.storyteller]
        )
    )
    shown = names | {s.storyteller: _("{name} (storyteller)").format(name=names[s.storyteller])}
    second = names | {NO_SECOND: _("— none —")}
    vote_grid(
        s,
        two=rs.max_votes(s.n) >= 2,
        key=lambda seat, slot: ls.vote_key(tid, rs, seat, slot),
        label=lambda seat, slot: (
            _("{name} voted for") if slot == 0 else _("{name}: 2nd marker")
        ).format(name=names[seat]),
        option=lambda slot, seat: (second if slot else shown)[seat],
    )
    scored = score_situation(rs, s)
    player, extra = p_("lesson table", "Player"), p_("lesson table", "Extra")
    rows = [
        {
            player: r.player,
            "": role_word(r.role),
            p_("lesson table", "Base"): r.base,
            p_("lesson table", "Bonus"): r.bonus,
            extra: r.extra,
            p_("lesson table", "Total"): r.points,
        }
        for r in points_rows(scored)
    ]
    frame = pd.DataFrame(rows)
    if not shows_extra(scored):
        frame = frame.drop(columns=[extra])
    st.table(frame.set_index(player))  # static: every cell readable on a phone
    with st.expander(_("Why these points")):
        st.markdown("\n".join(f"- {esc(e.text)}" for e in explain(scored)))
    st.button(
        "↺ " + _("Back to the example"),
        key=f"reset_{tid}",
        on_click=ls.reset_table,
        args=(rs, step),
    )
    rules, n = step_rules(rs, step)
    sources(rs, rules, n, expanded=True)


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
    st.markdown("\n".join(f"- {line}" for line in q.vote_lines()))
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
