"""Hostile inputs replayed against a live server: what each one costs the one shared process.

Starts the app as `bench_load` does (its `server` and `Session`, on a free localhost port) and
replays every input of a corpus (`scripts/hostile_corpus.json`, described in its `about`, built
by `hostile_inputs.py`) as a new visitor:
links (a page and its query string, then optionally a button press), uploads (a file given to a
page's uploader) and form entries (text typed into the House form, then Apply). For each input
it reports what the page did (`ok`, `refused` with an error shown, `CRASH` with the exception,
`UNSAFE` when text the corpus forbids reached the page unescaped, `TIMEOUT`, `KILLED` when the
server went over `--kill-mb`, `DIED`), the slowest request, the server's CPU, and its peak
resident memory (VmRSS of the server process from /proc, sampled every 20 ms) against its
memory before the input; then overall: the peak memory, the slowest request, and the inputs
that crashed or went over the bounds the issue states (690 MB for the process, 50 MB of growth
and 0.5 s of CPU per input).

Uploads speak Streamlit's own protocol, as the browser does: a `file_urls_request` BackMsg on the
session's websocket gives the upload URL, the file goes there as a multipart PUT (with the XSRF
cookie and header the server checks), and a script run with the uploader's widget state hands
it to the page. That is what Chromium would send, without a browser: replaying a hundred inputs
costs seconds rather than minutes, the bench runs where Chromium is not installed, and the
file's bytes are exactly the corpus's (a browser's file chooser cannot be driven with a
generated zip bomb without writing it to disk first). The server's own upload limit
(`.streamlit/config.toml`) still applies: a file over it is refused by HTTP, as for a browser.

A server that is killed, dies or times out is replaced by a fresh one for the next input. Each
server is warmed first (every page visited once), so an input's cost is its own.

    .venv/bin/python scripts/bench_hostile.py                   # every input
    .venv/bin/python scripts/bench_hostile.py --only "house links"  # a door, or inputs by name
    .venv/bin/python scripts/bench_hostile.py --json before.json  # the figures, for comparing
    make bench BENCH_HOSTILE=0                                   # make bench without it

Reads /proc (Linux, like Community Cloud).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, suppress
from dataclasses import asdict, dataclass
from pathlib import Path

from bench_load import ROOT, Session, Step, cpu_seconds, memory_mb, server
from hostile_inputs import CORPUS, PAGES, Case, load_corpus
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.Common_pb2 import (
    FileUploaderState,
    FileURLs,
    FileURLsRequest,
    UploadedFileInfo,
)
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState, WidgetStates

LIMIT_MB = 690.0  # what one Community Cloud process may use
GROWTH_MB = 50.0  # the bound on one input's memory growth
CPU_S = 0.5  # the bound on one input's CPU
KILL_MB = 1_500.0  # above this the bench kills the server (it protects the machine)
TIMEOUT = 60.0  # seconds one request may take
XSRF_COOKIE = "_streamlit_xsrf"
# the exception's type and message on the page (the site shows neither): the report names them
SERVER_OPTIONS = ("--client.showErrorDetails", "full")


# --- watching the server -------------------------------------------------------------------------
class Watch:
    """The server's resident memory sampled every 20 ms in a thread: the peak since `reset`;
    the server is killed (SIGKILL) when it goes over `kill_mb`."""

    def __init__(self, pid: int, kill_mb: float) -> None:
        self.pid, self.kill_mb = pid, kill_mb
        self.peak = 0.0
        self.killed = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def reset(self) -> None:
        self.peak = 0.0

    def _sample(self) -> None:
        while not self._stop.is_set():
            try:
                rss = memory_mb(self.pid)[0]
            except (OSError, KeyError):  # gone, or a zombie
                return
            self.peak = max(self.peak, rss)
            if rss > self.kill_mb:
                self.killed = True
                os.kill(self.pid, signal.SIGKILL)
                return
            self._stop.wait(0.02)

    def __enter__(self) -> Watch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


# --- one input ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Result:
    door: str
    name: str
    outcome: str  # ok, refused, CRASH, UNSAFE, TIMEOUT, KILLED, DIED, CLOSED, HTTP 413, …
    seconds: float  # the slowest request of the input
    cpu: float  # the server's CPU seconds over the input
    before_mb: float
    peak_mb: float
    detail: str = ""
    expect: str | None = None

    @property
    def growth(self) -> float:
        return max(0.0, self.peak_mb - self.before_mb)

    def over(self) -> list[str]:
        """The bounds this input went over."""
        out = []
        if self.outcome not in ("ok", "refused") and not self.outcome.startswith("HTTP"):
            out.append(self.outcome)
        if self.peak_mb > LIMIT_MB:
            out.append(f">{LIMIT_MB:.0f} MB")
        if self.growth > GROWTH_MB:
            out.append(f"+{self.growth:.0f} MB")
        if self.cpu > CPU_S:
            out.append(f"CPU {self.cpu:.1f} s")
        if self.expect and self.outcome != self.expect:
            out.append(f"not {self.expect}")
        return out


def _find(session: Session, kinds: tuple[str, ...], label: str) -> str | None:
    for (kind, name), wid in session.widgets.items():
        if kind in kinds and name.startswith(label):
            return wid
    return None


def _xsrf(port: int) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=10) as r:
        for header in r.headers.get_all("Set-Cookie") or []:
            name, _, rest = str(header).partition("=")
            if name.strip() == XSRF_COOKIE:
                return rest.split(";", 1)[0]
    return ""


def upload(port: int, s: Session, name: str, data: bytes, timeout: float) -> tuple[int, FileURLs]:
    """Put a file where the session's uploader takes it: the HTTP status and its URLs."""
    request = FileURLsRequest(request_id="1", file_names=[name], session_id=s.session_id)
    s.ws.send(BackMsg(file_urls_request=request).SerializeToString())
    deadline = time.monotonic() + timeout
    while True:
        fwd = ForwardMsg()
        raw = s.ws.recv(timeout=max(deadline - time.monotonic(), 0.1))
        fwd.ParseFromString(raw if isinstance(raw, bytes) else raw.encode())
        if fwd.WhichOneof("type") == "file_urls_response":
            urls = fwd.file_urls_response.file_urls[0]
            break
    boundary = "benchhostile" + os.urandom(8).hex()
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
            "Content-Type: application/octet-stream\r\n\r\n"
        ).encode()
        + data
        + f"\r\n--{boundary}--\r\n".encode()
    )
    token = _xsrf(port)
    put = urllib.request.Request(
        f"http://127.0.0.1:{port}{urls.upload_url}",
        data=body,
        method="PUT",
        headers={
            "Content-Type": f"multipart/form-data; boundary={boundary}",
            "X-Xsrftoken": token,
            "Cookie": f"{XSRF_COOKIE}={token}",
        },
    )
    try:
        with urllib.request.urlopen(put, timeout=timeout) as r:
            return r.status, urls
    except urllib.error.HTTPError as e:
        return e.code, urls


def _widgets(*states: WidgetState) -> WidgetStates:
    out = WidgetStates()
    out.widgets.extend(states)
    return out


def _steps(port: int, s: Session, case: Case, timeout: float) -> Iterator[tuple[str, float]]:
    """Drive one input; yields each request's kind and seconds (the page's state is on `s`)."""
    first = s.run(Step(case.name, case.page, case.query), timeout)
    yield "page", first.seconds
    query = s.query or case.query
    if case.press is not None:
        yield "press", s.run(Step(case.name, case.page, query, press=case.press), timeout).seconds
    if case.upload is not None:
        label, name, data = case.upload
        wid = _find(s, ("file_uploader",), label)
        if wid is None:
            raise LookupError(f"no uploader {label!r} on the page")
        t0 = time.perf_counter()
        status, urls = upload(port, s, name, data, timeout)
        yield f"HTTP {status}", time.perf_counter() - t0
        if status != 204:
            return
        info = UploadedFileInfo(file_id=urls.file_id, name=name, size=len(data), file_urls=urls)
        state = FileUploaderState(uploaded_file_info=[info])
        run = s.rerun(
            case.page,
            query,
            _widgets(WidgetState(id=wid, file_uploader_state_value=state)),
            timeout,
        )
        yield "upload", run.seconds
    if case.form:
        states = []
        for label, value in case.form:
            wid = _find(s, ("text_input", "text_area"), label)
            if wid is None:
                raise LookupError(f"no text input {label!r} on the page")
            states.append(WidgetState(id=wid, string_value=value))
        submit = _find(s, ("button",), case.submit or "")
        if submit is None:
            raise LookupError(f"no button {case.submit!r} on the page")
        states.append(WidgetState(id=submit, trigger_value=True))
        yield "form", s.rerun(case.page, query, _widgets(*states), timeout).seconds


def replay_one(port: int, pid: int, watch: Watch, case: Case, timeout: float) -> Result:
    """One input as a new visitor; its outcome, slowest request, CPU and memory."""
    before = memory_mb(pid)[0]
    cpu0 = cpu_seconds(pid)
    watch.reset()
    slowest, outcome, detail = 0.0, "ok", ""
    s: Session | None = None
    last = time.perf_counter()  # when the last request ended (one cut short counts from it)
    try:
        s = Session(port)
        for kind, seconds in _steps(port, s, case, timeout):
            slowest, last = max(slowest, seconds), time.perf_counter()
            if kind.startswith("HTTP") and kind != "HTTP 204":
                outcome = kind
        if s.exceptions:
            outcome, detail = "CRASH", s.exceptions[0]
        elif case.forbid and any(case.forbid in t for t in s.alerts + s.texts):
            outcome, detail = "UNSAFE", f"{case.forbid!r} shown as it is"
        elif any(a.startswith("error") for a in s.alerts) and outcome == "ok":
            outcome = "refused"
        shown = [a for a in s.alerts if a.startswith(("error", "warning"))]
        detail = detail or (shown[0] if shown else "")
    except TimeoutError:
        outcome = "KILLED" if watch.killed else "TIMEOUT"
    except LookupError as e:
        outcome, detail = "NO WIDGET", str(e)
    except Exception as e:  # the connection closed under it
        outcome = "KILLED" if watch.killed else ("CLOSED" if alive(pid) else "DIED")
        detail = type(e).__name__
    finally:
        if s is not None:
            with suppress(Exception):
                s.close()
    if outcome in ("TIMEOUT", "KILLED", "DIED", "CLOSED"):
        slowest = max(slowest, time.perf_counter() - last)
    try:
        cpu = cpu_seconds(pid) - cpu0
    except OSError:
        cpu = 0.0
    try:  # an input shorter than the sampling step still has a peak
        peak = max(watch.peak, before, memory_mb(pid)[0])
    except (OSError, KeyError):
        peak = max(watch.peak, before)
    detail = " ".join(detail.split())[:160]
    return Result(case.door, case.name, outcome, slowest, cpu, before, peak, detail, case.expect)


def warm(port: int) -> None:
    """Every page once, so that an input's figures are its own, not the first visit's."""
    s = Session(port)
    try:
        for page in PAGES:
            s.run(Step("warm", page), TIMEOUT)
    finally:
        s.close()


def replay(
    cases: Sequence[Case],
    app_dir: Path = ROOT,
    *,
    kill_mb: float = KILL_MB,
    timeout: float = TIMEOUT,
    budget: float | None = None,
    progress: bool = False,
) -> tuple[list[Result], list[float]]:
    """Every case in order, a fresh server after one that was killed, died or timed out.
    The results, and each server's memory once warm. Stops starting inputs after `budget`."""
    results: list[Result] = []
    idle: list[float] = []
    stop = None if budget is None else time.monotonic() + budget
    todo = list(cases)
    while todo and (stop is None or time.monotonic() < stop):
        with ExitStack() as stack:
            script = app_dir / "streamlit_app.py"
            port, pid = stack.enter_context(server(script, app_dir, SERVER_OPTIONS))
            warm(port)
            idle.append(memory_mb(pid)[0])
            watch = stack.enter_context(Watch(pid, kill_mb))
            while todo and (stop is None or time.monotonic() < stop):
                r = replay_one(port, pid, watch, todo.pop(0), timeout)
                results.append(r)
                if progress:
                    print(_line(r), flush=True)
                if r.outcome in ("TIMEOUT", "KILLED", "DIED") or not alive(pid):
                    break
    return results, idle


# --- the report ------------------------------------------------------------------------------------
HEADER = (
    "  door           input                                        outcome  slowest  "
    "server CPU  peak memory (growth)"
)


def _line(r: Result) -> str:
    over = r.over()
    return (
        f"  {r.door[:14]:<14} {r.name[:44]:<44} {r.outcome:<8} {r.seconds:6.2f} s "
        f"{r.cpu:5.1f} s CPU {r.peak_mb:6.0f} MB (+{r.growth:.0f})"
        + (f"  ! {', '.join(over)}" if over else "")
        + (f"  — {r.detail}" if r.detail else "")
    )


def report(
    results: Sequence[Result], idle: Sequence[float], skipped: int = 0, *, each: bool = True
) -> list[str]:
    if not results:
        return ["no input was replayed"]
    worst_mem = max(results, key=lambda r: r.peak_mb)
    slowest = max(results, key=lambda r: r.seconds)
    outcomes = Counter(r.outcome for r in results)
    load = Path("/proc/loadavg").read_text().split()[0]
    lines = [
        f"{len(results)} hostile inputs; the server idle at "
        f"{statistics.median(idle):.0f} MB once warm ({len(idle)} server(s) started); "
        f"machine load {load} on {os.cpu_count()} cores (wall times stretch with it, CPU less)",
        *([HEADER] if each else []),
        *(_line(r) for r in results if each),
        f"overall: peak memory {worst_mem.peak_mb:.0f} MB ({worst_mem.name}); slowest request "
        f"{slowest.seconds:.2f} s ({slowest.name})",
        "  outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())),
    ]
    for door in dict.fromkeys(r.door for r in results):
        mine = [r for r in results if r.door == door]
        bad = [r for r in mine if r.over()]
        lines.append(
            f"  {door}: {len(mine)} inputs, peak {max(r.peak_mb for r in mine):.0f} MB, "
            f"slowest {max(r.seconds for r in mine):.2f} s, {len(bad)} over a bound"
            + (f" ({', '.join(r.name for r in bad)})" if bad else "")
        )
    if skipped:
        lines.append(f"  {skipped} inputs not replayed (the time budget ran out)")
    return lines


def run(budget: float | None = None) -> list[str]:
    """What `make bench` prints: every input, bounded by BENCH_HOSTILE_BUDGET seconds (300 by
    default); BENCH_HOSTILE=0 leaves it out."""
    if os.environ.get("BENCH_HOSTILE", "1") == "0":
        return ["left out (BENCH_HOSTILE=0)"]
    if budget is None:
        budget = float(os.environ.get("BENCH_HOSTILE_BUDGET") or 300)
    cases = load_corpus()
    results, idle = replay(cases, budget=budget)
    return report(results, idle, len(cases) - len(results))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--app-dir", type=Path, default=ROOT, help="the checkout to serve")
    parser.add_argument("--only", help="inputs whose door or name contains this text")
    parser.add_argument("--kill-mb", type=float, default=KILL_MB, help="kill the server above")
    parser.add_argument("--timeout", type=float, default=TIMEOUT, help="seconds per request")
    parser.add_argument("--budget", type=float, default=None, help="seconds for every input")
    parser.add_argument("--json", type=Path, help="write every result here")
    args = parser.parse_args(argv)
    app = args.app_dir.resolve()
    cases = load_corpus(args.corpus, app)
    if args.only:
        cases = [c for c in cases if args.only in c.door or args.only in c.name]
    print(HEADER, flush=True)
    results, idle = replay(
        cases, app, kill_mb=args.kill_mb, timeout=args.timeout, budget=args.budget, progress=True
    )
    for line in report(results, idle, len(cases) - len(results), each=False):
        print(line, flush=True)
    if args.json:
        doc = {"idle_mb": idle, "results": [{**asdict(r), "over": r.over()} for r in results]}
        args.json.write_text(json.dumps(doc, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
