"""The command line reads its language from the environment: every test here starts from an
environment that asks for none (English), whatever the machine running the tests speaks."""

from __future__ import annotations

import pytest

LOCALE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def english_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)
