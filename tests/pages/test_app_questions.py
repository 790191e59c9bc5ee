"""The Questions page: every `q=` link opens its question for a given box, a bad one gets a clear
note, the box (or every edition, and house rules) decides whose answers show, and the search box
answers a question typed into it."""

from __future__ import annotations

import pytest

from explorer.i18n import tr, using
from explorer.questions import QUESTIONS, answer
from explorer.rules.files import load_rulesets
from explorer.text.escape import esc
from tests.apptest import run_page

RULESETS = load_rulesets()
# every question, each opened for one box (the boxes taken in turn)
OPENED = [(q.id, RULESETS[i % len(RULESETS)].id) for i, q in enumerate(QUESTIONS)]


@pytest.mark.parametrize(("qid", "box"), OPENED)
def test_every_q_link_opens_its_question_for_the_box(qid: str, box: str) -> None:
    at = run_page("questions", {"q": qid, "box": box})
    assert not at.warning, [w.value for w in at.warning]
    q = next(x for x in QUESTIONS if x.id == qid)
    first = at.expander[0]
    assert first.label == q.text and first.proto.expanded
    rs = next(r for r in RULESETS if r.id == box)
    shown = " ".join(m.value for m in first.markdown)
    words = answer(q, rs).text.split(".")[0]  # the answer's first sentence, escaped on the page
    assert words.replace("\\", "")[:30].strip() in shown.replace("\\", "")
    links = [h.proto.body for h in at.get("html") if "questionLink" in h.proto.body]
    assert any(f'data-copy-url="?box={box}&amp;q={qid}"' in h for h in links), links
    assert at.query_params["q"] in (qid, [qid])


def test_a_bad_q_gets_a_clear_note_and_opens_nothing() -> None:
    at = run_page("questions", {"q": "three-player-drw"})
    assert len(at.warning) == 1
    note = at.warning[0].value
    assert "three" in note and "no question has that id" in note and "three-player-draw" in note
    assert "q" not in at.query_params
    assert all(not e.proto.expanded for e in at.expander)
    assert len(at.expander) == len(QUESTIONS)


def test_without_a_box_every_edition_answers_side_by_side() -> None:
    at = run_page("questions", {"q": "bonus-cap"})
    shown = " ".join(m.value for m in at.expander[0].markdown)
    for rs in RULESETS:
        assert esc(tr(rs.name)) in shown
    assert at.selectbox(key="questions_box").value == ""


def test_house_rules_are_one_more_column() -> None:
    house = {"q": "bonus-cap", "box": "refresh-2021", "house": "refresh-2021~cap:2"}
    at = run_page("questions", house)
    shown = " ".join(m.value for m in at.expander[0].markdown)
    assert "at most 2 bonus points" in shown
    assert "no limit" in shown


def test_choosing_a_box_keeps_it_for_the_visit() -> None:
    at = run_page("questions", {})
    at.selectbox(key="questions_box").set_value("odyssey-vi").run()
    assert at.query_params["box"] in ("odyssey-vi", ["odyssey-vi"])


def test_a_question_typed_in_the_search_box_is_answered() -> None:
    at = run_page("questions", {"box": "refresh-2021"})
    at.text_input(key="questions_search").set_value("can we play with two").run()
    first = at.expander[0]
    assert first.label == "Can we play with two?" and first.proto.expanded
    shown = " ".join(m.value for m in first.markdown).replace("\\", "")
    assert "No rulebook here has a 2-player rule" in shown


def test_the_page_speaks_the_visitors_language() -> None:
    at = run_page("questions", {"lang": "fr", "q": "storyteller-vote", "box": "odyssey-2011"})
    with using("fr"):
        q = next(x for x in QUESTIONS if x.id == "storyteller-vote")
        from explorer.i18n import _

        assert at.expander[0].label == _(q.text)
    at.text_input(key="questions_search").set_value("le conteur peut-il voter").run()
    assert at.expander[1].label == at.expander[0].label  # the opened one, then the first hit
    assert "Le conteur" in at.expander[1].label


def test_no_match_is_never_a_bare_no_match() -> None:
    """A question with no word in common (or in a language the site does not read) gets the
    most asked questions, each opening it, and the groups, with the languages the search reads."""
    at = run_page("questions", {"box": "refresh-2021"})
    at.text_input(key="questions_search").set_value("zzzqqq wwww").run()
    assert "No question matches" in at.info[0].value
    shown = " ".join(m.value for m in at.markdown)
    assert "The questions players ask most" in shown
    assert "q=everybody-found" in shown and "box=refresh-2021" in shown  # one tap opens it
    assert "(#g5)" in shown  # the Scoring group's heading
    assert any("German, Spanish, Italian and Korean" in c.value for c in at.caption)
    assert all(not e.proto.expanded for e in at.expander)


def test_a_question_in_korean_or_german_still_leads_somewhere() -> None:
    at = run_page("questions", {})
    at.text_input(key="questions_search").set_value("스토리텔러 점수").run()
    assert not at.info
    assert any(
        "Searched in English for" in c.value and "storyteller" in c.value for c in at.caption
    )
    assert at.expander[0].proto.expanded
