"""The game night's link: the whole evening in one bounded code that reopens it exactly, a
40-round 12-player game short enough for a phone, and damaged codes refused with a note."""

from __future__ import annotations

import base64
import time
import zlib
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.errors import NightError
from explorer.links.base import params_of
from explorer.links.night import (
    MAX_CODE,
    NIGHT_LINK,
    PREFIX,
    encode_copy,
    encode_night,
    night_text,
    read_code,
    read_copy,
)
from explorer.night.evening import Night, Round
from explorer.night.stamp import changed, legacy_stamp, new_evening
from explorer.night.tally import play
from tests.night.test_tally import games

TWELVE = tuple(f"{'Ж' * 37}{i:03d}" for i in range(12))  # the longest names, 2 bytes a letter


def forty_rounds_at_twelve(names: tuple[str, ...] = TWELVE) -> Night:
    """40 rounds at 12 players under house rules no pile or target ends (Odyssey's reshuffle
    without its target), every voter using two markers every third round."""
    rounds = []
    for k in range(40):
        teller = k % 12
        votes = tuple(
            ()
            if s == teller
            else (
                (teller, (s + k) % 12 if (s + k) % 12 not in (s, teller) else (s + 1) % 12)
                if (k + s) % 3 == 0 and (s + 1) % 12 != teller
                else ((s * 7 + k) % 12 if (s * 7 + k) % 12 != s else teller,)
            )
            for s in range(12)
        )
        rounds.append(Round(teller, tuple(tuple(dict.fromkeys(v)) for v in votes)))
    return Night(names, "odyssey-vi~target:none", rounds=tuple(rounds))


def code(text: str) -> str:
    packed = zlib.compress(text.encode(), 9)
    return PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")


@settings(max_examples=40, deadline=None)
@given(games())
def test_every_legal_night_comes_back_from_its_link(game: tuple[Night, list[Round]]) -> None:
    night, rounds = game
    for rnd in rounds:
        try:
            night = play(night, rnd)
        except NightError:
            break
    copy = new_evening(night, bytes(range(8)))
    decoded = NIGHT_LINK.decode(params_of(NIGHT_LINK.encode(copy)))
    assert decoded.value == copy and decoded.notes == ()
    assert read_code(encode_night(night)).value == night  # version 1, as links were made


def test_forty_rounds_at_twelve_players_fit_a_phone_link() -> None:
    night = forty_rounds_at_twelve()
    link = encode_night(night)
    assert len(link) < 1_000  # ~700 characters with the longest names; phones open 2,000+
    assert read_code(link).value == night
    short = forty_rounds_at_twelve(
        tuple(["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lea"])
    )
    assert len(encode_night(short)) < 800


def test_a_damaged_code_is_refused_with_a_note() -> None:
    link = encode_night(forty_rounds_at_twelve())
    for bad in (link[:-9], link[:20] + "A" + link[21:], "x" + link[1:], link + "!!", PREFIX):
        decoded = NIGHT_LINK.decode({"night": [bad]})
        assert decoded.value is None and len(decoded.notes) == 1
        assert decoded.notes[0].startswith("the game night (")
    # the site's one repeated-key policy: the last one is used, and said
    twice = NIGHT_LINK.decode({"night": [link[:-9], link]})
    assert twice.value is not None and "2 times" in twice.notes[0]
    assert twice.value.night == forty_rounds_at_twelve()
    assert NIGHT_LINK.decode({}).value is None and NIGHT_LINK.decode({}).notes == ()


def test_a_zip_bomb_stops_at_the_bound() -> None:
    bomb = PREFIX + base64.urlsafe_b64encode(zlib.compress(b"0" * 2_500_000, 9)).decode()
    assert len(bomb) < MAX_CODE
    t0 = time.perf_counter()
    decoded = read_code(bomb)
    assert decoded.value is None and "damaged" in decoded.notes[0]
    assert time.perf_counter() - t0 < 2  # only 16 KB are ever decompressed (measured: ~1 ms)
    assert read_code(PREFIX + "A" * (MAX_CODE + 1)).notes == (
        "the game night (it is too long \\(4,004 characters\\))",
    )


def test_rounds_that_cannot_stand_are_left_out_saying_why() -> None:
    """(Notes are Markdown, the engine's words in them made inert.)"""
    night = Night(("Ana", "Ben", "Cleo", "Dan"), "refresh-2021")
    text = night_text(night)
    # round 2 gives Ben two markers, which 2021 allows at no player count
    decoded = read_code(code(text + "0000 1+1211 2222"))
    assert decoded.value is not None and len(decoded.value.rounds) == 1
    assert decoded.notes == (
        "rounds 2 to 3 of the game night (Round 2\\: Ana cast 2 votes, but at 4 players each "
        "voter has one vote)",
    )
    six = Night(("A", "B", "C", "D", "E", "F"), "original-2008")
    rounds = " ".join(
        f"{t}" + "".join(str(t) for _ in range(5)) for t in [0, 1, 2, 3, 4, 5, 0, 1] * 2
    )
    decoded = read_code(code(night_text(six) + rounds))
    assert decoded.value is not None and len(decoded.value.rounds) == 8
    assert decoded.notes == ("rounds 9 to 16 of the game night (the game was over after round 8)",)


def test_a_table_that_cannot_be_is_refused() -> None:
    fine = night_text(Night(("Ana", "Ben", "Cleo"), "refresh-2021"))
    for bad, why in (
        (fine.replace("refresh-2021", "nope"), "nope"),
        (fine.replace("Ana\tBen\tCleo", "Ana\tBen"), "3 to 12 players"),
        (fine.replace("Ana\tBen", "Ana\tana"), "one name twice"),
        (fine.replace("\n84\n", "\n85\n"), "The deck has 84, 168, 252 cards"),
        (fine.replace("refresh-2021\n\n", "refresh-2021\noriginal-2008~cap:2\n"), "another"),
        (fine + "0 ", "damaged"),
        (fine + "0q1", "damaged"),
    ):
        decoded = read_code(code(bad))
        assert decoded.value is None and why in decoded.notes[0], (bad, decoded.notes)


@given(st.text(max_size=300))
def test_any_text_decodes_without_raising(text: str) -> None:
    for value in (text, PREFIX + text):
        NIGHT_LINK.decode({"night": [value]})


def test_a_copy_of_an_evening_keeps_its_stamp_and_a_version_1_code_gets_one() -> None:
    night = forty_rounds_at_twelve()
    copy = new_evening(replace(night, rounds=()), b"12345678")
    for rnd in night.rounds:
        copy = changed(copy, copy.night.with_round(rnd))
    link = encode_copy(copy)
    assert read_copy(link).value == copy and copy.stamp.revision == 40
    assert len(link) < 1_100  # a stamp adds under 100 characters to the longest 40 rounds
    old = read_copy(encode_night(night)).value  # a link made before evenings had a stamp
    assert old is not None and old.stamp == legacy_stamp(night)
    assert read_copy(encode_night(night)).value == old  # every phone reads the same stamp


def test_a_code_whose_rounds_are_not_its_digests_is_a_copy_changed_once_more() -> None:
    night = Night(("Ana", "Ben", "Cleo", "Dan"), "refresh-2021")
    copy = changed(
        new_evening(night, b"abcdefgh"), night.with_round(Round(0, ((), (0,), (0,), (1,))))
    )
    text = night_text(copy.night, copy.stamp)
    edited = read_copy(code(text.replace("\n0001\n", "\n0002\n"))).value  # by hand
    assert edited is not None and edited.night.rounds[0].votes[3] == (2,)
    assert edited.stamp.revision == 2 and edited.stamp.vouches_for(1, copy.stamp.digest)
    for bad in (
        "0" * 10 + " 1 " + "a" * 12,
        copy.stamp.evening + " 1 ",
        copy.stamp.evening + " 0 " + "a" * 12,
    ):
        decoded = read_copy(code(night_text(copy.night).replace("1\n", "2\n", 1) + "\n" + bad))
        assert decoded.value is None and "damaged" in decoded.notes[0], bad
