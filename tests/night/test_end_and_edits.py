"""The end of a game night as the rule documents set it, edits and removals that recompute what
follows, and every edition side by side (a round some edition cannot score, a table it cannot
seat, the first round where they disagree)."""

from __future__ import annotations

import pytest

from explorer.errors import NightError
from explorer.i18n import using
from explorer.night.editions import difference_sentence, edition_status, every_edition
from explorer.night.evening import Night, Round
from explorer.night.tally import edit, play, remove, tally
from explorer.round.game_words import end_sentence, round_lines, winners_sentence

NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lea")


def everybody_finds(n: int, teller: int) -> Round:
    return Round(teller, tuple(() if s == teller else (teller,) for s in range(n)))


def some_find(n: int, teller: int) -> Round:
    """The seat after the storyteller finds the card; every other voter votes for that finder."""
    finder = (teller + 1) % n
    return Round(
        teller,
        tuple(() if s == teller else (teller,) if s == finder else (finder,) for s in range(n)),
    )


def played(ruleset: str, n: int, rounds: int, make=everybody_finds, deck: int = 84) -> Night:  # type: ignore[no-untyped-def]
    night = Night(NAMES[:n], ruleset, deck=deck)
    for k in range(rounds):
        night = play(night, make(n, k % n))
    return night


def ends_after(ruleset: str, n: int, deck: int = 84) -> int:
    night = Night(NAMES[:n], ruleset, deck=deck)
    for k in range(200):
        try:
            night = play(night, everybody_finds(n, k % n))
        except NightError as err:
            assert err.rule == "end" and err.at_round == k + 1
            return k
    raise AssertionError("never ended")


@pytest.mark.parametrize(("n", "turns"), [(3, 13), (4, 15), (5, 11), (6, 8)])
def test_the_2008_game_lasts_as_decisions_md_counts(n: int, turns: int) -> None:
    assert ends_after("original-2008", n) == turns
    assert tally(played("original-2008", n, turns)).end.reasons == ("pile",)  # type: ignore[union-attr]


@pytest.mark.parametrize(("n", "turns"), [(3, 14), (4, 15), (12, 1)])
def test_the_anniversary_box_alone_lasts_at_most(n: int, turns: int) -> None:
    assert ends_after("anniversary-10th", n) == turns


def test_odyssey_at_twelve_on_one_deck_ends_after_two_turns() -> None:
    assert ends_after("odyssey-2011", 12) == 2


def test_a_bigger_deck_plays_longer_and_the_target_can_come_first() -> None:
    # all found: 2 points a round to every voter; at 3 players someone reaches 30 after 22
    assert ends_after("original-2008", 3, 252) == 47  # no target: the pile alone
    assert ends_after("anniversary-10th", 3, 252) == 22  # the target before the pile's 47
    t = tally(played("anniversary-10th", 3, 22, deck=252))
    assert t.end is not None and t.end.reasons == ("target",)
    best = max(t.totals)
    assert t.winners == tuple(s for s, v in enumerate(t.totals) if v == best)


def test_target_and_pile_on_the_same_round_give_both_reasons() -> None:
    # 2008 rules with a house target of 18: at 5 players the pile ends the game after round 11,
    # and with everybody finding every card, four players reach 18 in that same round
    night = Night(NAMES[:5], "original-2008~target:18")
    for k in range(11):
        night = play(night, everybody_finds(5, k % 5))
    t = tally(night)
    assert t.end is not None and t.end.after_round == 11
    assert t.end.reasons == ("target", "pile") and t.end.reached == (1, 2, 3, 4)
    assert t.rounds[-2].totals == (16, 16, 16, 16, 16)
    assert end_sentence(t.end, t.game) == (
        "Ben, Cleo, Dan and Eve all reached 18 points, the score target. The last card of the "
        "draw pile was drawn after round 11 (84 cards: 30 dealt, then 5 drawn each round)."
    )


def test_a_round_after_the_end_is_refused_naming_the_round_and_the_rule() -> None:
    night = played("odyssey-2011", 12, 2)
    with pytest.raises(NightError) as refused:
        play(night, everybody_finds(12, 2))
    assert refused.value.rule == "end" and refused.value.at_round == 3
    assert str(refused.value).startswith("Round 3: the game was already over after round 2.")
    assert tally(night).rounds[-1].totals == tally(night).totals


def test_an_illegal_round_is_refused_and_the_night_is_unchanged() -> None:
    night = played("refresh-2021", 5, 2)
    two = Round(0, ((), (0, 2), (0,), (0,), (0,)))
    with pytest.raises(NightError) as refused:
        play(night, two)
    assert refused.value.rule == "max_votes" and refused.value.at_round == 3
    assert "Round 3: Ben cast 2 votes" in str(refused.value)
    with pytest.raises(NightError) as own:
        Night(night.players, night.ruleset, rounds=(Round(0, ((), (1,), (0,), (0,), (0,))),))
    assert own.value.at_round == 1 and "own card" in str(own.value)


def test_editing_round_three_recomputes_every_later_total() -> None:
    night = played("refresh-2021", 5, 6, some_find)
    before = tally(night)
    changed = edit(night, 3, everybody_finds(5, 2))
    after = tally(changed)
    assert after.rounds[1].totals == before.rounds[1].totals
    delta = [a - b for a, b in zip(after.rounds[2].points, before.rounds[2].points, strict=True)]
    for k in range(2, 6):
        assert list(after.rounds[k].totals) == [
            t + d for t, d in zip(before.rounds[k].totals, delta, strict=True)
        ]
    removed = tally(remove(changed, 3))
    assert len(removed.rounds) == 5
    assert removed.totals == tuple(
        a - p for a, p in zip(after.totals, after.rounds[2].points, strict=True)
    )


def test_an_edit_that_moves_the_end_before_later_rounds_is_refused() -> None:
    # Ana tells every round and everybody finds: the four others gain 2 a round
    all_found = Round(0, ((), (0,), (0,), (0,), (0,)))
    night = Night(NAMES[:5], "refresh-2021")
    for _ in range(14):
        night = play(night, all_found)
    assert tally(night).end is None and tally(night).totals == (0, 28, 28, 28, 28)
    ben_alone = Round(0, ((), (0,), (1,), (1,), (1,)))  # Ben +6: he reaches 30 after round 13
    with pytest.raises(NightError) as refused:
        edit(night, 1, ben_alone)
    assert refused.value.rule == "end" and refused.value.at_round == 14
    assert str(refused.value).startswith("Round 14: the game was already over after round 13.")
    assert "Ben reached 30 points, the score target." in str(refused.value)
    ended = play(night, all_found)
    assert tally(ended).end is not None and tally(ended).winners == (1, 2, 3, 4)
    assert tally(remove(ended, 1)).end is None  # a removal moves the end later


def test_a_night_in_words() -> None:
    night = played("refresh-2021", 4, 1, some_find)
    lines = round_lines(tally(night).rounds[0].scored)
    assert lines[0] == "Ana +3 (storyteller): only Ben found their card."
    assert (
        lines[1] == "Ben +5: the only one to find the card (3 points); 2 votes on their card (+2)."
    )
    assert lines[2] == "Cleo +0: missed the card (0 points)."


def test_every_edition_side_by_side_is_honest_about_what_it_cannot_score() -> None:
    # 7 players, a second marker in round 2: 2008 cannot seat 7, 2021 allows one vote
    n = 7
    night = Night(NAMES[:n], "odyssey-2011")
    night = play(night, some_find(n, 0))
    second = Round(1, ((1, 2), (), (1,), (1,), (2,), (2,), (2,)))
    night = play(night, second)
    e = every_edition(night)
    by_id = {t.rules.id: t for t in e.tallies}
    assert by_id["original-2008"].stop is not None and by_id["original-2008"].stop.at_round == 0
    refresh = by_id["refresh-2021"]
    assert refresh.stop is not None and refresh.stop.at_round == 2 and len(refresh.rounds) == 1
    assert "Round 2: Ana cast 2 votes" in edition_status(refresh)
    assert "is for 3 to 6 players, not 7" in edition_status(by_id["original-2008"])
    assert e.difference is not None and e.difference.at_round == 1  # the single-marker +1
    assert e.difference.kind == "points"
    text = difference_sentence(e)
    assert text.startswith("Round 1 is the first where the editions disagree.")
    assert "extra finder point" in text


def test_editions_that_end_at_different_rounds_say_so() -> None:
    night = played("refresh-2021", 5, 12)
    e = every_edition(night)
    assert e.difference is not None and e.difference.kind == "end"
    assert e.difference.at_round == 11
    by_id = {t.rules.id: t for t in e.tallies}
    assert by_id["original-2008"].rounds_after_end == 1
    assert "The 1 later round would not have been played." in edition_status(by_id["original-2008"])
    won = winners_sentence(by_id["original-2008"].game)
    assert won.startswith("Shared victory: ")
    assert end_sentence(by_id["original-2008"].end, by_id["original-2008"].game).startswith(  # type: ignore[arg-type]
        "The last card of the draw pile was drawn after round 11"
    )


def test_a_round_in_the_readers_language() -> None:
    night = played("refresh-2021", 4, 1, some_find)
    scored = tally(night).rounds[0].scored
    with using("fr"):
        assert (
            round_lines(scored)[0]
            == "Ana +3 (conteur)\u00a0: une seule personne a trouvé sa carte, Ben."
        )
    with using("vi"):
        assert "người kể chuyện" in round_lines(scored)[0]
    assert round_lines(scored)[0] == "Ana +3 (storyteller): only Ben found their card."
