"""The Score-a-round situation in the URL, and the widgets that edit it.

The URL's query parameters are the single source of truth: every run decodes the situation from
`st.query_params` (a bad link gives a warning and the default table), pushes it into the
widgets' session state, and every widget's callback writes the changed situation back to the
URL. So a shared link restores the table exactly, and a widget never fights the URL.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

import streamlit as st

from explorer.errors import SituationError
from explorer.round.compare import most_votes
from explorer.round.situation import (
    QUICK_SETUPS,
    Situation,
    decode,
    decode_salvaged,
    default_situation,
    encode,
    example,
    random_round,
    with_example_edition,
)
from explorer.rules.files import load_rulesets
from explorer.rules.ruleset import Ruleset

NO_SECOND = -1
_MESSAGE = "score_message"


def _rulesets() -> tuple[Ruleset, ...]:
    return load_rulesets()


def _readings() -> dict[str, list[str]]:
    return {r.id: [o.id for o in r.options] for rs in _rulesets() for r in rs.readings}


def _params() -> dict[str, list[str]]:
    return {k: st.query_params.get_all(k) for k in st.query_params}


def _decode() -> Situation:
    return decode(_params(), readings=_readings(), editions=[r.id for r in _rulesets()])


def load_situation() -> tuple[Situation, list[str]]:
    """The situation in the URL, plus warnings for anything in the link that could not be used.

    Never raises: a malformed or contradictory link falls back to the default table.
    """
    warnings: list[str] = []
    s, dropped = decode_salvaged(
        _params(), readings=_readings(), editions=[r.id for r in _rulesets()]
    )
    if dropped:
        warnings.append(
            "Part of the link could not be used and was left out: "
            + "; ".join(dropped)
            + ". The rest of the table is as the link gives it."
        )
    if s.has_second_votes and most_votes(_rulesets(), s.n) < 2:
        warnings.append(
            f"The link gives second votes, but no edition allows two votes at {s.n} players; "
            "they were dropped."
        )
        s = s.without_second_votes()
    # the worked example's edition follows the table: a link whose table is not that example
    # (edited by hand, or a renamed example) loses its stale `ed` silently, so no star lies
    s = with_example_edition(s)
    if _params() != {k: [v] for k, v in encode(s).items()}:
        save(s)
    return s, warnings


def save(s: Situation) -> None:
    st.query_params.from_dict(encode(s))


def _current() -> Situation:
    try:
        return _decode()
    except SituationError:
        return default_situation()


def _say(message: str) -> None:
    st.session_state[_MESSAGE] = message


def pop_message() -> str | None:
    """A message left by a callback (e.g. a refused name), shown once."""
    msg = st.session_state.pop(_MESSAGE, None)
    return str(msg) if msg else None


# --- widget keys and callbacks ------------------------------------------------------------
def name_key(seat: int) -> str:
    return f"name_{seat}"


def vote_key(seat: int, slot: int) -> str:
    return f"vote_{seat}_{slot}"


def reading_key(reading: str) -> str:
    return f"read_{reading}"


def sync_widgets(s: Situation) -> None:
    """Give every widget the value the situation holds (call before creating the widgets)."""
    ss = st.session_state
    ss["players_n"] = s.n
    ss["teller"] = s.storyteller
    for seat, name in enumerate(s.players):
        ss[name_key(seat)] = name
        picks = s.votes[seat]
        if seat != s.storyteller:
            ss[vote_key(seat, 0)] = picks[0]
            ss[vote_key(seat, 1)] = picks[1] if len(picks) > 1 else NO_SECOND
    chosen = s.options_dict()
    for rs in _rulesets():
        for r in rs.readings:
            ss[reading_key(r.id)] = chosen.get(r.id, r.default)
    ss.setdefault("seed", 1)


def on_players() -> None:
    n = int(st.session_state["players_n"])
    save(_current().with_players(n, max_picks=most_votes(_rulesets(), n)))


# Several widget changes can reach the server in one rerun (a quick hand on the slider, then a
# name or a vote): a later callback may then speak of a seat the table no longer has, or of a
# voter who has just become the storyteller. Such a stale change is dropped; the next run shows
# the table as it now is.


def on_teller() -> None:
    with contextlib.suppress(SituationError):
        save(_current().with_storyteller(int(st.session_state["teller"])))


def on_name(seat: int) -> None:
    s = _current()
    if not 0 <= seat < s.n:
        return
    typed = st.session_state[name_key(seat)]
    try:
        save(s.with_name(seat, typed))
    except SituationError as err:
        _say(f"Name not changed: {err} {s.players[seat]} keeps their name.")


def on_vote(seat: int, slot: int) -> None:
    value = int(st.session_state[vote_key(seat, slot)])
    target = None if value == NO_SECOND else value
    with contextlib.suppress(SituationError):
        save(_current().with_vote(seat, slot, target))


def on_reading(reading: str) -> None:
    save(_current().with_option(reading, str(st.session_state[reading_key(reading)])))


def on_quick(setup_id: str) -> None:
    s = _current()
    for q in QUICK_SETUPS:
        if q.id == setup_id:
            save(q.apply(s))


def on_example(example_id: str) -> None:
    ex = example(example_id)
    save(
        Situation(
            ex.situation.players,
            ex.situation.storyteller,
            ex.situation.votes,
            _current().options,
            ex.situation.edition,
        )
    )


def on_random() -> None:
    s = _current()
    seed = int(st.session_state.get("seed", 1))
    save(random_round(s, seed, max_picks=most_votes(_rulesets(), s.n)))
    st.session_state["seed"] = seed + 1


class SeatLabel:
    """format_func for seat pickers: a seat's name (rendered as text by Streamlit)."""

    def __init__(self, players: Sequence[str]) -> None:
        self.players = tuple(players)

    def __call__(self, seat: int) -> str:
        if seat == NO_SECOND:
            return "— none —"
        return self.players[seat]
