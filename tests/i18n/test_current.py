"""Where nothing set the language in this context (a Streamlit widget callback runs before the
page sets it; a fresh thread), the registered fallback answers; anything else it says is
ignored, and a language set explicitly always wins."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from explorer.i18n import _, current, language, using


@pytest.fixture
def fallback() -> Iterator[list[object]]:
    saved = list(current._FALLBACK)
    said: list[object] = ["fr"]
    current.set_fallback(lambda: said[0])  # type: ignore[arg-type,return-value]
    yield said
    current._FALLBACK[:] = saved


def _in_fresh_thread() -> tuple[str, str]:
    out: list[tuple[str, str]] = []
    worker = threading.Thread(target=lambda: out.append((language(), _("Language"))))
    worker.start()
    worker.join()
    return out[0]


def test_a_context_that_set_nothing_speaks_the_fallbacks_language(fallback: list[object]) -> None:
    assert _in_fresh_thread() == ("fr", "Langue")


@pytest.mark.parametrize("junk", [None, "xx", 3, "EN"])
def test_a_fallback_answer_that_is_not_a_language_means_english(
    fallback: list[object], junk: object
) -> None:
    fallback[0] = junk
    assert _in_fresh_thread() == ("en", "Language")


def test_a_language_set_explicitly_wins_over_the_fallback(fallback: list[object]) -> None:
    with using("ru"):
        assert language() == "ru"
    assert _in_fresh_thread()[0] == "fr"
