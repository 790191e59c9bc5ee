"""Every visitor's script runs in its own thread of one server process: on a cold server a class
imports the engine from many threads at once, each page starting from a different module. That
once hit Python's import-deadlock detector (`_DeadlockError`, one visit in thirty). The engine's
modules form a DAG and `explorer/__init__` imports nothing eagerly, so it cannot happen."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT

SCRIPT = """
import importlib, threading
starts = ["explorer", "explorer.errors", "explorer.lab.exact", "explorer.ui.lab.cache",
          "explorer.rules.house", "explorer.game.bots", "explorer.learn", "explorer.ui.common.binder",
          "explorer.figures.lab", "explorer.round.compare", "explorer.links.lab",
          "explorer.ui.practice", "explorer.lab.sweeps", "explorer.game.resume"]
gate = threading.Barrier(len(starts) * 2)
errors = []
def go(name):
    gate.wait()
    try:
        module = importlib.import_module(name)
        if name == "explorer":
            module.score_round, module.simulate_games
    except Exception as exc:
        errors.append(f"{name}: {exc!r}")
threads = [threading.Thread(target=go, args=(n,)) for n in starts * 2]
for t in threads: t.start()
for t in threads: t.join()
print("\\n".join(errors) or "ok")
"""


def test_the_engine_can_be_imported_from_many_threads_at_once() -> None:
    for _ in range(4):  # each run a fresh interpreter: a cold server
        out = subprocess.run(
            [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120
        )
        assert out.stdout.strip().splitlines()[-1:] == ["ok"], out.stdout + out.stderr
