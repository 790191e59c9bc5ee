"""A real Redis server for the tests: Debian's `redis-server`, started on a free local port.

Without the binary the tests that need it skip, saying so, unless REQUIRE_REDIS=1 (set by
.ci/run, which installs it), where its absence fails the run.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

BINARY = "redis-server"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def binary() -> str:
    """The redis-server to start; skips (or fails under REQUIRE_REDIS=1) when there is none."""
    found = shutil.which(BINARY)
    if found is None:
        why = "Debian's redis-server is not installed (apt-get install redis-server)"
        if os.environ.get("REQUIRE_REDIS") == "1":
            pytest.fail(f"REQUIRE_REDIS=1 but {why}")
        pytest.skip(why)
    return found


@contextmanager
def redis_server(workdir: Path) -> Iterator[str]:
    """A private redis-server (no persistence, local only) until the block ends: its URL."""
    port = _free_port()
    argv = [
        binary(),
        "--port",
        str(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        str(workdir),
    ]
    log = workdir / "redis.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"redis-server did not start:\n{log.read_text(errors='replace')}")
            time.sleep(0.05)  # polling the server's answer to PING, not waiting on a clock
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
