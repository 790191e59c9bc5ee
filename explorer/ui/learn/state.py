"""The lesson page's state: the box (site-wide, `explorer.ui.common.box`), the step in the address
(`LearnLink`), each scoring step's little table, and the quiz's progress for the visit."""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from explorer.learn.boxes import boxes
from explorer.learn.lesson import Step, example_table, steps
from explorer.learn.quiz import Feedback, Progress, Question, generate, start
from explorer.links.learn import LearnLink
from explorer.round.situation import Situation
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.ui.common import binder
from explorer.ui.common import box as visit_box

NO_SECOND = -1


def ruleset() -> Ruleset:
    """The box's ruleset; the first box's when none is chosen yet."""
    chosen = visit_box.chosen()
    return load_ruleset(chosen) if chosen else boxes(load_rulesets())[0].ruleset


def link(rs: Ruleset) -> LearnLink:
    return LearnLink(len(steps(rs)))


def load_step(rs: Ruleset) -> int:
    return binder.load(link(rs))


def go(step: int) -> None:
    rs = ruleset()
    binder.save(link(rs), max(1, min(step, len(steps(rs)))))


def on_box() -> None:
    visit_box.choose(str(st.session_state["learn_box"]))


def on_rulebook() -> None:
    visit_box.choose(str(st.session_state["learn_rulebook"]))


# --- the scoring steps' tables --------------------------------------------------------------
def table_id(step: Step) -> str:
    return f"{step.kind}-{step.twist.id if step.twist else ''}"


def vote_key(tid: str, rs: Ruleset, seat: int, slot: int) -> str:
    return f"lt_{rs.id}_{tid}_{seat}_{slot}"


def table_situation(rs: Ruleset, step: Step) -> Situation:
    """The step's table as the learner has left it (its example until they change a vote)."""
    tid = table_id(step)
    start_s = example_table(rs, step.kind, step.twist)
    votes: list[tuple[int, ...]] = []
    for seat in range(start_s.n):
        if seat == start_s.storyteller:
            votes.append(())
            continue
        picks = start_s.votes[seat]
        first = st.session_state.setdefault(vote_key(tid, rs, seat, 0), picks[0])
        second = st.session_state.setdefault(
            vote_key(tid, rs, seat, 1), picks[1] if len(picks) > 1 else NO_SECOND
        )
        if rs.max_votes(start_s.n) < 2 or second in (NO_SECOND, first, seat):
            votes.append((int(first),))
        else:
            votes.append((int(first), int(second)))
    return Situation(start_s.players, start_s.storyteller, tuple(votes))


def reset_table(rs: Ruleset, step: Step) -> None:
    tid = table_id(step)
    for key in [k for k in st.session_state if str(k).startswith(f"lt_{rs.id}_{tid}_")]:
        del st.session_state[key]


# --- the quiz ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Answered:
    question: Question
    feedback: Feedback


def progress(rs: Ruleset) -> Progress:
    kept = st.session_state.setdefault("learn_progress", {})
    if rs.id not in kept:
        kept[rs.id] = start(rs)
    value: Progress = kept[rs.id]
    return value


def set_progress(rs: Ruleset, p: Progress) -> None:
    st.session_state.setdefault("learn_progress", {})[rs.id] = p


def question(rs: Ruleset) -> Question:
    seeds = st.session_state.setdefault("learn_seed", {})
    p = progress(rs)
    return generate(rs, p.level, int(seeds.get(rs.id, 1)))


def next_question(rs: Ruleset) -> None:
    seeds = st.session_state.setdefault("learn_seed", {})
    seeds[rs.id] = int(seeds.get(rs.id, 1)) + 1
    st.session_state.pop("learn_answered", None)
    for key in [k for k in st.session_state if str(k).startswith("quiz_pts_")]:
        del st.session_state[key]


def answered(rs: Ruleset) -> Answered | None:
    a = st.session_state.get("learn_answered")
    if isinstance(a, Answered) and a.question.ruleset.id == rs.id:
        return a
    return None
