"""The House rules page's upload under hostile files (issue 19): each gets one clear message, the
page keeps running, and the rules already built (the link, the form) stay; a file Windows
Notepad saved with a byte-order mark loads."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from explorer import load_ruleset
from explorer.errors import LinkError
from explorer.links.house import HOUSE_LINK
from explorer.rules.resolve import resolve
from explorer.rules.write import to_toml
from tests.apptest import run_page

LINK = "refresh-2021~lone:4@3-8~cap:2"
REFRESH = to_toml(load_ruleset("refresh-2021"))
HOSTILE: dict[str, tuple[bytes, str]] = {
    "dotted.toml": (("a." * 12_000 + "a = 1\n").encode(), "12,001 dotted parts"),
    "header.toml": (("[" + ".".join(["a"] * 120_000) + "]").encode(), "120,000 dotted parts"),
    "year310.toml": (
        REFRESH.replace("year = 2021", "year = " + "9" * 310).encode(),
        "year: is a number 310 characters long",
    ),
    "year5000.toml": (
        REFRESH.replace("year = 2021", "year = " + "9" * 5000).encode(),
        "year: is a number 5,000 characters long",
    ),
    "target.toml": (
        REFRESH.replace("value = 30", "value = 1e400").encode(),
        "score_target.value: must be an integer",
    ),
    "junk.toml": (bytes(range(256)) * 8, "not UTF-8"),
    "keys.toml": (b'"\\u202e\\u0000" = 1\n' + REFRESH.encode(), "unknown key"),
}


def _upload(at: AppTest, name: str, data: bytes) -> AppTest:
    return at.file_uploader(key="h_upload").set_value((name, data, "application/toml")).run()


def _house(at: AppTest) -> str:
    value = at.query_params["house"]
    return str(value[0] if isinstance(value, list) else value)


def test_each_hostile_file_gets_one_message_and_the_rules_stay() -> None:
    at = run_page("house", {"house": LINK})
    assert at.text_input(key="h_bonus_cap").value == "2"
    for name, (data, words) in HOSTILE.items():
        _upload(at, name, data)
        assert not at.exception, (name, at.exception)
        assert len(at.error) == 1, (name, [e.value for e in at.error])
        text = at.error[0].value.replace("\\", "")
        assert "not loaded" in text and words in text, (name, text)
        assert "\u202e" not in text and "\x00" not in text
        assert _house(at) == LINK  # the rules already built are kept
        assert at.text_input(key="h_bonus_cap").value == "2"  # and the form too
    # the page still takes a good file after all of them
    _upload(at, "good.toml", to_toml(resolve(HOUSE_LINK.decode({"house": [LINK]}).value)).encode())
    assert not at.error and _house(at) == LINK


def test_a_file_with_a_byte_order_mark_is_uploaded() -> None:
    spec = HOUSE_LINK.decode({"house": [LINK]}).value
    assert spec is not None
    data = b"\xef\xbb\xbf" + to_toml(resolve(spec)).encode()  # as Windows Notepad saves it
    at = _upload(run_page("house"), "notepad.toml", data)
    assert not at.exception and not at.error, [e.value for e in at.error]
    assert _house(at) == LINK


def test_any_engine_error_from_a_file_is_one_message(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever engine error the file causes past the parser (a house name the link cannot
    hold, say) is shown the same way; nothing already built changes."""

    def refuse(*_args: object) -> object:
        raise LinkError("the house name cannot be kept in a link")

    monkeypatch.setattr("explorer.rules.house_diff.house_from_file", refuse)
    at = _upload(run_page("house", {"house": LINK}), "ours.toml", REFRESH.encode())
    assert not at.exception
    assert len(at.error) == 1 and "cannot be kept in a link" in at.error[0].value
    assert _house(at) == LINK
