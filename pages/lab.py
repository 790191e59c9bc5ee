"""Clue-difficulty lab: what the clue's clarity does to outcomes, points and whole games."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import TypeVar

import streamlit as st
from plotly.graph_objects import Figure

from explorer.errors import DixitError
from explorer.figures import lab as figs
from explorer.i18n import N_, NATIVE_NAMES, _, n_, number, percent, tr
from explorer.lab import cost, export, notes, tables
from explorer.lab import game_takeaways as games_say
from explorer.lab import takeaways as say
from explorer.lab.names import join
from explorer.lab.rounds import RoundsSummary
from explorer.lab.settings import (
    ALPHAS,
    DECKS,
    GAMES,
    MAX_LAB_SEED,
    ROUNDS,
    SPREAD_MAX,
    SWEEP_GAMES,
)
from explorer.lab.summary import GamesStats
from explorer.lab.sweeps import Progress, pile_turns, player_counts
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.files import load_rulesets
from explorer.rules.house import HOUSE_ID
from explorer.text.escape import esc
from explorer.ui.common import box
from explorer.ui.common import house as hs
from explorer.ui.common.page import start_page
from explorer.ui.common.share import copy_link
from explorer.ui.lab import cache as lab_cache
from explorer.ui.lab import heavy as lab_heavy
from explorer.ui.lab import state as lab_state
from explorer.ui.lab import tables as lab_tables

LANG = start_page()

T = TypeVar("T")

RULESETS = {r.id: r for r in load_rulesets()}
SHARES = ("all found", "none found", "some found")
GAME_SHARES = ("ended by score target", "shared wins")
GAME_MEANS = ("mean turns", "winner's mean score", "winner's mean margin")
# each download's name on its button (the file names stay as they are)
TABLE_NAMES = {
    "sweet-spot": N_("the storyteller's sweet spot"),
    "heatmap": N_("heatmap"),
    "outcomes": N_("how rounds end"),
    "points-by-role": N_("points per round"),
    "one-round": N_("one round"),
    "game-summary": N_("whole games"),
    "game-length": N_("game length"),
    "end-reasons": N_("how games end"),
    "seats": N_("wins by seat"),
    "sweep-exact": N_("storyteller over player counts"),
    "sweep-games": N_("games over player counts"),
    "sweep-deck": N_("game length by deck size"),
}
# the CSV style menu (shown to readers of another language than English)
CSV_STYLES = {
    # TRANSLATORS: {language} is the language's own name, "Français"
    export.SPREADSHEET: N_("For a spreadsheet in {language}"),
    export.PLAIN: N_("For code: English column names, decimal points"),
}

st.title(_("🎲 Clue-difficulty lab"))
st.markdown(
    _(
        "The storyteller's craft is choosing how hard a clue is: too clear and everybody finds "
        "the card, too obscure and nobody does — both score the storyteller nothing. Set how "
        "clear the clues are and see, for each edition, what that does to how rounds end, to "
        "each player's points and to whole games. Numbers marked *exact* are computed, not "
        "sampled."
    )
)

model_box = st.expander(_("The clue model, in plain words and formulas"), expanded=False)
with model_box:
    st.markdown(
        _(
            "- Each of the **V** voters (everyone but the storyteller) finds the storyteller's "
            "card with probability **p**, the clue's clarity, independently of the others. The "
            "chance that exactly **k** of them find it:"
        )
    )
    st.latex(r"P(k) = \binom{V}{k}\, p^k (1-p)^{V-k}")
    st.markdown(
        _(
            "- Clues are not all alike: p can change from turn to turn. It is drawn from a Beta "
            "distribution with mean **m** and relative spread **s** (s = 0: the same p every "
            "turn). Then the number of finders is beta-binomial, and s² is the correlation "
            "between two voters' finds in the same turn."
        )
    )
    # one short formula per line: a long one is cut off on a phone
    st.latex(r"p \sim \mathrm{Beta}(a, b),\quad \kappa = \frac{1}{s^2} - 1")
    st.latex(r"a = m\kappa,\quad b = (1-m)\kappa")
    st.latex(r"\mathrm{sd}(p) = s\sqrt{m(1-m)}")
    st.latex(r"P(k) = \binom{V}{k}\frac{B(a+k,\; b+V-k)}{B(a, b)}")
    st.markdown(
        _(
            "- A voter who does not find it votes for one of the other voters' cards (never "
            "their own). Some of these **D** decoy cards pull harder than others: each turn they "
            "get weights from a symmetric Dirichlet distribution with parameter **α** (large α: "
            "all decoys pull equally; small α: one decoy draws most of the wrong votes), and a "
            "wrong vote lands on a decoy in proportion to its weight."
        )
    )
    st.latex(r"(w_1,\dots,w_D) \sim \mathrm{Dirichlet}(\alpha,\dots,\alpha)")
    st.markdown(
        _(
            "- Where the edition allows a second vote, each voter casts one with probability "
            "**q**, on a different card: a finder's second vote goes on a decoy, a non-finder's "
            "on another decoy."
        )
        + "\n"
        + _(
            "- α and q only move the wrong votes, so the storyteller's numbers (sweet spot, "
            "heatmap, how rounds end) do not depend on them; they change the voters' points and "
            "whole games."
        )
        + "\n"
        + _(
            "- **Exact** here: the finder count, all / none / some, the storyteller's points, a "
            "voter's mean points when no bonus cap can bind, and a voter's whole point "
            "distribution when decoys pull equally (α = ∞). Otherwise the voter's numbers come "
            "from the simulation."
        )
    )


# --- settings ---------------------------------------------------------------------------
box.default_param("rulesets")  # the visitor's box, when the link names no editions
settings = lab_state.load_settings()
# the table's house rules (the site-wide `house` key) come last, as one more edition
house_spec = hs.house_spec()
house = None if house_spec is None else hs.ruleset_of(house_spec)
HERE = {**RULESETS, HOUSE_ID: house} if house is not None else dict(RULESETS)
# what each shown edition is cached under: its id, or the house rules' normalised link text
IDENT = {rid: rid for rid in RULESETS}
if house_spec is not None and house is not None:
    IDENT[HOUSE_ID] = lab_cache.house_key(house_spec)
copy_link()
changed = lab_state.on_change
with st.sidebar:
    st.header(_("Settings"))
    st.slider(_("Players"), MIN_PLAYERS, MAX_PLAYERS, key="players", on_change=changed)
    st.slider(
        _("p: chance each voter finds the card (mean)"),
        0.0,
        1.0,
        step=0.01,
        key="mean",
        on_change=changed,
        help=_(
            "m in the formulas: the clue's clarity on average. 0: nobody finds the card, "
            "1: everybody does."
        ),
    )
    st.slider(
        _("Spread of p from turn to turn (0: fixed)"),
        0.0,
        SPREAD_MAX,
        step=0.05,
        key="spread",
        on_change=changed,
        help=_(
            "s in the formulas: how much p changes from one turn to the next, "
            "sd(p) = s·√(m(1−m)). 0: every clue is exactly as clear as the mean."
        ),
    )
    st.select_slider(
        _("α: decoy pull (∞: equal)"),
        ALPHAS,
        key="alpha",
        on_change=changed,
        help=_(
            "How unevenly the wrong votes spread over the other cards. Changes the voters' "
            "points, never the storyteller's."
        ),
    )
    st.slider(
        _("q: share of voters casting a second vote (where allowed)"),
        0.0,
        1.0,
        step=0.05,
        key="q",
        on_change=changed,
    )
    q_reach = st.empty()  # filled once the editions are known: whether q matters here
    st.select_slider(
        _("Deck size"),
        DECKS,
        key="deck",
        on_change=changed,
        help=_(
            "Cards in the box: only whole games use it (where the pile can end a game, a "
            "smaller deck ends it sooner)."
        ),
    )
    deck_reach = st.empty()  # filled once the editions are known: where the deck applies
    st.select_slider(
        _("Simulated rounds per edition"),
        ROUNDS,
        key="rounds",
        on_change=changed,
        format_func=number,
    )
    st.select_slider(
        _("Simulated games per edition"), GAMES, key="games", on_change=changed, format_func=number
    )
    st.select_slider(
        _("Simulated games per player count (sweeps)"),
        SWEEP_GAMES,
        key="sweep_games",
        on_change=changed,
        format_func=number,
    )
    st.number_input(_("Random seed"), 0, MAX_LAB_SEED, key="seed", on_change=changed)
    if LANG != "en":  # in English the two styles are the same file
        st.radio(
            _("CSV downloads"),
            export.STYLES,
            format_func=lambda style: _(CSV_STYLES[style]).format(
                language=NATIVE_NAMES.get(LANG, LANG)
            ),
            key="csv_style",
            help=_(
                "For a spreadsheet: column names and words in your language, decimal commas "
                "where your language writes them, ready to open in a spreadsheet. For code: "
                "the same numbers with stable English column names and decimal points."
            ),
        )
CSV_STYLE = st.session_state.get("csv_style", export.SPREADSHEET)

st.multiselect(
    _("Editions to compare"),
    list(RULESETS),
    format_func=lambda rid: tr(HERE[rid].name),
    key="rulesets",
    on_change=changed,
)
st.caption(
    _(
        "The address bar keeps every setting on this page: copy it to share this exact view. "
        "The zip at the foot of the page holds every number with its settings, and loads back."
    )
)
hs.show_house_banner(house)
players = settings.players
chosen = [*settings.rulesets, *([HOUSE_ID] if house is not None else [])]
rounds, games, seed, deck = settings.rounds, settings.games, settings.seed, settings.deck
skipped = [tr(HERE[rid].name) for rid in chosen if not HERE[rid].supports(players)]
active = [rid for rid in chosen if HERE[rid].supports(players)]
if skipped:
    st.info(
        n_(
            "Not played at {n} player, so left out: {editions}.",
            "Not played at {n} players, so left out: {editions}.",
            players,
        ).format(n=number(players), editions=esc(join(skipped)))
    )
if not active:
    st.warning(_("Choose at least one edition that can be played at this many players."))
    st.stop()
q_reach.caption(notes.second_vote_note([HERE[r] for r in active], players))
deck_text = notes.deck_note([HERE[r] for r in active], deck)
if deck_text:
    deck_reach.caption(deck_text)
with model_box:
    st.markdown("- " + esc(notes.second_vote_note([HERE[r] for r in active], players)))

model = settings.model
tables_out: dict[str, list[dict[str, object]]] = {}  # every table shown: for the zip


def refused(err: DixitError) -> None:
    """The engine's refusal, as one message (inert: it may quote a house-rules name)."""
    st.error(_("These settings cannot be computed: {reason}").format(reason=esc(err)))


def guarded(compute: Callable[..., T], *args: object) -> T:
    """One engine call; settings it refuses get a plain message instead of a traceback."""
    try:
        return compute(*args)
    except DixitError as err:
        refused(err)
        st.stop()


REFUSALS: list[DixitError] = []  # refused runs of this page run, not shown yet


def attempted(compute: Callable[..., T], *args: object) -> T | None:
    """One engine call whose refusal leaves only its own result out (None); the reason waits
    in REFUSALS for `say_refusals` and the rest of the page goes on. A refused run is
    remembered by the cache like a result."""
    try:
        return compute(*args)
    except DixitError as err:
        REFUSALS.append(err)
        return None


def say_refusals() -> None:
    """Each distinct reason among the runs refused since the last call, once."""
    for reason in dict.fromkeys(str(err) for err in REFUSALS):
        refused(DixitError(reason))
    REFUSALS.clear()


def what_this_shows(text: str) -> None:
    """The chart's takeaway, worked out by the engine (shown inert: no Markdown in it)."""
    if text:
        st.markdown(_("**What this shows:** {takeaway}").format(takeaway=esc(text)))


def chart(name: str, key: Hashable, build: Callable[[], Figure]) -> None:
    """A figure built once per process for these results, shown at the page's width."""
    # no chart toolbar: on a phone it covers the chart's title
    st.plotly_chart(
        lab_cache.cached_figure(name, key, build, lang=LANG),
        width="stretch",
        key=name,
        config={"displayModeBar": False},
    )


def download(rows: list[dict[str, object]], name: str) -> None:
    """A CSV carrying its settings. Built only when pressed, from results already computed;
    pressing it does not rerun the page."""
    tables_out[name] = rows
    st.download_button(
        # TRANSLATORS: {name} is the file's short name, "sweet-spot"
        _("Download the numbers (CSV): {name}").format(name=_(TABLE_NAMES.get(name, name))),
        # built later, outside this run (in a thread that does not speak the visitor's
        # language): the language and style go with it
        lambda: export.csv_bytes(rows, settings, lang=LANG, style=CSV_STYLE),
        file_name=export.file_name(name, settings),
        mime="text/csv",
        key=f"csv-{name}",
        on_click="ignore",
    )


def note(text: str) -> None:
    """What the rules do to the chart next to it, in words."""
    if text:
        st.markdown(f"ℹ️ {esc(text)}")


# --- exact ------------------------------------------------------------------------------
st.header(_("Exact: the storyteller's sweet spot"))
curves = [guarded(lab_cache.cached_sweet_spot, IDENT[rid], players, model) for rid in active]
chart(
    "sweet-spot",
    (tuple(IDENT[r] for r in active), players, model),
    lambda: figs.sweet_spot_figure(curves),
)
st.caption(
    _(
        "Exact expected points for the storyteller per turn, as the clue gets clearer (the "
        "spread kept as set). Editions that score the storyteller alike draw the same curve. "
        "Stars mark each curve's maximum."
    )
)
what_this_shows(say.sweet_spot_takeaway(curves))
download(tables.sweet_spot_rows(curves), "sweet-spot")

heat_id = settings.heat_edition(active)
st.session_state["heat"] = heat_id
st.selectbox(
    _("Heatmap over player counts for"),
    active,
    format_func=lambda rid: tr(HERE[rid].name),
    key="heat",
    on_change=changed,
)
assert heat_id is not None  # active is not empty
heat = guarded(lab_cache.cached_heatmap, IDENT[heat_id], model)
chart("heatmap", (IDENT[heat_id], model), lambda: figs.heatmap_figure(heat))
what_this_shows(say.heatmap_takeaway(heat))
download(tables.heatmap_rows(heat), "heatmap")

exact = [guarded(lab_cache.cached_exact, IDENT[rid], players, model) for rid in active]


# --- simulated rounds and whole games -----------------------------------------------------
def games_cells(rid: str, at: list[tuple[int, int]], count: int, left_out: dict[str, str]) -> float:
    """The estimated work of `count` whole games of one edition at each (players, deck);
    0 when they cannot all end, with the reason kept in `left_out` (nothing is run for it)."""
    try:
        return cost.games_cells(HERE[rid], at, count, model)
    except DixitError as err:
        left_out[rid] = str(err)
        return 0.0


def say_left_out(left_out: dict[str, str], text: str) -> None:
    """One message per edition whose games cannot be played with these settings."""
    for rid, reason in left_out.items():
        st.warning(text.format(edition=esc(tr(HERE[rid].name)), reason=esc(reason)))


decks = {rid: deck if deck in HERE[rid].decks else HERE[rid].decks[0] for rid in active}
endless: dict[str, str] = {}  # editions whose games cannot end with these settings: why
main_games = sum(games_cells(rid, [(players, decks[rid])], games, endless) for rid in active)
gamed = [rid for rid in active if rid not in endless]
round_keys = [lab_cache.rounds_key(IDENT[rid], players, model, rounds, seed) for rid in active]
game_keys = [
    lab_cache.games_key(IDENT[rid], players, model, games, seed, decks[rid]) for rid in gamed
]
main_seconds = cost.seconds(
    rounds_cells=len(active) * cost.rounds_work(players, rounds), games_cells=main_games
)
main_cached = all(k in lab_cache.ROUNDS for k in round_keys) and all(
    k in lab_cache.GAMES for k in game_keys
)
st.header(_("Simulated rounds"))
main_ok = lab_heavy.allowed(
    "main",
    _("Simulating {rounds} rounds and {games} games per edition").format(
        rounds=number(rounds), games=number(games)
    ),
    (tuple(round_keys), tuple(game_keys)),
    main_seconds,
    main_cached,
)
sims: list[RoundsSummary] = []
played: list[GamesStats] = []


def rounds_task(rid: str, progress: Progress) -> RoundsSummary:
    return guarded(lab_cache.cached_rounds, IDENT[rid], players, model, rounds, seed, progress)


def games_task(rid: str, progress: Progress) -> GamesStats | None:
    return attempted(
        lab_cache.cached_games, IDENT[rid], players, model, games, seed, decks[rid], progress
    )


heavy_main = not main_cached and main_seconds > lab_cache.HEAVY_SECONDS
if main_ok:
    sims = lab_heavy.run(
        "main",
        "rounds",
        _("Simulating {rounds} rounds per edition").format(rounds=number(rounds)),
        [
            (
                tr(HERE[rid].name),
                partial(rounds_task, rid),
            )
            for rid in active
        ],
        heavy=heavy_main,
    )
    sim_key = (tuple(round_keys),)
    chart("outcomes", sim_key, lambda: figs.outcome_bars_figure(exact, sims))
    what_this_shows(say.outcome_takeaway(exact, sims))
    download(tables.outcome_rows(exact, sims), "outcomes")
    chart("points", sim_key, lambda: figs.points_histogram_figure(sims, exact))
    what_this_shows(say.points_takeaway(sims, exact))
    download(tables.points_rows(sims), "points-by-role")

st.subheader(
    n_(
        "One round at {n} player with these settings",
        "One round at {n} players with these settings",
        players,
    ).format(n=number(players))
)
round_rows = tables.round_rows(exact, sims)
lab_tables.show(
    round_rows,
    {
        "edition": None,
        **{c: lab_tables.percent for c in SHARES},
        "storyteller's mean points": lab_tables.number,
        "voter's mean points": None,
    },
)
st.caption(
    _(
        "Outcome shares and the storyteller's mean are exact. The voter's mean is exact where "
        "the model allows it (always when decoys pull equally, α = ∞, or when no bonus cap can "
        "bind); otherwise it is the simulated mean ± its standard error."
    )
)
download(round_rows, "one-round")

st.header(_("Whole games"))
st.caption(
    _(
        "Each game starts with seat 1 as storyteller and passes the role round the table; every "
        "turn is one round of the clue model above, with a new p. A game ends after the turn in "
        "which someone reaches the edition's score target, or when its pile runs out as its "
        "rules say (reshuffling the discards where they allow it). The highest score wins; "
        "equal top scores share the win."
    )
)
note(deck_text)
for rid in active:
    note(
        notes.pile_note(HERE[rid], players, decks[rid], pile_turns(HERE[rid], players, decks[rid]))
    )
# TRANSLATORS: {reason} is the engine's explanation, "no game would ever end: …"
say_left_out(endless, _("Whole games of {edition} are left out: {reason}"))
if main_ok and gamed:
    ran = lab_heavy.run(
        "main",
        "games",
        _("Playing {games} games per edition").format(games=number(games)),
        [
            (
                tr(HERE[rid].name),
                partial(games_task, rid),
            )
            for rid in gamed
        ],
        heavy=heavy_main,
    )
    say_refusals()
    played = [g for g in ran if g is not None]
    game_keys = [k for k, g in zip(game_keys, ran, strict=True) if g is not None]
if played:
    summary_rows = tables.game_summary_rows(played)
    lab_tables.show(
        summary_rows,
        {
            "edition": None,
            "deck": None,
            **{c: lab_tables.number for c in GAME_MEANS},
            **{c: lab_tables.percent for c in GAME_SHARES},
        },
    )
    download(summary_rows, "game-summary")
    games_key = (tuple(game_keys),)
    chart("game-length", games_key, lambda: figs.game_length_figure(played))
    what_this_shows(games_say.game_length_takeaway(played))
    download(tables.game_length_rows(played), "game-length")
    chart("end-reasons", games_key, lambda: figs.end_reason_figure(played))
    what_this_shows(games_say.end_reason_takeaway(played))
    download(tables.end_reason_rows(played), "end-reasons")
    chart("seats", games_key, lambda: figs.seat_advantage_figure(played))
    what_this_shows(games_say.seat_takeaway(played))
    download(tables.seat_rows(played), "seats")

# --- sweeps -------------------------------------------------------------------------------
st.header(_("Across player counts"))
st.caption(
    _(
        "Every edition chosen, at every player count it allows ({low}–{high}), with the clue "
        "model above. Simulated points: {games} games each, seed {seed}; error bars are {ci} "
        "intervals for the mean (how far another seed could move it), light bands the middle "
        "{middle} of single games."
    ).format(
        low=number(MIN_PLAYERS),
        high=number(MAX_PLAYERS),
        games=number(settings.sweep_games),
        seed=seed,
        ci=percent(0.95),
        middle=percent(0.8),
    )
)
swept = [rid for rid in chosen if rid in HERE]
exact_sweeps = [guarded(lab_cache.cached_exact_sweep, IDENT[rid], model) for rid in swept]
chart(
    "sweep-exact",
    (tuple(IDENT[r] for r in swept), model),
    lambda: figs.exact_sweep_figure(exact_sweeps, model.mean),
)
what_this_shows(say.exact_sweep_takeaway(exact_sweeps))
note(
    _("α, q and the deck do not change the storyteller's exact numbers: only p and its spread do.")
)
download(tables.exact_sweep_rows(exact_sweeps), "sweep-exact")

sweep_games = settings.sweep_games
sweep_decks = {rid: deck if deck in HERE[rid].decks else HERE[rid].decks[0] for rid in swept}
multi_deck = [rid for rid in active if len(HERE[rid].decks) > 1]


def sweep_tables(rid: str) -> list[tuple[int, int]]:
    """Every (players, deck) the sweeps play one edition at."""
    over_players = [(n, sweep_decks[rid]) for n in player_counts(HERE[rid])]
    return over_players + ([(players, d) for d in HERE[rid].decks] if rid in multi_deck else [])


sweep_endless: dict[str, str] = {}
sweep_cells = sum(games_cells(rid, sweep_tables(rid), sweep_games, sweep_endless) for rid in swept)
swept_games = [rid for rid in swept if rid not in sweep_endless]
multi_deck = [rid for rid in multi_deck if rid not in sweep_endless]
sweep_keys = [
    lab_cache.sweep_key(IDENT[rid], model, sweep_games, seed, sweep_decks[rid], None)
    for rid in swept_games
]
deck_keys = [
    lab_cache.sweep_key(IDENT[rid], model, sweep_games, seed, 0, players) for rid in multi_deck
]
sweep_seconds = cost.seconds(games_cells=sweep_cells)
sweep_cached = all(k in lab_cache.SWEEPS for k in (*sweep_keys, *deck_keys))
# TRANSLATORS: {reason} is the engine's explanation, "no game would ever end: …"
say_left_out(sweep_endless, _("{edition} is left out of the games below: {reason}"))
if swept_games and lab_heavy.allowed(
    "sweep",
    _("Playing {games} games at each player count").format(games=number(sweep_games)),
    (tuple(sweep_keys), tuple(deck_keys)),
    sweep_seconds,
    sweep_cached,
):
    every = lab_heavy.run(
        "sweep",
        "all",
        _("Playing {games} games at each player count").format(games=number(sweep_games)),
        [
            *(
                (
                    tr(HERE[rid].name),
                    lambda p, rid=rid: attempted(
                        lab_cache.cached_games_sweep,
                        IDENT[rid],
                        model,
                        sweep_games,
                        seed,
                        sweep_decks[rid],
                        p,
                    ),
                )
                for rid in swept_games
            ),
            *(
                (
                    # TRANSLATORS: a run over every deck size of one edition
                    _("{edition}, each deck").format(edition=tr(HERE[rid].name)),
                    lambda p, rid=rid: attempted(
                        lab_cache.cached_deck_sweep,
                        IDENT[rid],
                        players,
                        model,
                        sweep_games,
                        seed,
                        p,
                    ),
                )
                for rid in multi_deck
            ),
        ],
        heavy=not sweep_cached and sweep_seconds > lab_cache.HEAVY_SECONDS,
    )
    say_refusals()
    done = [(k, w) for k, w in zip((*sweep_keys, *deck_keys), every, strict=True) if w is not None]
    sweeps = [w for _k, w in done if w.over == "players"]
    by_deck = [w for _k, w in done if w.over == "deck"]
    deck_keys = [k for k, w in done if w.over == "deck"]
    key = tuple(k for k, w in done if w.over == "players")
    for text in notes.pile_notes(sweeps):
        note(text)
    if sweeps:
        chart("sweep-length", key, lambda: figs.sweep_length_figure(sweeps))
        what_this_shows(games_say.sweep_length_takeaway(sweeps))
        chart("sweep-end", key, lambda: figs.sweep_end_figure(sweeps))
        chart("sweep-margin", key, lambda: figs.sweep_margin_figure(sweeps))
        what_this_shows(games_say.sweep_margin_takeaway(sweeps))
        chart("sweep-seat", key, lambda: figs.sweep_seat_figure(sweeps))
        what_this_shows(games_say.sweep_seat_takeaway(sweeps))
        download(tables.games_sweep_rows(sweeps), "sweep-games")
    st.subheader(
        n_(
            "Game length by deck size, {n} player",
            "Game length by deck size, {n} players",
            players,
        ).format(n=number(players))
    )
    one_deck = [rid for rid in active if rid not in multi_deck]
    if one_deck:
        note(
            notes.deck_note([HERE[r] for r in active], deck)
            + " "
            + _("So there is no deck line to draw for it.")
        )
    if by_deck:
        for text in notes.pile_notes(by_deck):
            note(text)
        chart("sweep-deck", tuple(deck_keys), lambda: figs.deck_sweep_figure(by_deck))
        what_this_shows(games_say.deck_sweep_takeaway(by_deck))
        download(tables.games_sweep_rows(by_deck), "sweep-deck")

# --- everything at once ---------------------------------------------------------------------
st.header(_("Everything at once"))
params = {
    k: v if isinstance(v, list) else [v] for k, v in lab_state.link().encode(settings).items()
}
st.download_button(
    _("Download every table with its settings (zip)"),
    lambda: export.zip_bytes(tables_out, settings, params, lang=LANG, style=CSV_STYLE),
    file_name=export.file_name("all", settings, "zip"),
    mime="application/zip",
    key="zip-all",
    on_click="ignore",
)
st.file_uploader(
    _("Load the settings of a lab zip or settings.json (the page then shows that view)"),
    type=["zip", "json"],
    key="load-settings",
    on_change=lab_state.load_file,
)
lab_state.show_load_message()
