"""The address layer as a visitor moves through the site (`explorer.ui.common.binder`).

AppTest runs one page file at a time; moving to another page by Streamlit's sidebar is a new
page file run in the same session, with an address holding none of the previous keys (the
sidebar drops them). The session is carried over here as Streamlit keeps it."""

from __future__ import annotations

from typing import Any

from streamlit.testing.v1 import AppTest

from explorer.ui.common.binder import PAGES, VISIT
from explorer.ui.common.lang import STATE
from tests.conftest import ROOT

HOUSE = "refresh-2021~cap:2"
CARRIED = (VISIT, PAGES, STATE)


def _open(page: str, params: dict[str, str] | None = None, after: AppTest | None = None) -> AppTest:
    """`page` opened with `params` (none: as the sidebar opens it), in `after`'s session."""
    at = AppTest.from_file(str(ROOT / "pages" / f"{page}.py"), default_timeout=60)
    for key in CARRIED if after is not None else ():
        if key in after.session_state:
            at.session_state[key] = after.session_state[key]
    for k, v in (params or {}).items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, at.exception
    return at


def _param(at: AppTest, key: str) -> Any:
    value = at.query_params.get(key)
    return value[-1] if isinstance(value, list) else value


def test_the_sidebar_keeps_box_house_and_language_on_every_page() -> None:
    at = _open("house", {"house": HOUSE, "box": "odyssey-2011", "lang": "fr"})
    for page in ("lab", "compare", "score", "home", "questions", "learn", "practice", "night"):
        at = _open(page, after=at)
        assert _param(at, "house") == HOUSE, page
        assert _param(at, "box") == "odyssey-2011", page
        assert _param(at, "lang") == "fr", page
    assert not at.warning


def test_the_lab_shows_the_house_rules_after_the_sidebar() -> None:
    """Seen by a game designer: House rules → the lab by the sidebar showed only the editions."""
    at = _open("lab", after=_open("house", {"house": HOUSE}))
    assert any("Your house rules" in c.value for c in at.caption)
    assert any(o.startswith("House rules") for o in at.selectbox(key="heat").options)


def test_clearing_the_house_rules_is_kept_too() -> None:
    at = _open("house", {"house": HOUSE})
    at.button(key="h_clear").click().run()
    at = _open("score", after=at)
    assert _param(at, "house") is None


def test_a_pages_own_settings_come_back_when_it_is_opened_without_them() -> None:
    at = _open("lab", {"players": "7", "rounds": "1000", "games": "100"})
    at.slider(key="players").set_value(9).run()
    at = _open("compare", after=at)
    at.toggle(key="only_diff").set_value(True).run()
    at = _open("score", after=at)
    at = _open("lab", after=at)
    assert at.slider(key="players").value == 9
    assert _param(at, "players") == "9"
    at = _open("compare", after=at)
    assert at.toggle(key="only_diff").value is True


def test_a_link_with_the_pages_own_keys_wins_over_what_the_visit_kept() -> None:
    at = _open("lab", {"players": "7", "rounds": "1000", "games": "100"})
    at = _open("lab", {"players": "4", "rounds": "1000", "games": "100"}, after=at)
    assert at.slider(key="players").value == 4


def test_a_link_to_another_page_carries_every_site_wide_key() -> None:
    at = _open("house", {"house": HOUSE, "box": "odyssey-2011", "lang": "fr"})
    text = "\n".join(m.value for m in at.markdown)
    assert "/score?" in text and "house=refresh-2021~cap%3A2" in text
    assert "box=odyssey-2011" in text and "lang=fr" in text
