"""A shared link opened on a cold server runs under the app's navigation, not old-style pages.

Streamlit treats a `pages/` folder as old-style pages until `st.navigation` has run once in the
process; every page calls `explorer.ui.common.nav.use_app_navigation()` to recover from that.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.conftest import wait_idle

NAV_LABELS = [
    "Home",
    "Learn to play",
    "Questions",
    "Class quiz",
    "Score a round",
    "Compare editions",
    "Clue-difficulty lab",
    "Practice round",
    "Game night",
    "House rules",
]


@pytest.mark.parametrize(
    ("path", "heading"), [("compare", "Compare editions"), ("score", "Score a round")]
)
def test_deep_link_on_a_cold_server(
    cold_app_url: str, page, artifacts_dir: Path, path: str, heading: str
) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{cold_app_url}/{path}")
    wait_idle(page)
    page.get_by_role("heading", name=heading).wait_for()
    nav = page.locator('[data-testid="stSidebarNav"] a')
    nav.first.wait_for()
    labels = [text.split("\n")[-1].strip() for text in nav.all_inner_texts()]
    assert labels == NAV_LABELS
    page.screenshot(path=str(artifacts_dir / f"deep-link-{path}.png"))
