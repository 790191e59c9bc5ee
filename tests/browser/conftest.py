"""Browser tests: Playwright drives Debian's Chromium against `streamlit run` on a free port.

Never `playwright install`: the browser is Debian's /usr/bin/chromium. Without it the tests skip,
unless REQUIRE_BROWSER=1 (set by .ci/run), where a missing browser fails the run.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]

pytestmark = pytest.mark.browser


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def chromium_path() -> str:
    if not Path(CHROMIUM).exists() or shutil.which("chromium") is None:
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail(
                "Debian's chromium is required (REQUIRE_BROWSER=1) but /usr/bin/chromium is missing"
            )
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    return CHROMIUM


@contextmanager
def serve(
    argv: list[str],
    port: int,
    health: str,
    log: Path,
    what: str,
    env: dict[str, str] | None = None,
    stop_within: float = 10,
) -> Iterator[str]:
    """Run a local server (`argv`, listening on `port`) until the block ends, once its `health`
    path answers 200; a server that dies or stays silent for 60 s fails the test with its log."""
    with open(log, "wb") as out:
        proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{url}{health}", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"{what} did not start:\n{log.read_text(errors='replace')[-3000:]}")
            time.sleep(0.2)  # polling the health endpoint, not waiting on the page
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=stop_within)
        except subprocess.TimeoutExpired:
            proc.kill()


@contextmanager
def serve_app(log: Path) -> Iterator[str]:
    """Run the app with `streamlit run` on a free local port until the block ends."""
    port = _free_port()
    argv = [
        sys.executable,
        "-m",
        "streamlit",
        "run",
        "streamlit_app.py",
        "--server.port",
        str(port),
        "--server.address",
        "127.0.0.1",
        "--server.headless",
        "true",
        "--browser.gatherUsageStats",
        "false",
    ]
    with serve(argv, port, "/_stcore/health", log, "streamlit") as url:
        yield url


@pytest.fixture(scope="session")
def app_url(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """One app server for the session's browser tests."""
    with serve_app(tmp_path_factory.mktemp("streamlit") / "server.log") as url:
        yield url


@pytest.fixture()
def cold_app_url(chromium_path: str, tmp_path: Path) -> Iterator[str]:
    """A freshly started server that has served nothing yet (a cold start)."""
    with serve_app(tmp_path / "server.log") as url:
        yield url


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[object]:
    from playwright.sync_api import expect, sync_playwright

    # a loaded machine (CI beside other work) can take more than Playwright's 5 s default for a
    # page's first run; assertions still wait on the page, never on a clock
    expect.set_options(timeout=20_000)

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture()
def page(browser: object) -> Iterator[object]:
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})  # type: ignore[attr-defined]
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    yield pg
    ctx.close()


def wait_idle(page: object, timeout: float = 30_000) -> None:
    """Wait until Streamlit has finished running the script (no sleeping)."""
    page.wait_for_selector(
        '[data-test-script-state="notRunning"]', state="attached", timeout=timeout
    )  # type: ignore[attr-defined]
    page.wait_for_function(  # type: ignore[attr-defined]
        "() => !document.querySelector('[data-test-script-state=\"running\"]')", timeout=timeout
    )
