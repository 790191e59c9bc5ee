"""Learn to play: which box you have, a round step by step, scoring one rule at a time, the
end of the game, what makes a good clue, a quiz that names your mistakes, a reference card."""

import streamlit as st

from explorer.i18n import _, number, tr
from explorer.learn.lesson import steps
from explorer.ui.common.page import start_page
from explorer.ui.common.share import copy_link
from explorer.ui.learn import state as ls
from explorer.ui.learn import view
from explorer.ui.questions.asked import most_asked

start_page()

rs = ls.ruleset()
lesson = steps(rs)
at = ls.load_step(rs)
step = lesson[at - 1]

st.title("🎓 " + _("Learn to play Dixit"))
st.progress(
    at / len(lesson),
    text=_("Step {number} of {steps} · {name}").format(
        number=number(at), steps=number(len(lesson)), name=tr(rs.name)
    ),
)
st.header(step.title)
st.markdown(step.text)

if step.kind == "box":
    view.box_step(rs)
elif step.kind in ("deal", "clue", "hand-in", "lay-out", "vote", "reveal"):
    view.demo_step(rs, step)
elif step.kind in ("all-or-none", "some-found", "bonus", "twist"):
    view.table_step(rs, step)
elif step.kind == "end":
    view.end_step(rs)
elif step.kind == "good-clue":
    view.clue_step(rs)
elif step.kind == "quiz":
    view.quiz_step(rs)
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
copy_link("🔗 " + _("Send this step to someone"))
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
