"""The app starts under `streamlit run` and shows the Home page in a real browser."""

from __future__ import annotations

from pathlib import Path

from tests.browser.conftest import wait_idle


def test_home_page_renders(app_url: str, page, artifacts_dir: Path) -> None:  # type: ignore[no-untyped-def]
    page.goto(app_url)
    wait_idle(page)
    page.get_by_role("heading", name="Dixit Rules Explorer").wait_for()
    assert page.get_by_text("How a round goes").count() >= 1
    page.screenshot(path=str(artifacts_dir / "home.png"), full_page=True)
