"""The site's one repeated-key policy (`explorer.links.base`): in every codec, a key given more
than once is read from its last value, and a note says so; never refused, never silent."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from explorer.links.base import Codec, Params, single
from explorer.links.box import BoxLink
from explorer.links.compare import CompareLink
from explorer.links.house import HOUSE_LINK
from explorer.links.lab import LabLink
from explorer.links.learn import LearnLink
from explorer.links.practice import PracticeLink
from explorer.links.questions import QuestionsLink
from explorer.links.score import ScoreLink
from explorer.links.site import LangLink, SiteLink
from explorer.questions import IDS
from explorer.rules.files import load_rulesets
from explorer.rules.specs import RULE_SPECS

EDITIONS = tuple(r.id for r in load_rulesets())

# codec, the key given twice, (first value, last value), what the value read must be
CASES: list[tuple[str, Callable[[], Codec[Any]], str, tuple[str, str], Callable[[Any], bool]]] = [
    ("box", lambda: BoxLink(EDITIONS), "box", ("nope", EDITIONS[1]), lambda v: v == EDITIONS[1]),
    ("lang", LangLink, "lang", ("xx", "fr"), lambda v: v == "fr"),
    ("house", lambda: HOUSE_LINK, "house", ("x", "refresh-2021~cap:2"), lambda v: v is not None),
    ("learn", lambda: LearnLink(9), "step", ("2", "4"), lambda v: v.step == 4),
    ("practice", PracticeLink, "game", ("a", "b"), lambda v: v == "b"),
    ("questions", lambda: QuestionsLink(IDS), "q", ("nope", IDS[0]), lambda v: v == IDS[0]),
    (
        "compare",
        lambda: CompareLink(EDITIONS, tuple(RULE_SPECS)),
        "deck",
        ("84", "168"),
        lambda v: v.deck == 168,
    ),
    ("score", lambda: ScoreLink(load_rulesets()), "n", ("3", "5"), lambda v: v.n == 5),
    (
        "lab",
        lambda: LabLink(tuple((r.id, r.min_players, r.max_players) for r in load_rulesets())),
        "players",
        ("3", "6"),
        lambda v: v.players == 6,
    ),
]


@pytest.mark.parametrize(
    ("name", "make", "key", "values", "wanted"), CASES, ids=[c[0] for c in CASES]
)
def test_every_codec_reads_a_repeated_key_from_its_last_value_and_says_so(
    name: str,
    make: Callable[[], Codec[Any]],
    key: str,
    values: tuple[str, str],
    wanted: Callable[[Any], bool],
) -> None:
    decoded = make().decode({key: list(values)})
    assert wanted(decoded.value), decoded
    said = [n for n in decoded.notes if f"`{key}` appears 2 times" in n]
    assert len(said) == 1, decoded.notes


def test_the_site_keys_follow_it_too() -> None:
    params: Params = {"box": ["nope", EDITIONS[0]], "lang": ["ru", "fr"], "house": ["a", "b"]}
    decoded = SiteLink(EDITIONS).decode(params)
    assert decoded.value.box == EDITIONS[0] and decoded.value.lang == "fr"
    assert sum("appears 2 times" in n for n in decoded.notes) == 3


def test_single_keeps_other_keys_as_they_are() -> None:
    notes: list[str] = []
    given = single({"a": ["1", "2"], "b": ["x", "y"]}, ("a",), notes)
    assert given == {"a": ["2"], "b": ["x", "y"]} and len(notes) == 1
