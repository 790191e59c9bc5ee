"""A game night live on two phones, on one app process, in Debian's Chromium (Playwright, 390 px).

Starts the app (the embedded room store) and, measured the same way as `bench_rooms`, a bare
one-line page. Phone A starts an evening of five and opens it live; phone B opens the join link.
For `BENCH_NIGHT_ROUNDS` rounds (10) phone A scores a round (every voter on the storyteller's
card) and the time is read from A's press until B shows the next round's form, without B doing
anything (B's fragment looks at the room every second); A's own time to show it is read beside.
Then both phones wait on the live page for `IDLE_WINDOW` seconds while the server's CPU is read,
and again once the live evening has ended (the same two pages, nothing polling): the CPU of a
waiting live phone per minute, against one visit of the bare page.

    .venv/bin/python scripts/bench_night_live.py
    BENCH_NIGHT_ROUNDS=5 .venv/bin/python scripts/bench_night_live.py   # quicker
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from bench_load import (
    ROOT,
    bare_visit_cpu,
    cpu_seconds,
    server,
    spread,
)
from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "has_touch": True,
    "is_mobile": True,
}
NAMES = ("A", "B", "C", "D", "E")
IDLE_WINDOW = 20.0  # seconds the phones wait while the server's CPU is read
TIMEOUT = 30_000  # ms any one step may take


def idle(page: Any) -> None:
    page.wait_for_selector('[data-test-script-state="notRunning"]', state="attached")
    page.wait_for_function("() => !document.querySelector('[data-test-script-state=\"running\"]')")


def next_round(page: Any, k: int) -> Any:
    return page.get_by_role("button", name=f"Score round {k}")


def tap_votes(page: Any) -> None:
    """Every voter on the storyteller's card (the proposed storyteller)."""
    teller = page.get_by_role("radiogroup", name="Who told the clue?")
    name = teller.locator('[aria-checked="true"]').inner_text().strip()
    for voter in NAMES:
        if voter == name:
            continue
        group = page.get_by_role("radiogroup", name=f"{voter} voted for", exact=True)
        choice = group.get_by_role("radio", name=f"storyteller {name}")
        choice.tap()
        choice.wait_for(state="visible")
        page.wait_for_function(
            "(el) => el.getAttribute('aria-checked') === 'true'", arg=choice.element_handle()
        )


def live_night(port: int, pid: int, rounds: int) -> tuple[list[str], float]:
    url = f"http://127.0.0.1:{port}"
    lines: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        a_ctx, b_ctx = browser.new_context(**PHONE), browser.new_context(**PHONE)
        a, b = a_ctx.new_page(), b_ctx.new_page()
        for page in (a, b):
            page.set_default_timeout(TIMEOUT)
        a.goto(f"{url}/night?box=refresh-2021")
        idle(a)
        a.get_by_role("button", name="Start the evening").tap()
        idle(a)
        a.get_by_role("button", name="📡 Open this evening live on every phone").tap()
        idle(a)
        link = a.locator("#dx-copy-gn-live-link-field").input_value()
        b.goto(link)
        idle(b)
        next_round(b, 1).wait_for()
        seen_b: list[float] = []
        seen_a: list[float] = []
        for k in range(1, rounds + 1):
            tap_votes(a)
            idle(a)
            next_round(b, k).wait_for()
            pressed = time.monotonic()
            next_round(a, k).tap()
            next_round(b, k + 1).wait_for()
            seen_b.append(time.monotonic() - pressed)
            next_round(a, k + 1).wait_for()
            seen_a.append(time.monotonic() - pressed)
            idle(a)
            idle(b)
        lines.append(f"  phone B shows a round scored on phone A: {spread(seen_b)}")
        lines.append(f"  phone A shows its own round:              {spread(seen_a)}")
        time.sleep(2.0)  # the last reruns settle before the window
        before = cpu_seconds(pid)
        time.sleep(IDLE_WINDOW)
        live_cpu = (cpu_seconds(pid) - before) / 2 / IDLE_WINDOW * 60  # per phone per minute
        a.locator(".st-key-gn_live summary").tap()  # the live panel, one line until opened
        a.get_by_role("button", name="End the live evening on every phone").tap()
        idle(a)
        b.reload()
        idle(b)
        time.sleep(2.0)
        before = cpu_seconds(pid)
        time.sleep(IDLE_WINDOW)
        plain_cpu = (cpu_seconds(pid) - before) / 2 / IDLE_WINDOW * 60
        lines.append(
            f"  server CPU per waiting phone per minute: live {live_cpu * 1000:.0f} ms, "
            f"the same page not live {plain_cpu * 1000:.0f} ms"
        )
        a_ctx.close()
        b_ctx.close()
        browser.close()
    return lines, live_cpu


def run() -> list[str]:
    rounds = max(1, min(int(os.environ.get("BENCH_NIGHT_ROUNDS") or 10), 14))
    bare_cpu = bare_visit_cpu()
    if not Path(CHROMIUM).exists():
        return ["  game night live: skipped (Debian's chromium is not installed)"]
    with server(ROOT / "streamlit_app.py", ROOT) as (port, pid):
        lines, live_cpu = live_night(port, pid, rounds)
    lines.append(
        f"  a live phone waiting a minute costs {live_cpu / bare_cpu:.1f} bare-page visits "
        f"(a bare visit: {bare_cpu * 1000:.0f} ms CPU)"
    )
    return ["Game night live on two phones:", *lines]


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
