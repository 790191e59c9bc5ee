"""The lab's settings upload in a real browser: a file whose keys are written as Markdown
links and images shows them as text (no live link, no image fetched), and the page keeps its
settings."""

from __future__ import annotations

import json
from pathlib import Path

from tests.browser.conftest import wait_idle


def test_markdown_in_an_uploaded_settings_file_stays_inert(
    app_url: str, page, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    hostile = tmp_path / "settings.json"
    link, image = "[click](http://evil.example)", "![x](http://evil.example/x.png)"
    hostile.write_text(json.dumps({"settings": {link: ["1"] * 41, image: [True]}}))
    page.goto(f"{app_url}/lab?rounds=1000&games=100&sweep=100&players=5")
    wait_idle(page, timeout=60_000)
    page.locator("[data-testid='stFileUploaderDropzoneInput']").set_input_files(str(hostile))
    page.get_by_text("This file cannot be loaded").wait_for(timeout=60_000)
    wait_idle(page, timeout=60_000)
    shown = page.locator("[data-testid='stAlert']").filter(has_text="cannot be loaded")
    # the key as it was written (an invisible word joiner keeps "http:" from becoming a link)
    assert shown.count() == 1 and link in shown.inner_text().replace("\u2060", "")
    assert page.locator("a[href*='evil.example']").count() == 0
    assert page.locator("img[src*='evil.example']").count() == 0
    assert page.locator("[data-testid='stException']").count() == 0
    assert "players=5" in page.url  # the page's settings are as they were
