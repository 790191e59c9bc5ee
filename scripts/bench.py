"""`make bench`: run every benchmark in scripts/bench_*.py and print its report.

Each bench module has `run() -> list[str]` and reports figures as ratios against a baseline
measured in the same process, so the numbers mean the same on a slower or busier machine.
"""

from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
# Imported by name, as modules on the path: a bench may share another's plumbing (bench_hostile
# uses bench_load's), and a dataclass needs its module in sys.modules (loaded from a bare file
# spec, bench_load's failed with AttributeError before it ran).
sys.path.insert(0, str(HERE))


def main() -> int:
    modules = sorted(HERE.glob("bench_*.py"))
    if not modules:
        print("no benchmarks found")
        return 1
    for path in modules:
        module = importlib.import_module(path.stem)
        print(f"== {path.stem}")
        t0 = time.perf_counter()
        for line in module.run():
            print(f"   {line}")
        print(f"   ({time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
