"""The teacher's screen (projected, often): the round on the board and the room's code and QR
code beside it; live, how many students answered, how many got it right and the commonest named
mistake with its correction; the buttons that move the class on; at the end, each student's
score and the class's most frequent mistakes. Everything comes from the engine's host view."""

from __future__ import annotations

import secrets

import pandas as pd
import streamlit as st

from explorer.errors import DixitError
from explorer.i18n import _, join_list, labelled, n_, number
from explorer.learn.quiz import levels
from explorer.rooms.model import RoomView
from explorer.rooms.quiz import (
    MAX_ROUNDS,
    MIN_ROUNDS,
    Finish,
    HostQuiz,
    MistakeCount,
    Next,
    Restart,
)
from explorer.rules.resolve import resolve
from explorer.text.escape import esc, name_md
from explorer.ui.common.focus import focus_on_change
from explorer.ui.rooms import board, state

HEAD = "room_round_head"


def _stage(view: RoomView) -> tuple[object, ...]:
    """What a change of reruns the whole page (the rest is the live panel's): the phase, the
    round, who is a member."""
    d: HostQuiz = view.detail
    return d.phase, d.round, tuple(m.id for m in view.members)


def show(code: str, token: str, view: RoomView) -> None:
    d: HostQuiz = view.detail
    main, side = st.columns([3, 2], gap="large")
    with side:
        board.join_panel(code, qr=True)
        st.caption(
            "🔒 "
            + _(
                "This page's address makes you the host: show the code or the QR code, never "
                "the address."
            )
        )
    with main:
        if d.phase == "lobby":
            _lobby(code, token, view)
        elif d.phase == "round" and d.question is not None:
            with st.container(key=HEAD):
                st.subheader(
                    board.round_title(d.round, d.rounds, view.ruleset, d.question), anchor=False
                )
            board.question(view.ruleset, d.question)
            _live(code, token, _stage(view))
            with st.expander(_("The right points (for you, before the class sees them)")):
                points = d.question.points()
                st.markdown(
                    "\n".join(
                        "- " + labelled(name_md(p), number(points[p])) for p in d.question.players
                    )
                )
            last = d.round >= d.rounds
            with st.container(horizontal=True):
                st.button(
                    _("Show the results") if last else _("Next round →"),
                    type="primary",
                    key="room_next",
                    on_click=board.on_act,
                    args=(code, token, Next()),
                )
                if not last:
                    st.button(
                        _("End the quiz now"),
                        key="room_finish",
                        on_click=board.on_act,
                        args=(code, token, Finish()),
                    )
        else:
            _results(code, token, view)
    focus_on_change("room-host", f"{d.phase}:{d.round}", HEAD)
    _members(code, token, view)


def _lobby(code: str, token: str, view: RoomView) -> None:
    d: HostQuiz = view.detail
    with st.container(key=HEAD):
        st.subheader(_("Your class joins"), anchor=False)
    st.markdown(
        n_(
            "{n} round is ready. Start when everybody is in: latecomers join the round on the board.",
            "{n} rounds are ready. Start when everybody is in: latecomers join the round on the board.",
            d.rounds,
        ).format(n=number(d.rounds))
    )
    _live(code, token, _stage(view))
    st.button(
        _("Start round 1"),
        type="primary",
        key="room_start",
        on_click=board.on_act,
        args=(code, token, Next()),
    )


def _live(code: str, token: str, stage: tuple[object, ...]) -> None:
    """The class, live: looked at every `board.POLL` seconds in a fragment; a change of round
    made elsewhere (another tab) reruns the page."""

    @st.fragment(run_every=board.POLL)
    def _panel() -> None:
        try:
            view = state.rooms().view(code, token)
        except DixitError:
            st.rerun()
        if _stage(view) != stage:
            st.rerun()
        d: HostQuiz = view.detail
        if d.phase == "lobby":
            st.metric(_("Students in the room"), number(d.present))
            here = [name_md(m.name) for m in view.members if m.present]
            if here:
                st.caption(join_list(here))
            return
        cols = st.columns(2)
        cols[0].metric(
            _("Answered"),
            _("{answered} of {present}").format(
                answered=number(d.answered), present=number(max(d.present, d.answered))
            ),
        )
        cols[1].metric(
            _("Right"),
            _("{right} of {answered}").format(right=number(d.right), answered=number(d.answered)),
        )
        if d.commonest:
            _mistake(d.commonest[0], _("Commonest mistake this round"))
        elif d.answered:
            st.caption(_("No usual mistake named yet this round."))
        if d.waiting:
            st.caption(
                _("Still answering: {names}").format(
                    names=join_list([name_md(n) for n in d.waiting])
                )
            )

    _panel()


def _mistake(m: MistakeCount, heading: str) -> None:
    st.warning(
        "**"
        + labelled(esc(heading), esc(m.named.name))
        + "** "
        + n_("({n} student)", "({n} students)", m.count).format(n=number(m.count))
        + f"\n\n{esc(m.named.correction)}",
        icon="💡",
    )


def _results(code: str, token: str, view: RoomView) -> None:
    d: HostQuiz = view.detail
    with st.container(key=HEAD):
        st.subheader(_("Results"), anchor=False)
    if d.scores:
        name, score = _("Student"), _("Rounds right")
        st.table(
            pd.DataFrame(
                [
                    {
                        name: s.name,
                        score: _("{right} of {rounds}").format(
                            right=number(s.right), rounds=number(d.round)
                        ),
                    }
                    for s in d.scores
                ]
            ).set_index(name)
        )
    else:
        st.info(_("Nobody joined this quiz."))
    if d.mistakes:
        st.markdown("**" + _("The class's most frequent mistakes") + "**")
        for m in d.mistakes[:3]:
            _mistake(m, _("Mistake"))
    elif d.scores:
        st.success(_("No usual mistake was named in this quiz."))
    _again(code, token, view)


def _again(code: str, token: str, view: RoomView) -> None:
    rs = resolve(view.ruleset)
    lvs = {lv.id: lv for lv in levels(rs)}
    with st.form("room_again"):
        st.markdown("**" + _("A new quiz with the same class") + "**")
        st.radio(
            _("Quiz level"), list(lvs), key="room_again_level", format_func=lambda i: lvs[i].title
        )
        st.number_input(
            _("Rounds"),
            min_value=MIN_ROUNDS,
            max_value=MAX_ROUNDS,
            value=view.detail.rounds,
            step=1,
            key="room_again_rounds",
        )
        st.form_submit_button(_("Start the new quiz"), on_click=_on_again, args=(code, token))


def _on_again(code: str, token: str) -> None:
    action = Restart(
        str(st.session_state.get("room_again_level")),
        int(st.session_state.get("room_again_rounds") or MIN_ROUNDS),
        secrets.randbelow(2**32),
    )
    board.on_act(code, token, action)


def _members(code: str, token: str, view: RoomView) -> None:
    """Removing a member (a name that should not be there), and closing the room."""
    with st.expander(_("Manage the room")):
        board.manage(
            code,
            token,
            view,
            label=_("Remove a member (a name that should not be there)"),
            prefix="room",
        )
