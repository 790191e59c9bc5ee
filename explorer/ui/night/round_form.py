"""Entering a round in a few taps: who told (proposed in seat order), then for each other player
the name on the card they voted for, then one press. Every row lists every player in the same
places (`vote_layout`); where the rules give two markers at this table, a voter may tap two names
and no more. The same form edits a past round, starting from what was entered.

A new round's taps are kept in the address as they are made (Streamlit's `bind="query-params"`
with `on_change="ignore"`: no rerun, no history entry, keys `binder.TAP`), so a reload or a
phone that drops the page keeps them; they stay on this phone (the evening's link leaves them
out) and are dropped once the round is scored. A press with a vote missing says so where the
thumb is: above the button, and at each missing voter, marked and focused.

Accessible names are plain text: a widget's label is its accessible name as written (a name
escaped for Markdown would be read with its backslashes), so each row's label is drawn as
escaped Markdown above the control, whose own label, the plain text, is collapsed.
"""

from __future__ import annotations

from typing import Literal

import streamlit as st

from explorer.i18n import _, join_list, number
from explorer.night.changes import night_change
from explorer.night.countdown import Countdown
from explorer.night.evening import Night, Round
from explorer.night.notices import (
    countdown_sentence,
    edit_notice,
    markers_full,
    markers_sentence,
    round_title,
)
from explorer.night.tally import edit, play
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc, name_md
from explorer.ui.common.binder import TAP
from explorer.ui.common.focus import announce, flag_invalid, focus_control
from explorer.ui.night import state
from explorer.ui.night.vote_layout import layout_css, missing_css

Mode = Literal["new", "edit"]
ERROR = "gn_form_error"  # the last refused press: where and why, for the run after it


def teller_key(mode: Mode, k: int) -> str:
    return f"{TAP}t{k}" if mode == "new" else f"gn_edit_teller_{k}"


def vote_key(mode: Mode, k: int, seat: int) -> str:
    return f"{TAP}{k}_{seat}" if mode == "new" else f"gn_edit_{k}_{seat}"


def _row(seat: int) -> str:
    return f"gn_row_{seat}"


def _note(seat: int) -> str:
    return f"gn_note_{seat}"


def round_form(
    night: Night, rules: Ruleset, k: int, old: Round | None = None, c: Countdown | None = None
) -> None:
    """The form for round `k` (from 1): a new round when `old` is None, else an edit of it;
    `c` is the countdown shown above a new round."""
    mode: Mode = "new" if old is None else "edit"
    n, names = night.n, night.players
    proposed = night.next_storyteller() if old is None else old.storyteller
    two = rules.max_votes(n) > 1
    error = st.session_state.get(ERROR)
    if not (isinstance(error, dict) and error.get("at") == (mode, k, len(night.rounds))):
        error = None
    form = f"gn_form_{mode}"
    with st.container(key=form, border=True):
        title = round_title(c) if c is not None else _("Round {k}").format(k=number(k))
        st.markdown(
            _("**{round}**: who told, and whose card did each player vote for?").format(
                round=esc(title)
            )
        )
        if c is not None and (said := countdown_sentence(c, night)):
            st.caption(esc(said))
        teller = st.segmented_control(
            _("Who told the clue?"),
            list(range(n)),
            format_func=lambda s: name_md(names[s]),
            default=proposed,
            key=teller_key(mode, k),  # a change redraws the rows: the star moves, a row swaps
            bind="query-params" if mode == "new" else None,
            width="stretch",
        )
        teller = proposed if teller is None else int(teller)
        if two:
            st.caption(esc(markers_sentence(rules, n)))
        rows = {s: vote_key(mode, k, s) for s in range(n) if s != teller}
        missing = tuple(error["missing"]) if error else ()
        votes = f"gn_votes_{mode}"
        with st.container(key=votes, gap="small"):
            css = layout_css(
                form,
                votes,
                names,
                teller,
                rows,
                two=two,
                full=markers_full(),
                star=_("storyteller"),
            )
            st.html(css)
            for seat in range(n):
                with st.container(key=_row(seat), gap="xsmall"):
                    _voter(night, mode, k, seat, teller, old, two, seat in missing)
        if error:
            with st.container(key="gn_form_problem"):
                st.error(esc(error["text"]), icon="⚠️")
        text = (
            _("Score round {k}").format(k=number(k))
            if old is None
            else _("Save round {k}").format(k=number(k))
        )
        st.button(
            text,
            type="primary",
            width="stretch",
            key=f"gn_send_{mode}",
            on_click=_submitted,
            args=(len(night.rounds), k, mode, proposed),
        )
    if error and error.get("fresh"):
        error["fresh"] = False  # focus and say it once, in the run after the press
        first = missing[0] if missing else None
        for seat in missing:
            flag_invalid(vote_key(mode, k, seat), _note(seat), focus=False)
        focus_control(_row(first) if first is not None else f"gn_send_{mode}")
        announce(error["text"])


def _voter(
    night: Night,
    mode: Mode,
    k: int,
    seat: int,
    teller: int,
    old: Round | None,
    two: bool,
    miss: bool,
) -> None:
    names = night.players
    if seat == teller:
        st.markdown("⭐ " + _("Storyteller: {name} (no vote)").format(name=name_md(names[seat])))
        return
    st.markdown(_("{name} voted for").format(name=name_md(names[seat])))
    before = () if old is None or old.storyteller != teller else old.votes[seat]
    key = vote_key(mode, k, seat)
    label = _("{name} voted for").format(name=names[seat])  # plain: the accessible name
    bind: Literal["query-params"] | None = "query-params" if mode == "new" else None
    if two:
        st.segmented_control(
            label,
            list(range(night.n)),
            selection_mode="multi",
            default=list(before),
            format_func=lambda s: name_md(names[s]),
            key=key,
            on_change="ignore",
            label_visibility="collapsed",
            width="stretch",
            bind=bind,
        )
    else:
        st.segmented_control(
            label,
            list(range(night.n)),
            default=before[0] if before else None,
            format_func=lambda s: name_md(names[s]),
            key=key,
            on_change="ignore",
            label_visibility="collapsed",
            width="stretch",
            bind=bind,
        )
    if miss:
        with st.container(key=_note(seat)):
            st.markdown(
                "⚠️ "
                + _("No vote yet: tap whose card {name} voted for.").format(
                    name=name_md(names[seat])
                )
            )
        st.html(missing_css(_row(seat), key, _note(seat)))


def _picked(value: object) -> tuple[int, ...]:
    if value is None:
        return ()
    if isinstance(value, list | tuple):
        return tuple(dict.fromkeys(int(v) for v in value))
    return (int(str(value)),)


def _refuse(at: tuple[object, ...], text: str, missing: tuple[int, ...] = ()) -> None:
    st.session_state[ERROR] = {"at": at, "text": text, "missing": missing, "fresh": True}


def _submitted(made_for: int, k: int, mode: Mode, proposed: int) -> None:
    copy = state.current()
    if copy is None or len(copy.night.rounds) != made_for:
        return
    night = copy.night
    at = (mode, k, made_for)
    chosen = st.session_state.get(teller_key(mode, k))
    teller = proposed if chosen is None else int(chosen)
    votes = tuple(
        () if seat == teller else _picked(st.session_state.get(vote_key(mode, k, seat)))
        for seat in range(night.n)
    )
    missing = tuple(s for s, v in enumerate(votes) if s != teller and not v)
    if missing:
        names = join_list([night.players[s] for s in missing])
        text = _("Round {k}: tap whose card {names} voted for.").format(k=number(k), names=names)
        _refuse(at, text, missing)
        return
    st.session_state.pop(ERROR, None)
    rnd = Round(teller, votes)

    def refused(text: str) -> None:
        _refuse(at, text)

    if mode == "new":
        state.change(
            made_for,
            lambda nt: play(nt, rnd),
            lambda _b, _a: _("Round {k} scored.").format(k=number(k)),
            refused=refused,
        )
    elif state.change(
        made_for,
        lambda nt: edit(nt, k, rnd),
        lambda b, a: edit_notice(k, night_change(b, a), a),
        refused=refused,
    ):
        st.session_state.pop(state.EDITING, None)
