"""The lesson page's state: the box (site-wide, `explorer.ui.common.box`; choosing a box picks
its rulebook in the visitor's language where it has one), the step and the quiz round in the
address (`LearnLink`), each scoring step's little table, and the quiz for the visit: the round
on screen, its answer once checked, the progress. Each visitor's rounds start from a seed of
their own (neighbours in a class get different rounds); the round on screen is in the address on
the quiz step, so a link reproduces it. A class link carries one round on any step (`quiz=` kept
on every step while `CLASS` is on): the round is the visit's from the start, played when the
quiz is reached, its level opened even if the learner has not unlocked it."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace
from urllib.parse import urlencode

import streamlit as st

from explorer.i18n import language
from explorer.i18n.people import example_names
from explorer.learn.boxes import boxes
from explorer.learn.example import example_table
from explorer.learn.lesson import KINDS, Step
from explorer.learn.quiz import (
    MAX_SEED,
    Feedback,
    Progress,
    Question,
    check,
    generate,
    levels,
    next_seed,
    open_level,
    record,
    start,
)
from explorer.learn.twists import Twist
from explorer.links.learn import LearnLink, LearnPlace
from explorer.round.situation import Situation
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.ui.common import binder
from explorer.ui.common import box as visit_box

NO_SECOND = -1
QUIZ = KINDS.index("quiz") + 1  # the quiz's step number (the same in every box)
CLASS = "learn_class_round"  # on: the address and the link to send carry a quiz round, any step


def ruleset() -> Ruleset:
    """The box's ruleset; the first box's (in the visitor's language) when none is chosen yet."""
    chosen = visit_box.chosen()
    return load_ruleset(chosen) if chosen else boxes(load_rulesets())[0].rulebook_for(language())


def link(rs: Ruleset) -> LearnLink:
    return LearnLink(len(KINDS), KINDS, tuple(lv.id for lv in levels(rs)))


def load_place(rs: Ruleset) -> LearnPlace:
    """The step (and quiz round) the address holds; its notes shown. A quiz round from the link,
    on any step, becomes the visit's round (played when the quiz is reached) and opens its
    level; on a step before the quiz it is a class link, and the address keeps it."""
    place = binder.load(link(rs))
    if place.quiz is not None:
        level, seed = place.quiz
        r = st.session_state.setdefault("learn_rounds", {}).get(rs.id)
        fresh = not isinstance(r, Round) or (r.question.level, r.question.seed) != (level, seed)
        if fresh:  # a round from a link (not the one on screen): its level in play
            set_progress(rs, open_level(rs, progress(rs), level))
        if not isinstance(r, Round):  # the visit's first round: the link's
            st.session_state["learn_rounds"][rs.id] = Round(
                _next_number(), generate(rs, level, seed)
            )
        elif fresh:
            _show(rs, generate(rs, level, seed))
        if place.step != QUIZ:
            st.session_state[CLASS] = True
    return place


def _carried(rs: Ruleset, step: int) -> tuple[str, int] | None:
    """The quiz round the address and the link carry on `step`: the round on screen on the quiz
    step, the visit's round on any step while a class round is on."""
    if step == QUIZ or st.session_state.get(CLASS):
        q = question(rs)
        return (q.level, q.seed)
    return None


def save_place(rs: Ruleset, step: int) -> None:
    """Write the step into the address, with the quiz round it carries."""
    binder.save(link(rs), LearnPlace(step, _carried(rs, step)))


def go(step: int) -> None:
    rs = ruleset()
    save_place(rs, max(1, min(step, len(KINDS))))


def step_link(rs: Ruleset, step: int) -> str:
    """The address to send for this step: always with the box, the language and the step's name
    (and the quiz round it carries), whatever the address bar holds."""
    try:
        base = str(st.context.url or "").split("?", 1)[0]
    except Exception:  # no browser context (AppTest, bare mode)
        base = ""
    params: dict[str, str | list[str]] = {"box": rs.id, "lang": language()}
    params |= link(rs).encode(LearnPlace(step, _carried(rs, step)))
    house = binder.params().get("house")
    if house:
        params["house"] = house
    return f"{base}?{urlencode(params, doseq=True)}"


def on_class_round() -> None:
    """The class round switched on or off: the address follows at once."""
    rs = ruleset()
    save_place(rs, binder.current(link(rs)).step)


def on_box() -> None:
    """A box chosen: its rulebook in the visitor's language where it has one, else its first."""
    chosen = str(st.session_state["learn_box"])
    box = next((b for b in boxes(load_rulesets()) if b.id == chosen), None)
    visit_box.choose(box.rulebook_for(language()).id if box is not None else chosen)


def on_rulebook() -> None:
    visit_box.choose(str(st.session_state["learn_rulebook"]))


# --- the scoring steps' tables --------------------------------------------------------------
def table_id(step: Step, twist: Twist | None = None) -> str:
    return f"{step.kind}-{twist.id if twist else ''}"


def vote_key(tid: str, rs: Ruleset, seat: int, slot: int) -> str:
    return f"lt_{rs.id}_{tid}_{seat}_{slot}"


def table_situation(rs: Ruleset, step: Step, twist: Twist | None = None) -> Situation:
    """The step's table as the learner has left it (its example until they change a vote)."""
    tid = table_id(step, twist)
    start_s = example_table(rs, step.kind, twist)
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


def reset_table(rs: Ruleset, step: Step, twist: Twist | None = None) -> None:
    tid = table_id(step, twist)
    for key in [k for k in st.session_state if str(k).startswith(f"lt_{rs.id}_{tid}_")]:
        del st.session_state[key]


# --- the quiz ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Round:
    """The quiz round on screen for one box: its number in the visit (widget keys carry it, so a
    new round starts with empty boxes), the question, and its feedback once checked."""

    number: int
    question: Question
    feedback: Feedback | None = None
    mastered: str | None = None  # the level this round's right answer mastered


def progress(rs: Ruleset) -> Progress:
    kept = st.session_state.setdefault("learn_progress", {})
    if rs.id not in kept:
        kept[rs.id] = start(rs)
    value: Progress = kept[rs.id]
    return value


def set_progress(rs: Ruleset, p: Progress) -> None:
    st.session_state.setdefault("learn_progress", {})[rs.id] = p


def _visitor_seed() -> int:
    """This visitor's first round's seed, drawn once a visit from the system's entropy."""
    seed = st.session_state.get("learn_seed")
    if not isinstance(seed, int):
        seed = secrets.randbelow(MAX_SEED)
        st.session_state["learn_seed"] = seed
    return seed


def current(rs: Ruleset) -> Round:
    """The round on screen (the visit's first one, at the level in play, made on first use),
    its players named in the page's language (a visitor who changes language mid-round meets
    the same round and answer, named anew)."""
    rounds = st.session_state.setdefault("learn_rounds", {})
    r = rounds.get(rs.id)
    if not isinstance(r, Round) or r.question.ruleset.id != rs.id:
        r = Round(_next_number(), generate(rs, progress(rs).level, _visitor_seed()))
        rounds[rs.id] = r
    elif r.question.players != example_names()[: len(r.question.players)]:
        r = _renamed(r)
        rounds[rs.id] = r
    return r


def _renamed(r: Round) -> Round:
    """`r` generated again from its level and seed (the same round, its names in the page's
    language), its answer checked again if it was."""
    q = generate(r.question.ruleset, r.question.level, r.question.seed)
    if r.feedback is None:
        return replace(r, question=q)
    given = {p: c.given for p, c in zip(q.players, r.feedback.players, strict=True)}
    return replace(r, question=q, feedback=check(q, given, load_rulesets()))


def _next_number() -> int:
    """The number of the visit's next round (all boxes together: widget keys never repeat)."""
    rounds = st.session_state.setdefault("learn_rounds", {})
    return max([x.number for x in rounds.values() if isinstance(x, Round)] + [0]) + 1


def question(rs: Ruleset) -> Question:
    return current(rs).question


def _show(rs: Ruleset, q: Question) -> None:
    """Put `q` on screen as a new round (empty answer boxes)."""
    old = current(rs)
    for key in [k for k in st.session_state if str(k).startswith(points_prefix(old))]:
        del st.session_state[key]
    st.session_state["learn_rounds"][rs.id] = Round(_next_number(), q)


def points_prefix(r: Round) -> str:
    return f"quiz_pts_{r.number}_"


def points_key(r: Round, seat: int) -> str:
    """The answer box of `seat`'s points in round `r` (a new round: new, empty boxes)."""
    return f"{points_prefix(r)}{seat}"


def next_question(rs: Ruleset) -> None:
    """The next round, at the level in play, seeded from the one on screen; its step and seed
    written into the address."""
    q = question(rs)
    _show(rs, generate(rs, progress(rs).level, next_seed(q.seed)))
    save_place(rs, QUIZ)


def set_feedback(rs: Ruleset, fb: Feedback) -> None:
    """The checked answer of the round on screen, and the progress it makes."""
    r = current(rs)
    before = progress(rs)
    after = record(rs, before, fb.right, r.question.level)
    level = r.question.level
    mastered = level if level in after.mastered and level not in before.mastered else None
    st.session_state["learn_rounds"][rs.id] = replace(r, feedback=fb, mastered=mastered)
    set_progress(rs, after)
