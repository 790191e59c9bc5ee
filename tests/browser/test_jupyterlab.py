"""The notebooks as a Jupyter user meets them: JupyterLab in Chromium, Run All, move a slider.

JupyterLab serves a scratch copy of notebooks/ (so nothing it saves lands in the repository),
with this environment's kernel. The test waits on what the page shows — the kernel idle, the
Plotly chart drawn inside the explorer's widget, its bars redrawn for the new table size —
never on a clock.
"""

from __future__ import annotations

import json
import shutil
import sys
import time
import urllib.request
from collections.abc import Iterator

import pytest

from tests.browser.conftest import ROOT, _free_port, serve

pytest.importorskip("jupyterlab", reason="JupyterLab comes with the test extra")

TOKEN = "dixit-explorer-tests"
CHART = ".widget-output .js-plotly-plot"  # a Plotly chart inside an explorer's Output widget


@pytest.fixture(scope="module")
def lab_url(chromium_path: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    tmp = tmp_path_factory.mktemp("jupyterlab")
    root = tmp / "notebooks"
    shutil.copytree(ROOT / "notebooks", root)
    kernel = tmp / "share" / "kernels" / "python3"
    kernel.mkdir(parents=True)
    argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    spec = {"argv": argv, "display_name": "Python 3 (ipykernel)", "language": "python"}
    (kernel / "kernel.json").write_text(json.dumps(spec), encoding="utf-8")
    port = _free_port()
    env = {
        **__import__("os").environ,
        "JUPYTER_PATH": str(tmp / "share"),  # this Python's kernel first
        "JUPYTER_CONFIG_DIR": str(tmp / "config"),
        "JUPYTERLAB_SETTINGS_DIR": str(tmp / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(tmp / "workspaces"),
    }
    argv = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--allow-root",
        f"--ServerApp.port={port}",
        "--ServerApp.ip=127.0.0.1",
        f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    with serve(
        argv,
        port,
        f"/api/status?token={TOKEN}",
        tmp / "server.log",
        "JupyterLab",
        env=env,
        stop_within=15,
    ) as url:
        yield url


def _stop_kernels(url: str) -> None:
    """End the kernels of earlier tests: JupyterLab asks which kernel to use while others run."""
    with urllib.request.urlopen(f"{url}/api/sessions?token={TOKEN}", timeout=10) as r:
        sessions = json.load(r)
    for s in sessions:
        req = urllib.request.Request(f"{url}/api/sessions/{s['id']}?token={TOKEN}", method="DELETE")
        urllib.request.urlopen(req, timeout=10).close()


def _wait_kernel_idle(url: str, name: str) -> None:
    """Until the notebook's kernel has started and is idle (cells run before it would be lost)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"{url}/api/sessions?token={TOKEN}", timeout=10) as r:
            states = [s["kernel"]["execution_state"] for s in json.load(r) if name in s["path"]]
        if states == ["idle"]:
            return
        time.sleep(0.2)  # polling the server's sessions, not waiting on the page
    pytest.fail(f"the kernel of {name} did not start")


def run_all(page: object, url: str, name: str) -> None:
    _stop_kernels(url)
    page.goto(f"{url}/lab/tree/{name}.ipynb?reset&token={TOKEN}")  # type: ignore[attr-defined]
    _wait_kernel_idle(url, name)
    idle = ".jp-Notebook-ExecutionIndicator[data-status='idle']"
    page.wait_for_selector(idle, state="attached", timeout=60_000)  # type: ignore[attr-defined]
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()  # type: ignore[attr-defined]
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()  # type: ignore[attr-defined]


def test_score_notebook_draws_its_chart_and_redraws_it_when_the_slider_moves(
    page: object, lab_url: str
) -> None:
    run_all(page, lab_url, "01-score-a-round")
    # the last cell has run: its random round (7 players) is in the explorer's chart
    page.wait_for_function(  # type: ignore[attr-defined]
        f"() => document.querySelectorAll('{CHART} .xtick').length === 7", timeout=90_000
    )
    handle = page.locator(".widget-slider .noUi-handle").first  # type: ignore[attr-defined]
    handle.focus()
    handle.press("ArrowRight")  # 8 players, as a reader's keyboard moves it
    page.wait_for_function(  # type: ignore[attr-defined]
        f"() => document.querySelectorAll('{CHART} .xtick').length === 8", timeout=30_000
    )
    assert page.locator(".jp-OutputArea-output[data-mime-type*='stderr']").count() == 0  # type: ignore[attr-defined]


def test_clue_notebook_draws_every_figure(page: object, lab_url: str) -> None:
    run_all(page, lab_url, "02-clue-difficulty")
    # the last cell's output: every cell ran without an error
    done = ".jp-OutputArea-output:has-text('The conclusion holds for these numbers.')"
    page.wait_for_selector(done, timeout=90_000)  # type: ignore[attr-defined]
    # the sweet spot and the heatmap, inside the explorer
    page.wait_for_function(  # type: ignore[attr-defined]
        f"() => document.querySelectorAll('{CHART}').length === 2", timeout=30_000
    )
