"""Server time for one rerun of the Score page after a vote change, all five rulesets shown.

Timed with AppTest (the script run plus AppTest's own bookkeeping, so an upper bound on the
server's work). Baseline: an AppTest rerun of a trivial page after a widget change, in the same
process. Target: under 150 ms.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parent.parent
RUNS = 15
TRIVIAL = """
import streamlit as st
st.title("Trivial")
choice = st.selectbox("Pick", [0, 1], key="pick")
st.write(choice)
"""


def _time_reruns(at: AppTest, change: object) -> list[float]:
    times = []
    for i in range(RUNS):
        change(at, i)  # type: ignore[operator]
        t0 = time.perf_counter()
        at.run()
        times.append(time.perf_counter() - t0)
        assert not at.exception, at.exception
    return times


def run() -> list[str]:
    base_at = AppTest.from_string(TRIVIAL, default_timeout=60).run()
    base = _time_reruns(base_at, lambda at, i: at.selectbox(key="pick").set_value(i % 2))

    at = AppTest.from_file(str(ROOT / "pages/score.py"), default_timeout=60).run()
    assert len(at.dataframe[0].value.columns) == 6  # Player + five rulesets
    # E (seat 5) switches between voting for A (found) and for D (missed)
    page = _time_reruns(at, lambda at, i: at.selectbox(key="vote_4_0").set_value((0, 3)[i % 2]))

    at7 = AppTest.from_file(str(ROOT / "pages/score.py"), default_timeout=60)
    at7.query_params["names"] = "A,B,C,D,E,F,G,H,I,J,K,L"
    at7.query_params["teller"] = "1"
    at7.query_params["votes"] = "-,1.3,1,2,4,1,1,2,3,1.2,1,5"
    at7.run()
    big = _time_reruns(at7, lambda at, i: at.selectbox(key="vote_4_0").set_value((0, 3)[i % 2]))

    b, p, g = (statistics.median(x) * 1000 for x in (base, page, big))
    return [
        f"Score page rerun after a vote change, 5 players: {p:.0f} ms median of {RUNS} "
        f"({p / b:.1f}× a trivial page's rerun of {b:.0f} ms); target < 150 ms",
        f"Score page rerun after a vote change, 12 players with second votes: {g:.0f} ms "
        f"({g / b:.1f}× the trivial page)",
    ]


if __name__ == "__main__":
    for line in run():
        print(line)
