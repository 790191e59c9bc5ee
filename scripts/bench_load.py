"""A class opening the site at once: N browser-like sessions against a real Streamlit server.

Starts the app (`streamlit run streamlit_app.py`) on a free localhost port and, in the same
run and measured the same way, a bare one-line Streamlit page. Each session speaks Streamlit's
own websocket protocol (what the browser does): it opens `/_stcore/stream`, asks for a script
run with a `rerun_script` BackMsg (the page's url path and query string, plus a button press
as a widget trigger) and waits for the run's `script_finished` ForwardMsg. A session visits
Home, Score (and presses "Random round"), the lab (default settings) and a practice round
(the first button of the set-up: start the game).

Reported: each step's latency over the sessions (median and worst), the server's peak memory
(VmHWM) and CPU seconds, and the CPU per warm visit of each page against the bare page's
(the ratio the issue's target speaks of). Then, on a fresh server, N default lab visits at
once (cold, then warm). With `--max-class N` (or BENCH_MAX_CLASS=N), on another fresh server,
N distinct maximum-settings lab visits that each press Run (their runs queue at the server's
gate), watched for `--window` seconds: the peak memory, and how long a default lab visit
arriving halfway through waits. Bounded: at most MAX_SESSIONS sessions, every wait has a
timeout, the window at most MAX_WINDOW seconds, the servers listen on 127.0.0.1 only and are
stopped at the end.

    .venv/bin/python scripts/bench_load.py              # 10 sessions (what `make bench` runs)
    .venv/bin/python scripts/bench_load.py --sessions 30  # or: make bench BENCH_SESSIONS=30
    .venv/bin/python scripts/bench_load.py --app-dir /elsewhere  # another checkout
    .venv/bin/python scripts/bench_load.py --sessions 1 --hostile 3000  # memory under attack
    .venv/bin/python scripts/bench_load.py --only-max-class --max-class 30  # heavy class only
    BENCH_MAX_CLASS=30 make bench BENCH_SESSIONS=30  # everything, for the closing note

Reads /proc for the server's memory and CPU (Linux, like Community Cloud).
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ClientState_pb2 import ClientState
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState, WidgetStates
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parent.parent
MAX_SESSIONS = 60
MAX_HOSTILE = 5_000
SETTLE = 0.3  # seconds the server is given after a run before its CPU is read
STEP_TIMEOUT = 180.0  # seconds one script run may take before the session gives up
BARE_PAGE = 'import streamlit as st\n\nst.write("Hello")\n'


@dataclass(frozen=True)
class Step:
    """One script run: the page's url path, its query string, and a button to press (by the
    start of its label) once the page is on screen."""

    name: str
    page: str
    query: str = ""
    press: str | None = None


APP_STEPS = (
    Step("home", ""),
    Step("score", "score"),
    Step("score: random round", "score", press="🎲 Random round"),
    Step("lab", "lab"),
    Step("practice", "practice"),
    Step("practice: start", "practice", press=""),  # the page's first button
)
BARE_STEPS = (Step("bare page", ""),)


@dataclass
class Run:
    seconds: float
    ok: bool
    buttons: dict[str, str] = field(default_factory=dict)  # label → widget id
    numbers: dict[str, str] = field(default_factory=dict)  # number inputs: label → widget id


# --- the server ---------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def server(script: Path, cwd: Path, options: Sequence[str] = ()) -> Iterator[tuple[int, int]]:
    """A Streamlit server for `script` on a free localhost port: yields (port, pid).
    `options`: more `--section.option value` arguments for `streamlit run`."""
    port = free_port()
    cmd = [
        sys.executable,
        "-m",
        "streamlit",
        "run",
        str(script),
        "--server.port",
        str(port),
        "--server.address",
        "127.0.0.1",
        "--server.headless",
        "true",
        "--server.fileWatcherType",
        "none",
        "--browser.gatherUsageStats",
        "false",
        *options,
    ]
    proc = subprocess.Popen(
        cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                url = f"http://127.0.0.1:{port}/_stcore/health"
                with urllib.request.urlopen(url, timeout=2) as r:
                    if r.read().strip() == b"ok":
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the server for {script} did not start")
            time.sleep(0.2)
        yield port, proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def cpu_seconds(pid: int) -> float:
    """User + system CPU the process has used (all its threads)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_mb(pid: int) -> tuple[float, float]:
    """The process's resident memory now and at its peak (VmRSS, VmHWM), in MB."""
    values = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            values[key] = int(rest.split()[0]) / 1024
    return values["VmRSS"], values["VmHWM"]


# --- one browser-like session ---------------------------------------------------------------
class Session:
    """One websocket connection, as a browser tab keeps it."""

    def __init__(self, port: int) -> None:
        self._conn = connect(
            f"ws://127.0.0.1:{port}/_stcore/stream",
            subprotocols=["streamlit"],  # type: ignore[list-item]
            max_size=None,
            open_timeout=30,
        )
        self.ws = self._conn.__enter__()
        self.buttons: dict[str, str] = {}
        self.numbers: dict[str, str] = {}
        self.stepped = 0  # the last number sent to a stepper
        self.query = ""  # the address as the server last set it
        self.session_id = ""  # the server's id for this session (uploads name it)
        # what the last run drew, for scripts/bench_hostile.py: every widget by (kind, label),
        # the exceptions it showed ("Type: message") and its alerts and markdown text
        self.widgets: dict[tuple[str, str], str] = {}
        self.exceptions: list[str] = []
        self.alerts: list[str] = []
        self.texts: list[str] = []

    def close(self) -> None:
        self._conn.__exit__(None, None, None)

    def run(self, step: Step, timeout: float = STEP_TIMEOUT) -> Run:
        widgets = WidgetStates()
        if step.press is not None:  # a button's trigger, or a stepper's next number
            ids = [i for label, i in self.buttons.items() if label.startswith(step.press)]
            steppers = [i for label, i in self.numbers.items() if label.startswith(step.press)]
            if ids:
                widgets.widgets.append(WidgetState(id=ids[0], trigger_value=True))
            elif steppers:
                self.stepped += 1
                widgets.widgets.append(WidgetState(id=steppers[0], int_value=self.stepped))
            else:
                return Run(0.0, False)
        return self.rerun(step.page, step.query, widgets, timeout)

    def rerun(
        self, page: str, query: str, widgets: WidgetStates, timeout: float = STEP_TIMEOUT
    ) -> Run:
        """Ask for a script run of `page` with these widget states and wait for its end."""
        msg = BackMsg(
            rerun_script=ClientState(query_string=query, page_name=page, widget_states=widgets)
        )
        t0 = time.perf_counter()
        self.ws.send(msg.SerializeToString())
        self.widgets, self.exceptions, self.alerts, self.texts = {}, [], [], []
        ok, buttons, numbers = self.receive(timeout)
        self.buttons = buttons or self.buttons
        self.numbers = numbers or self.numbers
        return Run(time.perf_counter() - t0, ok, buttons, numbers)

    def receive(self, timeout: float) -> tuple[bool, dict[str, str], dict[str, str]]:
        """Read ForwardMsgs until a run finishes (not one cut short by a newer request): whether
        it ran without an exception, and its buttons and number inputs (label → id)."""
        buttons: dict[str, str] = {}
        numbers: dict[str, str] = {}
        ok = True
        deadline = time.monotonic() + timeout
        while True:
            raw = self.ws.recv(timeout=max(deadline - time.monotonic(), 0.1))
            fwd = ForwardMsg()
            fwd.ParseFromString(raw if isinstance(raw, bytes) else raw.encode())
            kind = fwd.WhichOneof("type")
            if kind == "page_info_changed":
                self.query = fwd.page_info_changed.query_string
            elif kind == "new_session" and fwd.new_session.HasField("initialize"):
                self.session_id = fwd.new_session.initialize.session_id
            elif kind == "delta" and fwd.delta.WhichOneof("type") == "new_element":
                element = fwd.delta.new_element
                which = element.WhichOneof("type")
                self._note(element, which)
                if which == "exception":
                    ok = False
                elif which == "button":
                    buttons.setdefault(element.button.label, element.button.id)
                elif which == "number_input":
                    numbers.setdefault(element.number_input.label, element.number_input.id)
            elif kind == "script_finished":
                status = fwd.script_finished
                if status == ForwardMsg.FINISHED_EARLY_FOR_RERUN:
                    continue
                return ok and status == ForwardMsg.FINISHED_SUCCESSFULLY, buttons, numbers

    def _note(self, element: Any, which: str | None) -> None:
        """Keep what scripts/bench_hostile.py looks at: widgets, exceptions, alerts, text."""
        if which is None:
            return
        body = getattr(element, which)
        if which == "exception":
            self.exceptions.append(f"{body.type}: {body.message}"[:300])
        elif which == "alert":
            self.alerts.append(f"{type(body).Format.Name(body.format).lower()}: {body.body}")
        elif which == "markdown":
            self.texts.append(body.body)
        elif hasattr(body, "id") and hasattr(body, "label"):
            self.widgets.setdefault((which, body.label), body.id)

    def send(self, page: str, widget: WidgetState) -> None:
        widgets = WidgetStates()
        widgets.widgets.append(widget)
        msg = BackMsg(
            rerun_script=ClientState(query_string="", page_name=page, widget_states=widgets)
        )
        self.ws.send(msg.SerializeToString())


def _session(port: int, steps: Sequence[Step], out: list[tuple[str, Run]]) -> None:
    try:
        s = Session(port)
    except Exception:
        out.extend((step.name, Run(0.0, False)) for step in steps)
        return
    try:
        for step in steps:
            try:
                out.append((step.name, s.run(step)))
            except Exception:
                out.append((step.name, Run(STEP_TIMEOUT, False)))
                break
    finally:
        s.close()


def class_at_once(port: int, steps: Sequence[Step], sessions: int) -> list[tuple[str, Run]]:
    """`sessions` sessions started together, each through `steps`; every step's run."""
    out: list[tuple[str, Run]] = []
    threads = [
        threading.Thread(target=_session, args=(port, steps, out), daemon=True)
        for _ in range(sessions)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=STEP_TIMEOUT * len(steps))
    return out


def quick_presses(port: int, presses: int = 40, gap: float = 0.05) -> str:
    """Press Score's "Random round" `presses` times, `gap` seconds apart, without waiting for
    the page (a student clicking quickly), and say how many presses the page shows applied."""
    s = Session(port)
    try:
        first = s.run(Step("score", "score"))
        label = "🎲 Random round"
        buttons = [i for name, i in first.buttons.items() if name.startswith(label)]
        numbers = [i for name, i in first.numbers.items() if name.startswith(label)]
        for k in range(1, presses + 1):
            if buttons:
                s.send("score", WidgetState(id=buttons[0], trigger_value=True))
            elif numbers:
                s.send("score", WidgetState(id=numbers[0], int_value=k))
            time.sleep(gap)
        last_buttons: dict[str, str] = {}
        while True:  # every run the presses caused, until the page is quiet
            try:
                _, got, _ = s.receive(5.0)
                last_buttons = got or last_buttons
            except TimeoutError:
                break
        if buttons:  # the button's label names the next seed: presses applied = seed - 1
            seeds = [n for n in last_buttons if n.startswith(label)]
            seed = int(seeds[-1].rsplit("seed ", 1)[1].rstrip(")")) if seeds else 1
            return f"{presses} presses {gap * 1000:.0f} ms apart: {seed - 1} applied (button)"
        if numbers:
            sys.path.insert(0, str(ROOT))
            from explorer.links.score import encode
            from explorer.round.presets import random_round
            from explorer.round.situation import default_situation

            shown = urllib.parse.parse_qs(s.query)
            rounds = [  # which random rounds the table on the page could be
                k
                for k in range(presses, 0, -1)
                if all(
                    shown.get(key) == [encode(random_round(default_situation(), k))[key]]
                    for key in ("teller", "votes")
                )
            ]
            seen = f"round {presses}" if presses in rounds else f"one of rounds {rounds[:3]}"
            return f"{presses} presses {gap * 1000:.0f} ms apart: the page shows {seen} (stepper)"
        return "no Random round on the Score page"
    finally:
        s.close()


def hostile_link(i: int) -> Step:
    """The i-th of many distinct hostile links (non-ASCII digits, long numbers, unknown names,
    editions and reading options, damaged resume codes), on Score, Compare or Practice."""
    junk = f"{i}" + "²" * (i % 7) + "9" * (i % 3000)
    page = ("score", "compare", "practice")[i % 3]
    params = {
        "score": {
            "names": ",".join(f"N{i}-{j}" for j in range(i % 5)),
            "teller": junk,
            "votes": f"{junk},-,{junk}",
            "read": f"r{i}:{junk[:50]}",
        },
        "compare": {"deck": junk, "show": ",".join(f"e{i}-{j}" for j in range(i % 40))},
        "practice": {"game": "dx1.eNqLjh4Fo2AUDHcQOwpGwSgY9gAAbqbO3w"[: 4 + i % 38] + str(i)},
    }[page]
    return Step("hostile", page, urllib.parse.urlencode(params))


def hostile_growth(port: int, pid: int, count: int) -> str:
    """The server's memory after `count` distinct hostile links, against after the first 30."""
    s = Session(port)
    try:
        failed, start = 0, 0.0
        for i in range(count + 30):
            if i == 30:
                start, _ = memory_mb(pid)
            failed += not s.run(hostile_link(i)).ok
        end, _ = memory_mb(pid)
    finally:
        s.close()
    return (
        f"{count:,} distinct hostile links: memory {start:.0f} → {end:.0f} MB "
        f"({end - start:+.0f} MB), {failed} pages failed"
    )


def bare_visit_cpu(visits: int = 10) -> float:
    """Server CPU seconds of one warm visit of a bare page (one `st.write`) on its own server:
    the yardstick every benchmark's figures are divided by."""
    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp) / "bare.py"
        bare.write_text(BARE_PAGE)
        with server(bare, Path(tmp)) as (port, pid):
            return warm_cpu(port, pid, BARE_STEPS[0], visits)


def spread(xs: Sequence[float]) -> str:
    """Times in seconds as their median, 95th percentile, worst and count."""
    if not xs:
        return "none"
    s = sorted(xs)
    p95 = s[min(len(s) - 1, round(0.95 * (len(s) - 1)))]
    return f"median {statistics.median(s):.2f} s, 95th {p95:.2f} s, worst {s[-1]:.2f} s ({len(s)})"


def warm_cpu(port: int, pid: int, step: Step, visits: int) -> float:
    """Server CPU seconds per visit of one page, after a first visit has warmed it. For a
    press, the press's run alone (the page's own run before it is not counted). The server
    tidies up after telling the browser a run has finished (Streamlit's garbage collection
    comes last), so each reading waits `SETTLE` seconds for it, on the bare page too."""
    s = Session(port)
    try:
        if step.press is not None:
            s.run(Step("", step.page, step.query))
        s.run(step)
        used = 0.0
        for _ in range(visits):
            if step.press is not None:
                s.run(Step("", step.page, step.query))
            time.sleep(SETTLE)
            before = cpu_seconds(pid)
            s.run(step)
            time.sleep(SETTLE)
            used += cpu_seconds(pid) - before
        return used / visits
    finally:
        s.close()


# --- a class opening the lab together ----------------------------------------------------------
def lab_class(script: Path, cwd: Path, students: int) -> list[str]:
    """`students` sessions opening the lab's default link at the same moment on a fresh server
    (the teacher's link: nobody has computed anything yet), then all of them again (warm)."""
    lines = []
    with server(script, cwd) as (port, pid):
        for when in ("cold", "warm"):
            cpu0 = cpu_seconds(pid)
            runs = [r for _, r in class_at_once(port, (Step("lab", "lab"),), students)]
            cpu = cpu_seconds(pid) - cpu0
            times = [r.seconds for r in runs if r.ok]
            failed = len(runs) - len(times)
            lines.append(
                f"  {students} default lab visits at once, {when}: median "
                f"{statistics.median(times) if times else 0:.2f} s, worst "
                f"{max(times, default=0):.2f} s, server CPU {cpu:.1f} s"
                + (f" ({failed} FAILED)" if failed else "")
                + " (target: each ≤ 5 s)"
            )
        _, peak = memory_mb(pid)
        lines.append(f"  peak memory {peak:.0f} MB")
    return lines


# --- a class at maximum settings ------------------------------------------------------------
MAX_WINDOW = 300.0  # seconds a maximum-settings class is watched, at most


def max_settings_query(seed: int) -> str:
    """The lab at its most expensive (largest table, runs, games, sweeps, deck; the most uneven
    clues), every edition, with this seed: every student's own view."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from explorer.lab.settings import ALPHAS, DECKS, GAMES, ROUNDS, SPREAD_MAX, SWEEP_GAMES
    from explorer.limits import MAX_PLAYERS

    return urllib.parse.urlencode(
        {
            "players": MAX_PLAYERS,
            "spread": SPREAD_MAX,
            "alpha": ALPHAS[0],
            "deck": max(DECKS),
            "rounds": max(ROUNDS),
            "games": max(GAMES),
            "sweep": max(SWEEP_GAMES),
            "seed": seed,
        }
    )


class Memory:
    """The server's resident memory, sampled every `every` seconds in a thread: its peak."""

    def __init__(self, pid: int, every: float = 0.1) -> None:
        self.pid, self.every, self.peak = pid, every, 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _sample(self) -> None:
        while not self._stop.is_set():
            try:
                self.peak = max(self.peak, memory_mb(self.pid)[0])
            except (OSError, KeyError):
                return
            self._stop.wait(self.every)

    def __enter__(self) -> Memory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


def _max_student(
    port: int, seed: int, out: list[Run], pressed: list[Run], sessions: list[Session]
) -> None:
    """Open the lab at maximum settings, then press its first Run (the rounds and games): the
    run waits at the server's gate for its turn. The session stays open until closed."""
    try:
        s = Session(port)
    except Exception:
        out.append(Run(0.0, False))
        return
    sessions.append(s)
    query = max_settings_query(seed)
    try:
        out.append(s.run(Step("lab max", "lab", query)))
        if not any(label.startswith("Run") for label in s.buttons):
            pressed.append(Run(0.0, False))  # no Run button: nothing to press
            return
        pressed.append(Run(-1.0, True))  # pressed; its run's end replaces this below
        done = s.run(Step("lab max: Run", "lab", query, press="Run"))
        pressed.append(done)
    except Exception:  # closed while waiting (the end of the window), or timed out
        pass


def max_class(script: Path, cwd: Path, students: int, window: float) -> list[str]:
    """`students` distinct maximum-settings lab visits at once on a fresh server, each pressing
    Run; halfway through `window` a default lab visit arrives (cold: nobody has asked for the
    default settings yet), then a second one (warm). Reports the server's peak memory over the
    window (sampled, and VmHWM) and the two default visits' latency. Every session is closed
    at the end of the window, whatever it was doing."""
    with server(script, cwd) as (port, pid):
        base_rss, _ = memory_mb(pid)
        loaded: list[Run] = []
        pressed: list[Run] = []
        sessions: list[Session] = []
        cpu0 = cpu_seconds(pid)
        with Memory(pid) as memory:
            t0 = time.monotonic()
            threads = [
                threading.Thread(
                    target=_max_student,
                    args=(port, 1000 + i, loaded, pressed, sessions),
                    daemon=True,
                )
                for i in range(students)
            ]
            for t in threads:
                t.start()
            time.sleep(window / 2)
            visitor = Session(port)
            try:
                cold = visitor.run(Step("lab", "lab"))
                warm = visitor.run(Step("lab", "lab"))
            finally:
                visitor.close()
            time.sleep(max(0.0, t0 + window - time.monotonic()))
            _, hwm = memory_mb(pid)
            cpu = cpu_seconds(pid) - cpu0
            for s in list(sessions):
                with suppress(Exception):  # already closed by the server
                    s.close()
            for t in threads:
                t.join(timeout=10)
        ok = [r.seconds for r in loaded if r.ok]
    presses = sum(1 for r in pressed if r.seconds < 0)
    finished = [r.seconds for r in pressed if r.ok and r.seconds >= 0]
    shown = "FAILED" if not cold.ok else f"{cold.seconds:.2f} s"
    again = "FAILED" if not warm.ok else f"{warm.seconds:.2f} s"
    return [
        f"{students} distinct maximum-settings lab visits, each pressing Run, "
        f"watched {window:.0f} s:",
        f"  page shown (before Run): median {statistics.median(ok) if ok else 0:.2f} s, "
        f"worst {max(ok, default=0):.2f} s ({len(ok)} of {students})",
        f"  {presses} Run presses; {len(finished)} heavy runs finished in the window "
        f"(first after {min(finished, default=0):.0f} s); server CPU {cpu:.0f} s "
        f"({cpu / window:.0%} of one core)",
        f"  memory {base_rss:.0f} MB idle → peak {max(memory.peak, hwm):.0f} MB (target ≤ 450 MB)",
        f"  a default lab visit in the middle: {shown} (its settings cold), "
        f"then {again} (warm) (target ≤ 5 s)",
    ]


# --- measuring one server -----------------------------------------------------------------
def measure(
    script: Path, cwd: Path, steps: Sequence[Step], sessions: int, visits: int, hostile: int = 0
) -> list[str]:
    lines = []
    with server(script, cwd) as (port, pid):
        base_rss, _ = memory_mb(pid)
        cpu0, t0 = cpu_seconds(pid), time.perf_counter()
        runs = class_at_once(port, steps, sessions)
        wall, cpu = time.perf_counter() - t0, cpu_seconds(pid) - cpu0
        rss, peak = memory_mb(pid)
        lines.append(
            f"{sessions} sessions at once: {wall:.1f} s wall, server CPU {cpu:.1f} s, "
            f"memory {base_rss:.0f} MB idle → peak {peak:.0f} MB (now {rss:.0f} MB)"
        )
        for step in steps:
            times = [r.seconds for name, r in runs if name == step.name and r.ok]
            failed = sum(1 for name, r in runs if name == step.name and not r.ok)
            if times:
                lines.append(
                    f"  {step.name:<22} median {statistics.median(times):6.2f} s, "
                    f"worst {max(times):6.2f} s ({len(times)} runs"
                    + (f", {failed} FAILED)" if failed else ")")
                )
            else:
                lines.append(f"  {step.name:<22} every visit FAILED")
        cpu_per = {step.name: warm_cpu(port, pid, step, visits) for step in steps}
        if any(step.page == "score" for step in steps):
            lines.append("  Random round, " + quick_presses(port))
            if hostile:
                lines.append("  " + hostile_growth(port, pid, hostile))
    return lines + [
        f"  warm CPU per visit: {step}: {ms * 1000:.0f} ms" for step, ms in cpu_per.items()
    ]


def run(
    sessions: int | None = None,
    visits: int = 10,
    app_dir: Path = ROOT,
    hostile: int = 0,
    max_students: int | None = None,
    window: float = 90.0,
) -> list[str]:
    """What `make bench` prints: the bare page, then the app, measured the same way
    (`sessions`: BENCH_SESSIONS from the environment, else 10), then, when asked
    (`max_students`, else BENCH_MAX_CLASS from the environment), a maximum-settings class on a
    fresh server."""
    if sessions is None:
        sessions = int(os.environ.get("BENCH_SESSIONS") or 10)
    sessions = max(1, min(sessions, MAX_SESSIONS))
    if max_students is None:
        max_students = int(os.environ.get("BENCH_MAX_CLASS") or 0)
    max_students = max(0, min(max_students, MAX_SESSIONS))
    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp) / "bare.py"
        bare.write_text(BARE_PAGE)
        bare_lines = measure(bare, Path(tmp), BARE_STEPS, sessions, visits)
    app = app_dir / "streamlit_app.py"
    app_lines = measure(app, app_dir, APP_STEPS, sessions, visits, min(hostile, MAX_HOSTILE))
    bare_cpu = float(bare_lines[-1].rsplit(":", 1)[1].split()[0])
    out = ["bare one-line page:", *bare_lines, "the app:", *app_lines]
    for line in app_lines:
        if line.startswith("  warm CPU per visit:"):
            name, value = line.removeprefix("  warm CPU per visit: ").rsplit(":", 1)
            ms = float(value.split()[0])
            out.append(f"  {name}: {ms / max(bare_cpu, 1.0):.1f}× the bare page's CPU per visit")
    out += ["the lab alone, on a fresh server:", *lab_class(app, app_dir, sessions)]
    if max_students:
        app = app_dir / "streamlit_app.py"
        out += max_class(app, app_dir, max_students, max(10.0, min(window, MAX_WINDOW)))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=10, help=f"at most {MAX_SESSIONS}")
    parser.add_argument("--visits", type=int, default=10, help="warm visits per page for CPU")
    parser.add_argument("--app-dir", type=Path, default=ROOT, help="the checkout to serve")
    parser.add_argument(
        "--hostile",
        type=int,
        default=0,
        help=f"then send this many hostile links (≤ {MAX_HOSTILE:,})",
    )
    parser.add_argument(
        "--max-class",
        type=int,
        default=None,
        help="then this many distinct maximum-settings lab visits pressing Run, on a fresh "
        f"server (≤ {MAX_SESSIONS}; default: BENCH_MAX_CLASS or none)",
    )
    parser.add_argument(
        "--window",
        type=float,
        default=90.0,
        help=f"seconds to watch the maximum-settings class (≤ {MAX_WINDOW:.0f})",
    )
    parser.add_argument(
        "--only-max-class", action="store_true", help="skip everything but the max class"
    )
    args = parser.parse_args(argv)
    if args.only_max_class:
        app = args.app_dir.resolve()
        students = max(1, min(args.max_class or 30, MAX_SESSIONS))
        window = max(10.0, min(args.window, MAX_WINDOW))
        for line in max_class(app / "streamlit_app.py", app, students, window):
            print(line, flush=True)
        return 0
    lines = run(
        args.sessions,
        args.visits,
        args.app_dir.resolve(),
        args.hostile,
        args.max_class,
        args.window,
    )
    for line in lines:
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
