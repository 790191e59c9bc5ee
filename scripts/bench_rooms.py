"""A class quiz on one app process: a teacher and a class of students in one room, each student
answering every round, spoken in Streamlit's own websocket protocol (`bench_load.Session`).

Starts the app (the embedded room store) and, measured the same way, a bare one-line page. The
teacher opens a room; `BENCH_CLASS` students (30 by default) open the join link and join by
name; every browser-like session polls its page's live fragment as Chromium does (a fragment
rerun every `run_every` seconds, the interval the server asks for in its `auto_rerun` message).
For `BENCH_ROOM_ROUNDS` rounds (3) the teacher opens the round; each student, after a think of
0.5-6 s, sends points; the teacher presses Next once every answer is counted. Reported:

- the time from a student's press to the teacher's screen counting the answer (median, 95th
  percentile, worst; target ≤ 2 s at the 95th), and from the teacher's Next to each phone
  showing the round;
- the server's CPU per student per minute, waiting in the room (polling) and during the rounds,
  against one visit of the bare page (its CPU measured warm, as `bench_load` does);
- the memory held by 50 idle rooms opened on the same server (resident memory before and
  after), and in this process (tracemalloc) 50 rooms idle and 50 rooms of 30 students through
  5 rounds, with the bytes the embedded store counts against its bound.

Hostile visitors of the same page are `bench_rooms_hostile.py`'s.

    .venv/bin/python scripts/bench_rooms.py                 # what `make bench` runs
    BENCH_CLASS=10 BENCH_ROOM_ROUNDS=2 .venv/bin/python scripts/bench_rooms.py   # quicker
"""

from __future__ import annotations

import functools
import os
import random
import re
import sys
import threading
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field

from bench_load import (
    ROOT,
    Session,
    bare_visit_cpu,
    cpu_seconds,
    memory_mb,
    server,
    spread,
)
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ClientState_pb2 import ClientState
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState, WidgetStates

PAGE = "room"
MAX_CLASS = 60
TIMEOUT = 60.0  # seconds one run may take
IDLE_WINDOW = 15.0  # seconds the class waits in the room, polling, while CPU is read
IDLE_ROOMS = 50
_COUNT = re.compile(r"\d+")


class Client(Session):
    """A browser tab on the class quiz page. As in Chromium, a thread reads everything the
    server sends (runs asked for, and the full runs a fragment's st.rerun() starts) while the
    tab sends: a press waits for the full run it causes; a fragment poll is sent and not
    waited for (a poll sent while a run is going may be merged into it, as in a browser)."""

    def __init__(self, port: int) -> None:
        super().__init__(port)
        self.fragment = ""  # the fragment the page asks to rerun every `interval` seconds
        self.interval = 1.0
        self.page_hash = ""  # the page's script hash, as the browser sends it back
        self.metrics: dict[str, str] = {}
        self.options: dict[str, list[str]] = {}  # a radio's or a select's options, by its id
        self.said: list[str] = []  # the last full run's alerts (errors, warnings, infos)
        self._building_said: list[str] = []
        self.shown: list[tuple[float, dict[str, str]]] = []  # every finished run's metrics
        self.full_runs = 0
        self.failed_runs = 0
        self._building: dict[tuple[str, str], str] = {}
        self._building_metrics: dict[str, str] = {}
        self._done = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                raw = self.ws.recv()
            except Exception:
                return
            fwd = ForwardMsg()
            fwd.ParseFromString(raw if isinstance(raw, bytes) else raw.encode())
            kind = fwd.WhichOneof("type")
            with self._done:
                if kind == "page_info_changed":
                    self.query = fwd.page_info_changed.query_string
                elif kind == "navigation":  # the page being run, as the browser learns it
                    self.page_hash = fwd.navigation.page_script_hash or self.page_hash
                elif kind == "auto_rerun":
                    self.fragment = fwd.auto_rerun.fragment_id
                    self.interval = fwd.auto_rerun.interval or self.interval
                elif kind == "delta" and fwd.delta.WhichOneof("type") == "new_element":
                    element = fwd.delta.new_element
                    which = element.WhichOneof("type")
                    if which == "metric":
                        self._building_metrics[element.metric.label] = element.metric.body
                    elif which == "alert":
                        self._building_said.append(element.alert.body)
                    elif which == "exception":
                        self.failed_runs += 1
                        self.exceptions.append(
                            f"{element.exception.type}: {element.exception.message}"
                        )
                    elif which is not None:
                        body = getattr(element, which)
                        if hasattr(body, "id") and hasattr(body, "label"):
                            self._building.setdefault((which, body.label), body.id)
                            if hasattr(body, "options"):  # a choice's options, as shown
                                self.options[body.id] = list(body.options)
                elif kind == "script_finished":
                    status = fwd.script_finished
                    if status == ForwardMsg.FINISHED_SUCCESSFULLY:
                        self.widgets, self.metrics = self._building, self._building_metrics
                        self.said = self._building_said
                        self.full_runs += 1
                    elif status == ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY:
                        self.widgets.update(self._building)
                        self.metrics.update(self._building_metrics)
                    if status != ForwardMsg.FINISHED_EARLY_FOR_RERUN:
                        self.shown.append((time.perf_counter(), dict(self.metrics)))
                    self._building, self._building_metrics, self._building_said = {}, {}, []
                    self._done.notify_all()

    def _send(self, widgets: list[WidgetState], fragment: bool) -> None:
        states = WidgetStates()
        states.widgets.extend(widgets)
        state = ClientState(query_string=self.query, page_name=PAGE, widget_states=states)
        if self.page_hash:  # without it, a full run a fragment's st.rerun() asks for is Home's
            state.page_script_hash = self.page_hash
        if fragment and self.fragment:
            state.fragment_id = self.fragment
            state.is_auto_rerun = True
        self.ws.send(BackMsg(rerun_script=state).SerializeToString())

    def request(self, widgets: list[WidgetState] | None = None) -> bool:
        """A full run of the page (with these widget states); True once it has finished."""
        with self._done:
            runs = self.full_runs
            self._send(widgets or [], fragment=False)
            return self._done.wait_for(lambda: self.full_runs > runs, timeout=TIMEOUT)

    def poll(self) -> None:
        """What the page's run_every timer does: ask for a run of the fragment."""
        with self._done:
            self._send([], fragment=True)

    def widget(self, kind: str, label: str) -> str | None:
        with self._done:
            return next(
                (i for (k, lab), i in self.widgets.items() if k == kind and lab.startswith(label)),
                None,
            )

    def press(self, label: str, more: list[WidgetState] | None = None) -> bool:
        button = self.widget("button", label)
        if button is None:
            return False
        return self.request([*(more or []), WidgetState(id=button, trigger_value=True)])


@dataclass
class Class:
    """What the class's sessions saw, with times (time.perf_counter)."""

    answers_sent: list[float] = field(default_factory=list)  # each answer's press
    answers_done: list[float] = field(default_factory=list)  # each answer's run finished
    teacher_seen: list[tuple[float, int]] = field(default_factory=list)  # (when, answered shown)
    round_opened: dict[int, float] = field(default_factory=dict)  # round → the teacher's press
    round_seen: list[float] = field(default_factory=list)  # a phone showing a new round: delay
    failures: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


def _poll_until(c: Client, stop: threading.Event, done: Callable[[], bool]) -> None:
    """Poll the page's fragment every `interval` seconds until `done()` or `stop`."""
    while not stop.is_set() and not done():
        time.sleep(c.interval)
        c.poll()


def _past(when: float) -> bool:
    return time.perf_counter() >= when


def _moved_on(c: Client, room: Class, rnd: int, rounds: int) -> bool:
    """Whether the phone's wait after round `rnd` is over (the last round, or the next one is
    open or on the phone)."""
    return (
        rnd == rounds
        or c.widget("button", "Send my points") is not None
        or len(room.round_opened) > rnd
    )


def _student(port: int, code: str, i: int, rounds: int, room: Class, stop: threading.Event) -> None:
    rng = random.Random(i)
    try:
        c = Client(port)
    except Exception:
        with room.lock:
            room.failures += 1
        return
    try:
        c.query = f"room={code}"
        c.request()
        name = c.widget("text_input", "Your name")
        if name is None or not c.press("Join", [WidgetState(id=name, string_value=f"Student {i}")]):
            raise RuntimeError("could not join")
        for rnd in range(1, rounds + 1):
            _poll_until(c, stop, lambda: c.widget("button", "Send my points") is not None)
            if stop.is_set():
                return
            with room.lock:
                room.round_seen.append(time.perf_counter() - room.round_opened[rnd])
            think = time.perf_counter() + rng.uniform(0.5, 6.0)  # the phone polls meanwhile
            _poll_until(c, stop, functools.partial(_past, think))
            inputs = [i for (k, _label), i in c.widgets.items() if k == "number_input"]
            points = [WidgetState(id=w, int_value=rng.randrange(5)) for w in inputs]
            sent = time.perf_counter()
            ok = c.press("Send my points", points)
            with room.lock:
                if ok:
                    room.answers_sent.append(sent)
                    room.answers_done.append(time.perf_counter())
                else:
                    room.failures += 1
            _poll_until(c, stop, lambda: c.widget("button", "Send my points") is None)
            # polls on: the next round (or the end) shows by itself
            _poll_until(c, stop, functools.partial(_moved_on, c, room, rnd, rounds))
        _poll_until(c, stop, lambda: False)
    except Exception:
        with room.lock:
            room.failures += 1
    finally:
        c.close()


def _answered(metrics: dict[str, str]) -> int | None:
    found = _COUNT.match(metrics.get("Answered") or "")
    return int(found.group(0)) if found else None


def class_quiz(
    port: int, pid: int, students: int, rounds: int
) -> tuple[list[str], tuple[float, float] | None]:
    room = Class()
    stop = threading.Event()
    teacher = Client(port)
    teacher.request()
    rounds_box = teacher.widget("number_input", "Rounds")
    more = [WidgetState(id=rounds_box, int_value=rounds)] if rounds_box else []
    if not teacher.press("Open the room", more):
        return ["the teacher could not open a room"], None
    code = re.search(r"room=(\d+)", teacher.query)
    if code is None:
        return ["no room code in the teacher's address"], None
    threads = [
        threading.Thread(
            target=_student, args=(port, code.group(1), i, rounds, room, stop), daemon=True
        )
        for i in range(students)
    ]
    t_join = time.perf_counter()
    for t in threads:
        t.start()
    while teacher.metrics.get("Students in the room") != str(students):
        if time.perf_counter() - t_join > 120:
            stop.set()
            joined_now = teacher.metrics.get("Students in the room")
            return [f"only {joined_now} of {students} joined"], None
        time.sleep(teacher.interval)
        teacher.poll()
    joined = time.perf_counter() - t_join
    # the class waits in the room, every phone polling
    cpu0, w0 = cpu_seconds(pid), time.perf_counter()
    while time.perf_counter() - w0 < IDLE_WINDOW:
        time.sleep(teacher.interval)
        teacher.poll()
    idle_cpu, idle_wall = cpu_seconds(pid) - cpu0, time.perf_counter() - w0
    cpu0, r0 = cpu_seconds(pid), time.perf_counter()
    for rnd in range(1, rounds + 1):
        room.round_opened[rnd] = time.perf_counter()
        label = "Start round 1" if rnd == 1 else "Next round"
        if not teacher.press(label):
            stop.set()
            return [f"the teacher found no {label!r} button"], None
        seen_from = len(teacher.shown)  # what the screen showed from this press on
        deadline = time.perf_counter() + 60
        while time.perf_counter() < deadline:
            time.sleep(teacher.interval)
            teacher.poll()
            for when, metrics in teacher.shown[seen_from:]:
                shown = _answered(metrics)
                if shown is not None:
                    room.teacher_seen.append((when, shown + (rnd - 1) * students))
            seen_from = len(teacher.shown)
            if _answered(teacher.metrics) == students:
                break
    round_cpu, round_wall = cpu_seconds(pid) - cpu0, time.perf_counter() - r0
    teacher.press("Show the results")
    stop.set()
    for t in threads:
        t.join(timeout=TIMEOUT)
    teacher.close()
    lines, per = _class_report(
        room, students, rounds, joined, (idle_cpu, idle_wall), (round_cpu, round_wall)
    )
    return lines, per


def _seen_delays(room: Class) -> list[float]:
    """For each answer, its press to the first teacher's screen counting it (by the order the
    server finished them: the j-th answer is counted once the screen shows j)."""
    order = sorted(zip(room.answers_done, room.answers_sent, strict=True))
    out = []
    for j, (done, sent) in enumerate(order, start=1):
        seen = next((t for t, k in room.teacher_seen if k >= j and t >= done), None)
        if seen is not None:
            out.append(seen - sent)
    return out


def _class_report(
    room: Class,
    students: int,
    rounds: int,
    joined: float,
    idle: tuple[float, float],
    busy: tuple[float, float],
) -> tuple[list[str], tuple[float, float]]:
    seen = _seen_delays(room)
    # CPU seconds per student per minute, waiting and in the rounds
    per = (idle[0] / students / (idle[1] / 60), busy[0] / students / (busy[1] / 60))
    return [
        f"a class of {students} in one room, {rounds} rounds, every phone polling each second:",
        f"  all {students} joined in {joined:.1f} s; {len(room.answers_sent)} answers sent"
        + (f"; {room.failures} runs FAILED" if room.failures else ""),
        f"  press → the teacher's screen counts it: {spread(seen)} (target: 95th ≤ 2 s)",
        f"  teacher's Next → the round on each phone: {spread(room.round_seen)}",
        f"  server CPU per student per minute: waiting {per[0] * 1000:.0f} ms, in the rounds "
        f"{per[1] * 1000:.0f} ms",
    ], per


def idle_rooms(port: int, pid: int, n: int) -> str:
    """Resident memory before and after `n` rooms opened (each by its own teacher, who leaves)."""
    before, _ = memory_mb(pid)
    failed = 0
    for _i in range(n):
        c = Client(port)
        try:
            c.request()
            failed += not c.press("Open the room")
        finally:
            c.close()
    time.sleep(1.0)
    after, _ = memory_mb(pid)
    return (
        f"{n} idle rooms opened on the server: resident memory {before:.0f} → {after:.0f} MB "
        f"({(after - before) * 1024 / n:+.0f} KB a room, sessions included)"
        + (f", {failed} FAILED" if failed else "")
    )


def in_process_rooms() -> list[str]:
    """The rooms' own memory, measured in this process: 50 idle, and 50 with 30 students through
    5 rounds each (tracemalloc), and the bytes the store counts."""
    sys.path.insert(0, str(ROOT))
    from explorer.rooms import quiz
    from explorer.rooms.service import Rooms
    from explorer.rooms.store import MemoryStore

    out = []
    for label, students, rounds in (("idle", 0, 0), ("with 30 students through 5 rounds", 30, 5)):
        store = MemoryStore()
        rooms = Rooms(store)
        rooms.open("quiz", "refresh-2021", {"rounds": 5})  # caches warmed before measuring
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        for _n in range(IDLE_ROOMS):
            made, host = rooms.open("quiz", "refresh-2021", {"rounds": 5})
            tokens = [rooms.join(made.code, f"Student {i}")[1] for i in range(students)]
            for _r in range(rounds):
                rooms.act(made.code, host, quiz.Next())
                q = rooms.view(made.code, host).detail.question
                for k, token in enumerate(tokens):
                    rooms.act(made.code, token, quiz.Send({p: k % 4 for p in q.players}))
        used = tracemalloc.get_traced_memory()[0] - base
        tracemalloc.stop()
        out.append(
            f"  {IDLE_ROOMS} rooms {label}: {used / 1024 / IDLE_ROOMS:.1f} KB a room in memory, "
            f"{(store.held_bytes() / (IDLE_ROOMS + 1)) / 1024:.1f} KB a room counted by the store"
        )
    return out


def run() -> list[str]:
    students = max(1, min(int(os.environ.get("BENCH_CLASS") or 30), MAX_CLASS))
    rounds = max(1, min(int(os.environ.get("BENCH_ROOM_ROUNDS") or 3), 10))
    bare_cpu = bare_visit_cpu()
    with server(ROOT / "streamlit_app.py", ROOT) as (port, pid):
        warm = Client(port)  # the first visit imports the engine: not the class's cost
        warm.request()
        warm.close()
        lines, per = class_quiz(port, pid, students, rounds)
        if per is not None:
            lines.append(
                f"  one student for a minute costs {per[0] / bare_cpu:.1f} bare-page visits "
                f"waiting, {per[1] / bare_cpu:.1f} in the rounds (a bare visit: "
                f"{bare_cpu * 1000:.0f} ms CPU)"
            )
        lines.append("  " + idle_rooms(port, pid, IDLE_ROOMS))
    return [*lines, *in_process_rooms()]


if __name__ == "__main__":
    for line in run():
        print(line, flush=True)
