"""AppTest: the practice page plays whole rounds, refuses impossible moves, resumes from a link."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.game.actions import GiveClue
from explorer.game.bots import play_bots
from explorer.game.play import apply, new_game
from explorer.game.resume import encode
from explorer.game.setup import Setup
from explorer.game.state import GameState
from tests.conftest import ROOT

XSS = "<img src=x onerror=alert(1)>"


def _page() -> AppTest:
    return AppTest.from_file(str(ROOT / "pages/practice.py"), default_timeout=60)


def _button(at: AppTest, label: str):  # type: ignore[no-untyped-def]
    matches = [b for b in at.button if b.label == label]
    assert matches, f"no button {label!r}; buttons: {[b.label for b in at.button]}"
    return matches[0]


def _game(at: AppTest) -> GameState:
    state = at.session_state["px_game"]
    assert isinstance(state, GameState)
    return state


def _pickers(at: AppTest) -> list[dict[str, Any]]:
    """The data of every card picker (the tappable cards) on the page."""
    return [json.loads(p.proto.json) for p in at.get("bidi_component")]  # type: ignore[attr-defined]


def _card_captions(at: AppTest) -> list[str]:
    """The caption of every card picture on the page: image lists and card pickers."""
    images = [str(c) for im in at.get("image") for c in im.captions]  # type: ignore[attr-defined]
    return images + [c["label"] for p in _pickers(at) for c in p["cards"]]


def _no_cards(at: AppTest) -> bool:
    return not at.get("image") and not at.get("bidi_component") and not at.radio


def _markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


def test_a_round_as_storyteller_then_as_voter_against_bots() -> None:
    at = _page().run()
    assert not at.exception
    _button(at, "Deal the cards").click().run()
    state = _game(at)
    assert state.phase == "clue" and state.storyteller == 0
    assert _card_captions(at) == [str(i + 1) for i in range(6)]  # the hand, as pictures
    at.text_input(key="px_clue_text").input(XSS)
    at.radio[0].set_value(2)
    _button(at, "Tell the clue").click().run()
    assert not at.exception
    state = _game(at)
    assert state.phase == "reveal"
    assert state.history[-1].storyteller_card == new_game(state.setup).hands[0][2]
    # The clue is shown literally: Markdown-escaped, never as an HTML tag.
    text = _markdown(at)
    assert r"\<img src=x onerror=alert\(1\)\>" in text
    assert re.search(r"(?<!\\)<", text) is None  # no unescaped '<' anywhere
    assert any("Points" in h.value for h in at.subheader)
    assert len(at.dataframe) >= 3  # votes, points, the other rulesets

    _button(at, "Next turn").click().run()
    state = _game(at)
    assert state.turn == 2 and state.storyteller == 1
    assert state.phase == "hand-in" and state.waiting_for == (0,)
    assert "hand in a card that fits the clue" in _markdown(at)
    _button(at, "Hand in").click().run()
    state = _game(at)
    assert state.phase == "vote" and state.waiting_for == (0,)
    own = state.owners.index(0) + 1
    assert str(own) not in at.radio[0].options  # your own card is never offered
    assert at.radio[0].value is None  # and no card is preselected
    _button(at, "Vote").click().run()
    assert any("Choose a card" in e.value for e in at.error)
    assert _game(at) == state  # refused: nothing changed
    other = 1 if own != 1 else 2
    at.radio[0].set_value(other)
    _button(at, "Vote").click().run()
    assert not at.exception
    assert _game(at).phase == "reveal"
    assert "🤖" in _markdown(at)  # bots say why


def test_pass_and_play_hides_each_players_secret_step() -> None:
    at = _page().run()
    at.toggle(key="px_human_1").set_value(True).run()
    _button(at, "Deal the cards").click().run()
    assert "Pass the device to **Sam**" in at.info[0].value
    assert _no_cards(at)  # no hand before Sam is ready
    _button(at, "Sam is here — continue").click().run()
    at.text_input(key="px_clue_text").input("moon")
    _button(at, "Tell the clue").click().run()
    state = _game(at)
    assert state.phase == "hand-in" and state.waiting_for == (1,)
    # Ada's turn: nothing of Sam's choice is visible, only the public clue.
    assert "Pass the device to **Ada**" in at.info[0].value
    assert _no_cards(at)
    _button(at, "Ada is here — continue").click().run()
    assert len(_card_captions(at)) == len(state.hands[1])  # Ada's hand, not the table
    _button(at, "Hand in").click().run()
    state = _game(at)
    assert state.phase == "vote" and state.waiting_for == (1,)
    assert "Pass the device to **Ada**" in at.info[0].value
    _button(at, "Ada is here — continue").click().run()
    mine = state.owners.index(1) + 1
    at.radio[0].set_value(1 if mine != 1 else 2)
    _button(at, "Vote").click().run()
    assert _game(at).phase == "reveal"


def test_resume_from_the_link_and_refuse_a_damaged_one() -> None:
    setup = Setup(
        "odyssey-2011", ("Sam", "Ada", "Bruno", "Chloé"), (None, "good", "good", "good"), 84, 5
    )
    state = new_game(setup)
    state = play_bots(apply(state, GiveClue(0, state.hands[0][0], "a clue")))
    at = _page()
    at.query_params["game"] = encode(state)
    at.run()
    assert not at.exception
    assert _game(at) == state
    assert any("a clue" in m.value for m in at.markdown)

    bad = _page()
    bad.query_params["game"] = "dx1.garbage"
    bad.run()
    assert not bad.exception
    assert "Could not resume" in bad.error[0].value
    assert _button(bad, "Deal the cards")


def test_a_bad_set_up_gets_a_message() -> None:
    at = _page().run()
    at.text_input(key="px_name_1").input("sam").run()
    _button(at, "Deal the cards").click().run()
    assert not at.exception
    assert "names must differ" in at.error[0].value
    assert "px_game" not in at.session_state


def test_a_whole_game_reaches_the_final_standings() -> None:
    at = _page().run()
    at.number_input(key="px_n_original-2008").set_value(6).run()
    at.toggle(key="px_human_0").set_value(False)
    _button(at, "Deal the cards").click().run()
    # All bots: each press plays one more turn; original-2008 at 6 players lasts 8 turns.
    for _ in range(8):
        assert _game(at).phase == "reveal"
        label = "See the final standings" if _game(at).turn == 8 else "Next turn"
        _button(at, label).click().run()
    state = _game(at)
    assert state.phase == "over" and state.turn == 8
    assert at.get("plotly_chart")
    assert "wins" in at.success[0].value or "Shared" in at.success[0].value
    _button(at, "Play again (same seed)").click().run()
    assert _game(at).turn == 1 and _game(at).setup == state.setup


def _to_turn_two(at: AppTest) -> None:
    _button(at, "Deal the cards").click().run()
    at.text_input(key="px_clue_text").input("moon")
    _button(at, "Tell the clue").click().run()
    _button(at, "Next turn").click().run()


def test_three_players_hand_in_two_cards_each() -> None:
    at = _page().run()
    at.number_input(key="px_n_original-2008").set_value(3).run()
    _to_turn_two(at)
    state = _game(at)
    assert state.phase == "hand-in" and len(state.hands[0]) == 7
    assert "hand in 2 cards that fit the clue" in _markdown(at)
    assert at.multiselect[0].proto.max_selections == 2  # a third card cannot be picked
    at.multiselect[0].set_value([0])
    _button(at, "Hand in").click().run()
    assert any("hands in 2 cards" in e.value for e in at.error)
    assert _game(at) == state
    at.multiselect[0].set_value([0, 3])
    _button(at, "Hand in").click().run()
    state = _game(at)
    assert state.phase == "vote" and len(state.table) == 5


def test_seven_players_may_cast_two_votes() -> None:
    at = _page().run()
    at.selectbox(key="px_ruleset").set_value("odyssey-2011").run()
    at.number_input(key="px_n_odyssey-2011").set_value(7).run()
    _to_turn_two(at)
    _button(at, "Hand in").click().run()
    state = _game(at)
    assert state.phase == "vote"
    others = [p for p in range(1, 8) if state.owners[p - 1] != 0]
    at.multiselect[0].set_value(others[:2])
    _button(at, "Vote").click().run()
    state = _game(at)
    assert state.phase == "reveal"
    assert state.history[-1].votes[0] == tuple(others[:2])


def test_the_link_keeps_the_game_after_visiting_another_page() -> None:
    # Visiting another page clears the address's parameters; coming back must put the game's
    # code back, or a reload would lose the game.
    at = _page().run()
    _button(at, "Deal the cards").click().run()
    code = at.query_params["game"]
    at.query_params.clear()
    at.run()
    assert at.query_params["game"] == code
    # A damaged link shows its error, keeps this tab's game and puts its code back.
    at.query_params["game"] = "dx1.garbage"
    at.run()
    assert "Could not resume" in at.error[0].value
    assert _game(at).phase == "clue"
    assert at.query_params["game"] == code


def test_names_show_literally_in_the_reveal_and_the_standings() -> None:
    from explorer.figures.practice import standings_figure

    names = ("Sam", "[x](http://e.x)", "<b>Bo</b>", "Chloé")
    setup = Setup("refresh-2021", names, (None, "good", "good", "good"), 84, 5)
    state = new_game(setup)
    state = play_bots(apply(state, GiveClue(0, state.hands[0][0], "a clue")))
    at = _page()
    at.query_params["game"] = encode(state)
    at.run()
    assert _game(at).phase == "reveal"
    notes = [c for c in _card_captions(at) if "votes: " in c]
    assert notes and all("](" not in n and "<b>" not in n for n in notes)
    assert [t.name for t in standings_figure(_game(at)).data][1:3] == [
        "[x](http://e.x)",
        "&lt;b&gt;Bo&lt;/b&gt;",
    ]


def test_twelve_players_reveal_runs_and_the_standings_count_whole_turns() -> None:
    from explorer.figures.practice import standings_figure

    names = tuple(f"P{i}" for i in range(12))
    setup = Setup("odyssey-2011", names, ("good",) * 12, 84, 3)
    state = play_bots(new_game(setup))
    at = _page()
    at.query_params["game"] = encode(state)
    at.run()
    assert _game(at).phase == "reveal"
    assert not at.exception
    assert len([d for d in at.dataframe if len(d.value) == 12]) >= 3  # scores, votes, points
    assert standings_figure(_game(at)).layout.xaxis.dtick == 1


def test_starting_over_is_one_deliberate_step_away() -> None:
    at = _page().run()
    _button(at, "Deal the cards").click().run()
    # no bare "Restart"/"New game" button next to the scores: both sit behind "Start over…"
    assert not [b for b in at.button if b.label in ("Restart", "New game")]
    _button(at, "New game: back to the set-up").click().run()
    assert "px_game" not in at.session_state and "game" not in at.query_params
    assert _button(at, "Deal the cards")


def test_players_named_like_table_headers_keep_their_points() -> None:
    names = ("Sam", "Ruleset", "Note", "Player")
    setup = Setup("refresh-2021", names, (None, "good", "good", "good"), 84, 5)
    state = new_game(setup)
    state = play_bots(apply(state, GiveClue(0, state.hands[0][0], "a clue")))
    at = _page()
    at.query_params["game"] = encode(state)
    at.run()
    record = _game(at).history[-1]
    others = next(d.value for d in at.dataframe if "Dixit (2008)" in d.value.columns)
    assert list(others["Player"]) == list(names)
    played = dict(zip(others["Player"], others["Dixit (2021 refresh)"], strict=True))
    assert played == {p: str(v) for p, v in record.result.points.items()}


def test_three_humans_pass_and_play_never_see_the_last_players_choice() -> None:
    at = _page().run()
    for seat in (1, 2):
        at.toggle(key=f"px_human_{seat}").set_value(True)
    _button(at, "Deal the cards").click().run()
    _button(at, "Sam is here — continue").click().run()
    at.text_input(key="px_clue_text").input("moon")
    _button(at, "Tell the clue").click().run()
    for name in ("Ada", "Bruno"):  # each hands in behind their own pass screen
        assert f"Pass the device to **{name}**" in at.info[0].value
        assert _no_cards(at)
        _button(at, f"{name} is here — continue").click().run()
        at.radio[0].set_value(3)
        _button(at, "Hand in").click().run()
    state = _game(at)
    assert state.phase == "vote"
    ada_pick = next(p for p in range(len(state.table), 0, -1) if state.owners[p - 1] != 1)
    _button(at, "Ada is here — continue").click().run()
    at.radio[0].set_value(ada_pick)
    _button(at, "Vote").click().run()
    assert "Pass the device to **Bruno**" in at.info[0].value
    assert _no_cards(at)
    _button(at, "Bruno is here — continue").click().run()
    assert at.radio[0].value is None  # the form starts afresh, not on Ada's secret vote
    assert ada_pick != 1


def test_the_sidebar_says_which_reading_is_in_force() -> None:
    at = _page().run()
    at.selectbox(key="px_ruleset").set_value("odyssey-vi").run()
    at.selectbox(key="px_opt_odyssey-vi_vi-extra-point").set_value("single-marker").run()
    _button(at, "Deal the cards").click().run()
    captions = [c.value for c in at.sidebar.caption]
    assert any("Reading in force" in c and "one vote" in c for c in captions), captions


def test_refusals_quote_names_literally() -> None:
    at = _page().run()
    at.text_input(key="px_name_0").input("[x](http://e.x)")
    at.text_input(key="px_name_1").input("[X](http://e.x)").run()
    _button(at, "Deal the cards").click().run()
    assert "names must differ" in at.error[0].value
    assert "](" not in at.error[0].value


def test_the_last_turn_warning_quotes_names_literally() -> None:
    from dataclasses import replace

    from explorer.rules.endgame import game_end

    names = ("[x](http://e.x)", "Ada", "Bruno", "Chloé")
    state = play_bots(new_game(Setup("refresh-2021", names, ("good",) * 4, 84, 1)))
    at = _page()
    at.query_params["game"] = encode(state)
    at.run()
    game = _game(at)  # the first player on 30 points: the score target ends the game
    totals = (30, 0, 0, 0)
    core = game.game
    core = replace(
        core,
        rounds=(replace(core.rounds[-1], totals=totals),),
        end=game_end(core.rules, 1, totals, core.pile_turns),
    )
    at.session_state["px_game"] = replace(game, game=core)
    at.run()
    assert "last turn" in at.warning[0].value and "](" not in at.warning[0].value


def test_a_right_to_left_name_is_isolated_in_sentences() -> None:
    names = ("Sam", "שלום", "Bruno", "Chloé")
    setup = Setup("refresh-2021", names, (None, None, "good", "good"), 84, 5)
    state = new_game(setup)
    state = apply(state, GiveClue(0, state.hands[0][0], "a clue"))
    at = _page()
    at.query_params["game"] = encode(state)
    at.run()
    # "(שלום will hand in.)": isolated, the name cannot pull the brackets and dot out of order
    assert "Pass the device to **\u2068שלום\u2069**" in at.info[0].value
    assert _button(at, "\u2068שלום\u2069 is here — continue")
    from explorer.text.escape import name_md

    assert name_md("Chloé") == "Chloé"  # left-to-right names come back unchanged


def test_back_after_a_reveal_never_rewinds_the_game() -> None:
    at = _page().run()
    _button(at, "Deal the cards").click().run()
    dealt = at.query_params["game"]
    dealt_code = dealt[0] if isinstance(dealt, list) else dealt
    at.text_input(key="px_clue_text").input("moon")
    _button(at, "Tell the clue").click().run()
    revealed = _game(at)
    assert revealed.phase == "reveal"
    at.query_params["game"] = dealt_code  # the browser's Back: the address before the clue
    at.run()
    assert not at.exception
    assert _game(at) == revealed  # the game did not go back
    assert any("earlier moment" in i.value for i in at.info)
    # and a link opened elsewhere (a fresh visit) still resumes that point
    other = _page()
    other.query_params["game"] = dealt_code
    other.run()
    assert _game(other).phase == "clue"


def test_a_long_pasted_clue_is_cut_with_a_note_and_kept() -> None:
    at = _page().run()
    _button(at, "Deal the cards").click().run()
    state = _game(at)
    long = "une très longue histoire de lune " * 4
    at.text_input(key="px_clue_text").input(long).run()
    kept = at.text_input(key="px_clue_text").value
    assert kept and long.startswith(kept) and len(kept) <= 80
    assert any("cut to" in w.value for w in at.warning)
    assert any("/ 80 characters" in c.value for c in at.caption)
    assert _game(at) == state  # nothing told yet: the player checks the cut clue first
    _button(at, "Tell the clue").click().run()
    assert _game(at).history[-1].clue == kept


def test_with_a_key_the_link_is_encrypted_and_the_page_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("DIXIT_LINK_KEY", "a test secret that is long enough")
    at = _page().run()
    _button(at, "Deal the cards").click().run()
    code = at.query_params["game"]
    code = code[0] if isinstance(code, list) else code
    assert code.startswith("dx2.")
    assert any("encrypted" in c.value for c in at.sidebar.caption)
    again = _page()
    again.query_params["game"] = code
    again.run()
    assert _game(again) == _game(at)
    tampered = _page()
    tampered.query_params["game"] = code[:-5]
    tampered.run()
    assert not tampered.exception
    assert "cut short" in tampered.error[0].value


def test_without_a_key_the_page_says_the_link_can_be_decoded() -> None:
    at = _page().run()
    _button(at, "Deal the cards").click().run()
    assert any("can be decoded" in c.value for c in at.sidebar.caption)


def test_the_points_table_puts_the_total_next_to_the_name() -> None:
    at = _page().run()
    _button(at, "Deal the cards").click().run()
    at.text_input(key="px_clue_text").input("moon")
    _button(at, "Tell the clue").click().run()
    points = at.dataframe[1].value
    assert list(points.columns)[:2] == ["Player", "Total"]  # in view on a 390 px phone
    assert "📖" in _markdown(at)  # the scoreboard is in the main area


def test_the_set_up_says_how_long_the_game_can_last() -> None:
    at = _page().run()
    assert any("everyone tells at least" in c.value for c in at.caption)
    at.selectbox(key="px_ruleset").set_value("odyssey-2011").run()
    at.number_input(key="px_n_odyssey-2011").set_value(12).run()
    warning = " ".join(w.value for w in at.warning)
    assert r"12 players on 84 cards\: at most 2 turns" in warning  # Markdown-escaped
    assert "10 players never tell" in warning
