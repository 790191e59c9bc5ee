"""Learn in the pseudo-locale and in the six languages: every step of a box's lesson and the quiz
(a right and a wrong answer) show no word nobody marked; the page runs in every language; the
reference card is one page in every language and speaks the reader's language.

Parts of the page that other areas of the code write are left to their own tests (they are
listed in FOREIGN below with where they come from); everything the learn area writes is checked.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import pytest
from babel import Locale
from pypdf import PdfReader
from streamlit.testing.v1 import AppTest

from explorer.i18n import LANGUAGES, using
from explorer.i18n.people import EXAMPLE_NAMES
from explorer.learn.boxes import boxes
from explorer.learn.card import reference_card
from explorer.learn.lesson import step_number, steps
from explorer.learn.mistakes import mistake
from explorer.learn.quiz import generate
from explorer.rules.files import load_ruleset
from explorer.ui.common.lang import STATE
from explorer.ui.learn.view import QUOTES_KEY
from tests.apptest import run_page
from tests.i18n.pseudo import assert_all_marked, page_strings, run_pseudo
from tests.learn.quiz_play import answer, answer_until, question
from tests.strategies import RULESETS

BOXES = [b.id for b in boxes(RULESETS)]

# Expanders whose label the learn area writes but whose content comes from elsewhere: the
# engine's scoring explanation (explorer/round/explain.py, core area).
FOREIGN_EXPANDERS = ("How each point was scored",)
# the rulebook's sentences and their sources under "More" (explorer/ui/common/sources.py, pages
# area; the quotes in their own language on purpose), in the container keyed QUOTES_KEY
FOREIGN_CONTAINERS = (QUOTES_KEY,)
# elements written wholly elsewhere: the clue chart (explorer/figures/lab.py, lab area), the
# page's language script (explorer/ui/common/lang.py), the step-change script
# (explorer/ui/common/focus.py) and the link box (its words are checked below, in its HTML)
FOREIGN_KINDS = ("plotly_chart", "html")


def _foreign(at: AppTest) -> list[str]:
    """The strings of the page that other areas write (see FOREIGN_EXPANDERS, FOREIGN_KINDS)."""
    out: list[str] = []

    def subtree(node: Any) -> Iterator[Any]:
        yield node
        for child in getattr(node, "children", {}).values():
            yield from subtree(child)

    for node in subtree(at._tree):
        kind = getattr(node, "type", "")
        label = str(getattr(node, "label", "") or "")
        if kind == "expander" and any(m in label for m in FOREIGN_EXPANDERS):
            for child in getattr(node, "children", {}).values():
                fake = type("Tree", (), {"_tree": child})()
                out.extend(page_strings(fake))  # type: ignore[arg-type]
        elif kind in FOREIGN_KINDS or (
            kind == "flex_container"
            and any(k in str(getattr(node.proto, "id", "")) for k in FOREIGN_CONTAINERS)
        ):
            fake = type("Tree", (), {"_tree": node})()
            out.extend(page_strings(fake))  # type: ignore[arg-type]
    return out


# the rulebooks' languages by name ("French"): CLDR's, through Babel, like numbers (a pseudo
# reader gets them in English, as a real one gets them in their language)
RULEBOOK_LANGUAGES = sorted({Locale.parse("en").languages[r.language] for r in RULESETS})


def _check(at: AppTest) -> None:
    assert not at.exception, at.exception
    assert_all_marked(at, [*EXAMPLE_NAMES["en"], *RULEBOOK_LANGUAGES, *_foreign(at)])


@pytest.mark.parametrize("box", BOXES)
def test_every_step_of_the_lesson_is_marked(box: str) -> None:
    rs = load_ruleset(box)
    at = run_pseudo("learn", {"box": box})
    for number in range(1, len(steps(rs)) + 1):
        _check(at)
        if number < len(steps(rs)):
            at.button(key="learn_next").click().run()


def test_the_link_box_is_marked() -> None:
    at = run_pseudo("learn", {"box": BOXES[0]})
    body = next(h.proto.body for h in at.get("html") if "dx-copy" in h.proto.body)
    assert body.count("⟪") >= 3  # its label, its button and what it says once copied


def test_the_quiz_right_and_wrong_is_marked() -> None:
    rs = load_ruleset(BOXES[0])
    at = run_pseudo("learn", {"box": rs.id, "step": "quiz", "quiz": "scoring-1"})
    _check(at)
    answer(at, generate(rs, "scoring", 1).points(), named=False)
    assert at.success
    _check(at)
    at.button(key="quiz_next").click().run()
    wrong = answer_until(at, rs.id, mistake("no-bonus"), 20, named=False)
    answer(at, wrong, named=False)
    assert at.warning and at.error  # the misconception named, "not quite"
    _check(at)
    at.button(key="quiz_next").click().run()
    q = question(at, rs.id)
    answer(
        at, q.points() | {q.storyteller: 40}, named=False
    )  # no known mistake: who is wrong, and why
    assert at.error and at.info
    _check(at)
    at.radio(key="quiz_level").set_value("twists").run()  # locked: says so
    _check(at)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lesson_and_quiz_run_in_every_language(lang: str) -> None:
    rs = load_ruleset(BOXES[1])
    at = run_page("learn", {"box": rs.id, "lang": lang})
    for _ in range(len(steps(rs)) - 1):
        assert not at.exception, at.exception
        at.button(key="learn_next").click().run()
    assert not at.exception, at.exception
    at = run_page("learn", {"box": rs.id, "lang": lang, "step": "quiz", "quiz": "scoring-1"})
    assert at.session_state[STATE] == lang
    answer(at, generate(rs, "scoring", 1).points(), named=False)
    assert at.success
    with using(lang):
        title = steps(rs)[step_number(rs, "quiz") - 1].title
    assert at.header[0].value == title


def _pdf(data: bytes) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(data))
    return len(reader.pages), " ".join(" ".join(p.extract_text().split()) for p in reader.pages)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_card_is_one_page_in_every_language(lang: str) -> None:
    for rs in RULESETS:
        with using(lang):
            pages, _text = _pdf(reference_card(rs))
        assert pages == 1, (rs.id, lang)
        for r in rs.readings:
            for c in r.choices:
                with using(lang):
                    pages, _text = _pdf(reference_card(rs.with_readings({r.id: c.id})))
                assert pages == 1, (rs.id, lang, r.id, c.id)


# words of the card in each language (the rulebooks' own game words), and one that must be gone
CARD_WORDS = {
    "fr": (("Aide-mémoire", "conteur", "Décompte des points", "Fin de la partie"), "A turn"),
    "ru": (("Памятка", "Рассказчик", "Подсчёт очков", "Конец игры"), "A turn"),
    "vi": (("Thẻ tóm tắt", "người kể chuyện", "Tính điểm", "Kết thúc ván chơi"), "A turn"),
}


@pytest.mark.parametrize("lang", sorted(CARD_WORDS))
def test_the_card_speaks_the_readers_language(lang: str) -> None:
    import unicodedata

    words, english = CARD_WORDS[lang]
    for rs in RULESETS:
        with using(lang):
            _pages, text = _pdf(reference_card(rs))
        text = unicodedata.normalize("NFC", text)
        for word in words:
            assert unicodedata.normalize("NFC", word) in text, (rs.id, lang, word)
        assert english not in text
        quote = rs.entry("some_found").provenance.quote or ""
        first = [w for w in quote.replace("|", " ").split() if len(w) > 4][:2]
        assert all(w in text for w in first), (rs.id, first)  # the rulebook's own words stay


def test_the_card_cache_is_keyed_by_language() -> None:
    from explorer.ui.learn.view import _card

    rs = RULESETS[0]
    assert _card(rs.id, "fr") != _card(rs.id, "ru")
    assert "Памятка" in _pdf(_card(rs.id, "ru"))[1]
