"""Learn to play: which box you have, the set-up, a round step by step, scoring one rule at a
time, the end of a turn, the box's twists, the end of the game, what makes a good clue, a quiz
that names your mistakes, a reference card. Every step opens at its top."""

import streamlit as st

from explorer.i18n import _, number, tr
from explorer.learn.lesson import steps
from explorer.ui.common.copy_text import copy_field
from explorer.ui.common.focus import focus_on_change
from explorer.ui.common.page import start_page
from explorer.ui.common.phone import scroll_cues
from explorer.ui.learn import quiz_view, view
from explorer.ui.learn import state as ls
from explorer.ui.questions.asked import most_asked

start_page()
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
st.markdown(step.text)

if step.kind == "box":
    view.box_step(rs)
elif step.kind == "setup":
    view.setup_step(rs, step)
elif step.kind in ("clue", "hand-in", "vote", "reveal"):
    view.demo_step(rs, step)
elif step.kind in ("scoring", "bonus"):
    view.table_step(rs, step)
elif step.kind == "refill":
    view.refill_step(rs, step)
elif step.kind == "twists":
    view.twists_step(rs, step)
elif step.kind == "end":
    view.end_step(rs, step)
elif step.kind == "good-clue":
    view.clue_step(rs)
elif step.kind == "quiz":
    quiz_view.quiz_step(rs)
elif step.kind == "card":
    view.card_step(rs)

with st.container(horizontal=True, horizontal_alignment="distribute"):
    st.button(
        _("← Back"),
        key="learn_back",
        disabled=at == 1,
        on_click=ls.go,
        args=(at - 1,),
    )
    st.button(
        _("Next →"),
        key="learn_next",
        type="primary",
        disabled=at == len(lesson),
        on_click=ls.go,
        args=(at + 1,),
    )
copy_field(
    ls.step_link(rs, at),
    label="🔗 " + _("Send this step to someone: its link opens this step of this box"),
    button=_("Copy link"),
    done=_("Link copied."),
    key="learn-step-link",
)
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
