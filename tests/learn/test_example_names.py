"""Made-up players carry their reader's language's names (issue 31: «Ana смешивает…»): the
lesson's example round, the quiz, the class quiz and a practice table take theirs from
`explorer/i18n/names.toml`, a list written per language. A quiz link keeps its round: the same
seed deals the same votes by seat in every language, only the names follow the language."""

from __future__ import annotations

import pytest

from explorer.i18n import LANGUAGES, using
from explorer.i18n.people import EXAMPLE_NAMES, TABLE_NAMES, example_names, table_names
from explorer.learn.example import example_round
from explorer.learn.lesson import steps
from explorer.learn.quiz import generate, levels
from explorer.rules.files import load_ruleset, load_rulesets
from explorer.text.names import check_names


@pytest.mark.parametrize("lists", [EXAMPLE_NAMES, TABLE_NAMES], ids=["example", "table"])
def test_every_language_has_twelve_valid_names_of_its_own(
    lists: dict[str, tuple[str, ...]],
) -> None:
    assert set(lists) == set(LANGUAGES)
    for lang, names in lists.items():
        assert len(names) == 12 and check_names(names) == names, lang
    # no two languages share a list: each is written for its readers
    assert len({names for names in lists.values()}) == len(LANGUAGES)


def test_english_keeps_the_names_links_showed_before() -> None:
    assert EXAMPLE_NAMES["en"][:5] == ("Ana", "Ben", "Cleo", "Dev", "Eli")
    assert TABLE_NAMES["en"][:4] == ("Sam", "Ada", "Bruno", "Chloé")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lesson_and_its_example_round_use_the_languages_names(lang: str) -> None:
    rs = load_ruleset("refresh-2021")
    with using(lang):
        round_ = example_round(rs)
        text = " ".join(s.text for s in steps(rs))
    assert round_.players == example_names(lang)[: round_.n]
    assert example_names(lang)[0] in text  # she tells the example round
    if example_names(lang)[0] != "Ana":
        assert "Ana" not in text


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_quiz_link_opens_the_same_round_with_the_languages_names(lang: str) -> None:
    for rs in load_rulesets():
        for lv in levels(rs):
            for seed in (1, 77, 123456789):
                english = generate(rs, lv.id, seed)
                with using(lang):
                    local = generate(rs, lv.id, seed)
                assert local.situation.votes == english.situation.votes
                assert local.situation.storyteller == english.situation.storyteller
                assert local.players == example_names(lang)[: len(english.players)]
                assert [p.total for p in local.scored().scores] == [
                    p.total for p in english.scored().scores
                ]


def test_a_class_quiz_round_is_named_in_each_readers_language() -> None:
    from explorer.rooms import quiz
    from explorer.rooms.service import Rooms
    from explorer.rooms.store import MemoryStore

    rooms = Rooms(MemoryStore())
    room, host = rooms.open("quiz", "odyssey-2011", {"level": "scoring", "rounds": 1}, seed=3)
    _, student = rooms.join(room.code, "Ива")
    rooms.act(room.code, host, quiz.Next())
    english = rooms.view(room.code, student).detail.question
    with using("ru"):  # the same process, another reader: not the round cached in English
        russian = rooms.view(room.code, student).detail.question
        rooms.act(room.code, student, quiz.Send(russian.points()))
        verdict = quiz.feedback("odyssey-2011", rooms.view(room.code, student).detail)
    assert english.players == example_names("en")[: len(english.players)]
    assert russian.players == example_names("ru")[: len(russian.players)]
    assert verdict is not None and verdict.right


def test_a_practice_table_starts_with_the_languages_names() -> None:
    from explorer.game.seat_names import table_names as seat_names

    with using("vi"):
        assert seat_names(4) == table_names("vi")[:4]
    assert seat_names(3) == ("Sam", "Ada", "Bruno")
