"""The lab page renders its charts in a real browser (small sizes via the query string)."""

from __future__ import annotations

from pathlib import Path

from tests.browser.conftest import wait_idle


def test_lab_page_renders_charts(app_url: str, page, artifacts_dir: Path) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{app_url}/lab?rounds=10000&games=1000&players=7")
    wait_idle(page, timeout=60_000)
    page.get_by_role("heading", name="Clue-difficulty lab").wait_for()
    page.locator(".js-plotly-plot").first.wait_for()
    page.wait_for_function("() => document.querySelectorAll('.js-plotly-plot').length >= 7")
    assert page.get_by_text("Storyteller's sweet spot").count() >= 1
    assert page.locator("[data-testid='stException']").count() == 0
    page.set_viewport_size({"width": 1400, "height": 6000})  # Streamlit scrolls inside
    wait_idle(page)
    page.screenshot(path=str(artifacts_dir / "lab.png"), full_page=True)
    # a phone: the charts shrink to the screen and no legend wraps over a chart's title
    page.set_viewport_size({"width": 390, "height": 9000})
    page.wait_for_function(
        "() => [...document.querySelectorAll('.js-plotly-plot .main-svg')]"
        ".every(s => s.getBoundingClientRect().right <= 390)"
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    clashes = page.evaluate(
        """() => [...document.querySelectorAll('.js-plotly-plot')].filter(p => {
            const t = p.querySelector('.gtitle'), l = p.querySelector('.legend');
            if (!t || !l) return false;
            const a = t.getBoundingClientRect(), b = l.getBoundingClientRect();
            return a.bottom > b.top && b.bottom > a.top && a.right > b.left && b.right > a.left;
        }).length"""
    )
    assert clashes == 0
    page.screenshot(path=str(artifacts_dir / "lab-390.png"), full_page=True)


def test_lab_page_repairs_a_garbage_address_with_a_warning(app_url: str, page) -> None:  # type: ignore[no-untyped-def]
    page.goto(
        f"{app_url}/lab?rounds=1000&games=-7&players=99999999999999999999&p=nan&alpha=0"
        "&players=abc&rulesets=nope&rulesets=odyssey-2011&seed=%5Bx%5D(javascript:alert(1))"
    )
    wait_idle(page, timeout=60_000)
    page.wait_for_function("() => document.querySelectorAll('.js-plotly-plot').length >= 7")
    assert page.locator("[data-testid='stException']").count() == 0
    warning = page.locator("[data-testid='stAlert']").filter(has_text="could not be used")
    text = warning.inner_text()
    for name in ("players", "p", "alpha", "games", "seed", "rulesets", "appears 2 times"):
        assert name in text, name
    assert warning.locator("a").count() == 0  # the reader's text is not turned into a link
    assert "players=6" in page.url  # 'abc' (the last players) is not a whole number: default


def test_a_heavy_run_waits_for_run_and_can_be_cancelled(app_url: str, page) -> None:  # type: ignore[no-untyped-def]
    # the biggest sizes: over the cost threshold, so the simulations wait for a press
    page.goto(f"{app_url}/lab?rounds=1000000&games=100000&sweep=100000&players=12&seed=777")
    wait_idle(page, timeout=60_000)
    page.wait_for_function("() => document.querySelectorAll('.js-plotly-plot').length >= 3")
    assert page.locator("[data-testid='stException']").count() == 0
    waiting = page.locator("[data-testid='stAlert']").filter(has_text="press Run")
    assert waiting.count() == 2  # the rounds and games, and the sweeps
    assert "takes about" in waiting.first.inner_text()
    page.get_by_role("button", name="Run").first.click()
    cancel = page.get_by_role("button", name="Cancel")
    cancel.wait_for(timeout=30_000)
    cancel.click()
    page.get_by_text("Cancelled: nothing was kept.").wait_for(timeout=60_000)
    wait_idle(page, timeout=60_000)
    assert page.locator("[data-testid='stException']").count() == 0
    assert page.get_by_role("button", name="Run").count() == 2  # back to waiting for a press


def test_the_zip_downloads_with_its_settings_and_loads_back(
    app_url: str, page, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    import zipfile

    view = "players=7&seed=5&rounds=1000&games=100&sweep=100&heat=anniversary-10th&alpha=3"
    page.goto(f"{app_url}/lab?{view}")
    wait_idle(page, timeout=60_000)
    with page.expect_download() as download:
        page.get_by_role("button", name="Download every table with its settings (zip)").click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert saved.name.startswith("dixit-lab_all_n7_") and "seed5" in saved.name
    with zipfile.ZipFile(saved) as z:
        names = z.namelist()
        assert "settings.json" in names and len(names) >= 10
        assert all("_n7_" in n for n in names if n.endswith(".csv"))
    # a fresh visit with other settings loads the zip back: the same view
    page.goto(f"{app_url}/lab?rounds=1000&games=100&sweep=100")
    wait_idle(page, timeout=60_000)
    page.locator("[data-testid='stFileUploaderDropzoneInput']").set_input_files(str(saved))
    page.get_by_text("Loaded: the page shows that file's view.").wait_for(timeout=60_000)
    wait_idle(page, timeout=60_000)
    for part in view.split("&"):
        assert part in page.url, part
    assert page.locator("[data-testid='stException']").count() == 0


def _numbers(page) -> list[str]:  # type: ignore[no-untyped-def]
    """Every table and takeaway on the page, as its text."""
    tables = page.locator("[data-testid='stMarkdownContainer'] table").all_inner_texts()
    shows = page.locator("[data-testid='stMarkdownContainer']").filter(has_text="What this shows")
    return [*tables, *shows.all_inner_texts()]


def test_a_zip_with_house_rules_reloads_in_a_fresh_browser_with_the_same_numbers(
    app_url: str, browser, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    import json
    import zipfile

    house = "refresh-2021~cap:2~lone:4@3-8"
    view = "players=5&seed=7&rounds=1000&games=100&sweep=100"
    first = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = first.new_page()
    page.goto(f"{app_url}/lab?{view}&house={house}")
    wait_idle(page, timeout=90_000)
    page.wait_for_function("() => document.querySelectorAll('.js-plotly-plot').length >= 13")
    shown = _numbers(page)
    assert any("House rules" in t for t in shown)
    with page.expect_download() as download:
        page.get_by_role("button", name="Download every table with its settings (zip)").click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    first.close()
    with zipfile.ZipFile(saved) as z:
        doc = json.loads(z.read("settings.json"))
        assert "house-rules.toml" in z.namelist()
        summary = next(n for n in z.namelist() if n.startswith("dixit-lab_game-summary"))
        rows = z.read(summary).decode("utf-8-sig")
    assert doc["settings"]["house"] == ["refresh-2021~lone:4@3-8~cap:2"]
    assert "house=refresh-2021" in doc["link"]  # the view's link, as the browser had it
    assert rows.count("refresh-2021~lone:4@3-8~cap:2") >= 1
    # a fresh browser (no session, no address) loads the zip: the same view, the same numbers
    fresh = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = fresh.new_page()
    page.goto(f"{app_url}/lab?rounds=1000&games=100&sweep=100")
    wait_idle(page, timeout=90_000)
    page.locator("[data-testid='stFileUploaderDropzoneInput']").set_input_files(str(saved))
    page.get_by_text("Loaded: the page shows that file's view.").wait_for(timeout=90_000)
    wait_idle(page, timeout=90_000)
    page.wait_for_function("() => document.querySelectorAll('.js-plotly-plot').length >= 13")
    assert "house=refresh-2021" in page.url and "players=5" in page.url
    assert page.locator("[data-testid='stException']").count() == 0
    assert _numbers(page) == shown
    fresh.close()
