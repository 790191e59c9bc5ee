"""Join codes and members' secrets: typos caught, look-alikes impossible, secrets unguessable."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from explorer.errors import RoomError
from explorer.rooms import codes
from explorer.rooms.store import Bounds

bodies = st.text(alphabet="0123456789", min_size=codes.RANDOM_DIGITS, max_size=codes.RANDOM_DIGITS)


def test_a_new_code_is_ten_digits_that_check() -> None:
    seen = {codes.new_code() for _ in range(200)}
    assert len(seen) == 200
    for code in seen:
        assert len(code) == codes.CODE_DIGITS and code.isdigit() and codes.is_code(code)


def test_the_code_space_and_the_odds_the_docstring_states() -> None:
    bits = codes.RANDOM_DIGITS * math.log2(10)
    assert round(bits, 1) == 29.9
    assert f"R = {Bounds().rooms}" in codes.__doc__  # the odds are worked out for this bound
    assert 10**codes.RANDOM_DIGITS / Bounds().rooms > 3_000_000


@given(bodies, st.integers(0, codes.CODE_DIGITS - 1), st.integers(1, 9))
def test_every_single_mistyped_digit_is_caught(body: str, at: int, shift: int) -> None:
    code = body + codes.check_digit(body)
    wrong = code[:at] + str((int(code[at]) + shift) % 10) + code[at + 1 :]
    assert not codes.is_code(wrong)
    with pytest.raises(RoomError, match="mistyped"):
        codes.read_code(wrong)


@given(bodies, st.integers(0, codes.CODE_DIGITS - 2))
def test_every_swap_of_two_neighbours_is_caught(body: str, at: int) -> None:
    code = body + codes.check_digit(body)
    if code[at] == code[at + 1]:
        return
    swapped = code[:at] + code[at + 1] + code[at] + code[at + 2 :]
    assert not codes.is_code(swapped)


@given(bodies)
def test_a_code_is_read_back_however_it_is_spaced(body: str) -> None:
    code = body + codes.check_digit(body)
    assert codes.read_code(codes.shown(code)) == code
    assert codes.read_code(f" {code[:3]}-{code[3:6]}.{code[6:]} ") == code
    assert codes.shown(code).replace(" ", "") == code
    assert [len(p) for p in codes.shown(code).split(" ")] == list(codes.GROUPS)


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("", "Type the room code"),
        ("48391205", "10 digits; this one has 8"),
        ("483912057612", "this one has 12"),
        ("48391205O6", "only digits"),
        ("٤٨٣٩١٢٠٥٧٦", "only digits"),  # Arabic-Indic digits: refused, never parsed
        ("9" * 5000, "10 digits, like"),
        (None, "10 digits, like"),
    ],
)
def test_a_bad_code_is_refused_with_a_clear_message(typed: object, words: str) -> None:
    with pytest.raises(RoomError, match=words):
        codes.read_code(typed)


def test_secrets_are_128_bits_and_only_their_digest_is_kept() -> None:
    secret = codes.new_secret()
    assert len(secret) == 22 and len({codes.new_secret() for _ in range(100)}) == 100
    stored = codes.digest("4839120576", secret)
    assert secret not in stored and len(stored) == 64
    assert codes.matches("4839120576", secret, stored)
    assert not codes.matches("4839120576", codes.new_secret(), stored)
    assert not codes.matches("1111111111", secret, stored)  # another room's: another digest
    assert not codes.matches("4839120576", secret[:-1] + "!", stored)  # not a secret's shape


@pytest.mark.parametrize(
    "text",
    [
        "",
        "3",
        "3-",
        "-" + "a" * 22,
        "x-" + "a" * 22,
        "3-" + "a" * 21,
        "3-" + "a" * 23,
        "12345-" + "a" * 22,
        "3-" + "a" * 20 + "\u0000b",
        None,
        3,
        "3-" + "a" * 5000,
    ],
)
def test_a_token_of_the_wrong_shape_is_no_token(text: object) -> None:
    assert codes.split_token(text) is None


def test_a_token_names_its_member() -> None:
    secret = codes.new_secret()
    assert codes.split_token(codes.token(7, secret)) == (7, secret)
    assert codes.split_token(codes.token(codes.HOST, secret)) == (0, secret)
