"""Part 1 of issue #9: every value DECISIONS.md corrected, with the sentence it rests on and the
consequences the engine computes from it, checked against numbers worked out by hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from explorer import load_ruleset, score_round
from explorer.cli.main import main as cli_main
from explorer.errors import RulesetError, SetupError
from explorer.game.actions import NextTurn
from explorer.game.bots import play_bots
from explorer.game.play import apply, new_game
from explorer.game.resume import decode, encode
from explorer.game.setup import Setup, check_setup
from explorer.rules.endgame import pile_schedule, pile_turns
from explorer.rules.files import load_ruleset_text

ANNIV = "anniversary-10th"


def _doc(seeds_dir: Path, prefix: str) -> str:
    (path,) = seeds_dir.glob(f"{prefix}_*.txt")
    return path.read_text(encoding="utf-8")


# --- anniversary-10th ------------------------------------------------------------------------
def test_anniversary_deals_six_at_every_count_three_included(seeds_dir: Path) -> None:
    text = _doc(seeds_dir, "000")
    assert "Distribuez ensuite six cartes à chaque joueur, que chacun garde secrètes." in text
    assert "Chaque joueur complète enfin sa main pour avoir à nouveau six cartes." in text
    assert "À 3 joueurs, chaque joueur (en dehors du conteur) sélectionne deux cartes" in text
    rs = load_ruleset(ANNIV)
    assert [rs.hand_size(n) for n in range(3, 13)] == [6] * 10
    # at 3 players: hand 6, hand in 2, so 1 + 2 × 2 = 5 cards shown
    assert (rs.hand_size(3), rs.cards_handed_in(3), rs.cards_on_table(3)) == (6, 2, 5)


def test_anniversary_pile_ends_like_2008(seeds_dir: Path) -> None:
    assert "dès que la pioche est épuisée" in _doc(seeds_dir, "000")
    rs = load_ruleset(ANNIV)
    assert rs.end_conditions.empty_pile == "end-on-last-draw"
    assert rs.entry("empty_pile").provenance.basis == "decision"
    # By hand, on 84 cards:
    #  3 players: 84 − 18 = 66 in the pile, 5 a turn: 13 turns leave 1, turn 14 cannot refill.
    #  4 players: 84 − 24 = 60, 4 a turn: turn 15 draws the last card.
    #  5 players: 84 − 30 = 54, 5 a turn: 10 turns leave 4, turn 11 cannot refill.
    #  6 players: 84 − 36 = 48, 6 a turn: turn 8 draws the last card.
    # 12 players: 84 − 72 = 12, 12 a turn: turn 1 draws the last card.
    expected = {3: 14, 4: 15, 5: 11, 6: 8, 12: 1}
    assert {n: pile_turns(rs, n, 84) for n in expected} == expected
    # the lab's pile schedule agrees turn for turn
    for n, turns in expected.items():
        steps = pile_schedule(rs, n, 84, 100)
        assert len(steps) == turns and steps[-1].ends_game


def test_anniversary_votes_are_a_decision_with_an_odyssey_toggle() -> None:
    rs = load_ruleset(ANNIV)
    for n in (3, 7, 12):
        assert rs.entry("max_votes", n).provenance.basis == "decision"
        assert rs.max_votes(n) == 1
    reading = rs.reading("voting-7-12")
    assert reading.default == "one-vote"
    assert [c.id for c in reading.choices] == ["one-vote", "odyssey-markers"]
    ody = rs.with_readings({"voting-7-12": "odyssey-markers"})
    assert [ody.max_votes(n) for n in range(3, 13)] == [1] * 4 + [2] * 6
    assert [ody.cap_at(n) for n in range(3, 13)] == [None] * 4 + [3] * 6
    ef = ody.extra_finder
    assert ef is not None and (ef.kind, ef.from_players, ef.points) == ("single-marker", 7, 1)
    # the band set by the reading cites the reading, not the document's quote
    assert ody.entry("max_votes", 9).provenance.note.startswith("Votes at 7 to 12 players")


def test_anniversary_odyssey_markers_score_like_odyssey_at_seven() -> None:
    # 7 players, storyteller S. A finds with one marker; B finds with two (S and C).
    # By hand: 2 of 6 find → S 3, A 3, B 3, others 0. Votes received: A 4 (C, D, E, F) capped
    # at 3; B 2 (C, F); C 1 (B). A used a single marker and found: +1. Totals: S 3, A 7, B 5,
    # C 1, D 0, E 0, F 0.
    votes = {"A": ["S"], "B": ["S", "C"], "C": ["A", "B"], "D": ["A"], "E": ["A"], "F": ["A", "B"]}
    seats = ["S", "A", "B", "C", "D", "E", "F"]
    want = {"S": 3, "A": 7, "B": 5, "C": 1, "D": 0, "E": 0, "F": 0}
    r = score_round(ANNIV, "S", votes, players=seats, readings={"voting-7-12": "odyssey-markers"})
    assert r.points == want
    assert r.points == score_round("odyssey-2011", "S", votes, players=seats).points


def test_anniversary_odyssey_markers_leave_three_to_six_uncapped() -> None:
    # 6 players, only A finds and the 4 others vote A: by hand S 3, A 3 + 4 (uncapped) = 7.
    votes = {"A": ["S"], "B": ["A"], "C": ["A"], "D": ["A"], "E": ["A"]}
    r = score_round(ANNIV, "S", votes, readings={"voting-7-12": "odyssey-markers"})
    assert r.points == {"S": 3, "A": 7, "B": 0, "C": 0, "D": 0, "E": 0}
    # Odyssey caps the bonus at every count: A keeps 3 of 4 → 6.
    assert score_round("odyssey-2011", "S", votes).points["A"] == 6


def test_anniversary_storyteller_bonus_exclusion_is_a_decision(seeds_dir: Path) -> None:
    text = _doc(seeds_dir, "000")
    assert "chaque joueur gagne un point bonus pour chaque vote récolté par sa propre carte" in text
    assert "le conteur ne marque aucun point" in text
    p = load_ruleset(ANNIV).entry("bonus_per_vote").provenance
    assert p.basis == "decision" and "ne marque aucun point" in (p.note or "")
    # everybody finds: the storyteller's card has 3 votes, yet scores 0 (no bonus)
    r = score_round(ANNIV, "S", {"A": ["S"], "B": ["S"], "C": ["S"]})
    assert r.points == {"S": 0, "A": 2, "B": 2, "C": 2}


# --- Odyssey: the +1 and the cap ---------------------------------------------------------------
@pytest.mark.parametrize("rid", ["odyssey-2011", "odyssey-vi"])
def test_extra_point_outside_the_cap_is_a_reading_with_a_toggle(rid: str) -> None:
    rs = load_ruleset(rid)
    assert rs.entry("extra_cap").provenance.basis == "decision"
    reading = rs.reading("extra-point-cap")
    assert reading.default == "outside" and [c.id for c in reading.choices] == [
        "outside",
        "inside",
    ]
    # 7 players: A finds with a single marker and draws 4 votes. By hand: base 3, bonus 4
    # capped at 3, +1 extra. Outside the cap 7; inside, bonus + extra at most 3, so 6.
    votes = {"A": ["S"], "B": ["A"], "C": ["A"], "D": ["A"], "E": ["A"], "F": ["S", "B"]}
    seats = ["S", "A", "B", "C", "D", "E", "F"]
    out = score_round(rid, "S", votes, players=seats)
    inside = score_round(rid, "S", votes, players=seats, readings={"extra-point-cap": "inside"})
    assert out.points["A"] == 7
    assert inside.points["A"] == 6
    assert inside.score_of("A").bonus == 3 and inside.score_of("A").extra == 0
    # B draws 1 vote (F's) and did not find: unchanged by the toggle
    assert out.points["B"] == inside.points["B"] == 1
    text = " ".join(e.text for e in inside.explanation)
    assert "inside the bonus cap of 3" in text


def test_french_text_calls_the_extra_a_bonus_point(seeds_dir: Path) -> None:
    assert "vous gagnez 1 point bonus supplémentaire" in _doc(seeds_dir, "004")


# --- original-2008: "Contando" is a heading ----------------------------------------------------
def test_contando_is_the_heading_scoring_and_every_count_is_a_house_variant(
    seeds_dir: Path,
) -> None:
    text = _doc(seeds_dir, "003")
    assert "Contando: quando apenas um jogador adivinha a carta do Contador de Estórias" in text
    rs = load_ruleset("original-2008")
    p = rs.entry("exactly_one_finder").provenance
    assert p.translation is not None and p.translation.startswith("Scoring:")
    assert "Contando" not in p.translation
    reading = rs.reading("contando-reach")
    by_id = {c.id: c for c in reading.choices}
    assert by_id["all-counts"].house and not by_id["three-players"].house
    assert by_id["all-counts"].shown.startswith("House variant")
    assert not by_id["three-players"].shown.startswith("House variant")


def test_the_documents_five_player_example_holds_and_the_variant_changes_it() -> None:
    # 003: Juliano tells; only Léo finds; two votes on Léo's card, one on Tomás's.
    seats = ["Juliano", "Léo", "Tomás", "Matilde", "Nicolau"]
    votes = {"Léo": ["Juliano"], "Tomás": ["Léo"], "Matilde": ["Léo"], "Nicolau": ["Tomás"]}
    doc = score_round("original-2008", "Juliano", votes, players=seats)
    assert doc.points == {"Juliano": 3, "Léo": 5, "Tomás": 1, "Matilde": 0, "Nicolau": 0}
    # the house variant: 4 instead of 3 for Juliano and Léo → Juliano 4, Léo 4 + 2 = 6
    house = score_round(
        "original-2008",
        "Juliano",
        votes,
        players=seats,
        readings={"contando-reach": "all-counts"},
    )
    assert house.points == {"Juliano": 4, "Léo": 6, "Tomás": 1, "Matilde": 0, "Nicolau": 0}
    assert any("House variant in force" not in e.text for e in house.explanation)


def test_rulesets_command_labels_the_house_variant(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["rulesets"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if "all-counts" in x)
    assert "[house variant]" in line
    assert "[reading]" in next(x for x in out.splitlines() if "three-players" in x)


# --- reshuffle ---------------------------------------------------------------------------------
def test_reshuffle_sentence(seeds_dir: Path) -> None:
    assert "смешайте её остаток со сбросом и продолжите добор" in _doc(seeds_dir, "001")


@pytest.mark.parametrize("rid", ["refresh-2021", "odyssey-vi"])
def test_what_is_left_of_the_pile_is_shuffled_with_the_discards(rid: str) -> None:
    """Play bot games to the first reshuffle: the old pile's rest and the discards form one new
    pile (so some of the old rest can stay in it), and no card is lost."""
    kept_some = False
    for seed in range(6):
        # 5 players: 84 − 30 = 54 in the pile, 5 a turn: turn 11's refill finds 4 cards left
        seats = ("a", "b", "c", "d", "e")
        state = play_bots(new_game(Setup(rid, seats, ("good",) * 5, 84, seed)))
        while state.phase != "over":
            before = state
            state = apply(state, NextTurn())
            if not state.discards:  # only a reshuffle empties the discards
                old_rest = set(before.pile)
                pool = old_rest | set(before.discards) | set(before.on_table)
                drawn = {c for h in state.hands for c in h} - {c for h in before.hands for c in h}
                assert state.discards == ()
                assert set(state.pile) | drawn == pool
                kept_some |= bool(old_rest & set(state.pile))
                break
            if state.phase != "over":
                state = play_bots(state)
    assert kept_some  # under "draw the rest first" no old card could remain in the new pile


# --- who tells first ---------------------------------------------------------------------------
def test_first_storyteller_is_chosen_at_setup(seeds_dir: Path) -> None:
    assert "o primeiro jogador que criar uma frase será o Contador" in _doc(seeds_dir, "003")
    names = ("a", "b", "c", "d")
    assert new_game(Setup("refresh-2021", names, (None,) * 4, 84, 1)).storyteller == 0
    game = new_game(Setup("refresh-2021", names, (None,) * 4, 84, 1, first=2))
    assert game.storyteller == 2
    # the resume code carries it; a code without it (older) still opens at seat 0
    assert decode(encode(game)).storyteller == 2
    assert "f" not in encode(new_game(Setup("refresh-2021", names, (None,) * 4, 84, 1)))
    with pytest.raises(SetupError, match="one of the 4 seats"):
        check_setup(Setup("refresh-2021", names, (None,) * 4, 84, 1, first=4))


# --- the reading format: per-band values -------------------------------------------------------
def _with_reading(choice_set: str) -> str:
    text = (Path(__file__).parents[2] / "rulesets" / "refresh-2021.toml").read_text("utf-8")
    return (
        text
        + """
[[readings]]
id = "t"
label = "test"
default = "a"
basis = "decision"
note = "test"

[[readings.choices]]
id = "a"
label = "a"
set = { max_votes = 1 }

[[readings.choices]]
id = "b"
label = "b"
"""
        + choice_set
    )


def test_a_reading_can_set_values_per_player_band() -> None:
    rs = load_ruleset_text(
        _with_reading(
            "set = { max_votes = [{ players = [3, 5], value = 1 }, { players = [6, 8], value = 2 }] }\n"
        ),
        "t.toml",
    )
    b = rs.with_readings({"t": "b"})
    assert [b.max_votes(n) for n in range(3, 9)] == [1, 1, 1, 2, 2, 2]


@pytest.mark.parametrize(
    ("choice_set", "field", "problem"),
    [
        (
            "set = { max_votes = [{ players = [3, 5], value = 1 }] }\n",
            "readings[0].choices[1].set.max_votes",
            "has no value for 6 players",
        ),
        (
            "set = { max_votes = [{ players = [3, 8], value = 1 }, { players = [8, 8], value = 2 }] }\n",
            "readings[0].choices[1].set.max_votes",
            "has two values for 8 players",
        ),
        (
            "set = { score_target = [{ players = [3, 8], value = 1 }] }\n",
            "readings[0].choices[1].set.score_target",
            "does not vary with the player count",
        ),
        (
            "set = { max_votes = [{ players = [3, 8], value = 9 }] }\n",
            "readings[0].choices[1].set.max_votes[0].value",
            "between 1 and 3",
        ),
        (
            "set = { hand_size = 20 }\n",  # each value fits alone, not with an 84-card deck
            "readings[0].choices[1].set.decks",
            "a deck of 84 cannot deal 20 cards to 5 players",
        ),
    ],
)
def test_band_values_are_validated_like_the_file(choice_set: str, field: str, problem: str) -> None:
    with pytest.raises(RulesetError) as err:
        load_ruleset_text(_with_reading(choice_set), "t.toml")
    assert err.value.source == "t.toml"
    assert err.value.field == field
    assert problem in err.value.problem
