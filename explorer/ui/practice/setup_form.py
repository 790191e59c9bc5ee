"""The practice page's set-up form: ruleset, readings, seats (human or bot), deck and seed."""

from __future__ import annotations

from dataclasses import replace

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from explorer.errors import DixitError
from explorer.game.cards import MAX_CARDS
from explorer.game.resume import resume
from explorer.game.seat_names import table_names
from explorer.game.setup import BOT_SKILLS, SUBTLETIES, Setup, bot_skill, too_big_deck
from explorer.game.setup import subtlety as subtlety_of
from explorer.i18n import N_, _, n_, number, tr
from explorer.limits import MAX_NAME, MAX_SEED
from explorer.round.game_words import game_length
from explorer.rules.files import load_rulesets
from explorer.rules.house import HOUSE_ID
from explorer.text.escape import esc
from explorer.ui.common import box
from explorer.ui.common.house import house_ident, ruleset_of
from explorer.ui.common.nav import page_link
from explorer.ui.practice.state import fresh_seed, key_problem, moved, secret_key, start, store

DEAL = "px_deal_asked"
RESUME_ERROR = "px_resume_error"

SKILL_LABELS = {"beginner": N_("beginner"), "good": N_("good"), "expert": N_("expert")}
SUBTLETY_LABELS = {"obvious": N_("obvious"), "subtle": N_("subtle"), "cryptic": N_("cryptic")}


def setup_form() -> None:
    st.markdown(
        _(
            "Play a real round of Dixit with the rules of any edition: against bots, or passing "
            "one device around the table. The cards are the project's own generated pictures."
        )
    )
    page_link(  # the practice game across phones: the rooms page opens a table
        "pages/room.py",
        _("Each player on their own phone? Open a table: everybody joins with its code"),
        icon="📱",
        query_params={"open": "practice"},
    )
    rulesets = load_rulesets()
    by_id = {r.id: r for r in rulesets}
    ident = house_ident(show_notes=False)  # the site-wide house rules, if the link has them
    house = ruleset_of(ident) if ident is not None else None
    if house is not None:
        by_id = {house.id: house, **by_id}
    box.preselect("px_ruleset")  # the visitor's box, until they pick another
    rid = st.selectbox(
        _("Ruleset"), list(by_id), format_func=lambda i: tr(by_id[i].name), key="px_ruleset"
    )
    rs = by_id[rid]
    c1, c2, c3 = st.columns(3)
    n = int(
        c1.number_input(
            _("Players"),
            min_value=rs.min_players,
            max_value=rs.max_players,
            value=min(max(4, rs.min_players), rs.max_players),
            step=1,
            key=f"px_n_{rid}",
        )
    )
    skill = c2.selectbox(
        _("Bot skill"),
        BOT_SKILLS,
        index=1,
        key="px_skill",
        format_func=lambda k: _(SKILL_LABELS[k]),
    )
    subtlety = c3.selectbox(
        _("Bot clues"),
        SUBTLETIES,
        index=1,
        key="px_subtlety",
        format_func=lambda k: _(SUBTLETY_LABELS[k]),
        help=_(
            "How far a bot's clue is from its card. Bots tell their clues in the site's language."
        ),
    )
    c4, c5 = st.columns(2)
    playable = [d for d in rs.decks if d <= MAX_CARDS]  # house rules may ask for more cards
    decks = [d for d in playable if n * rs.hand_size(n) <= d] or playable
    deck = c4.selectbox(
        _("Deck"),
        decks,
        format_func=lambda d: n_("{n} card", "{n} cards", d).format(n=number(d)),
        key=f"px_deck_{rid}",
    )
    if len(playable) < len(rs.decks):
        (c4.error if not playable else c4.caption)(esc(too_big_deck(max(rs.decks))))
    seed = _seed_field(c5)
    readings: dict[str, str] = {}
    advanced = st.expander(_("Advanced: how to read the rulebook where it is unclear"))
    for reading in rs.readings:
        labels: dict[str, str] = {o.id: tr(o.shown) for o in reading.choices}
        chosen = advanced.selectbox(
            tr(reading.label),
            list(labels),
            index=list(labels).index(reading.default),
            format_func=labels.__getitem__,
            key=f"px_opt_{rid}_{reading.id}",
        )
        readings[reading.id] = str(chosen or reading.default)
    st.markdown(_("**Seats** (clockwise; choose below who tells the first clue)"))
    names: list[str] = []
    bots: list[str | None] = []
    for i in range(n):
        a, b = st.columns([3, 1])
        name = a.text_input(
            _("Player {n}").format(n=number(i + 1)),
            value=table_names()[i],  # the reader's language's names (`i18n/names.toml`)
            max_chars=MAX_NAME,
            key=f"px_name_{i}",
        )
        human = b.toggle(_("Human"), value=i == 0, key=f"px_human_{i}")
        names.append(name.strip())
        bots.append(None if human else skill)
    labels_first = {
        i: name or _("Player {n}").format(n=number(i + 1)) for i, name in enumerate(names)
    }
    first = st.selectbox(
        _("Who tells first"),
        list(labels_first),
        format_func=labels_first.__getitem__,
        key="px_first",
        help=_(
            "Dixit (2008) and the Vietnamese Odyssey rulebook let the first player to think of "
            "a clue tell first; the others name no rule. The role then passes clockwise."
        ),
    )
    if sum(b is None for b in bots) > 1:
        st.info(
            _(
                "Pass-and-play: before each secret step the page asks to pass the device to the "
                "player whose turn it is, so nobody sees another player's hand or vote."
            )
        )
    ruled = rs.with_readings(readings) if readings else rs
    if deck is not None:
        length, short = game_length(ruled, n, int(deck))
        (st.warning if short else st.caption)(esc(length))
    setup = Setup(
        ident if rid == HOUSE_ID and ident is not None else rid,  # the rules' one ident
        tuple(names),
        tuple(bot_skill(b) for b in bots),
        int(deck or max(rs.decks)),
        0,  # the seed is drawn when the cards are dealt
        subtlety_of(subtlety),
        tuple(sorted(readings.items())),
        int(first or 0),
    )
    st.button(
        _("Deal the cards"),
        type="primary",
        key="px_deal",
        on_click=_ask_to_deal,
        disabled=deck is None,
    )
    _key_note()
    # The press is kept in session state by its callback and dealt here, from the fields as this
    # run reads them (a name typed just before the press included): a press that lands during a
    # rerun waits for the next run instead of being lost, and is dealt once.
    if st.session_state.pop(DEAL, False):
        _deal(setup, seed)
    with st.expander(_("Resume a game from a code")):
        st.text_input(_("Resume code"), key="px_resume_code")
        st.button(_("Resume"), key="px_resume", on_click=_resume)
        error = st.session_state.pop(RESUME_ERROR, None)
        if error:
            st.error(esc(error))


def _seed_field(column: DeltaGenerator) -> tuple[bool, int | None]:
    """Whether the player chose the deal's number, and the number typed (None: not yet). By
    default a deal is random: a number shown in the form would let anyone who sees it work out
    every hand."""
    chosen = column.toggle(
        _("Deal from a number I choose"),
        key="px_seed_chosen",
        help=_(
            "The same number deals the same cards, to replay a deal or play it again on another "
            "device. Without it, every game is dealt at random."
        ),
    )
    if not chosen:
        return False, None
    value = column.number_input(
        _("Deal number"),
        min_value=0,
        max_value=MAX_SEED,
        value=None,
        step=1,
        key="px_seed",
        placeholder=_("a whole number from 0 to {most}").format(most=number(MAX_SEED)),
    )
    return True, None if value is None else int(value)


def _deal(setup: Setup, seed: tuple[bool, int | None]) -> None:
    chosen, number_typed = seed
    if chosen and number_typed is None:
        st.error(_("Type the deal number, or switch off 'Deal from a number I choose'."))
        return
    try:
        start(replace(setup, seed=fresh_seed() if number_typed is None else number_typed))
    except DixitError as e:
        st.error(esc(e))
    else:
        st.rerun()


def _key_note() -> None:
    """What the site's link key means for this game's link (and, for the site's admin, why a
    configured key is not used)."""
    problem = key_problem()
    if problem is not None:
        st.warning(
            _(
                "The site's link key (DIXIT_LINK_KEY) is not used: {problem} Game links are not "
                "encrypted until the site's admin sets a stronger one."
            ).format(problem=esc(problem))
        )
    elif secret_key() is None:
        st.caption(
            _(
                "This site has no secret link key: the game's link (and its resume code) can be "
                "decoded by whoever has it, showing the storyteller's card and every vote."
            )
        )


def _ask_to_deal() -> None:
    st.session_state[DEAL] = True


def _resume() -> None:
    try:
        state = resume(str(st.session_state.get("px_resume_code") or ""), secret_key())
    except DixitError as e:
        st.session_state[RESUME_ERROR] = str(e)
    else:
        store(state)
        moved(say=False)  # a whole game's moves are too many to read out: its heading says where
