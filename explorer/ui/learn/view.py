"""What each kind of lesson step draws: the project's cards, a live little table, the box's
twists, the end of the game, the clue chart and the reference card (the quiz is
`quiz_view`). The words come from `explorer.learn` (the demonstration round's in `learn.demo`),
the points from the engine's public scoring (`score_situation`, `round.breakdown`, `explain`);
this module only lays them out.

The core path a beginner reads stays short: each step's details and the rulebook's own
sentences are folded under "More" (`more`)."""

from __future__ import annotations

from functools import lru_cache

import pandas as pd
import streamlit as st

from explorer.figures.lab import chart_name, sweet_spot_figure
from explorer.i18n import _, labelled, language, number, p_, tr, using
from explorer.lab.clue_model import ClueModel
from explorer.lab.exact import sweet_spot
from explorer.lab.jobs import Job
from explorer.learn import demo
from explorer.learn.boxes import boxes, rulebook_label, rulebook_line
from explorer.learn.card import reference_card
from explorer.learn.example import example_table, grows_example, table_note, voted_for
from explorer.learn.lesson import Step, demo_players, end_turns, step_rules
from explorer.learn.step_words import SOONER, clue_chart_line, pile_head
from explorer.learn.twists import Twist
from explorer.questions import question
from explorer.round.breakdown import points_rows, role_word
from explorer.round.explain import explain
from explorer.round.scoring import score_situation
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.rules.ruleset import Ruleset
from explorer.text.escape import esc
from explorer.ui.common.cards_view import show_cards
from explorer.ui.common.nav import page_link
from explorer.ui.common.sources import rule_source
from explorer.ui.common.vote_grid import NO_SECOND, vote_grid
from explorer.ui.lab.cache import compute
from explorer.ui.learn import state as ls
from explorer.ui.questions.state import LINK as QUESTION_LINK

# Plotly's toolbar sits over a chart's title on a phone; the lesson's chart needs none of it.
CHART_CONFIG = {"displayModeBar": False}


def more() -> st.delta_generator.DeltaGenerator:
    """The step's folded part: details, edge cases and the rulebook's sentences."""
    return st.expander("➕ " + _("More: details and the rulebook's words"))


QUOTES_KEY = "learn_rulebook_words"  # the container of a step's rulebook sentences


def quotes(rs: Ruleset, names: tuple[str, ...], n: int | None = None) -> None:
    """The rulebook's sentences for `names` (inside `more`), in one container keyed
    QUOTES_KEY (each step shows one such group)."""
    st.markdown(
        "**📖 " + _("The rulebook says ({document})").format(document=tr(rs.document)) + "**"
    )
    with st.container(key=QUOTES_KEY):
        for name in names:
            rule_source(rs, name, n)


def ask(qid: str) -> None:
    """A link to one question on the Questions page, answered there for the visitor's box."""
    params = {k: str(v) for k, v in QUESTION_LINK.encode(qid).items()}
    page_link("pages/questions.py", label=_(question(qid).text), icon="❓", query_params=params)


def step_quotes(rs: Ruleset, step: Step) -> None:
    rules, n = step_rules(rs, step)
    if rules:
        quotes(rs, rules, n)


# --- step 1: the box --------------------------------------------------------------------------
def box_step(rs: Ruleset, step: Step) -> None:
    """Every box, with what tells it apart on a shelf; for a box with several rulebooks, which
    one the lesson follows (the visitor's language's, picked with the box) and the choice."""
    every = boxes(load_rulesets())
    mine = next(b for b in every if any(r.id == rs.id for r in b.rulesets))
    st.session_state["learn_box"] = mine.id
    st.radio(
        _("Which box do you have?"),
        options=[b.id for b in every],
        # labels made now, in the page's language (a widget may format its value again later,
        # outside this run: AppTest does)
        format_func={b.id: b.title for b in every}.__getitem__,
        captions=[" · ".join(b.facts) for b in every],
        key="learn_box",
        on_change=ls.on_box,
    )
    if len(mine.rulesets) > 1:
        st.markdown("📖 " + esc(rulebook_line(mine, rs, language())))
        st.session_state["learn_rulebook"] = rs.id
        st.radio(
            _("Which rulebook came with it?"),
            options=[r.id for r in mine.rulesets],
            format_func={r.id: rulebook_label(r) for r in mine.rulesets}.__getitem__,
            key="learn_rulebook",
            on_change=ls.on_rulebook,
            help=_(
                "The rulebooks differ on a detail. Not sure? Keep the one chosen: the Compare "
                "page shows where they differ."
            ),
        )
    with more():
        st.markdown(
            _(
                "Your choice ({name}) is kept while you visit and in every link you share; "
                "Score, Compare, Practice and the lab open on it."
            ).format(name=esc(tr(rs.name)))
        )
        if rs.readings:
            st.markdown(
                "**"
                + _("Where the rulebook is unclear")
                + "** "
                + _(
                    "The lesson, the quiz and the card follow the site's reading of each unclear "
                    "point; Score and Compare let you try the others."
                )
            )
            for r in rs.readings:
                chosen = tr(r.choice(rs.chosen(r.id)).label)
                st.markdown("- " + labelled(f"**{esc(tr(r.label))}**", esc(chosen)))
                st.caption(esc(tr(r.note)))


def setup_step(rs: Ruleset, step: Step) -> None:
    with more():
        ask("first-storyteller")
        step_quotes(rs, step)


# --- the demonstration round --------------------------------------------------------------------
def _cards(shown: demo.Shown) -> None:
    notes = shown.notes
    show_cards(
        shown.cards,
        labels=shown.labels.__getitem__,
        notes=notes.__getitem__ if notes else None,
    )


def demo_step(rs: Ruleset, step: Step) -> None:
    d = demo.demo_round(rs)
    if step.kind in ("hand-in", "vote"):
        st.markdown(demo.clue_line(d))
    if step.kind == "clue":
        _cards(demo.dealt(d))
        st.markdown("#### " + demo.told(d)[1])
    elif step.kind == "hand-in":
        _cards(demo.handed_in(d))
    elif step.kind == "vote":
        _cards(demo.places(d, reveal=False))
        st.markdown("\n".join(f"- {line}" for line in demo.vote_lines(d)))
    elif step.kind == "reveal":
        _cards(demo.places(d, reveal=True))
        st.markdown(demo.found_line(rs, d))
    if step_rules(rs, step)[0]:
        with more():
            step_quotes(rs, step)


# --- the scoring steps: a live little table ---------------------------------------------------------
def _extra_column(rs: Ruleset, n: int) -> bool:
    """Whether the table of `n` players has a +1 column: where the finders' +1 applies at that
    size (at 5 players in Odyssey it cannot, and a column of zeros would say nothing)."""
    return rs.extra_at(n) is not None


def _points_table(rs: Ruleset, step: Step, twist: Twist | None) -> None:
    s = ls.table_situation(rs, step, twist)
    scored = score_situation(rs, s)
    if twist is not None:
        st.caption(esc(table_note(rs, example_table(rs, step.kind, twist))))
    player = p_("lesson table", "Player")
    base = p_("lesson table", "Points") if step.kind == "scoring" else p_("lesson table", "Base")
    bonus, extra = p_("lesson table", "Bonus"), p_("lesson table", "+1")
    voted = p_("lesson table", "Voted for")
    rows = []
    for seat, r in enumerate(points_rows(scored)):
        # a twist's table says where each voter's markers went (two names: two markers), so
        # the +1 and the cap read off it; the example round's steps say who found the card
        how = role_word(r.role)
        if twist is not None and r.role != "storyteller":
            how = voted_for(s, seat)
        row: dict[str, object] = {player: r.player, voted if twist else "": how, base: r.base}
        if step.kind != "scoring":
            row[bonus] = r.bonus
            if _extra_column(rs, s.n) or any(p.extra for p in scored.scores):
                row[extra] = r.extra
            row[p_("lesson table", "Total")] = r.points
        rows.append(row)
    st.table(pd.DataFrame(rows).set_index(player))  # static: every cell readable on a phone


def _pickers(rs: Ruleset, step: Step, twist: Twist | None) -> None:
    s = ls.table_situation(rs, step, twist)
    tid = ls.table_id(step, twist)
    names = dict(enumerate(s.players))
    # the storyteller's card starred, as on the reveal (a word would not fit a phone's picker)
    shown = names | {s.storyteller: f"★ {names[s.storyteller]}"}
    second = names | {NO_SECOND: _("— none —")}
    vote_grid(
        s,
        two=rs.max_votes(s.n) >= 2,
        key=lambda seat, slot: ls.vote_key(tid, rs, seat, slot),
        label=lambda seat, slot: (
            names[seat] if slot == 0 else _("{name}: 2nd marker").format(name=names[seat])
        ),
        option=lambda slot, seat: (second if slot else shown)[seat],
        compact=True,
    )
    st.button(
        "↺ " + _("Back to the example"),
        key=f"reset_{tid}",
        on_click=ls.reset_table,
        args=(rs, step, twist),
    )


def table_step(
    rs: Ruleset, step: Step, twist: Twist | None = None, details: tuple[str, ...] = ()
) -> None:
    """The step's table of points first, then the votes to change (every row a voter), folded:
    the core path reads the table; `details` (Markdown) lead its "More"."""
    _points_table(rs, step, twist)
    with st.expander("✏️ " + _("Change the votes and see the points")):
        _pickers(rs, step, twist)
    with more():
        for line in details:
            st.markdown(line)
        scored = score_situation(rs, ls.table_situation(rs, step, twist))
        st.markdown("**" + _("Why these points") + "**")
        st.markdown("\n".join(f"- {esc(e.text)}" for e in explain(scored)))
        rules, n = step_rules(rs, step, twist)
        quotes(rs, rules, n)


def refill_step(rs: Ruleset, step: Step) -> None:
    with more():
        ask("three-player-draw")
        step_quotes(rs, step)


def twists_step(rs: Ruleset, step: Step) -> None:
    """Each twist by its name, then one example table for the twist picked."""
    if not step.twists:
        return
    for t in step.twists:
        st.markdown(labelled(f"**{esc(t.title)}**", t.text))
    details = [t for t in step.twists if t.detail]
    by_id = {t.id: t for t in step.twists}
    # the first example: the first twist that grows the example round (Odyssey's 7 players,
    # with second markers and the +1), else the first twist
    grown = [t for t in step.twists if grows_example(rs, example_table(rs, step.kind, t))]
    first = (grown or list(step.twists))[0]
    if len(step.twists) > 1:
        st.selectbox(
            _("Example:"),
            options=list(by_id),
            index=list(by_id).index(first.id),
            format_func={i: t.title for i, t in by_id.items()}.__getitem__,
            key=f"learn_twist_{rs.id}",
        )
    chosen = by_id.get(str(st.session_state.get(f"learn_twist_{rs.id}")), first)
    details_md = tuple(labelled(f"**{esc(t.title)}**", t.detail) for t in details)
    table_step(rs, step, chosen, details=details_md)


# --- the end of the game ----------------------------------------------------------------------------
def end_step(rs: Ruleset, step: Step) -> None:
    """The end in words; how long the draw pile lasts is in the core path only when the pile
    is what ends the game (no score target), under "More" otherwise."""
    turns = list(end_turns(rs))
    pile = any(t is not None for _players, t in turns)
    if pile and rs.end_conditions.score_target is None:
        _pile_table(rs, turns)
    with more():
        if pile and rs.end_conditions.score_target is not None:
            _pile_table(rs, turns)
            st.caption(_(SOONER))
        step_quotes(rs, step)


def _pile_table(rs: Ruleset, turns: list[tuple[int, int | None]]) -> None:
    st.markdown(pile_head(rs))
    players = p_("lesson table", "Players")
    st.table(
        pd.DataFrame(
            {
                players: [number(n) for n, _t in turns],
                _("Turns before the pile ends the game"): [
                    p_("pile lasts", "never") if t is None else number(t) for _n, t in turns
                ],
            }
        ).set_index(players)
    )


# --- what makes a good clue ------------------------------------------------------------------------
def clue_step(rs: Ruleset, step: Step) -> None:
    n = demo_players(rs)
    curve = compute(Job(sweet_spot, rs.id, (n, ClueModel())))
    fig = sweet_spot_figure([curve])
    fig.update_layout(showlegend=False)  # one curve: the box's, named in the page's title
    # a figure named by its title for a screen reader; the sentence under it says what it shows
    st.plotly_chart(
        fig, width="stretch", key="learn_sweet", config=CHART_CONFIG, alt=chart_name(fig)
    )
    st.markdown(clue_chart_line(n, curve.best_p))
    with more():
        st.caption(_("The chart is computed exactly from your box's rules."))
        page_link(
            "pages/practice.py",
            label=_("Play a round against bots with your box's rules"),
            icon="🃏",
        )
        page_link("pages/lab.py", label=_("Explore clue difficulty in the lab"), icon="🎲")


# --- the reference card -------------------------------------------------------------------------------
@lru_cache(maxsize=48)  # one card per edition (and reading) and language asked for
def _card(ruleset_id: str, lang: str) -> bytes:
    with using(lang):
        return reference_card(load_ruleset(ruleset_id))


def card_step(rs: Ruleset, step: Step) -> None:
    lang = language()
    st.download_button(
        "⬇️ " + _("Reference card for {name} (PDF, one page)").format(name=tr(rs.name)),
        data=_card(rs.id, lang),
        file_name=f"dixit-{rs.id}-reference-card{'' if lang == 'en' else '-' + lang}.pdf",
        mime="application/pdf",
        key="card_pdf",
        type="primary",
    )
    st.markdown(_("Where to next?"))
    page_link("pages/practice.py", label=_("Play a round against bots"), icon="🃏")
    page_link("pages/score.py", label=_("Score a round from your own table"), icon="🧮")
    page_link("pages/compare.py", label=_("See how the editions differ"), icon="📜")
