"""Questions players ask, each answered for a given ruleset from its data: the questions and
their groups (`catalogue`), one module per part of the game with each question's facts and
words (`setup`, `clue`, `voting`, `scoring`, `ending`, `players`, `boxes`), what an answer is (`model`,
`answer`), the rulebook sentences on what the rulesets do not model (`quotes`, with
`quotes.toml`), the pages that open on a question (`live`) and finding a question from typed
words (`search`).

Every value an answer states is read from the ruleset (its accessors, `learn.lesson.end_turns`,
`rules.endgame`), never written into the words; the words are written in the reader's language
when an answer is shown.

May import `errors`, `limits`, `i18n`, `text`, `rules`, `round`, `lab` (settings), `game`,
`learn` and `links` (the page codecs its live links are made with); never Streamlit.
"""

from explorer.questions.answer import Answer, Shared, answer, grouped, live_link
from explorer.questions.catalogue import (
    GROUPS,
    IDS,
    MOST_ASKED,
    QUESTIONS,
    group_title,
    in_group,
    question,
)
from explorer.questions.search import Found, search

__all__ = [
    "GROUPS",
    "IDS",
    "MOST_ASKED",
    "QUESTIONS",
    "Answer",
    "Found",
    "Shared",
    "answer",
    "group_title",
    "grouped",
    "in_group",
    "live_link",
    "question",
    "search",
]
