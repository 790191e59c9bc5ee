"""Clue-difficulty lab: what the clue's clarity does to outcomes, points and whole games."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import pandas as pd
import streamlit as st

from explorer.errors import DixitError
from explorer.figures import lab as figs
from explorer.lab import tables
from explorer.lab import takeaways as say
from explorer.lab.settings import ALPHAS, DECKS, GAMES, MAX_LAB_SEED, ROUNDS, SPREAD_MAX
from explorer.limits import MAX_PLAYERS, MIN_PLAYERS
from explorer.rules.files import load_rulesets
from explorer.text.escape import esc
from explorer.ui import box, lab_state
from explorer.ui.lab_cache import (
    cached_exact,
    cached_games,
    cached_heatmap,
    cached_rounds,
    cached_sweet_spot,
)
from explorer.ui.nav import use_app_navigation
from explorer.ui.share import copy_link

use_app_navigation()

T = TypeVar("T")

RULESETS = {r.id: r for r in load_rulesets()}
SHARES = ("all found", "none found", "some found")
MEANS = ("storyteller's mean points", "voter's mean points")
GAME_SHARES = ("ended by score target", "shared wins")
GAME_MEANS = ("mean turns", "winner's mean score", "winner's mean margin")

st.title("🎲 Clue-difficulty lab")
st.markdown(
    "The storyteller's craft is choosing how hard a clue is: too clear and everybody finds the "
    "card, too obscure and nobody does — both score the storyteller nothing. Set how clear the "
    "clues are and see, for each edition, what that does to how rounds end, to each player's "
    "points and to whole games. Numbers marked *exact* are computed, not sampled."
)

model_box = st.expander("The clue model, in plain words and formulas", expanded=False)
with model_box:
    st.markdown(
        "- Each of the **V** voters (everyone but the storyteller) finds the storyteller's card "
        "with probability **p**, the clue's clarity, independently of the others. The chance "
        "that exactly **k** of them find it:"
    )
    st.latex(r"P(k) = \binom{V}{k}\, p^k (1-p)^{V-k}")
    st.markdown(
        "- Clues are not all alike: p can change from turn to turn. It is drawn from a Beta "
        "distribution with mean **m** and relative spread **s** (s = 0: the same p every turn). "
        "Then the number of finders is beta-binomial, and s² is the correlation between two "
        "voters' finds in the same turn."
    )
    # one short formula per line: a long one is cut off on a phone
    st.latex(r"p \sim \mathrm{Beta}(a, b),\quad \kappa = \frac{1}{s^2} - 1")
    st.latex(r"a = m\kappa,\quad b = (1-m)\kappa")
    st.latex(r"\mathrm{sd}(p) = s\sqrt{m(1-m)}")
    st.latex(r"P(k) = \binom{V}{k}\frac{B(a+k,\; b+V-k)}{B(a, b)}")
    st.markdown(
        "- A voter who does not find it votes for one of the other voters' cards (never their "
        "own). Some of these **D** decoy cards pull harder than others: each turn they get "
        "weights from a symmetric Dirichlet distribution with parameter **α** (large α: all "
        "decoys pull equally; small α: one decoy draws most of the wrong votes), and a wrong "
        "vote lands on a decoy in proportion to its weight."
    )
    st.latex(r"(w_1,\dots,w_D) \sim \mathrm{Dirichlet}(\alpha,\dots,\alpha)")
    st.markdown(
        "- Where the edition allows a second vote, each voter casts one with probability **q**, "
        "on a different card: a finder's second vote goes on a decoy, a non-finder's on another "
        "decoy.\n"
        "- α and q only move the wrong votes, so the storyteller's numbers (sweet spot, heatmap, "
        "how rounds end) do not depend on them; they change the voters' points and whole games.\n"
        "- **Exact** here: the finder count, all / none / some, the storyteller's points, a voter's "
        "mean points when no bonus cap can bind, and a voter's whole point distribution when "
        "decoys pull equally (α = ∞). Otherwise the voter's numbers come from the simulation."
    )


# --- settings ---------------------------------------------------------------------------
box.default_param("rulesets")  # the visitor's box, when the link names no editions
settings = lab_state.load_settings()
copy_link()
changed = lab_state.on_change
with st.sidebar:
    st.header("Settings")
    st.slider("Players", MIN_PLAYERS, MAX_PLAYERS, key="players", on_change=changed)
    st.slider(
        "p: chance each voter finds the card (mean)",
        0.0,
        1.0,
        step=0.01,
        key="mean",
        on_change=changed,
        help="m in the formulas: the clue's clarity on average. 0: nobody finds the card, "
        "1: everybody does.",
    )
    st.slider(
        "Spread of p from turn to turn (0: fixed)",
        0.0,
        SPREAD_MAX,
        step=0.05,
        key="spread",
        on_change=changed,
        help="s in the formulas: how much p changes from one turn to the next, "
        "sd(p) = s·√(m(1−m)). 0: every clue is exactly as clear as the mean.",
    )
    st.select_slider(
        "α: decoy pull (∞: equal)",
        ALPHAS,
        key="alpha",
        on_change=changed,
        help="How unevenly the wrong votes spread over the other cards. Changes the voters' "
        "points, never the storyteller's.",
    )
    st.slider(
        "q: share of voters casting a second vote (where allowed)",
        0.0,
        1.0,
        step=0.05,
        key="q",
        on_change=changed,
    )
    q_reach = st.empty()  # filled once the editions are known: whether q matters here
    st.select_slider(
        "Deck size",
        DECKS,
        key="deck",
        on_change=changed,
        help="Cards in the box: only whole games use it (where the pile can end a game, a "
        "smaller deck ends it sooner).",
    )
    st.select_slider("Simulated rounds per edition", ROUNDS, key="rounds", on_change=changed)
    st.select_slider("Simulated games per edition", GAMES, key="games", on_change=changed)
    st.number_input("Random seed", 0, MAX_LAB_SEED, key="seed", on_change=changed)

st.multiselect(
    "Editions to compare",
    list(RULESETS),
    format_func=lambda rid: RULESETS[rid].name,
    key="rulesets",
    on_change=changed,
)
st.caption("The address bar keeps these settings: copy it to share this exact view.")
players, chosen = settings.players, settings.rulesets
rounds, games, seed, deck = settings.rounds, settings.games, settings.seed, settings.deck
skipped = [RULESETS[rid].name for rid in chosen if not RULESETS[rid].supports(players)]
active = [rid for rid in chosen if RULESETS[rid].supports(players)]
if skipped:
    st.info(f"Not played at {players} players, so left out: {', '.join(skipped)}.")
if not active:
    st.warning("Choose at least one edition that can be played at this many players.")
    st.stop()
q_reach.caption(say.second_vote_note(active, players))
with model_box:
    st.markdown(f"- {say.second_vote_note(active, players)}")

model = settings.model


def guarded(compute: Callable[..., T], *args: object) -> T:
    """One engine call; settings it refuses get a plain message instead of a traceback."""
    try:
        return compute(*args)
    except DixitError as err:
        st.error(f"These settings cannot be computed: {err}")
        st.stop()


def what_this_shows(text: str) -> None:
    """The chart's takeaway, worked out by the engine (shown inert: no Markdown in it)."""
    st.markdown(f"**What this shows:** {esc(text)}")


def with_progress(what: str, compute: Callable[[str], T]) -> list[T]:
    """compute(edition) for each active edition, with a bar saying which one is running."""
    bar = st.progress(0.0, text=f"{what}…")
    out = []
    for i, rid in enumerate(active):
        bar.progress(
            i / len(active), text=f"{what}: {RULESETS[rid].name} ({i + 1} of {len(active)})…"
        )
        out.append(compute(rid))
    bar.empty()
    return out


def download(rows: list[dict[str, object]], name: str) -> None:
    st.download_button(
        f"Download the numbers (CSV): {name}",
        pd.DataFrame(rows).to_csv(index=False).encode("utf-8"),
        file_name=f"dixit-lab-{name}.csv",
        mime="text/csv",
        key=f"csv-{name}",
    )


# --- exact ------------------------------------------------------------------------------
st.header("Exact: the storyteller's sweet spot")
curves = [guarded(cached_sweet_spot, rid, players, model) for rid in active]
st.plotly_chart(figs.sweet_spot_figure(curves), width="stretch")
st.caption(
    "Exact expected points for the storyteller per turn, as the clue gets clearer (the spread "
    "kept as set). Editions that score the storyteller alike draw the same curve. Stars mark each "
    "curve's maximum."
)
what_this_shows(say.sweet_spot_takeaway(curves))
download(tables.sweet_spot_rows(curves), "sweet-spot")

heat_id = st.selectbox(
    "Heatmap over player counts for", active, format_func=lambda rid: RULESETS[rid].name
)
heat = guarded(cached_heatmap, heat_id, model)
st.plotly_chart(figs.heatmap_figure(heat), width="stretch")
what_this_shows(say.heatmap_takeaway(heat))
download(tables.heatmap_rows(heat), "heatmap")

exact = [guarded(cached_exact, rid, players, model) for rid in active]
st.subheader(f"One round at {players} players with these settings")
st.dataframe(
    pd.DataFrame(
        [
            {
                "edition": RULESETS[e.ruleset_id].name,
                "all found": e.outcomes["all"],
                "none found": e.outcomes["none"],
                "some found": e.outcomes["some"],
                "storyteller's mean points": e.storyteller_mean,
                "voter's mean points": e.voter_mean,
                "what is exact": e.note,
            }
            for e in exact
        ]
    ),
    hide_index=True,
    width="stretch",
    column_config={
        **{c: st.column_config.NumberColumn(format="percent") for c in SHARES},
        **{c: st.column_config.NumberColumn(format="%.2f") for c in MEANS},
    },
)

# --- simulated rounds -------------------------------------------------------------------
st.header("Simulated rounds")
sims = with_progress(
    f"Simulating {rounds:,} rounds per edition",
    lambda rid: guarded(cached_rounds, rid, players, model, rounds, seed),
)
st.plotly_chart(figs.outcome_bars_figure(exact, sims), width="stretch")
what_this_shows(say.outcome_takeaway(exact, sims))
download(tables.outcome_rows(exact, sims), "outcomes")
st.plotly_chart(figs.points_histogram_figure(sims, exact), width="stretch")
what_this_shows(say.points_takeaway(sims, exact))
download(tables.points_rows(sims), "points-by-role")

# --- whole games ------------------------------------------------------------------------
st.header("Whole games")
st.caption(
    "Each game starts with seat 1 as storyteller and passes the role round the table; every turn "
    "is one round of the clue model above, with a new p. A game ends after the turn in which "
    "someone reaches the edition's score target, or when its pile runs out as its rules say "
    "(reshuffling the discards where they allow it). The highest score wins; equal top scores "
    "share the win."
)
decks = {rid: deck if deck in RULESETS[rid].decks else RULESETS[rid].decks[0] for rid in active}
other = [f"{RULESETS[rid].name} ({d})" for rid, d in decks.items() if d != deck]
if other:
    st.caption(f"Not played with {deck} cards, so with its own deck: {', '.join(other)}.")


def show_games(decks: dict[str, int]) -> None:
    """The whole-games section. A function, so that the per-game arrays are freed when it
    returns: names at the page's top level outlive the run with the session (measured: the
    server kept ~8 MB more per visitor at 100,000 games)."""
    played = with_progress(
        f"Playing {games:,} games per edition",
        lambda rid: guarded(cached_games, rid, players, model, games, seed, decks[rid]),
    )
    st.dataframe(
        pd.DataFrame(tables.game_summary_rows(played)),
        hide_index=True,
        width="stretch",
        column_config={
            **{c: st.column_config.NumberColumn(format="percent") for c in GAME_SHARES},
            **{c: st.column_config.NumberColumn(format="%.2f") for c in GAME_MEANS},
        },
    )
    st.plotly_chart(figs.game_length_figure(played), width="stretch")
    what_this_shows(say.game_length_takeaway(played))
    download(tables.game_length_rows(played), "game-length")
    st.plotly_chart(figs.end_reason_figure(played), width="stretch")
    what_this_shows(say.end_reason_takeaway(played))
    download(tables.end_reason_rows(played), "end-reasons")
    st.plotly_chart(figs.seat_advantage_figure(played), width="stretch")
    what_this_shows(say.seat_takeaway(played))
    download(tables.seat_rows(played), "seats")


show_games(decks)
