"""A practice code carrying bad house rules (issue #19: `extra:1` in a code crashed Practice):
the code is refused with a ResumeCodeError naming the house rules' problem, never another
exception, and a set-up with such house rules is refused the same way."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from explorer.errors import ResumeCodeError, SetupError
from explorer.game import resume
from explorer.game.setup import Setup, check_setup

BAD = [
    "refresh-2021~extra:1",
    "refresh-2021~lone:1",
    "refresh-2021~hand:²",
    "refresh-2021~cap:3-1000000=2",
    "refresh-2021~n:A\u202eB",
    "refresh-2021~n:" + "x" * 41,
    "refresh-2021~xcap:" + "a" * 900,
]


def _code(house: str) -> str:
    payload = {
        "r": "house",
        "p": ["Sam", "Ada", "Bruno"],
        "b": [None, "good", "good"],
        "d": 84,
        "s": 1,
        "o": [],
        "h": house,
        "a": [],
    }
    raw = zlib.compress(json.dumps(payload, separators=(",", ":")).encode(), 9)
    return resume.PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("=")


@pytest.mark.parametrize("house", BAD, ids=range(len(BAD)))
def test_a_code_with_bad_house_rules_is_refused_saying_why(house: str) -> None:
    with pytest.raises(ResumeCodeError, match="house rules") as e:
        resume.decode(_code(house))
    assert "\u202e" not in str(e.value) and len(str(e.value)) < 300


@pytest.mark.parametrize("house", BAD, ids=range(len(BAD)))
def test_a_set_up_with_bad_house_rules_is_a_setup_error(house: str) -> None:
    setup = Setup(house, ("Sam", "Ada", "Bruno"), (None, "good", "good"), 84, 1)
    with pytest.raises(SetupError, match="house rules"):
        check_setup(setup)
