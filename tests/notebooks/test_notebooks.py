"""The notebooks in notebooks/: committed clean, and run top to bottom with a real kernel.

Each notebook is executed by nbclient in an IPython kernel of this environment's Python, failing
on any error; then a few extra lines run in the same kernel move a widget, as a reader would,
and check that the table and the figure it drives were redrawn.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from tests.conftest import ROOT

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
KERNEL = "dixit-explorer-tests"
PLOTLY = "application/vnd.plotly.v1+json"

# Run after each notebook, in its kernel: move a widget and see what it drives change.
AFTER = {
    "01-score-a-round": f"""
table, chart = ex.table, ex.chart_out.outputs
ex.players.value = 4
assert ex.situation.n == 4 and ex.table.shape[0] == 4 and not ex.table.equals(table)
assert ex.chart_out.outputs != chart and {PLOTLY!r} in ex.chart_out.outputs[0]["data"]
assert "text/html" in ex.table_out.outputs[0]["data"]
""",
    "02-clue-difficulty": f"""
curves, exact = lab.sweet_out.outputs, lab.exact_frame
lab.spread.value = 0.7
lab.mean.value = 0.3
assert lab.sweet_out.outputs != curves and not lab.exact_frame.equals(exact)
assert {PLOTLY!r} in lab.sweet_out.outputs[0]["data"]
assert {PLOTLY!r} in lab.heat_out.outputs[0]["data"]
""",
    "03-house-rules": """
before = ex.table
ex.vote("Eve").value = 0  # Eve finds Sam's card: one lure fewer on Ann's
assert before.loc["Ann", "Dixit (2021 refresh)"] == 7 and before.loc["Ann", "Our table"] == 6
assert ex.table.loc["Ann", "Dixit (2021 refresh)"] == 6 and ex.table.loc["Ann", "Our table"] == 6
""",
}


def test_the_three_articles_are_there() -> None:
    assert [p.stem for p in NOTEBOOKS] == sorted(AFTER)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_committed_without_outputs(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code":
            assert cell.outputs == [], f"cell {i} has outputs: clear them before committing"
            assert cell.execution_count is None, f"cell {i} has an execution count"
    assert "widgets" not in nb.metadata, "saved widget state: clear it before committing"


@pytest.fixture(scope="module")
def kernel_name(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A kernel spec that runs this very Python (the project's venv), found first on
    JUPYTER_PATH whatever other "python3" kernels the machine has."""
    root = tmp_path_factory.mktemp("jupyter")
    spec = root / "kernels" / KERNEL
    spec.mkdir(parents=True)
    argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    kernel = {"argv": argv, "display_name": "Dixit explorer (tests)", "language": "python"}
    (spec / "kernel.json").write_text(json.dumps(kernel), encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JUPYTER_PATH", str(root))
        yield KERNEL


@pytest.mark.timeout(60)  # each notebook runs in well under a minute
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_runs_top_to_bottom_and_its_widgets_redraw(path: Path, kernel_name: str) -> None:
    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(AFTER[path.stem]))
    client = NotebookClient(
        nb,
        timeout=50,
        kernel_name=kernel_name,
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()  # raises CellExecutionError, naming the cell, on any error
    errors = [
        o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"
    ]
    assert not errors
    texts = "".join(o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.outputs)
    assert "Traceback" not in texts and "Warning" not in texts
