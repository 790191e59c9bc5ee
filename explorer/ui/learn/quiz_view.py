"""The quiz step: one round at a time, like a game. Each round opens at its heading with empty
answer boxes; a checked answer always says right or wrong before moving on (the one that masters
a level too); a wrong one names the players who are wrong, and a misconception only when it
gives exactly the answer typed; "Next round" brings a new round. The words come from
`explorer.learn.quiz`, the rounds' points from the engine."""

from __future__ import annotations

import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import _, number, p_, tr
from explorer.learn.lesson import Step
from explorer.learn.quiz import check, choose_level, level_of, levels
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui.common.focus import flag_invalid, focus_on_change
from explorer.ui.learn import state as ls
from explorer.ui.learn.round_view import round_facts, verdict
from explorer.ui.rooms.entry import class_quiz_link

HEAD = "quiz_round_head"  # the round's head: the view opens there at each new round
RESULT = "quiz_result"  # the checked answer's verdict: the view and focus go there on Check
PROBLEM = "quiz_problem"  # what Check refused, said next to it (its container)
REFUSED = "quiz_refused"  # what Check refused, kept for the run after the press


def quiz_step(rs: Ruleset, step: Step) -> None:
    p = ls.progress(rs)
    lv = {x.id: x for x in levels(rs)}
    unlocked = p.unlocked(rs)
    r = ls.current(rs)
    q = r.question
    ls.save_place(rs, ls.QUIZ)  # the round on screen in the address: a link reproduces it
    level = level_of(rs, q.level)
    if p.finished(rs):
        st.success("🎉 " + _("You can score any round of {name}.").format(name=esc(tr(rs.name))))
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
        captions=[_("{n} right in a row").format(n=number(x.streak)) for x in lv.values()],
    )
    err = st.session_state.pop("quiz_error", None)
    if err:
        st.error(esc(err))
    shown = level.streak if r.mastered else p.streak if q.level == p.level else 0
    with st.container(key=HEAD):
        st.subheader(
            _("Round {number} · {level}").format(number=number(r.number), level=level.title),
            anchor=False,
        )
        st.progress(
            min(shown, level.streak) / level.streak,
            text=_("Right in a row: {streak} of {goal}").format(
                streak=number(shown), goal=number(level.streak)
            ),
        )
    names = q.players
    round_facts(rs, q)
    st.markdown("**" + _("How many points does each player score this round?") + "**")
    fb = r.feedback
    with st.container(horizontal=True, wrap=True):  # as many a row as fit, in seat order
        for i, name in enumerate(names):
            st.number_input(
                name,
                min_value=0,
                max_value=99,
                step=1,
                value=None,
                key=ls.points_key(r, i),
                width=150,
            )
    if fb is None:
        _problem(r)
        st.button(
            _("Check my points"),
            type="primary",
            key="quiz_check",
            on_click=_on_check,
            args=(rs.id,),
        )
    else:
        _feedback(rs)
        st.button(
            _("Next round →"),
            type="primary",
            key="quiz_next",
            on_click=ls.next_question,
            args=(rs,),
        )
    # a new round opens at its head; a checked answer moves the view and the focus to its
    # verdict (the Check button it was on is gone), so a screen reader says right or wrong
    checked = "checked" if fb is not None else "asked"
    focus_on_change("learn-quiz", f"{rs.id}:{r.number}:{checked}", RESULT if fb else HEAD)
    class_quiz_link()


def _problem(r: ls.Round) -> None:
    """An answer Check refused (a box left empty), said right above Check, where the press
    was; the first empty box marked invalid and focused, so a phone shows both."""
    problem = st.session_state.pop(REFUSED, None)
    if not problem:
        return
    with st.container(key=PROBLEM):
        st.error(esc(problem))
    seats = range(len(r.question.players))
    empty = [i for i in seats if st.session_state.get(ls.points_key(r, i)) is None]
    flag_invalid(ls.points_key(r, empty[0] if empty else 0), PROBLEM, focus=True)


def _feedback(rs: Ruleset) -> None:
    r = ls.current(rs)
    fb, q = r.feedback, r.question
    if fb is None:
        return
    level = level_of(rs, q.level)
    p = ls.progress(rs)

    def mastery() -> None:
        if not fb.right:
            return
        if r.mastered and p.level != r.mastered:
            st.success(
                "🏅 "
                + _("Level mastered: {level}. Next round: {next}.").format(
                    level=level_of(rs, r.mastered).title, next=level_of(rs, p.level).title
                )
            )
        elif r.mastered:
            st.success("🏅 " + _("Level mastered: {level}.").format(level=level.title))

    verdict(fb, q, RESULT, after_heading=mastery)


def _on_level(ruleset_id: str) -> None:
    rs = load_ruleset(ruleset_id)
    try:
        ls.set_progress(rs, choose_level(rs, ls.progress(rs), str(st.session_state["quiz_level"])))
    except DixitError as err:
        st.session_state["quiz_error"] = str(err)
        return
    ls.next_question(rs)


def _on_check(ruleset_id: str) -> None:
    rs = load_ruleset(ruleset_id)
    r = ls.current(rs)
    answer = {
        name: st.session_state.get(ls.points_key(r, i)) for i, name in enumerate(r.question.players)
    }
    try:
        fb = check(r.question, answer, load_rulesets())
    except DixitError as err:
        st.session_state[REFUSED] = str(err)
        return
    ls.set_feedback(rs, fb)
