"""The Questions page laid out: the box whose answers are shown, the question a link opened,
the search box and its results, then every question by group."""

from __future__ import annotations

import hashlib

import streamlit as st

from explorer.i18n import _, join_list, n_, number, tr
from explorer.questions import GROUPS, QUESTIONS, group_title, in_group, question, search
from explorer.questions.model import GroupId
from explorer.questions.search import MAX_QUERY, fold
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui.questions import state
from explorer.ui.questions.asked import most_asked
from explorer.ui.questions.show import show_question


def box_picker() -> None:
    # labels made now, in the page's language (a widget may format its value again later)
    names = {state.EVERY: _("Every edition, side by side")} | {
        r.id: tr(r.name) for r in load_rulesets()
    }
    state.sync_box_picker()
    st.selectbox(
        _("Answers for your box"),
        options=list(names),
        format_func=names.__getitem__,
        key=state.BOX,
        on_change=state.on_box,
        help=_("The box you choose here is kept on every page of the site."),
    )


def search_box() -> str:
    return str(
        st.text_input(
            _("Search the questions"),
            key=state.SEARCH,
            max_chars=MAX_QUERY,
            placeholder=_("e.g. can the storyteller vote?"),
        )
    )


def results(query: str, rulesets: tuple[Ruleset, ...]) -> None:
    found = search(query)
    if found.truncated:
        st.caption(_("Only the first {n} characters were searched.").format(n=number(MAX_QUERY)))
    if found.via:
        words = join_list([f"{esc(typed)} → {esc(eng)}" for typed, eng in found.via])
        st.caption(_("Searched in English for: {words}.").format(words=words))
    if not found.hits:
        nothing(query)
        return
    st.caption(
        n_("{n} question matches.", "{n} questions match, best first.", len(found.hits)).format(
            n=number(len(found.hits))
        )
    )
    where = "found_" + hashlib.sha1(fold(query).encode()).hexdigest()[:8]  # a new search, new state
    for i, hit in enumerate(found.hits):
        show_question(hit.question, rulesets, where=where, expanded=i == 0)


def nothing(query: str) -> None:
    """No question matches: what to try instead (the questions asked most, the groups, the
    languages the search reads), never a bare 'no match'."""
    st.info(
        _("No question matches {query}: try other words, or one of these.").format(
            query=f"“{esc(query)}”"
        )
    )
    st.markdown("**" + esc(_("The questions players ask most")) + "**")
    most_asked(every=False)
    groups = " · ".join(f"[{esc(group_title(gid))}](#{anchor(gid)})" for gid, _t in GROUPS)
    st.markdown("**" + esc(_("Every question, by group:")) + "** " + groups)
    st.caption(
        _(
            "The search reads English, French, Russian, Vietnamese, Portuguese and Dutch, and a "
            "few words of the rules in German, Spanish, Italian and Korean (storyteller, points, "
            "vote, card…)."
        )
    )


def anchor(group: GroupId) -> str:
    """The group's heading anchor (its place, not its English id: a page in another language
    shows no English word, not even in an address)."""
    return f"g{[gid for gid, _t in GROUPS].index(group) + 1}"


def show() -> None:
    st.title("❓ " + _("Questions players ask"))
    st.caption(
        n_(
            "{n} question, answered for your box from its rules, with the rulebook sentence the "
            "answer rests on. Where the rules leave a question open, the answer says so, then "
            "what tables commonly do.",
            "{n} questions, each answered for your box from its rules, with the rulebook "
            "sentence the answer rests on. Where the rules leave a question open, the answer "
            "says so, then what tables commonly do.",
            len(QUESTIONS),
        ).format(n=number(len(QUESTIONS)))
    )
    box_picker()
    rulesets = state.shown()
    opened = state.opened()
    if opened is not None:
        st.subheader(_("The question you opened"))
        show_question(question(opened), rulesets, where="opened", expanded=True)
    query = search_box().strip()
    if query:
        results(query, rulesets)
    for gid, _title in GROUPS:
        st.subheader(group_title(gid), anchor=anchor(gid))
        for q in in_group(gid):
            show_question(q, rulesets, where="group")
