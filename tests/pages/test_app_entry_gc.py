"""The entry point freezes what it imports out of the garbage collector's way (issue #10).

Streamlit runs a full `gc.collect(2)` after every script run (`runner.postScriptGC`), which
walks every object in the process: with the engine, Plotly and pandas imported, that walk was
most of a warm visit's CPU. The modules never become garbage, so the entry point moves them to
the permanent generation once it has imported them (`gc.freeze()`)."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT

SCRIPT = """
import gc
from streamlit.testing.v1 import AppTest
before = gc.get_freeze_count()
at = AppTest.from_file("streamlit_app.py", default_timeout=60).run()
assert not at.exception, at.exception
print(before, gc.get_freeze_count())
"""


def test_the_entry_point_freezes_the_imported_engine() -> None:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    before, after = (int(x) for x in out.stdout.split()[-2:])
    assert before == 0
    assert after > 50_000  # the engine, Streamlit, Plotly, pandas, numpy: their objects
