"""Hostile visitors of the class quiz, on one app process (the embedded room store), spoken in
Streamlit's websocket protocol (`bench_rooms.Client`): what each gets told, and what the
server's memory does.

- a join flood: 100 visitors joining one room at once, from sessions of their own (in until the
  room is full, then a message);
- one visit typing 20 codes that open no room, each with a right check digit (5 looked up, then
  it waits);
- 1,000 rooms asked for at once, each from a session of its own (opened up to the store's bound,
  then a message), with the server's resident memory before and after.

    .venv/bin/python scripts/bench_rooms_hostile.py     # what `make bench` runs
"""

from __future__ import annotations

import re
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable

from bench_load import ROOT, memory_mb, server
from bench_rooms import Client
from streamlit.proto.WidgetStates_pb2 import WidgetState

JOIN_FLOOD = 100
GUESSES = 20
FLOOD_ROOMS = 1_000


def _at_once(n: int, work: Callable[[int], str], threads: int = 8) -> Counter[str]:
    """`work(i)` for i < n on `threads` threads; how many times each outcome came."""
    out: Counter[str] = Counter()
    lock = threading.Lock()
    todo = iter(range(n))

    def worker() -> None:
        while True:
            with lock:
                i = next(todo, None)
            if i is None:
                return
            try:
                got = work(i)
            except Exception as err:
                got = f"FAILED ({type(err).__name__})"
            with lock:
                out[got] += 1

    pool = [threading.Thread(target=worker, daemon=True) for _t in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join(timeout=600)
    return out


def _outcome(c: Client, ok: str, words: int = 6) -> str:
    """What a press left on the page: `ok`, or its first message's first words (Markdown's
    escapes dropped)."""
    said = [s.replace("\\", "") for s in c.said if s]
    return " ".join(said[0].split()[:words]) + "…" if said else ok


def join_flood(port: int, code: str, n: int) -> str:
    """`n` visitors joining one room at once, each from a session of their own."""

    def join(i: int) -> str:
        c = Client(port)
        try:
            c.query = f"room={code}"
            c.request()
            name = c.widget("text_input", "Your name")
            if name is None:
                return _outcome(c, "no join form")
            c.press("Join", [WidgetState(id=name, string_value=f"Flood {i}")])
            return "joined" if "me=" in c.query else _outcome(c, "nothing said")
        finally:
            c.close()

    got = _at_once(n, join)
    return f"a join flood of {n} on the class's room: " + ", ".join(
        f"{k} ×{v}" for k, v in got.most_common()
    )


def guessed_codes(port: int, n: int) -> str:
    """One visit typing `n` codes that open no room (each with a right check digit)."""
    sys.path.insert(0, str(ROOT))
    from explorer.rooms.codes import check_digit

    c = Client(port)
    got: Counter[str] = Counter()
    try:
        c.request()
        for i in range(n):
            body = f"{i:09d}"
            box, name = c.widget("text_input", "Room code"), c.widget("text_input", "Your name")
            if box is None or name is None:
                got["no join form"] += 1
                continue
            states = [
                WidgetState(id=box, string_value=body + check_digit(body)),
                WidgetState(id=name, string_value="Guess"),
            ]
            c.press("Join", states)
            got[_outcome(c, "joined", words=5)] += 1
    finally:
        c.close()
    return f"one visit typing {n} codes that open no room: " + ", ".join(
        f"{k} ×{v}" for k, v in got.most_common()
    )


def room_flood(port: int, pid: int, n: int) -> str:
    """`n` rooms asked for, each from a session of its own: opened until the bound, then a
    message; the server's memory before and after."""
    before, _ = memory_mb(pid)

    def open_one(_i: int) -> str:
        c = Client(port)
        try:
            c.request()
            c.press("Open the room")
            return "opened" if "me=0-" in c.query else _outcome(c, "nothing said")
        finally:
            c.close()

    got = _at_once(n, open_one)
    time.sleep(1.0)
    after, _ = memory_mb(pid)
    return (
        f"{n:,} rooms asked for: "
        + ", ".join(f"{k} ×{v}" for k, v in got.most_common())
        + f"; memory {before:.0f} → {after:.0f} MB"
    )


def run() -> list[str]:
    with server(ROOT / "streamlit_app.py", ROOT) as (port, pid):
        teacher = Client(port)
        try:
            teacher.request()
            teacher.press("Open the room")
            code = re.search(r"room=(\d+)", teacher.query)
        finally:
            teacher.close()
        if code is None:
            return ["the teacher could not open a room"]
        return [
            join_flood(port, code.group(1), JOIN_FLOOD),
            guessed_codes(port, GUESSES),
            room_flood(port, pid, FLOOD_ROOMS),
        ]


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
