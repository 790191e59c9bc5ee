"""The lesson page's frame around a step: the title and the box, the step's head (progress and
heading, where the view and focus go on a new step), its words, what its kind draws (`DRAW`,
from `view` and `quiz_view`), Back and Next, the link to send (with a quiz round for a class),
and the folded lists at the bottom."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from explorer.i18n import _, number, tr
from explorer.learn.lesson import Step, StepKind, steps
from explorer.rules.ruleset import Ruleset
from explorer.ui.common.copy_text import copy_field
from explorer.ui.common.focus import focus_on_change
from explorer.ui.common.phone import scroll_cues
from explorer.ui.learn import quiz_view, view
from explorer.ui.learn import state as ls
from explorer.ui.questions.asked import most_asked

# What each kind of step draws under its words.
DRAW: dict[StepKind, Callable[[Ruleset, Step], None]] = {
    "box": view.box_step,
    "setup": view.setup_step,
    "clue": view.demo_step,
    "hand-in": view.demo_step,
    "vote": view.demo_step,
    "reveal": view.demo_step,
    "scoring": view.table_step,
    "bonus": view.table_step,
    "twists": view.twists_step,
    "quiz": quiz_view.quiz_step,
    "refill": view.refill_step,
    "end": view.end_step,
    "good-clue": view.clue_step,
    "card": view.card_step,
}


def render() -> None:
    scroll_cues()
    rs = ls.ruleset()
    lesson = steps(rs)
    at = ls.load_place(rs).step
    step = lesson[at - 1]
    st.title("🎓 " + _("Learn to play Dixit"))
    st.caption("📦 " + tr(rs.name))  # the box the lesson follows (chosen on the first step)
    with st.container(key="learn_step_head"):
        st.progress(
            at / len(lesson),
            text=_("Step {number} of {steps}").format(number=number(at), steps=number(len(lesson))),
        )
        st.header(step.title, anchor=False)
    focus_on_change("learn-step", str(at), "learn_step_head")
    if step.text:
        st.markdown(step.text)
    DRAW[step.kind](rs, step)
    _back_and_next(lesson, at)
    _send(rs, step, at)
    with st.expander("❓ " + _("Questions players ask")):
        most_asked()
    with st.expander(_("All steps")):
        for i, s in enumerate(lesson, start=1):
            st.button(
                f"{number(i)}. {s.title}",
                key=f"learn_goto_{i}",
                on_click=ls.go,
                args=(i,),
                type="tertiary",
                disabled=i == at,
            )


def _back_and_next(lesson: tuple[Step, ...], at: int) -> None:
    """Back and Next; on the quiz, Next names the step it leaves for and steps back from the
    quiz's own primary button (Next round), so the two never look alike."""
    quiz = lesson[at - 1].kind == "quiz"
    with st.container(horizontal=True, horizontal_alignment="distribute"):
        st.button(_("← Back"), key="learn_back", disabled=at == 1, on_click=ls.go, args=(at - 1,))
        st.button(
            _("Next step: {title} →").format(title=lesson[at].title) if quiz else _("Next →"),
            key="learn_next",
            type="secondary" if quiz else "primary",
            disabled=at == len(lesson),
            on_click=ls.go,
            args=(at + 1,),
        )


def _send(rs: Ruleset, step: Step, at: int) -> None:
    """The link to send for this step, folded (a teacher opens it; a beginner reads past it);
    before and after the quiz it may carry a quiz round for a whole class (on the quiz, the
    round on screen always)."""
    with st.expander("🔗 " + _("Send this step to someone")):
        copy_field(
            ls.step_link(rs, at),
            label=_("Send this step to someone: its link opens this step of this box"),
            button=_("Copy link"),
            done=_("Link copied."),
            key="learn-step-link",
        )
        if step.kind != "quiz":
            st.checkbox(
                _("Add a quiz round for the whole class"),
                key=ls.CLASS,
                on_change=ls.on_class_round,
            )
        if step.kind == "quiz" or st.session_state.get(ls.CLASS):
            st.caption(
                _(
                    "Everyone who opens this link scores the same quiz round when they reach the "
                    "quiz."
                )
            )
