"""The Questions page in the pseudo-locale: every question opened (every edition side by side,
and with house rules), a search and a damaged link show no word nobody marked. The rulebooks'
sentences are shown in their own language on purpose, and a question's address is an address."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from streamlit.testing.v1 import AppTest

from explorer.questions import IDS
from explorer.questions.quotes import all_quotes
from explorer.rules.files import load_rulesets
from explorer.text.escape import esc
from explorer.text.table_row import header_and_row, is_table_row
from tests.i18n.pseudo import assert_all_marked, run_pseudo

HOUSE = "refresh-2021~cap:2~lone:4@3-8~n:Our table"


def _sentences() -> Iterator[str]:
    """The rulebooks' sentences as the page shows them (escaped; a table row cut in cells)."""
    for q in all_quotes():
        if q.quote:
            yield esc(q.quote)
    for rs in load_rulesets():
        for rule in rs.rules:
            for entry in rule.entries:
                p = entry.provenance
                if p.quote and p.table_header and is_table_row(p.quote):
                    head, body = header_and_row(p.table_header, p.quote)
                    yield from (esc(c) for c in (*head, *body))
                elif p.quote:
                    yield esc(p.quote)


def _addresses(at: AppTest) -> list[str]:
    """The question links' addresses on the page (in AppTest, the query alone)."""
    out = []
    for h in at.get("html"):
        body = h.proto.body
        if "data-copy-url=" in body:
            out.append(body.split('data-copy-url="', 1)[1].split('"', 1)[0])
    return out


def _check(at: AppTest) -> None:
    assert_all_marked(at, [*_sentences(), *_addresses(at), "Our table", esc("Our table")])


@pytest.mark.parametrize("qid", IDS)
def test_every_question_is_marked_for_every_edition(qid: str) -> None:
    _check(run_pseudo("questions", {"q": qid}))


@pytest.mark.parametrize("qid", ["bonus-cap", "three-player-draw", "in-jokes", "mix-boxes"])
def test_house_rules_answers_are_marked(qid: str) -> None:
    _check(run_pseudo("questions", {"q": qid, "box": "refresh-2021", "house": HOUSE}))


def test_a_search_and_a_damaged_link_are_marked() -> None:
    at = run_pseudo("questions", {"q": "nope"})
    _check(at)
    at.text_input(key="questions_search").set_value("storyteller vote").run()
    _check(at)
    at.text_input(key="questions_search").set_value("zzzz").run()
    _check(at)
