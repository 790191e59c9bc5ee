"""The lesson page under AppTest: the whole lesson walked with Next for every box, a step from a
link (by name or number), the link to send, the quiz played like a game (empty boxes at each
round, a right answer always said, a mistake named), per-visitor rounds and a `quiz=` link that
reproduces one, the card offered."""

from __future__ import annotations

import re

import pytest
from streamlit.testing.v1 import AppTest

from explorer.i18n import LANGUAGES, using
from explorer.learn.boxes import boxes, language_name, rulebook_line
from explorer.learn.lesson import KINDS, step_number, steps
from explorer.learn.mistakes import mistake
from explorer.learn.quiz import generate, levels
from explorer.rules.files import load_ruleset
from explorer.text.escape import esc
from tests.apptest import run_page
from tests.learn.quiz_play import answer, answer_until, question
from tests.learn.words import walk
from tests.strategies import RULESETS

BOXES = [b.id for b in boxes(RULESETS)]
QUIZ = str(step_number(RULESETS[0], "quiz"))


def _param(at: AppTest, key: str) -> str:
    value = at.query_params[key]
    return value if isinstance(value, str) else value[0]


@pytest.mark.parametrize("box", BOXES)
def test_the_whole_lesson_walks_with_next(box: str) -> None:
    rs = load_ruleset(box)
    at = run_page("learn", {"box": box})
    lesson = steps(rs)
    for number in range(1, len(lesson) + 1):
        assert at.header[0].value == lesson[number - 1].title
        assert f"Step {number} of {len(lesson)}" in at.get("progress")[0].proto.text
        if number < len(lesson):
            at.button(key="learn_next").click().run()
            assert not at.exception, at.exception
            assert _param(at, "step") == KINDS[number]  # the step's stable name
            assert _param(at, "box") == box
    at.button(key="learn_back").click().run()
    assert at.header[0].value == lesson[-2].title


def test_a_teacher_can_send_step_4() -> None:
    at = run_page("learn", {"step": "4"})
    rs = RULESETS[0]
    assert at.header[0].value == steps(rs)[3].title
    assert _param(at, "step") == KINDS[3]  # the address now names the step
    at = run_page("learn", {"step": "400"})
    assert at.warning and "400" in at.warning[0].value
    assert at.header[0].value == steps(rs)[-1].title


@pytest.mark.parametrize("name", ["setup", "scoring", "twists", "quiz"])
def test_a_named_step_opens_the_same_part_of_every_box(name: str) -> None:
    for box in BOXES:
        rs = load_ruleset(box)
        at = run_page("learn", {"box": box, "step": name})
        assert at.header[0].value == steps(rs)[KINDS.index(name)].title
        assert f"Step {KINDS.index(name) + 1} of {len(KINDS)}" in at.get("progress")[0].proto.text


def _sent_link(at: AppTest) -> str:
    bodies = [h.proto.body for h in at.get("html") if "dx-copy" in h.proto.body]
    assert len(bodies) == 1
    found = re.search(r'value="([^"]*)"', bodies[0])
    assert found
    return found.group(1).replace("&amp;", "&")


@pytest.mark.parametrize("step", ["1", "scoring", QUIZ])
def test_send_this_step_names_the_box_the_language_and_the_step(step: str) -> None:
    box = BOXES[0]  # the default box: the link must name it all the same
    at = run_page("learn", {"step": step})
    link = _sent_link(at)
    name = step if not step.isdigit() else KINDS[int(step) - 1]
    assert f"box={box}" in link and "lang=en" in link and f"step={name}" in link
    if name == "quiz":
        assert "quiz=" in link
    at = run_page("learn", {"step": step, "lang": "fr", "box": BOXES[1]})
    link = _sent_link(at)
    assert f"box={BOXES[1]}" in link and "lang=fr" in link and f"step={name}" in link


def test_choosing_a_box_changes_the_lesson_and_the_link() -> None:
    at = run_page("learn")
    other = BOXES[1]
    at.radio(key="learn_box").set_value(other).run()
    assert _param(at, "box") == other
    assert load_ruleset(other).name in at.caption[0].value


def test_the_scoring_step_shows_only_what_it_explains() -> None:
    rs = RULESETS[0]
    at = run_page("learn", {"box": rs.id, "step": "scoring"})
    table = at.table[0].value
    assert list(table.columns) == ["", "Points"]  # no bonus before the bonus step
    assert table["Points"].tolist()[0] == rs.some_found.storyteller  # some found: the example
    ben = next(s for s in at.selectbox if s.label == "Ben")
    ben.set_value(0)
    for voter in ("Cleo", "Dev", "Eli"):
        next(s for s in at.selectbox if s.label == voter).set_value(0)
    at.run()
    assert not at.exception
    assert at.table[0].value["Points"].tolist()[0] == rs.all_or_none.storyteller  # all found
    at = run_page("learn", {"box": rs.id, "step": "bonus"})
    assert "Bonus" in at.table[0].value.columns


# --- the quiz ------------------------------------------------------------------------------------
def _quiz(params: dict[str, str] | None = None) -> AppTest:
    return run_page("learn", {"box": BOXES[0], "step": "quiz", **(params or {})})


def test_the_quiz_judges_right_and_names_a_mistake() -> None:
    rs = load_ruleset(BOXES[0])
    at = _quiz()
    q = question(at, rs.id)
    answer(at, q.points())
    assert any("Right!" in s.value for s in at.success)
    at.button(key="quiz_next").click().run()
    m = mistake("storyteller-bonus")
    wrong = answer_until(at, rs.id, m, 30)  # the next round where the mistake changes the points
    answer(at, wrong)
    assert any(m.name in w.value for w in at.warning)
    assert any("Not quite" in e.value for e in at.error)


def test_each_round_starts_with_empty_boxes() -> None:
    rs = load_ruleset(BOXES[0])
    at = _quiz()
    for _ in range(3):
        q = question(at, rs.id)
        answer(at, {p: 1 for p in q.players})  # right or wrong, then the next round
        assert all(b.value is not None for b in at.number_input)
        at.button(key="quiz_next").click().run()
        assert not at.exception
        assert at.number_input and all(b.value is None for b in at.number_input)
        assert at.button(key="quiz_check")  # a new round to check, not the old verdict


def test_every_right_answer_says_so_the_fifth_in_a_row_too() -> None:
    rs = load_ruleset(BOXES[0])
    at = _quiz()
    for n in range(1, 6):
        q = question(at, rs.id)
        answer(at, q.points())
        assert any("Right!" in s.value for s in at.success), n
        # the answered round stays on screen, with its boxes as typed, until Next round
        assert [b.value for b in at.number_input] == list(q.points().values())
        if n == levels(rs)[0].streak:  # the first level's streak: mastered, and said
            assert any("Level mastered" in s.value for s in at.success)
        at.button(key="quiz_next").click().run()
    assert any("You can score any round" in s.value for s in at.success)


def test_two_visitors_get_different_first_rounds() -> None:
    codes = {_param(_quiz(), "quiz") for _ in range(3)}
    assert len(codes) == 3  # each visit draws its own seed


def test_a_quiz_link_reproduces_a_round() -> None:
    rs = load_ruleset(BOXES[0])
    for code in ("scoring-4242", "twists-77"):
        level, seed = code.split("-")
        a, b = _quiz({"quiz": code}), _quiz({"quiz": code})
        expected = generate(rs, level, int(seed))
        for at in (a, b):
            assert _param(at, "quiz") == code
            shown = "\n".join(m.value for m in at.markdown)
            assert all(line in shown for line in expected.vote_lines())
            assert [n.label for n in at.number_input] == list(expected.players)


def test_a_locked_level_stays_locked_and_says_so() -> None:
    at = _quiz()
    at.radio(key="quiz_level").set_value("twists").run()
    assert not at.exception
    assert at.radio(key="quiz_level").value == "scoring"
    assert any("not unlocked" in e.value for e in at.error)


def test_the_reference_card_is_offered() -> None:
    at = run_page("learn", {"box": RULESETS[0].id, "step": "card"})
    assert at.get("download_button")


def test_the_end_step_shows_the_engines_turn_counts() -> None:
    from explorer.learn.lesson import end_turns

    rs = next(r for r in RULESETS if r.end_conditions.score_target is None)
    at = run_page("learn", {"box": rs.id, "step": "end"})
    table = at.table[0].value
    for n, t in end_turns(rs):
        assert table.loc[str(n)].iloc[0] == ("never" if t is None else str(t))


def test_a_box_with_two_rulebooks_asks_which_one() -> None:
    two = next(b for b in boxes(RULESETS) if len(b.rulesets) > 1)
    at = run_page("learn", {"box": two.id})
    other = two.rulesets[1].id
    at.radio(key="learn_rulebook").set_value(other).run()
    assert _param(at, "box") == other
    assert at.radio(key="learn_box").value == two.id  # still the same box
    assert load_ruleset(other).name in at.caption[0].value


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("ruleset_id", [r.id for r in RULESETS])
def test_the_core_path_reads_in_four_minutes_and_reaches_the_quiz_in_14_taps(
    ruleset_id: str, lang: str
) -> None:
    # issue 30: at most 800 words (four minutes at 200 words a minute; Vietnamese counted by
    # words of two syllables) and 14 taps from Home to the first quiz round, the twists included
    w = walk(ruleset_id, lang)
    print(f"{ruleset_id} {lang}: {w.reading} words, {w.taps} taps {w.words}")
    assert w.reading <= 800, w.words
    assert w.taps <= 14, w.taps
    assert "twists" in w.words


@pytest.mark.parametrize(("lang", "expected"), [("vi", "odyssey-vi"), ("fr", "odyssey-2011")])
def test_choosing_a_box_picks_its_rulebook_in_the_visitors_language(
    lang: str, expected: str
) -> None:
    two = next(b for b in boxes(RULESETS) if len(b.rulesets) > 1)
    at = run_page("learn", {"lang": lang})
    at.radio(key="learn_box").set_value(two.id).run()
    assert not at.exception
    assert _param(at, "box") == expected
    assert at.radio(key="learn_rulebook").value == expected
    with using(lang):  # said plainly on the step, in the visitor's language
        line = esc(rulebook_line(two, load_ruleset(expected), lang))
    assert any(line in m.value for m in at.markdown), [m.value for m in at.markdown]
    # and every rulebook of the box is named in the picker (issue 34)
    picker = at.radio(key="learn_box")
    caption = picker.proto.captions[picker.options.index(picker.format_func(two.id))]
    with using(lang):
        assert all(language_name(r.language) in caption for r in two.rulesets), caption


def test_a_visitor_whose_language_has_no_rulebook_of_the_box_gets_the_first() -> None:
    two = next(b for b in boxes(RULESETS) if len(b.rulesets) > 1)
    at = run_page("learn", {"lang": "en"})
    at.radio(key="learn_box").set_value(two.id).run()
    assert _param(at, "box") == two.rulesets[0].id
    # a link's box is the visitor's own choice: a Vietnamese visitor sent the French rulebook
    # keeps it
    at = run_page("learn", {"lang": "vi", "box": "odyssey-2011"})
    assert at.radio(key="learn_rulebook").value == "odyssey-2011"


def _reveal_votes(at: AppTest) -> dict[str, str]:
    """voter → owner, read from the reveal's card captions ('2 · Ben — votes: Dev')."""
    out = {}
    for image in at.get("image"):
        for img in image.proto.imgs:
            found = re.fullmatch(r"\d+ · (\w+)(?: — (?:★ )?(?:votes: (.+))?)?", img.caption)
            assert found, img.caption
            for voter in re.split(r", | and ", found.group(2) or ""):
                if voter:
                    out[voter] = found.group(1)
    return out


def _table_votes(at: AppTest) -> dict[str, str]:
    """voter → owner, read from the table step's vote pickers (as they start)."""
    names = at.table[0].value.index.tolist()
    return {s.label: names[int(s.value)] for s in at.selectbox if s.label in names}


@pytest.mark.parametrize("box", BOXES)
def test_the_example_round_is_the_same_on_the_reveal_the_scoring_and_the_bonus(box: str) -> None:
    reveal = _reveal_votes(run_page("learn", {"box": box, "step": "reveal"}))
    assert reveal == {"Ben": "Ana", "Cleo": "Ana", "Dev": "Ben", "Eli": "Dev"}
    for step in ("scoring", "bonus"):
        assert _table_votes(run_page("learn", {"box": box, "step": step})) == reveal, step


def test_odyssey_shows_no_empty_plus_one_column_at_five_and_shows_the_rule_at_seven() -> None:
    at = run_page("learn", {"box": "odyssey-2011", "step": "bonus"})
    assert "+1" not in at.table[0].value.columns  # 5 players: the +1 cannot apply
    at = run_page("learn", {"box": "odyssey-2011", "step": "twists"})
    table = at.table[0].value
    assert "+1" in table.columns and table["+1"].sum() > 0  # 7 players: the example shows it
    assert any("The example round with 2 more players" in c.value for c in at.caption)


def test_a_round_changes_its_names_with_the_language_and_keeps_its_answer() -> None:
    """Issue 31: a visitor who switches to Russian mid-round meets the same round, its players
    named in Russian (never «Ana» in Cyrillic text), the answer and its verdict kept."""
    from explorer.i18n.people import example_names

    rs = load_ruleset(BOXES[0])
    at = _quiz()
    q = question(at, rs.id)
    answer(at, q.points())
    at.selectbox(key="_dixit_lang_picker_sidebar").set_value("ru").run()
    assert not at.exception
    labels = [n.label for n in at.number_input]
    assert labels == list(example_names("ru")[: len(q.players)])
    assert _param(at, "quiz") == f"{q.level}-{q.seed}"
    assert at.success, "the verdict on the answer is still shown"
    shown = "\n".join(m.value for m in at.markdown)
    assert not any(name in shown for name in q.players if name not in labels)
