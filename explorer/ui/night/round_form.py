"""Entering a round in a few taps: the storyteller (proposed in seat order), then for each other
player the name on the card they voted for, in one form (one run when it is sent). A voter's own
name is not offered; where the rules give two markers at this table, a voter may tap two names.
The same form edits a past round, starting from what was entered."""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from explorer.i18n import _, join_list, number
from explorer.night.evening import Night, Round
from explorer.night.tally import edit, play
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import name_md
from explorer.ui.night import state


def _keys(mode: str, k: int, teller: int) -> str:
    return f"gn_{mode}_{k}_{teller}"


def teller_key(mode: str, k: int) -> str:
    return f"gn_{mode}_teller_{k}"


def round_form(night: Night, rules: Ruleset, k: int, old: Round | None = None) -> None:
    """The form for round `k` (from 1): a new round when `old` is None, else an edit of it."""
    mode = "new" if old is None else "edit"
    n = night.n
    names = night.players
    proposed = night.next_storyteller() if old is None else old.storyteller
    teller = st.segmented_control(
        _("Who told the clue?"),
        list(range(n)),
        format_func=lambda s: name_md(names[s]),
        default=proposed,
        key=teller_key(mode, k),
    )
    teller = proposed if teller is None else int(teller)
    two = rules.max_votes(n) > 1
    prefix = _keys(mode, k, teller)

    def shown(seat: int) -> str:
        return _label(names, seat, teller)

    with st.form(f"{prefix}_form", border=True):
        st.markdown(
            _("**Round {k}**: whose card did each player vote for?").format(k=number(k))
            + (" " + _("(one or two names: two markers at this table)") if two else "")
        )
        for seat in range(n):
            if seat == teller:
                continue
            before = () if old is None or old.storyteller != teller else old.votes[seat]
            options = [p for p in range(n) if p != seat]  # never their own card
            label = _("{name} voted for").format(name=name_md(names[seat]))
            if two:
                st.segmented_control(
                    label,
                    options,
                    format_func=shown,
                    selection_mode="multi",
                    default=list(before),
                    key=f"{prefix}_{seat}",
                )
            else:
                st.segmented_control(
                    label,
                    options,
                    format_func=shown,
                    default=before[0] if before else None,
                    key=f"{prefix}_{seat}",
                )
        text = (
            _("Score round {k}").format(k=number(k))
            if old is None
            else _("Save round {k}").format(k=number(k))
        )
        st.form_submit_button(
            text,
            type="primary",
            width="stretch",
            on_click=_submitted,
            args=(len(night.rounds), k, teller, prefix, mode),
        )


def _label(names: Sequence[str], seat: int, teller: int) -> str:
    """A name to tap; the storyteller's card marked with a star."""
    return ("⭐ " if seat == teller else "") + name_md(names[seat])


def _picked(value: object) -> tuple[int, ...]:
    if value is None:
        return ()
    if isinstance(value, list | tuple):
        return tuple(int(v) for v in value)
    return (int(str(value)),)


def _submitted(made_for: int, k: int, teller: int, prefix: str, mode: str) -> None:
    night = state.STATE.current()
    if night is None:
        return
    votes = tuple(
        () if seat == teller else _picked(st.session_state.get(f"{prefix}_{seat}"))
        for seat in range(night.n)
    )
    missing = [night.players[s] for s, v in enumerate(votes) if s != teller and not v]
    if missing:
        state.flash(
            "error",
            _("Round {k}: tap whose card {names} voted for.").format(
                k=number(k), names=join_list(missing)
            ),
        )
        return
    rnd = Round(teller, votes)
    if mode == "new":
        done = _("Round {k} scored.").format(k=number(k))
        state.change(made_for, lambda nt: play(nt, rnd), done)
    elif state.change(
        made_for, lambda nt: edit(nt, k, rnd), _("Round {k} changed.").format(k=number(k))
    ):
        st.session_state.pop(state.EDITING, None)
