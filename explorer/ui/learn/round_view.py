"""One quiz round as the lesson's quiz and the class quiz both show it: its facts (the twist it
is about, who tells, who voted for whom) and the verdict on an answer (right, wrong for every
player, or which players are wrong; the right points; the named mistakes, each in the round's
numbers; how each point is scored). One drawing, so a class sees what a learner alone sees."""

from __future__ import annotations

from collections.abc import Callable

import pandas as pd
import streamlit as st

from explorer.i18n import _, p_
from explorer.learn.quiz import Feedback, Question
from explorer.learn.quiz_words import facts_line, mistake_line, verdict_line
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc


def round_facts(rs: Ruleset, q: Question) -> None:
    """The round's facts only (no words about who finds what); a twists round names its twist."""
    st.markdown(facts_line(q))
    st.markdown("\n".join(f"- {line}" for line in q.vote_lines()))


def verdict(
    fb: Feedback,
    q: Question,
    key: str,
    *,
    after_heading: Callable[[], None] | None = None,
    explanations: int = 3,
) -> None:
    """The verdict on an answer; its heading (level 4, inside its message, in the container
    `key`) is what the focus lands on. `after_heading` draws what goes right under it (the
    lesson's level mastered)."""
    with st.container(key=key):
        if fb.right:
            st.success("#### ✅ " + verdict_line(fb))
        else:
            st.error("#### " + verdict_line(fb))
    if after_heading is not None:
        after_heading()
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
    if not fb.right:
        if fb.explanations:
            for explained in fb.explanations[:explanations]:
                st.warning(
                    _("**Looks like: {mistakes}**").format(
                        mistakes=" + ".join(esc(n.name) for n in explained)
                    )
                    + "\n\n"
                    + "\n".join(f"- {esc(mistake_line(n))}" for n in explained),
                    icon="💡",
                )
        else:
            st.info(
                _("No usual mistake gives exactly these points. Here is how each point is scored:")
            )
    with st.expander(_("How each point was scored"), expanded=not fb.right):
        # written now, in the page's language (the answer may have been checked in another)
        st.markdown("\n".join(f"- {esc(e.text)}" for e in q.explanation()))
