"""The practice page: set-up, the private steps of a round, the reveal and the final standings.

The game itself is `explorer.game.state` (immutable states, checked actions); this module reads
widgets, applies one action, and draws. The game lives in `st.session_state` and, as a resume
code, in the page address (`?game=...`), so a lost tab can pick it up again.
"""

from __future__ import annotations

import secrets
from dataclasses import replace

import streamlit as st

from explorer.errors import DixitError
from explorer.game.bots import play_bots
from explorer.game.debrief import (
    clue_words,
    compare_round,
    points_rows,
    standings_figure,
    victory_line,
    vote_rows,
)
from explorer.game.resume import decode, encode
from explorer.game.state import (
    BOT_SKILLS,
    MAX_CLUE,
    SUBTLETIES,
    Action,
    GameState,
    GiveClue,
    HandIn,
    NextTurn,
    Setup,
    Vote,
    apply,
    end_rule,
    extra_point_hint,
    new_game,
)
from explorer.rules.files import load_rulesets
from explorer.text.escape import esc, name_md
from explorer.ui.cards_view import SIZES, show_cards

GAME = "px_game"
READY = "px_ready"
ERROR = "px_error"
LOADED = "px_loaded_code"
CODE = "px_game_code"
DEFAULT_NAMES = (
    "Sam",
    "Ada",
    "Bruno",
    "Chloé",
    "Dev",
    "Emi",
    "Farid",
    "Gus",
    "Hana",
    "Ivo",
    "Jun",
    "Kai",
)


# --- state plumbing -----------------------------------------------------------------------
def _store(state: GameState) -> None:
    state = play_bots(state)
    st.session_state[GAME] = state
    code = encode(state)
    st.session_state[LOADED] = code
    st.session_state[CODE] = code
    st.query_params["game"] = code


def _act(state: GameState, action: Action) -> None:
    """Apply a human action; an illegal one shows its message and leaves the game unchanged."""
    try:
        new = apply(state, action)
    except DixitError as e:
        st.session_state[ERROR] = str(e)
        return
    st.session_state.pop(ERROR, None)
    _store(new)


def _current() -> GameState | None:
    """The game in play: from the link when it holds a new code, else this tab's own game.

    The link always ends up holding the game on screen, even after visiting another page
    (which clears the address's parameters) or opening a damaged link, so a reload never
    loses the game.
    """
    code = st.query_params.get("game")
    game = st.session_state.get(GAME)
    if code and code != st.session_state.get(LOADED):
        st.session_state[LOADED] = code
        try:
            resumed = decode(code)
        except DixitError as e:
            st.error(f"Could not resume the game from the link: {esc(e)}")
        else:
            game = resumed
            st.session_state[GAME] = game
            st.session_state[CODE] = code
            st.toast("Game resumed from the link.")
    if not isinstance(game, GameState):
        return None
    mine = st.session_state.get(CODE)
    if mine and code != mine:
        st.query_params["game"] = mine
        st.session_state[LOADED] = mine
    return game


def _start(setup: Setup) -> None:
    st.session_state.pop(READY, None)
    st.session_state.pop(ERROR, None)
    _store(new_game(setup))


def _quit() -> None:
    for key in (GAME, READY, ERROR, LOADED, CODE):
        st.session_state.pop(key, None)
    st.query_params.clear()


# --- set-up ---------------------------------------------------------------------------------
def setup_form() -> None:
    st.markdown(
        "Play a real round of Dixit with the rules of any edition: against bots, or passing one "
        "device around the table. The cards are the project's own generated pictures."
    )
    rulesets = load_rulesets()
    by_id = {r.id: r for r in rulesets}
    rid = st.selectbox(
        "Ruleset", list(by_id), format_func=lambda i: by_id[i].name, key="px_ruleset"
    )
    rs = by_id[rid]
    c1, c2, c3 = st.columns(3)
    n = int(
        c1.number_input(
            "Players",
            min_value=rs.min_players,
            max_value=rs.max_players,
            value=min(max(4, rs.min_players), rs.max_players),
            step=1,
            key=f"px_n_{rid}",
        )
    )
    skill = c2.selectbox("Bot skill", BOT_SKILLS, index=1, key="px_skill")
    subtlety = c3.selectbox(
        "Bot clues",
        SUBTLETIES,
        index=1,
        key="px_subtlety",
        help="How far a bot's clue is from its card.",
    )
    c4, c5 = st.columns(2)
    deck = c4.selectbox("Deck", rs.decks, format_func=lambda d: f"{d} cards", key=f"px_deck_{rid}")
    seed = int(
        c5.number_input(
            "Seed (same seed, same deal)",
            min_value=0,
            max_value=2**32 - 1,
            value=1,
            step=1,
            key="px_seed",
        )
    )
    options: dict[str, str] = {}
    for reading in rs.readings:
        labels: dict[str, str] = {o.id: o.label for o in reading.options}
        chosen = st.selectbox(
            reading.label,
            list(labels),
            index=list(labels).index(reading.default),
            format_func=labels.__getitem__,
            key=f"px_opt_{rid}_{reading.id}",
        )
        options[reading.id] = str(chosen or reading.default)
    st.markdown("**Seats** (clockwise; the first player tells the first clue)")
    names: list[str] = []
    bots: list[str | None] = []
    for i in range(n):
        a, b = st.columns([3, 1])
        name = a.text_input(
            f"Player {i + 1}",
            value=DEFAULT_NAMES[i],
            max_chars=20,
            key=f"px_name_{i}",
        )
        human = b.toggle("Human", value=i == 0, key=f"px_human_{i}")
        names.append(name.strip())
        bots.append(None if human else skill)
    if sum(b is None for b in bots) > 1:
        st.info(
            "Pass-and-play: before each secret step the page asks to pass the device to the "
            "player whose turn it is, so nobody sees another player's hand or vote."
        )
    if st.button("Deal the cards", type="primary", key="px_deal"):
        setup = Setup(
            rid,
            tuple(names),
            tuple(bots),
            int(deck),
            seed,
            subtlety,
            tuple(sorted(options.items())),
        )
        try:
            _start(setup)
        except DixitError as e:
            st.error(esc(e))
            return
        st.rerun()
    with st.expander("Resume a game from a code"):
        code = st.text_input("Resume code", key="px_resume_code")
        if st.button("Resume", key="px_resume"):
            try:
                state = decode(code)
            except DixitError as e:
                st.error(esc(e))
            else:
                _store(state)
                st.rerun()


# --- shared pieces ----------------------------------------------------------------------------
def _rows_height(rows: int) -> int:
    """A dataframe height that shows every row (12 players) without an inner scroll bar."""
    return 35 * (rows + 1) + 3


def sidebar(state: GameState) -> None:
    with st.sidebar:
        st.subheader("Scores")
        st.dataframe(
            [{"Player": p, "Points": s} for p, s in zip(state.players, state.scores, strict=True)],
            hide_index=True,
            width="stretch",
            height=_rows_height(state.n),
        )
        st.caption(
            f"{state.rules.name}: {end_rule(state.rules)}. Draw pile: {len(state.pile)} cards."
        )
        for reading in state.rules.readings:  # the reading chosen at set-up, for the record
            chosen = reading.option(state.rules.chosen(reading.id))
            st.caption(f"Reading in force — {reading.label}: {chosen.label}")
        st.select_slider("Card size", options=list(SIZES), value="medium", key="px_card_size")
        with st.expander("Resume code"):
            st.caption(
                "This page's address keeps the game. To continue elsewhere, paste this code "
                "into 'Resume a game from a code'."
            )
            st.code(encode(state), language=None, wrap_lines=True)
        # behind a popover: one stray click must not throw a game away
        with st.popover("Start over…", width="stretch"):
            st.caption("This game will be lost (unless you keep its resume code).")
            if st.button("Restart: same players, same seed", key="px_restart"):
                _start(state.setup)
                st.rerun()
            if st.button("New game: back to the set-up", key="px_quit"):
                _quit()
                st.rerun()


def header(state: GameState) -> None:
    storyteller = name_md(state.name(state.storyteller))
    st.markdown(f"#### Turn {state.turn} · storyteller: {storyteller}")
    if state.clue is not None:
        st.markdown(f"### Clue: “{esc(state.clue)}”")


def _error() -> None:
    msg = st.session_state.get(ERROR)
    if msg:
        st.error(f"Not allowed: {esc(msg)} Nothing was changed; try again.")


def _needs_pass(state: GameState, seat: int) -> bool:
    if len(state.setup.humans) < 2:
        return False
    return st.session_state.get(READY) != (state.turn, state.phase, seat)


def pass_screen(state: GameState, seat: int) -> None:
    name = name_md(state.name(seat))
    step = {"clue": "choose a card and a clue", "hand-in": "hand in", "vote": "vote"}[state.phase]
    st.info(f"Pass the device to **{name}**, then press ready. ({name} will {step}.)")
    if st.button(f"I am {name} — ready", type="primary", key="px_ready_btn"):
        st.session_state[READY] = (state.turn, state.phase, seat)
        st.session_state.pop(ERROR, None)
        st.rerun()


# --- the private steps ---------------------------------------------------------------------------
def clue_step(state: GameState, seat: int) -> None:
    st.markdown(f"**{name_md(state.name(seat))}**, you are the storyteller. Your hand:")
    hand = state.hands[seat]
    show_cards(hand, labels=lambda i: str(i + 1))
    with st.form("px_clue_form"):
        pick = st.radio(
            "Your card", list(range(len(hand))), format_func=lambda i: str(i + 1), horizontal=True
        )
        clue = st.text_input(
            "Your clue (a word, a phrase, a sound…)", max_chars=MAX_CLUE, key="px_clue_text"
        )
        if st.form_submit_button("Tell the clue", type="primary"):
            _act(state, GiveClue(seat, hand[int(pick or 0)], clue))
            st.rerun()
    st.caption(
        "Aim for a clue that some but not all players will understand: if everybody or nobody "
        "finds your card, you score nothing."
    )


def hand_in_step(state: GameState, seat: int) -> None:
    k = state.rules.cards_handed_in(state.n)
    hand = state.hands[seat]
    what = "a card that fits" if k == 1 else f"{k} cards that fit"
    st.markdown(f"**{name_md(state.name(seat))}**, hand in {what} the clue. Your hand:")
    show_cards(hand, labels=lambda i: str(i + 1))
    with st.form("px_hand_in_form"):
        if k == 1:
            picks = [
                st.radio(
                    "Your card",
                    list(range(len(hand))),
                    format_func=lambda i: str(i + 1),
                    horizontal=True,
                )
            ]
        else:
            picks = st.multiselect(
                f"Your {k} cards",
                list(range(len(hand))),
                format_func=lambda i: str(i + 1),
                max_selections=k,
            )
        if st.form_submit_button("Hand in", type="primary"):
            _act(state, HandIn(seat, tuple(hand[int(i)] for i in picks if i is not None)))
            st.rerun()


def vote_step(state: GameState, seat: int) -> None:
    most = state.rules.max_votes(state.n)
    mine = {p for p in range(1, len(state.table) + 1) if state.owners[p - 1] == seat}
    st.markdown(f"**{name_md(state.name(seat))}**, which card is the storyteller's?")
    show_cards(
        state.table,
        labels=lambda i: f"{i + 1}" + (" (yours)" if i + 1 in mine else ""),
    )
    places = list(range(1, len(state.table) + 1))
    with st.form("px_vote_form"):
        if most == 1:
            votes = [st.radio("Your vote", places, horizontal=True)]
        else:
            votes = st.multiselect(
                f"Your votes (1 or {most}, on different cards)", places, max_selections=most
            )
            hint = extra_point_hint(state.rules, state.n)
            if hint:
                st.caption(hint)
        if st.form_submit_button("Vote", type="primary"):
            _act(state, Vote(seat, tuple(int(v) for v in votes if v is not None)))
            st.rerun()


# --- the reveal and the end ------------------------------------------------------------------------
def reveal(state: GameState) -> None:
    rec = state.last_round
    assert rec is not None
    st.markdown(
        f"#### Turn {rec.turn} revealed · storyteller: {name_md(state.name(rec.storyteller))}"
    )
    st.markdown(f"### Clue: “{esc(rec.clue)}”")
    voters_of: dict[int, list[str]] = {p: [] for p in range(1, len(rec.table) + 1)}
    for seat, places in enumerate(rec.votes):
        for p in places:
            voters_of[p].append(state.name(seat))

    def label(i: int) -> str:
        owner = rec.owners[i]
        star = "★ " if owner == rec.storyteller else ""
        return f"{i + 1} · {star}{name_md(state.name(owner))}"  # captions render Markdown

    def note(i: int) -> str:
        who = voters_of[i + 1]
        return ("votes: " + ", ".join(name_md(w) for w in who)) if who else "no votes"

    show_cards(rec.table, labels=label, notes=note)
    result = rec.result
    st.subheader("Who voted for what")
    rows = vote_rows(state, rec)
    st.dataframe(
        [{k: v for k, v in r.items() if k != "Bot's reason"} for r in rows],
        hide_index=True,
        width="stretch",
        height=_rows_height(state.n),
    )
    for r in rows:
        reason = r["Bot's reason"]
        if reason:
            st.markdown(f"- 🤖 **{name_md(r['Player'])}**: {esc(reason)}")
    understood, unknown = clue_words(rec.clue)
    if any(state.setup.bots):
        known = ", ".join(understood) or "none"
        st.caption(
            f"Words of the clue the bots know: {esc(known)}."
            + (f" Words they did not know: {esc(', '.join(unknown))}." if unknown else "")
        )
    st.subheader("Points")
    st.dataframe(
        points_rows(state, rec), hide_index=True, width="stretch", height=_rows_height(state.n)
    )
    for line in result.explanation:
        st.markdown(f"- {esc(line.text)}")
    with st.expander("The rules behind these points"):
        for line in result.explanation:
            st.markdown(f"- **{esc(line.rule_label)}**: {esc(line.provenance.cite())}")
    st.subheader("The same round under the other rulesets")
    # players down, rulesets across (as on the Score page): a player's name is never a column
    # header, so no name can clash with one, and 12 players do not make a 14-column table
    others = compare_round(state, rec)
    table = [
        {"Player": name}
        | {o.name: "–" if o.points is None else str(o.points[name]) for o in others}
        for name in state.players
    ]
    st.dataframe(table, hide_index=True, width="stretch", height=_rows_height(state.n))
    st.caption(esc(" · ".join(f"{o.name}: {o.note}" for o in others)))  # notes may name players
    ending = state.ends_after_this_turn()
    if ending:
        st.warning(f"This was the last turn: {esc(ending)}")  # names who reached the target
    label_next = "See the final standings" if ending else "Next turn"
    if st.button(label_next, type="primary", key="px_next"):
        st.session_state.pop(READY, None)
        _act(state, NextTurn())
        st.rerun()


def game_over(state: GameState) -> None:
    st.subheader("Game over")
    st.markdown(esc(state.end_reason or ""))
    st.success(esc(victory_line(state)))
    st.plotly_chart(standings_figure(state), width="stretch")
    st.dataframe(
        sorted(
            ({"Player": p, "Points": s} for p, s in zip(state.players, state.scores, strict=True)),
            key=lambda r: -int(r["Points"]),  # type: ignore[call-overload]
        ),
        hide_index=True,
        height=_rows_height(state.n),
    )
    c1, c2, c3 = st.columns(3)
    if c1.button("Play again (same seed)", key="px_again"):
        _start(state.setup)
        st.rerun()
    if c2.button("Play again (new seed)", key="px_new_seed"):
        _start(replace(state.setup, seed=secrets.randbelow(2**31)))
        st.rerun()
    if c3.button("Change the set-up", key="px_setup"):
        _quit()
        st.rerun()


def render() -> None:
    st.title("🃏 Practice round")
    state = _current()
    if state is None:
        setup_form()
        return
    sidebar(state)
    if state.phase == "over":
        game_over(state)
        return
    if state.phase == "reveal":
        reveal(state)
        return
    header(state)
    _error()
    waiting = state.waiting_for
    seat = waiting[0]
    if state.phase != "clue":
        done = state.n - 1 - len(waiting)
        step = "Handed in" if state.phase == "hand-in" else "Voted"
        st.caption(f"{step} so far: {done} of {state.n - 1} players.")
    if _needs_pass(state, seat):
        pass_screen(state, seat)
        return
    if state.phase == "clue":
        clue_step(state, seat)
    elif state.phase == "hand-in":
        hand_in_step(state, seat)
    else:
        vote_step(state, seat)
