"""AppTest: the links and codes of issue #10 that used to crash a page. Each page now shows one
clear message, keeps the readable rest of the link, rewrites the address clean, and works."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.round.presets import random_round
from explorer.round.situation import default_situation
from explorer.ui.common.binder import HEAD
from tests.apptest import run_page
from tests.conftest import ROOT

PRESSES = 12
NESTED = "dx1.eNqLjh4Fo2AUDHcQOwpGwSgY9gAAbqbO3w"  # 1,000 nested brackets


def _one_warning(at: AppTest, part: str) -> str:
    assert not at.exception
    assert len(at.warning) == 1
    text = str(at.warning[0].value)
    assert text.startswith(HEAD) and part in text
    assert len(text) < 400
    return text


@pytest.mark.parametrize(
    ("params", "part", "names"),
    [
        ({"teller": "²"}, "the storyteller", "A,B,C,D,E"),
        ({"n": "²"}, "the player count", "A,B,C,D,E"),
        ({"names": "A,B,C", "votes": "-,²,1"}, "the votes", "A,B,C"),
        ({"names": "A,B,C", "n": "²"}, "the player count", "A,B,C"),
        ({"n": "9" * 5000}, "the player count", "A,B,C,D,E"),
        ({"names": "A,B,C", "teller": "9" * 3000}, "the storyteller", "A,B,C"),
    ],
)
def test_score_page_keeps_the_rest_of_a_bad_link(
    params: dict[str, Any], part: str, names: str
) -> None:
    at = run_page("score", params)
    _one_warning(at, part)
    assert at.query_params["names"] == names
    kept = "".join(str(v) for v in at.query_params.values())
    assert "²" not in kept and len(kept) < 100  # the address is rewritten clean
    assert at.dataframe  # the scores are on the page


@pytest.mark.parametrize("deck", ["²", "9" * 5000, "9" * 3000])
def test_compare_page_keeps_the_rest_of_a_bad_link(deck: str) -> None:
    at = run_page("compare", {"deck": deck, "diff": "1"})
    _one_warning(at, "the deck")
    assert at.query_params.get("diff") == "1" and "deck" not in at.query_params
    assert at.table and at.toggle(key="only_diff").value is True


def _practice() -> AppTest:
    return AppTest.from_file(str(ROOT / "pages" / "practice.py"), default_timeout=60)


def _has_button(at: AppTest, label: str) -> bool:
    return any(b.label == label for b in at.button)


def test_practice_link_of_nested_brackets_is_refused_and_the_set_up_works() -> None:
    at = _practice()
    at.query_params["game"] = NESTED
    at.run()
    assert not at.exception
    assert len(at.error) == 1 and "Could not resume" in at.error[0].value
    assert "damaged" in at.error[0].value
    assert _has_button(at, "Deal the cards")


def test_nested_brackets_pasted_into_resume_get_one_message_and_keep_the_form() -> None:
    at = _practice().run()
    at.text_input(key="px_name_1").input("Sam").run()
    at.text_input(key="px_resume_code").input(NESTED).run()
    at.button(key="px_resume").click().run()
    assert not at.exception
    assert len(at.error) == 1 and "damaged" in at.error[0].value
    assert at.text_input(key="px_name_1").value == "Sam"  # nothing already typed is lost
    assert _has_button(at, "Deal the cards")


# --- Random round: no press lost ----------------------------------------------------------
def _table(at: AppTest) -> dict[str, list[str]]:
    return {k: str(at.query_params[k]) for k in ("teller", "votes")}


def test_random_round_k_is_the_same_round_however_the_presses_arrive() -> None:
    """Presses that reach the server together are merged by Streamlit into one run: the
    stepper's number is what the browser counted, so the round shown is round k all the same."""
    stepped = run_page("score")
    for _ in range(PRESSES):
        stepped.number_input(key="random").increment()
    stepped.run()  # the presses merged into one run
    one_by_one = run_page("score")
    for _ in range(PRESSES):
        one_by_one.number_input(key="random").increment().run()
    assert not stepped.exception and not one_by_one.exception
    assert stepped.number_input(key="random").value == PRESSES
    assert _table(stepped) == _table(one_by_one)
    want = random_round(default_situation(), PRESSES)
    assert stepped.query_params["teller"] == str(want.storyteller + 1)


def test_random_round_back_to_a_number_shows_that_round_again() -> None:
    at = run_page("score")
    at.number_input(key="random").set_value(7).run()
    seven = _table(at)
    at.number_input(key="random").set_value(8).run()
    at.number_input(key="random").set_value(7).run()
    assert _table(at) == seven
