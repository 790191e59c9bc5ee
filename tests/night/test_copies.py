"""Copies of one evening on several phones: which is older, which went its own way; what changed
between two states of an evening and who gained or lost; how far the evening is from its end."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.night.changes import night_change
from explorer.night.countdown import countdown
from explorer.night.evening import Night, Round
from explorer.night.notices import (
    copy_notice,
    countdown_sentence,
    edit_notice,
    history_notice,
    round_title,
)
from explorer.night.stamp import TRAIL, Copy, changed, legacy_stamp, new_evening, relation
from explorer.night.tally import tally

NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eve")


def rnd(teller: int, picks: dict[int, int]) -> Round:
    return Round(teller, tuple(() if s == teller else (picks[s],) for s in range(5)))


ROUNDS = (
    rnd(0, {1: 0, 2: 0, 3: 1, 4: 3}),
    rnd(1, {0: 2, 2: 1, 3: 1, 4: 1}),
    rnd(2, {0: 2, 1: 0, 3: 2, 4: 2}),
    rnd(3, {0: 1, 1: 3, 2: 3, 4: 0}),
)
START = Night(NAMES, "refresh-2021")


def played(copy: Copy, *rounds: Round) -> Copy:
    for r in rounds:
        copy = changed(copy, copy.night.with_round(r))
    return copy


def test_two_phones_that_score_the_same_round_stay_one_copy() -> None:
    host = played(new_evening(START, b"1evening"), *ROUNDS[:2])
    guest = host  # the link opened on a second phone
    host, guest = played(host, ROUNDS[2]), played(guest, ROUNDS[2])
    assert host == guest and relation(host, guest) == "same"


def test_a_copy_left_behind_is_behind_and_the_other_ahead() -> None:
    link = played(new_evening(START, b"1evening"), ROUNDS[0])
    phone = played(link, *ROUNDS[1:])
    assert relation(link, phone) == "behind" and relation(phone, link) == "ahead"
    # an undo and a round scored again are changes too: still one line of copies
    undone = changed(phone, phone.night.without_round(4))
    assert relation(phone, undone) == "behind" and relation(link, undone) == "behind"


def test_two_phones_that_score_a_different_round_have_diverged() -> None:
    shared = played(new_evening(START, b"1evening"), *ROUNDS[:2])
    host = played(shared, ROUNDS[2])
    guest = played(shared, rnd(2, {0: 1, 1: 0, 3: 2, 4: 2}), ROUNDS[3])  # and one more
    assert relation(host, guest) == "diverged" and relation(guest, host) == "diverged"
    # another evening, even of the same table, is another evening
    other = played(new_evening(START, b"2evening"), *ROUNDS[:3])
    assert relation(host, other) == "other"


@settings(max_examples=40, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=3 * TRAIL), st.integers(0, 3 * TRAIL))
def test_a_copy_that_went_on_from_another_is_ahead_of_it(steps: list[bool], cut: int) -> None:
    """Any run of changes (a round scored, the last undone: True, False, …): every copy along
    it is behind every later one with other rounds, however far apart."""
    copies = [new_evening(START, b"1evening")]
    for score in steps:
        night = copies[-1].night
        if score and len(night.rounds) < len(ROUNDS):
            night = night.with_round(ROUNDS[len(night.rounds)])
        elif night.rounds:
            night = night.without_round(len(night.rounds))
        copies.append(changed(copies[-1], night))
    early = copies[min(cut, len(copies) - 1)]
    for later in copies[copies.index(early) :]:
        assert relation(early, later) in (("same",) if later.night == early.night else ("behind",))
        assert relation(later, early) in ("same", "ahead")


def test_a_legacy_link_gives_every_phone_the_same_evening() -> None:
    night = START.with_round(ROUNDS[0])
    a, b = Copy(night, legacy_stamp(night)), Copy(night, legacy_stamp(night))
    assert relation(played(a, ROUNDS[1]), b) == "ahead"


def test_what_changed_and_who_gained_or_lost() -> None:
    before = START
    for r in ROUNDS:
        before = before.with_round(r)
    edited = before.with_round_at(3, rnd(2, {0: 1, 1: 0, 3: 2, 4: 2}))
    change = night_change(before, edited)
    assert change.changed == (3,) and not change.removed and not change.added
    t0, t1 = tally(before).totals, tally(edited).totals
    assert change.gains() == tuple(
        (s, a, b) for s, (a, b) in enumerate(zip(t0, t1, strict=True)) if a != b
    )
    text = edit_notice(3, change, edited)
    assert text.startswith("Round 3 changed. Totals: ")
    for seat, a, b in change.gains():
        assert f"{NAMES[seat]}: {a} → {b} (" in text
    back = night_change(before, before.without_round(4))
    assert back.removed == (4,) and back.added == ()
    said = history_notice(back, before, before.without_round(4))
    assert "Round 4 (storyteller: Dan) is no longer counted." in said
    forward = night_change(before.without_round(4).without_round(3), before)
    assert "Rounds 3 to 4 are counted." in history_notice(forward, START, before)


def test_the_countdown_to_the_piles_end() -> None:
    six = Night((*NAMES, "Fay"), "original-2008")  # 84 cards at 6: the pile ends after round 8
    t = tally(six)
    c = countdown(t)
    assert c is not None and round_title(c) == "Round 1 of 8"
    assert countdown_sentence(c, six).startswith(
        "The draw pile runs out after round 8: 7 more rounds after this one."
    )
    for k in range(7):
        six = six.with_round(
            Round(
                k % 6,
                tuple(
                    () if s == k % 6 else ((k + 1) % 6 if s != (k + 1) % 6 else k % 6,)
                    for s in range(6)
                ),
            )
        )
    c = countdown(tally(six))
    assert c is not None and round_title(c) == "Round 8 of 8"
    assert countdown_sentence(c, six).startswith("Last round: the draw pile runs out after it.")
    assert "Score target" not in countdown_sentence(c, six)  # 2008 has none
    refresh = countdown(tally(START.with_round(ROUNDS[0])))
    assert refresh is not None and round_title(refresh) == "Round 2"  # 2021 reshuffles
    assert countdown_sentence(refresh, START) == "Score target: 30 points; leading: Ben (4)."


def test_a_link_compared_with_a_phones_copy_is_said() -> None:
    link = played(new_evening(START, b"1evening"), ROUNDS[0])
    phone = played(link, *ROUNDS[1:3])
    said = copy_notice(relation(link, phone), link.night, phone.night)
    assert said.startswith("This page shows an older copy of this evening than the one this ")
    assert "which has 3 rounds. The copy on this page counts 1 round." in said
    guest = played(link, rnd(2, {0: 2, 1: 2, 3: 2, 4: 2}))
    said = copy_notice(relation(guest, phone), guest.night, phone.night)
    assert "went different ways" in said
    assert (
        "Round 2 was told by one player on this page (Cleo) and by another in the phone's other copy (Ben)"
        in said
    )


def test_a_tie_of_many_names_only_the_target() -> None:
    night = START.with_round(rnd(0, {1: 2, 2: 1, 3: 4, 4: 3}))  # nobody found: 2 points each
    c = countdown(tally(night))
    assert c is not None and len(c.leaders) == 4
    assert countdown_sentence(c, night) == "Score target: 30 points."
