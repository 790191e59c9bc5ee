"""The practice page in the pseudo-locale: the set-up, a vote (with a refused press, whose
message is written in a widget callback), the reveal and the final standings show no word that
was not marked for translation. Player names and clues are the players' own text; the scoring
explanations, rule names and notes belong to the engine core's catalog (checked there): they are
computed here in the same pseudo-locale and allowed as they come."""

from __future__ import annotations

import json
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.game.actions import HandIn, NextTurn
from explorer.game.bots import play_bots
from explorer.game.debrief import rulesets_to_compare
from explorer.game.lexicon import LEVELS, fold, load_lexicon
from explorer.game.play import apply, new_game
from explorer.game.resume import encode
from explorer.game.setup import Setup
from explorer.game.state import GameState
from explorer.i18n import LANGUAGES, PSEUDO, _, tr, using
from explorer.round.compare import compare_round
from explorer.round.table import points_table
from explorer.rules.files import load_rulesets
from explorer.text.escape import esc
from explorer.ui.common.lang import STATE
from tests.conftest import ROOT
from tests.i18n.pseudo import assert_all_marked, leftover_words, run_pseudo

NAMES = ("Sam", "Ada", "Bruno", "Chloé")


def _vote_state() -> GameState:
    """Sam (human) votes; Ada (a bot) told the clue."""
    setup = Setup("odyssey-2011", NAMES, (None, "good", "good", "good"), 84, 4, first=1)
    state = play_bots(new_game(setup))
    assert state.phase == "hand-in" and state.waiting_for == (0,)
    state = play_bots(apply(state, HandIn(0, (state.hands[0][0],))))
    assert state.phase == "vote" and state.waiting_for == (0,)
    return state


def _texts(node: Any, key: str = "") -> list[str]:
    if isinstance(node, dict):
        return [t for k, v in node.items() if k not in ("svg", "at") for t in _texts(v, k)]
    if isinstance(node, list):
        return [t for v in node for t in _texts(v, key)]
    return [node] if isinstance(node, str) else []


def _page_code(at: AppTest, state: GameState) -> list[str]:
    """What the page holds that nobody reads as text: the card picker's source and its data
    (whose every text is checked here to be marked), the resume code and its box's language."""
    out = [
        (ROOT / "explorer/ui/practice/card_picker" / name).read_text(encoding="utf-8")
        for name in ("picker.js", "picker.css")
    ]
    for picker in at.get("bidi_component"):
        raw = picker.proto.json  # type: ignore[attr-defined]
        data = json.loads(raw)
        extra = [*state.players, state.clue or ""]
        left = [t for t in _texts(data) if leftover_words(t, extra)]
        assert not left, f"the card picker shows unmarked text: {left}"
        out.append(raw)
    return [*out, at.session_state["px_game_code"], "plaintext"]


def _game(at: AppTest) -> GameState:
    state = at.session_state["px_game"]
    assert isinstance(state, GameState)
    return state


def _engine_texts(state: GameState) -> list[str]:
    """What the reveal shows from other areas (scoring, rules, rulesets), as they come out in
    the pseudo-locale, and the players' own text."""
    out = [*state.players, *(r.clue for r in state.history)]
    if state.clue:
        out.append(state.clue)
    with using(PSEUDO):
        for rec in state.history:
            for line in rec.result.explanation:
                out += [line.text, tr(line.rule_label), line.provenance.cite()]
            table = points_table(
                compare_round(rec.situation, rulesets_to_compare(state.setup)),
                reference=state.setup.ruleset,
            )
            for c in table.columns:
                out += [tr(c.name), tr(c.note), f"{tr(c.name)}: {tr(c.note)}"]
        out += [tr(r.name) for r in load_rulesets()]
    # a list of names ("Ada and Bruno") is joined by the text core (explorer/text/names.py)
    return [*out, *(esc(t) for t in out), " and "]  # shown Markdown-escaped


def test_the_set_up_form_is_all_marked() -> None:
    at = run_pseudo("practice")
    assert at.button(key="px_deal").label.startswith("⟪")
    assert_all_marked(at)


def test_a_vote_a_refused_press_and_the_reveal_are_all_marked() -> None:
    state = _vote_state()
    at = run_pseudo("practice", {"game": encode(state)})
    assert _game(at) == state
    assert_all_marked(at, _engine_texts(state) + _page_code(at, state))
    # a press with no card chosen: the refusal is written in the callback, in the reader's
    # language (callbacks run before the page sets it)
    at.button(key="px_vote").click().run()
    assert at.error and at.error[0].value.startswith("⟪")
    assert "⟪Choose a card to vote for" in at.error[0].value
    assert_all_marked(at, _engine_texts(state) + _page_code(at, state))
    mine = state.own_places(0)
    at.radio[0].set_value(next(p for p in range(1, len(state.table) + 1) if p not in mine))
    at.button(key="px_vote").click().run()
    assert not at.exception
    revealed = _game(at)
    assert revealed.phase == "reveal"
    assert_all_marked(at, _engine_texts(revealed) + _page_code(at, revealed))


def test_the_final_standings_are_all_marked() -> None:
    setup = Setup("original-2008", (*NAMES, "Dev", "Emi"), ("good",) * 6, 84, 2)
    state = play_bots(new_game(setup))
    while state.phase != "over":
        state = play_bots(apply(state, NextTurn()))
    at = run_pseudo("practice", {"game": encode(state)})
    assert _game(at).phase == "over"
    assert at.get("plotly_chart")
    assert_all_marked(at, _engine_texts(state) + _page_code(at, state))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_round_plays_in_every_language(lang: str) -> None:
    """The set-up form, then a game from its link: tell a clue, see the reveal, and the next
    turn's bot clue in the reader's language; nothing raises. (The game starts from a link:
    AppTest cannot press Deal once a translated select box holds a value, as it looks the value
    up among the shown labels; the page itself keeps the value and shows it translated.)"""
    setup = _page(lang)
    assert not setup.exception and setup.button(key="px_deal")
    start = new_game(Setup("odyssey-2011", NAMES, (None, "good", "good", "good"), 84, 4))
    at = _page(lang, {"game": encode(start)})
    at.text_input(key="px_clue_text").input("lune")
    at.button(key="px_tell").click().run()
    assert not at.exception
    assert _game(at).phase == "reveal"
    with using(lang):
        assert any(_("Who voted for what") == h.value for h in at.subheader)
    at.button(key="px_next").click().run()
    assert not at.exception
    state = _game(at)
    told = state.clue if state.clue is not None else state.history[-1].clue
    lex = load_lexicon()
    assert fold(told) in {
        fold(w)
        for tag in lex.tag_names
        for level in LEVELS
        for w in lex.words_for(tag, level, lang)
    }


def _page(lang: str, params: dict[str, str] | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / "practice.py"), default_timeout=60)
    for k, v in (params or {}).items():
        at.query_params[k] = v
    at.session_state[STATE] = lang
    at.run()
    assert not at.exception, at.exception
    return at


def test_the_clue_the_hand_in_and_the_pass_screen_are_all_marked() -> None:
    told = new_game(Setup("odyssey-2011", NAMES, (None, "good", "good", "good"), 84, 4))
    at = run_pseudo("practice", {"game": encode(told)})
    assert at.text_input(key="px_clue_text")
    assert_all_marked(at, _engine_texts(told) + _page_code(at, told))
    # three players hand in two cards each
    three = Setup("original-2008", NAMES[:3], (None, "good", "good"), 84, 4, first=1)
    handing = play_bots(new_game(three))
    assert handing.phase == "hand-in" and handing.cards_to_hand_in == 2
    at = run_pseudo("practice", {"game": encode(handing)})
    assert at.multiselect
    assert_all_marked(at, _engine_texts(handing) + _page_code(at, handing))
    # two humans: the device is passed before each secret step
    passing = new_game(Setup("odyssey-2011", NAMES, (None, None, "good", "good"), 84, 4))
    at = run_pseudo("practice", {"game": encode(passing)})
    assert at.button(key="px_ready_btn").label.startswith("⟪")
    assert_all_marked(at, _engine_texts(passing) + _page_code(at, passing))


def test_a_damaged_link_is_refused_in_marked_words() -> None:
    at = run_pseudo("practice", {"game": "dx1.garbage"})
    assert at.error and "⟪This resume code is damaged" in at.error[0].value
    assert_all_marked(at)
