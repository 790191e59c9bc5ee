"""Look at the app as a visitor would: start it, open pages at phone and desktop widths in
Debian's Chromium, save full-page screenshots under artifacts/shots/.

    python scripts/screenshots.py                 # every page at 390 and 1400 px
    python scripts/screenshots.py /score?n=7 /lab --widths 390
"""

from __future__ import annotations

import argparse
import contextlib
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "artifacts" / "shots"
PAGES = ["/", "/score", "/compare", "/lab", "/practice"]
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("paths", nargs="*", default=PAGES)
    parser.add_argument("--widths", default="390,1400")
    # Streamlit scrolls an inner element, so a full-page shot is only the viewport: a tall
    # viewport shows the page whole
    parser.add_argument("--height", type=int, default=2400)
    args = parser.parse_args()
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    port = _port()
    server = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "streamlit_app.py", "--server.port", str(port),
         "--server.address", "127.0.0.1", "--server.headless", "true"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1):
                    break
            except OSError:
                time.sleep(0.2)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            for width in (int(w) for w in args.widths.split(",")):
                ctx = browser.new_context(viewport={"width": width, "height": args.height})
                page = ctx.new_page()
                for path in args.paths:
                    page.goto(url + path)
                    page.wait_for_selector(
                        '[data-test-script-state="notRunning"]', state="attached"
                    )
                    page.wait_for_function(
                        "() => !document.querySelector('[data-test-script-state=\"running\"]')"
                    )
                    page.wait_for_load_state("networkidle")
                    # a cold server's first visit reruns under the navigation: the page shows
                    # grey placeholders until the second run's elements arrive
                    with contextlib.suppress(PlaywrightTimeout):
                        page.wait_for_function(
                            "() => !document.querySelector('[data-testid=\"stSkeleton\"]')",
                            timeout=15_000,
                        )
                    name = re.sub(r"[^a-z0-9]+", "-", path.lower()).strip("-") or "home"
                    shot = OUT / f"{name}-{width}.png"
                    page.screenshot(path=str(shot), full_page=True)
                    print(shot)
                ctx.close()
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
