"""The visitor's language as a visitor meets it: a link's `lang=` opens the site in it, a bad one
is said once and English is shown, a choice made on one page holds on the next (and goes back
into that page's address), the browser's locale decides a first visit, and every page of the
pages area runs in all six languages."""

from __future__ import annotations

from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from explorer.i18n import LANGUAGES, _, using
from explorer.ui.common.binder import VISIT
from explorer.ui.common.lang import STATE
from tests.conftest import ROOT

PICKER = "_dixit_lang_picker_sidebar"
HOME_PICKER = "_dixit_lang_picker_main"


def _app(page: str, params: dict[str, str] | None = None, locale: str | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / f"{page}.py"), default_timeout=60)
    for k, v in (params or {}).items():
        at.query_params[k] = v
    if locale is not None:
        at.context = {"locale": locale}
    at.run()
    assert not at.exception, at.exception
    return at


def _title(at: AppTest) -> str:
    return str(at.title[0].value)


def _in(lang: str, message: str) -> str:
    with using(lang):
        return _(message)


def _html_lang(at: AppTest) -> str:
    scripts = [str(h.proto.body) for h in at.get("html")]
    return next(s for s in scripts if "documentElement.lang" in s)


def test_a_link_with_lang_fr_opens_the_site_in_french() -> None:
    at = _app("home", {"lang": "fr"})
    assert _title(at) == "🐇 " + _in("fr", "Dixit Rules Explorer")
    assert "Explorateur" in _title(at)
    assert at.selectbox(key=PICKER).value == "fr"
    assert at.selectbox(key=HOME_PICKER).value == "fr"
    assert "'fr'" in _html_lang(at)
    assert not at.warning


def test_a_link_with_an_unknown_language_says_so_once_and_shows_english() -> None:
    at = _app("home", {"lang": "xx"})
    assert _title(at) == "🐇 Dixit Rules Explorer"
    notes = [w.value for w in at.warning]
    assert len(notes) == 1, notes
    assert "'xx'" in notes[0] and "English" in notes[0]
    assert "lang" not in at.query_params  # the address is clean again
    at.run()  # said once: the next run is quiet
    assert not at.warning


def test_a_hostile_lang_value_is_quoted_inert() -> None:
    at = _app("score", {"lang": "**<b>x</b>**" * 20})
    notes = [w.value for w in at.warning]
    assert len(notes) == 1 and "<b>" not in notes[0].replace("\\<b\\>", ""), notes
    assert _title(at) == "🧮 Score a round"


def test_a_choice_on_one_page_holds_on_the_next_and_goes_into_its_address() -> None:
    at = _app("home")
    at.selectbox(key=PICKER).set_value("ru").run()
    assert _title(at) == "🐇 " + _in("ru", "Dixit Rules Explorer")
    assert at.query_params["lang"] == ["ru"] or at.query_params["lang"] == "ru"
    # the sidebar's navigation opens the next page without the address's keys, in the same
    # session (AppTest runs one page file: the next page gets this session's state)
    kept = {k: at.session_state[k] for k in (STATE, VISIT)}
    at = AppTest.from_file(str(ROOT / "pages" / "score.py"), default_timeout=60)
    for k, v in kept.items():
        at.session_state[k] = v
    at.run()
    assert not at.exception
    assert _title(at) == "🧮 " + _in("ru", "Score a round")
    assert at.selectbox(key=PICKER).value == "ru"
    assert "lang" in at.query_params  # a link copied from here opens in Russian


def test_the_home_picker_changes_the_language_too() -> None:
    at = _app("home")
    at.selectbox(key=HOME_PICKER).set_value("vi").run()
    assert _title(at) == "🐇 " + _in("vi", "Dixit Rules Explorer")
    assert at.selectbox(key=PICKER).value == "vi"


@pytest.mark.parametrize(
    ("locale", "lang"),
    [("fr-FR", "fr"), ("ru", "ru"), ("pt-BR", "pt"), ("nl-BE", "nl"), ("vi-VN", "vi")],
)
def test_a_first_visit_follows_the_browser_locale(locale: str, lang: str) -> None:
    at = _app("home", locale=locale)
    assert _title(at) == "🐇 " + _in(lang, "Dixit Rules Explorer")
    assert "lang" not in at.query_params  # the browser's language is not written into links


@pytest.mark.parametrize("locale", ["de-DE", "", "x" * 200, "fr_FR<script>"])
def test_another_or_a_strange_browser_locale_gives_english(locale: str) -> None:
    at = _app("home", locale=locale)
    assert _title(at) == "🐇 Dixit Rules Explorer"


def test_the_link_beats_the_browser_and_a_choice_beats_both() -> None:
    at = _app("home", {"lang": "fr"}, locale="ru-RU")
    assert "Explorateur" in _title(at)
    at.selectbox(key=PICKER).set_value("nl").run()
    at.run()
    assert _title(at) == "🐇 " + _in("nl", "Dixit Rules Explorer")


PAGES = ["home", "score", "compare", "house"]
STATES: dict[str, dict[str, Any]] = {
    "home": {},
    "score": {"names": "Ana,Bo,Cy,Dee,Eve,Fay,Gus", "teller": "2", "votes": "2,-,1.2,2,2.1,2,4"},
    "compare": {"house": "refresh-2021~cap:2", "show": "refresh-2021,odyssey-2011"},
    "house": {"house": "refresh-2021~cap:2~lone:4@3-8"},
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_every_page_runs_in_every_language(page: str, lang: str) -> None:
    at = _app(page, {**STATES[page], "lang": lang})
    assert at.selectbox(key=PICKER).value == lang
    assert not at.warning, [w.value for w in at.warning]
