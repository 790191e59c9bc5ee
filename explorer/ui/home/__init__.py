"""Home: what Dixit is, how a round goes, what this site offers, and the editions (each
section a function; the words are the page's, the facts the engine's)."""

from __future__ import annotations

import streamlit as st

from explorer import load_rulesets
from explorer.i18n import N_, _, tr
from explorer.learn.lesson import ending_summary
from explorer.text.names import players_words
from explorer.ui.common.lang import language_picker
from explorer.ui.common.nav import page_link
from explorer.ui.questions.asked import most_asked

# TRANSLATORS: a Markdown numbered list; keep the numbers, the ** and the indented "-" lines.
ROUND_STEPS = N_(
    """
1. **Clue.** The storyteller chooses a card from their hand and says a clue.
2. **Hand in.** Every other player hands in a card from their hand that fits the clue
   (two each in a 3-player game), face down.
3. **Lay out.** The storyteller shuffles the cards with their own and lays them out in numbered places.
4. **Vote.** Everybody but the storyteller votes secretly for the card they think is the
   storyteller's. Nobody may vote for a card they handed in.
5. **Score.**
   - If **everybody or nobody** found the storyteller's card, the storyteller scores 0 and
     every other player 2.
   - Otherwise the storyteller and each player who found the card score 3.
   - Then every player but the storyteller scores 1 for each vote on a card they handed in.
6. **Refill and pass.** Everybody draws back to a full hand; the player on the storyteller's
   left tells the next clue.
"""
)


def render() -> None:
    intro()
    how_a_round_goes()
    what_you_can_do()
    the_editions()


def intro() -> None:
    """The title, the language menu, where a newcomer starts, and Dixit in a paragraph."""
    st.title("🐇 " + _("Dixit Rules Explorer"))
    with st.columns([1, 2])[0]:  # a menu, not a full-width bar (a phone stacks it full width)
        language_picker("main")
    with st.container(border=True):
        st.markdown(
            _(
                "**New to Dixit?** Pick the box you have and learn a round step by step, then check "
                "yourself on a few rounds: about five minutes."
            )
        )
        page_link("pages/learn.py", label=_("Learn in five minutes"), icon="🎓")
    with st.container(border=True):
        st.markdown(_("**A question about the rules?** The ones players ask most:"))
        most_asked(limit=4)
    st.markdown(
        _(
            "**Dixit** is a party game of pictures and imagination. Each turn one player, the "
            "*storyteller*, picks a card from their hand and says a clue about it: a word, a sentence, "
            "a sound, a line of a song. Everybody else slips in a card of their own that fits the clue, "
            "the cards are shuffled and laid out, and the others vote for the one they think is the "
            "storyteller's. The art is a clue that **some but not all** players understand."
        )
    )


def how_a_round_goes() -> None:
    """A round step by step, how the game ends, and what the editions disagree on."""
    st.header(_("How a round goes"))
    st.markdown(_(ROUND_STEPS))
    st.markdown(
        _(
            "**How the game ends.** {endings} What an empty draw pile does differs from box to box: "
            "the lesson and Compare show yours."
        ).format(endings=ending_summary(load_rulesets()))
    )
    st.info(
        _(
            "The editions disagree on the details: a cap of 3 on the bonus, a second vote at big "
            "tables, an extra point for finders, 4 points for a lone finder, and how the game ends. "
            "This site shows each difference with the rulebook sentence it comes from."
        )
    )


def what_you_can_do() -> None:
    """A link to each page, with a line on what it does."""
    st.header(_("What you can do here"))
    # cards in rows that wrap (not five columns): at 200 % zoom or 640 px no link is cut
    with st.container(horizontal=True, gap="medium"):
        for path, label, icon, what in (
            (
                "pages/score.py",
                _("Score a round"),
                "🧮",
                _(
                    "Set up who voted for whom and see the points under every edition, each "
                    "point explained."
                ),
            ),
            (
                "pages/compare.py",
                _("Compare editions"),
                "📜",
                _("Every rule that differs, with the quoted source sentence and its translation."),
            ),
            (
                "pages/lab.py",
                _("Clue-difficulty lab"),
                "🎲",
                _(
                    "How clue difficulty shapes outcomes and points: exact numbers and simulated "
                    "games."
                ),
            ),
            (
                "pages/practice.py",
                _("Practice round"),
                "🃏",
                _("Play a round or a whole game against bots, or pass the device around."),
            ),
            (
                "pages/learn.py",
                _("Learn to play"),
                "🎓",
                _("A guided round, a quiz that names your mistakes and a one-page rules card."),
            ),
        ):
            with st.container(width=210, gap="small"):
                page_link(path, label=label, icon=icon)
                st.caption(what)
    page_link("pages/night.py", label=_("Game night"), icon="🌙")
    st.caption(
        _(
            "Playing with a real box? Keep your table's score round by round: each round explained, "
            "the rabbits on the score track, the end of the game as your box says."
        )
    )


def the_editions() -> None:
    """One short paragraph per edition, with its rule document."""
    st.header(_("The editions"))
    # One short paragraph each, not a table: the summaries are the point and must be read whole,
    # on a phone as well (a table there either cuts them off or squeezes them to a word a line).
    for r in load_rulesets():
        players = players_words(r.min_players, r.max_players)
        st.markdown(f"**{tr(r.name)}** · {players}  \n{tr(r.summary)}")
        st.caption(
            _("Source: `{document}` ({language}) · ruleset id `{id}`").format(
                document=tr(r.document), language=r.language, id=r.id
            )
        )
    st.caption(
        _(
            "Each ruleset comes from one rule document, quoted in its own language. Where a document "
            "is silent or ambiguous the value is marked as a reading, never passed off as a quote."
        )
    )
