"""A practice table across phones on one app process: a host and players, each a browser-like
session on the rooms page (`bench_rooms.Client`: Streamlit's websocket protocol, the page's live
fragment polled every `run_every` seconds as Chromium does), playing whole turns with the practice
page's "choose by number" controls.

The host opens a table, `BENCH_TABLE_PHONES` - 1 players (3 by default, 11 at most) join from
the join link, the host deals, and for `BENCH_TABLE_TURNS` turns (2) the storyteller tells, every
other player hands in and votes, and everybody says they are ready. Reported:

- for each press that changes every other phone (the clue, the last vote, the last "ready"), the
  time from the press to each other phone showing it (its picker, its reveal, its next turn):
  median, 95th percentile, worst (target: within 2 s);
- the server's CPU per phone per minute while the table waits (every phone polling), and per
  move (a press and every phone it concerns drawn again), against a bare page's visit
  (measured warm in the same run, as `bench_load` does).

    .venv/bin/python scripts/bench_table.py                   # what `make bench` runs
    BENCH_TABLE_PHONES=8 BENCH_TABLE_TURNS=3 .venv/bin/python scripts/bench_table.py
"""

from __future__ import annotations

import os
import re
import threading
import time

from bench_load import (
    ROOT,
    bare_visit_cpu,
    cpu_seconds,
    server,
    spread,
)
from bench_rooms import Client
from streamlit.proto.WidgetStates_pb2 import WidgetState

MAX_PHONES = 12
WAIT = 60.0  # seconds a phone may take to show a change before the run gives up
IDLE_WINDOW = 10.0  # seconds the table waits, every phone polling, while CPU is read
STEPS = {"Tell the clue": "Your card", "Hand in": "Your card", "Vote": "Your vote"}


class Phone:
    """A phone at the table: its session, polling its live fragment in a thread of its own."""

    def __init__(self, port: int, name: str) -> None:
        self.name = name
        self.client = Client(port)
        self.stop = threading.Event()
        self._poller = threading.Thread(target=self._poll, daemon=True)

    def start_polling(self) -> None:
        self._poller.start()

    def _poll(self) -> None:
        while not self.stop.is_set():
            time.sleep(self.client.interval)
            try:
                self.client.poll()
            except Exception:  # the session closed (the run is over)
                return

    def has(self, label: str) -> bool:
        return self.client.widget("button", label) is not None

    def step(self) -> str | None:
        """The move this phone must make now (a button of the practice steps), if any."""
        return next((label for label in STEPS if self.has(label)), None)

    def play(self, label: str) -> bool:
        """Make the move: the first choice of the "by number" control, then its button."""
        more = []
        choice = self.client.widget("radio", STEPS[label])
        if choice is not None:  # a radio sends the option it shows
            first = (self.client.options.get(choice) or ["1"])[0]
            more.append(WidgetState(id=choice, string_value=first))
        several = self.client.widget("multiselect", STEPS[label])  # two markers (7+ players)
        if choice is None and several is not None:
            firsts = (self.client.options.get(several) or ["1"])[:1]
            state = WidgetState(id=several)
            state.string_array_value.data.extend(firsts)
            more.append(state)
        clue = self.client.widget("text_input", "Your clue")
        if label == "Tell the clue" and clue is not None:
            more.append(WidgetState(id=clue, string_value="Moon"))
        return self.client.press(label, more)

    def close(self) -> None:
        self.stop.set()
        self.client.close()


def _redrawn(phones: list[Phone], seen: list[float], since: float, runs: dict[str, int]) -> bool:
    """Wait until every phone in `phones` has drawn its page again since its `runs` (a phone
    redraws its whole page exactly when the table's change concerns it); each delay noted."""
    waiting = list(phones)
    deadline = time.perf_counter() + WAIT
    while waiting and time.perf_counter() < deadline:
        for p in list(waiting):
            if p.client.full_runs > runs[p.name]:
                seen.append(time.perf_counter() - since)
                waiting.remove(p)
        time.sleep(0.02)
    return not waiting


def _acting(phones: list[Phone]) -> tuple[Phone, str] | None:
    """The phone that must move now and its move, once one shows it (None: none within WAIT)."""
    deadline = time.perf_counter() + WAIT
    while time.perf_counter() < deadline:
        found = next(((p, s) for p in phones if (s := p.step()) is not None), None)
        if found is not None:
            return found
        time.sleep(0.02)
    return None


def _press(phones: list[Phone], p: Phone, seen: list[float], press: object) -> bool:
    """Make `press` (a call) on `p`; True once every other phone has redrawn its page."""
    others = [q for q in phones if q is not p]
    runs = {q.name: q.client.full_runs for q in others}
    since = time.perf_counter()
    if not press():  # type: ignore[operator]
        return False
    return _redrawn(others, seen, since, runs)


def table(
    port: int, pid: int, phones_n: int, turns: int
) -> tuple[list[str], tuple[float, float] | None]:
    host = Phone(port, "Host")
    host.client.query = "open=practice&box=odyssey-2011"  # 3 to 12 players
    host.client.request()
    name = host.client.widget("text_input", "Your name at the table")
    if name is None or not host.client.press(
        "Open the table", [WidgetState(id=name, string_value="Host")]
    ):
        return ["the host could not open a table"], None
    code = re.search(r"room=(\d+)", host.client.query)
    if code is None:
        return ["no room code in the host's address"], None
    phones = [host]
    for i in range(1, phones_n):
        p = Phone(port, f"Player {i}")
        p.client.query = f"room={code.group(1)}"
        p.client.request()
        box = p.client.widget("text_input", "Your name")
        if box is None or not p.client.press("Join", [WidgetState(id=box, string_value=p.name)]):
            return [f"{p.name} could not join"], None
        phones.append(p)
    host.client.request()  # the host's page counts the table
    if not host.client.press("Deal the cards"):
        return ["the host found no 'Deal the cards' button"], None
    for p in phones:
        p.start_polling()
    # the table reads the deal, every phone polling, nobody moving
    time.sleep(2.0)
    cpu0, t0 = cpu_seconds(pid), time.perf_counter()
    time.sleep(IDLE_WINDOW)
    idle = (cpu_seconds(pid) - cpu0) / phones_n / ((time.perf_counter() - t0) / 60)
    seen: list[float] = []
    cpu0 = cpu_seconds(pid)
    moves = 0
    failures = []
    for turn in range(1, turns + 1):
        for move in range(1 + 2 * (phones_n - 1)):  # the clue, the hand-ins, the votes
            acting = _acting(phones)
            if acting is None:
                failures.append(f"nobody could move on turn {turn} (move {move + 1})")
                break
            p, label = acting
            if move == 0 or move == 2 * (phones_n - 1):  # the clue; the last vote: the reveal
                if not _press(phones, p, seen, lambda p=p, label=label: p.play(label)):
                    failures.append(f"{label!r} on turn {turn} did not reach every phone")
            elif not p.play(label):
                failures.append(f"{p.name}: {label!r} refused on turn {turn}")
            moves += 1
        for i, p in enumerate(phones):
            if i < len(phones) - 1:
                p.client.press("Ready for")
            elif not _press(phones, p, seen, lambda p=p: p.client.press("Ready for")):
                failures.append(f"the turn after turn {turn} did not reach every phone")
            moves += 1
    cpu = cpu_seconds(pid) - cpu0
    for p in phones:
        p.close()
    lines = [
        f"a practice table of {phones_n} phones, {turns} turns, every phone polling each second:",
        f"  press → every other phone shows it (the clue, the reveal, the next turn): "
        f"{spread(seen)} (target: within 2 s)",
        *(f"  FAILED: {f}" for f in failures),
    ]
    return lines, (idle, cpu / max(moves, 1))


def run() -> list[str]:
    phones = max(2, min(int(os.environ.get("BENCH_TABLE_PHONES") or 4), MAX_PHONES))
    turns = max(1, min(int(os.environ.get("BENCH_TABLE_TURNS") or 2), 10))
    bare_cpu = bare_visit_cpu()
    with server(ROOT / "streamlit_app.py", ROOT) as (port, pid):
        warm = Client(port)  # the first visit imports the engine: not the table's cost
        warm.request()
        warm.close()
        lines, per = table(port, pid, phones, turns)
    if per is not None:
        idle, move = per
        lines += [
            f"  server CPU per phone per minute, the table waiting: {idle * 1000:.0f} ms "
            f"({idle / bare_cpu:.1f} bare-page visits; a bare visit: {bare_cpu * 1000:.0f} ms)",
            f"  server CPU per move (a press, and every phone it concerns drawn again): "
            f"{move * 1000:.0f} ms ({move / bare_cpu:.1f} bare-page visits)",
        ]
    return lines


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
