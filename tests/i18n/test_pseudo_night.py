"""The game night page in the pseudo-locale: the set-up, an evening under way with two markers
(its round explained and the editions disagreeing), a finished game, an edit, a refused press
and a damaged link show no word that was not marked for translation. Player names are the
players' own; the scoring steps, rule names and the round's comparison belong to the engine
core's catalog (checked there): computed here in the pseudo-locale and allowed as they come."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from explorer.i18n import PSEUDO, tr, using
from explorer.links.night import encode_night
from explorer.night.editions import every_edition
from explorer.night.evening import Night, Round
from explorer.night.tally import tally
from explorer.round.compare import compare_round
from explorer.round.explain import explain
from explorer.rules.files import load_rulesets
from tests.i18n.pseudo import assert_all_marked, run_pseudo

SEVEN = ("Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus")
SIX = SEVEN[:6]


def _seven() -> Night:
    night = Night(SEVEN, "odyssey-2011")
    night = night.with_round(Round(0, ((), (0,), (1, 0), (1,), (1,), (2,), (2,))))
    return night.with_round(Round(1, ((1,), (), (1,), (0,), (0, 1), (1,), (1,))))


def _over() -> Night:
    night = Night(SIX, "original-2008")
    for k in range(8):
        night = night.with_round(
            Round(k % 6, tuple(() if s == k % 6 else (k % 6,) for s in range(6)))
        )
    return night


def _engine_texts(night: Night) -> list[str]:
    out: list[str] = [*night.players, encode_night(night), "night", "n1", "plaintext"]
    with using(PSEUDO):
        t = tally(night)
        for r in t.rounds:
            out.extend(e.text for e in explain(r.scored))
        out.extend(tr(r.name) for r in load_rulesets())
        e = every_edition(night)
        if e.difference is not None:
            rulesets = [x.rules for x in e.playing]
            summary = compare_round(night.situation(e.difference.at_round), rulesets).summary
            out.append(summary or "")
    return out


def _memory(at: AppTest) -> list[str]:
    """The data of the phone's memory of evenings (an identity, digests, the code: no words)."""
    return [
        p.proto.json  # type: ignore[attr-defined]
        for p in at.get("bidi_component")
        if p.proto.component_name == "dixit_night_memory"  # type: ignore[attr-defined]
    ]


def test_the_set_up() -> None:
    assert_all_marked(run_pseudo("night"), ["A", "B", "C", "D", "E"])


def test_an_evening_with_two_markers_and_editions_that_disagree() -> None:
    night = _seven()
    at = run_pseudo("night", {"night": encode_night(night)})
    assert_all_marked(at, [*_engine_texts(night), *_memory(at)])


def test_a_finished_game_and_an_edit() -> None:
    night = _over()
    at = run_pseudo("night", {"night": encode_night(night)})
    assert_all_marked(at, [*_engine_texts(night), *_memory(at)])
    at.selectbox(key="gn_pick_edit_8").select_index(2).run()
    assert not at.exception
    assert_all_marked(at, [*_engine_texts(night), *_memory(at)])


def test_a_refused_press_and_a_damaged_link() -> None:
    night = _seven()
    at: AppTest = run_pseudo("night", {"night": encode_night(night)})
    at.button_group(key="tap_3_0").set_value([1])
    at.button(key="gn_send_new").click().run()
    assert not at.exception and at.error
    assert_all_marked(at, [*_engine_texts(night), *_memory(at)])
    damaged = run_pseudo("night", {"night": "n1.AAAA"})
    assert damaged.warning
    assert_all_marked(damaged, ["A", "B", "C", "D", "E", "n1.AAAA", "AAAA", "plaintext"])
